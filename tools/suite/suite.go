package suite

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/uci"
)

// Limits is the search limit of every position: one of MoveTime, Depth and
// Nodes.
type Limits struct {
	MoveTime time.Duration
	Depth    int
	Nodes    uint64
}

// String names the limit: "depth 8", "100000 nodes", "1000 ms".
func (l Limits) String() string {
	switch {
	case l.Depth > 0:
		return fmt.Sprintf("depth %d", l.Depth)
	case l.Nodes > 0:
		return fmt.Sprintf("%d nodes", l.Nodes)
	}
	return fmt.Sprintf("%d ms", l.MoveTime.Milliseconds())
}

// Timeout is how long Run waits for one position by default: four times the
// move time and 10 s for a slow start, or a minute for a depth or node
// limit, whose time nobody can foretell.
func (l Limits) Timeout() time.Duration {
	if l.MoveTime > 0 {
		return 4*l.MoveTime + 10*time.Second
	}
	return time.Minute
}

// Answer is what a solver found in one position.
type Answer struct {
	Move     chess.Move
	Depth    int
	Score    uci.Score
	HasScore bool // an engine may report no exact score
	Nodes    uint64
	Err      error // the engine failed; the other fields are zero
}

// Solver searches positions one at a time, each as a new game.
type Solver interface {
	// Name is the engine's, for the header of a run.
	Name() string
	Solve(ctx context.Context, pos chess.Position, l Limits) Answer
	Close()
}

// Start starts n solvers with newSolver, so that no start-up counts in a
// run's time. If one fails, those started are closed.
func Start(n int, newSolver func() (Solver, error)) ([]Solver, error) {
	solvers := make([]Solver, n)
	for i := range solvers {
		s, err := newSolver()
		if err != nil {
			for _, s := range solvers[:i] {
				s.Close()
			}
			return nil, err
		}
		solvers[i] = s
	}
	return solvers, nil
}

// ReadFile reads every record of an EPD file; a bad record is an error
// naming the file, line and column.
func ReadFile(path string) ([]*epd.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := epd.NewReader(f)
	var recs []*epd.Record
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return recs, nil
		}
		var e *epd.Error
		if errors.As(err, &e) {
			return nil, fmt.Errorf("%s:%d:%d: %v", path, e.Line, e.Column, e.Err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		recs = append(recs, rec)
	}
}

// IsTest reports whether a record tests anything: it has bm or am.
func IsTest(r *epd.Record) bool { return len(r.BestMoves()) > 0 || len(r.AvoidMoves()) > 0 }

// Result is the verdict on one position of a suite.
type Result struct {
	Index  int // the record's place in the suite, from 0
	Record *epd.Record
	Answer Answer
	// OK: the move found is a best move, if the record has any, and not a
	// move to avoid.
	OK bool
	// Scored: the record gives points for moves (STS), and the answer is no
	// error; Points is what the move found earns, MaxPoints the most any
	// move does.
	Scored            bool
	Points, MaxPoints int
}

// Check judges the answer a solver gave for the record at index.
func Check(rec *epd.Record, index int, a Answer) Result {
	r := Result{Index: index, Record: rec, Answer: a}
	if a.Err != nil || !IsTest(rec) {
		return r
	}
	bm := rec.BestMoves()
	r.OK = (len(bm) == 0 || has(bm, a.Move)) && !has(rec.AvoidMoves(), a.Move)
	if pts, err := rec.Points(); err == nil && len(pts) > 0 {
		r.Scored = true
		for _, p := range pts {
			r.MaxPoints = max(r.MaxPoints, p.Points)
			if p.Move == a.Move {
				r.Points = p.Points
			}
		}
	}
	return r
}

func has(ms []chess.Move, m chess.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// ID is the record's id, or "#N" (N from 1) if it has none.
func (r Result) ID() string {
	if id := r.Record.ID(); id != "" {
		return id
	}
	return "#" + strconv.Itoa(r.Index+1)
}

// String is the result's line: id, what the record wants, the move found,
// ok or FAIL, STS points, and the search's depth, score and nodes.
//
//	WAC.002                  bm Rxb2          c3         FAIL  (depth 4, score +1.56, nodes 906)
func (r Result) String() string {
	pos := &r.Record.Position
	san := func(ms []chess.Move) string {
		s := make([]string, len(ms))
		for i, m := range ms {
			s[i] = pos.SAN(m)
		}
		return strings.Join(s, " ")
	}
	bm, am := r.Record.BestMoves(), r.Record.AvoidMoves()
	var want string
	switch {
	case len(bm) > 0 && len(am) > 0:
		want = "bm " + san(bm) + ", am " + san(am)
	case len(bm) > 0:
		want = "bm " + san(bm)
	case len(am) > 0:
		want = "am " + san(am)
	default:
		return fmt.Sprintf("%-24s no bm or am: not a test", r.ID())
	}
	a := r.Answer
	if a.Err != nil {
		return fmt.Sprintf("%-24s %-16s %-10s FAIL  error: %v", r.ID(), want, "-", a.Err)
	}
	verdict := "FAIL"
	if r.OK {
		verdict = "ok  "
	}
	points := ""
	if r.Scored {
		points = fmt.Sprintf("  points %2d/%d", r.Points, r.MaxPoints)
	}
	score := ""
	if a.HasScore {
		score = a.Score.Pawns()
	}
	return fmt.Sprintf("%-24s %-16s %-10s %s%s  (depth %d, score %s, nodes %d)", r.ID(), want, pos.SAN(a.Move), verdict, points, a.Depth, score, a.Nodes)
}

// Tally counts the results of a run.
type Tally struct {
	Tests, Solved, Errors int // records with bm or am; solved; engine errors
	Scored                bool
	Points, MaxPoints     int           // of the scored records
	Elapsed               time.Duration // set by Run
}

// Add counts one result; records that test nothing do not count.
func (t *Tally) Add(r Result) {
	if !IsTest(r.Record) {
		return
	}
	t.Tests++
	if r.Answer.Err != nil {
		t.Errors++
		return
	}
	if r.OK {
		t.Solved++
	}
	if r.Scored {
		t.Scored = true
		t.Points += r.Points
		t.MaxPoints += r.MaxPoints
	}
}

// String is the summary line: "solved 8/12 (66.7%), points 42/60, time 0.1 s",
// with points only for scored suites and a count of engine errors if any.
func (t Tally) String() string {
	pct := 0.0
	if t.Tests > 0 {
		pct = 100 * float64(t.Solved) / float64(t.Tests)
	}
	s := fmt.Sprintf("solved %d/%d (%.1f%%)", t.Solved, t.Tests, pct)
	if t.Scored {
		s += fmt.Sprintf(", points %d/%d", t.Points, t.MaxPoints)
	}
	if t.Errors > 0 {
		s += fmt.Sprintf(", %d engine errors", t.Errors)
	}
	return s + fmt.Sprintf(", time %.1f s", t.Elapsed.Seconds())
}

// Run searches every record, each solver one position at a time, and gives
// each Result to report (if not nil) in the records' order as soon as it and
// all before it are in. A search still running after timeout (0: l.Timeout())
// is stopped. Run does not close the solvers; it needs at least one.
func Run(ctx context.Context, recs []*epd.Record, solvers []Solver, l Limits, timeout time.Duration, report func(Result)) Tally {
	if len(solvers) == 0 {
		panic("suite: Run without solvers")
	}
	if timeout <= 0 {
		timeout = l.Timeout()
	}
	start := time.Now()
	answers := make([]Answer, len(recs))
	done := make([]chan struct{}, len(recs))
	for i := range done {
		done[i] = make(chan struct{})
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for _, s := range solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := ctx.Err(); err != nil {
					// Stopped: answer the rest at once rather than start
					// (and, for an engine, restart) a search per record.
					answers[i] = Answer{Err: err}
					close(done[i])
					continue
				}
				ctx, cancel := context.WithTimeout(ctx, timeout)
				answers[i] = s.Solve(ctx, recs[i].Position, l)
				cancel()
				close(done[i])
			}
		}()
	}
	go func() {
		for i := range recs {
			next <- i
		}
		close(next)
	}()

	var t Tally
	for i, rec := range recs {
		<-done[i]
		r := Check(rec, i, answers[i])
		t.Add(r)
		if report != nil {
			report(r)
		}
	}
	wg.Wait()
	t.Elapsed = time.Since(start)
	return t
}

package main

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
	"github.com/westcott-chess/westcott/epd"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/uci"
)

func init() {
	register(command{name: "epd", summary: "run a test suite (WAC, STS, ...) on Westcott or a UCI engine", run: runEPD})
}

// epdLimits is the search limit of every position.
type epdLimits struct {
	moveTime time.Duration
	depth    int
	nodes    uint64
}

func (l epdLimits) String() string {
	switch {
	case l.depth > 0:
		return fmt.Sprintf("depth %d", l.depth)
	case l.nodes > 0:
		return fmt.Sprintf("%d nodes", l.nodes)
	}
	return fmt.Sprintf("%d ms", l.moveTime.Milliseconds())
}

// epdAnswer is what an engine found in one position.
type epdAnswer struct {
	move  chess.Move
	depth int
	score string // "+1.25", "#3", "-#2", or "" if unknown
	nodes uint64
	err   error
}

// epdSolver searches positions one at a time: Westcott in this process, or
// a UCI engine in its own.
type epdSolver interface {
	solve(ctx context.Context, pos chess.Position, l epdLimits) epdAnswer
	close()
}

// epdOption is one -option NAME=VALUE.
type epdOptions []string

func (o *epdOptions) String() string { return strings.Join(*o, ", ") }
func (o *epdOptions) Set(s string) error {
	if !strings.Contains(s, "=") || strings.HasPrefix(s, "=") {
		return fmt.Errorf("want NAME=VALUE, have %q", s)
	}
	*o = append(*o, s)
	return nil
}

func runEPD(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("epd", "epd -file FILE [-movetime MS | -depth N | -nodes N] [-engine CMD] [-threads N]", `
Runs a test suite: searches each position of an EPD file and compares the
move found with the record's bm (best moves) and am (moves to avoid). Prints
one line a position (id, expected, found, ok or FAIL) and ends with
"solved X/Y"; for Strategic Test Suite files (c0 "move=points, ...") it also
prints each position's points and the total. Without -engine the suite runs
on Westcott itself (in this process, one search and hash table a thread);
-engine runs any UCI engine, one process a thread. Each position is a new
game (ucinewgame, cleared hash). The default limit is -movetime 1000.

Example:
  westcott epd -file data/epd/wac.epd -movetime 500 -threads 2
  westcott epd -file data/epd/sts/STS1.epd -engine stockfish -nodes 100000
  westcott epd -file suite.epd -engine "/usr/games/toga2" -option Hash=64 -depth 10`, stderr)
	file := fs.String("file", "", "the EPD `file` of the suite (required)")
	movetime := fs.Int("movetime", 0, "search each position this many `ms`")
	depth := fs.Int("depth", 0, "search each position to this `depth` (plies)")
	nodes := fs.Uint64("nodes", 0, "search each position for this many `nodes`")
	engineCmd := fs.String("engine", "", "a UCI engine: `command` and arguments (default: Westcott itself)")
	var options epdOptions
	fs.Var(&options, "option", "set a UCI option of the engine, `NAME=VALUE` (repeat)")
	hash := fs.Int("hash", 16, "hash table size in `MB` (per thread)")
	threads := fs.Int("threads", 1, "positions searched at once (one engine process, or one search, each)")
	first := fs.Int("n", 0, "run only the first `N` positions (0: all)")
	timeout := fs.Duration("timeout", 0, "give up on a position after this long (default: 4 × movetime + 10s, or 60s for depth/nodes)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "westcott epd: "+format+"\n", a...)
		return exitUsage
	}
	if *file == "" {
		return fail("-file is required (see westcott epd -h)")
	}
	if *movetime < 0 || *depth < 0 {
		return fail("-movetime, -depth and -nodes must be positive")
	}
	set := 0
	for _, given := range []bool{*movetime > 0, *depth > 0, *nodes > 0} {
		if given {
			set++
		}
	}
	if set > 1 {
		return fail("give one of -movetime, -depth and -nodes")
	}
	limits := epdLimits{moveTime: time.Duration(*movetime) * time.Millisecond, depth: *depth, nodes: *nodes}
	if set == 0 {
		limits.moveTime = time.Second
	}
	if *depth > search.MaxPly-1 {
		return fail("-depth %d: at most %d", *depth, search.MaxPly-1)
	}
	if *threads < 1 || *threads > 256 {
		return fail("-threads %d: want 1..256", *threads)
	}
	if *hash < 1 || *hash > 65536 {
		return fail("-hash %d: want 1..65536", *hash)
	}
	if *first < 0 {
		return fail("-n %d: must be 0 or more", *first)
	}
	if *timeout < 0 {
		return fail("-timeout %v: must be positive (0: the default)", *timeout)
	}
	if len(options) > 0 && *engineCmd == "" {
		return fail("-option needs -engine (Westcott itself takes -hash)")
	}
	if *timeout == 0 {
		*timeout = time.Minute
		if limits.moveTime > 0 {
			*timeout = 4*limits.moveTime + 10*time.Second
		}
	}

	recs, err := epdReadSuite(*file)
	if err != nil {
		return fail("%v", err)
	}
	if *first > 0 && *first < len(recs) {
		recs = recs[:*first]
	}
	if len(recs) == 0 {
		return fail("%s: no positions", *file)
	}
	tests := 0
	for _, r := range recs {
		if len(r.BestMoves()) > 0 || len(r.AvoidMoves()) > 0 {
			tests++
		}
	}
	if tests == 0 {
		return fail("%s: no position has bm or am: nothing to test", *file)
	}

	// The solvers, one per thread, started before the clock.
	var newSolver func() (epdSolver, error)
	name := "Westcott (in process)"
	if *engineCmd == "" {
		newSolver = func() (epdSolver, error) { return &epdWestcott{tt: search.NewTT(*hash)}, nil }
	} else {
		words := strings.Fields(*engineCmd)
		if len(words) == 0 {
			return fail("-engine: empty command")
		}
		cfg := uci.Config{Path: words[0], Args: words[1:]}
		newSolver = func() (epdSolver, error) { return epdStartUCI(cfg, *hash, options) }
		name = *engineCmd
	}
	solvers := make([]epdSolver, min(*threads, len(recs)))
	for i := range solvers {
		s, err := newSolver()
		if err != nil {
			for _, s := range solvers[:i] {
				s.close()
			}
			return fail("%v", err)
		}
		solvers[i] = s
	}
	if u, ok := solvers[0].(*epdUCI); ok {
		name = u.eng.Name
	}
	fmt.Fprintf(stdout, "%s: %d positions, %s each, %d thread(s), engine %s\n", *file, len(recs), limits, len(solvers), name)

	// Workers take positions in order; the main goroutine prints them in
	// file order as they complete.
	start := time.Now()
	answers := make([]epdAnswer, len(recs))
	done := make([]chan struct{}, len(recs))
	for i := range done {
		done[i] = make(chan struct{})
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for _, s := range solvers {
		wg.Add(1)
		go func(s epdSolver) {
			defer wg.Done()
			for i := range next {
				ctx, cancel := context.WithTimeout(context.Background(), *timeout)
				answers[i] = s.solve(ctx, recs[i].Position, limits)
				cancel()
				close(done[i])
			}
		}(s)
	}
	go func() {
		for i := range recs {
			next <- i
		}
		close(next)
	}()

	var t epdTally
	for i, r := range recs {
		<-done[i]
		fmt.Fprintln(stdout, t.add(r, i, answers[i]))
	}
	wg.Wait()
	for _, s := range solvers {
		s.close()
	}
	fmt.Fprintln(stdout, t.summary(time.Since(start)))
	if t.errors > 0 {
		return exitFail
	}
	return exitOK
}

// epdReadSuite reads every record of an EPD file; a bad record is an error
// naming the file, line and column.
func epdReadSuite(path string) ([]*epd.Record, error) {
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

// epdTally counts the results.
type epdTally struct {
	tests, solved, errors int
	points, maxPoints     int
	scored                bool
}

// add scores one answer and returns its line.
func (t *epdTally) add(r *epd.Record, index int, a epdAnswer) string {
	pos := r.Position
	id := r.ID()
	if id == "" {
		id = "#" + strconv.Itoa(index+1)
	}
	san := func(ms []chess.Move) string {
		var s []string
		for _, m := range ms {
			s = append(s, pos.SAN(m))
		}
		return strings.Join(s, " ")
	}
	bm, am := r.BestMoves(), r.AvoidMoves()
	var want string
	switch {
	case len(bm) > 0 && len(am) > 0:
		want = "bm " + san(bm) + ", am " + san(am)
	case len(bm) > 0:
		want = "bm " + san(bm)
	case len(am) > 0:
		want = "am " + san(am)
	default:
		return fmt.Sprintf("%-24s no bm or am: not a test", id)
	}
	t.tests++
	if a.err != nil {
		t.errors++
		return fmt.Sprintf("%-24s %-16s %-10s FAIL  error: %v", id, want, "-", a.err)
	}
	ok := true
	if len(bm) > 0 && !epdHas(bm, a.move) {
		ok = false
	}
	if epdHas(am, a.move) {
		ok = false
	}
	verdict := "FAIL"
	if ok {
		t.solved++
		verdict = "ok  "
	}
	extra := ""
	if pts, err := r.Points(); err == nil && len(pts) > 0 {
		t.scored = true
		best, got := 0, 0
		for _, p := range pts {
			best = max(best, p.Points)
			if p.Move == a.move {
				got = p.Points
			}
		}
		t.points += got
		t.maxPoints += best
		extra = fmt.Sprintf("  points %2d/%d", got, best)
	}
	return fmt.Sprintf("%-24s %-16s %-10s %s%s  (depth %d, score %s, nodes %d)", id, want, pos.SAN(a.move), verdict, extra, a.depth, a.score, a.nodes)
}

func (t *epdTally) summary(el time.Duration) string {
	pct := 0.0
	if t.tests > 0 {
		pct = 100 * float64(t.solved) / float64(t.tests)
	}
	s := fmt.Sprintf("solved %d/%d (%.1f%%)", t.solved, t.tests, pct)
	if t.scored {
		s += fmt.Sprintf(", points %d/%d", t.points, t.maxPoints)
	}
	if t.errors > 0 {
		s += fmt.Sprintf(", %d engine errors", t.errors)
	}
	return s + fmt.Sprintf(", time %.1f s", el.Seconds())
}

func epdHas(ms []chess.Move, m chess.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// epdWestcott is Westcott's own search, in this process.
type epdWestcott struct {
	tt *search.TT
	s  *search.Searcher
}

func (w *epdWestcott) solve(ctx context.Context, pos chess.Position, l epdLimits) epdAnswer {
	w.tt.Clear()
	w.s = search.NewSearcher(w.tt)
	res := w.s.Search(ctx, pos, nil, search.Limits{Depth: l.depth, Nodes: l.nodes, MoveTime: l.moveTime}, nil)
	if res.Move == chess.NullMove {
		return epdAnswer{err: errors.New("no legal move")}
	}
	score := fmt.Sprintf("%+.2f", float64(res.Score)/100)
	if search.IsMate(res.Score) {
		if n := search.MateMoves(res.Score); n > 0 {
			score = fmt.Sprintf("#%d", n)
		} else {
			score = fmt.Sprintf("-#%d", -n)
		}
	}
	return epdAnswer{move: res.Move, depth: res.Depth, score: score, nodes: res.Nodes}
}

func (w *epdWestcott) close() {}

// epdUCI is a UCI engine process. After an error it is restarted for the
// next position.
type epdUCI struct {
	cfg     uci.Config
	hash    int
	options []string
	eng     *uci.Engine
	c960    bool // UCI_Chess960 as last set on eng
}

func epdStartUCI(cfg uci.Config, hash int, options []string) (*epdUCI, error) {
	u := &epdUCI{cfg: cfg, hash: hash, options: options}
	if err := u.start(); err != nil {
		return nil, err
	}
	return u, nil
}

func (u *epdUCI) start() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	eng, err := uci.Start(ctx, u.cfg)
	if err != nil {
		return err
	}
	if eng.Option("Hash") != nil {
		if err := eng.SetOption("Hash", strconv.Itoa(u.hash)); err != nil {
			eng.Close()
			return err
		}
	}
	for _, o := range u.options {
		name, value, _ := strings.Cut(o, "=")
		if err := eng.SetOption(strings.TrimSpace(name), strings.TrimSpace(value)); err != nil {
			eng.Close()
			return fmt.Errorf("%s: option %s: %w", eng.Name, name, err)
		}
	}
	if err := eng.IsReady(ctx); err != nil {
		eng.Close()
		return err
	}
	u.eng, u.c960 = eng, false
	return nil
}

func (u *epdUCI) solve(ctx context.Context, pos chess.Position, l epdLimits) epdAnswer {
	if u.eng == nil {
		if err := u.start(); err != nil {
			return epdAnswer{err: err}
		}
	}
	a := u.search(ctx, pos, l)
	if a.err != nil {
		u.eng.Close()
		u.eng = nil
	}
	return a
}

func (u *epdUCI) search(ctx context.Context, pos chess.Position, l epdLimits) epdAnswer {
	eng := u.eng
	// Chess960 notation on for Chess960 positions and off again after them.
	if c960 := pos.Chess960(); c960 != u.c960 && eng.Option("UCI_Chess960") != nil {
		if err := eng.SetOption("UCI_Chess960", strconv.FormatBool(c960)); err != nil {
			return epdAnswer{err: err}
		}
		u.c960 = c960
	}
	if err := eng.NewGame(ctx); err != nil {
		return epdAnswer{err: err}
	}
	if err := eng.IsReady(ctx); err != nil {
		return epdAnswer{err: err}
	}
	if err := eng.Position(pos.FEN(), nil); err != nil {
		return epdAnswer{err: err}
	}
	var a epdAnswer
	best, err := eng.Go(ctx, uci.Limits{Depth: l.depth, Nodes: l.nodes, MoveTime: l.moveTime}, func(in uci.Info) {
		if in.Has&uci.FieldDepth != 0 {
			a.depth = in.Depth
		}
		if in.Has&uci.FieldNodes != 0 {
			a.nodes = in.Nodes
		}
		if in.Has&uci.FieldScore != 0 && !in.Score.Lowerbound && !in.Score.Upperbound {
			if in.Score.IsMate {
				if in.Score.Mate > 0 {
					a.score = fmt.Sprintf("#%d", in.Score.Mate)
				} else {
					a.score = fmt.Sprintf("-#%d", -in.Score.Mate)
				}
			} else {
				a.score = fmt.Sprintf("%+.2f", float64(in.Score.CP)/100)
			}
		}
	})
	if err != nil {
		return epdAnswer{err: err}
	}
	m, err := pos.ParseMove(best.Move)
	if err != nil {
		return epdAnswer{err: fmt.Errorf("%s played %q: %w", eng.Name, best.Move, err)}
	}
	a.move = m
	return a
}

func (u *epdUCI) close() {
	if u.eng != nil {
		u.eng.Close()
		u.eng = nil
	}
}

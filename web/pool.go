package web

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/uci"
)

// pool holds the server's engines: a search borrows one, so that the
// number of searches at once, and the memory of their hash tables, is
// bounded by the pool's size. Each engine is package engine's UCI server
// in process, driven by the text of the protocol: the page gets what a GUI
// gets (MultiPV, the strength options), through the hardened command
// handler.
type pool struct {
	free    chan *slot
	size    int
	waiting atomic.Int64
}

// slot is one engine and the sink of its output.
type slot struct {
	eng  *engine.Engine
	sink *sink
}

func newPool(n, hashMB int, options []uci.Setting) *pool {
	p := &pool{free: make(chan *slot, n), size: n}
	for range n {
		s := &slot{sink: &sink{}}
		s.eng = engine.New(s.sink)
		s.eng.Execute(fmt.Sprintf("setoption name Hash value %d", hashMB))
		for _, o := range options {
			s.eng.Execute("setoption name " + o.Name + " value " + o.Value)
		}
		p.free <- s
	}
	return p
}

// live is the number of engines lent out.
func (p *pool) live() int { return p.size - len(p.free) }

// get borrows an engine, waiting at most wait: errBusy after the wait,
// ctx's error if it ends first.
func (p *pool) get(ctx context.Context, wait time.Duration) (*slot, error) {
	select {
	case s := <-p.free:
		return s, nil
	default:
	}
	p.waiting.Add(1)
	defer p.waiting.Add(-1)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case s := <-p.free:
		return s, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, errBusy
	}
}

func (p *pool) put(s *slot) { p.free <- s }

// sink receives an engine's output: it cuts it into lines and hands them
// to the run of the moment. It never blocks the engine (a stop waits for
// the bestmove that the engine writes here).
type sink struct {
	mu      sync.Mutex
	partial []byte
	run     *run
}

func (k *sink) Write(b []byte) (int, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.partial = append(k.partial, b...)
	for {
		i := bytes.IndexByte(k.partial, '\n')
		if i < 0 {
			break
		}
		line := string(k.partial[:i])
		k.partial = k.partial[i+1:]
		if k.run != nil {
			k.run.line(line)
		}
	}
	if len(k.partial) == 0 {
		k.partial = nil
	}
	return len(b), nil
}

func (k *sink) attach(r *run) {
	k.mu.Lock()
	k.run = r
	k.mu.Unlock()
}

// run is one search's view of its engine's output: the latest info of each
// line (MultiPV), and the bestmove.
type run struct {
	pos chess.Position // the searched position, for SAN

	mu      sync.Mutex
	lines   map[int]uci.Info
	last    uci.Info // the latest info with a depth
	best    string
	ponder  string
	changed chan struct{} // signalled (never blocking) at each new info
	done    chan struct{} // closed at bestmove
	ended   bool
}

func newRun(pos chess.Position) *run {
	return &run{pos: pos, lines: map[int]uci.Info{}, changed: make(chan struct{}, 1), done: make(chan struct{})}
}

func (r *run) line(l string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ended {
		return
	}
	switch {
	case strings.HasPrefix(l, "info ") && strings.Contains(l, " pv "):
		i, err := uci.ParseInfo(l)
		if err != nil || i.Has&uci.FieldPV == 0 || i.Has&uci.FieldScore == 0 {
			return
		}
		k := 1
		if i.Has&uci.FieldMultiPV != 0 {
			k = i.MultiPV
		}
		if k < 1 || k > maxMultiPV {
			return
		}
		// Lines of the last iteration stay until this one replaces them,
		// but not one that begins with the move this line has now taken:
		// no move is shown as two lines.
		for j, old := range r.lines {
			if j != k && old.Depth < i.Depth && len(old.PV) > 0 && old.PV[0] == i.PV[0] {
				delete(r.lines, j)
			}
		}
		r.lines[k] = i
		r.last = i
		select {
		case r.changed <- struct{}{}:
		default:
		}
	case strings.HasPrefix(l, "bestmove"):
		if b, err := uci.ParseBestMove(l); err == nil {
			r.best, r.ponder = b.Move, b.Ponder
		}
		r.ended = true
		close(r.done)
	}
}

// Line is one principal variation of a report.
type Line struct {
	MultiPV int      `json:"multipv"`
	Depth   int      `json:"depth"`
	Score   string   `json:"score"` // "+0.35", "#3", "-#2": the side to move's view
	White   int      `json:"white"` // centipawns from White's view; a mate is ±(10000 − moves)
	Mate    int      `json:"mate"`  // moves to mate from White's view (negative: Black mates); 0 if none
	Bound   string   `json:"bound,omitempty"`
	WDL     []int    `json:"wdl,omitempty"` // White's wins, draws, losses per mille (UCI_ShowWDL), if given
	PV      []string `json:"pv"`            // UCI
	SAN     []string `json:"san"`           // the same moves in SAN
}

// Report is a search's state: its progress, its lines best first, and at
// the end its move.
type Report struct {
	Depth    int    `json:"depth"`
	SelDepth int    `json:"seldepth"`
	Nodes    uint64 `json:"nodes"`
	NPS      uint64 `json:"nps"`
	TimeMS   int64  `json:"timeMs"`
	HashFull int    `json:"hashfull"`
	Lines    []Line `json:"lines"`
	Best     string `json:"best,omitempty"`
	BestSAN  string `json:"bestSan,omitempty"`
	Done     bool   `json:"done"`
	Stopped  string `json:"stopped,omitempty"` // why it ended early: "time limit", "replaced" (the client's next search), "server closing", "stopped" (the page left)
}

// report returns the run's state now.
func (r *run) report() Report {
	r.mu.Lock()
	defer r.mu.Unlock()
	rep := Report{Depth: r.last.Depth, SelDepth: r.last.SelDepth, Nodes: r.last.Nodes, NPS: r.last.NPS,
		TimeMS: r.last.Time.Milliseconds(), HashFull: r.last.HashFull, Lines: []Line{}, Done: r.ended}
	for k := 1; k <= maxMultiPV; k++ {
		i, ok := r.lines[k]
		if !ok {
			continue
		}
		rep.Lines = append(rep.Lines, r.lineOf(k, &i))
	}
	if r.best != "" && r.best != "0000" {
		rep.Best = r.best
		if m, err := r.pos.ParseMove(r.best); err == nil {
			rep.BestSAN = r.pos.SAN(m)
		}
	}
	return rep
}

func (r *run) lineOf(k int, i *uci.Info) Line {
	l := Line{MultiPV: k, Depth: i.Depth, Score: i.Score.Pawns(), PV: i.PV, SAN: []string{}}
	sign := 1
	if r.pos.SideToMove() == chess.Black {
		sign = -1
	}
	if i.Score.IsMate {
		l.Mate = sign * i.Score.Mate
		switch {
		case l.Mate > 0:
			l.White = 10000 - l.Mate
		case l.Mate < 0:
			l.White = -10000 - l.Mate
		default: // mated now: the side to move lost
			l.White = -sign * 10000
		}
	} else {
		l.White = sign * i.Score.CP
	}
	if i.Has&uci.FieldWDL != 0 {
		w, d, l2 := i.WDL[0], i.WDL[1], i.WDL[2]
		if sign < 0 {
			w, l2 = l2, w
		}
		l.WDL = []int{w, d, l2}
	}
	switch {
	case i.Score.Lowerbound:
		l.Bound = "lower"
	case i.Score.Upperbound:
		l.Bound = "upper"
	}
	p := r.pos
	for _, s := range i.PV {
		m, err := p.ParseMove(s)
		if err != nil {
			break
		}
		l.SAN = append(l.SAN, p.SAN(m))
		p.MakeMove(m)
	}
	return l
}

// searchSpec is one search: the game, the go command's limits and the
// options of the engine for it.
type searchSpec struct {
	game    *game
	goArgs  string   // after "go"
	options []string // "name value" pairs for setoption, in order
	client  string   // the page's id: its previous search is stopped
	limit   time.Duration
}

// search runs spec on a borrowed engine, calling progress (if not nil) with
// each new report, at most every interval, and returns the last report. It
// stops the search when ctx ends (the page went away), when the client
// starts another search, at spec.limit, or when the server closes; the
// report's Stopped says which. A search stopped while it waited for an
// engine returns a report with no lines and Stopped set: the only error is
// errBusy, no engine free within QueueWait.
func (s *Server) search(ctx context.Context, spec searchSpec, interval time.Duration, progress func(Report)) (Report, error) {
	ctx, release := s.claim(ctx, spec.client, spec.limit)
	defer release()
	sl, err := s.pool.get(ctx, s.cfg.QueueWait)
	if err != nil {
		if err == errBusy {
			s.refused.Add(1)
			return Report{}, err
		}
		// Stopped while it waited: it ends as a search stopped then would,
		// with no move.
		return Report{Lines: []Line{}, Stopped: s.stopReason(ctx)}, nil
	}
	defer s.pool.put(sl)
	s.started.Add(1)
	defer s.finished.Add(1)

	r := newRun(spec.game.pos)
	e := sl.eng
	e.Execute(fmt.Sprintf("setoption name UCI_Chess960 value %t", spec.game.start.Chess960()))
	for _, o := range spec.options {
		name, value, _ := strings.Cut(o, "=")
		e.Execute("setoption name " + name + " value " + value)
	}
	e.Execute(spec.game.positionCommand())
	sl.sink.attach(r)
	defer sl.sink.attach(nil)
	e.Execute("go " + spec.goArgs)

	var last time.Time
	stopped := ""
	for {
		select {
		case <-r.changed:
			if progress != nil && time.Since(last) >= interval {
				last = time.Now()
				progress(r.report())
			}
			continue
		case <-r.done:
		case <-ctx.Done():
			e.Execute("stop") // waits for the bestmove
			<-r.done
			stopped = s.stopReason(ctx)
		}
		break
	}
	rep := r.report()
	rep.Stopped = stopped
	return rep, nil
}

// stopReason says why a search's context ended, as Report.Stopped.
func (s *Server) stopReason(ctx context.Context) string {
	switch {
	case s.ctx.Err() != nil:
		return "server closing"
	case context.Cause(ctx) == context.DeadlineExceeded:
		return "time limit"
	case context.Cause(ctx) == errReplaced:
		return "replaced"
	default:
		return "stopped" // the page went away
	}
}

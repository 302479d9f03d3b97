package web

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// pool holds the server's engines: a search borrows one, so that the
// number of searches at once, and the memory of their hash tables, is
// bounded by the pool's size. Each is package engine's engine in process,
// searched through its API (engine.Engine.Search, which the UCI server's
// go runs too): the page gets what a GUI gets (MultiPV, the strength
// levels, the WDL chances) as typed values, with no text in between.
type pool struct {
	free    chan *engine.Engine
	size    int
	waiting atomic.Int64
}

func newPool(n, hashMB int, eval engine.Eval) *pool {
	p := &pool{free: make(chan *engine.Engine, n), size: n}
	for range n {
		p.free <- engine.New(engine.Config{HashMB: hashMB, Eval: eval})
	}
	return p
}

// live is the number of engines lent out.
func (p *pool) live() int { return p.size - len(p.free) }

// get borrows an engine, waiting at most wait: errBusy after the wait,
// ctx's error if it ends first.
func (p *pool) get(ctx context.Context, wait time.Duration) (*engine.Engine, error) {
	select {
	case e := <-p.free:
		return e, nil
	default:
	}
	p.waiting.Add(1)
	defer p.waiting.Add(-1)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case e := <-p.free:
		return e, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-t.C:
		return nil, errBusy
	}
}

func (p *pool) put(e *engine.Engine) { p.free <- e }

// lineInfo is the latest report of one line, its PV copied out of the
// search's callback.
type lineInfo struct {
	engine.Info
	pv []chess.Move
}

// run is one search's view of its engine's reports: the latest info of
// each line (MultiPV), and the best move.
type run struct {
	pos     chess.Position // the searched position, for SAN
	showWDL bool           // the lines carry the WDL chances

	mu      sync.Mutex
	lines   map[int]lineInfo
	last    lineInfo      // the latest report with a PV
	best    chess.Move    // NullMove until the end, or without a legal move
	changed chan struct{} // signalled (never blocking) at each new info
	done    chan struct{} // closed when the search has returned
	ended   bool
}

func newRun(pos chess.Position, showWDL bool) *run {
	return &run{pos: pos, showWDL: showWDL, lines: map[int]lineInfo{}, best: chess.NullMove,
		changed: make(chan struct{}, 1), done: make(chan struct{})}
}

// info takes a report of the search.
func (r *run) info(i engine.Info) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.ended || len(i.PV) == 0 {
		return
	}
	k := max(i.MultiPV, 1)
	if k > maxMultiPV {
		return
	}
	// Lines of the last iteration stay until this one replaces them,
	// but not one that begins with the move this line has now taken:
	// no move is shown as two lines.
	for j, old := range r.lines {
		if j != k && old.Depth < i.Depth && old.pv[0] == i.PV[0] {
			delete(r.lines, j)
		}
	}
	li := lineInfo{Info: i, pv: append([]chess.Move(nil), i.PV...)}
	li.PV = nil // valid only during the callback
	r.lines[k] = li
	r.last = li
	select {
	case r.changed <- struct{}{}:
	default:
	}
}

// end takes the search's result.
func (r *run) end(res search.Result) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.best = res.Move
	r.ended = true
	close(r.done)
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
	rep := Report{Depth: r.last.Depth, SelDepth: r.last.SelDepth, Nodes: r.last.Nodes, NPS: r.last.NPS(),
		TimeMS: r.last.Time.Milliseconds(), HashFull: r.last.HashFull, Lines: []Line{}, Done: r.ended}
	for k := 1; k <= maxMultiPV; k++ {
		i, ok := r.lines[k]
		if !ok {
			continue
		}
		rep.Lines = append(rep.Lines, r.lineOf(k, &i))
	}
	if r.best != chess.NullMove {
		rep.Best = r.pos.UCI(r.best)
		rep.BestSAN = r.pos.SAN(r.best)
	}
	return rep
}

func (r *run) lineOf(k int, i *lineInfo) Line {
	score := engine.UCIScore(i.Score)
	l := Line{MultiPV: k, Depth: i.Depth, Score: score.Pawns(), PV: []string{}, SAN: []string{}}
	sign := 1
	if r.pos.SideToMove() == chess.Black {
		sign = -1
	}
	if score.IsMate {
		l.Mate = sign * score.Mate
		switch {
		case l.Mate > 0:
			l.White = 10000 - l.Mate
		case l.Mate < 0:
			l.White = -10000 - l.Mate
		default: // mated now: the side to move lost
			l.White = -sign * 10000
		}
	} else {
		l.White = sign * score.CP
	}
	if r.showWDL {
		w, d, l2 := i.WDL[0], i.WDL[1], i.WDL[2]
		if sign < 0 {
			w, l2 = l2, w
		}
		l.WDL = []int{w, d, l2}
	}
	switch i.Bound {
	case search.BoundLower:
		l.Bound = "lower"
	case search.BoundUpper:
		l.Bound = "upper"
	}
	p := r.pos
	for _, m := range i.pv {
		l.PV = append(l.PV, p.UCI(m))
		l.SAN = append(l.SAN, p.SAN(m))
		p.MakeMove(m)
	}
	return l
}

// searchSpec is one search: the game, its limits and the engine's options
// for it.
type searchSpec struct {
	game    *game
	limits  search.Limits // Overhead and MultiPV included
	elo     int           // the playing level, 0 for full strength
	showWDL bool          // the lines carry the WDL chances
	client  string        // the page's id: its previous search is stopped
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
	e, err := s.pool.get(ctx, s.cfg.QueueWait)
	if err != nil {
		if err == errBusy {
			s.refused.Add(1)
			return Report{}, err
		}
		// Stopped while it waited: it ends as a search stopped then would,
		// with no move.
		return Report{Lines: []Line{}, Stopped: s.stopReason(ctx)}, nil
	}
	s.started.Add(1)
	defer s.finished.Add(1)

	r := newRun(spec.game.pos, spec.showWDL)
	req := engine.Request{Position: spec.game.pos, History: spec.game.history, Limits: spec.limits, Elo: spec.elo}
	go func() {
		defer s.pool.put(e) // after the search has returned
		r.end(e.Search(ctx, req, r.info))
	}()

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
			<-r.done // the search stops at once
			stopped = s.stopReason(ctx)
		}
		break
	}
	if stopped == "" && ctx.Err() != nil {
		// The search ends by the context's end, so its done and the
		// context's can be ready at once and the select take either.
		stopped = s.stopReason(ctx)
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

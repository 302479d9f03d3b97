package search

import (
	"context"
	"slices"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/eval"
)

// Info is a progress report, sent after each completed iteration (and
// after an aspiration window fails, on long searches).
type Info struct {
	Depth    int           // the iteration's depth in plies
	SelDepth int           // the deepest ply reached
	Score    int           // centipawns or a mate score (see MateMoves), side to move's view
	Bound    Bound         // BoundExact, or BoundLower/BoundUpper when a window failed
	Nodes    uint64        // nodes searched so far
	Time     time.Duration // since the search started
	HashFull int           // permille of the TT used by this search
	TBHits   uint64        // endgame table probes answered so far
	PV       []chess.Move  // principal variation; valid only during the callback
	MultiPV  int           // which line this is, 1 the best (see Limits.MultiPV)
}

// NPS returns the nodes per second of the report.
func (i *Info) NPS() uint64 {
	if i.Time <= 0 {
		return 0
	}
	return uint64(float64(i.Nodes) / i.Time.Seconds())
}

// Result is the outcome of a search.
type Result struct {
	Move   chess.Move // the best move; NullMove only when there is no legal move
	Ponder chess.Move // the expected reply, or NullMove
	Score  int        // side to move's view; MatedIn(0) or 0 without legal moves
	Depth  int        // the last completed iteration
	Nodes  uint64
	Time   time.Duration
}

// frame is one ply of the search stack.
type frame struct {
	moves      [chess.MaxMoves]chess.Move
	scores     [chess.MaxMoves]int32
	pick       picker
	killers    [2]chess.Move
	quiets     [64]chess.Move             // quiet moves tried, for the history malus
	bad        [chess.MaxMoves]chess.Move // losing captures, searched last
	pv         [MaxPly]chess.Move
	pvLen      int
	staticEval int
	move       chess.Move // the move made from this ply (NullMove for a null move)
	cont       *contTable // continuation history of the move made from this ply; nil after a null move
	excluded   chess.Move // the move a singular-extension search leaves out (NullMove: none)
}

// Searcher runs searches, one at a time. Make one with NewSearcher; it
// keeps its killers and history between searches until Reset.
type Searcher struct {
	tt      *TT
	ev      *eval.Evaluator // the static evaluation, with its pawn cache
	pos     chess.Position
	keys    []uint64 // game history, then one key per ply of the search path
	root    int      // index of the root position's key in keys
	nullIdx int      // index in keys of the position after the last null move on the path (0: none)
	stack   [MaxPly + 2]frame
	history [2][64][64]int32
	// contHist[piece][to] scores the quiet moves that follow a move of
	// piece to square to (see contTable).
	contHist [16][64]contTable
	corr     corrTable // correction history (correction.go)

	limits    Limits
	ctx       context.Context
	start     time.Time
	soft      time.Duration
	hard      time.Duration
	timed     bool
	hitAt     time.Time // when pondering ended (the search's start if it never pondered); zero while pondering
	stopped   bool
	nodes     uint64
	selDepth  int
	depth     int
	rootMoves int

	// Lazy SMP (see Group).
	inGroup    bool          // the group starts each search's TT generation
	helpers    []*Searcher   // the main thread's helpers, for node counts
	published  atomic.Uint64 // nodes, as last published for other goroutines
	startDepth int           // first iteration (helpers vary it)

	bestMove  chess.Move
	bestScore int
	rootPV    [MaxPly]chess.Move // the root's move ordering: this line's PV of the last iteration
	rootPVLen int
	raised    chess.Move // the last root move to raise alpha in this iteration's line, if any

	// MultiPV: the lines of the root, best first, and the moves of the
	// lines already searched in this iteration, which the root skips.
	lines    []rootLine
	pvIdx    int
	excluded []chess.Move
	saved    *savedHeuristics // see saveHeuristics; made on the first MultiPV search

	tb tbState // endgame tables (tb.go)
	nn nnState // the network evaluation, if any (nnue.go)

	params Params   // the pruning margins and limits (params.go)
	lmr    lmrTable // the late-move reductions of params
}

// savedHeuristics is what a searcher learns, kept aside during the later
// lines of a MultiPV iteration.
type savedHeuristics struct {
	history  [2][64][64]int32
	contHist [16][64]contTable
	corr     corrTable
	killers  [MaxPly + 2][2]chess.Move
}

// rootLine is one line of a MultiPV search: its last complete iteration.
type rootLine struct {
	pv    [MaxPly]chess.Move
	pvLen int
	score int
}

// NewSearcher returns a searcher using the transposition table tt, which
// several searchers may share, with DefaultParams.
func NewSearcher(tt *TT) *Searcher {
	s := &Searcher{tt: tt, ev: eval.NewEvaluator(nil), params: DefaultParams(), lmr: defaultLMR}
	s.Reset()
	return s
}

// Reset clears what the searcher learnt (killers and history), as for a new
// game. The transposition table is the caller's to clear.
func (s *Searcher) Reset() {
	s.history = [2][64][64]int32{}
	s.contHist = [16][64]contTable{}
	s.corr = corrTable{}
	for i := range s.stack {
		s.stack[i].killers = [2]chess.Move{}
	}
	s.nodes, s.selDepth, s.depth = 0, 0, 0
}

// Aspiration windows from this iteration (their width: Params.AspirationDelta).
const aspirationDepth = 5

const maxInstability = 6 // best-move changes stretch the soft limit up to 1.6×

// No iteration starts after this many tenths of the soft limit: the next
// one would most often take longer than the rest of it.
const iterationCutoff = 7

// softNodesSpent reports whether a search under a soft node budget should
// start no further iteration: the budget is spent, or the next iteration is
// predicted to end past it. The prediction is the last iteration's nodes
// times its growth over the one before (clamped to 1.5-4: the first
// iterations' counts are too small to say more), so a search ends near its
// budget instead of with one iteration that costs several budgets.
func softNodesSpent(total, last, before, soft uint64) bool {
	if total >= soft {
		return true
	}
	next := 2 * last
	if before > 0 {
		next = min(max(last*3/2, last*last/before), 4*last)
	}
	return total+next > soft
}

// Search searches pos within limits and returns the best move. history holds
// the keys of the positions played before pos, oldest first (for
// repetitions; nil for none). onInfo, if not nil, receives a report after
// each iteration, on the searching goroutine.
//
// Search always returns a legal move if there is one, even when stopped
// at once; with no legal move it returns NullMove and the score of mate or
// stalemate.
func (s *Searcher) Search(ctx context.Context, pos chess.Position, history []uint64, limits Limits, onInfo func(Info)) Result {
	s.start = now()
	s.ctx = ctx
	s.limits = limits
	s.pos = pos
	s.stopped = false
	s.nodes, s.selDepth = 0, 0
	s.hitAt = s.start
	if limits.Ponder != nil {
		s.hitAt = time.Time{}
	}
	s.tbRoot()
	s.nnRoot()
	s.soft, s.hard = limits.timePlan(pos.SideToMove())
	s.timed = limits.timed()
	if n := len(history) + MaxPly + 2; cap(s.keys) < n {
		s.keys = make([]uint64, 0, n)
	}
	s.keys = append(s.keys[:0], history...)
	s.root = len(s.keys)
	s.nullIdx = 0
	s.keys = append(s.keys, pos.Key())
	for i := range s.stack {
		s.stack[i].pvLen = 0
		s.stack[i].move = chess.NullMove
		s.stack[i].cont = nil
	}
	if !s.inGroup {
		s.tt.NewSearch()
	}

	res := s.iterate(onInfo)
	s.publish()
	res.Time = now().Sub(s.start)
	res.Nodes = s.totalNodes()

	// Infinite and pondering searches wait for the word to stop.
	switch {
	case limits.Infinite:
		<-ctx.Done()
	case s.pondering():
		select {
		case <-ctx.Done():
		case <-limits.Ponder:
		}
	}
	return res
}

// iterate runs iterative deepening with aspiration windows.
func (s *Searcher) iterate(onInfo func(Info)) Result {
	// A legal move before any search, for searches stopped at once, and
	// the answer when there is none.
	var first [chess.MaxMoves]chess.Move
	n := s.pos.GenerateInto(chess.AllMoves, &first)
	s.excluded, s.pvIdx = s.excluded[:0], 0 // the last search's lines exclude nothing now
	legalRoot := 0
	s.bestMove = chess.NullMove
	for i := 0; i < n; i++ {
		if s.rootAllowed(first[i]) {
			legalRoot++
			if legalRoot == 1 {
				s.bestMove = first[i]
			}
		}
	}
	if n == 0 {
		score := DrawScore
		if s.pos.InCheck() {
			score = MatedIn(0)
		}
		if onInfo != nil {
			onInfo(Info{Score: score, Bound: BoundExact, Time: now().Sub(s.start), MultiPV: 1})
		}
		return Result{Score: score}
	}
	if legalRoot == 0 { // searchmoves named no legal move: search them all
		s.limits.SearchMoves = nil
		legalRoot = n
		s.bestMove = first[0]
	}
	s.rootMoves = legalRoot
	s.bestScore = -Infinity
	s.rootPVLen = 0

	// MultiPV: line k searches the root without the moves of lines 1..k-1
	// of the same iteration, with its own aspiration window.
	nLines := min(max(s.limits.MultiPV, 1), legalRoot, MaxMultiPV)
	if cap(s.lines) < nLines {
		s.lines = make([]rootLine, nLines)
	}
	s.lines = s.lines[:nLines]
	for i := range s.lines {
		s.lines[i].pvLen, s.lines[i].score = 0, -Infinity
	}

	maxDepth := MaxPly - 8
	if s.limits.Depth > 0 {
		maxDepth = min(s.limits.Depth, maxDepth)
	}
	res := Result{Move: s.bestMove}
	prevBest := chess.NullMove
	instability := 0
	var iterStart, iterNodes uint64 // nodes before the last iteration, and the one before's cost
	for s.depth = max(s.startDepth, 1); s.depth <= maxDepth; s.depth++ {
		s.excluded = s.excluded[:0]
		for s.pvIdx = 0; s.pvIdx < nLines; s.pvIdx++ {
			ln := &s.lines[s.pvIdx]
			s.rootPVLen = copy(s.rootPV[:], ln.pv[:ln.pvLen])
			s.raised = chess.NullMove
			score := s.aspirate(ln.score, onInfo)
			if s.stopped {
				break
			}
			f := &s.stack[0]
			ln.pvLen = copy(ln.pv[:], f.pv[:f.pvLen])
			ln.score = score
			s.excluded = append(s.excluded, ln.pv[0])
			if s.pvIdx == 0 && nLines > 1 {
				s.saveHeuristics()
			}
		}
		if nLines > 1 && s.pvIdx > 0 {
			s.restoreHeuristics()
		}
		if s.stopped {
			s.stoppedAnswer(&res)
			break
		}
		// A later line can score above an earlier one (the windows and
		// the table differ between them): report them best first.
		slices.SortStableFunc(s.lines, func(a, b rootLine) int { return b.score - a.score })
		best := &s.lines[0]
		score := best.score
		s.rootPVLen = copy(s.rootPV[:], best.pv[:best.pvLen])
		res.Move, res.Score, res.Depth = best.pv[0], score, s.depth
		res.Ponder = chess.NullMove
		if best.pvLen > 1 {
			res.Ponder = best.pv[1]
		}
		if onInfo != nil {
			for k := range s.lines {
				ln := &s.lines[k]
				info := s.info(ln.score, BoundExact, ln.pv[:ln.pvLen])
				info.MultiPV = k + 1
				onInfo(info)
			}
		}
		if res.Move != prevBest {
			instability += 2
		}
		instability = max(instability-1, 0)
		prevBest = res.Move

		total := s.totalNodes()
		if s.enough(score, instability, total, total-iterStart, iterNodes) {
			break
		}
		iterNodes, iterStart = total-iterStart, total
	}
	if res.Ponder == chess.NullMove && res.Move != chess.NullMove {
		res.Ponder = s.ponderFromTT(res.Move)
	}
	return res
}

// enough reports whether iterative deepening stops after a completed
// iteration of the given score: a mate found as asked or proven, the soft
// node budget (total nodes so far, last the iteration's, before the one
// before's), a forced move, or the soft time limit (most of the next
// iteration's time would be wasted).
func (s *Searcher) enough(score, instability int, total, last, before uint64) bool {
	if s.limits.Mate > 0 && score >= MateBound && MateMoves(score) <= s.limits.Mate {
		return true
	}
	if abs(score) >= MateBound && s.depth > 2*(MateScore-abs(score))+4 && !s.limits.Infinite {
		return true // a mate is proven; deeper iterations cannot change it
	}
	if s.limits.SoftNodes > 0 && softNodesSpent(total, last, before, s.limits.SoftNodes) {
		return true
	}
	if s.timed && !s.pondering() && s.limits.MoveTime == 0 {
		if s.rootMoves == 1 {
			return true
		}
		soft := s.soft * time.Duration(10+min(instability, maxInstability)) / 10
		return s.elapsed() >= min(soft, s.hard)*iterationCutoff/10
	}
	return false
}

// stoppedAnswer sets res, the answer of the last completed iteration (or
// the fallback move), to what the iteration the search stopped in found
// better, if anything.
func (s *Searcher) stoppedAnswer(res *Result) {
	if s.pvIdx > 0 {
		// Line 1 of the unfinished iteration is complete.
		res.Move, res.Score = s.lines[0].pv[0], s.lines[0].score
		res.Ponder = chess.NullMove
		if s.lines[0].pvLen > 1 {
			res.Ponder = s.lines[0].pv[1]
		}
	} else if s.raised != chess.NullMove && s.raised != res.Move {
		// A root move of the unfinished iteration raised alpha or
		// failed the window high. Alpha was at least the last
		// iteration's move's score at this depth (or that move
		// failed low), so this move is the better one. In the
		// first iteration (an open window, res.Move the fallback)
		// it is the best of the root moves searched.
		res.Move, res.Ponder = s.raised, chess.NullMove
		if f := &s.stack[0]; f.pvLen > 1 && f.pv[0] == s.raised {
			res.Ponder = f.pv[1]
		} else if s.rootPVLen > 1 && s.rootPV[0] == s.raised {
			res.Ponder = s.rootPV[1]
		}
	}
}

// saveHeuristics keeps the histories, the correction history and the
// killers after line 1 of a MultiPV iteration, and restoreHeuristics puts
// them back after the later lines: what those learn without the best
// moves would steer the next iteration's line 1 away from the search
// MultiPV 1 makes (with the continuation and correction histories left
// out of the copy, line 1 agreed with MultiPV 1's move in 13 of the 24
// Bratko-Kopec positions at depth 8; 16 with them, see
// TestMultiPVBratkoKopec).
func (s *Searcher) saveHeuristics() {
	if s.saved == nil {
		s.saved = new(savedHeuristics)
	}
	h := s.saved
	h.history, h.contHist, h.corr = s.history, s.contHist, s.corr
	for i := range h.killers {
		h.killers[i] = s.stack[i].killers
	}
}

func (s *Searcher) restoreHeuristics() {
	h := s.saved
	s.history, s.contHist, s.corr = h.history, h.contHist, h.corr
	for i := range h.killers {
		s.stack[i].killers = h.killers[i]
	}
}

// aspirate searches the root for the current line (s.pvIdx) at s.depth,
// in a window around prev, the line's score of the last iteration, widened
// until the score falls inside. On long searches a failed window is
// reported. When the search stops the score is meaningless.
func (s *Searcher) aspirate(prev int, onInfo func(Info)) int {
	alpha, beta, delta := -Infinity, Infinity, s.params.AspirationDelta
	if s.depth >= aspirationDepth && prev > -Infinity {
		alpha, beta = max(prev-delta, -Infinity), min(prev+delta, Infinity)
	}
	for {
		v := s.negamax(alpha, beta, s.depth, 0, false)
		if s.stopped || v > alpha && v < beta {
			return v
		}
		if onInfo != nil && now().Sub(s.start) > time.Second {
			bound := BoundLower
			if v <= alpha {
				bound = BoundUpper
			}
			info := s.info(v, bound, s.stack[0].pv[:s.stack[0].pvLen])
			info.MultiPV = s.pvIdx + 1
			onInfo(info)
		}
		if v <= alpha {
			beta = (alpha + beta) / 2
			alpha = max(v-delta, -Infinity)
		} else {
			beta = min(v+delta, Infinity)
			// The move that failed high is searched first again (and is
			// s.raised, the answer if the search stops before the window
			// holds).
			if f := &s.stack[0]; f.pvLen > 0 {
				s.rootPVLen = copy(s.rootPV[:], f.pv[:f.pvLen])
			}
		}
		delta += delta
	}
}

// ponderFromTT returns the hash move of the position after m, if legal.
func (s *Searcher) ponderFromTT(m chess.Move) chess.Move {
	u := s.pos.MakeMove(m)
	defer s.pos.UnmakeMove(m, u)
	if e, ok := s.tt.Probe(s.pos.Key()); ok && e.Move != chess.NullMove && s.pos.IsLegal(e.Move) {
		return e.Move
	}
	return chess.NullMove
}

func (s *Searcher) info(score int, bound Bound, pv []chess.Move) Info {
	return Info{
		Depth: s.depth, SelDepth: s.selDepth, Score: s.tbRootScore(score), Bound: bound,
		Nodes: s.totalNodes(), Time: now().Sub(s.start), HashFull: s.tt.HashFull(), PV: pv,
		TBHits: s.tbHits(),
	}
}

// reportCurrMove tells Limits.CurrMove that the root move m, the n-th of
// the current line, is being searched, once the search has run a second
// (before then the moves pass too fast for anyone to read).
func (s *Searcher) reportCurrMove(m chess.Move, n int) {
	if now().Sub(s.start) >= time.Second {
		s.limits.CurrMove(s.depth, m, n+s.pvIdx)
	}
}

// rootAllowed reports whether m may be searched at the root: it is one of
// the searchmoves, if any, and not the move of an earlier MultiPV line.
func (s *Searcher) rootAllowed(m chess.Move) bool {
	for _, x := range s.excluded {
		if x == m {
			return false
		}
	}
	if len(s.limits.SearchMoves) == 0 {
		return true
	}
	for _, x := range s.limits.SearchMoves {
		if x == m {
			return true
		}
	}
	return false
}

// now is the search's clock: time.Now, which tests replace to check the
// time accounting without depending on the machine's speed.
var now = time.Now

// pondering reports whether the search still ponders: Limits.Ponder is set
// and not yet closed. When it sees the ponder hit, it starts the clock.
func (s *Searcher) pondering() bool {
	if !s.hitAt.IsZero() {
		return false
	}
	select {
	case <-s.limits.Ponder:
		s.hitAt = now()
		return false
	default:
		return true
	}
}

// elapsed returns the time on the clock: since the search started, or for
// a ponder search since the ponder hit.
func (s *Searcher) elapsed() time.Duration { return now().Sub(s.hitAt) }

// checkStop is called every checkNodes nodes: it stops the search when
// the context is done or the hard time limit has passed, in any iteration,
// the first too: its moves can take unbounded time (iterate then answers
// with the best root move searched, else a legal one).
func (s *Searcher) checkStop() {
	s.publish()
	select {
	case <-s.ctx.Done():
		s.stopped = true
		return
	default:
	}
	if s.timed && !s.pondering() && s.elapsed() >= s.hard {
		s.stopped = true
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// evaluate returns the static evaluation of the current position.

package search

import (
	"sync/atomic"

	"github.com/westcott-chess/westcott/chess"
)

// Tablebase is what the search needs of endgame tables. The engine hands
// one in (see SetTablebase); the search knows no table format, so its tests
// run with fakes or with none.
type Tablebase interface {
	// MaxPieces is the most pieces (kings included) the tables cover.
	MaxPieces() int
	// ProbeWDL returns the position's value for the side to move: -2 loss,
	// -1 blessed loss, 0 draw, 1 cursed win, 2 win; ok false when the tables
	// cannot tell. It is called from every search thread at once.
	ProbeWDL(p *chess.Position) (wdl int, ok bool)
	// RootMoves returns the legal moves of p that keep its best outcome by
	// the tables, counting its halfmove clock when rule50 is set, and among
	// wins only those that convert fastest, with that outcome (as ProbeWDL
	// gives it); ok false when it cannot tell.
	RootMoves(p *chess.Position, rule50 bool) (moves []chess.Move, wdl int, ok bool)
}

// TBConfig says how the search uses endgame tables: the UCI options
// SyzygyPath (Tables), SyzygyProbeDepth, SyzygyProbeLimit and
// Syzygy50MoveRule. The zero TBConfig uses none.
type TBConfig struct {
	Tables     Tablebase // nil: no tables
	ProbeDepth int       // probe inside the tree from this remaining depth (at the tables' full piece count)
	ProbeLimit int       // probe positions of at most this many pieces (capped by the tables')
	Rule50     bool      // cursed wins and blessed losses are draws
}

// Scores of table results inside the tree: below every mate score, above
// every evaluation. A table win found at ply is TBWin-ply, so nearer wins
// score higher and the band [TBWinInMaxPly, TBWin] never meets MateBound.
const (
	TBWin         = MateBound - 1 - MaxPly
	TBWinInMaxPly = TBWin - MaxPly
)

// IsTBWin reports whether s is a table win or a mate, for either side.
func IsTBWin(s int) bool { return s >= TBWinInMaxPly || s <= -TBWinInMaxPly }

// tbState is a searcher's tables and what it counts of them.
type tbState struct {
	cfg    TBConfig
	pieces int           // probe positions of at most this many pieces; 0: never
	hits   atomic.Uint64 // probes answered, this search

	rootKnown bool // the root is in the tables, its outcome rootWDL
	rootWDL   int
}

// SetTablebase sets the tables the searcher probes from its next search
// on. No search may run meanwhile.
func (s *Searcher) SetTablebase(cfg TBConfig) {
	s.tb.cfg = cfg
	s.tb.pieces = 0
	if cfg.Tables != nil {
		s.tb.pieces = min(cfg.ProbeLimit, cfg.Tables.MaxPieces())
	}
}

// SetTablebase sets the tables of every thread (see Searcher.SetTablebase).
func (g *Group) SetTablebase(cfg TBConfig) {
	for _, s := range g.searchers {
		s.SetTablebase(cfg)
	}
}

// tbHits returns the table probes of this searcher and its helpers in the
// current search.
func (s *Searcher) tbHits() uint64 {
	n := s.tb.hits.Load()
	for _, h := range s.helpers {
		n += h.tb.hits.Load()
	}
	return n
}

// tbRoot restricts the root moves to those the tables keep (when the root
// is in the tables and the caller named no searchmoves): the engine then
// converts a won ending by the shortest way to zeroing and never lets a
// draw slip, however shallow the search.
func (s *Searcher) tbRoot() {
	s.tb.hits.Store(0)
	s.tb.rootKnown = false
	p := &s.pos
	if s.tb.pieces == 0 || len(s.limits.SearchMoves) > 0 || p.Castling() != chess.NoCastling ||
		p.Occupied().Count() > s.tb.pieces {
		return
	}
	moves, wdl, ok := s.tb.cfg.Tables.RootMoves(p, s.tb.cfg.Rule50)
	if !ok || len(moves) == 0 {
		return
	}
	s.tb.hits.Add(uint64(len(moves)))
	s.limits.SearchMoves = moves
	s.tb.rootKnown, s.tb.rootWDL = true, wdl
}

// tbRootScore returns the score to report for a root whose search scored
// score: when the tables know the root and the search found no mate or
// table result of its own, the tables' outcome (the smallest table win or
// loss, a draw, or a draw a shade off for cursed wins and blessed losses
// under the 50-move rule).
func (s *Searcher) tbRootScore(score int) int {
	if !s.tb.rootKnown || IsTBWin(score) {
		return score
	}
	w := s.tb.rootWDL
	switch {
	case w == 2 || w == 1 && !s.tb.cfg.Rule50:
		return TBWinInMaxPly
	case w == -2 || w == -1 && !s.tb.cfg.Rule50:
		return -TBWinInMaxPly
	}
	return DrawScore + w
}

// tbProbe probes the tables at an interior node, as strong engines do:
// right after a capture or pawn move (where the halfmove clock is 0: the
// position is new to this stretch of the game), with no castling rights,
// few enough pieces and, at the tables' full piece count, enough depth
// left. The node then ends with the tables' value: a win scores TBWin-ply
// (nearer wins higher), a loss the negative, a draw 0. Searching on below a
// won node could only find a quicker mate, which the root's DTZ ranking
// makes unnecessary for conversion, so the value ends PV nodes too. The TT
// keeps it as a deep entry: a win as a lower bound, a loss as an upper one
// (a real mate may lie beyond), a draw as exact. ok reports a probe.
func (s *Searcher) tbProbe(depth, ply int, key uint64, inCheck bool) (v int, ok bool) {
	p := &s.pos
	n := p.Occupied().Count()
	if n > s.tb.pieces || p.HalfmoveClock() != 0 || p.Castling() != chess.NoCastling ||
		(n == s.tb.pieces && depth < s.tb.cfg.ProbeDepth) {
		return 0, false
	}
	wdl, ok := s.tb.cfg.Tables.ProbeWDL(p)
	if !ok {
		return 0, false
	}
	s.tb.hits.Add(1)
	drawn := 0 // how far from zero a result must be to count as a win or loss
	if s.tb.cfg.Rule50 {
		drawn = 1
	}
	var bound Bound
	switch {
	case wdl > drawn:
		v, bound = TBWin-ply, BoundLower
	case wdl < -drawn:
		v, bound = -TBWin+ply, BoundUpper
	default:
		v, bound = DrawScore+2*wdl, BoundExact // a cursed win a shade above a plain draw
	}
	eval := -Infinity
	if !inCheck {
		eval = s.evaluate(ply)
	}
	s.tt.Store(key, TTEntry{Score: scoreToTT(v, ply), Eval: eval, Depth: min(depth+6, MaxPly-1), Bound: bound})
	return v, true
}

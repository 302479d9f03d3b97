package engine

import (
	"context"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/wdl"
)

// DefaultMoveOverhead is the UCI option Move Overhead's default: the time
// a timed search keeps in hand for the moves' way to the GUI.
const DefaultMoveOverhead = 20 * time.Millisecond

// Request is one search of the in-process API (Engine.Search): what the
// UCI commands position and go, and the per-search options, say in text.
type Request struct {
	Position chess.Position // its Chess960 flag says how castling is written and read
	// History holds the keys of the positions played before Position,
	// oldest first (for repetitions; nil for none).
	History []uint64
	// Limits are the search's, as given: the depth, nodes, clock, Move
	// Overhead (Limits.Overhead; DefaultMoveOverhead is the UCI option's
	// default), MultiPV (the lines reported), searchmoves, ponder.
	Limits search.Limits
	// Elo is the playing level (UCI_LimitStrength with UCI_Elo:
	// MinElo..MaxElo, clamped), 0 for full strength. A level searches more
	// lines than Limits.MultiPV to choose its move among them; only the
	// asked-for lines are reported.
	Elo int
	// Syzygy is how the endgame tables (OpenSyzygy) are probed; the zero
	// SyzygyProbe probes as DefaultSyzygyProbe.
	Syzygy SyzygyProbe
}

// Info is a progress report of Engine.Search: the search's report (its
// PV valid only during the callback, like search.Info's) and the side to
// move's chances by the WDL model, as UCI_ShowWDL prints them.
type Info struct {
	search.Info
	WDL [3]int // win, draw, loss in permille, the side to move's view (see WDL)
}

// Search runs req on the caller's goroutine with the engine's table,
// threads, endgame tables, network and search parameters,
// calling onInfo (if not nil) with each report of the lines asked for, and
// returns the best move (with a playing level, the level's choice). It
// ends when req's limits are met or ctx is done; like search.Search it
// always returns a legal move if there is one. The UCI server's go runs
// this very call and formats its values as text.
//
// An engine runs one search at a time: Search may not be called while
// another Search of the same engine runs, nor may a setter change the
// engine meanwhile (see Engine). Search panics if it finds another search
// running, or a setter, and the setters panic if they find a search.
func (e *Engine) Search(ctx context.Context, req Request, onInfo func(Info)) search.Result {
	if !e.searching.TryLock() {
		panic("engine: Search called while the engine searches or a setter runs")
	}
	defer e.searching.Unlock()
	l := req.Limits
	pos := req.Position
	shown := max(l.MultiPV, 1)
	elo := req.Elo
	if elo > 0 {
		elo = min(max(elo, MinElo), MaxElo)
		limitStrength(&l, elo)
	}
	e.group.SetTablebase(e.tbConfig(req.Syzygy))
	var lines []line // the last complete iteration's lines, for the level's choice
	report := func(i search.Info) {
		if elo > 0 && i.Bound == search.BoundExact && len(i.PV) > 0 {
			if i.MultiPV <= 1 {
				lines = lines[:0]
			}
			lines = append(lines, line{i.Score, append([]chess.Move(nil), i.PV...)})
		}
		if onInfo != nil && i.MultiPV <= shown {
			info := Info{Info: i}
			info.WDL[0], info.WDL[1], info.WDL[2] = WDL(&pos, i.Score)
			onInfo(info)
		}
	}
	res := e.group.Search(ctx, pos, req.History, l, report)
	if elo > 0 {
		if k := chooseLine(lines, levelTemperature(elo, e.net != nil), e.rng); k > 0 {
			res.Move, res.Ponder = lines[k].pv[0], chess.NullMove
			if len(lines[k].pv) > 1 {
				res.Ponder = lines[k].pv[1]
			}
		}
	}
	return res
}

// EndsByItself reports whether a search with limits l ends by itself: it
// has a depth, a node count, a move time or a clock. (A mate limit alone may
// never be met.)
func EndsByItself(l *search.Limits) bool {
	return l.Depth > 0 || l.Nodes > 0 || l.MoveTime > 0 || l.WTime > 0 || l.BTime > 0 || l.WInc > 0 || l.BInc > 0
}

// WDL returns the side to move's chances of a win, a draw and a loss in
// permille at search score s in pos, by the model fitted to Westcott's
// games (package wdl); a mate is certain.
func WDL(pos *chess.Position, s int) (win, draw, loss int) {
	switch {
	case s >= search.MateBound:
		return 1000, 0, 0
	case s <= -search.MateBound:
		return 0, 0, 1000
	}
	return wdl.Westcott.Permille(s, wdl.Material(pos))
}

// UCIScore returns a search score as UCI reports it: centipawns, or moves
// to mate (see search.MateMoves). Its String is the "score" of an info line,
// its Pawns the form for people.
func UCIScore(s int) uci.Score {
	if score.IsMate(s) {
		return uci.Score{Mate: search.MateMoves(s), IsMate: true}
	}
	return uci.Score{CP: s}
}

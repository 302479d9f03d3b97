package engine

import (
	"context"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

// DefaultMoveOverhead is the Move Overhead option's default: the time a
// timed search keeps in hand for the moves' way to the GUI.
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
}

// Info is a progress report of Engine.Search: the search's report (its
// PV valid only during the callback, like search.Info's) and the side to
// move's chances by the WDL model, as UCI_ShowWDL prints them.
type Info struct {
	search.Info
	WDL [3]int // win, draw, loss in permille, the side to move's view (see WDL)
}

// Search runs req on the caller's goroutine with the engine's table,
// threads, endgame tables, network and search parameters (its options),
// calling onInfo (if not nil) with each report of the lines asked for, and
// returns the best move (with a playing level, the level's choice). It
// ends when req's limits are met or ctx is done; like search.Search it
// always returns a legal move if there is one. The UCI handler's go runs
// this very call and formats its values as text.
//
// An engine runs one search at a time: Search may not be called while
// another Search, or a job started by Execute or Run (go, perft, bench),
// is running on the same engine, nor may a command change the engine's
// options meanwhile. Search panics if it finds another search running.
func (e *Engine) Search(ctx context.Context, req Request, onInfo func(Info)) search.Result {
	return e.run(ctx, req, e.tb.config(), onInfo)
}

// NewGame makes the engine forget what it learnt (the hash table, the
// history heuristics), as ucinewgame does. No search may run meanwhile.
func (e *Engine) NewGame() {
	e.tt.Clear()
	e.group.Reset()
}

// run is Search with the endgame tables' configuration read by the caller
// (the UCI handler reads it on its command goroutine).
func (e *Engine) run(ctx context.Context, req Request, tb search.TBConfig, onInfo func(Info)) search.Result {
	if !e.searching.TryLock() {
		panic("engine: Search called while the engine searches")
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
	e.group.SetTablebase(tb)
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

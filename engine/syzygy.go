package engine

import (
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
	"github.com/westcott-chess/westcott/search"
)

// SyzygyProbe is how a search probes the endgame tables: the UCI options
// SyzygyProbeDepth, SyzygyProbeLimit and Syzygy50MoveRule. Only the whole
// zero value stands for the defaults: to change one field, start from
// DefaultSyzygyProbe (SyzygyProbe{Limit: 5} probes at every depth, without
// the fifty-move rule).
type SyzygyProbe struct {
	Depth  int  // the least depth left at which the search probes, 1..100
	Limit  int  // the most pieces a probed position has, 0..syzygy.MaxTablePieces (0: no probes)
	Rule50 bool // the fifty-move rule counts: a cursed win is a draw
}

// DefaultSyzygyProbe is how a search probes unless told otherwise, as
// Stockfish does: from the first ply, every table, the fifty-move rule
// counted. (The zero SyzygyProbe of a Request stands for it.)
func DefaultSyzygyProbe() SyzygyProbe {
	return SyzygyProbe{Depth: 1, Limit: syzygy.MaxTablePieces, Rule50: true}
}

// tbConfig returns what the search needs to probe the tables as p says.
func (e *Engine) tbConfig(p SyzygyProbe) search.TBConfig {
	if e.tables == nil || e.tables.MaxPieces() == 0 {
		return search.TBConfig{}
	}
	if p == (SyzygyProbe{}) {
		p = DefaultSyzygyProbe()
	}
	return search.TBConfig{Tables: tables{e.tables}, ProbeDepth: p.Depth, ProbeLimit: p.Limit, Rule50: p.Rule50}
}

// OpenSyzygy opens the Syzygy tables in the directories of path (separated
// by ":") for the searches to probe, and returns them; "" closes them. Tables
// that cannot be opened leave the engine's as they were.
func (e *Engine) OpenSyzygy(path string) (*syzygy.Tablebase, error) {
	defer e.hold("OpenSyzygy")()
	if path == "" {
		e.tables = nil
		return nil, nil
	}
	tb, err := syzygy.Open(path)
	if err != nil {
		return nil, err
	}
	e.tables = tb
	return tb, nil
}

// Syzygy returns the endgame tables the searches probe; nil for none.
func (e *Engine) Syzygy() *syzygy.Tablebase { return e.tables }

// tables gives the search the syzygy package's tables.
type tables struct{ tb *syzygy.Tablebase }

func (t tables) MaxPieces() int { return t.tb.MaxPieces() }

func (t tables) ProbeWDL(p *chess.Position) (int, bool) {
	w, err := t.tb.ProbeWDL(p)
	return int(w), err == nil
}

// RootMoves ranks by DTZ; with WDL files only (no DTZ file for the
// material), it keeps the moves that hold the best WDL.
func (t tables) RootMoves(p *chess.Position, rule50 bool) ([]chess.Move, int, bool) {
	rm, err := t.tb.RootMoves(p, rule50)
	if err != nil {
		if rm, err = t.tb.RootMovesWDL(p); err != nil {
			return nil, 0, false
		}
	}
	best := syzygy.Best(rm)
	if len(best) == 0 {
		return nil, 0, false
	}
	moves := make([]chess.Move, len(best))
	for i, m := range best {
		moves[i] = m.Move
	}
	w := best[0].WDL
	if !rule50 { // without the rule the clock changes nothing: report the plain value
		switch w {
		case syzygy.CursedWin:
			w = syzygy.Win
		case syzygy.BlessedLoss:
			w = syzygy.Loss
		}
	}
	return moves, int(w), true
}

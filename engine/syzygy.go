package engine

import (
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
	"github.com/westcott-chess/westcott/search"
)

// tbOptions are the Syzygy options and the tables they opened.
type tbOptions struct {
	path       string // "" for none
	tables     *syzygy.Tablebase
	probeDepth int
	probeLimit int
	rule50     bool
}

// The Syzygy options' defaults, as Stockfish's: probe from the first ply,
// every table, the fifty-move rule counted.
const (
	defaultProbeDepth = 1
	defaultProbeLimit = syzygy.MaxTablePieces
	defaultRule50     = true
)

func defaultTBOptions() tbOptions {
	return tbOptions{probeDepth: defaultProbeDepth, probeLimit: defaultProbeLimit, rule50: defaultRule50}
}

// config returns what the search needs of the options.
func (o *tbOptions) config() search.TBConfig {
	if o.tables == nil || o.tables.MaxPieces() == 0 {
		return search.TBConfig{}
	}
	return search.TBConfig{Tables: tables{o.tables}, ProbeDepth: o.probeDepth, ProbeLimit: o.probeLimit, Rule50: o.rule50}
}

// setSyzygyPath opens the tables in the directories of v (separated by
// ":"); "" or <empty> closes them.
func (e *Engine) setSyzygyPath(v string) error {
	v = strings.TrimSpace(v)
	if v == "" || v == "<empty>" {
		e.tb.path, e.tb.tables = "", nil
		return nil
	}
	tb, err := syzygy.Open(v)
	if err != nil {
		return err
	}
	e.tb.path, e.tb.tables = v, tb
	e.infof("Syzygy: %d tables, up to %d pieces, in %s", len(tb.Tables()), tb.MaxPieces(), v)
	return nil
}

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

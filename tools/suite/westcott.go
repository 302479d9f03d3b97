package suite

import (
	"context"
	"errors"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// Westcott is Westcott's own engine as a Solver, in this process (through
// engine.Engine.Search, the API the UCI server's go runs too), with a hash
// table of its own.
type Westcott struct {
	e *engine.Engine
}

// NewWestcott returns a Westcott solver with a hash table of hashMB
// megabytes that evaluates as eval says (the zero Eval: the engine's
// default).
func NewWestcott(hashMB int, eval engine.Eval) *Westcott {
	return &Westcott{e: engine.New(engine.Config{HashMB: hashMB, Eval: eval})}
}

func (w *Westcott) Name() string { return "Westcott (in process)" }

// Solve searches pos as a new game: cleared hash table and heuristics.
func (w *Westcott) Solve(ctx context.Context, pos chess.Position, l Limits) Answer {
	w.e.NewGame()
	res := w.e.Search(ctx, engine.Request{Position: pos, Limits: search.Limits{Depth: l.Depth, Nodes: l.Nodes, MoveTime: l.MoveTime}}, nil)
	if res.Move == chess.NullMove {
		return Answer{Err: errors.New("no legal move")}
	}
	return Answer{Move: res.Move, Depth: res.Depth, Score: engine.UCIScore(res.Score), HasScore: true, Nodes: res.Nodes}
}

func (w *Westcott) Close() {}

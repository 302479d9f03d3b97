package suite

import (
	"context"
	"errors"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
)

// Westcott is Westcott's own search as a Solver, in this process, with a
// hash table of its own.
type Westcott struct {
	tt  *search.TT
	net *nnue.Network // nil: the classical evaluation
}

// NewWestcott returns a Westcott solver with a hash table of hashMB
// megabytes that evaluates with net: nil for the classical evaluation,
// engine.DefaultNetwork() for the engine's default.
func NewWestcott(hashMB int, net *nnue.Network) *Westcott {
	return &Westcott{tt: search.NewTT(hashMB), net: net}
}

func (w *Westcott) Name() string { return "Westcott (in process)" }

// Solve searches pos as a new game: cleared hash table, fresh searcher.
func (w *Westcott) Solve(ctx context.Context, pos chess.Position, l Limits) Answer {
	w.tt.Clear()
	s := search.NewSearcher(w.tt)
	s.SetNetwork(w.net)
	res := s.Search(ctx, pos, nil, search.Limits{Depth: l.Depth, Nodes: l.Nodes, MoveTime: l.MoveTime}, nil)
	if res.Move == chess.NullMove {
		return Answer{Err: errors.New("no legal move")}
	}
	return Answer{Move: res.Move, Depth: res.Depth, Score: engine.UCIScore(res.Score), HasScore: true, Nodes: res.Nodes}
}

func (w *Westcott) Close() {}

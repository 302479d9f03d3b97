package web

import (
	"context"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// TestPoolEval checks that Config.Eval reaches the pool's engines: the
// same search with the classical evaluation and the network visits
// different trees.
func TestPoolEval(t *testing.T) {
	nodes := map[string]uint64{}
	for use, eval := range map[string]engine.Eval{"false": engine.ClassicalEval(), "true": engine.EmbeddedEval()} {
		p := newPool(1, 1, eval)
		s, err := p.get(context.Background(), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Search(context.Background(), engine.Request{Position: chess.StartPosition(), Limits: search.Limits{Depth: 6}}, nil)
		nodes[use] = res.Nodes
	}
	if nodes["false"] == 0 || nodes["false"] == nodes["true"] {
		t.Errorf("go depth 6: %d nodes classical, %d with the network: Eval did not reach the engine", nodes["false"], nodes["true"])
	}
}

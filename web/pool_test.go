package web

import (
	"context"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/search"
)

// TestPoolOptions checks that Config.Options reach the pool's engines:
// the same search with UseNNUE false and true visits different trees.
func TestPoolOptions(t *testing.T) {
	nodes := map[string]uint64{}
	for _, use := range []string{"false", "true"} {
		p := newPool(1, 1, []uci.Setting{{Name: "UseNNUE", Value: use}})
		s, err := p.get(context.Background(), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		res := s.Search(context.Background(), engine.Request{Position: chess.StartPosition(), Limits: search.Limits{Depth: 6}}, nil)
		nodes[use] = res.Nodes
	}
	if nodes["false"] == 0 || nodes["false"] == nodes["true"] {
		t.Errorf("go depth 6: %d nodes with UseNNUE false, %d with true: the option did not reach the engine", nodes["false"], nodes["true"])
	}
}

package web

import (
	"context"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
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
		r := newRun(chess.StartPosition())
		s.sink.attach(r)
		s.eng.Execute("position startpos")
		s.eng.Execute("go depth 6")
		select {
		case <-r.done:
		case <-time.After(time.Minute):
			t.Fatal("no bestmove after a minute")
		}
		nodes[use] = r.last.Nodes
	}
	if nodes["false"] == 0 || nodes["false"] == nodes["true"] {
		t.Errorf("go depth 6: %d nodes with UseNNUE false, %d with true: the option did not reach the engine", nodes["false"], nodes["true"])
	}
}

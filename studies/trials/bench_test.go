package trials

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// BenchmarkKiwipete runs the search of Kiwipete to depth 7 on each board;
// the nodes/s metric is the speed. 0 allocs/op in the search itself: the
// allocations counted are the searcher and the board, once per run.
func BenchmarkKiwipete(b *testing.B) {
	benchKiwipete(b, Options{Depth: 7})
}

// BenchmarkKiwipeteNullMove is BenchmarkKiwipete with null-move pruning at
// depth 8: the thread's shape of tree, 95% quiescence nodes (and the
// workload of the depth-10 comparison with the thread's C program).
func BenchmarkKiwipeteNullMove(b *testing.B) {
	benchKiwipete(b, Options{Depth: 8, NullMove: true})
}

func benchKiwipete(b *testing.B, opt Options) {
	p, _ := chess.ParseFEN(kiwipete)
	for _, k := range allKinds() {
		b.Run(k.String(), func(b *testing.B) {
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				r, err := RunWith(&p, k, opt, nil)
				if err != nil {
					b.Fatal(err)
				}
				nodes += r.Stats.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

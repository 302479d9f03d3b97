package search

import (
	"context"
	"testing"
)

// BenchmarkSearch searches the middlegame of the perft suite ("Kiwipete")
// to depth 9 with a fresh table each time. The allocations per op are the
// search's set-up (context, Info), not the tree: the nodes allocate nothing.
func BenchmarkSearch(b *testing.B) {
	pos := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	tt := NewTT(16)
	s := NewSearcher(tt)
	b.ReportAllocs()
	b.ResetTimer()
	var nodes uint64
	for i := 0; i < b.N; i++ {
		tt.Clear()
		s.Reset()
		nodes += s.Search(context.Background(), pos, nil, Limits{Depth: 9}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkQuiescence runs the quiescence search of Kiwipete: the tree
// part of a search on its own, which must allocate nothing.
func BenchmarkQuiescence(b *testing.B) {
	pos := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	s := NewSearcher(NewTT(16))
	s.Search(context.Background(), pos, nil, Limits{Depth: 1}, nil) // set up keys, stack
	s.pos = pos
	s.ctx = context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.keys = s.keys[:s.root+1]
		s.qsearch(-Infinity, Infinity, 0, 0)
	}
}

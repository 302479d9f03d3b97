package search

import (
	"context"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func TestTTStoreProbe(t *testing.T) {
	tt := NewTT(1)
	if tt.SizeMB() != 1 {
		t.Errorf("size %d MB, want 1", tt.SizeMB())
	}
	m := chess.NewPromotion(chess.Square(52), chess.Square(60), chess.Queen)
	e := TTEntry{Move: m, Score: -31000, Eval: -250, Depth: 17, Bound: BoundLower}
	const key = 0x0123456789abcdef
	tt.Store(key, e)
	got, ok := tt.Probe(key)
	if !ok || got != e {
		t.Errorf("probe: %+v %v, want %+v", got, ok, e)
	}
	if _, ok := tt.Probe(key ^ 1); ok {
		t.Error("a different key hits")
	}
	// A shallower non-exact entry of the same position does not replace a
	// deeper one, but keeps... the deeper one.
	tt.Store(key, TTEntry{Score: 5, Depth: 2, Bound: BoundUpper})
	if got, _ := tt.Probe(key); got != e {
		t.Errorf("after a shallow store: %+v, want %+v", got, e)
	}
	// An exact one does, and keeps the old move when it has none.
	tt.Store(key, TTEntry{Score: 5, Depth: 2, Bound: BoundExact})
	if got, _ := tt.Probe(key); got.Score != 5 || got.Move != m {
		t.Errorf("after an exact store: %+v, want score 5 and the old move", got)
	}
	tt.Clear()
	if _, ok := tt.Probe(key); ok {
		t.Error("hit after Clear")
	}
	if tt.HashFull() != 0 {
		t.Errorf("hashfull %d after Clear", tt.HashFull())
	}
}

// Mate scores are stored relative to the node and read back relative to
// the root of the probing search, whatever ply it probes from.
func TestTTMateScores(t *testing.T) {
	for _, tc := range []struct{ score, storePly, probePly, want int }{
		{MateIn(7), 3, 3, MateIn(7)}, // mate 4 plies below the node at ply 3
		{MateIn(7), 3, 1, MateIn(5)}, // the same node found at ply 1: 2 plies nearer
		{MatedIn(6), 4, 8, MatedIn(10)},
		{150, 5, 9, 150}, // not a mate: unchanged
		{-MateBound + 1, 0, 0, -MateBound + 1},
	} {
		stored := scoreToTT(tc.score, tc.storePly)
		if got := scoreFromTT(stored, tc.probePly); got != tc.want {
			t.Errorf("score %d stored at ply %d, read at ply %d: %d, want %d", tc.score, tc.storePly, tc.probePly, got, tc.want)
		}
	}
	if MateMoves(MateIn(1)) != 1 || MateMoves(MateIn(3)) != 2 || MateMoves(MatedIn(2)) != -1 || MateMoves(MatedIn(0)) != 0 || MateMoves(40) != 0 {
		t.Error("MateMoves")
	}

	// In a real search: after searching the position one move later (which
	// fills the table with its mate), the mate in 2 at the root is still
	// reported as mate in 2, not as the deeper node's distance.
	tt := NewTT(8)
	s := NewSearcher(tt)
	root := mustFEN(t, "r1bq2r1/b4pk1/p1pp1p2/1p2pP2/1P2P1PB/3P4/1PPQ2P1/R3K2R w - - 0 1")
	qh6, _ := root.ParseMove("d2h6")
	after := root
	after.MakeMove(qh6)
	r1 := s.Search(context.Background(), after, nil, Limits{Depth: 6}, nil)
	if r1.Score != MatedIn(2) {
		t.Errorf("after Qh6: score %d, want mated in 2 plies (%d)", r1.Score, MatedIn(2))
	}
	r2 := s.Search(context.Background(), root, nil, Limits{Depth: 6}, nil)
	if r2.Score != MateIn(3) || r2.Move != qh6 {
		t.Errorf("root: %v score %d, want d2h6 with mate in 3 plies (%d)", r2.Move, r2.Score, MateIn(3))
	}
}

// Several searchers share one table from several goroutines (the race
// detector checks this test).
func TestTTShared(t *testing.T) {
	tt := NewTT(1)
	done := make(chan Result, 2)
	for i := 0; i < 2; i++ {
		go func() {
			done <- NewSearcher(tt).Search(context.Background(), chess.StartPosition(), nil, Limits{Depth: 6}, nil)
		}()
	}
	pos := chess.StartPosition()
	for i := 0; i < 2; i++ {
		if r := <-done; !pos.IsLegal(r.Move) {
			t.Errorf("illegal move %v", r.Move)
		}
	}
}

// Lazy SMP: a group of threads finds the same mates and plays legal moves;
// its node count covers every thread (the race detector checks the
// sharing).
func TestGroup(t *testing.T) {
	tt := NewTT(8)
	g := NewGroup(tt, 3)
	if g.Threads() != 3 {
		t.Fatalf("threads %d", g.Threads())
	}
	pos := mustFEN(t, "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1")
	res := g.Search(context.Background(), pos, nil, Limits{Depth: 8}, nil)
	if res.Score != MateIn(5) || pos.UCI(res.Move) != "f8c5" {
		t.Errorf("3 threads: %s score %d, want f8c5 mate in 5 plies", pos.UCI(res.Move), res.Score)
	}
	single := NewSearcher(NewTT(8)).Search(context.Background(), pos, nil, Limits{Depth: 8}, nil)
	if res.Nodes <= single.Nodes/2 {
		t.Errorf("3 threads counted %d nodes, one thread alone %d: helpers not counted?", res.Nodes, single.Nodes)
	}
	g.SetThreads(1)
	res = g.Search(context.Background(), chess.StartPosition(), nil, Limits{Depth: 5}, nil)
	start := chess.StartPosition()
	if !start.IsLegal(res.Move) {
		t.Errorf("illegal move %v", res.Move)
	}
}

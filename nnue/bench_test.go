package nnue

import (
	"fmt"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// BenchmarkUpdateEvaluate is what a search pays per evaluated node: an
// accumulator updated for one quiet move, then the output.
func BenchmarkUpdateEvaluate(b *testing.B) {
	for _, h := range []int{128, 256} {
		b.Run(map[int]string{128: "H128", 256: "H256"}[h], func(b *testing.B) {
			n := randomNetwork(h, 1)
			p, _ := chess.ParseFEN(tricky[0])
			parent, child := n.NewAccumulator(), n.NewAccumulator()
			n.Refresh(parent, &p)
			m := p.LegalMoves(nil)[0]
			u := p.MakeMove(m)
			b.ResetTimer()
			for range b.N {
				n.Update(child, parent, &p)
				n.Evaluate(child, p.SideToMove())
			}
			p.UnmakeMove(m, u)
		})
	}
}

func BenchmarkRefresh(b *testing.B) {
	n := randomNetwork(128, 1)
	p, _ := chess.ParseFEN(tricky[0])
	a := n.NewAccumulator()
	for range b.N {
		n.Refresh(a, &p)
	}
}

// BenchmarkUpdate is one move's update of both sides' accumulators (one
// pass over each side's values) for a quiet move, a capture and castling,
// and an update from four plies back, at the widths worth measuring.
//
//	go test ./nnue -run '^$' -bench 'Update' -count 5
func BenchmarkUpdate(b *testing.B) {
	moves := []struct {
		name  string
		moves []string
	}{
		{"quiet", []string{"e5d3"}},
		{"capture", []string{"e5f7"}},
		{"castling", []string{"e1g1"}},
		{"4plies", []string{"e5d3", "e7d8", "f3g3", "a6b7"}},
	}
	for _, h := range []int{64, 256, 512} {
		n := randomNetwork(h, 1)
		for _, mv := range moves {
			p, _ := chess.ParseFEN(tricky[0])
			parent, child := n.NewAccumulator(), n.NewAccumulator()
			n.Refresh(parent, &p)
			for _, s := range mv.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					b.Fatal(err)
				}
				p.MakeMove(m)
			}
			b.Run(fmt.Sprintf("H%d/%s", h, mv.name), func(b *testing.B) {
				for range b.N {
					n.Update(child, parent, &p)
				}
			})
		}
	}
}

// BenchmarkKingCrossing is a king's move to the other wing, so to another
// king bucket, at H 256 with four king buckets (the kings walk e1–d1–e1
// and e8–d8–e8 in turn): the moving side refreshed from scratch, or
// through a Cache that has seen the positions before.
func BenchmarkKingCrossing(b *testing.B) {
	m, _ := KingLayout(4)
	n := randomKingNetwork(256, 1, m)
	start, _ := chess.ParseFEN("r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1")
	var moves [4]chess.Move
	p := start
	for i, s := range []string{"e1d1", "e8d8", "d1e1", "d8e8"} {
		mv, err := p.ParseMove(s)
		if err != nil {
			b.Fatal(err)
		}
		moves[i] = mv
		p.MakeMove(mv)
	}
	for _, cached := range []bool{false, true} {
		b.Run(map[bool]string{false: "scratch", true: "cache"}[cached], func(b *testing.B) {
			p := start
			c := n.NewCache()
			parent, child := n.NewAccumulator(), n.NewAccumulator()
			c.Refresh(parent, &p)
			for i := range b.N {
				p.MakeMove(moves[i%4])
				if cached {
					c.Update(child, parent, &p)
				} else {
					n.Update(child, parent, &p)
				}
				parent, child = child, parent
			}
		})
	}
}

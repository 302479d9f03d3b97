package nnue

import (
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

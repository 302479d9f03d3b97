package nnue

import (
	"math/rand"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"golang.org/x/sys/cpu"
)

// vectorCPU reports whether this CPU can run the vector kernels, read
// apart from the package's own choice (useAVX2).
func vectorCPU() bool { return cpu.X86.HasAVX2 }

// TestGenericPathScoresTheSame plays random games with the vector kernels
// on and off: accumulators and scores must be identical.
func TestGenericPathScoresTheSame(t *testing.T) {
	switch {
	case vectorCPU() && !useAVX2:
		t.Fatal("the CPU has AVX2 but the vector kernels are not in use")
	case !useAVX2:
		t.Skip("no AVX2 here: the generic path is the only one")
	}
	defer func() { useAVX2 = true }()
	n := randomNetwork(64, 9)
	r := rand.New(rand.NewSource(10))
	for game := 0; game < 20; game++ {
		p := chess.StartPosition()
		for ply := 0; ply < 200; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			parent := n.NewAccumulator()
			n.Refresh(parent, &p)
			p.MakeMove(ms[r.Intn(len(ms))])
			var acc [2]*Accumulator
			var score [2]int
			for i, avx := range []bool{true, false} {
				useAVX2 = avx
				acc[i] = n.NewAccumulator()
				n.Update(acc[i], parent, &p)
				score[i] = n.Evaluate(acc[i], p.SideToMove())
			}
			useAVX2 = true
			if !equalAcc(acc[0], acc[1]) || score[0] != score[1] {
				t.Fatalf("game %d ply %d: vector %d, generic %d", game, ply, score[0], score[1])
			}
		}
	}
}

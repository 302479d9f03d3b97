package attacks

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// benchInputs are 1024 (square, occupancy) pairs with about 16–32 pieces,
// the density of a middlegame, shared by all methods so the comparison is fair.
var benchInputs = func() (in [1024]struct {
	sq  bitboard.Square
	occ bitboard.Bitboard
}) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := range in {
		in[i].sq = bitboard.Square(rng.IntN(64))
		in[i].occ = bitboard.Bitboard(rng.Uint64()&rng.Uint64()) | in[i].sq.Bitboard()
	}
	return
}()

var sink bitboard.Bitboard

// BenchmarkSliders measures one rook and one bishop lookup per op, by method.
func BenchmarkSliders(b *testing.B) {
	for _, m := range Methods() {
		b.Run(m.Name, func(b *testing.B) {
			var acc bitboard.Bitboard
			for i := 0; b.Loop(); i++ {
				in := &benchInputs[i&1023]
				acc ^= m.Rook(in.sq, in.occ) ^ m.Bishop(in.sq, in.occ)
			}
			sink = acc
		})
	}
	// The package entry points, called directly (no function value).
	b.Run("Rook+Bishop", func(b *testing.B) {
		var acc bitboard.Bitboard
		for i := 0; b.Loop(); i++ {
			in := &benchInputs[i&1023]
			acc ^= Rook(in.sq, in.occ) ^ Bishop(in.sq, in.occ)
		}
		sink = acc
	})
}

// BenchmarkStartup times the package's initialisation.
func BenchmarkStartup(b *testing.B) {
	for b.Loop() {
		initTables()
	}
}

// BenchmarkBestMagicBuild times what the first call of Methods adds: the
// best-magic tables (the page's table parsed once before).
func BenchmarkBestMagicBuild(b *testing.B) {
	buildBestMagics()
	for b.Loop() {
		fillBestMagicTables()
	}
}

func BenchmarkMagicSearch(b *testing.B) {
	for b.Loop() {
		initMagicTables()
	}
}

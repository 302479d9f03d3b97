package dirgolem

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// TestFills checks the specialised fills against bitboard.KoggeStoneAttacks
// and bitboard.Dumb7Attacks on random sliders and occupancies.
func TestFills(t *testing.T) {
	fills := [8]func(gen, pro Bitboard) Bitboard{
		northAttacks, northEastAttacks, eastAttacks, northWestAttacks,
		southAttacks, southWestAttacks, westAttacks, southEastAttacks,
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		gen := Bitboard(rng.Uint64() & rng.Uint64() & rng.Uint64())
		empty := ^Bitboard(rng.Uint64()&rng.Uint64()) &^ gen
		for d := bitboard.Direction(0); d < 8; d++ {
			got := fills[d](gen, empty)
			if want := bitboard.KoggeStoneAttacks(d, gen, empty); got != want {
				t.Fatalf("%v attacks of\n%v\nthrough\n%v\n=\n%v\nwant\n%v", d, gen, empty, got, want)
			}
			if want := bitboard.Dumb7Attacks(d, gen, empty); got != want {
				t.Fatalf("%v: Dumb7 disagrees", d)
			}
		}
	}
}

package pawns_test

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

// FuzzAgainstReference compares every pattern with its square-by-square
// reference on arbitrary sets: any number of pawns, on any rank, even
// overlapping. The functions are set-wise and must not care.
func FuzzAgainstReference(f *testing.F) {
	f.Add(uint64(0x000000000000FF00), uint64(0x00FF000000000000))
	f.Add(uint64(bitboard.Of(bitboard.G5, bitboard.A4, bitboard.C4, bitboard.H3, bitboard.B2)), uint64(bitboard.Of(bitboard.F7, bitboard.G6, bitboard.A5, bitboard.C5)))
	f.Add(uint64(bitboard.Universe), uint64(bitboard.Universe))
	f.Add(uint64(bitboard.Rank1BB|bitboard.Rank8BB), uint64(0))
	f.Fuzz(func(t *testing.T, w, b uint64) {
		white, black := bitboard.Bitboard(w), bitboard.Bitboard(b)
		board := newBoard(white, black)
		sets := [2]bitboard.Bitboard{white, black}
		for _, c := range []bitboard.Color{bitboard.White, bitboard.Black} {
			for _, p := range pawns.Patterns {
				if got, want := p.Set(c, sets[c], sets[1-c]), reference[p.Name](board, int(c)); got != want {
					t.Fatalf("%s %s (white %#x, black %#x):\n%v\nwant\n%v", c, p.Name, w, b, got, want)
				}
			}
			if got, want := pawns.Distortion(c, sets[c]), board.referenceDistortion(int(c), false); got != want {
				t.Fatalf("%s distortion of %#x: %d, want %d", c, uint64(sets[c]), got, want)
			}
			if n, want := pawns.IslandCount(sets[c]), len(board.referenceIslands(int(c))); n != want {
				t.Fatalf("%s islands of %#x: %d, want %d", c, uint64(sets[c]), n, want)
			}
		}
	})
}

package pawns_test

import (
	"testing"

	. "github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

// FuzzAgainstReference compares every pattern with its square-by-square
// reference on arbitrary sets: any number of pawns, on any rank, even
// overlapping. The functions are set-wise and must not care.
func FuzzAgainstReference(f *testing.F) {
	f.Add(uint64(0x000000000000FF00), uint64(0x00FF000000000000))
	f.Add(uint64(Of(G5, A4, C4, H3, B2)), uint64(Of(F7, G6, A5, C5)))
	f.Add(uint64(Universe), uint64(Universe))
	f.Add(uint64(Rank1BB|Rank8BB), uint64(0))
	f.Fuzz(func(t *testing.T, w, b uint64) {
		white, black := Bitboard(w), Bitboard(b)
		board := newBoard(white, black)
		sets := [2]Bitboard{white, black}
		for _, c := range []Color{White, Black} {
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

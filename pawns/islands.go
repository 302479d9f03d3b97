package pawns

import (
	"math/bits"

	"github.com/westcott-chess/westcott/bitboard"
)

// Pawn islands, dispersion and distortion (page "Dispersion and
// Distortion"). An island is a maximal group of pawns on adjacent files.

// fileSet returns the files holding a pawn of p as a byte, bit f for file f.
func fileSet(p bitboard.Bitboard) uint8 { return uint8(p.SouthFill()) }

// islandsEastFiles returns the east-most file of every island in the file
// set f: the page's f & (f ^ (f >> 1)).
func islandsEastFiles(f uint8) uint8 { return f & (f ^ f>>1) }

// IslandCount returns the number of pawn islands of p, 0 to 4.
// IslandCount({a2, b2, d2, g2, h3}) is 3.
func IslandCount(p bitboard.Bitboard) int {
	return bits.OnesCount8(islandsEastFiles(fileSet(p)))
}

// Islands returns the number of pawn islands of p and the pawns of each,
// from the a-file side; entries past n are empty. There are at most four
// islands on eight files. Islands({a2, b2, d2, g2, h3}) is 3 and
// [{a2, b2}, {d2}, {g2, h3}, {}].
func Islands(p bitboard.Bitboard) (n int, islands [4]bitboard.Bitboard) {
	files := fileSet(p)
	for files != 0 && n < 4 {
		// The lowest run of set bits in files is the west-most island.
		low := files & -files
		run := files & ^(files + low) // the run of ones starting at low
		islands[n] = p & (bitboard.Bitboard(run) * bitboard.FileABB)
		files &^= run
		n++
	}
	return n, islands
}

// Dispersion returns the page's arbitrary dispersion measure of the pawns p,
// |3·islands² − pawns|: the higher, the more the pawns are split into
// islands for their number. Eight pawns in one island give 5, in four
// islands 40; no pawns give 0.
func Dispersion(p bitboard.Bitboard) int {
	ni := IslandCount(p)
	d := 3*ni*ni - p.Count()
	if d < 0 {
		return -d
	}
	return d
}

// Distortion returns the page's distortion measure of the pawns p of color
// c: the number of squares on which the rear fills of adjacent files differ,
// that is the sum over the seven pairs of adjacent files of the difference
// in the height of their most advanced pawn (an empty file has height 0). A
// lone pawn on its second rank next to an empty file adds 2, on its seventh
// 7. The page's example, white a4 b2 c6 d2 e6 f2 g6 h2, gives 26.
func Distortion(c bitboard.Color, p bitboard.Bitboard) int { return fillDelta(RearFill(c, p)) }

// ReverseDistortion is Distortion on the front fills instead of the rear
// fills (the page's alternative, which rewards advancing half-isolated
// pawns): heights are measured from c's last rank down to the least advanced
// pawn of each file.
func ReverseDistortion(c bitboard.Color, p bitboard.Bitboard) int { return fillDelta(FrontFill(c, p)) }

func fillDelta(fill bitboard.Bitboard) int {
	return ((fill ^ fill<<1) & bitboard.NotAFile).Count()
}

package bitboard_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
)

// The page's example: every shortest king path from e4 to a1 or h8.
func ExampleAllShortestPaths() {
	var asp [bitboard.MaxPathSteps]bitboard.Bitboard
	n, ok := bitboard.AllShortestPaths(bitboard.E4.Bitboard(), bitboard.Of(bitboard.A1, bitboard.H8), bitboard.Universe, &asp)
	fmt.Println(n, ok)
	for k := 0; k <= n; k++ {
		fmt.Println(k, asp[k].Squares())
	}
	fmt.Println(asp[2])
	// Output:
	// 4 true
	// 0 [e4]
	// 1 [d3 d4 e5 f5]
	// 2 [c2 c3 f6 g6]
	// 3 [b1 b2 g7 h7]
	// 4 [a1 h8]
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . 1 1 .
	// . . . . . . . .
	// . . . . . . . .
	// . . 1 . . . . .
	// . . 1 . . . . .
	// . . . . . . . .
}

// A king walking around a wall: the d-file is blocked except d8, so
// every path goes through it; without d8 there is none.
func ExampleAllShortestPathsMoshammer() {
	mask := ^bitboard.FileDBB | bitboard.D8.Bitboard()
	var asp [bitboard.MaxPathSteps]bitboard.Bitboard
	n, ok := bitboard.AllShortestPathsMoshammer(bitboard.B2.Bitboard(), bitboard.G2.Bitboard(), mask, &asp)
	fmt.Println(n, ok)
	for k := 0; k <= n; k++ {
		fmt.Println(k, asp[k].Squares())
	}
	_, ok = bitboard.AllShortestPaths(bitboard.B2.Bitboard(), bitboard.G2.Bitboard(), ^bitboard.FileDBB, &asp)
	fmt.Println(ok)
	// Output:
	// 12 true
	// 0 [b2]
	// 1 [a3 b3 c3]
	// 2 [a4 b4 c4]
	// 3 [a5 b5 c5]
	// 4 [b6 c6]
	// 5 [c7]
	// 6 [d8]
	// 7 [e7]
	// 8 [e6 f6]
	// 9 [e5 f5 g5]
	// 10 [e4 f4 g4 h4]
	// 11 [f3 g3 h3]
	// 12 [g2]
	// false
}

func ExampleBitScanForwardDeBruijn() {
	b := bitboard.Of(bitboard.C3, bitboard.F6)
	fmt.Println(bitboard.BitScanForwardDeBruijn(b), bitboard.BitScanReverseDeBruijn(b), b.LSB(), b.MSB())
	for _, m := range bitboard.BitScanForwardMethods {
		fmt.Print(m.Scan(b), " ")
	}
	fmt.Println()
	// Output:
	// 18 45 c3 f6
	// 18 18 18 18 18 18 18 18 18 18 18 18
}

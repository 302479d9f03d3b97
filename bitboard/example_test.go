package bitboard_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
)

func ExampleBitboard_String() {
	fmt.Println(bitboard.Of(bitboard.E4, bitboard.H8, bitboard.A1))
	// Output:
	// . . . . . . . 1
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . 1 . . .
	// . . . . . . . .
	// . . . . . . . .
	// 1 . . . . . . .
}

// Rook attacks of a rook on d4 and one on g7 at once, by Kogge-Stone
// occluded fills through the empty squares.
func ExampleRookAttacksKS() {
	rooks := bitboard.Of(bitboard.D4, bitboard.G7)
	blockers := bitboard.Of(bitboard.D6, bitboard.B4, bitboard.G2)
	fmt.Println(bitboard.RookAttacksKS(rooks, ^(rooks | blockers)))
	// Output:
	// . . . . . . 1 .
	// 1 1 1 1 1 1 . 1
	// . . . 1 . . 1 .
	// . . . 1 . . 1 .
	// . 1 1 . 1 1 1 1
	// . . . 1 . . 1 .
	// . . . 1 . . 1 .
	// . . . 1 . . . .
}

func ExampleBitboard_NorthFill() {
	pawns := bitboard.Of(bitboard.B2, bitboard.F5)
	fmt.Println(pawns.NorthFill())
	// Output:
	// . 1 . . . 1 . .
	// . 1 . . . 1 . .
	// . 1 . . . 1 . .
	// . 1 . . . 1 . .
	// . 1 . . . . . .
	// . 1 . . . . . .
	// . 1 . . . . . .
	// . . . . . . . .
}

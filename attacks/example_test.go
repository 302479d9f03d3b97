package attacks_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
)

// A rook on d4 with blockers on d6, b4 and g4: the attacked squares include
// the blockers and stop there.
func ExampleRook() {
	occ := bitboard.Of(bitboard.D4, bitboard.D6, bitboard.B4, bitboard.G4)
	fmt.Println(attacks.Rook(bitboard.D4, occ))
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . 1 . . . .
	// . . . 1 . . . .
	// . 1 1 . 1 1 1 .
	// . . . 1 . . . .
	// . . . 1 . . . .
	// . . . 1 . . . .
}

// Every method computes the same attacks; they differ in speed and in the
// tables they need.
func ExampleMethods() {
	occ := bitboard.Of(bitboard.B2, bitboard.F6, bitboard.C5)
	for _, m := range attacks.Methods() {
		fmt.Printf("%-28s %d squares\n", m.Name, m.Bishop(bitboard.D4, occ).Count())
	}
	// Output:
	// classical                    8 squares
	// classical-branchless         8 squares
	// sherwin                      8 squares
	// classical-general            8 squares
	// classical-general-branchless 8 squares
	// classical-zero-count         8 squares
	// classical-lines              8 squares
	// magic                        8 squares
	// best-magic                   8 squares
	// kogge-stone                  8 squares
	// dumb7fill                    8 squares
	// dumb7fill-six                8 squares
	// cmod                         8 squares
	// cmod-cast-out-255            8 squares
	// kindergarten-diagonal        8 squares
}

func ExampleBetween() {
	fmt.Println(attacks.Between(bitboard.B1, bitboard.F5))
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . 1 . . .
	// . . . 1 . . . .
	// . . 1 . . . . .
	// . . . . . . . .
}

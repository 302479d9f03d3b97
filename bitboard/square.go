package bitboard

import "fmt"

// Square is a square index in little-endian rank-file order: A1 = 0, H8 = 63.
// NoSquare (64) stands for "none", e.g. no en-passant square.
type Square uint8

// File is a file index: FileA = 0 … FileH = 7.
type File uint8

// Rank is a rank index: Rank1 = 0 … Rank8 = 7.
type Rank uint8

// The 64 squares, and NoSquare.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 8*iota + 0, 8*iota + 1, 8*iota + 2, 8*iota + 3, 8*iota + 4, 8*iota + 5, 8*iota + 6, 8*iota + 7
	A2, B2, C2, D2, E2, F2, G2, H2
	A3, B3, C3, D3, E3, F3, G3, H3
	A4, B4, C4, D4, E4, F4, G4, H4
	A5, B5, C5, D5, E5, F5, G5, H5
	A6, B6, C6, D6, E6, F6, G6, H6
	A7, B7, C7, D7, E7, F7, G7, H7
	A8, B8, C8, D8, E8, F8, G8, H8
	NoSquare Square = 64
)

// The files and ranks.
const (
	FileA File = iota
	FileB
	FileC
	FileD
	FileE
	FileF
	FileG
	FileH
)

const (
	Rank1 Rank = iota
	Rank2
	Rank3
	Rank4
	Rank5
	Rank6
	Rank7
	Rank8
)

// NewSquare returns the square on file f and rank r.
func NewSquare(f File, r Rank) Square { return Square(r)<<3 | Square(f) }

// File returns the file of sq.
func (sq Square) File() File { return File(sq & 7) }

// Rank returns the rank of sq.
func (sq Square) Rank() Rank { return Rank(sq >> 3) }

// Bitboard returns the set {sq}; NoSquare gives the empty set.
func (sq Square) Bitboard() Bitboard {
	return 1 << sq // Go shifts by 64 or more give 0, so NoSquare needs no test
}

// Valid reports whether sq is one of the 64 squares.
func (sq Square) Valid() bool { return sq < 64 }

// FlipRank returns the square mirrored across the middle of the board
// (a1 <-> a8): the same square seen from the other side.
func (sq Square) FlipRank() Square { return sq ^ 56 }

// MirrorFile returns the square mirrored across the d/e file border (a1 <-> h1).
func (sq Square) MirrorFile() Square { return sq ^ 7 }

// String returns the algebraic name of sq ("e4"), or "-" for NoSquare and
// anything else off the board.
func (sq Square) String() string {
	if sq >= 64 {
		return "-"
	}
	return string([]byte{'a' + byte(sq&7), '1' + byte(sq>>3)})
}

// String returns the file letter, "a" … "h".
func (f File) String() string { return string(rune('a' + f&7)) }

// String returns the rank digit, "1" … "8".
func (r Rank) String() string { return string(rune('1' + r&7)) }

// ParseSquare parses an algebraic square name such as "e4".
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, fmt.Errorf("bitboard: invalid square %q", s)
	}
	return NewSquare(File(s[0]-'a'), Rank(s[1]-'1')), nil
}

// Distance returns the Chebyshev (king-move) distance between a and b.
func Distance(a, b Square) int {
	df := int(a.File()) - int(b.File())
	dr := int(a.Rank()) - int(b.Rank())
	return max(abs(df), abs(dr))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

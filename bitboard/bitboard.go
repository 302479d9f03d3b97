package bitboard

import "math/bits"

// Bitboard is a set of squares: bit n is set when square n is a member.
type Bitboard uint64

// Useful constant sets.
const (
	Empty    Bitboard = 0
	Universe Bitboard = ^Bitboard(0)

	FileABB Bitboard = 0x0101010101010101
	FileBBB Bitboard = FileABB << 1
	FileCBB Bitboard = FileABB << 2
	FileDBB Bitboard = FileABB << 3
	FileEBB Bitboard = FileABB << 4
	FileFBB Bitboard = FileABB << 5
	FileGBB Bitboard = FileABB << 6
	FileHBB Bitboard = FileABB << 7

	Rank1BB Bitboard = 0xFF
	Rank2BB Bitboard = Rank1BB << (8 * 1)
	Rank3BB Bitboard = Rank1BB << (8 * 2)
	Rank4BB Bitboard = Rank1BB << (8 * 3)
	Rank5BB Bitboard = Rank1BB << (8 * 4)
	Rank6BB Bitboard = Rank1BB << (8 * 5)
	Rank7BB Bitboard = Rank1BB << (8 * 6)
	Rank8BB Bitboard = Rank1BB << (8 * 7)

	NotAFile  Bitboard = ^FileABB             // wrap mask for shifts towards the east
	NotHFile  Bitboard = ^FileHBB             // wrap mask for shifts towards the west
	NotABFile Bitboard = ^(FileABB | FileBBB) // wrap mask for knight shifts two files east
	NotGHFile Bitboard = ^(FileGBB | FileHBB) // wrap mask for knight shifts two files west

	DiagonalA1H8     Bitboard = 0x8040201008040201
	AntiDiagonalH1A8 Bitboard = 0x0102040810204080
	LightSquares     Bitboard = 0x55AA55AA55AA55AA
	DarkSquares      Bitboard = 0xAA55AA55AA55AA55
	Edges            Bitboard = FileABB | FileHBB | Rank1BB | Rank8BB
	Center           Bitboard = (FileDBB | FileEBB) & (Rank4BB | Rank5BB)
)

// FileBB returns the set of the squares on file f.
func FileBB(f File) Bitboard { return FileABB << f }

// RankBB returns the set of the squares on rank r.
func RankBB(r Rank) Bitboard { return Rank1BB << (8 * r) }

// Of returns the set of the given squares.
func Of(squares ...Square) Bitboard {
	var b Bitboard
	for _, sq := range squares {
		b |= sq.Bitboard()
	}
	return b
}

// Has reports whether sq is in b; it is false for NoSquare.
func (b Bitboard) Has(sq Square) bool { return sq < 64 && b&(1<<sq) != 0 }

// Count returns the number of squares in b (population count); 0 for Empty.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// LSB returns the lowest square in b (bit scan forward); NoSquare for Empty.
func (b Bitboard) LSB() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// MSB returns the highest square in b (bit scan reverse); NoSquare for Empty.
func (b Bitboard) MSB() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(63 - bits.LeadingZeros64(uint64(b)))
}

// PopLSB removes the lowest square from *b and returns it. *b must not be
// empty. It is the body of the usual serialisation loop:
//
//	for b != 0 { sq := b.PopLSB(); ... }
func (b *Bitboard) PopLSB() Square {
	sq := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return sq
}

// IsolateLSB returns the set of b's lowest square only (b & -b); Empty for Empty.
func (b Bitboard) IsolateLSB() Bitboard { return b & -b }

// ResetLSB returns b without its lowest square (b & (b-1)).
func (b Bitboard) ResetLSB() Bitboard { return b & (b - 1) }

// More reports whether b holds more than one square.
func (b Bitboard) More() bool { return b&(b-1) != 0 }

// Squares returns the members of b in ascending order. It allocates; hot
// paths use PopLSB instead.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for b != 0 {
		out = append(out, b.PopLSB())
	}
	return out
}

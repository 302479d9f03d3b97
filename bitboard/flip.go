package bitboard

import "math/bits"

// Flips and mirrors (page "Flipping Mirroring and Rotating"). Each is its own
// inverse except the two 90° rotations, which undo each other.

// FlipVertical mirrors b across the 4th/5th-rank border: a1 <-> a8.
func (b Bitboard) FlipVertical() Bitboard { return Bitboard(bits.ReverseBytes64(uint64(b))) }

// MirrorHorizontal mirrors b across the d/e-file border: a1 <-> h1.
func (b Bitboard) MirrorHorizontal() Bitboard {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0F0F0F0F0F0F0F0F
	b = (b>>1)&k1 | (b&k1)<<1
	b = (b>>2)&k2 | (b&k2)<<2
	b = (b>>4)&k4 | (b&k4)<<4
	return b
}

// FlipDiagonal mirrors b across the a1–h8 diagonal: a8 <-> h1, b1 <-> a2.
func (b Bitboard) FlipDiagonal() Bitboard {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0F0F0F0F00000000
	t := k4 & (b ^ b<<28)
	b ^= t ^ t>>28
	t = k2 & (b ^ b<<14)
	b ^= t ^ t>>14
	t = k1 & (b ^ b<<7)
	b ^= t ^ t>>7
	return b
}

// FlipAntiDiagonal mirrors b across the a8–h1 diagonal: a1 <-> h8.
func (b Bitboard) FlipAntiDiagonal() Bitboard {
	const k1, k2, k4 = 0xAA00AA00AA00AA00, 0xCCCC0000CCCC0000, 0xF0F0F0F00F0F0F0F
	t := b ^ b<<36
	b ^= k4 & (t ^ b>>36)
	t = k2 & (b ^ b<<18)
	b ^= t ^ t>>18
	t = k1 & (b ^ b<<9)
	b ^= t ^ t>>9
	return b
}

// Rotate180 turns b half way round: a1 <-> h8.
func (b Bitboard) Rotate180() Bitboard { return Bitboard(bits.Reverse64(uint64(b))) }

// Rotate90Clockwise turns b a quarter clockwise: a1 -> a8 -> h8 -> h1.
func (b Bitboard) Rotate90Clockwise() Bitboard { return b.FlipDiagonal().FlipVertical() }

// Rotate90AntiClockwise turns b a quarter anticlockwise: a1 -> h1 -> h8 -> a8.
func (b Bitboard) Rotate90AntiClockwise() Bitboard { return b.FlipVertical().FlipDiagonal() }

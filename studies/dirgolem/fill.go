package dirgolem

import "github.com/westcott-chess/westcott/bitboard"

// Kogge-Stone occluded fills (page "Kogge-Stone Algorithm", as used by the
// DirGolem page), specialised here for the hot loop: bitboard's
// KoggeStoneAttacks takes the direction as a variable and reads its shift and
// wrap mask from tables, and is too big to inline. These two take them as
// arguments that are constants at every call site, so after inlining the
// compiler emits the bare shifts and masks of one direction.

// attacksUp returns the attacks in a positive direction (one step is a left
// shift by s, wrap masks the squares a step can reach without wrapping
// round an edge) of the sliders gen through the empty squares pro.
func attacksUp(gen, pro Bitboard, s uint, wrap Bitboard) Bitboard {
	pro &= wrap
	gen |= pro & (gen << s)
	pro &= pro << s
	gen |= pro & (gen << (2 * s))
	pro &= pro << (2 * s)
	gen |= pro & (gen << (4 * s))
	return gen << s & wrap
}

// attacksDown is attacksUp for a negative direction: one step is a right
// shift by s.
func attacksDown(gen, pro Bitboard, s uint, wrap Bitboard) Bitboard {
	pro &= wrap
	gen |= pro & (gen >> s)
	pro &= pro >> s
	gen |= pro & (gen >> (2 * s))
	pro &= pro >> (2 * s)
	gen |= pro & (gen >> (4 * s))
	return gen >> s & wrap
}

// The wrap masks: a step east (or north-east, south-east) can never land on
// the a-file, a step west never on the h-file.
const (
	notA = bitboard.NotAFile
	notH = bitboard.NotHFile
	all  = bitboard.Universe
)

func northAttacks(gen, pro Bitboard) Bitboard     { return attacksUp(gen, pro, 8, all) }
func northEastAttacks(gen, pro Bitboard) Bitboard { return attacksUp(gen, pro, 9, notA) }
func eastAttacks(gen, pro Bitboard) Bitboard      { return attacksUp(gen, pro, 1, notA) }
func northWestAttacks(gen, pro Bitboard) Bitboard { return attacksUp(gen, pro, 7, notH) }
func southAttacks(gen, pro Bitboard) Bitboard     { return attacksDown(gen, pro, 8, all) }
func southWestAttacks(gen, pro Bitboard) Bitboard { return attacksDown(gen, pro, 9, notH) }
func westAttacks(gen, pro Bitboard) Bitboard      { return attacksDown(gen, pro, 1, notH) }
func southEastAttacks(gen, pro Bitboard) Bitboard { return attacksDown(gen, pro, 7, notA) }

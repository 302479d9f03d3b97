package attacks

import (
	"math/bits"

	"github.com/westcott-chess/westcott/bitboard"
)

// The Classical Approach page's other forms of the ray getter: one getter
// for all eight directions by the generalized bit scan, conditional and
// branchless, and the zero-count getter on 65-entry ray tables; and the
// line getters, a positive ray with its opposite negative one.

var (
	// dirMask is the generalized scan's direction mask: empty for positive
	// rays (isolate the LS1B), universal for negative ones (keep all bits
	// for the reverse scan).
	dirMask [8]bitboard.Bitboard
	// dirBit is a guard square whose ray in the direction is empty, and
	// which the scan finds only when the ray has no blocker: h8 for positive
	// rays (above every blocker), a1 for negative ones (below).
	dirBit [8]bitboard.Bitboard
	// rayZC holds the rays indexed by a zero count: positive directions by
	// the square (a trailing zero count), negative ones by 63 minus it (a
	// leading zero count); entry 64, the count of an empty set, is empty.
	rayZC [8][65]bitboard.Bitboard
)

func initClassicalGeneral() {
	for _, d := range bitboard.Directions {
		dirMask[d], dirBit[d] = 0, bitboard.H8.Bitboard()
		if !d.Positive() {
			dirMask[d], dirBit[d] = bitboard.Universe, bitboard.A1.Bitboard()
		}
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			i := int(sq)
			if !d.Positive() {
				i = 63 - i
			}
			rayZC[d][i] = ray[d][sq]
		}
	}
}

// RayAttacks returns the attacks of a slider on sq in direction d by the
// generalized conditional getter: the ray minus the ray behind its first
// blocker, found by the generalized bit scan (forward for positive
// directions, reverse for negative ones).
func RayAttacks(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	a := ray[d&7][sq&63]
	if blocker := a & occ; blocker != 0 {
		a ^= ray[d&7][bitboard.BitScan(blocker, !d.Positive())&63]
	}
	return a
}

// RayAttacksBranchless is RayAttacks without the branch: the guard dirBit
// makes the set never empty, dirMask isolates the LS1B for positive rays,
// and one reverse scan finds the first blocker in either direction. (The
// page or-s the guard in after the isolation; no square works as a guard
// there for every positive ray, so it is or-ed in before.)
func RayAttacksBranchless(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	d &= 7
	a := ray[d][sq&63]
	blocker := a&occ | dirBit[d]
	blocker &= -blocker | dirMask[d]
	return a ^ ray[d][(63-bits.LeadingZeros64(uint64(blocker)))&63]
}

// RayAttacksZeroCount returns the same by a zero count, which is 64 for an
// empty set: a trailing zero count for positive rays, a leading one for
// negative rays, indexing the 65-entry tables whose last entry is empty.
func RayAttacksZeroCount(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	d &= 7
	a := ray[d][sq&63]
	if d.Positive() {
		return a ^ rayZC[d][bits.TrailingZeros64(uint64(a&occ))]
	}
	return a ^ rayZC[d][bits.LeadingZeros64(uint64(a&occ))]
}

// DiagonalAttacks returns the attacks of a slider on sq along its a1-h8
// diagonal: the north-east ray with the south-west one.
func DiagonalAttacks(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirNorthEast, sq, occ) | negativeRay(bitboard.DirSouthWest, sq, occ)
}

// AntiDiagonalAttacks returns the attacks along sq's h1-a8 anti-diagonal.
func AntiDiagonalAttacks(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirNorthWest, sq, occ) | negativeRay(bitboard.DirSouthEast, sq, occ)
}

// FileAttacks returns the attacks along sq's file.
func FileAttacks(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirNorth, sq, occ) | negativeRay(bitboard.DirSouth, sq, occ)
}

// RankAttacks returns the attacks along sq's rank.
func RankAttacks(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirEast, sq, occ) | negativeRay(bitboard.DirWest, sq, occ)
}

// RookClassicalGeneral returns rook attacks by the generalized conditional getter.
func RookClassicalGeneral(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacks(bitboard.DirNorth, sq, occ) | RayAttacks(bitboard.DirEast, sq, occ) |
		RayAttacks(bitboard.DirSouth, sq, occ) | RayAttacks(bitboard.DirWest, sq, occ)
}

// BishopClassicalGeneral returns bishop attacks by the generalized conditional getter.
func BishopClassicalGeneral(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacks(bitboard.DirNorthEast, sq, occ) | RayAttacks(bitboard.DirNorthWest, sq, occ) |
		RayAttacks(bitboard.DirSouthWest, sq, occ) | RayAttacks(bitboard.DirSouthEast, sq, occ)
}

// RookClassicalGeneralBranchless returns rook attacks by the generalized branchless getter.
func RookClassicalGeneralBranchless(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacksBranchless(bitboard.DirNorth, sq, occ) | RayAttacksBranchless(bitboard.DirEast, sq, occ) |
		RayAttacksBranchless(bitboard.DirSouth, sq, occ) | RayAttacksBranchless(bitboard.DirWest, sq, occ)
}

// BishopClassicalGeneralBranchless returns bishop attacks by the generalized branchless getter.
func BishopClassicalGeneralBranchless(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacksBranchless(bitboard.DirNorthEast, sq, occ) | RayAttacksBranchless(bitboard.DirNorthWest, sq, occ) |
		RayAttacksBranchless(bitboard.DirSouthWest, sq, occ) | RayAttacksBranchless(bitboard.DirSouthEast, sq, occ)
}

// RookClassicalZeroCount returns rook attacks by the zero-count getter.
func RookClassicalZeroCount(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacksZeroCount(bitboard.DirNorth, sq, occ) | RayAttacksZeroCount(bitboard.DirEast, sq, occ) |
		RayAttacksZeroCount(bitboard.DirSouth, sq, occ) | RayAttacksZeroCount(bitboard.DirWest, sq, occ)
}

// BishopClassicalZeroCount returns bishop attacks by the zero-count getter.
func BishopClassicalZeroCount(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return RayAttacksZeroCount(bitboard.DirNorthEast, sq, occ) | RayAttacksZeroCount(bitboard.DirNorthWest, sq, occ) |
		RayAttacksZeroCount(bitboard.DirSouthWest, sq, occ) | RayAttacksZeroCount(bitboard.DirSouthEast, sq, occ)
}

// RookLines returns rook attacks as the union of the file and rank getters.
func RookLines(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return FileAttacks(sq, occ) | RankAttacks(sq, occ)
}

// BishopLines returns bishop attacks as the union of the diagonal getters.
func BishopLines(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return DiagonalAttacks(sq, occ) | AntiDiagonalAttacks(sq, occ)
}

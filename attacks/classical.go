package attacks

import (
	"math/bits"

	"github.com/westcott-chess/westcott/bitboard"
)

// The classical approach (page "Classical Approach"): the ray on the empty
// board, minus the ray behind the first blocker, which a bit scan finds —
// forward on positive rays, reverse on negative ones.

func positiveRay(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	a := ray[d][sq]
	if blocker := a & occ; blocker != 0 {
		a ^= ray[d][blocker.LSB()]
	}
	return a
}

func negativeRay(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	a := ray[d][sq]
	if blocker := a & occ; blocker != 0 {
		a ^= ray[d][blocker.MSB()]
	}
	return a
}

// RookClassical returns rook attacks by the conditional classical approach.
func RookClassical(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirNorth, sq, occ) | positiveRay(bitboard.DirEast, sq, occ) |
		negativeRay(bitboard.DirSouth, sq, occ) | negativeRay(bitboard.DirWest, sq, occ)
}

// BishopClassical returns bishop attacks by the conditional classical approach.
func BishopClassical(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRay(bitboard.DirNorthEast, sq, occ) | positiveRay(bitboard.DirNorthWest, sq, occ) |
		negativeRay(bitboard.DirSouthWest, sq, occ) | negativeRay(bitboard.DirSouthEast, sq, occ)
}

// Branchless variant: or-ing in an outer square (h8 for forward scans, a1 for
// reverse ones) guarantees a hit; its ray in that direction is empty, so the
// xor removes nothing when the real ray has no blocker.

func positiveRayBranchless(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	a := ray[d][sq]
	return a ^ ray[d][bits.TrailingZeros64(uint64(a&occ|bitboard.H8.Bitboard()))&63]
}

func negativeRayBranchless(d bitboard.Direction, sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	a := ray[d][sq]
	return a ^ ray[d][(63-bits.LeadingZeros64(uint64(a&occ|bitboard.A1.Bitboard())))&63]
}

// RookClassicalBranchless returns rook attacks by the branchless classical approach.
func RookClassicalBranchless(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRayBranchless(bitboard.DirNorth, sq, occ) | positiveRayBranchless(bitboard.DirEast, sq, occ) |
		negativeRayBranchless(bitboard.DirSouth, sq, occ) | negativeRayBranchless(bitboard.DirWest, sq, occ)
}

// BishopClassicalBranchless returns bishop attacks by the branchless classical approach.
func BishopClassicalBranchless(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return positiveRayBranchless(bitboard.DirNorthEast, sq, occ) | positiveRayBranchless(bitboard.DirNorthWest, sq, occ) |
		negativeRayBranchless(bitboard.DirSouthWest, sq, occ) | negativeRayBranchless(bitboard.DirSouthEast, sq, occ)
}

// Sherwin's "in one run": the stop masks hold each ray plus the outer bit the
// scan is guaranteed to find (bit 63 for positive rays, bit 0 for negative
// ones); one xor per ray of a table indexed by the blocker removes what lies
// behind it from the attacks on the empty board. Four rays share one struct so
// one cache line serves a lookup.
type oneRun struct {
	stop   [4]bitboard.Bitboard // positive, positive, negative, negative
	behind [4]*[64]bitboard.Bitboard
}

var (
	rookRun   [64]oneRun
	bishopRun [64]oneRun
)

func initSherwin() {
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		for i, d := range [4]bitboard.Direction{bitboard.DirNorth, bitboard.DirEast, bitboard.DirSouth, bitboard.DirWest} {
			rookRun[sq].stop[i] = ray[d][sq] | guard(d)
			rookRun[sq].behind[i] = &ray[d]
		}
		for i, d := range [4]bitboard.Direction{bitboard.DirNorthEast, bitboard.DirNorthWest, bitboard.DirSouthWest, bitboard.DirSouthEast} {
			bishopRun[sq].stop[i] = ray[d][sq] | guard(d)
			bishopRun[sq].behind[i] = &ray[d]
		}
	}
}

// guard returns the outer square a scan along d is sure to find: h8 for
// forward scans of positive rays, a1 for reverse scans of negative ones. The
// ray beyond either is empty in that direction.
func guard(d bitboard.Direction) bitboard.Bitboard {
	if d.Positive() {
		return bitboard.H8.Bitboard()
	}
	return bitboard.A1.Bitboard()
}

func (r *oneRun) attacks(empty bitboard.Bitboard, occ bitboard.Bitboard) bitboard.Bitboard {
	occ |= 1<<63 | 1
	n := bits.TrailingZeros64(uint64(occ&r.stop[0])) & 63
	e := bits.TrailingZeros64(uint64(occ&r.stop[1])) & 63
	s := (63 - bits.LeadingZeros64(uint64(occ&r.stop[2]))) & 63
	w := (63 - bits.LeadingZeros64(uint64(occ&r.stop[3]))) & 63
	return empty ^ r.behind[0][n] ^ r.behind[1][e] ^ r.behind[2][s] ^ r.behind[3][w]
}

// RookSherwin returns rook attacks by Sherwin's in-one-run classical approach.
func RookSherwin(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return rookRun[sq].attacks(rookEmpty[sq], occ)
}

// BishopSherwin returns bishop attacks by Sherwin's in-one-run classical approach.
func BishopSherwin(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return bishopRun[sq].attacks(bishopEmpty[sq], occ)
}

package bitboard

import "math/bits"

// NorthFill returns b with every square north of a member added (Kogge-Stone
// parallel prefix). NorthFill({e2}) is e2–e8; NorthFill(Empty) is Empty.
func (b Bitboard) NorthFill() Bitboard {
	b |= b << 8
	b |= b << 16
	b |= b << 32
	return b
}

// SouthFill returns b with every square south of a member added.
// SouthFill({e7}) is e1–e7.
func (b Bitboard) SouthFill() Bitboard {
	b |= b >> 8
	b |= b >> 16
	b |= b >> 32
	return b
}

// FileFill returns the union of the files that hold a member of b.
func (b Bitboard) FileFill() Bitboard { return b.NorthFill() | b.SouthFill() }

// NorthSpan returns the squares strictly north of the members of b (the
// front span of white pawns). NorthSpan({e2}) is e3–e8.
func (b Bitboard) NorthSpan() Bitboard { return b.NorthFill() << 8 }

// SouthSpan returns the squares strictly south of the members of b (the front
// span of black pawns). SouthSpan({e7}) is e1–e6.
func (b Bitboard) SouthSpan() Bitboard { return b.SouthFill() >> 8 }

// Generalized shifts (page "Kogge-Stone Algorithm", "Generalized Rays"): a
// rotate by the direction's delta, then a mask that drops the squares that
// wrapped around an edge. One table row per Direction.
var (
	rotation  = [8]int{8, 9, 1, 7, 64 - 8, 64 - 9, 64 - 1, 64 - 7}
	avoidWrap = [8]Bitboard{
		0xFFFFFFFFFFFFFF00, // north
		0xFEFEFEFEFEFEFE00, // north-east
		0xFEFEFEFEFEFEFEFE, // east
		0x7F7F7F7F7F7F7F00, // north-west
		0x00FFFFFFFFFFFFFF, // south
		0x007F7F7F7F7F7F7F, // south-west
		0x7F7F7F7F7F7F7F7F, // west
		0x00FEFEFEFEFEFEFE, // south-east
	}
)

func rotl(b Bitboard, r int) Bitboard { return Bitboard(bits.RotateLeft64(uint64(b), r)) }

// ShiftBy is Shift computed by the generalized rotate-and-mask method.
func (b Bitboard) ShiftBy(d Direction) Bitboard {
	d &= 7
	return rotl(b, rotation[d]) & avoidWrap[d]
}

// KoggeStoneFill returns the occluded fill of the generators gen in direction d
// through the propagator pro (usually the empty squares), by Kogge-Stone
// parallel prefix: three doubling steps instead of seven single ones. The fill
// includes the generators and excludes the first blocker. Any number of
// sliders are filled at once.
func KoggeStoneFill(d Direction, gen, pro Bitboard) Bitboard {
	d &= 7
	r := rotation[d]
	pro &= avoidWrap[d]
	gen |= pro & rotl(gen, r)
	pro &= rotl(pro, r)
	gen |= pro & rotl(gen, 2*r)
	pro &= rotl(pro, 2*r)
	gen |= pro & rotl(gen, 4*r)
	return gen
}

// KoggeStoneAttacks returns the squares attacked in direction d by all the
// sliders in gen, given the empty squares: the occluded fill shifted one more
// step, which drops the sliders and adds the blockers.
func KoggeStoneAttacks(d Direction, sliders, empty Bitboard) Bitboard {
	return KoggeStoneFill(d, sliders, empty).ShiftBy(d)
}

// Dumb7Fill returns the same occluded fill as KoggeStoneFill, computed the
// obvious way (page "Dumb7Fill"): seven single steps, each intersected with
// the propagator.
func Dumb7Fill(d Direction, gen, pro Bitboard) Bitboard {
	d &= 7
	r := rotation[d]
	pro &= avoidWrap[d]
	flood := gen
	for range 7 {
		gen = rotl(gen, r) & pro
		flood |= gen
	}
	return flood
}

// Dumb7FillLoop returns the same fill by the page's loop with an explicit
// flood accumulator, which stops as soon as every ray is blocked (or has
// left the board) instead of always taking seven steps.
func Dumb7FillLoop(d Direction, gen, pro Bitboard) Bitboard {
	d &= 7
	r := rotation[d]
	pro &= avoidWrap[d]
	var flood Bitboard
	for gen != 0 {
		flood |= gen
		gen = rotl(gen, r) & pro
	}
	return flood
}

// Dumb7AttacksSix returns Dumb7Attacks with one fill fewer: six steps, then
// the shift. A ray's seventh square is the board's last in its direction,
// attacked or not whatever its occupancy, so the final shift reaches it
// without the seventh fill.
func Dumb7AttacksSix(d Direction, sliders, empty Bitboard) Bitboard {
	d &= 7
	r := rotation[d]
	empty &= avoidWrap[d]
	flood := sliders
	for range 6 {
		sliders = rotl(sliders, r) & empty
		flood |= sliders
	}
	return rotl(flood, r) & avoidWrap[d]
}

// Dumb7Attacks returns the squares attacked in direction d by all the sliders
// in gen, given the empty squares, by Dumb7Fill.
func Dumb7Attacks(d Direction, sliders, empty Bitboard) Bitboard {
	return Dumb7Fill(d, sliders, empty).ShiftBy(d)
}

// RookAttacksKS returns the union of the attacks of all rooks in sliders,
// given the empty squares, by Kogge-Stone in the four orthogonal directions.
func RookAttacksKS(sliders, empty Bitboard) Bitboard {
	return KoggeStoneAttacks(DirNorth, sliders, empty) | KoggeStoneAttacks(DirSouth, sliders, empty) |
		KoggeStoneAttacks(DirEast, sliders, empty) | KoggeStoneAttacks(DirWest, sliders, empty)
}

// BishopAttacksKS returns the union of the attacks of all bishops in sliders,
// given the empty squares, by Kogge-Stone in the four diagonal directions.
func BishopAttacksKS(sliders, empty Bitboard) Bitboard {
	return KoggeStoneAttacks(DirNorthEast, sliders, empty) | KoggeStoneAttacks(DirSouthWest, sliders, empty) |
		KoggeStoneAttacks(DirNorthWest, sliders, empty) | KoggeStoneAttacks(DirSouthEast, sliders, empty)
}

// RookAttacksDumb7 is RookAttacksKS by Dumb7Fill.
func RookAttacksDumb7(sliders, empty Bitboard) Bitboard {
	return Dumb7Attacks(DirNorth, sliders, empty) | Dumb7Attacks(DirSouth, sliders, empty) |
		Dumb7Attacks(DirEast, sliders, empty) | Dumb7Attacks(DirWest, sliders, empty)
}

// BishopAttacksDumb7 is BishopAttacksKS by Dumb7Fill.
func BishopAttacksDumb7(sliders, empty Bitboard) Bitboard {
	return Dumb7Attacks(DirNorthEast, sliders, empty) | Dumb7Attacks(DirSouthWest, sliders, empty) |
		Dumb7Attacks(DirNorthWest, sliders, empty) | Dumb7Attacks(DirSouthEast, sliders, empty)
}

// RookAttacksDumb6 is RookAttacksDumb7 with one fill fewer per direction.
func RookAttacksDumb6(sliders, empty Bitboard) Bitboard {
	return Dumb7AttacksSix(DirNorth, sliders, empty) | Dumb7AttacksSix(DirSouth, sliders, empty) |
		Dumb7AttacksSix(DirEast, sliders, empty) | Dumb7AttacksSix(DirWest, sliders, empty)
}

// BishopAttacksDumb6 is BishopAttacksDumb7 with one fill fewer per direction.
func BishopAttacksDumb6(sliders, empty Bitboard) Bitboard {
	return Dumb7AttacksSix(DirNorthEast, sliders, empty) | Dumb7AttacksSix(DirSouthWest, sliders, empty) |
		Dumb7AttacksSix(DirNorthWest, sliders, empty) | Dumb7AttacksSix(DirSouthEast, sliders, empty)
}

package attacks

import "github.com/westcott-chess/westcott/bitboard"

// SliderFunc computes the attacks of one slider on sq given the occupancy.
type SliderFunc func(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard

// Method is one way of computing sliding attacks.
type Method struct {
	Name   string
	Rook   SliderFunc
	Bishop SliderFunc
}

// Methods returns every slider-attack method, the reference first. Its first
// call builds the best-magic method's tables, which the package's
// initialisation leaves out so that start-up does not pay for them; every
// call returns a new slice.
func Methods() []Method {
	buildBestMagics()
	return []Method{
		{"classical", RookClassical, BishopClassical},
		{"classical-branchless", RookClassicalBranchless, BishopClassicalBranchless},
		{"sherwin", RookSherwin, BishopSherwin},
		{"classical-general", RookClassicalGeneral, BishopClassicalGeneral},
		{"classical-general-branchless", RookClassicalGeneralBranchless, BishopClassicalGeneralBranchless},
		{"classical-zero-count", RookClassicalZeroCount, BishopClassicalZeroCount},
		{"classical-lines", RookLines, BishopLines},
		{"magic", RookMagic, BishopMagic},
		{"best-magic", rookBestMagic, bishopBestMagic},
		{"kogge-stone", RookKoggeStone, BishopKoggeStone},
		{"dumb7fill", RookDumb7, BishopDumb7},
		{"dumb7fill-six", RookDumb6, BishopDumb6},
		{"cmod", RookCongruentModulo, BishopCongruentModulo},
		{"cmod-cast-out-255", RookCastOut, BishopCastOut},
		{"kindergarten-diagonal", RookCongruentModulo, BishopKindergarten},
	}
}

// Queen returns the squares a queen on sq attacks given the occupancy.
func Queen(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return Rook(sq, occ) | Bishop(sq, occ)
}

// RookEmpty returns the rook attacks from sq on the empty board.
func RookEmpty(sq bitboard.Square) bitboard.Bitboard { return rookEmpty[sq&63] }

// BishopEmpty returns the bishop attacks from sq on the empty board.
func BishopEmpty(sq bitboard.Square) bitboard.Bitboard { return bishopEmpty[sq&63] }

// RookKoggeStone returns rook attacks by Kogge-Stone occluded fills.
func RookKoggeStone(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.RookAttacksKS(sq.Bitboard(), ^occ)
}

// BishopKoggeStone returns bishop attacks by Kogge-Stone occluded fills.
func BishopKoggeStone(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.BishopAttacksKS(sq.Bitboard(), ^occ)
}

// RookDumb7 returns rook attacks by Dumb7Fill.
func RookDumb7(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.RookAttacksDumb7(sq.Bitboard(), ^occ)
}

// BishopDumb7 returns bishop attacks by Dumb7Fill.
func BishopDumb7(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.BishopAttacksDumb7(sq.Bitboard(), ^occ)
}

// RookDumb6 returns rook attacks by Dumb7Fill with six fills and a shift.
func RookDumb6(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.RookAttacksDumb6(sq.Bitboard(), ^occ)
}

// BishopDumb6 returns bishop attacks by Dumb7Fill with six fills and a shift.
func BishopDumb6(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.BishopAttacksDumb6(sq.Bitboard(), ^occ)
}

package attacks

import "github.com/westcott-chess/westcott/bitboard"

// Congruent modulo bitboards (page "Congruent Modulo Bitboards", after Fenner
// and Levene): a line's occupancy is shifted onto a fixed reference line —
// the a-file, the a1–h8 diagonal, or the a8–h1 anti-diagonal shifted right by
// seven — and reduced modulo 258, 514 or 257, which maps its 256 subsets to
// distinct indices of a per-square attack table. Ranks need no hashing: a
// shift brings them to the first rank. Diagonals are masked before the shift,
// since a shifted diagonal would otherwise pick up squares of the next rank.

const (
	modFile = 258
	modDiag = 514
	modAnti = 257

	refFile = bitboard.FileABB
)

var (
	cmodFile      [modFile][64]bitboard.Bitboard
	cmodDiag      [modDiag][64]bitboard.Bitboard
	cmodAnti      [modAnti][64]bitboard.Bitboard
	firstRank     [8][256]uint8 // rank attacks of a slider on file f given the rank occupancy
	diagShift     [64]uint8
	antiDiagShift [64]uint8
	diagLine      [64]bitboard.Bitboard
	antiDiagLine  [64]bitboard.Bitboard
)

func initCongruentModulo() {
	for f := 0; f < 8; f++ {
		for occ := 0; occ < 256; occ++ {
			a := RookClassical(bitboard.Square(f), bitboard.Bitboard(occ)) & bitboard.Rank1BB
			firstRank[f][occ] = uint8(a)
		}
	}
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		f, r := int(sq.File()), int(sq.Rank())
		if d := r - f; d >= 0 {
			diagShift[sq] = uint8(8 * d)
		} else {
			diagShift[sq] = uint8(-d)
		}
		if s := f + r; s <= 7 {
			antiDiagShift[sq] = uint8(s)
		} else {
			antiDiagShift[sq] = uint8(8*s - 49)
		}
		fileLine := bitboard.FileBB(sq.File())
		diagLine[sq] = ray[bitboard.DirNorthEast][sq] | ray[bitboard.DirSouthWest][sq] | sq.Bitboard()
		antiDiagLine[sq] = ray[bitboard.DirNorthWest][sq] | ray[bitboard.DirSouthEast][sq] | sq.Bitboard()
		fillCmod(cmodFile[:], sq, fileLine, ray[bitboard.DirNorth][sq]|ray[bitboard.DirSouth][sq], fileIndex)
		fillCmod(cmodDiag[:], sq, diagLine[sq], ray[bitboard.DirNorthEast][sq]|ray[bitboard.DirSouthWest][sq], diagIndex)
		fillCmod(cmodAnti[:], sq, antiDiagLine[sq], ray[bitboard.DirNorthWest][sq]|ray[bitboard.DirSouthEast][sq], antiIndex)
	}
}

// fillCmod stores, for every subset of the line through sq, the attacks along
// that line under the index the hash gives it. A collision would be a wrong
// hash: init panics, and every test fails at once.
func fillCmod(table [][64]bitboard.Bitboard, sq bitboard.Square, lineBB, lineRays bitboard.Bitboard, index func(bitboard.Square, bitboard.Bitboard) uint64) {
	var written [modDiag]bool // modDiag is the largest modulus
	for b := bitboard.Bitboard(0); ; {
		a := RookClassical(sq, b) | BishopClassical(sq, b)
		a &= lineRays
		i := index(sq, b)
		if written[i] && table[i][sq] != a {
			panic("attacks: congruent modulo hash collision")
		}
		written[i] = true
		table[i][sq] = a
		b = (b - lineBB) & lineBB
		if b == 0 {
			break
		}
	}
}

func fileIndex(sq bitboard.Square, occ bitboard.Bitboard) uint64 {
	return uint64((occ>>(sq&7))&refFile) % modFile
}

func diagIndex(sq bitboard.Square, occ bitboard.Bitboard) uint64 {
	sq &= 63
	return uint64((occ&diagLine[sq])>>diagShift[sq]) % modDiag
}

func antiIndex(sq bitboard.Square, occ bitboard.Bitboard) uint64 {
	sq &= 63
	return uint64((occ&antiDiagLine[sq])>>antiDiagShift[sq]) % modAnti
}

// RookCongruentModulo returns rook attacks by congruent modulo file lookups
// and shifted first-rank lookups.
func RookCongruentModulo(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	shift := sq &^ 7
	rank := bitboard.Bitboard(firstRank[sq&7][uint8(occ>>shift)]) << shift
	return cmodFile[fileIndex(sq, occ)][sq] | rank
}

// BishopCongruentModulo returns bishop attacks by congruent modulo diagonal
// and anti-diagonal lookups.
func BishopCongruentModulo(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return cmodDiag[diagIndex(sq, occ)][sq] | cmodAnti[antiIndex(sq, occ)][sq]
}

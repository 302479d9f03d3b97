package attacks

import . "github.com/westcott-chess/westcott/bitboard"

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

	refFile = FileABB
)

var (
	cmodFile      [modFile][64]Bitboard
	cmodDiag      [modDiag][64]Bitboard
	cmodAnti      [modAnti][64]Bitboard
	firstRank     [8][256]uint8 // rank attacks of a slider on file f given the rank occupancy
	diagShift     [64]uint8
	antiDiagShift [64]uint8
	diagLine      [64]Bitboard
	antiDiagLine  [64]Bitboard
)

func initCongruentModulo() {
	for f := 0; f < 8; f++ {
		for occ := 0; occ < 256; occ++ {
			a := RookClassical(Square(f), Bitboard(occ)) & Rank1BB
			firstRank[f][occ] = uint8(a)
		}
	}
	for sq := A1; sq <= H8; sq++ {
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
		fileLine := FileBB(sq.File())
		diagLine[sq] = ray[DirNorthEast][sq] | ray[DirSouthWest][sq] | sq.Bitboard()
		antiDiagLine[sq] = ray[DirNorthWest][sq] | ray[DirSouthEast][sq] | sq.Bitboard()
		fillCmod(cmodFile[:], sq, fileLine, ray[DirNorth][sq]|ray[DirSouth][sq], fileIndex)
		fillCmod(cmodDiag[:], sq, diagLine[sq], ray[DirNorthEast][sq]|ray[DirSouthWest][sq], diagIndex)
		fillCmod(cmodAnti[:], sq, antiDiagLine[sq], ray[DirNorthWest][sq]|ray[DirSouthEast][sq], antiIndex)
	}
}

// fillCmod stores, for every subset of the line through sq, the attacks along
// that line under the index the hash gives it. A collision would be a wrong
// hash: init panics, and every test fails at once.
func fillCmod(table [][64]Bitboard, sq Square, lineBB, lineRays Bitboard, index func(Square, Bitboard) uint64) {
	var written [modDiag]bool // modDiag is the largest modulus
	for b := Bitboard(0); ; {
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

func fileIndex(sq Square, occ Bitboard) uint64 {
	return uint64((occ>>(sq&7))&refFile) % modFile
}

func diagIndex(sq Square, occ Bitboard) uint64 {
	sq &= 63
	return uint64((occ&diagLine[sq])>>diagShift[sq]) % modDiag
}

func antiIndex(sq Square, occ Bitboard) uint64 {
	sq &= 63
	return uint64((occ&antiDiagLine[sq])>>antiDiagShift[sq]) % modAnti
}

// RookCongruentModulo returns rook attacks by congruent modulo file lookups
// and shifted first-rank lookups.
func RookCongruentModulo(sq Square, occ Bitboard) Bitboard {
	sq &= 63
	shift := sq &^ 7
	rank := Bitboard(firstRank[sq&7][uint8(occ>>shift)]) << shift
	return cmodFile[fileIndex(sq, occ)][sq] | rank
}

// BishopCongruentModulo returns bishop attacks by congruent modulo diagonal
// and anti-diagonal lookups.
func BishopCongruentModulo(sq Square, occ Bitboard) Bitboard {
	sq &= 63
	return cmodDiag[diagIndex(sq, occ)][sq] | cmodAnti[antiIndex(sq, occ)][sq]
}

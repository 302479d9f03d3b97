package attacks

import "github.com/westcott-chess/westcott/bitboard"

// Two more line hashes of page "Congruent Modulo Bitboards".
//
// Casting out 255: a line with one square per file (a rank, a diagonal, an
// anti-diagonal) masked without the slider's own square holds at most seven
// bits, so the sum of its bytes is below 255; since 256 ≡ 1 (mod 255),
// occ % 255 is that sum, the line's occupancy by file. The first-rank
// attacks for it, copied to every rank by a multiplication and post-masked
// by the line, are the line's attacks: no shift, no per-line table.
//
// Multiplication (kindergarten): the masked diagonal times the a-file
// constant adds all its bytes into the top byte, the same occupancy by
// file; it indexes a 256 × 64 table of diagonal attacks per square.

const (
	castOut  = 255
	aFileMul = 0x0101010101010101 // copies a byte to every rank; summing bytes into the top one
)

var (
	rankLineEx     [64]bitboard.Bitboard // the slider's rank without its square
	diagLineEx     [64]bitboard.Bitboard // the slider's diagonal without its square
	antiDiagLineEx [64]bitboard.Bitboard // the slider's anti-diagonal without its square
	kgDiag         [256][64]bitboard.Bitboard
	kgAnti         [256][64]bitboard.Bitboard
)

// initCastOut needs the congruent-modulo lines and first-rank table.
func initCastOut() {
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		rankLineEx[sq] = bitboard.RankBB(sq.Rank()) &^ sq.Bitboard()
		diagLineEx[sq] = diagLine[sq] &^ sq.Bitboard()
		antiDiagLineEx[sq] = antiDiagLine[sq] &^ sq.Bitboard()
		for _, t := range []struct {
			table *[256][64]bitboard.Bitboard
			line  bitboard.Bitboard
		}{{&kgDiag, diagLineEx[sq]}, {&kgAnti, antiDiagLineEx[sq]}} {
			for b := bitboard.Bitboard(0); ; {
				t.table[uint64(b)*aFileMul>>56][sq] = BishopClassical(sq, b) & t.line
				b = (b - t.line) & t.line
				if b == 0 {
					break
				}
			}
		}
	}
}

// castOutLine returns the attacks along line (without sq) by casting out 255.
func castOutLine(sq bitboard.Square, occ, line bitboard.Bitboard) bitboard.Bitboard {
	return bitboard.Bitboard(firstRank[sq&7][uint64(occ&line)%castOut]) * aFileMul & line
}

// RookCastOut returns rook attacks by congruent modulo: the file modulo 258,
// the rank by casting out 255.
func RookCastOut(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return cmodFile[fileIndex(sq, occ)][sq] | castOutLine(sq, occ, rankLineEx[sq])
}

// BishopCastOut returns bishop attacks by casting out 255 on both diagonals.
func BishopCastOut(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return castOutLine(sq, occ, diagLineEx[sq]) | castOutLine(sq, occ, antiDiagLineEx[sq])
}

// BishopKindergarten returns bishop attacks by the page's multiplication:
// each masked diagonal times the a-file constant, its top byte indexing a
// table per square. (The rook of this method is RookCongruentModulo: the
// page multiplies diagonals only.)
func BishopKindergarten(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	sq &= 63
	return kgDiag[uint64(occ&diagLineEx[sq])*aFileMul>>56][sq] | kgAnti[uint64(occ&antiDiagLineEx[sq])*aFileMul>>56][sq]
}

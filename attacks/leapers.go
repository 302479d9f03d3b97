package attacks

import "github.com/westcott-chess/westcott/bitboard"

// Leaper and line tables, filled by init.
var (
	knight  [64]bitboard.Bitboard
	king    [64]bitboard.Bitboard
	pawn    [2][64]bitboard.Bitboard
	between [64][64]bitboard.Bitboard
	line    [64][64]bitboard.Bitboard
	ray     [8][64]bitboard.Bitboard // attacks on the empty board, one per direction
)

func initLeapers() {
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		b := sq.Bitboard()
		knight[sq] = b.KnightAttacks()
		king[sq] = b.KingAttacks()
		pawn[0][sq] = b.NorthEast() | b.NorthWest()
		pawn[1][sq] = b.SouthEast() | b.SouthWest()
		for _, d := range bitboard.Directions {
			ray[d][sq] = bitboard.Dumb7Attacks(d, b, bitboard.Universe)
		}
	}
	for a := bitboard.A1; a <= bitboard.H8; a++ {
		for _, d := range bitboard.Directions {
			r := ray[d][a]
			for r != 0 {
				b := r.PopLSB()
				between[a][b] = ray[d][a] & ray[d.Opposite()][b]
				line[a][b] = ray[d][a] | ray[d.Opposite()][a] | a.Bitboard()
			}
		}
	}
}

// Knight returns the squares a knight on sq attacks.
func Knight(sq bitboard.Square) bitboard.Bitboard { return knight[sq&63] }

// King returns the squares a king on sq attacks.
func King(sq bitboard.Square) bitboard.Bitboard { return king[sq&63] }

// Pawn returns the squares a pawn of color c on sq attacks: White's attack
// north, Black's south.
func Pawn(c bitboard.Color, sq bitboard.Square) bitboard.Bitboard { return pawn[c&1][sq&63] }

// Between returns the squares strictly between a and b if they share a rank,
// file or diagonal, else Empty. Between(A1, D4) is {b2, c3}.
func Between(a, b bitboard.Square) bitboard.Bitboard { return between[a&63][b&63] }

// Line returns the whole rank, file or diagonal through a and b, both
// included, if they share one, else Empty. Line(A1, B2) is a1–h8.
func Line(a, b bitboard.Square) bitboard.Bitboard { return line[a&63][b&63] }

// Aligned reports whether a, b and c lie on one rank, file or diagonal.
func Aligned(a, b, c bitboard.Square) bool { return line[a&63][b&63].Has(c) }

// Ray returns the attacks of a slider on sq in direction d on the empty board.
func Ray(d bitboard.Direction, sq bitboard.Square) bitboard.Bitboard { return ray[d&7][sq&63] }

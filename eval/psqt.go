package eval

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// psqt[piece][sq] is the material value plus the square bonus of piece on
// sq, from White's point of view for white pieces and Black's for black
// ones (both positive). Built once by buildPSQT, read-only afterwards.
var psqt [16][64]pair

// The tables below are drawn as the board is seen by White: rank 8 on top,
// file a on the left. Black uses them mirrored vertically.

var pawnTableMG = [64]int{
	0, 0, 0, 0, 0, 0, 0, 0,
	30, 30, 35, 40, 40, 35, 30, 30,
	10, 12, 18, 28, 28, 18, 12, 10,
	2, 4, 10, 22, 22, 10, 4, 2,
	-2, 0, 6, 18, 18, 4, 0, -2,
	-2, 0, 2, 6, 6, -2, 2, -2,
	-4, 0, 0, -10, -10, 6, 6, -4,
	0, 0, 0, 0, 0, 0, 0, 0,
}

var pawnTableEG = [64]int{
	0, 0, 0, 0, 0, 0, 0, 0,
	60, 60, 60, 60, 60, 60, 60, 60,
	35, 35, 35, 35, 35, 35, 35, 35,
	20, 20, 20, 20, 20, 20, 20, 20,
	10, 10, 10, 10, 10, 10, 10, 10,
	4, 4, 4, 4, 4, 4, 4, 4,
	0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0,
}

var kingTableMG = [64]int{
	-60, -60, -60, -70, -70, -60, -60, -60,
	-50, -50, -55, -60, -60, -55, -50, -50,
	-40, -45, -50, -55, -55, -50, -45, -40,
	-30, -35, -40, -50, -50, -40, -35, -30,
	-20, -25, -30, -40, -40, -30, -25, -20,
	-10, -15, -20, -25, -25, -20, -15, -10,
	10, 10, -5, -15, -15, -5, 10, 10,
	20, 30, 10, -5, 0, 5, 30, 20,
}

var rookTableMG = [64]int{
	5, 5, 5, 8, 8, 5, 5, 5,
	15, 18, 18, 18, 18, 18, 18, 15,
	-2, 0, 0, 0, 0, 0, 0, -2,
	-4, 0, 0, 0, 0, 0, 0, -4,
	-4, 0, 0, 0, 0, 0, 0, -4,
	-4, 0, 0, 0, 0, 0, 0, -4,
	-6, -2, 0, 0, 0, 0, -2, -6,
	-3, 0, 3, 6, 6, 4, 0, -3,
}

// centrality is 0 in a corner and 6 on the four centre squares: the sum of
// the file's and the rank's distance from the nearer edge.
func centrality(sq bitboard.Square) int {
	f, r := int(sq.File()), int(sq.Rank())
	return min(f, 7-f) + min(r, 7-r)
}

// squareBonus returns the bonus of a white piece of type t on sq.
func squareBonus(t chess.PieceType, sq bitboard.Square) pair {
	c := centrality(sq)
	rank := int(sq.Rank())
	table := int(sq ^ 56) // index into the rank-8-on-top tables
	switch t {
	case chess.Pawn:
		return p(pawnTableMG[table], pawnTableEG[table])
	case chess.Knight:
		b := p(-40+10*c, -30+8*c)
		if rank >= 3 && rank <= 5 {
			b.mg += 5 // forward knights
		}
		return b
	case chess.Bishop:
		b := p(-12+4*c, -15+5*c)
		if bitboard.DiagonalA1H8.Has(sq) || bitboard.AntiDiagonalH1A8.Has(sq) {
			b.mg += 8
		}
		return b
	case chess.Rook:
		return p(rookTableMG[table], 0)
	case chess.Queen:
		b := p(-6+2*c, -20+6*c)
		if rank == 0 {
			b.mg += 4 // undeveloped is fine early; wandering out is not
		}
		return b
	case chess.King:
		return p(kingTableMG[table], -45+12*c)
	}
	return pair{}
}

func init() { buildPSQT() }

// buildPSQT fills psqt from pieceValue and squareBonus.
func buildPSQT() {
	for t := chess.Pawn; t <= chess.King; t++ {
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			v := pieceValue[t].add(squareBonus(t, sq))
			psqt[chess.NewPiece(chess.White, t)][sq] = v
			psqt[chess.NewPiece(chess.Black, t)][sq^56] = v
		}
	}
}

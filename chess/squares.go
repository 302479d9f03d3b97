package chess

import "github.com/westcott-chess/westcott/bitboard"

// The 64 squares, the bitboard package's constants under the same names
// (chess.E4 is bitboard.E4), so that a program that only plays chess can
// write chess.NewMove(chess.E2, chess.E4) without importing bitboard.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 = bitboard.A1, bitboard.B1, bitboard.C1, bitboard.D1, bitboard.E1, bitboard.F1, bitboard.G1, bitboard.H1
	A2, B2, C2, D2, E2, F2, G2, H2 = bitboard.A2, bitboard.B2, bitboard.C2, bitboard.D2, bitboard.E2, bitboard.F2, bitboard.G2, bitboard.H2
	A3, B3, C3, D3, E3, F3, G3, H3 = bitboard.A3, bitboard.B3, bitboard.C3, bitboard.D3, bitboard.E3, bitboard.F3, bitboard.G3, bitboard.H3
	A4, B4, C4, D4, E4, F4, G4, H4 = bitboard.A4, bitboard.B4, bitboard.C4, bitboard.D4, bitboard.E4, bitboard.F4, bitboard.G4, bitboard.H4
	A5, B5, C5, D5, E5, F5, G5, H5 = bitboard.A5, bitboard.B5, bitboard.C5, bitboard.D5, bitboard.E5, bitboard.F5, bitboard.G5, bitboard.H5
	A6, B6, C6, D6, E6, F6, G6, H6 = bitboard.A6, bitboard.B6, bitboard.C6, bitboard.D6, bitboard.E6, bitboard.F6, bitboard.G6, bitboard.H6
	A7, B7, C7, D7, E7, F7, G7, H7 = bitboard.A7, bitboard.B7, bitboard.C7, bitboard.D7, bitboard.E7, bitboard.F7, bitboard.G7, bitboard.H7
	A8, B8, C8, D8, E8, F8, G8, H8 = bitboard.A8, bitboard.B8, bitboard.C8, bitboard.D8, bitboard.E8, bitboard.F8, bitboard.G8, bitboard.H8
)

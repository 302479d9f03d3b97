// Package bitboard implements 64-bit sets of chessboard squares and the
// set-wise operations of the chessprogramming-wiki bitboard pages: one-step shifts in the eight compass and
// eight knight directions, fills and spans, occluded fills by Kogge-Stone and
// Dumb7Fill (its seven steps, the early-stopping loop, and the attack getter
// with six fills), bit scans (math/bits, and the BitScan page's variants as
// references, Faxon's original with the LS1B reset, and a De Bruijn sequence
// generator), flips and mirrors, All Shortest Paths for a king or a knight
// within a mask and the pawns' attack-cone fill, and the 8×8 dot diagrams the pages draw.
//
// The mapping is little-endian rank-file (page "Bitboard Board-Definition"):
// a1 is bit 0, b1 bit 1, …, h1 bit 7, a2 bit 8, …, h8 bit 63. A diagram shows
// rank 8 on top and file a on the left, one character per square:
//
//	. . . . . . . .
//	. . . . . . . .
//	. . . . . . . .
//	. . . . . . . .
//	. . . . 1 . . .
//	. . . . . . . .
//	. . . . . . . .
//	. . . . . . . .
//
// is the set {e4}, that is Bitboard(1) << 28.
package bitboard

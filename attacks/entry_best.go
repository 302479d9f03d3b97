//go:build bestmagics

package attacks

import "github.com/westcott-chess/westcott/bitboard"

// bestMagicsAtInit makes init build the best-magic tables, which Rook and
// Bishop read unchecked in this build.
const bestMagicsAtInit = true

// Rook returns the squares a rook on sq attacks given the occupied squares
// occ, blockers included. This build (tag bestmagics) uses the best-magic tables.
func Rook(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bestRookTable[bestRookMagics[sq&63].index(occ)&rookIndexMask]
}

// Bishop returns the squares a bishop on sq attacks given the occupancy.
func Bishop(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bestBishopTable[bestBishopMagics[sq&63].index(occ)&bishopIndexMask]
}

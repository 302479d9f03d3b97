//go:build !bestmagics

package attacks

import "github.com/westcott-chess/westcott/bitboard"

// The entry points take the project's own magics; the build tag bestmagics
// (entry_best.go) swaps in the page "Best Magics so far"'s, so that perft and
// the engine can be timed on either.

// bestMagicsAtInit tells init whether to build the best-magic tables: only
// when the entry points read them.
const bestMagicsAtInit = false

// Rook returns the squares a rook on sq attacks given the occupied squares
// occ, blockers included. It uses magic bitboards, the fastest method here.
func Rook(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return rookTable[rookMagics[sq&63].index(occ)&rookIndexMask]
}

// Bishop returns the squares a bishop on sq attacks given the occupancy.
func Bishop(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bishopTable[bishopMagics[sq&63].index(occ)&bishopIndexMask]
}

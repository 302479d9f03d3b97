package eval

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pawns"
)

// push returns b moved one rank forward for color c ("front" is north for
// White and south for Black).
func push(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.North()
	}
	return b.South()
}

// pawnAttacks returns the squares the pawns b of color c attack.
func pawnAttacks(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	return pawns.Attacks(c, b)
}

// pawnFacts are the pawn-structure sets of one color.
type pawnFacts struct {
	passed, isolated, doubled, backward, backwardOpen, defended, phalanx bitboard.Bitboard
}

// pawnStructure finds the pawn patterns of color c's pawns own against the
// enemy pawns foe, with the set-wise patterns of package pawns (seed pages
// "Attack Spans", "Backward Pawns (Bitboards)", "Defended Pawns",
// "Double and Triple", "Duo Trio Quart").
func pawnStructure(c chess.Color, own, foe bitboard.Bitboard) pawnFacts {
	pc := c
	var f pawnFacts
	f.isolated = pawns.Isolated(own)
	f.doubled = pawns.InFrontOfOwn(pc, own) // each pawn beyond the first on a file
	f.passed = pawns.Passed(pc, own, foe) &^ pawns.BehindOwn(pc, own)
	f.backward = pawns.Backward(pc, own, foe)
	f.backwardOpen = f.backward & pawns.Open(pc, own, foe)
	f.defended = pawns.Defended(pc, own)
	f.phalanx = pawns.Phalanx(own)
	return f
}

package eval

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Set-wise pawn patterns of the seed pages "Attack Spans" and "Backward
// Pawns (Bitboards)" (shared/seeds/cpw-bitboards.txt), written for either
// color: "front" is north for White and south for Black.

// push returns b moved one rank forward for color c.
func push(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.North()
	}
	return b.South()
}

// frontSpan returns the squares in front of the pawns b on their files,
// the pawns' own squares excluded.
func frontSpan(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.NorthSpan()
	}
	return b.SouthSpan()
}

// pawnAttacks returns the squares the pawns b of color c attack.
func pawnAttacks(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.NorthEast() | b.NorthWest()
	}
	return b.SouthEast() | b.SouthWest()
}

// attackFrontSpans returns the front attack spans of the pawns b: every
// square a pawn could attack by advancing on its file, the ones it attacks
// now included.
func attackFrontSpans(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	f := frontSpan(c, b)
	return f.East() | f.West()
}

// pawnFacts are the pawn-structure sets of one color.
type pawnFacts struct {
	passed, isolated, doubled, backward, backwardOpen, defended, phalanx bitboard.Bitboard
}

// pawnStructure finds the pawn patterns of color c's pawns own against the
// enemy pawns foe.
func pawnStructure(c chess.Color, own, foe bitboard.Bitboard) pawnFacts {
	var f pawnFacts
	them := c.Other()
	fileFill := own.FileFill()
	// Isolated: not a member of its own east or west attack file fills.
	f.isolated = own &^ (fileFill.East() | fileFill.West())
	// Doubled: an own pawn stands behind it on its file.
	f.doubled = own & frontSpan(c, own)
	// Passed: not in the enemy pawns' front spans or front attack spans,
	// and no own pawn in front of it on its file.
	f.passed = own &^ (frontSpan(them, foe) | attackFrontSpans(them, foe) | frontSpan(them, own))
	// Backward: its stop square is not in its own front attack spans but
	// is attacked by an enemy pawn.
	stops := push(c, own)
	f.backward = push(them, stops&pawnAttacks(them, foe)&^attackFrontSpans(c, own))
	f.backwardOpen = f.backward &^ frontSpan(them, foe)
	f.defended = own & pawnAttacks(c, own)
	f.phalanx = own & (own.East() | own.West())
	return f
}

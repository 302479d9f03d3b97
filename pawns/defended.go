package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Defended and defending pawns (page "Defended Pawns (Bitboards)"). East and
// west are kept apart for a unique source–target relation: a pawn defended
// from the west is attacked by an own pawn's east attack. For White,
// DefendedFromWest(p).SouthWest() == DefendersFromWest(p).

// DefendedFromWest returns the pawns of p (color c) defended by an own pawn
// on the file to their west. DefendedFromWest(White, {c4, d5}) is {d5}.
func DefendedFromWest(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & EastAttacks(c, p)
}

// DefendedFromEast returns the pawns of p (color c) defended by an own pawn
// on the file to their east. DefendedFromEast(White, {g5, h4}) is {g5}.
func DefendedFromEast(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & WestAttacks(c, p)
}

// Defended returns the pawns of p (color c) defended by at least one own
// pawn.
func Defended(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard { return p & Attacks(c, p) }

// DefendersFromWest returns the pawns of p (color c) that defend an own pawn
// on the file to their east, by the opposite color's west attacks (the
// "black" attacks of White's pawns). DefendersFromWest(White, {c4, d5}) is
// {c4}.
func DefendersFromWest(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & WestAttacks(c.Other(), p)
}

// DefendersFromEast returns the pawns of p (color c) that defend an own pawn
// on the file to their west. DefendersFromEast(White, {g5, h4}) is {h4}.
func DefendersFromEast(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & EastAttacks(c.Other(), p)
}

// Defenders returns the pawns of p (color c) that defend at least one own
// pawn.
func Defenders(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & Attacks(c.Other(), p)
}

// DefendedDefenders returns the pawns of p (color c) that are defended and
// defend: the inner pawns of chains of at least three.
func DefendedDefenders(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return Defended(c, p) & Defenders(c, p)
}

// NotDefendedDefenders returns the pawns of p (color c) that defend but are
// not defended: the bases of chains, targets of opponent attacks.
func NotDefendedDefenders(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return Defenders(c, p) &^ Defended(c, p)
}

// NotDefendingDefended returns the pawns of p (color c) that are defended
// but defend no pawn: likely the peaks of chains.
func NotDefendingDefended(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return Defended(c, p) &^ Defenders(c, p)
}

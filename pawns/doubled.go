package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Doubled and tripled pawns (page "Double and Triple (Bitboards)", section
// "Multiple Pawns"). The number of pawns with an own pawn in front equals
// the number with an own pawn behind.

// BehindOwn returns the pawns of p (color c) with at least one own pawn in
// front on the same file: p & RearSpans(c, p). BehindOwn(White, {e2, e4}) is
// {e2}.
func BehindOwn(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard { return p & RearSpans(c, p) }

// InFrontOfOwn returns the pawns of p (color c) with at least one own pawn
// behind on the same file. InFrontOfOwn(White, {e2, e4}) is {e4}.
func InFrontOfOwn(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return p & FrontSpans(c, p)
}

// InFrontAndBehindOwn returns the pawns of p (color c) with own pawns both in
// front and behind: the middle pawns of triples (or more).
// InFrontAndBehindOwn(White, {e2, e3, e4}) is {e3}.
func InFrontAndBehindOwn(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return InFrontOfOwn(c, p) & BehindOwn(c, p)
}

// Doubled returns the pawns of p that share their file with another pawn of
// p (doubled, tripled or more). It does not depend on color.
// Doubled({e2, e4, d2}) is {e2, e4}.
func Doubled(p bitboard.Bitboard) bitboard.Bitboard { return p & (p.NorthSpan() | p.SouthSpan()) }

// Tripled returns the pawns of p on files holding three or more pawns of p.
// Tripled({e2, e3, e4, d2, d3}) is {e2, e3, e4}.
func Tripled(p bitboard.Bitboard) bitboard.Bitboard {
	return p & InFrontAndBehindOwn(bitboard.White, p).FileFill()
}

// RearTwins returns the rear pawns of files holding exactly two pawns of p
// (color c). RearTwins(White, {e2, e4, d2, d3, d4}) is {e2}.
func RearTwins(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return BehindOwn(c, p) &^ Tripled(p)
}

// FrontTwins returns the front pawns of files holding exactly two pawns of p
// (color c). FrontTwins(White, {e2, e4, d2, d3, d4}) is {e4}.
func FrontTwins(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return InFrontOfOwn(c, p) &^ Tripled(p)
}

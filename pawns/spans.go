package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Fills and spans (pages "Attack Spans" and "Double and Triple"; the fills
// are bitboard's Kogge-Stone NorthFill and SouthFill). "Front" is north for
// White and south for Black.

// push returns the stop squares of the pawns p of color c: one step forward.
func push(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.North()
	}
	return p.South()
}

// back returns the squares one step behind the pawns p of color c.
func back(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.South()
	}
	return p.North()
}

// FrontFill returns the pawns p of color c and every square in front of
// them on their files. FrontFill(White, {e2}) is e2–e8; FrontFill(c, 0) is 0.
func FrontFill(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.NorthFill()
	}
	return p.SouthFill()
}

// RearFill returns the pawns p of color c and every square behind them on
// their files. RearFill(White, {e4}) is e1–e4.
func RearFill(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.SouthFill()
	}
	return p.NorthFill()
}

// FrontSpans returns the squares strictly in front of the pawns p of color
// c. FrontSpans(White, {e4}) is e5–e8; FrontSpans(Black, {e4}) is e1–e3.
func FrontSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return push(c, FrontFill(c, p))
}

// RearSpans returns the squares strictly behind the pawns p of color c.
// RearSpans(White, {e4}) is e1–e3.
func RearSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return back(c, RearFill(c, p))
}

// EastAttacks returns the squares the pawns p of color c attack towards the
// h-file. EastAttacks(White, {e4}) is {f5}; EastAttacks(Black, {e4}) is {f3}.
func EastAttacks(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.NorthEast()
	}
	return p.SouthEast()
}

// WestAttacks returns the squares the pawns p of color c attack towards the
// a-file. WestAttacks(White, {e4}) is {d5}.
func WestAttacks(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	if c == bitboard.White {
		return p.NorthWest()
	}
	return p.SouthWest()
}

// Attacks returns the squares attacked by at least one pawn of p (color c).
func Attacks(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return EastAttacks(c, p) | WestAttacks(c, p)
}

// DoubleAttacks returns the squares attacked by two pawns of p (color c).
// DoubleAttacks(White, {c4, e4}) is {d5}.
func DoubleAttacks(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return EastAttacks(c, p) & WestAttacks(c, p)
}

// SafeSquares returns the squares that the pawns us (color c) attack at
// least as often as the opposing pawns them do; squares neither side
// attacks are safe. It is the page's wSafePawnSquares, used by
// AdvancedCandidates: a pawn may go there without losing a pawn exchange.
func SafeSquares(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	usEast, usWest := EastAttacks(c, us), WestAttacks(c, us)
	themEast, themWest := EastAttacks(c.Other(), them), WestAttacks(c.Other(), them)
	usDouble, usSingle := usEast&usWest, usEast^usWest
	themDouble, themAny := themEast&themWest, themEast|themWest
	return usDouble | ^themAny | (usSingle &^ themDouble)
}

// EastAttackFrontSpans returns the front spans of p (color c) shifted one
// file east: the squares the pawns attack towards the h-file now or after
// pushing. EastAttackFrontSpans(White, {d4}) is e5–e8.
func EastAttackFrontSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return FrontSpans(c, p).East()
}

// WestAttackFrontSpans returns the front spans of p (color c) shifted one
// file west. WestAttackFrontSpans(White, {d4}) is c5–c8.
func WestAttackFrontSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return FrontSpans(c, p).West()
}

// AttackFrontSpans returns the union of the east and west front attack spans
// of p (color c): every square the pawns may attack while advancing.
// AttackFrontSpans(White, {d4}) is c5–c8 and e5–e8.
func AttackFrontSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	s := FrontSpans(c, p)
	return s.East() | s.West()
}

// EastAttackRearSpans returns the rear fills of p (color c) shifted one file
// east: the rest of the adjacent file, so that front and rear attack span
// cover it whole. EastAttackRearSpans(White, {d4}) is e1–e4.
func EastAttackRearSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return RearFill(c, p).East()
}

// WestAttackRearSpans returns the rear fills of p (color c) shifted one file
// west. WestAttackRearSpans(White, {d4}) is c1–c4.
func WestAttackRearSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	return RearFill(c, p).West()
}

// AttackRearSpans returns the union of the east and west rear attack spans
// of p (color c). AttackRearSpans(White, {d4}) is c1–c4 and e1–e4.
func AttackRearSpans(c bitboard.Color, p bitboard.Bitboard) bitboard.Bitboard {
	f := RearFill(c, p)
	return f.East() | f.West()
}

// EastAttackFileFill returns the files east of the files of p: the files at
// least one square of which a pawn of p attacks towards the h-file. It does
// not depend on color. EastAttackFileFill({d4}) is the e-file.
func EastAttackFileFill(p bitboard.Bitboard) bitboard.Bitboard { return p.FileFill().East() }

// WestAttackFileFill returns the files west of the files of p.
// WestAttackFileFill({d4}) is the c-file.
func WestAttackFileFill(p bitboard.Bitboard) bitboard.Bitboard { return p.FileFill().West() }

// AttackFileFill returns the files adjacent to the files of p.
// AttackFileFill({d4}) is the c- and e-files; AttackFileFill({a2}) the b-file.
func AttackFileFill(p bitboard.Bitboard) bitboard.Bitboard {
	f := p.FileFill()
	return f.East() | f.West()
}

package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Backward returns the pawns us (color c) whose stop square is attacked by an
// opposing pawn (a sentry) but lies outside the own front attack spans, so no
// own pawn can ever defend it by advancing (page "Backward Pawns
// (Bitboards)", wBackward). It is the page's general definition: isolated,
// rammed and lever pawns are not excluded. Backward(White, {b2, d4}, {c4})
// is {b2}: c4 guards b3, and no white pawn can come to defend it.
func Backward(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	stops := push(c, us)
	return back(c, stops&Attacks(c.Other(), them)&^AttackFrontSpans(c, us))
}

// Stragglers returns the backward pawns us (color c) that are also open
// (half-free) and still on their second or third rank (page "Backward Pawns
// (Bitboards)", wStraggler). Levers are not excluded.
func Stragglers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	ranks := bitboard.Rank2BB | bitboard.Rank3BB
	if c == bitboard.Black {
		ranks = bitboard.Rank7BB | bitboard.Rank6BB
	}
	return Backward(c, us, them) & Open(c, us, them) & ranks
}

// BackwardArea returns the backward square area of color c (page "Backward
// Pawns (Bitboards)", section "Telestop Weakness"): the opposing pawn attacks
// outside the front attack spans of us (stop squares dominated by the
// opponent) filled back towards c's first rank. A pawn of us inside the area
// has such a square somewhere in front of it: on its stop square, its
// telestop, or further up.
func BackwardArea(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	dominated := Attacks(c.Other(), them) &^ AttackFrontSpans(c, us)
	return RearFill(c, dominated)
}

// BackwardTelestop returns the pawns us (color c) inside their BackwardArea:
// backward pawns by the telestop criterion, which also finds pawns that may
// still push but have a permanently weak square further up (the page's
// example 8/5p2/6p1/p1p3P1/P1P5/7P/1P6/8 gives b2 and h3).
func BackwardTelestop(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & BackwardArea(c, us, them)
}

// BackwardDynamic returns Backward after the page's "further pass" (section
// "Dynamic Backwardness"): a second pass that counts only the front attack
// spans of movable pawns, those neither backward nor rammed in the first
// pass, since the others cannot realise their spans. On the page's example
// 8/8/1p6/8/p1P1p3/3pP3/1P1P4/8 it adds c4 to White's backward pawns b2 and
// d2, and a4 to Black's b6 and e4.
func BackwardDynamic(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	first := Backward(c, us, them)
	movable := us &^ (first | Rams(c, us, them))
	stops := push(c, us)
	second := back(c, stops&Attacks(c.Other(), them)&^AttackFrontSpans(c, movable))
	return first | second
}

// BackwardTelestopMovable returns the pawns us (color c) that can push but
// would be backward after it (page "Backward Pawns (Bitboards)", section
// "Telestop Weakness", its first way): Backward applied to the position
// with the movable pawns, those whose stop square holds no pawn, shifted one
// rank up, and the pawns found shifted back. On the page's example
// 8/5p2/6p1/p1p3P1/P1P5/7P/1P6/8 it gives b2 and h3, as BackwardTelestop
// does; unlike that one it looks at the telestop only, not further up.
func BackwardTelestopMovable(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	movable := us &^ back(c, us|them)
	moved := push(c, movable)
	return back(c, Backward(c, moved|us&^movable, them)&moved)
}

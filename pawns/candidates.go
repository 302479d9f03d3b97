package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Candidates, fakers and sneakers (page "Candidates (Bitboards)").
//
// A candidate is an open (half-free) pawn that is not yet passed — its front
// attack spans hold opposing pawns, the sentries — and has at least as many
// helpers as sentries. A helper is an own pawn in the candidate's rear attack
// spans (on an adjacent file, level with it or behind), able to advance and
// recapture a sentry. The page's "less advanced" diagrams add that a helper
// helps only if it can itself advance: a helper with a sentry of its own
// counts only when it has enough helpers in turn ("d4 faker due to helper's
// sentry", "d4 is candidate due to helper's helper f2"). Supported computes
// that rule to its end; an open, non-passed pawn without enough supported
// helpers is a faker.

// Supported returns the pawns of us (color c) that can advance with pawn
// support: the largest subset S of us in which every pawn has at least as
// many helpers in S as it has sentries among them. It is found by removing
// unsupported pawns until none is left to remove, at most once per pawn.
// A pawn without sentries is always supported.
func Supported(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	s := us
	for {
		next := s
		for b := s; b != 0; {
			sq := b.PopLSB()
			pawn := sq.Bitboard()
			sentries := AttackFrontSpans(c, pawn) & them
			if sentries == 0 {
				continue
			}
			helpers := AttackRearSpans(c, pawn) & s
			if helpers.Count() < sentries.Count() {
				next &^= pawn
			}
		}
		if next == s {
			return s
		}
		s = next
	}
}

// openNotPassed returns the open pawns of us that are not passed: the pawns
// that are candidates or fakers.
func openNotPassed(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return Open(c, us, them) &^ Passed(c, us, them)
}

// Candidates returns the candidate passed pawns of us (color c): open pawns,
// not passed, with at least as many supported helpers as sentries. In the
// page's first diagram (white b6 c5 g2, black c7 f4 g4) White's candidate is
// b6 (sentry c7, helper c5) and Black's f4 (sentry g2, helper g4).
func Candidates(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return openNotPassed(c, us, them) & Supported(c, us, them)
}

// Fakers returns the open, not passed pawns of us (color c) with more
// sentries than supported helpers: pseudo-candidates that cannot force a
// passed pawn by pawn moves alone.
func Fakers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return openNotPassed(c, us, them) &^ Supported(c, us, them)
}

// Sneakers returns the sneakers (hidden passed pawns) of us (color c) as the
// page describes them: advanced to the opponent's half of the board, rammed
// and defended, but no lever, and with no opposing pawn controlling the stop
// or telestop square. A sneaker may become a passed pawn when a neighbouring
// faker is sacrificed. With white b5 c6 and black c7, Sneakers(White, …) is
// {c6}.
func Sneakers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	advanced := bitboard.Rank5BB | bitboard.Rank6BB | bitboard.Rank7BB | bitboard.Rank8BB
	if c == bitboard.Black {
		advanced = bitboard.Rank4BB | bitboard.Rank3BB | bitboard.Rank2BB | bitboard.Rank1BB
	}
	theirs := Attacks(c.Other(), them)
	controlled := back(c, theirs|back(c, theirs)) // stop or telestop attacked
	return us & advanced & Rams(c, us, them) & Defended(c, us) &^ theirs &^ controlled
}

// AdvancedCandidates returns the page's wCandidatesOn5th for White and its
// mirror for Black: the open pawns of us on their fifth rank (White's 5th,
// Black's 4th) whose stop square is attacked by an opposing pawn but safe —
// the own pawns attack it at least as often (SafeSquares).
func AdvancedCandidates(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	rank := bitboard.Rank5BB
	if c == bitboard.Black {
		rank = bitboard.Rank4BB
	}
	safeAttacked := Attacks(c.Other(), them) & SafeSquares(c, us, them)
	return us & rank &^ FrontSpans(c.Other(), them) & back(c, safeAttacked)
}

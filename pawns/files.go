package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Open returns the pawns us (color c) with no opposing pawn in front of them
// on their file: Kmoch's half-free pawns, the Candidates page's "half-open
// pawns" (they stand on a file half-open for the opponent's rooks).
// Open(White, {d4, e4}, {e6}) is {d4}.
func Open(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us &^ FrontSpans(c.Other(), them)
}

// Closed returns the pawns us (color c) with an opposing pawn somewhere in
// front of them on their file: us minus Open.
func Closed(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & FrontSpans(c.Other(), them)
}

// Passed returns the pawns us (color c) outside every opposing front span
// and front attack span: no opposing pawn can stop or capture them on their
// way (page "Attack Spans"). Passed(White, {d5}, {c7}) is empty;
// Passed(White, {d5}, {b7}) is {d5}.
func Passed(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	o := c.Other()
	s := FrontSpans(o, them)
	return us &^ (s | s.East() | s.West())
}

// Isolated returns the pawns of p with no pawn of p on an adjacent file
// (outside both own attack file fills). Isolated({a2, b3, d4, d5}) is
// {d4, d5}.
func Isolated(p bitboard.Bitboard) bitboard.Bitboard { return p &^ AttackFileFill(p) }

// HalfIsolated returns the pawns of p with own pawns on one adjacent file but
// not the other: members of exactly one of the east and west attack file
// fills (page "Attack Spans"). A rook pawn with a neighbour is half-isolated,
// since it has no file on its other side. HalfIsolated({a2, b2, d2, e2, f2})
// is {a2, b2, d2, f2}.
func HalfIsolated(p bitboard.Bitboard) bitboard.Bitboard {
	return p & (EastAttackFileFill(p) ^ WestAttackFileFill(p))
}

// OpenFiles returns the files (as squares) with no pawn of either set.
// OpenFiles(whitePawns, blackPawns) of the start position is empty.
func OpenFiles(white, black bitboard.Bitboard) bitboard.Bitboard {
	return ^(white | black).FileFill()
}

// HalfOpenFiles returns the files (as squares) with no pawn of us but at
// least one of them: the files half-open for the rooks of us.
// HalfOpenFiles({a2, b2}, {a7, c7}) is the c-file.
func HalfOpenFiles(us, them bitboard.Bitboard) bitboard.Bitboard {
	return them.FileFill() &^ us.FileFill()
}

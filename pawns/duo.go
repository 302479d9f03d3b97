package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Horizontal neighbours (page "Duo Trio Quart (Bitboards)"): a duo (phalanx)
// is two adjacent pawns of one color on one rank, covering each other's
// stop square; a trio three, a quart four. The functions here ignore color.

// WithEastNeighbours returns the pawns of p with an own pawn directly to
// their east. WithEastNeighbours({a4, b4, c4}) is {a4, b4}.
func WithEastNeighbours(p bitboard.Bitboard) bitboard.Bitboard { return p & p.West() }

// WithWestNeighbours returns the pawns of p with an own pawn directly to
// their west. WithWestNeighbours({a4, b4, c4}) is {b4, c4}.
func WithWestNeighbours(p bitboard.Bitboard) bitboard.Bitboard { return p & p.East() }

// Phalanx returns the pawns of p with at least one horizontal neighbour:
// every member of a duo, trio, quart or longer row.
func Phalanx(p bitboard.Bitboard) bitboard.Bitboard { return p & (p.East() | p.West()) }

// Rows returns the pawns of p that belong to a horizontal row of exactly n
// adjacent pawns on one rank, bounded by empty squares or the board edge.
// Rows(p, 1) is the pawns without horizontal neighbours; Rows(p, n) is empty
// for n < 1 or n > 8.
func Rows(p bitboard.Bitboard, n int) bitboard.Bitboard {
	if n < 1 || n > 8 {
		return 0
	}
	// run is the set of squares s with s and its n-1 eastern neighbours all
	// in p; longer is the same for n+1. A row starts on a pawn without a west
	// neighbour, and has exactly n pawns when it is in run but not longer.
	run := p
	for range n - 1 {
		run = p & run.West()
	}
	longer := p & run.West()
	start := p &^ p.East() & run &^ longer
	row := start
	for range n - 1 {
		start = start.East()
		row |= start
	}
	return row
}

// Duos returns the pawns of p in exclusive duos: rows of exactly two.
// Duos({a4, b4, c4, f2, g2}) is {f2, g2}; a4 b4 c4 is a trio.
func Duos(p bitboard.Bitboard) bitboard.Bitboard {
	// The page's neighbour algebra: a pawn with exactly one neighbour whose
	// neighbour has no other neighbour.
	withWest := WithWestNeighbours(p)
	withEast := withWest >> 1
	exclusive := withWest ^ withEast
	exclusiveWest := withWest & exclusive
	exclusiveEast := withEast & exclusive
	westOfDuo := exclusiveEast & (exclusiveWest >> 1)
	return westOfDuo | westOfDuo<<1
}

// Trios returns the pawns of p in rows of exactly three on one rank.
// Trios({a4, b4, c4, f2, g2}) is {a4, b4, c4}.
func Trios(p bitboard.Bitboard) bitboard.Bitboard { return Rows(p, 3) }

// Quarts returns the pawns of p in rows of exactly four on one rank.
func Quarts(p bitboard.Bitboard) bitboard.Bitboard { return Rows(p, 4) }

// Hanging returns the hanging pawns of us (color c): the two pawns of an
// exclusive duo that are both open (no opposing pawn in front) and have no
// own pawns on the files beside the pair, such as c4 d4 with no b- and
// e-pawns. Hanging(White, {c4, d4, g2}, {c7, d6}) is empty (both are
// closed); Hanging(White, {c4, d4, g2}, {b7, e6}) is {c4, d4}.
func Hanging(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	duos := Duos(us)
	open := Open(c, us, them)
	west := duos & WithEastNeighbours(us) &^ EastAttackFileFill(us) & open
	east := duos & WithWestNeighbours(us) &^ WestAttackFileFill(us) & open
	pairs := west & east.West()
	return pairs | pairs.East()
}

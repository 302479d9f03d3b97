package attackmap

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// CountMap holds a small count (0–31) for every square, bit-sliced: bit i of
// square s's count is bit s of CountMap[i]. Adding a set of squares is a
// five-step ripple-carry adder on whole bitboards, and "attacked at least
// twice" is a few ANDs, with no loop over squares. The zero CountMap counts
// zero everywhere.
type CountMap [5]Bitboard

// Add adds one to the count of every square in b. Counts above 31 wrap.
func (m *CountMap) Add(b Bitboard) {
	for i := range m {
		m[i], b = m[i]^b, m[i]&b
	}
}

// At returns the count of sq; 0 off the board.
func (m *CountMap) At(sq Square) int {
	if sq >= 64 {
		return 0
	}
	n := 0
	for i := range m {
		n |= int(m[i]>>sq&1) << i
	}
	return n
}

// AtLeast returns the squares whose count is n or more. AtLeast(0) is every
// square; AtLeast(1) the squares counted at all.
func (m *CountMap) AtLeast(n int) Bitboard {
	if n <= 0 {
		return bitboard.Universe
	}
	if n > 31 {
		return 0
	}
	// count >= n, bit-serially from the top bit: ge collects squares
	// already known greater, eq those equal so far.
	var ge Bitboard
	eq := bitboard.Universe
	for i := len(m) - 1; i >= 0; i-- {
		if n>>i&1 == 1 {
			eq &= m[i]
		} else {
			ge |= eq & m[i]
			eq &^= m[i]
		}
	}
	return ge | eq
}

// Exactly returns the squares whose count is n.
func (m *CountMap) Exactly(n int) Bitboard { return m.AtLeast(n) &^ m.AtLeast(n+1) }

// Counts returns how many pieces of color c attack each square. It adds
// set-wise, one direction at a time: within one direction no square is
// reached by two pieces (a slider's ray stops at the first piece, and a
// knight or pawn target has one source per direction), so nineteen adds of
// whole sets count every attacker exactly: two pawn directions, eight knight
// directions, eight ray directions and the king. In the start position d2 is
// attacked four times by White (queen, king, bishop c1, knight b1).
func Counts(p *chess.Position, c chess.Color) CountMap {
	var m CountMap
	s := sidesOf(p, c)
	east, west := s.pawnAttackSets()
	m.Add(east)
	m.Add(west)
	n := s.knights
	for _, b := range [8]Bitboard{n.NoNoEa(), n.NoEaEa(), n.SoEaEa(), n.SoSoEa(), n.NoNoWe(), n.NoWeWe(), n.SoWeWe(), n.SoSoWe()} {
		m.Add(b)
	}
	for _, d := range bitboard.Directions {
		m.Add(s.rayAttacks(d))
	}
	m.Add(s.king.KingAttacks())
	return m
}

package chess

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
)

// CountLegal returns the number of legal moves without generating them: the
// target sets of the generator are counted by popcount. It is perft's bulk
// count of the last ply, and must always equal len(LegalMoves(nil)) — the
// perft tests compare the two on every suite position.
func (p *Position) CountLegal() int {
	if p.Pieces(p.side, King) == 0 {
		return 0
	}
	var c genContext
	c.init(p)
	n := p.kingFlights(c.ksq, c.own, c.occ)
	if c.checkers.More() {
		return n
	}
	target := ^c.own
	if c.checkers != 0 {
		target = attacks.Between(c.ksq, c.checkers.LSB()) | c.checkers
	} else if rights := p.castling >> (2 * c.us) & 3; rights != 0 {
		if rights&1 != 0 && p.castlingLegal(&c, p.castleRook[2*c.us&3]) {
			n++
		}
		if rights&2 != 0 && p.castlingLegal(&c, p.castleRook[(2*c.us+1)&3]) {
			n++
		}
	}

	for b := p.byType[Knight] & c.own &^ c.pinned; b != 0; {
		n += (attacks.Knight(b.PopLSB()) & target).Count()
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & c.own &^ c.pinned; b != 0; {
		n += (attacks.Bishop(b.PopLSB(), c.occ) & target).Count()
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & c.own &^ c.pinned; b != 0; {
		n += (attacks.Rook(b.PopLSB(), c.occ) & target).Count()
	}
	pawns := p.byType[Pawn] & c.own
	n += p.countPawns(&c, pawns&^c.pinned, target)
	if c.pinned != 0 {
		// Pinned pieces move only along their pin line; pinned knights never.
		for b := (p.byType[Bishop] | p.byType[Queen]) & c.own & c.pinned; b != 0; {
			from := b.PopLSB()
			n += (attacks.Bishop(from, c.occ) & target & attacks.Line(c.ksq, from)).Count()
		}
		for b := (p.byType[Rook] | p.byType[Queen]) & c.own & c.pinned; b != 0; {
			from := b.PopLSB()
			n += (attacks.Rook(from, c.occ) & target & attacks.Line(c.ksq, from)).Count()
		}
		for b := pawns & c.pinned; b != 0; {
			from := b.PopLSB()
			n += p.countPawns(&c, bit(from), target&attacks.Line(c.ksq, from))
		}
	}
	if p.ep != NoSquare {
		for b := pawnAttacks(c.them, p.ep) & pawns; b != 0; {
			if p.epLegal(&c, b.PopLSB()) {
				n++
			}
		}
	}
	return n
}

// countPawns counts what genPawns would generate for kind AllMoves.
func (p *Position) countPawns(c *genContext, pawns, allowed Bitboard) int {
	rank7, rank3 := bitboard.Rank7BB, bitboard.Rank3BB
	if c.us == Black {
		rank7, rank3 = bitboard.Rank2BB, bitboard.Rank6BB
	}
	empty := ^c.occ
	victims := c.enemy & allowed
	promo, rest := pawns&rank7, pawns&^rank7
	single := pawnShift(rest, c.us, 0) & empty
	double := pawnShift(single&rank3, c.us, 0) & empty & allowed
	n := (single & allowed).Count() + double.Count() +
		(pawnShift(rest, c.us, -1) & victims).Count() + (pawnShift(rest, c.us, 1) & victims).Count()
	if promo != 0 {
		n += 4 * ((pawnShift(promo, c.us, 0) & empty & allowed).Count() +
			(pawnShift(promo, c.us, -1) & victims).Count() + (pawnShift(promo, c.us, 1) & victims).Count())
	}
	return n
}

// KingFlights returns the number of squares the king of the side to move
// can step to: its legal king moves, castling aside. A search uses it to
// tell a check that threatens mate from one that merely chases the king.
func (p *Position) KingFlights() int {
	ksq := p.KingSquare(p.side)
	if ksq == NoSquare {
		return 0
	}
	return p.kingFlights(ksq, p.byColor[p.side], p.Occupied())
}

// kingFlights counts the squares next to ksq free of own pieces and not
// attacked, with the king taken off the board so that a slider's line
// through it counts.
func (p *Position) kingFlights(ksq Square, own, occ Bitboard) int {
	n := 0
	occ ^= bit(ksq)
	for t := attacks.King(ksq) &^ own; t != 0; {
		if !p.attacked(t.PopLSB(), p.side^1, occ) {
			n++
		}
	}
	return n
}

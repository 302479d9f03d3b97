package polyglot

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
)

// Move is a move as a book stores it: to-square in bits 0–5 and
// from-square in bits 6–11 (each file + 8 × rank, a1 = 0, as chess.Square
// counts), the promotion piece in bits 12–14 (0 none, 1 knight, 2 bishop,
// 3 rook, 4 queen). Castling is the king taking its own rook: e1h1, e1a1,
// e8h8, e8a8 in standard chess. The zero Move (a1a1) stands for no move;
// readers ignore it.
type Move uint16

// From returns the square the move starts on.
func (m Move) From() chess.Square { return chess.Square(m >> 6 & 63) }

// To returns the square the move ends on (the rook's, for castling).
func (m Move) To() chess.Square { return chess.Square(m & 63) }

// Promo returns the promotion piece type, chess.NoPieceType if none (or if
// the promotion bits hold no piece).
func (m Move) Promo() chess.PieceType {
	code := m >> 12 & 7
	if code == 0 || code > 4 {
		return chess.NoPieceType
	}
	return chess.Knight + chess.PieceType(code-1)
}

// String returns the move as the book writes it, in long algebraic
// notation with castling as king takes rook: "e2e4", "e7e8q", "e1h1".
func (m Move) String() string {
	s := m.From().String() + m.To().String()
	if t := m.Promo(); t != chess.NoPieceType {
		s += t.String()
	}
	return s
}

// check reports what is wrong with m as stored in a book: a promotion code
// beyond 4, the unused bit 15, or the same from- and to-square. The zero
// Move is allowed (it means no move).
func (m Move) check() error {
	switch {
	case m == 0:
		return nil
	case m>>15 != 0:
		return fmt.Errorf("move %#04x has bit 15 set", uint16(m))
	case m>>12&7 > 4:
		return fmt.Errorf("move %#04x has promotion code %d (want 0 to 4)", uint16(m), m>>12&7)
	case m.From() == m.To():
		return fmt.Errorf("move %#04x goes from %v to %v", uint16(m), m.From(), m.To())
	}
	return nil
}

// EncodeMove returns m as a book stores it. Castling is already king takes
// rook in chess.Move, so every move maps directly; chess.NullMove gives 0.
func EncodeMove(m chess.Move) Move {
	if m == chess.NullMove {
		return 0
	}
	pm := Move(m.To()) | Move(m.From())<<6
	if t := m.Promo(); t != chess.NoPieceType {
		pm |= Move(t-chess.Knight+1) << 12
	}
	return pm
}

// Decode returns the legal move of p that m stands for, or false if there is
// none (the zero Move, an entry of another position that shares the key, a
// damaged book). "e1h1" is castling when a king stands on e1 and may castle
// with the rook on h1, else a plain move, as p's legal moves decide.
func (m Move) Decode(p *chess.Position) (chess.Move, bool) {
	if m == 0 {
		return chess.NullMove, false
	}
	var buf [chess.MaxMoves]chess.Move
	n := p.GenerateInto(chess.AllMoves, &buf)
	return m.find(buf[:n])
}

// find returns the move of legal that m stands for.
func (m Move) find(legal []chess.Move) (chess.Move, bool) {
	for _, l := range legal {
		if EncodeMove(l) == m {
			return l, true
		}
	}
	return chess.NullMove, false
}

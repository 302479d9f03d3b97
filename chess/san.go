package chess

import (
	"strings"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
)

// SAN returns the legal move m in Standard Algebraic Notation: piece letter,
// the least disambiguation that makes it unique (file, else rank, else both),
// "x" for captures, the target, "=Q" for promotions, "O-O"/"O-O-O" for
// castling, and "+" or "#" when it gives check or mate.
func (p Position) SAN(m Move) string {
	var buf [8]byte // the longest SAN is 7 bytes ("Qh4xe1+", "exd8=Q#")
	return string(p.appendSAN(buf[:0], m))
}

// AppendSAN appends the SAN of the legal move m to dst, allocating nothing
// when dst has room.
func (p *Position) AppendSAN(dst []byte, m Move) []byte { return p.appendSAN(dst, m) }

const upperPieceLetters = " PNBRQK"

func (p *Position) appendSAN(b []byte, m Move) []byte {
	from, to := m.From(), m.To()
	pc := p.board[from&63]
	switch {
	case m.Kind() == Castling:
		if to > from {
			b = append(b, "O-O"...)
		} else {
			b = append(b, "O-O-O"...)
		}
	case pc.Type() == Pawn:
		if from.File() != to.File() {
			b = append(b, 'a'+byte(from.File()), 'x')
		}
		b = append(b, 'a'+byte(to.File()), '1'+byte(to.Rank()))
		if promo := m.Promo(); promo != NoPieceType {
			b = append(b, '=', upperPieceLetters[promo])
		}
	default:
		b = append(b, upperPieceLetters[pc.Type()&7])
		// Other pieces of the same kind that can legally go to the same square.
		var c genContext
		c.init(p)
		var rivals Bitboard
		if pc.Type() != King {
			for r := p.sanCandidates(&c, pc.Type(), to) &^ from.Bitboard(); r != 0; {
				if sq := r.PopLSB(); c.allows(sq, to) {
					rivals |= sq.Bitboard()
				}
			}
		}
		if rivals != 0 {
			switch {
			case rivals&bitboard.FileBB(from.File()) == 0:
				b = append(b, 'a'+byte(from.File()))
			case rivals&bitboard.RankBB(from.Rank()) == 0:
				b = append(b, '1'+byte(from.Rank()))
			default:
				b = append(b, 'a'+byte(from.File()), '1'+byte(from.Rank()))
			}
		}
		if p.board[to&63] != NoPiece {
			b = append(b, 'x')
		}
		b = append(b, 'a'+byte(to.File()), '1'+byte(to.Rank()))
	}
	child := *p
	child.makeMove(m)
	if child.InCheck() {
		if child.HasLegalMoves() {
			b = append(b, '+')
		} else {
			b = append(b, '#')
		}
	}
	return b
}

// ParseSAN parses a move in Standard Algebraic Notation and returns it if it
// is legal here. It is lenient in what it accepts beside strict SAN: "0-0"
// and "0-0-0", a missing "=" before the promotion piece ("e8Q"), a missing
// or extra "x", "e.p." after an en-passant capture, check and mate marks
// whether right or not, and annotation marks ("!", "?"). Errors are
// *MoveError wrapping ErrInvalidMove, ErrIllegalMove or ErrAmbiguousMove.
func (p *Position) ParseSAN(s string) (Move, error) {
	t := s
	// Strip suffixes: annotations, check marks, "e.p.".
	for {
		n := len(t)
		t = strings.TrimRight(t, "+#!? ")
		t = strings.TrimSuffix(t, "e.p.")
		if len(t) == n {
			break
		}
	}
	if t == "" {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	switch t {
	case "O-O", "0-0", "O-O-O", "0-0-0":
		return p.parseCastlingSAN(s, len(t) == 3)
	}

	// Piece letter, if any: upper case only, so that "b" stays a pawn file.
	piece := Pawn
	if pc := PieceFromLetter(t[0]); pc != NoPiece && pc.Color() == White && pc.Type() != Pawn {
		piece = pc.Type()
		t = t[1:]
	}

	// Promotion piece at the end: "=Q", "Q" or "q".
	promo := NoPieceType
	if len(t) >= 3 {
		if promo = promotionPiece(t[len(t)-1]); promo != NoPieceType {
			t = strings.TrimSuffix(t[:len(t)-1], "=")
		}
	}

	// Target square: the last two characters.
	if len(t) < 2 {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	to, err := bitboard.ParseSquare(t[len(t)-2:])
	if err != nil {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	t = t[:len(t)-2]
	t = strings.TrimSuffix(t, "x")
	t = strings.TrimSuffix(t, ":")

	// What is left is the disambiguation: a file, a rank, or both.
	fromMask := bitboard.Universe
	switch {
	case len(t) == 0:
	case len(t) == 1 && t[0] >= 'a' && t[0] <= 'h':
		fromMask = bitboard.FileBB(bitboard.File(t[0] - 'a'))
	case len(t) == 1 && t[0] >= '1' && t[0] <= '8':
		fromMask = bitboard.RankBB(bitboard.Rank(t[0] - '1'))
	case len(t) == 2:
		sq, err := bitboard.ParseSquare(t)
		if err != nil {
			return NullMove, p.moveError(s, ErrInvalidMove)
		}
		fromMask = sq.Bitboard()
	default:
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	if piece == Pawn && len(t) == 0 {
		fromMask = bitboard.FileBB(to.File()) // "e4" is a push; captures name their file
	}
	if promo != NoPieceType && (piece != Pawn || (to.Rank() != bitboard.Rank8 && to.Rank() != bitboard.Rank1)) {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}

	if piece == Pawn && promo == NoPieceType && (to.Rank() == bitboard.Rank8 || to.Rank() == bitboard.Rank1) {
		return NullMove, p.moveError(s, ErrInvalidMove) // promotion piece missing
	}
	if piece == Pawn && to == p.ep {
		return p.parseSANByGeneration(s, fromMask, to) // en passant: rare, let the generator judge
	}
	var c genContext
	c.init(p)
	found, n := NullMove, 0
	for cands := p.sanCandidates(&c, piece, to) & fromMask; cands != 0; {
		from := cands.PopLSB()
		if piece == King || c.allows(from, to) {
			n++
			found = NewMove(from, to)
			if promo != NoPieceType {
				found = NewPromotion(from, to, promo)
			}
		}
	}
	switch n {
	case 0:
		return NullMove, p.moveError(s, ErrIllegalMove)
	case 1:
		return found, nil
	}
	return NullMove, p.moveError(s, ErrAmbiguousMove)
}

// sanCandidates returns the pieces of the side to move of type t that could
// move to to by their way of moving, not yet checked for pins and checks
// (but kings only to safe squares). It is how SAN is read and written
// without generating every legal move.
func (p *Position) sanCandidates(c *genContext, t PieceType, to Square) Bitboard {
	if c.own.Has(to) {
		return 0
	}
	pieces := p.Pieces(c.us, t)
	switch t {
	case King:
		if attacks.King(to)&pieces == 0 || p.attacked(to, c.them, c.occ^c.ksq.Bitboard()) {
			return 0
		}
		return pieces
	case Pawn:
		if c.enemy.Has(to) {
			return pawnAttacks(c.them, to) & pieces
		}
		up := 8
		if c.us == Black {
			up = -8
		}
		one := Square(int(to) - up)
		if one >= 64 {
			return 0
		}
		if pieces.Has(one) {
			return one.Bitboard()
		}
		two := Square(int(one) - up)
		fourth := bitboard.Rank4
		if c.us == Black {
			fourth = bitboard.Rank5
		}
		if to.Rank() == fourth && p.board[one] == NoPiece && pieces.Has(two) {
			return two.Bitboard()
		}
		return 0
	}
	return pieces & PieceAttacks(NewPiece(c.us, t), to, c.occ)
}

// allows reports whether a piece other than the king may move from from to
// to, given the checks and pins: in check only onto the checker or between
// it and the king, and a pinned piece only along its pin line.
func (c *genContext) allows(from, to Square) bool {
	if c.checkers != 0 {
		if c.checkers.More() || !(attacks.Between(c.ksq, c.checkers.LSB()) | c.checkers).Has(to) {
			return false
		}
	}
	return !c.pinned.Has(from) || attacks.Line(c.ksq, from).Has(to)
}

// parseSANByGeneration resolves a pawn move to the en-passant square by
// looking it up among the generated legal moves.
func (p *Position) parseSANByGeneration(s string, fromMask Bitboard, to Square) (Move, error) {
	var buf [MaxMoves]Move
	n := p.generate(AllMoves, &buf)
	found := NullMove
	for _, m := range buf[:n] {
		if m.To() == to && fromMask.Has(m.From()) && p.board[m.From()].Type() == Pawn {
			if found != NullMove {
				return NullMove, p.moveError(s, ErrAmbiguousMove)
			}
			found = m
		}
	}
	if found == NullMove {
		return NullMove, p.moveError(s, ErrIllegalMove)
	}
	return found, nil
}

func (p *Position) parseCastlingSAN(s string, kingside bool) (Move, error) {
	var buf [MaxMoves]Move
	n := p.generate(Quiets, &buf)
	for _, m := range buf[:n] {
		if m.Kind() == Castling && (m.To() > m.From()) == kingside {
			return m, nil
		}
	}
	return NullMove, p.moveError(s, ErrIllegalMove)
}

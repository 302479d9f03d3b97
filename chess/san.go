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
func (p *Position) SAN(m Move) string {
	var b strings.Builder
	b.Grow(8)
	from, to := m.From(), m.To()
	pc := p.board[from]
	switch {
	case m.Kind() == Castling:
		if to > from {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
	case pc.Type() == Pawn:
		if from.File() != to.File() {
			b.WriteByte('a' + byte(from.File()))
			b.WriteByte('x')
		}
		b.WriteString(to.String())
		if promo := m.Promo(); promo != NoPieceType {
			b.WriteByte('=')
			b.WriteString(strings.ToUpper(promo.String()))
		}
	default:
		b.WriteString(strings.ToUpper(pc.Type().String()))
		// Other pieces of the same kind that can legally go to the same square.
		var buf [MaxMoves]Move
		n := p.generate(AllMoves, &buf)
		var rivals Bitboard
		for _, o := range buf[:n] {
			if o.To() == to && o.From() != from && o.Kind() != Castling && p.board[o.From()] == pc {
				rivals |= o.From().Bitboard()
			}
		}
		if rivals != 0 {
			switch {
			case rivals&bitboard.FileBB(from.File()) == 0:
				b.WriteByte('a' + byte(from.File()))
			case rivals&bitboard.RankBB(from.Rank()) == 0:
				b.WriteByte('1' + byte(from.Rank()))
			default:
				b.WriteString(from.String())
			}
		}
		if p.board[to] != NoPiece {
			b.WriteByte('x')
		}
		b.WriteString(to.String())
	}
	child := *p
	child.MakeMove(m)
	if child.InCheck() {
		if child.HasLegalMoves() {
			b.WriteByte('+')
		} else {
			b.WriteByte('#')
		}
	}
	return b.String()
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
	switch t[0] {
	case 'N':
		piece = Knight
	case 'B':
		piece = Bishop
	case 'R':
		piece = Rook
	case 'Q':
		piece = Queen
	case 'K':
		piece = King
	}
	if piece != Pawn {
		t = t[1:]
	}

	// Promotion piece at the end: "=Q", "Q" or "q".
	promo := NoPieceType
	if len(t) >= 3 {
		switch t[len(t)-1] {
		case 'N', 'n':
			promo = Knight
		case 'B', 'b':
			promo = Bishop
		case 'R', 'r':
			promo = Rook
		case 'Q', 'q':
			promo = Queen
		}
		if promo != NoPieceType {
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

	// Candidates: own pieces of that type, on the disambiguation squares,
	// that could reach the target; then keep the legal ones.
	cands := p.Pieces(p.side, piece) & fromMask
	if piece != Pawn {
		cands &= attacksFrom(piece, to, p.Occupied(), p.side^1) // reversible: a piece on to would see from
	}
	if cands == 0 {
		return NullMove, p.moveError(s, ErrIllegalMove)
	}
	var buf [MaxMoves]Move
	n := p.generate(AllMoves, &buf)
	found := NullMove
	for _, m := range buf[:n] {
		if m.To() != to || !cands.Has(m.From()) || m.Kind() == Castling || m.Promo() != promo {
			continue
		}
		if found != NullMove {
			return NullMove, p.moveError(s, ErrAmbiguousMove)
		}
		found = m
	}
	if found == NullMove {
		if piece == Pawn && promo == NoPieceType && (to.Rank() == bitboard.Rank8 || to.Rank() == bitboard.Rank1) {
			return NullMove, p.moveError(s, ErrInvalidMove) // promotion piece missing
		}
		return NullMove, p.moveError(s, ErrIllegalMove)
	}
	return found, nil
}

// attacksFrom returns the squares a piece of type t (and color c, for pawns)
// on sq attacks given occupancy occ.
func attacksFrom(t PieceType, sq Square, occ Bitboard, c Color) Bitboard {
	switch t {
	case Pawn:
		return pawnAttacks(c, sq)
	case Knight:
		return attacks.Knight(sq)
	case Bishop:
		return attacks.Bishop(sq, occ)
	case Rook:
		return attacks.Rook(sq, occ)
	case Queen:
		return attacks.Queen(sq, occ)
	case King:
		return attacks.King(sq)
	}
	return 0
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

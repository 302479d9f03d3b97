package chess

import (
	"errors"
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
)

// Errors a MoveError wraps.
var (
	ErrInvalidMove   = errors.New("invalid move syntax")
	ErrIllegalMove   = errors.New("illegal move")
	ErrAmbiguousMove = errors.New("ambiguous move")
)

// MoveError reports a move that could not be parsed or played: the text, the
// position's FEN, and ErrInvalidMove, ErrIllegalMove or ErrAmbiguousMove.
type MoveError struct {
	Move string
	FEN  string
	Err  error
}

func (e *MoveError) Error() string { return fmt.Sprintf("%v %q in %s", e.Err, e.Move, e.FEN) }
func (e *MoveError) Unwrap() error { return e.Err }

func (p *Position) moveError(s string, err error) error {
	return &MoveError{Move: s, FEN: p.FEN(), Err: err}
}

// UCI returns m in UCI notation for this position: castling as king takes
// rook in Chess960 positions ("e1h1"), as the king's two-square move
// otherwise ("e1g1").
func (p Position) UCI(m Move) string { return m.uci(p.chess960) }

// ParseMove parses a move in UCI notation ("e2e4", "e7e8q") and returns it if
// it is legal here. Castling may be written either way: the king's
// two-square move ("e1g1", standard chess only) or king takes own rook
// ("e1h1", always).
func (p *Position) ParseMove(s string) (Move, error) {
	if len(s) != 4 && len(s) != 5 {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	from, err1 := bitboard.ParseSquare(s[0:2])
	to, err2 := bitboard.ParseSquare(s[2:4])
	if err1 != nil || err2 != nil {
		return NullMove, p.moveError(s, ErrInvalidMove)
	}
	promo := NoPieceType
	if len(s) == 5 {
		if promo = promotionPiece(s[4]); promo == NoPieceType {
			return NullMove, p.moveError(s, ErrInvalidMove)
		}
	}
	var buf [MaxMoves]Move
	n := p.generate(AllMoves, &buf)
	for _, m := range buf[:n] {
		if m.From() != from || m.Promo() != promo {
			continue
		}
		if m.To() == to || m.Kind() == Castling && !p.chess960 && castlingKingTarget(from, m.To()) == to {
			return m, nil
		}
	}
	return NullMove, p.moveError(s, ErrIllegalMove)
}

// IsLegal reports whether m is a legal move in p.
func (p *Position) IsLegal(m Move) bool {
	var buf [MaxMoves]Move
	n := p.generateSome(AllMoves, &buf, bit(m.From()), bit(m.To()))
	for _, l := range buf[:n] {
		if l == m {
			return true
		}
	}
	return false
}

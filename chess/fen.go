package chess

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/bitboard"
)

// FENError reports a FEN that could not be used: which field was wrong and
// why. Err is ErrSyntax (wrapped with detail) for malformed text, or one of
// the validity errors (ErrNoKing, ErrPawnsOnBackRank, …) for well-formed text
// that describes an impossible position.
type FENError struct {
	Field FENField
	FEN   string // the input, verbatim
	Err   error
}

// FENField is the part of a FEN that a FENError is about. Callers compare
// it with the constants below, never with its words, which are for people.
type FENField uint8

const (
	FieldFEN            FENField = iota // the string as a whole: the number of fields
	FieldPlacement                      // piece placement, including the kings' count
	FieldSideToMove                     // active color
	FieldCastling                       // castling availability
	FieldEnPassant                      // en-passant target square
	FieldHalfmoveClock                  // halfmove clock
	FieldFullmoveNumber                 // fullmove number
	FieldPosition                       // every field parsed, but the position is impossible
)

var fenFieldNames = [...]string{
	FieldFEN:            "fen",
	FieldPlacement:      "placement",
	FieldSideToMove:     "side to move",
	FieldCastling:       "castling",
	FieldEnPassant:      "en passant",
	FieldHalfmoveClock:  "halfmove clock",
	FieldFullmoveNumber: "fullmove number",
	FieldPosition:       "position",
}

// String returns the field's name as FENError.Error prints it.
func (f FENField) String() string {
	if int(f) < len(fenFieldNames) {
		return fenFieldNames[f]
	}
	return "FENField(" + strconv.Itoa(int(f)) + ")"
}

func (e *FENError) Error() string {
	// A FEN is under 100 bytes; longer input (a binary file read as FENs)
	// is quoted as an excerpt so that the message stays one short line.
	fen := e.FEN
	if len(fen) > maxQuotedFEN {
		fen = fen[:maxQuotedFEN]
		return fmt.Sprintf("invalid FEN %q... (%d bytes): %s: %v", fen, len(e.FEN), e.Field, e.Err)
	}
	return fmt.Sprintf("invalid FEN %q: %s: %v", fen, e.Field, e.Err)
}

// maxQuotedFEN is the most of a bad FEN an error message quotes.
const maxQuotedFEN = 100

func (e *FENError) Unwrap() error { return e.Err }

// Errors a FENError can wrap.
var (
	ErrSyntax          = errors.New("syntax error")
	ErrNoKing          = errors.New("a side has no king")
	ErrTooManyKings    = errors.New("a side has more than one king")
	ErrTooManyPieces   = errors.New("a side has more than 16 pieces or more than 8 pawns")
	ErrTooManyPromoted = errors.New("a side has more promoted pieces than missing pawns")
	ErrPawnsOnBackRank = errors.New("pawn on the first or last rank")
	ErrOppositeCheck   = errors.New("the side not to move is in check")
	ErrTooManyCheckers = errors.New("impossible check: more than two checkers, or two that no move could give together")
	ErrBadCastling     = errors.New("castling right without king and rook on their squares")
	ErrBadEnPassant    = errors.New("no pawn can just have made a double step to this en-passant square")
)

func syntaxf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrSyntax, fmt.Sprintf(format, args...))
}

// ParseFEN parses a position in Forsyth-Edwards Notation and checks that it
// is legal. The halfmove clock and fullmove number may be left out (they
// default to 0 and 1). The castling field may be standard ("KQkq"), X-FEN
// (K/Q for the outermost rook, a file letter for an inner one) or
// Shredder-FEN (rook files, "HAha"); file letters, or a king or rook off its
// standard square, make the position Chess960. An en-passant square is kept
// only if a pawn can capture there. Every failure is a *FENError.
func ParseFEN(fen string) (Position, error) {
	var p Position
	fail := func(field FENField, err error) (Position, error) {
		return Position{}, &FENError{Field: field, FEN: fen, Err: err}
	}
	fields := strings.Fields(fen)
	if len(fields) < 4 || len(fields) > 6 {
		return fail(FieldFEN, syntaxf("%d fields, want 4 to 6 (placement, side, castling, en passant, [halfmove, fullmove])", len(fields)))
	}
	if err := p.parsePlacement(fields[0]); err != nil {
		return fail(FieldPlacement, err)
	}
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return fail(FieldSideToMove, syntaxf("%q, want \"w\" or \"b\"", fields[1]))
	}
	// Kings must be known before castling rights can be.
	if err := p.checkKings(); err != nil {
		return fail(FieldPlacement, err)
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return fail(FieldCastling, err)
	}
	if err := p.parseEnPassant(fields[3]); err != nil {
		return fail(FieldEnPassant, err)
	}
	p.fullmove = 1
	if len(fields) >= 5 {
		n, err := strconv.ParseUint(fields[4], 10, 16)
		if err != nil {
			return fail(FieldHalfmoveClock, syntaxf("%q is not a number from 0 to 65535", fields[4]))
		}
		p.halfmove = uint16(n)
	}
	if len(fields) == 6 {
		n, err := strconv.ParseUint(fields[5], 10, 16)
		if err != nil {
			return fail(FieldFullmoveNumber, syntaxf("%q is not a number from 1 to 65535", fields[5]))
		}
		p.fullmove = max(uint16(n), 1) // "0" is common in the wild; read it as 1
	}
	if err := p.validate(); err != nil {
		return fail(FieldPosition, err)
	}
	p.key = p.computeKey()
	return p, nil
}

func (p *Position) parsePlacement(s string) error {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return syntaxf("%d ranks, want 8", len(ranks))
	}
	for i, row := range ranks {
		r := 7 - i
		f := 0
		prevDigit := false
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '1' && c <= '8':
				if prevDigit {
					return syntaxf("rank %d: two digits in a row", r+1)
				}
				f += int(c - '0')
				prevDigit = true
			default:
				pc := PieceFromLetter(c)
				if pc == NoPiece {
					return syntaxf("rank %d: %q is not a piece letter", r+1, c)
				}
				if f >= 8 {
					return syntaxf("rank %d has more than 8 squares", r+1)
				}
				p.put(pc, bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)))
				f++
				prevDigit = false
			}
		}
		if f != 8 {
			return syntaxf("rank %d has %d squares, want 8", r+1, f)
		}
	}
	return nil
}

func (p *Position) checkKings() error {
	for _, c := range []Color{White, Black} {
		switch p.Pieces(c, King).Count() {
		case 0:
			return fmt.Errorf("%w (%s)", ErrNoKing, c)
		case 1:
		default:
			return fmt.Errorf("%w (%s)", ErrTooManyKings, c)
		}
	}
	return nil
}

func (p *Position) parseCastling(s string) error {
	for i := range p.castleRook {
		p.castleRook[i] = NoSquare
	}
	if s == "-" {
		return nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		color := White
		if c >= 'a' && c <= 'z' {
			color = Black
			c -= 'a' - 'A'
		}
		back := bitboard.RankBB(bitboard.Rank1)
		if color == Black {
			back = bitboard.RankBB(bitboard.Rank8)
		}
		ksq := p.KingSquare(color)
		if !back.Has(ksq) {
			return fmt.Errorf("%w: %q but the %s king is not on its first rank", ErrBadCastling, s[i], color)
		}
		rooks := p.Pieces(color, Rook) & back
		var rsq Square
		switch {
		case c == 'K':
			rsq = (rooks & ^(ksq.Bitboard()<<1 - 1)).MSB() // outermost rook east of the king
		case c == 'Q':
			rsq = (rooks & (ksq.Bitboard() - 1)).LSB() // outermost rook west of the king
		case c >= 'A' && c <= 'H':
			rsq = bitboard.NewSquare(bitboard.File(c-'A'), ksq.Rank())
			if !rooks.Has(rsq) {
				return fmt.Errorf("%w: %q but no %s rook on %v", ErrBadCastling, s[i], color, rsq)
			}
			p.chess960 = true
		default:
			return syntaxf("%q is not a castling letter (KQkq, or a file A-H/a-h)", s[i])
		}
		if rsq >= 64 || rsq == ksq {
			return fmt.Errorf("%w: %q but no %s rook on that side of the king", ErrBadCastling, s[i], color)
		}
		right := 0
		if rsq < ksq {
			right = 1
		}
		if color == Black {
			right += 2
		}
		if p.castling&(1<<right) != 0 {
			return syntaxf("%q gives a right that is already given", s[i])
		}
		p.castling |= 1 << right
		p.castleRook[right] = rsq
		p.castleSquares |= rsq.Bitboard()
		if ksq.File() != bitboard.FileE || (rsq.File() != bitboard.FileA && rsq.File() != bitboard.FileH) {
			p.chess960 = true
		}
	}
	return nil
}

func (p *Position) parseEnPassant(s string) error {
	p.ep = NoSquare
	if s == "-" {
		return nil
	}
	sq, err := bitboard.ParseSquare(s)
	if err != nil {
		return syntaxf("%q is not a square or \"-\"", s)
	}
	wantRank, up := bitboard.Rank6, 8
	if p.side == Black {
		wantRank, up = bitboard.Rank3, -8
	}
	if sq.Rank() != wantRank {
		return fmt.Errorf("%w: %v is not on rank %v", ErrBadEnPassant, sq, wantRank)
	}
	pawnSq, originSq := Square(int(sq)-up), Square(int(sq)+up)
	if p.board[pawnSq] != NewPiece(p.side^1, Pawn) || p.board[sq] != NoPiece || p.board[originSq] != NoPiece {
		return fmt.Errorf("%w: %v", ErrBadEnPassant, sq)
	}
	if p.epCapturable(sq) {
		p.ep = sq
	}
	return nil
}

// epCapturable reports whether a pawn of the side to move attacks ep.
func (p *Position) epCapturable(ep Square) bool {
	return pawnAttacks(p.side^1, ep)&p.Pieces(p.side, Pawn) != 0
}

// validate checks what syntax cannot: kings, pawns, piece counts, checks.
func (p *Position) validate() error {
	if err := p.checkKings(); err != nil {
		return err
	}
	if p.byType[Pawn]&(bitboard.Rank1BB|bitboard.Rank8BB) != 0 {
		return ErrPawnsOnBackRank
	}
	for _, c := range []Color{White, Black} {
		if p.byColor[c].Count() > 16 || p.Pieces(c, Pawn).Count() > 8 {
			return fmt.Errorf("%w (%s)", ErrTooManyPieces, c)
		}
		if extra, missing := p.promoted(c), 8-p.Pieces(c, Pawn).Count(); extra > missing {
			return fmt.Errorf("%w (%s: %d pieces beyond a queen, two rooks, two bishops and two knights, %d pawns missing)",
				ErrTooManyPromoted, c, extra, missing)
		}
	}
	them := p.side ^ 1
	if p.attacked(p.KingSquare(them), p.side, p.Occupied()) {
		return ErrOppositeCheck
	}
	checkers := p.Checkers()
	switch n := checkers.Count(); {
	case n > 2:
		return ErrTooManyCheckers
	case n == 2:
		// A double check needs a slider discovered by the other checker's
		// move, so two leapers or pawns cannot check together.
		if checkers&(p.byType[Bishop]|p.byType[Rook]|p.byType[Queen]) == 0 {
			return ErrTooManyCheckers
		}
	}
	return nil
}

// promoted returns how many of color c's pieces must have come from
// promotions: those beyond the queen, two rooks, two bishops and two
// knights of the initial position. Each took a pawn, so there can be no
// more than the pawns missing.
func (p *Position) promoted(c Color) int {
	n := 0
	for pt, initial := range [...]int{Knight: 2, Bishop: 2, Rook: 2, Queen: 1} {
		if initial > 0 {
			n += max(p.Pieces(c, PieceType(pt)).Count()-initial, 0)
		}
	}
	return n
}

// FEN returns the position in Forsyth-Edwards Notation. Castling rights are
// written "KQkq"-style, or Shredder-FEN style (rook files, "HAha") for
// Chess960 positions.
func (p Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r))]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteString(pc.String())
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	b.WriteString(p.castlingString())
	b.WriteByte(' ')
	b.WriteString(p.ep.String())
	fmt.Fprintf(&b, " %d %d", p.halfmove, p.fullmove)
	return b.String()
}

func (p *Position) castlingString() string {
	if p.castling == 0 {
		return "-"
	}
	if !p.chess960 {
		return p.castling.String()
	}
	s := ""
	for _, i := range []int{0, 1, 2, 3} { // K, Q, k, q order
		if p.castling&(1<<i) != 0 {
			letter := byte('A' + p.castleRook[i].File())
			if i >= 2 {
				letter += 'a' - 'A'
			}
			s += string(letter)
		}
	}
	return s
}

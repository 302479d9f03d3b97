package chess

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
)

// Position is a chess position: the pieces, the side to move, castling
// rights, the en-passant square, the clocks and the Zobrist key. It is a
// plain value of 176 bytes: copying it is a cheap way to keep an old
// position (copy-make), and several positions can be used from several
// goroutines independently. The zero Position is an empty board; use
// ParseFEN or StartPosition to get a playable one.
type Position struct {
	byType  [8]Bitboard // by PieceType; 0 and 7 unused, 8 entries so a 3-bit index needs no bounds check
	byColor [2]Bitboard
	board   [64]Piece
	key     uint64

	// castleRook[i] is the square of the rook that castling right 1<<i
	// castles with, or NoSquare. Kept when the right is lost; unused then.
	castleRook [4]Square
	// castleSquares holds the castling rooks' squares: a move touching none
	// of them (and not by a king) keeps the castling rights, which MakeMove
	// tests with one AND.
	castleSquares Bitboard
	side          Color
	castling      CastlingRights
	ep            Square // set only when an en-passant capture is pseudo-legal
	chess960      bool
	halfmove      uint16 // plies since the last capture or pawn move
	fullmove      uint16 // starts at 1, incremented after Black's move
}

// StartFEN is the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// StartPosition returns the standard starting position.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err)
	}
	return p
}

// SideToMove returns the color to move.
func (p *Position) SideToMove() Color { return p.side }

// Piece returns the piece on sq, NoPiece if it is empty or sq is off the board.
func (p *Position) Piece(sq Square) Piece {
	if sq >= 64 {
		return NoPiece
	}
	return p.board[sq]
}

// Pieces returns the set of pieces of color c and type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard { return p.byColor[c&1] & p.byType[t&7] }

// ByType returns the set of pieces of type t of both colors.
func (p *Position) ByType(t PieceType) Bitboard { return p.byType[t&7] }

// ByColor returns the set of pieces of color c.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c&1] }

// Occupied returns the set of all pieces.
func (p *Position) Occupied() Bitboard { return p.byColor[White] | p.byColor[Black] }

// KingSquare returns the square of c's king (NoSquare if it has none).
func (p *Position) KingSquare(c Color) Square { return p.Pieces(c, King).LSB() }

// Castling returns the castling rights.
func (p *Position) Castling() CastlingRights { return p.castling }

// CastlingRook returns the starting square of the rook that castling right
// r (a single right) castles with, or NoSquare if that right is not held.
func (p *Position) CastlingRook(r CastlingRights) Square {
	for i := range 4 {
		if r == 1<<i && p.castling&r != 0 {
			return p.castleRook[i]
		}
	}
	return NoSquare
}

// EnPassant returns the en-passant target square, or NoSquare. It is set only
// when a pawn of the side to move could capture there (ignoring pins).
func (p *Position) EnPassant() Square { return p.ep }

// HalfmoveClock returns the number of plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return int(p.halfmove) }

// FullmoveNumber returns the move number: 1 at the start, incremented after Black moves.
func (p *Position) FullmoveNumber() int { return int(p.fullmove) }

// Key returns the Zobrist hash key of the position: pieces, side to move,
// castling rights and en-passant file (only when a capture is possible).
func (p *Position) Key() uint64 { return p.key }

// Chess960 reports whether the position uses Chess960 castling notation.
func (p *Position) Chess960() bool { return p.chess960 }

// SetChess960 chooses the castling notation: Chess960 (king takes rook, and
// Shredder-FEN castling letters) or standard. The UCI_Chess960 option sets it.
func (p *Position) SetChess960(on bool) { p.chess960 = on }

// put, remove and move keep the bitboards and the board array in step. The
// index masks (&63, &1) cost nothing and spare the bounds checks.

func (p *Position) put(pc Piece, sq Square) {
	b := Bitboard(1) << (sq & 63)
	p.byType[pc.Type()] |= b
	p.byColor[pc.Color()&1] |= b
	p.board[sq&63] = pc
}

func (p *Position) remove(pc Piece, sq Square) {
	b := Bitboard(1) << (sq & 63)
	p.byType[pc.Type()] ^= b
	p.byColor[pc.Color()&1] ^= b
	p.board[sq&63] = NoPiece
}

func (p *Position) move(pc Piece, from, to Square) {
	b := Bitboard(1)<<(from&63) | Bitboard(1)<<(to&63)
	p.byType[pc.Type()] ^= b
	p.byColor[pc.Color()&1] ^= b
	p.board[from&63] = NoPiece
	p.board[to&63] = pc
}

// AttackersTo returns the pieces of both colors that attack sq, given the
// occupancy occ (which may differ from the board's, e.g. for x-rays).
func (p *Position) AttackersTo(sq Square, occ Bitboard) Bitboard {
	return attacks.Pawn(Black, sq)&p.Pieces(White, Pawn) |
		attacks.Pawn(White, sq)&p.Pieces(Black, Pawn) |
		attacks.Knight(sq)&p.byType[Knight] |
		attacks.King(sq)&p.byType[King] |
		attacks.Bishop(sq, occ)&(p.byType[Bishop]|p.byType[Queen]) |
		attacks.Rook(sq, occ)&(p.byType[Rook]|p.byType[Queen])
}

// PieceAttacks returns the squares the piece pc would attack from sq given
// the occupancy occ, its own pieces included: a pawn its two diagonal
// squares (not the squares it pushes to), a slider up to and including the
// first piece in each direction. NoPiece attacks nothing.
func PieceAttacks(pc Piece, sq Square, occ Bitboard) Bitboard {
	switch pc.Type() {
	case Pawn:
		return attacks.Pawn(pc.Color(), sq)
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

// attacked reports whether a piece of color by attacks sq given occupancy occ.
func (p *Position) attacked(sq Square, by Color, occ Bitboard) bool {
	them := p.byColor[by]
	return attacks.Pawn(by^1, sq)&them&p.byType[Pawn] != 0 ||
		attacks.Knight(sq)&them&p.byType[Knight] != 0 ||
		attacks.King(sq)&them&p.byType[King] != 0 ||
		attacks.Bishop(sq, occ)&them&(p.byType[Bishop]|p.byType[Queen]) != 0 ||
		attacks.Rook(sq, occ)&them&(p.byType[Rook]|p.byType[Queen]) != 0
}

// IsAttacked reports whether a piece of color by attacks sq.
func (p *Position) IsAttacked(sq Square, by Color) bool {
	return sq < 64 && p.attacked(sq, by, p.Occupied())
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	ksq := p.KingSquare(p.side)
	if ksq == NoSquare {
		return 0
	}
	return p.AttackersTo(ksq, p.Occupied()) & p.byColor[p.side^1]
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.Checkers() != 0 }

// Pinned returns the pieces of color c that are absolutely pinned to their
// king: a piece alone between its king and an enemy slider that would
// otherwise attack the king along that line.
func (p *Position) Pinned(c Color) Bitboard {
	_, pinned := p.checkersAndPinned(c)
	return pinned
}

// checkersAndPinned finds the pieces checking c's king and c's pinned pieces
// in one pass over the enemy sliders that see the king on an empty board
// (the "snipers"): with nothing between, a sniper checks; with exactly one
// piece of c between, that piece is pinned.
func (p *Position) checkersAndPinned(c Color) (checkers, pinned Bitboard) {
	ksq := p.Pieces(c, King).LSB()
	if ksq >= 64 {
		return 0, 0
	}
	them := p.byColor[c^1]
	occ := p.byColor[c] | them
	snipers := them & (attacks.RookEmpty(ksq)&(p.byType[Rook]|p.byType[Queen]) |
		attacks.BishopEmpty(ksq)&(p.byType[Bishop]|p.byType[Queen]))
	for snipers != 0 {
		s := snipers.PopLSB()
		b := attacks.Between(ksq, s) & occ
		if b == 0 {
			checkers |= bit(s)
		} else if !b.More() {
			pinned |= b & p.byColor[c]
		}
	}
	checkers |= them & (attacks.Knight(ksq)&p.byType[Knight] | attacks.Pawn(c, ksq)&p.byType[Pawn])
	return checkers, pinned
}

// String draws the board as Diagram(White) does, followed by the FEN, so
// that fmt.Print(pos) shows the position:
//
//	8 r n b q k b n r
//	7 p p p p p p p p
//	6 . . . . . . . .
//	5 . . . . . . . .
//	4 . . . . P . . .
//	3 . . . . . . . .
//	2 P P P P . P P P
//	1 R N B Q K B N R
//	  a b c d e f g h
//	rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
//
// It takes the value, as FEN, SAN and UCI do, so that it works on the
// Position a function returns (chess.StartPosition().FEN()); the methods
// that search and perft call take the pointer.
func (p Position) String() string { return p.Diagram(White) + p.FEN() }

// Diagram draws the board in 9 lines of text: a rank a line, its number first
// and its pieces as FEN letters ("." for an empty square), then the file
// letters. The side bottom is at the bottom of the picture: White sees rank 1
// at the bottom and the a-file on the left, Black the reverse.
func (p Position) Diagram(bottom Color) string {
	b := make([]byte, 0, 9*18)
	for row := range 8 {
		r, files := 7-row, "  a b c d e f g h\n"
		if bottom == Black {
			r, files = row, "  h g f e d c b a\n"
		}
		b = append(b, '1'+byte(r))
		for col := range 8 {
			f := col
			if bottom == Black {
				f = 7 - col
			}
			b = append(b, ' ')
			b = append(b, p.board[bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r))].String()...)
		}
		b = append(b, '\n')
		if row == 7 {
			b = append(b, files...)
		}
	}
	return string(b)
}

// bit returns the set of the one square sq, which must be on the board: the
// mask spares the shift the test that Square.Bitboard needs for NoSquare.
func bit(sq Square) Bitboard { return 1 << (sq & 63) }

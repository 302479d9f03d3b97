package chess

import "github.com/westcott-chess/westcott/bitboard"

// Square and Bitboard are the bitboard package's types, named here too so a
// program that only plays chess need not import bitboard.
type (
	Square   = bitboard.Square
	Bitboard = bitboard.Bitboard
)

// NoSquare stands for "no square", e.g. no en-passant target.
const NoSquare = bitboard.NoSquare

// Color is White or Black (the bitboard package's type).
type Color = bitboard.Color

// The two colors.
const (
	White = bitboard.White
	Black = bitboard.Black
)

// PieceType is a kind of piece without color.
type PieceType uint8

const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// String returns the lower-case letter of t ("n" for Knight), "" for NoPieceType.
func (t PieceType) String() string {
	if t > King {
		return ""
	}
	return [...]string{"", "p", "n", "b", "r", "q", "k"}[t]
}

// Piece is a colored piece: its color in bit 3, its type in bits 0–2.
// NoPiece (0) is an empty square.
type Piece uint8

const (
	NoPiece     Piece = 0
	WhitePawn   Piece = Piece(White)<<3 | Piece(Pawn)
	WhiteKnight Piece = Piece(White)<<3 | Piece(Knight)
	WhiteBishop Piece = Piece(White)<<3 | Piece(Bishop)
	WhiteRook   Piece = Piece(White)<<3 | Piece(Rook)
	WhiteQueen  Piece = Piece(White)<<3 | Piece(Queen)
	WhiteKing   Piece = Piece(White)<<3 | Piece(King)
	BlackPawn   Piece = Piece(Black)<<3 | Piece(Pawn)
	BlackKnight Piece = Piece(Black)<<3 | Piece(Knight)
	BlackBishop Piece = Piece(Black)<<3 | Piece(Bishop)
	BlackRook   Piece = Piece(Black)<<3 | Piece(Rook)
	BlackQueen  Piece = Piece(Black)<<3 | Piece(Queen)
	BlackKing   Piece = Piece(Black)<<3 | Piece(King)
)

// NewPiece returns the piece of color c and type t.
func NewPiece(c Color, t PieceType) Piece { return Piece(c)<<3 | Piece(t) }

// Type returns the piece's type; NoPieceType for NoPiece.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's color (White for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

const pieceLetters = " PNBRQK  pnbrqk"

// String returns the FEN letter of p: upper case for White ("N"), lower case
// for Black ("n"), "." for NoPiece.
func (p Piece) String() string {
	if p == NoPiece || int(p) >= len(pieceLetters) || pieceLetters[p] == ' ' {
		return "."
	}
	return pieceLetters[p : p+1]
}

// PieceFromLetter returns the piece of a FEN letter (upper case for White:
// 'N' is WhiteKnight, 'n' BlackKnight), or NoPiece.
func PieceFromLetter(c byte) Piece {
	for i := 1; i < len(pieceLetters); i++ {
		if pieceLetters[i] == c && c != ' ' {
			return Piece(i)
		}
	}
	return NoPiece
}

// promotionPiece returns the piece type a promotion letter names (n, b, r
// or q, in either case), or NoPieceType.
func promotionPiece(c byte) PieceType {
	switch t := PieceFromLetter(c | 0x20).Type(); t {
	case Knight, Bishop, Rook, Queen:
		return t
	}
	return NoPieceType
}

// CastlingRights is a set of castling rights, one bit each.
type CastlingRights uint8

const (
	WhiteKingside CastlingRights = 1 << iota
	WhiteQueenside
	BlackKingside
	BlackQueenside
	NoCastling  CastlingRights = 0
	AllCastling CastlingRights = 15
)

// String returns the rights in the standard FEN order ("KQkq"), "-" if none.
func (cr CastlingRights) String() string {
	s := ""
	for i, c := range "KQkq" {
		if cr&(1<<i) != 0 {
			s += string(c)
		}
	}
	if s == "" {
		return "-"
	}
	return s
}

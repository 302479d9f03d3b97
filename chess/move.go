package chess

// Move is a move in 16 bits: from-square (bits 0–5), to-square (6–11),
// promotion piece (12–13: knight, bishop, rook, queen) and kind (14–15).
// Castling is encoded as the king capturing its own rook (to is the rook's
// square), which covers Chess960 and standard chess alike. The zero Move is
// NullMove.
type Move uint16

// MoveKind tells the special moves apart.
type MoveKind uint16

const (
	Normal    MoveKind = 0
	Promotion MoveKind = 1 << 14
	EnPassant MoveKind = 2 << 14
	Castling  MoveKind = 3 << 14
)

// NullMove is the zero Move: no move ("0000" in UCI).
const NullMove Move = 0

// MaxMoves bounds the number of legal moves in any position (the known
// maximum is 218); move buffers of this length never overflow.
const MaxMoves = 256

// NewMove returns a normal move from one square to another: a piece's move
// or capture, or a pawn's push. Special moves have constructors of their own,
// and NewMove(E1, G1) is not castling: castling is NewCastling(E1, H1) (the
// king takes its own rook), a capture en passant NewEnPassant(E5, D6), a
// promotion NewPromotion(E7, E8, Queen). A move made by hand is not checked;
// Position.IsLegal tells. To get a legal move from text, use
// Position.ParseMove ("e1g1", "e7e8q") or Position.ParseSAN ("O-O", "e8=Q"),
// which find its kind for you.
func NewMove(from, to Square) Move { return Move(from) | Move(to)<<6 }

// NewPromotion returns a promotion to piece type promo (Knight … Queen).
func NewPromotion(from, to Square, promo PieceType) Move {
	return Move(from) | Move(to)<<6 | Move(promo-Knight)<<12 | Move(Promotion)
}

// NewEnPassant returns an en-passant capture; to is the en-passant square.
func NewEnPassant(from, to Square) Move { return Move(from) | Move(to)<<6 | Move(EnPassant) }

// NewCastling returns castling by the king on kingFrom with the rook on rookFrom.
func NewCastling(kingFrom, rookFrom Square) Move {
	return Move(kingFrom) | Move(rookFrom)<<6 | Move(Castling)
}

// From returns the square the move starts on (the king's, for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the castling rook's square, for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns Normal, Promotion, EnPassant or Castling.
func (m Move) Kind() MoveKind { return MoveKind(m) & Castling }

// Promo returns the promotion piece type, or NoPieceType if m is not a promotion.
func (m Move) Promo() PieceType {
	if m.Kind() != Promotion {
		return NoPieceType
	}
	return PieceType(m>>12&3) + Knight
}

// String returns m in UCI long algebraic notation ("e2e4", "e7e8q", "0000"),
// with castling as the king's two-square move of standard chess ("e1g1").
// For Chess960 notation (king takes rook) use Position.UCI.
func (m Move) String() string { return m.uci(false) }

func (m Move) uci(chess960 bool) string {
	if m == NullMove {
		return "0000"
	}
	from, to := m.From(), m.To()
	if m.Kind() == Castling && !chess960 {
		to = castlingKingTarget(from, to)
	}
	s := from.String() + to.String()
	if m.Kind() == Promotion {
		s += m.Promo().String()
	}
	return s
}

// castlingKingTarget returns where the king lands when castling with the rook
// on rookFrom: the g-file if the rook stands east of the king, else the c-file.
func castlingKingTarget(kingFrom, rookFrom Square) Square {
	if rookFrom > kingFrom {
		return kingFrom&^7 | 6
	}
	return kingFrom&^7 | 2
}

// castlingRookTarget returns where the rook lands: the f- or d-file.
func castlingRookTarget(kingFrom, rookFrom Square) Square {
	if rookFrom > kingFrom {
		return kingFrom&^7 | 5
	}
	return kingFrom&^7 | 3
}

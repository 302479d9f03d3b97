package pgn

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// resolveMove returns the legal move that the movetext token tok names in
// pos: SAN first, then long algebraic or UCI notation (an extension). The
// error is chess.ParseSAN's for the token.
func resolveMove(pos *chess.Position, tok []byte) (chess.Move, error) {
	s := string(tok)
	m, err := pos.ParseSAN(s)
	if err == nil {
		return m, nil
	}
	if m, ok := parseLAN(pos, s); ok {
		return m, nil
	}
	return chess.NullMove, err
}

// pieceOf maps a SAN piece letter to its type.
func pieceOf(c byte) chess.PieceType {
	switch c {
	case 'N':
		return chess.Knight
	case 'B':
		return chess.Bishop
	case 'R':
		return chess.Rook
	case 'Q':
		return chess.Queen
	case 'K':
		return chess.King
	}
	return chess.NoPieceType
}

// square parses two bytes as a square.
func square(f, r byte) (bitboard.Square, bool) {
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return bitboard.NoSquare, false
	}
	return bitboard.NewSquare(bitboard.File(f-'a'), bitboard.Rank(r-'1')), true
}

// parseLAN reads long algebraic notation: an optional piece letter, the
// from-square, an optional "-", "x" or ":", the to-square and an optional
// promotion piece ("=Q" or "q"), with check marks allowed; "g1f3", "e7e8q",
// "Ng1-f3", "e4xd5", "e1g1" (castling). A piece letter must name the piece
// on the from-square.
func parseLAN(pos *chess.Position, s string) (chess.Move, bool) {
	for len(s) > 0 && (s[len(s)-1] == '+' || s[len(s)-1] == '#') {
		s = s[:len(s)-1]
	}
	piece := chess.NoPieceType
	if len(s) > 0 {
		if s[0] == 'P' {
			piece = chess.Pawn
			s = s[1:]
		} else if p := pieceOf(s[0]); p != chess.NoPieceType {
			piece = p
			s = s[1:]
		}
	}
	if len(s) < 4 {
		return chess.NullMove, false
	}
	from, ok1 := square(s[0], s[1])
	s = s[2:]
	if s[0] == '-' || s[0] == 'x' || s[0] == ':' {
		s = s[1:]
	}
	if len(s) < 2 {
		return chess.NullMove, false
	}
	to, ok2 := square(s[0], s[1])
	if !ok1 || !ok2 {
		return chess.NullMove, false
	}
	s = s[2:]
	if len(s) > 0 && s[0] == '=' {
		s = s[1:]
	}
	uci := from.String() + to.String()
	switch s {
	case "":
	case "q", "r", "b", "n", "Q", "R", "B", "N":
		uci += string(s[0] | 0x20)
	default:
		return chess.NullMove, false
	}
	if piece != chess.NoPieceType && pos.Piece(from).Type() != piece {
		return chess.NullMove, false
	}
	m, err := pos.ParseMove(uci)
	return m, err == nil
}

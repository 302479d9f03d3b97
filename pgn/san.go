package pgn

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// resolveMove returns the legal move that the movetext token tok names in
// pos: SAN first, then long algebraic or UCI notation (an extension). The
// error is chess.ParseSAN's for the token.
func resolveMove(pos *chess.Position, tok []byte) (chess.Move, error) {
	if m, ok := fastSAN(pos, tok); ok {
		return m, nil
	}
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

// fastSAN resolves the common SAN moves of real games (piece moves, pawn
// pushes and captures, promotions, castling) without generating every legal
// move: it finds the candidate pieces from the attack tables and tests each
// candidate's legality by asking whether its own king is attacked after it.
// It answers ok only when exactly one legal move fits; en passant, anything
// unusual and every error go to chess.ParseSAN, which has the last word and
// the error messages. Tests check that both agree on every move they read.
//
// It is the reader's hot path: ParseSAN generates all legal moves for each
// token, which was 60% of the reading time (see docs/PERFORMANCE.md).
func fastSAN(pos *chess.Position, tok []byte) (chess.Move, bool) {
	n := len(tok)
	for n > 0 && (tok[n-1] == '+' || tok[n-1] == '#') {
		n--
	}
	t := tok[:n]
	if len(t) < 2 {
		return chess.NullMove, false
	}
	us := pos.SideToMove()
	switch t[0] {
	case 'O', '0':
		return fastCastling(pos, t)
	case 'N', 'B', 'R', 'Q', 'K':
		return fastPiece(pos, t, us)
	case 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h':
		return fastPawn(pos, t, us)
	}
	return chess.NullMove, false
}

func fastCastling(pos *chess.Position, t []byte) (chess.Move, bool) {
	var right chess.CastlingRights
	switch string(t) { // no allocation: the conversion only feeds the switch
	case "O-O", "0-0":
		right = chess.WhiteKingside
	case "O-O-O", "0-0-0":
		right = chess.WhiteQueenside
	default:
		return chess.NullMove, false
	}
	if pos.SideToMove() == chess.Black {
		right <<= 2
	}
	rook := pos.CastlingRook(right)
	if rook == chess.NoSquare {
		return chess.NullMove, false
	}
	m := chess.NewCastling(pos.KingSquare(pos.SideToMove()), rook)
	if !pos.IsLegal(m) {
		return chess.NullMove, false
	}
	return m, true
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

func fastPiece(pos *chess.Position, t []byte, us chess.Color) (chess.Move, bool) {
	piece := pieceOf(t[0])
	t = t[1:]
	if len(t) < 2 {
		return chess.NullMove, false
	}
	to, ok := square(t[len(t)-2], t[len(t)-1])
	if !ok {
		return chess.NullMove, false
	}
	t = t[:len(t)-2]
	if len(t) > 0 && (t[len(t)-1] == 'x' || t[len(t)-1] == ':') {
		t = t[:len(t)-1]
	}
	mask := bitboard.Universe
	switch len(t) {
	case 0:
	case 1:
		switch c := t[0]; {
		case c >= 'a' && c <= 'h':
			mask = bitboard.FileBB(bitboard.File(c - 'a'))
		case c >= '1' && c <= '8':
			mask = bitboard.RankBB(bitboard.Rank(c - '1'))
		default:
			return chess.NullMove, false
		}
	case 2:
		from, ok := square(t[0], t[1])
		if !ok {
			return chess.NullMove, false
		}
		mask = from.Bitboard()
	default:
		return chess.NullMove, false
	}
	own := pos.ByColor(us)
	if own.Has(to) {
		return chess.NullMove, false
	}
	occ := pos.Occupied()
	var reach bitboard.Bitboard
	switch piece {
	case chess.Knight:
		reach = attacks.Knight(to)
	case chess.Bishop:
		reach = attacks.Bishop(to, occ)
	case chess.Rook:
		reach = attacks.Rook(to, occ)
	case chess.Queen:
		reach = attacks.Queen(to, occ)
	case chess.King:
		reach = attacks.King(to)
	}
	cands := pos.Pieces(us, piece) & mask & reach
	found := chess.NullMove
	for cands != 0 {
		from := cands.PopLSB()
		if !legalAfter(pos, us, piece, from, to) {
			continue
		}
		if found != chess.NullMove {
			return chess.NullMove, false // ambiguous: ParseSAN reports it
		}
		found = chess.NewMove(from, to)
	}
	return found, found != chess.NullMove
}

func fastPawn(pos *chess.Position, t []byte, us chess.Color) (chess.Move, bool) {
	promo := chess.NoPieceType
	if len(t) >= 4 && t[len(t)-2] == '=' {
		promo = pieceOf(t[len(t)-1])
		if promo == chess.NoPieceType || promo == chess.King {
			return chess.NullMove, false
		}
		t = t[:len(t)-2]
	}
	if len(t) < 2 {
		return chess.NullMove, false
	}
	to, ok := square(t[len(t)-2], t[len(t)-1])
	if !ok {
		return chess.NullMove, false
	}
	lastRank := bitboard.Rank8
	dir := 8
	if us == chess.Black {
		lastRank, dir = bitboard.Rank1, -8
	}
	if (to.Rank() == lastRank) != (promo != chess.NoPieceType) {
		return chess.NullMove, false
	}
	t = t[:len(t)-2]
	occ := pos.Occupied()
	pawn := chess.NewPiece(us, chess.Pawn)
	var from bitboard.Square
	switch {
	case len(t) == 0: // a push
		if occ.Has(to) {
			return chess.NullMove, false
		}
		f1 := int(to) - dir
		if f1 < 0 || f1 > 63 {
			return chess.NullMove, false
		}
		from = bitboard.Square(f1)
		if pos.Piece(from) != pawn {
			f2 := f1 - dir
			doubleRank := bitboard.Rank4
			if us == chess.Black {
				doubleRank = bitboard.Rank5
			}
			if to.Rank() != doubleRank || occ.Has(from) || pos.Piece(bitboard.Square(f2)) != pawn {
				return chess.NullMove, false
			}
			from = bitboard.Square(f2)
		}
	case (len(t) == 1 || len(t) == 2 && (t[1] == 'x' || t[1] == ':')) && t[0] >= 'a' && t[0] <= 'h': // a capture
		ff := int(t[0] - 'a')
		if d := ff - int(to.File()); d != 1 && d != -1 {
			return chess.NullMove, false
		}
		f1 := int(to) - dir + ff - int(to.File())
		if f1 < 0 || f1 > 63 {
			return chess.NullMove, false
		}
		from = bitboard.Square(f1)
		if pos.Piece(from) != pawn || !pos.ByColor(us.Other()).Has(to) {
			return chess.NullMove, false // en passant goes to ParseSAN
		}
	default:
		return chess.NullMove, false
	}
	if !legalAfter(pos, us, chess.Pawn, from, to) {
		return chess.NullMove, false
	}
	if promo != chess.NoPieceType {
		return chess.NewPromotion(from, to, promo), true
	}
	return chess.NewMove(from, to), true
}

// legalAfter reports whether the move of us's piece from → to (not castling,
// not en passant) leaves us's king unattacked.
func legalAfter(pos *chess.Position, us chess.Color, piece chess.PieceType, from, to bitboard.Square) bool {
	occ := pos.Occupied()&^from.Bitboard() | to.Bitboard()
	them := pos.ByColor(us.Other()) &^ to.Bitboard()
	ksq := to
	if piece != chess.King {
		ksq = pos.KingSquare(us)
		if ksq == bitboard.NoSquare {
			return false
		}
	}
	return pos.AttackersTo(ksq, occ)&them == 0
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

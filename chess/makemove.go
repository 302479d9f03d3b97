package chess

import (
	"math"

	"github.com/westcott-chess/westcott/attacks"
)

// Undo holds what MakeMove cannot recompute when the move is taken back.
type Undo struct {
	key      uint64
	captured Piece
	castling CastlingRights
	ep       Square
	halfmove uint16
	fullmove uint16
}

// MakeMove plays the legal move m and returns what UnmakeMove needs to take
// it back. m must be legal in p (as generated, or checked by IsLegal);
// anything else corrupts the position. The Zobrist key is updated
// incrementally.
func (p *Position) MakeMove(m Move) Undo {
	u := Undo{key: p.key, castling: p.castling, ep: p.ep, halfmove: p.halfmove, fullmove: p.fullmove}
	switch m.Kind() {
	case EnPassant:
		u.captured = NewPiece(p.side^1, Pawn)
	case Normal, Promotion:
		u.captured = p.board[m.To()&63]
	}
	p.makeMove(m)
	return u
}

// makeMove is MakeMove without the Undo, for copy-make callers such as
// perft, which keep the old position instead.
func (p *Position) makeMove(m Move) {
	us := p.side
	from, to := m.From(), m.To()
	pc := p.board[from&63]
	key := p.key ^ zSide
	if p.ep != NoSquare {
		key ^= zEP[p.ep&7]
		p.ep = NoSquare
	}
	p.tick()

	switch m.Kind() {
	case Normal:
		if captured := p.board[to&63]; captured != NoPiece {
			p.remove(captured, to)
			key ^= zobrist(captured, to)
			p.halfmove = 0
		}
		p.move(pc, from, to)
		key ^= zobrist(pc, from) ^ zobrist(pc, to)
		if pc.Type() == Pawn {
			p.halfmove = 0
			if from^to == 16 { // double step: en passant possible if an enemy pawn attacks the square passed
				ep := (from + to) / 2
				if pawnAttacks(us, ep)&p.Pieces(us^1, Pawn) != 0 {
					p.ep = ep
					key ^= zEP[ep&7]
				}
			}
		}
	case Promotion:
		if captured := p.board[to&63]; captured != NoPiece {
			p.remove(captured, to)
			key ^= zobrist(captured, to)
		}
		promo := NewPiece(us, m.Promo())
		p.remove(pc, from)
		p.put(promo, to)
		key ^= zobrist(pc, from) ^ zobrist(promo, to)
		p.halfmove = 0
	case EnPassant:
		capSq := to ^ 8 // the square behind the target, on the mover's side
		captured := NewPiece(us^1, Pawn)
		p.remove(captured, capSq)
		p.move(pc, from, to)
		key ^= zobrist(captured, capSq) ^ zobrist(pc, from) ^ zobrist(pc, to)
		p.halfmove = 0
	case Castling:
		rook := NewPiece(us, Rook)
		kTo, rTo := castlingKingTarget(from, to), castlingRookTarget(from, to)
		// Remove both first: in Chess960 the targets may hold the other piece.
		p.remove(pc, from)
		p.remove(rook, to)
		p.put(pc, kTo)
		p.put(rook, rTo)
		key ^= zobrist(pc, from) ^ zobrist(pc, kTo) ^ zobrist(rook, to) ^ zobrist(rook, rTo)
	}

	if p.castling != 0 && (pc.Type() == King || (bit(from)|bit(to))&p.castleSquares != 0) {
		lost := p.rightsTouching(from) | p.rightsTouching(to)
		if pc.Type() == King {
			lost |= (WhiteKingside | WhiteQueenside) << (2 * us)
		}
		if lost&p.castling != 0 {
			key ^= zCastling[p.castling]
			p.castling &^= lost
			key ^= zCastling[p.castling]
		}
	}
	if us == Black {
		p.fullmove += boolU16(p.fullmove != math.MaxUint16)
	}
	p.side = us ^ 1
	p.key = key
}

// rightsTouching returns the castling rights whose rook starts on sq.
func (p *Position) rightsTouching(sq Square) CastlingRights {
	var r CastlingRights
	for i, rsq := range p.castleRook {
		if rsq == sq {
			r |= 1 << i
		}
	}
	return r
}

// UnmakeMove takes back m, which must be the last move made, with the Undo
// that MakeMove returned for it.
func (p *Position) UnmakeMove(m Move, u Undo) {
	p.side ^= 1
	us := p.side
	from, to := m.From(), m.To()
	switch m.Kind() {
	case Normal:
		p.move(p.board[to], to, from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case Promotion:
		p.remove(p.board[to], to)
		p.put(NewPiece(us, Pawn), from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case EnPassant:
		p.move(p.board[to], to, from)
		p.put(u.captured, to^8)
	case Castling:
		king, rook := NewPiece(us, King), NewPiece(us, Rook)
		p.remove(king, castlingKingTarget(from, to))
		p.remove(rook, castlingRookTarget(from, to))
		p.put(king, from)
		p.put(rook, to)
	}
	p.key, p.castling, p.ep, p.halfmove, p.fullmove = u.key, u.castling, u.ep, u.halfmove, u.fullmove
}

// MakeNullMove passes the turn (for null-move pruning); the side to move must
// not be in check. UnmakeNullMove takes it back.
func (p *Position) MakeNullMove() Undo {
	u := Undo{key: p.key, castling: p.castling, ep: p.ep, halfmove: p.halfmove, fullmove: p.fullmove}
	if p.ep != NoSquare {
		p.key ^= zEP[p.ep&7]
		p.ep = NoSquare
	}
	p.key ^= zSide
	if p.side == Black {
		p.fullmove += boolU16(p.fullmove != math.MaxUint16)
	}
	p.side ^= 1
	p.tick()
	return u
}

// tick counts a ply on the halfmove clock. The clock (like the fullmove
// number) stops at its largest value rather than wrap to 0: a FEN may start
// it at 65535, and a wrapped clock would turn a position long past the
// fifty-move rule into a fresh one.
func (p *Position) tick() {
	p.halfmove += boolU16(p.halfmove != math.MaxUint16)
}

// UnmakeNullMove takes back MakeNullMove.
func (p *Position) UnmakeNullMove(u Undo) {
	p.side ^= 1
	p.key, p.castling, p.ep, p.halfmove, p.fullmove = u.key, u.castling, u.ep, u.halfmove, u.fullmove
}

// zobrist returns the key of piece pc on sq.
func zobrist(pc Piece, sq Square) uint64 { return zPiece[pc&15][sq&63] }

func pawnAttacks(c Color, sq Square) Bitboard { return attacks.Pawn(c, sq) }

func boolU16(b bool) uint16 {
	if b {
		return 1
	}
	return 0
}

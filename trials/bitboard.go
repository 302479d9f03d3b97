package trials

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/trials/model"
)

// BitBoard is the bitboard board of the trials: a bitboard per side and
// piece type, a 64-square array for "what stands here", magic bitboards
// (package attacks) for sliders. It plays by the trials rules (no castling,
// en passant or promotion) and generates captures victim by victim, most
// valuable first, from the attackers of each victim's square, so its
// captures come out in MVV/LVA order without sorting.
type BitBoard struct {
	pieces [2][8]bitboard.Bitboard // [color][type]
	occ    [2]bitboard.Bitboard
	sq     [64]uint8 // color<<3 | type, 0 if empty
	stm    uint8     // 0 White, 1 Black
	ply    int
	undo   [128]bbUndo
}

type bbUndo struct{ from, to, piece, victim uint8 }

// bbPST[color<<3|type][sq] is model.T.PST, row 0 all zero.
var bbPST [16][64]int32

func init() {
	for c := 0; c < 2; c++ {
		for t := 1; t <= 6; t++ {
			bbPST[c<<3|t] = model.T.PST[c][t]
		}
	}
}

// NewBitBoard returns the bitboard board of position p (castling rights and
// the en-passant square are ignored, as the trials rules know neither).
func NewBitBoard(p *chess.Position) *BitBoard {
	b := &BitBoard{}
	for sq := chess.Square(0); sq < 64; sq++ {
		if pc := p.Piece(sq); pc != chess.NoPiece {
			c, t := uint8(pc.Color()), uint8(pc.Type())
			b.sq[sq] = c<<3 | t
			b.pieces[c][t] |= sq.Bitboard()
			b.occ[c] |= sq.Bitboard()
		}
	}
	b.stm = uint8(p.SideToMove())
	return b
}

// Eval returns the piece-square evaluation from the side to move's view.
func (b *BitBoard) Eval() int32 {
	var e int32
	for sq, pc := range b.sq {
		if pc != 0 {
			v := bbPST[pc][sq]
			if pc>>3 != b.stm {
				v = -v
			}
			e += v
		}
	}
	return e
}

// Gain returns what m adds to the evaluation for the mover.
func (b *BitBoard) Gain(m model.Move) int32 {
	from, to := m.From()&63, m.To()&63
	r := &bbPST[b.sq[from]&15]
	return r[to] - r[from] + bbPST[b.sq[to]&15][to]
}

// kingCapturable reports whether the side to move attacks the enemy king.
func (b *BitBoard) kingCapturable(all bitboard.Bitboard) bool {
	us, them := b.stm, b.stm^1
	k := b.pieces[them][model.King]
	if k == 0 {
		return false
	}
	ksq := k.LSB()
	p := &b.pieces[us]
	return attacks.Pawn(them, ksq)&p[model.Pawn] != 0 ||
		attacks.Knight(ksq)&p[model.Knight] != 0 ||
		attacks.Bishop(ksq, all)&(p[model.Bishop]|p[model.Queen]) != 0 ||
		attacks.Rook(ksq, all)&(p[model.Rook]|p[model.Queen]) != 0 ||
		attacks.King(ksq)&p[model.King] != 0
}

// Captures writes the captures of one victim type per call, most valuable
// first; victims in square order, each victim's attackers least valuable
// first, then in square order: MVV/LVA order, so the search's pick of the
// largest key is always the next one. When the floor rules out the most
// valuable enemy piece present, the node is settled by the king test alone.
func (b *BitBoard) Captures(stage model.Stage, floor int32, buf *[256]model.Move) (int, model.Stage) {
	us, them := b.stm, b.stm^1
	all := b.occ[0] | b.occ[1]
	t := uint8(stage)
	if stage == model.StageFirst {
		if b.kingCapturable(all) {
			return 0, model.StageKing
		}
		t = model.Queen
	}
	p := &b.pieces[us]
	for ; t >= model.Pawn; t-- {
		if model.T.MaxGain[t] < floor {
			return 0, model.StageFutile
		}
		n := 0
		for v := b.pieces[them][t&7]; v != 0; {
			to := v.PopLSB()
			tt := uint8(to)
			for a := attacks.Pawn(them, to) & p[model.Pawn]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Pawn, uint8(a.PopLSB()))
				n++
			}
			for a := attacks.Knight(to) & p[model.Knight]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Knight, uint8(a.PopLSB()))
				n++
			}
			var diag, ortho bitboard.Bitboard
			if p[model.Bishop]|p[model.Queen] != 0 {
				diag = attacks.Bishop(to, all)
			}
			if p[model.Rook]|p[model.Queen] != 0 {
				ortho = attacks.Rook(to, all)
			}
			for a := diag & p[model.Bishop]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Bishop, uint8(a.PopLSB()))
				n++
			}
			for a := ortho & p[model.Rook]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Rook, uint8(a.PopLSB()))
				n++
			}
			for a := (diag | ortho) & p[model.Queen]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Queen, uint8(a.PopLSB()))
				n++
			}
			for a := attacks.King(to) & p[model.King]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.King, uint8(a.PopLSB()))
				n++
			}
		}
		if n > 0 {
			if t == model.Pawn {
				return n, model.StageDone
			}
			return n, model.Stage(t - 1)
		}
	}
	return 0, model.StageDone
}

// Quiets writes the non-captures in QuietOrder: by piece type, pawns first,
// then from-square, then to-square, which is the order bit scans give.
func (b *BitBoard) Quiets(buf *[256]model.Move) int {
	us := b.stm
	empty := ^(b.occ[0] | b.occ[1])
	n := 0
	for f := b.pieces[us][model.Pawn]; f != 0; {
		from := f.PopLSB()
		fb := from.Bitboard()
		var one, two bitboard.Bitboard
		if us == 0 {
			one = fb.North() & empty
			two = (one & bitboard.Rank3BB).North() & empty
		} else {
			one = fb.South() & empty
			two = (one & bitboard.Rank6BB).South() & empty
		}
		for t := one | two; t != 0; {
			buf[n&255] = model.Quiet(model.Pawn, uint8(from), uint8(t.PopLSB()))
			n++
		}
	}
	all := ^empty
	for ty := model.Knight; ty <= model.King; ty++ {
		for f := b.pieces[us][ty]; f != 0; {
			from := f.PopLSB()
			var t bitboard.Bitboard
			switch ty {
			case model.Knight:
				t = attacks.Knight(from)
			case model.Bishop:
				t = attacks.Bishop(from, all)
			case model.Rook:
				t = attacks.Rook(from, all)
			case model.Queen:
				t = attacks.Queen(from, all)
			default:
				t = attacks.King(from)
			}
			for t &= empty; t != 0; {
				buf[n&255] = model.Quiet(ty, uint8(from), uint8(t.PopLSB()))
				n++
			}
		}
	}
	return n
}

// Make plays m.
func (b *BitBoard) Make(m model.Move) {
	from, to := m.From()&63, m.To()&63
	pc, victim := b.sq[from], b.sq[to]
	b.undo[b.ply&127] = bbUndo{from, to, pc, victim}
	b.ply++
	fb, tb := bitboard.Square(from).Bitboard(), bitboard.Square(to).Bitboard()
	c := pc >> 3 & 1
	b.pieces[c][pc&7] ^= fb | tb
	b.occ[c] ^= fb | tb
	if victim != 0 {
		b.pieces[c^1][victim&7] ^= tb
		b.occ[c^1] ^= tb
	}
	b.sq[from] = 0
	b.sq[to] = pc
	b.stm ^= 1
}

// Unmake takes back the last Make.
func (b *BitBoard) Unmake() {
	b.ply--
	u := b.undo[b.ply&127]
	from, to := u.from&63, u.to&63
	fb, tb := bitboard.Square(from).Bitboard(), bitboard.Square(to).Bitboard()
	c := u.piece >> 3 & 1
	b.pieces[c][u.piece&7] ^= fb | tb
	b.occ[c] ^= fb | tb
	if u.victim != 0 {
		b.pieces[c^1][u.victim&7] ^= tb
		b.occ[c^1] ^= tb
	}
	b.sq[from] = u.piece
	b.sq[to] = u.victim
	b.stm ^= 1
}

// UCI returns m in UCI notation.
func (b *BitBoard) UCI(m model.Move) string {
	return bitboard.Square(m.From()).String() + bitboard.Square(m.To()).String()
}

// InCheck reports whether the side to move's king is attacked.
func (b *BitBoard) InCheck() bool {
	b.stm ^= 1
	in := b.kingCapturable(b.occ[0] | b.occ[1])
	b.stm ^= 1
	return in
}

// MakeNull passes the turn; UnmakeNull takes it back.
func (b *BitBoard) MakeNull() { b.stm ^= 1 }

// UnmakeNull takes back MakeNull.
func (b *BitBoard) UnmakeNull() { b.stm ^= 1 }

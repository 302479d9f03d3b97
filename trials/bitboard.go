package trials

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/trials/model"
)

// BitBoard is the bitboard board of the trials: a bitboard per side and
// piece type, magic bitboards (package attacks) for sliders. It plays by the
// trials rules (no castling, en passant or promotion) and generates captures
// victim by victim, most valuable first, from the attackers of each victim's
// square, so its captures come out in MVV/LVA order without sorting. It needs
// no "what stands here" array and no undo stack: a move names the types of
// the piece that moves and of the piece it takes (model.Move), which is all
// Gain, Make and Unmake need.
type BitBoard struct {
	pieces [2][8]bitboard.Bitboard // [color][type]; [color][0] is all of them
	stm    uint8                   // 0 White, 1 Black
	ply    int
	// reach[ply] holds, for the node at that ply, the squares the side to
	// move attacks. Captures computes it with the first batch and skips the
	// victims outside it.
	reach [128]bitboard.Bitboard
}

// bbPST[color<<3|type][sq] is model.T.PST, rows 0 and 8 (no piece) all
// zero; a row has 256 entries so that a square in a byte needs no check.
var bbPST [16][256]int32

func init() {
	for c := 0; c < 2; c++ {
		for t := 1; t <= 6; t++ {
			copy(bbPST[c<<3|t][:], model.T.PST[c][t][:])
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
			b.pieces[c][t] |= sq.Bitboard()
			b.pieces[c][0] |= sq.Bitboard()
		}
	}
	b.stm = uint8(p.SideToMove())
	return b
}

// Eval returns the piece-square evaluation from the side to move's view.
func (b *BitBoard) Eval() int32 {
	var e int32
	for c := uint8(0); c < 2; c++ {
		for t := model.Pawn; t <= model.King; t++ {
			for f := b.pieces[c][t]; f != 0; {
				v := bbPST[c<<3|t][f.PopLSB()]
				if c != b.stm {
					v = -v
				}
				e += v
			}
		}
	}
	return e
}

// Gain returns what m adds to the evaluation for the mover (the side to
// move): the mover's positional change plus the value of the victim.
func (b *BitBoard) Gain(m model.Move) int32 {
	to := m.To()
	r := &bbPST[(b.stm<<3|m.Mover())&15]
	return r[to] - r[m.From()] + bbPST[(b.stm<<3^8|m.Victim())&15][to]
}

// kingCapturable reports whether the side to move attacks the enemy king.
// Sliders are looked at only if they are on a line with the king, and then by
// what stands between.
func (b *BitBoard) kingCapturable(all bitboard.Bitboard) bool {
	us, them := b.stm&1, (b.stm^1)&1
	k := b.pieces[them][model.King]
	if k == 0 {
		return false
	}
	ksq := k.LSB()
	p := &b.pieces[us]
	if attacks.Pawn(bitboard.Color(them), ksq)&p[model.Pawn] != 0 ||
		attacks.Knight(ksq)&p[model.Knight] != 0 ||
		attacks.King(ksq)&p[model.King] != 0 {
		return true
	}
	for a := attacks.BishopEmpty(ksq)&(p[model.Bishop]|p[model.Queen]) | attacks.RookEmpty(ksq)&(p[model.Rook]|p[model.Queen]); a != 0; {
		if attacks.Between(a.PopLSB(), ksq)&all == 0 {
			return true
		}
	}
	return false
}

// reachOf returns what reach holds for the side to move: every square its
// pieces attack (all is the occupancy).
func (b *BitBoard) reachOf(all bitboard.Bitboard) bitboard.Bitboard {
	p := &b.pieces[b.stm&1]
	var r bitboard.Bitboard
	if b.stm == 0 {
		r = p[model.Pawn].NorthEast() | p[model.Pawn].NorthWest()
	} else {
		r = p[model.Pawn].SouthEast() | p[model.Pawn].SouthWest()
	}
	for a := p[model.Knight]; a != 0; {
		r |= attacks.Knight(a.PopLSB())
	}
	for a := p[model.Bishop] | p[model.Queen]; a != 0; {
		r |= attacks.Bishop(a.PopLSB(), all)
	}
	for a := p[model.Rook] | p[model.Queen]; a != 0; {
		r |= attacks.Rook(a.PopLSB(), all)
	}
	return r | attacks.King(p[model.King].LSB())
}

// Captures writes the captures of one victim type per call, most valuable
// first; victims in square order, each victim's attackers least valuable
// first, then in square order: MVV/LVA order, so the search's pick of the
// largest key is always the next one. When the floor rules out the most
// valuable enemy piece present, the node is settled by the king test alone.
// Otherwise the first call finds every square the side attacks (reach),
// which settles the king capture and leaves only attacked victims to look
// at; of the sliders, only those on a line with the victim.
func (b *BitBoard) Captures(stage model.Stage, floor int32, buf *[256]model.Move) (int, model.Stage) {
	us, them := b.stm&1, (b.stm^1)&1
	all := b.pieces[0][0] | b.pieces[1][0]
	t := uint8(stage)
	reach := &b.reach[b.ply&127]
	if stage == model.StageFirst {
		t = model.Queen
		if model.T.MaxGain[t&7] < floor {
			// Every capture is futile: only a king capture counts.
			if b.kingCapturable(all) {
				return 0, model.StageKing
			}
			return 0, model.StageFutile
		}
		*reach = b.reachOf(all)
		if *reach&b.pieces[them][model.King] != 0 {
			return 0, model.StageKing
		}
	}
	p := &b.pieces[us]
	for ; t >= model.Pawn; t-- {
		if model.T.MaxGain[t&7] < floor {
			return 0, model.StageFutile
		}
		n := 0
		for v := b.pieces[them][t&7] & *reach; v != 0; {
			to := v.PopLSB()
			tt := uint8(to)
			for a := attacks.Pawn(bitboard.Color(them), to) & p[model.Pawn]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Pawn, uint8(a.PopLSB()))
				n++
			}
			for a := attacks.Knight(to) & p[model.Knight]; a != 0; {
				buf[n&255] = model.Capture(t, tt, model.Knight, uint8(a.PopLSB()))
				n++
			}
			// Sliders: only those on a line with the victim, and of those
			// only the ones with nothing between.
			for a := attacks.BishopEmpty(to) & p[model.Bishop]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = model.Capture(t, tt, model.Bishop, uint8(from))
					n++
				}
			}
			for a := attacks.RookEmpty(to) & p[model.Rook]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = model.Capture(t, tt, model.Rook, uint8(from))
					n++
				}
			}
			for a := (attacks.BishopEmpty(to) | attacks.RookEmpty(to)) & p[model.Queen]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = model.Capture(t, tt, model.Queen, uint8(from))
					n++
				}
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
	us := b.stm & 1
	empty := ^(b.pieces[0][0] | b.pieces[1][0])
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
	t := squareBB[m.To()]
	ft := squareBB[m.From()] | t
	p := &b.pieces[b.stm&1]
	p[m.Mover()&7] ^= ft
	p[0] ^= ft
	if v := m.Victim(); v != model.NoType {
		e := &b.pieces[(b.stm^1)&1]
		e[v&7] ^= t
		e[0] ^= t
	}
	b.stm ^= 1
	b.ply++
}

// Unmake takes back m, the last move made.
func (b *BitBoard) Unmake(m model.Move) {
	b.stm ^= 1
	b.ply--
	t := squareBB[m.To()]
	ft := squareBB[m.From()] | t
	p := &b.pieces[b.stm&1]
	p[m.Mover()&7] ^= ft
	p[0] ^= ft
	if v := m.Victim(); v != model.NoType {
		e := &b.pieces[(b.stm^1)&1]
		e[v&7] ^= t
		e[0] ^= t
	}
}

// squareBB[s] is the set of square s, for any byte s < 64.
var squareBB = func() (t [256]bitboard.Bitboard) {
	for s := range 64 {
		t[s] = bitboard.Square(s).Bitboard()
	}
	return t
}()

// UCI returns m in UCI notation.
func (b *BitBoard) UCI(m model.Move) string {
	return bitboard.Square(m.From()).String() + bitboard.Square(m.To()).String()
}

// InCheck reports whether the side to move's king is attacked.
func (b *BitBoard) InCheck() bool {
	b.stm ^= 1
	in := b.kingCapturable(b.pieces[0][0] | b.pieces[1][0])
	b.stm ^= 1
	return in
}

// MakeNull passes the turn; UnmakeNull takes it back.
func (b *BitBoard) MakeNull() { b.stm ^= 1 }

// UnmakeNull takes back MakeNull.
func (b *BitBoard) UnmakeNull() { b.stm ^= 1 }

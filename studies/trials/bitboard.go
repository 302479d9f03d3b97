package trials

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// BitBoard is the bitboard board of the trials: a bitboard per side and
// piece type, magic bitboards (package attacks) for sliders. It plays by the
// trials rules (no castling, en passant or promotion) and generates captures
// victim by victim, most valuable first, from the attackers of each victim's
// square, so its captures come out in MVV/LVA order without sorting. It needs
// no "what stands here" array and no undo stack: a move names the types of
// the piece that moves and of the piece it takes (trialsmodel.Move), which is all
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

// bbPST[color<<3|type][sq] is trialsmodel.T.PST, rows 0 and 8 (no piece) all
// zero; a row has 256 entries so that a square in a byte needs no check.
var bbPST [16][256]int32

func init() {
	for c := 0; c < 2; c++ {
		for t := 1; t <= 6; t++ {
			copy(bbPST[c<<3|t][:], trialsmodel.T.PST[c][t][:])
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
		for t := trialsmodel.Pawn; t <= trialsmodel.King; t++ {
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
func (b *BitBoard) Gain(m trialsmodel.Move) int32 {
	to := m.To()
	r := &bbPST[(b.stm<<3|m.Mover())&15]
	return r[to] - r[m.From()] + bbPST[(b.stm<<3^8|m.Victim())&15][to]
}

// kingCapturable reports whether the side to move attacks the enemy king.
// Sliders are looked at only if they are on a line with the king, and then by
// what stands between.
func (b *BitBoard) kingCapturable(all bitboard.Bitboard) bool {
	us, them := b.stm&1, (b.stm^1)&1
	k := b.pieces[them][trialsmodel.King]
	if k == 0 {
		return false
	}
	ksq := k.LSB()
	p := &b.pieces[us]
	if attacks.Pawn(bitboard.Color(them), ksq)&p[trialsmodel.Pawn] != 0 ||
		attacks.Knight(ksq)&p[trialsmodel.Knight] != 0 ||
		attacks.King(ksq)&p[trialsmodel.King] != 0 {
		return true
	}
	for a := attacks.BishopEmpty(ksq)&(p[trialsmodel.Bishop]|p[trialsmodel.Queen]) | attacks.RookEmpty(ksq)&(p[trialsmodel.Rook]|p[trialsmodel.Queen]); a != 0; {
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
		r = p[trialsmodel.Pawn].NorthEast() | p[trialsmodel.Pawn].NorthWest()
	} else {
		r = p[trialsmodel.Pawn].SouthEast() | p[trialsmodel.Pawn].SouthWest()
	}
	for a := p[trialsmodel.Knight]; a != 0; {
		r |= attacks.Knight(a.PopLSB())
	}
	for a := p[trialsmodel.Bishop] | p[trialsmodel.Queen]; a != 0; {
		r |= attacks.Bishop(a.PopLSB(), all)
	}
	for a := p[trialsmodel.Rook] | p[trialsmodel.Queen]; a != 0; {
		r |= attacks.Rook(a.PopLSB(), all)
	}
	return r | attacks.King(p[trialsmodel.King].LSB())
}

// Captures writes the captures of one victim type per call, most valuable
// first; victims in square order, each victim's attackers least valuable
// first, then in square order: MVV/LVA order, so the search's pick of the
// largest key is always the next one. When the floor rules out the most
// valuable enemy piece present, the node is settled by the king test alone.
// Otherwise the first call finds every square the side attacks (reach),
// which settles the king capture and leaves only attacked victims to look
// at; of the sliders, only those on a line with the victim.
func (b *BitBoard) Captures(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	us, them := b.stm&1, (b.stm^1)&1
	all := b.pieces[0][0] | b.pieces[1][0]
	t := uint8(stage)
	reach := &b.reach[b.ply&127]
	if stage == trialsmodel.StageFirst {
		t = trialsmodel.Queen
		if trialsmodel.T.MaxGain[t&7] < floor {
			// Every capture is futile: only a king capture counts.
			if b.kingCapturable(all) {
				return 0, trialsmodel.StageKing
			}
			return 0, trialsmodel.StageFutile
		}
		*reach = b.reachOf(all)
		if *reach&b.pieces[them][trialsmodel.King] != 0 {
			return 0, trialsmodel.StageKing
		}
	}
	p := &b.pieces[us]
	for ; t >= trialsmodel.Pawn; t-- {
		if trialsmodel.T.MaxGain[t&7] < floor {
			return 0, trialsmodel.StageFutile
		}
		n := 0
		for v := b.pieces[them][t&7] & *reach; v != 0; {
			to := v.PopLSB()
			tt := uint8(to)
			for a := attacks.Pawn(bitboard.Color(them), to) & p[trialsmodel.Pawn]; a != 0; {
				buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.Pawn, uint8(a.PopLSB()))
				n++
			}
			for a := attacks.Knight(to) & p[trialsmodel.Knight]; a != 0; {
				buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.Knight, uint8(a.PopLSB()))
				n++
			}
			// Sliders: only those on a line with the victim, and of those
			// only the ones with nothing between.
			for a := attacks.BishopEmpty(to) & p[trialsmodel.Bishop]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.Bishop, uint8(from))
					n++
				}
			}
			for a := attacks.RookEmpty(to) & p[trialsmodel.Rook]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.Rook, uint8(from))
					n++
				}
			}
			for a := (attacks.BishopEmpty(to) | attacks.RookEmpty(to)) & p[trialsmodel.Queen]; a != 0; {
				if from := a.PopLSB(); attacks.Between(from, to)&all == 0 {
					buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.Queen, uint8(from))
					n++
				}
			}
			for a := attacks.King(to) & p[trialsmodel.King]; a != 0; {
				buf[n&255] = trialsmodel.Capture(t, tt, trialsmodel.King, uint8(a.PopLSB()))
				n++
			}
		}
		if n > 0 {
			if t == trialsmodel.Pawn {
				return n, trialsmodel.StageDone
			}
			return n, trialsmodel.Stage(t - 1)
		}
	}
	return 0, trialsmodel.StageDone
}

// Quiets writes the non-captures in QuietOrder: by piece type, pawns first,
// then from-square, then to-square, which is the order bit scans give.
func (b *BitBoard) Quiets(buf *[256]trialsmodel.Move) int {
	us := b.stm & 1
	empty := ^(b.pieces[0][0] | b.pieces[1][0])
	n := 0
	for f := b.pieces[us][trialsmodel.Pawn]; f != 0; {
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
			buf[n&255] = trialsmodel.Quiet(trialsmodel.Pawn, uint8(from), uint8(t.PopLSB()))
			n++
		}
	}
	all := ^empty
	for ty := trialsmodel.Knight; ty <= trialsmodel.King; ty++ {
		for f := b.pieces[us][ty]; f != 0; {
			from := f.PopLSB()
			var t bitboard.Bitboard
			switch ty {
			case trialsmodel.Knight:
				t = attacks.Knight(from)
			case trialsmodel.Bishop:
				t = attacks.Bishop(from, all)
			case trialsmodel.Rook:
				t = attacks.Rook(from, all)
			case trialsmodel.Queen:
				t = attacks.Queen(from, all)
			default:
				t = attacks.King(from)
			}
			for t &= empty; t != 0; {
				buf[n&255] = trialsmodel.Quiet(ty, uint8(from), uint8(t.PopLSB()))
				n++
			}
		}
	}
	return n
}

// Make plays m.
func (b *BitBoard) Make(m trialsmodel.Move) {
	b.toggle(m)
	b.stm ^= 1
	b.ply++
}

// Unmake takes back m, the last move made.
func (b *BitBoard) Unmake(m trialsmodel.Move) {
	b.stm ^= 1
	b.ply--
	b.toggle(m)
}

// toggle moves the mover of m, the side to move's, between its from- and
// to-squares and toggles the victim on the to-square: it plays m, and
// takes it back played again (the sets change by exclusive or).
func (b *BitBoard) toggle(m trialsmodel.Move) {
	t := squareBB[m.To()]
	ft := squareBB[m.From()] | t
	p := &b.pieces[b.stm&1]
	p[m.Mover()&7] ^= ft
	p[0] ^= ft
	if v := m.Victim(); v != trialsmodel.NoType {
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
func (b *BitBoard) UCI(m trialsmodel.Move) string {
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

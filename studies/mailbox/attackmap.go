package mailbox

import (
	"fmt"
	"math/bits"

	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// The attack map of levels AttackMap and Lazy: maps[ply][p] is the set of
// pieces that attack piece p, one bit per piece (bit p-16: White's pieces in
// bits 0–15, Black's in 16–31, each side's in slot order, so pawns before
// knights before … before the king). It is copied per ply (copy-make, 128
// bytes) and updated incrementally:
//
//   - the mover's attacks from its old square are removed and those from its
//     new square added (a slider's targets are its neighbors);
//   - sliders that attacked the from-square are discovered: the neighbor
//     table gives the piece they now hit beyond it;
//   - a capture inherits the victim's attackers; a non-capture lands on an
//     empty square, whose attackers are collected from the 8 neighbors and
//     the knights, and sliders whose rays it now blocks lose their old
//     targets beyond it.
//
// Bits of captured pieces are left where they are and masked with presence.

// pawnAttackDirs[c] are the directions in which a pawn of color index c
// captures.
var pawnAttackDirs = [2][2]int8{{17, 15}, {-15, -17}}

// leap moves a leaper's attack by step s from from to to (see finishMap).
func (b *Board) leap(m *[64]uint32, from, to uint8, s int8, bt uint32) {
	m[b.board[from+uint8(s)]&63] -= bt
	m[b.board[to+uint8(s)]&63] += bt
}

// slide moves a slider's attack in direction d from the neighbor entries nf
// to nt (see finishMap).
func (b *Board) slide(m *[64]uint32, nf, nt *[8]uint8, d int, bt uint32) {
	m[b.board[nf[d&7]]&63] -= bt
	m[b.board[nt[d&7]]&63] += bt
}

// discover extends the sliders in set, which attacked the evacuated square
// sq, to the piece beyond it.
func (b *Board) discover(m *[64]uint32, set uint32, sq uint8) {
	nb := &b.neighbor[sq]
	for set != 0 {
		i := bits.TrailingZeros32(set)
		set &= set - 1
		s := b.location[(i+16)&63]
		d := dirOf[uint8(sq-s)]
		m[b.board[nb[d&7]]&63] |= 1 << i
	}
}

// intercept returns the attackers of the newly occupied square sq and takes
// the sliders whose rays it blocks off their targets beyond it.
func (b *Board) intercept(m *[64]uint32, sq uint8) uint32 {
	var mask uint32
	nb := &b.neighbor[sq]
	for d := 0; d < 8; d++ {
		src := nb[d]
		p := b.board[src]
		cd := b.pcode[p&63]
		if cd&(1<<(d^4)) == 0 {
			continue
		}
		if cd&codeSlider != 0 {
			mask |= bit(p)
			m[b.board[nb[d^4]]&63] &^= bit(p)
		} else if src == sq+uint8(vec[d]) {
			mask |= bit(p)
		}
	}
	for c := 0; c < 2; c++ {
		color := uint8(White << c)
		ts := &b.typeStart[c]
		for s := ts[trialsmodel.Knight]; s < ts[trialsmodel.Bishop]; s++ {
			pc := color | s&15
			if k := b.location[pc]; k != captured && knightRel[uint8(sq-k)] {
				mask |= bit(pc)
			}
		}
	}
	return mask
}

// MakeMap plays m keeping the neighbor table and the attack map (level
// AttackMap): the make of level Lazy with its map update done at once.
func (b *Board) MakeMap(m trialsmodel.Move) {
	b.MakeLazy(m)
	b.finishMap()
}

// UnmakeMap takes back the last MakeMap.
func (b *Board) UnmakeMap() {
	b.ply--
	u := &b.undo[b.ply&MaxPly]
	b.board[u.from] = u.piece
	b.board[u.to] = u.victim
	b.location[u.piece&63] = u.from
	if b.opt.Key {
		b.key = u.key
	}
	if u.victim != 0 {
		b.location[u.victim&63] = u.to
		b.presence[colorIndex(u.victim)] |= bit(u.victim)
	} else {
		b.evacuate(u.to)
		b.neighbor[u.to] = u.saved
	}
	b.reoccupy(u.from)
	b.stm ^= Guard
}

// CapturesMap is level AttackMap: captures read from the attack map, one
// victim type per call, most valuable first; the king is looked at first.
// At level Lazy the first call at a node does the node's deferred update.
// Each batch comes sorted, largest Move first.
func (b *Board) CapturesMap(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	m := &b.maps[b.ply&MaxPly]
	stm := b.stm
	c := colorIndex(stm)
	my := b.presence[c]
	foe := stm ^ Guard
	t := uint8(stage)
	if stage == trialsmodel.StageFirst {
		if b.pending[b.ply&MaxPly] {
			b.finishMap() // level Lazy: the update deferred to here
		}
		if m[(foe|KingSlot)&63]&my != 0 && b.location[(foe|KingSlot)&63] != captured {
			return 0, trialsmodel.StageKing
		}
		t = trialsmodel.Queen
	}
	cm := &b.classMask[c^1]
	pres := b.presence[c^1]
	for ; t >= trialsmodel.Pawn; t-- {
		if trialsmodel.T.MaxGain[t&7] < floor {
			return 0, trialsmodel.StageFutile
		}
		n := 0
		for vs := pres & cm[t&7]; vs != 0; vs &= vs - 1 {
			v := uint8(bits.TrailingZeros32(vs)+16) & 63
			att := m[v] & my
			if att == 0 {
				continue
			}
			to := b.location[v]
			for ; att != 0; att &= att - 1 {
				a := uint8(bits.TrailingZeros32(att)+16) & 63
				// Insert it in order, largest first (the batch is short).
				mv := trialsmodel.Capture(t, to, b.kind[a], b.location[a])
				j := n
				for ; j > 0 && buf[(j-1)&255] < mv; j-- {
					buf[j&255] = buf[(j-1)&255]
				}
				buf[j&255] = mv
				n++
			}
		}
		if n > 0 {
			return n, nextStage(t)
		}
	}
	return 0, trialsmodel.StageDone
}

// MakeLazy plays m deferring the attack-map update to the child, which does
// it only if it needs the map (level Lazy). A capture defers the neighbor
// table's evacuation of the from-square too (nothing the child reads before
// the update depends on it), so a leaf updates neither; a non-capture keeps
// the table at once (occupying the to-square needs it right).
func (b *Board) MakeLazy(m trialsmodel.Move) {
	if b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
	from, to := m.From(), m.To()
	pc, victim := b.board[from], b.board[to]
	u := &b.undo[b.ply&MaxPly]
	u.from, u.to, u.piece, u.victim = from, to, pc, victim
	u.presence = b.presence[0] | b.presence[1]
	if b.opt.Key {
		b.keyMove(u)
	}
	b.ply++
	b.pending[b.ply&MaxPly] = true
	b.board[from] = 0
	b.board[to] = pc
	b.location[pc&63] = to
	if victim != 0 {
		b.location[victim&63] = captured
		b.presence[colorIndex(victim)] &^= bit(victim)
	} else {
		b.evacuate(from)
		u.saved = b.neighbor[to]
		b.occupy(to)
	}
	b.stm ^= Guard
}

// finishMap does the update of the move that led to this node, deferred at
// level Lazy: for a capture the evacuation of the from-square from the
// neighbor table, then the attack map, copied from the parent's. The board is
// already in the new state; the from-square's own neighbor entries (left by
// evacuate) still give the mover's old targets and the squares beyond it.
//
// The map update: the mover's attacks move from its old square to its new
// one (the entries count rather than or: each bit is subtracted from the old
// targets and added to the new ones, which commutes, so both sets of targets
// are done in one pass, each kind of piece with its steps written out; both
// squares read as empty on the board meanwhile, their entry m[0] being
// scratch); sliders that attacked the from-square are discovered; a capture
// inherits the victim's attackers, a non-capture collects them (intercept).
func (b *Board) finishMap() {
	ply := b.ply & MaxPly
	b.pending[ply] = false
	u := &b.undo[(ply-1)&MaxPly]
	dst := &b.maps[ply]
	copy(dst[16:48], b.maps[(ply-1)&MaxPly][16:48])
	old := dst[u.piece&63]
	b.board[u.to] = 0
	if u.victim != 0 {
		b.evacuate(u.from)
		dst[u.piece&63] = dst[u.victim&63] &^ bit(u.piece)
	}
	bt := bit(u.piece)
	nf, nt := &b.neighbor[u.from], &b.neighbor[u.to]
	m := dst
	switch b.pstRow[u.piece&63] & 15 {
	case trialsmodel.Pawn:
		b.leap(m, u.from, u.to, 17, bt)
		b.leap(m, u.from, u.to, 15, bt)
	case 8 | trialsmodel.Pawn:
		b.leap(m, u.from, u.to, -15, bt)
		b.leap(m, u.from, u.to, -17, bt)
	case trialsmodel.Knight, 8 | trialsmodel.Knight:
		b.leap(m, u.from, u.to, 33, bt)
		b.leap(m, u.from, u.to, 31, bt)
		b.leap(m, u.from, u.to, 18, bt)
		b.leap(m, u.from, u.to, 14, bt)
		b.leap(m, u.from, u.to, -14, bt)
		b.leap(m, u.from, u.to, -18, bt)
		b.leap(m, u.from, u.to, -31, bt)
		b.leap(m, u.from, u.to, -33, bt)
	case trialsmodel.Bishop, 8 | trialsmodel.Bishop:
		b.slide(m, nf, nt, 1, bt)
		b.slide(m, nf, nt, 3, bt)
		b.slide(m, nf, nt, 5, bt)
		b.slide(m, nf, nt, 7, bt)
	case trialsmodel.Rook, 8 | trialsmodel.Rook:
		b.slide(m, nf, nt, 0, bt)
		b.slide(m, nf, nt, 2, bt)
		b.slide(m, nf, nt, 4, bt)
		b.slide(m, nf, nt, 6, bt)
	case trialsmodel.Queen, 8 | trialsmodel.Queen:
		b.slide(m, nf, nt, 0, bt)
		b.slide(m, nf, nt, 1, bt)
		b.slide(m, nf, nt, 2, bt)
		b.slide(m, nf, nt, 3, bt)
		b.slide(m, nf, nt, 4, bt)
		b.slide(m, nf, nt, 5, bt)
		b.slide(m, nf, nt, 6, bt)
		b.slide(m, nf, nt, 7, bt)
	case trialsmodel.King, 8 | trialsmodel.King:
		b.leap(m, u.from, u.to, 16, bt)
		b.leap(m, u.from, u.to, 17, bt)
		b.leap(m, u.from, u.to, 1, bt)
		b.leap(m, u.from, u.to, -15, bt)
		b.leap(m, u.from, u.to, -16, bt)
		b.leap(m, u.from, u.to, -17, bt)
		b.leap(m, u.from, u.to, -1, bt)
		b.leap(m, u.from, u.to, 15, bt)
	}

	b.board[u.to] = u.piece
	b.discover(dst, old&u.presence&b.sliders, u.from)
	if u.victim == 0 {
		dst[u.piece&63] = b.intercept(dst, u.to)
	}
}

// UnmakeLazy takes back the last MakeLazy; if the child never did the
// deferred update, there is no evacuation to undo either.
func (b *Board) UnmakeLazy() {
	done := !b.pending[b.ply&MaxPly]
	b.pending[b.ply&MaxPly] = false
	b.ply--
	u := &b.undo[b.ply&MaxPly]
	b.board[u.from] = u.piece
	b.board[u.to] = u.victim
	b.location[u.piece&63] = u.from
	if b.opt.Key {
		b.key = u.key
	}
	if u.victim != 0 {
		b.location[u.victim&63] = u.to
		b.presence[colorIndex(u.victim)] |= bit(u.victim)
		if done {
			b.reoccupy(u.from)
		}
	} else {
		b.evacuate(u.to)
		b.neighbor[u.to] = u.saved
		b.reoccupy(u.from)
	}
	b.stm ^= Guard
}

// InCheckLazy is InCheck at level Lazy: it does any deferred update first
// (the neighbor table may lack an evacuation) and reads the attack map.
func (b *Board) InCheckLazy() bool {
	if b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
	return b.InCheckMap()
}

// CapturesLazy is level Lazy: CapturesMap, whose first call at a node does
// the deferred update of the node's map.
func (b *Board) CapturesLazy(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return b.CapturesMap(stage, floor, buf)
}

// SettleLazy is the leaf test of level Lazy, before the capture m is made:
// it reports what CapturesLazy would find first at the quiescence node m
// leads to, if the floor there is floor, from the attack map of this node,
// which is still right for every square m does not touch: StageKing if the
// king can be taken there, StageFutile if no capture there is worth
// searching (a leaf: every capture futile, or none), or StageFirst if it
// cannot tell, or for a non-capture. The search then enters the node only
// if it must; a leaf never gets its map update, nor the neighbor table's.
//
// The captures at the node are those of the side o to move there (its
// pieces my, the victim gone): on the enemy pieces its pieces attacked here,
// on those that its sliders attack through the from-square now (hit), and on
// the piece that moved, whose attackers are those of the victim's square.
func (b *Board) SettleLazy(m trialsmodel.Move, floor int32) trialsmodel.Stage {
	from, to := m.From(), m.To()
	victim := b.board[to]
	if victim == 0 {
		return trialsmodel.StageFirst
	}
	x := b.board[from] & 63
	o := b.stm ^ Guard
	my := b.presence[colorIndex(o)] &^ bit(victim)
	pm := &b.maps[b.ply&MaxPly]
	var hit uint32
	nb := &b.neighbor[from]
	for set := pm[x] & my & b.sliders; set != 0; set &= set - 1 {
		i := bits.TrailingZeros32(set)
		s := b.location[(i+16)&63]
		beyond := nb[dirOf[uint8(from-s)]&7]
		p := b.board[beyond]
		if beyond == to {
			p = x // the mover, which stands there after the move
		}
		if p^o >= Guard && p != Guard {
			hit |= bit(p)
		}
	}
	xAttacked := pm[victim&63]&my != 0 || hit&bit(x) != 0
	e := colorIndex(o) ^ 1
	k := (o ^ Guard | KingSlot) & 63
	if b.location[k] != captured && (k == x && xAttacked || k != x && (pm[k]&my != 0 || hit&bit(k) != 0)) {
		return trialsmodel.StageKing
	}
	// The enemy pieces of the classes the floor leaves (MaxGain grows with
	// the type): is any of them attacked?
	var cand uint32
	switch up := &b.upMask[e&1]; {
	case trialsmodel.T.MaxGain[trialsmodel.Pawn] >= floor:
		cand = up[trialsmodel.Pawn]
	case trialsmodel.T.MaxGain[trialsmodel.Knight] >= floor:
		cand = up[trialsmodel.Knight]
	case trialsmodel.T.MaxGain[trialsmodel.Bishop] >= floor:
		cand = up[trialsmodel.Bishop]
	case trialsmodel.T.MaxGain[trialsmodel.Rook] >= floor:
		cand = up[trialsmodel.Rook]
	case trialsmodel.T.MaxGain[trialsmodel.Queen] >= floor:
		cand = up[trialsmodel.Queen]
	default:
		return trialsmodel.StageFutile
	}
	cand &= b.presence[e&1]
	if cand&hit != 0 || cand&bit(x) != 0 && xAttacked {
		return trialsmodel.StageFirst
	}
	for vs := cand &^ bit(x); vs != 0; vs &= vs - 1 {
		if pm[(bits.TrailingZeros32(vs)+16)&63]&my != 0 {
			return trialsmodel.StageFirst
		}
	}
	return trialsmodel.StageFutile
}

// mapFromScratch computes the attack map by ray scans over the board,
// without the neighbor table.
func (b *Board) mapFromScratch() [64]uint32 {
	var m [64]uint32
	for pc := uint8(16); pc < 48; pc++ {
		sq := b.location[pc]
		if sq == captured {
			continue
		}
		hit := func(t uint8) {
			if v := b.board[t]; v != 0 && v != Guard {
				m[v] |= bit(pc)
			}
		}
		switch k := b.kind[pc]; k {
		case trialsmodel.Pawn:
			for _, st := range pawnAttackDirs[colorIndex(pc)] {
				hit(sq + uint8(st))
			}
		case trialsmodel.Knight:
			for _, st := range knightSteps {
				hit(sq + uint8(st))
			}
		case trialsmodel.King:
			for _, st := range vec {
				hit(sq + uint8(st))
			}
		default:
			for _, d := range typeDirs[k] {
				t := sq + uint8(vec[d])
				for b.board[t] == 0 {
					t += uint8(vec[d])
				}
				hit(t)
			}
		}
	}
	return m
}

// CheckMap rebuilds the attack map from scratch and compares it with the
// incremental one (levels AttackMap and Lazy; for Lazy it first does any
// deferred update). Bits of captured pieces are ignored. It returns nil if
// they agree.
func (b *Board) CheckMap() error {
	b.finishPending()
	want := b.mapFromScratch()
	got := &b.maps[b.ply&MaxPly]
	present := b.presence[0] | b.presence[1]
	for pc := uint8(16); pc < 48; pc++ {
		if b.location[pc] == captured {
			continue
		}
		if (got[pc]^want[pc])&present != 0 {
			return fmt.Errorf("mailbox: attack map differs from a rebuilt one for the %v on %v: got %08x, want %08x",
				b.Piece(ChessSquare(b.location[pc])), ChessSquare(b.location[pc]), got[pc]&present, want[pc]&present)
		}
	}
	return nil
}

package mailbox

import (
	"fmt"
	"math/bits"

	. "github.com/westcott-chess/westcott/trials/model"
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

// removeAttacks clears pc's bit from every piece it attacks from sq.
func (b *Board) removeAttacks(m *[64]uint32, pc, sq uint8) {
	bt := bit(pc)
	k := b.kind[pc&63]
	switch k {
	case Pawn:
		for _, st := range pawnAttackDirs[colorIndex(pc)] {
			m[b.board[sq+uint8(st)]&63] &^= bt
		}
	case Knight:
		for _, st := range knightSteps {
			m[b.board[sq+uint8(st)]&63] &^= bt
		}
	case King:
		for _, st := range vec {
			m[b.board[sq+uint8(st)]&63] &^= bt
		}
	default:
		nb := &b.neighbor[sq]
		dl := &dirList[k&7][sq]
		for j := uint8(0); j < dirCount[k&7][sq]; j++ {
			m[b.board[nb[dl[j&7]&7]]&63] &^= bt
		}
	}
}

// addAttacks sets pc's bit on every piece it attacks from sq.
func (b *Board) addAttacks(m *[64]uint32, pc, sq uint8) {
	bt := bit(pc)
	k := b.kind[pc&63]
	switch k {
	case Pawn:
		for _, st := range pawnAttackDirs[colorIndex(pc)] {
			m[b.board[sq+uint8(st)]&63] |= bt
		}
	case Knight:
		for _, st := range knightSteps {
			m[b.board[sq+uint8(st)]&63] |= bt
		}
	case King:
		for _, st := range vec {
			m[b.board[sq+uint8(st)]&63] |= bt
		}
	default:
		nb := &b.neighbor[sq]
		dl := &dirList[k&7][sq]
		for j := uint8(0); j < dirCount[k&7][sq]; j++ {
			m[b.board[nb[dl[j&7]&7]]&63] |= bt
		}
	}
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
		for s := ts[Knight]; s < ts[Bishop]; s++ {
			pc := color | s&15
			if k := b.location[pc]; k != captured && knightRel[uint8(sq-k)] {
				mask |= bit(pc)
			}
		}
	}
	return mask
}

// MakeMap plays m keeping the neighbor table and the attack map (level
// AttackMap).
func (b *Board) MakeMap(m Move) {
	from, to := m.From(), m.To()
	pc, victim := b.board[from], b.board[to]
	u := &b.undo[b.ply&MaxPly]
	u.from, u.to, u.piece, u.victim = from, to, pc, victim
	u.presence = b.presence[0] | b.presence[1]
	src := &b.maps[b.ply&MaxPly]
	b.ply++
	dst := &b.maps[b.ply&MaxPly]
	copy(dst[16:48], src[16:48])
	b.updateMap(dst, u, b.presence[0]|b.presence[1])
	b.board[from] = 0
	b.board[to] = pc
	b.location[pc&63] = to
	if victim != 0 {
		b.location[victim&63] = captured
		b.presence[colorIndex(victim)] &^= bit(victim)
		dst[pc&63] = dst[victim&63] &^ bit(pc)
	} else {
		b.occupy(to)
		dst[pc&63] = b.intercept(dst, to)
	}
	b.addAttacks(dst, pc, to)
	b.stm ^= Guard
}

// updateMap is the first half of the map update for move u: the mover's old
// attacks go, the sliders behind it are discovered, and from is evacuated.
// For a non-capture it also saves the to-square's neighbor entries.
func (b *Board) updateMap(dst *[64]uint32, u *undo, present uint32) {
	old := dst[u.piece&63]
	b.removeAttacks(dst, u.piece, u.from)
	b.discover(dst, old&present&b.sliders, u.from)
	b.evacuate(u.from)
	if u.victim == 0 {
		u.saved = b.neighbor[u.to]
	}
}

// UnmakeMap takes back the last MakeMap.
func (b *Board) UnmakeMap() {
	b.ply--
	u := &b.undo[b.ply&MaxPly]
	b.board[u.from] = u.piece
	b.board[u.to] = u.victim
	b.location[u.piece&63] = u.from
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
func (b *Board) CapturesMap(stage Stage, floor int32, buf *[256]Move) (int, Stage) {
	m := &b.maps[b.ply&MaxPly]
	stm := b.stm
	c := colorIndex(stm)
	my := b.presence[c]
	foe := stm ^ Guard
	t := uint8(stage)
	if stage == StageFirst {
		if m[(foe|KingSlot)&63]&my != 0 && b.location[(foe|KingSlot)&63] != captured {
			return 0, StageKing
		}
		t = Queen
	}
	ts := &b.typeStart[c^1]
	for ; t >= Pawn; t-- {
		if T.MaxGain[t] < floor {
			return 0, StageFutile
		}
		n := 0
		for s := ts[t&7]; s < ts[(t+1)&7]; s++ {
			v := (foe | s) & 63
			to := b.location[v]
			if to == captured {
				continue
			}
			for att := m[v] & my; att != 0; att &= att - 1 {
				a := uint8(bits.TrailingZeros32(att)+16) & 63
				buf[n&255] = Capture(t, to, b.kind[a], b.location[a])
				n++
			}
		}
		if n > 0 {
			return n, nextStage(t)
		}
	}
	return 0, StageDone
}

// MakeLazy plays m keeping the neighbor table at once but deferring the
// attack-map update to the child, which does it only if it needs the map
// (level Lazy).
func (b *Board) MakeLazy(m Move) {
	if b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
	from, to := m.From(), m.To()
	pc, victim := b.board[from], b.board[to]
	u := &b.undo[b.ply&MaxPly]
	u.from, u.to, u.piece, u.victim = from, to, pc, victim
	u.presence = b.presence[0] | b.presence[1]
	b.ply++
	b.pending[b.ply&MaxPly] = true
	b.board[from] = 0
	b.board[to] = pc
	b.location[pc&63] = to
	b.evacuate(from)
	if victim != 0 {
		b.location[victim&63] = captured
		b.presence[colorIndex(victim)] &^= bit(victim)
	} else {
		u.saved = b.neighbor[to]
		b.occupy(to)
	}
	b.stm ^= Guard
}

// finishMap does the deferred attack-map update of the move that led to
// this node. The board and the neighbor table are already in the new state;
// the update reads only entries the move did not change (the from-square's
// own neighbor entries are left by evacuate), so it gives the same map as
// MakeMap.
func (b *Board) finishMap() {
	ply := b.ply & MaxPly
	b.pending[ply] = false
	u := &b.undo[(ply-1)&MaxPly]
	dst := &b.maps[ply]
	copy(dst[16:48], b.maps[(ply-1)&MaxPly][16:48])
	old := dst[u.piece&63]
	if u.victim != 0 {
		// The mover now stands on the victim's square and inherits its
		// attackers first: discovered sliders that hit that square are
		// then recorded on the mover.
		dst[u.piece&63] = dst[u.victim&63] &^ bit(u.piece)
		b.removeAttacks(dst, u.piece, u.from)
		b.discover(dst, old&u.presence&b.sliders, u.from)
	} else {
		b.removeAttacks(dst, u.piece, u.from)
		b.discover(dst, old&u.presence&b.sliders, u.from)
		dst[u.piece&63] = b.intercept(dst, u.to)
	}
	b.addAttacks(dst, u.piece, u.to)
}

// UnmakeLazy takes back the last MakeLazy.
func (b *Board) UnmakeLazy() {
	b.pending[b.ply&MaxPly] = false
	b.UnmakeMap()
}

// CapturesLazy is level Lazy. When the floor rules out every capture (the
// best capture of the most valuable enemy piece present could not lift the
// score enough), the node only needs to know whether the enemy king can be
// captured, which the neighbor table answers without the attack map;
// otherwise the deferred map update is done and captures come from the map.
func (b *Board) CapturesLazy(stage Stage, floor int32, buf *[256]Move) (int, Stage) {
	if stage == StageFirst {
		if floor > b.maxGainPresent() {
			if b.kingCapturable() {
				return 0, StageKing
			}
			return 0, StageFutile
		}
		if b.pending[b.ply&MaxPly] {
			b.finishMap()
		}
	}
	return b.CapturesMap(stage, floor, buf)
}

// maxGainPresent returns model.T.MaxGain of the most valuable enemy piece
// type on the board (kings aside), or NoFloor if there is none.
func (b *Board) maxGainPresent() int32 {
	e := colorIndex(b.stm) ^ 1
	pres := b.presence[e] >> (16 * e)
	ts := &b.typeStart[e]
	for t := Queen; t >= Pawn; t-- {
		lo, hi := ts[t&7], ts[(t+1)&7]
		if pres&(1<<hi-1<<lo) != 0 {
			return T.MaxGain[t]
		}
	}
	return NoFloor
}

// kingCapturable reports whether the side to move attacks the enemy king,
// using the neighbor table and the piece codes (no attack map).
func (b *Board) kingCapturable() bool {
	sq := b.location[(b.stm^Guard|KingSlot)&63]
	if sq == captured {
		return false
	}
	my := uint16(codeWhite)
	if b.stm == Black {
		my = codeBlack
	}
	nb := &b.neighbor[sq]
	for d := 0; d < 8; d++ {
		src := nb[d]
		cd := b.pcode[b.board[src]&63]
		if cd&my != 0 && cd&(1<<(d^4)) != 0 && (cd&codeSlider != 0 || src == sq+uint8(vec[d])) {
			return true
		}
	}
	ts := &b.typeStart[colorIndex(b.stm)]
	for s := ts[Knight]; s < ts[Bishop]; s++ {
		k := b.location[(b.stm|s)&63]
		if k != captured && knightRel[uint8(sq-k)] {
			return true
		}
	}
	return false
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
		case Pawn:
			for _, st := range pawnAttackDirs[colorIndex(pc)] {
				hit(sq + uint8(st))
			}
		case Knight:
			for _, st := range knightSteps {
				hit(sq + uint8(st))
			}
		case King:
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
	if b.level == Lazy && b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
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

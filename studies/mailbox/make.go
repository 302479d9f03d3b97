package mailbox

import "github.com/westcott-chess/westcott/studies/trialsmodel"

// Make and unmake of trials moves, one pair per family of levels: each keeps
// up to date exactly what its levels' generators read. The side to move
// alternates; captured pieces keep their slot with location captured.

// MakePlain plays m keeping the board and the piece list (levels Scan, Split).
func (b *Board) MakePlain(m trialsmodel.Move) {
	from, to := m.From(), m.To()
	pc, victim := b.board[from], b.board[to]
	u := &b.undo[b.ply&MaxPly]
	b.ply++
	u.from, u.to, u.piece, u.victim = from, to, pc, victim
	if b.opt.Key {
		b.keyMove(u)
	}
	b.board[from] = 0
	b.board[to] = pc
	b.location[pc&63] = to
	b.location[victim&63] = captured
	b.stm ^= Guard
}

// UnmakePlain takes back the last MakePlain.
func (b *Board) UnmakePlain() {
	b.unmovePieces()
	b.stm ^= Guard
}

// MakeNeighbors plays m keeping the neighbor table too (levels Neighbors,
// DirLists): evacuate the from-square; a non-capture also occupies the
// to-square, whose old entries are saved for unmake.
func (b *Board) MakeNeighbors(m trialsmodel.Move) {
	from, to := m.From(), m.To()
	pc, victim := b.board[from], b.board[to]
	u := &b.undo[b.ply&MaxPly]
	b.ply++
	u.from, u.to, u.piece, u.victim = from, to, pc, victim
	if b.opt.Key {
		b.keyMove(u)
	}
	b.board[from] = 0
	b.board[to] = pc
	b.location[pc&63] = to
	b.location[victim&63] = captured
	b.evacuate(from)
	if victim == 0 {
		u.saved = b.neighbor[to]
		b.occupy(to)
	}
	b.stm ^= Guard
}

// UnmakeNeighbors takes back the last MakeNeighbors.
func (b *Board) UnmakeNeighbors() {
	u := b.unmovePieces()
	if u.victim == 0 {
		b.evacuate(u.to)
		b.neighbor[u.to] = u.saved
	}
	b.reoccupy(u.from)
	b.stm ^= Guard
}

// unmovePieces takes back the board and the piece list of the last
// MakePlain or MakeNeighbors and returns the ply's undo entry; the side to
// move is the caller's to flip. It is small enough to inline.
func (b *Board) unmovePieces() *undo {
	b.ply--
	u := &b.undo[b.ply&MaxPly]
	b.board[u.from] = u.piece
	b.board[u.to] = u.victim
	b.location[u.piece&63] = u.from
	b.location[u.victim&63] = u.to
	if b.opt.Key {
		b.key = u.key
	}
	return u
}

// MakeCodes plays m keeping the neighbor table and the capture-code board
// (level Staged).
func (b *Board) MakeCodes(m trialsmodel.Move) {
	b.MakeNeighbors(m)
	u := &b.undo[(b.ply-1)&MaxPly]
	b.code[u.from] = 0
	b.code[u.to] = b.pcode[u.piece&63]
}

// UnmakeCodes takes back the last MakeCodes.
func (b *Board) UnmakeCodes() {
	b.UnmakeNeighbors()
	u := &b.undo[b.ply&MaxPly]
	b.code[u.from] = b.pcode[u.piece&63]
	b.code[u.to] = b.pcode[u.victim&63]
}

// Make plays the trials move m the way the board's level does.
func (b *Board) Make(m trialsmodel.Move) {
	switch b.level {
	case Scan, Split:
		b.MakePlain(m)
	case Neighbors, DirLists:
		b.MakeNeighbors(m)
	case Staged:
		b.MakeCodes(m)
	case AttackMap:
		b.MakeMap(m)
	default:
		b.MakeLazy(m)
	}
}

// Unmake takes back the last Make.
func (b *Board) Unmake() {
	switch b.level {
	case Scan, Split:
		b.UnmakePlain()
	case Neighbors, DirLists:
		b.UnmakeNeighbors()
	case Staged:
		b.UnmakeCodes()
	case AttackMap:
		b.UnmakeMap()
	default:
		b.UnmakeLazy()
	}
}

// Captures generates captures the way the board's level does (see the
// CapturesXxx methods).
func (b *Board) Captures(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	switch b.level {
	case Scan:
		return b.CapturesScan(stage, floor, buf)
	case Split:
		return b.CapturesSplit(stage, floor, buf)
	case Neighbors:
		return b.CapturesNeighbors(stage, floor, buf)
	case DirLists:
		return b.CapturesDirLists(stage, floor, buf)
	case Staged:
		return b.CapturesStaged(stage, floor, buf)
	case AttackMap:
		return b.CapturesMap(stage, floor, buf)
	default:
		return b.CapturesLazy(stage, floor, buf)
	}
}

// MakeNull passes the turn (a null move) on levels without the attack map;
// UnmakeNull takes it back.
func (b *Board) MakeNull() {
	b.ply++
	b.stm ^= Guard
}

// UnmakeNull takes back MakeNull.
func (b *Board) UnmakeNull() {
	b.ply--
	b.stm ^= Guard
}

// MakeNullMap passes the turn on levels AttackMap and Lazy: the child's
// attack map is the parent's (brought up to date first).
func (b *Board) MakeNullMap() {
	if b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
	src := &b.maps[b.ply&MaxPly]
	b.ply++
	copy(b.maps[b.ply&MaxPly][16:48], src[16:48])
	b.pending[b.ply&MaxPly] = false
	b.stm ^= Guard
}

// UnmakeNullMap takes back MakeNullMap.
func (b *Board) UnmakeNullMap() {
	b.pending[b.ply&MaxPly] = false
	b.ply--
	b.stm ^= Guard
}

// finishPending does the deferred update of level Lazy, if one is pending,
// so that the neighbor table and the attack map are up to date.
func (b *Board) finishPending() {
	if b.pending[b.ply&MaxPly] {
		b.finishMap()
	}
}

// InCheckScan reports whether the side to move's king is attacked, by ray
// scans over the board (right at every level).
func (b *Board) InCheckScan() bool {
	k := b.location[(b.stm|KingSlot)&63]
	return k != captured && b.attackedScan(k, b.stm^Guard)
}

// InCheckMap reports whether the side to move's king is attacked, from the
// attack map (level AttackMap).
func (b *Board) InCheckMap() bool {
	k := (b.stm | KingSlot) & 63
	return b.location[k] != captured && b.maps[b.ply&MaxPly][k]&b.presence[colorIndex(b.stm)^1] != 0
}

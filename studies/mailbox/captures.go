package mailbox

import "github.com/westcott-chess/westcott/studies/trialsmodel"

// Capture generators, one per level. Each writes captures of the side to move
// into buf as trialsmodel.Move words, whose high bits are the MVV/LVA sort key; the
// search picks them largest first. A generator that finds a capture of the
// enemy king returns StageKing at once.
//
// Levels Scan to DirLists write all captures in one batch and ignore the
// floor. Staged, AttackMap and Lazy write one victim type per call, most
// valuable first, and stop with StageFutile once the floor rules out every
// capture left (the search passes a floor only where futility applies and no
// non-captures follow, so stopping there changes nothing but the work done).

// CapturesScan is level Scan: one loop for every piece, over its steps and
// over distance, with the slide test inside.
func (b *Board) CapturesScan(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	stm := b.stm
	c := colorIndex(stm)
	n := 0
	for i := uint8(0); i < 16; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		k := b.kind[pc&63]
		steps := b.ord.generic[c&1][k&7]
		slides := k == trialsmodel.Bishop || k == trialsmodel.Rook || k == trialsmodel.Queen
		for _, st := range steps {
			to := from
			for {
				to += uint8(st)
				v := b.board[to]
				if v == 0 {
					if slides {
						continue
					}
					break
				}
				if h := v ^ stm; h >= Guard {
					if h == Guard|KingSlot {
						return 0, trialsmodel.StageKing
					}
					buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, k, from)
					n++
				}
				break
			}
		}
	}
	return n, trialsmodel.StageDone
}

// CapturesSplit is level Split: leapers, sliders and the king each get a loop
// of their own. Leapers and the king need no loop over distance and only two
// outcomes per target; sliders loop over distance unconditionally.
func (b *Board) CapturesSplit(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	stm := b.stm
	c := colorIndex(stm)
	ts := &b.typeStart[c]
	ord := b.ord
	n := 0
	// Pawns.
	ps := &ord.pawn[c&1]
	for i := uint8(0); i < ts[trialsmodel.Knight]; i++ {
		from := b.location[(stm|i)&63]
		if from == captured {
			continue
		}
		for _, st := range ps {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.Pawn, from)
				n++
			}
		}
	}
	// Knights.
	for i := ts[trialsmodel.Knight]; i < ts[trialsmodel.Bishop]; i++ {
		from := b.location[(stm|i)&63]
		if from == captured {
			continue
		}
		for _, st := range ord.knight {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.Knight, from)
				n++
			}
		}
	}
	// Sliders.
	for i := ts[trialsmodel.Bishop]; i < ts[trialsmodel.King]; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		k := b.kind[pc&63]
		steps := &ord.slider[k&7]
		for j := 0; j < ord.sliderCount[k&7]; j++ {
			st := uint8(steps[j&7])
			to := from + st
			v := b.board[to]
			for v == 0 {
				to += st
				v = b.board[to]
			}
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, k, from)
				n++
			}
		}
	}
	// King.
	if from := b.location[(stm|KingSlot)&63]; from != captured {
		for _, st := range ord.king {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.King, from)
				n++
			}
		}
	}
	return n, trialsmodel.StageDone
}

// leaperCaptures writes the pawn, knight and king captures of level Split
// onwards (shared by Neighbors and DirLists). It returns -1 on a king capture.
func (b *Board) leaperCaptures(buf *[256]trialsmodel.Move, n int) int {
	stm := b.stm
	c := colorIndex(stm)
	ts := &b.typeStart[c]
	ord := b.ord
	lists := b.opt.LeaperLists
	ps := &ord.pawn[c&1]
	for i := uint8(0); i < ts[trialsmodel.Knight]; i++ {
		from := b.location[(stm|i)&63]
		if from == captured {
			continue
		}
		for _, st := range ps {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return -1
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.Pawn, from)
				n++
			}
		}
	}
	for i := ts[trialsmodel.Knight]; i < ts[trialsmodel.Bishop]; i++ {
		from := b.location[(stm|i)&63]
		if from == captured {
			continue
		}
		steps := ord.knight[:]
		if lists {
			steps = ord.knightList[from][:ord.knightCount[from]]
		}
		for _, st := range steps {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return -1
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.Knight, from)
				n++
			}
		}
	}
	if from := b.location[(stm|KingSlot)&63]; from != captured {
		steps := ord.king[:]
		if lists {
			steps = ord.kingList[from][:ord.kingCount[from]]
		}
		for _, st := range steps {
			to := from + uint8(st)
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return -1
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, trialsmodel.King, from)
				n++
			}
		}
	}
	return n
}

// CapturesNeighbors is level Neighbors: slider captures are the slider's
// neighbors in its directions, no ray scans.
func (b *Board) CapturesNeighbors(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	n := b.leaperCaptures(buf, 0)
	if n < 0 {
		return 0, trialsmodel.StageKing
	}
	stm := b.stm
	ts := &b.typeStart[colorIndex(stm)]
	for i := ts[trialsmodel.Bishop]; i < ts[trialsmodel.King]; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		k := b.kind[pc&63]
		nb := &b.neighbor[from]
		for _, d := range b.ord.dirs[k&7] {
			to := nb[d&7]
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, k, from)
				n++
			}
		}
	}
	return n, trialsmodel.StageDone
}

// CapturesDirLists is level DirLists: as Neighbors, with the directions of
// each slider listed per square, leaving out those that hit the edge at once.
func (b *Board) CapturesDirLists(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	n := b.leaperCaptures(buf, 0)
	if n < 0 {
		return 0, trialsmodel.StageKing
	}
	stm := b.stm
	ts := &b.typeStart[colorIndex(stm)]
	for i := ts[trialsmodel.Bishop]; i < ts[trialsmodel.King]; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		k := b.kind[pc&63] & 7
		nb := &b.neighbor[from]
		dl := &b.ord.dirList[k][from]
		for j := uint8(0); j < b.ord.dirCount[k][from]; j++ {
			to := nb[dl[j&7]&7]
			v := b.board[to]
			if h := v ^ stm; h >= Guard {
				if h == Guard|KingSlot {
					return 0, trialsmodel.StageKing
				}
				buf[n&255] = trialsmodel.Capture(b.kind[v&63], to, k, from)
				n++
			}
		}
	}
	return n, trialsmodel.StageDone
}

// nextStage returns the stage after victim type t has been generated.
func nextStage(t uint8) trialsmodel.Stage {
	if t <= trialsmodel.Pawn {
		return trialsmodel.StageDone
	}
	return trialsmodel.Stage(t - 1)
}

// CapturesStaged is level Staged: one victim type per call, most valuable
// first. The attackers of a victim are found from its square: in each of the
// 8 directions the neighbor table gives the nearest piece, and its capture
// code says whether it captures towards us (from any distance if it slides,
// else only when adjacent); knights are found by the relative-position test.
func (b *Board) CapturesStaged(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	stm := b.stm
	c := colorIndex(stm)
	e := c ^ 1
	foe := stm ^ Guard
	t := uint8(stage)
	if stage == trialsmodel.StageFirst {
		if k := b.location[(foe|KingSlot)&63]; k != captured && b.attackedStaged(k) {
			return 0, trialsmodel.StageKing
		}
		t = trialsmodel.Queen
	}
	ts := &b.typeStart[e]
	for ; t >= trialsmodel.Pawn; t-- {
		if trialsmodel.T.MaxGain[t&7] < floor {
			return 0, trialsmodel.StageFutile
		}
		n := 0
		for s := ts[t&7]; s < ts[(t+1)&7]; s++ {
			to := b.location[(foe|s)&63]
			if to == captured {
				continue
			}
			n = b.stagedAttackers(to, t, buf, n)
		}
		if n > 0 {
			return n, nextStage(t)
		}
	}
	return 0, trialsmodel.StageDone
}

// stagedAttackers writes the captures of the piece of type t on sq.
func (b *Board) stagedAttackers(sq uint8, t uint8, buf *[256]trialsmodel.Move, n int) int {
	my := uint16(codeWhite)
	if b.stm == Black {
		my = codeBlack
	}
	nb := &b.neighbor[sq]
	for d := 0; d < 8; d++ {
		src := nb[d]
		cd := b.code[src]
		if cd&my != 0 && cd&(1<<(d^4)) != 0 && (cd&codeSlider != 0 || src == sq+uint8(vec[d])) {
			buf[n&255] = trialsmodel.Capture(t, sq, b.kind[b.board[src]&63], src)
			n++
		}
	}
	ts := &b.typeStart[colorIndex(b.stm)]
	for s := ts[trialsmodel.Knight]; s < ts[trialsmodel.Bishop]; s++ {
		k := b.location[(b.stm|s)&63]
		if k != captured && knightRel[uint8(sq-k)] {
			buf[n&255] = trialsmodel.Capture(t, sq, trialsmodel.Knight, k)
			n++
		}
	}
	return n
}

// attackedStaged reports whether the side to move attacks sq, by the capture
// codes of level Staged.
func (b *Board) attackedStaged(sq uint8) bool {
	my := uint16(codeWhite)
	if b.stm == Black {
		my = codeBlack
	}
	nb := &b.neighbor[sq]
	for d := 0; d < 8; d++ {
		src := nb[d]
		cd := b.code[src]
		if cd&my != 0 && cd&(1<<(d^4)) != 0 && (cd&codeSlider != 0 || src == sq+uint8(vec[d])) {
			return true
		}
	}
	ts := &b.typeStart[colorIndex(b.stm)]
	for s := ts[trialsmodel.Knight]; s < ts[trialsmodel.Bishop]; s++ {
		k := b.location[(b.stm|s)&63]
		if k != captured && knightRel[uint8(sq-k)] {
			return true
		}
	}
	return false
}

// Quiets writes the non-captures of the side to move (pawn pushes, double
// pushes from the second rank, piece moves to empty squares; no castling, no
// promotion: the trials rules) in QuietOrder, and returns how many. The same
// ray-scan generator serves every level: non-captures are a few percent of
// the moves searched.
func (b *Board) Quiets(buf *[256]trialsmodel.Move) int {
	stm := b.stm
	n := 0
	fwd, start := uint8(16), uint8(5)
	if stm == Black {
		fwd, start = uint8(256-16), 10
	}
	for i := uint8(0); i < 16; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		k := b.kind[pc&63]
		switch k {
		case trialsmodel.Pawn:
			to := from + fwd
			if b.board[to] == 0 {
				buf[n&255] = trialsmodel.Quiet(trialsmodel.Pawn, from, to)
				n++
				if from>>4 == start && b.board[to+fwd] == 0 {
					buf[n&255] = trialsmodel.Quiet(trialsmodel.Pawn, from, to+fwd)
					n++
				}
			}
		case trialsmodel.Knight, trialsmodel.King:
			steps := b.ord.knight
			if k == trialsmodel.King {
				steps = b.ord.king
			}
			for _, st := range steps {
				if to := from + uint8(st); b.board[to] == 0 {
					buf[n&255] = trialsmodel.Quiet(k, from, to)
					n++
				}
			}
		default:
			for j := 0; j < b.ord.sliderCount[k&7]; j++ {
				st := uint8(b.ord.slider[k&7][j&7])
				for to := from + st; b.board[to] == 0; to += st {
					buf[n&255] = trialsmodel.Quiet(k, from, to)
					n++
				}
			}
		}
	}
	// Insertion sort into QuietOrder.
	for i := 1; i < n && i < 256; i++ {
		m := buf[i]
		key := m.QuietOrder()
		j := i
		for ; j > 0 && buf[j-1].QuietOrder() > key; j-- {
			buf[j] = buf[j-1]
		}
		buf[j] = m
	}
	return n
}

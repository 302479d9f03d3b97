package mailbox

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// Full chess rules on the mailbox board, for perft: pseudo-legal generation
// by ray scans on the 16x16 board, then make, a test whether the mover's king
// is attacked (by the neighbor table), and unmake. Castling follows Chess960
// rules for every position (the king goes to the g- or c-file, the rook to the
// f- or d-file), which covers standard chess too.

// legalMove is a full-rules move: from (bits 0–7), to (8–15) and a flag
// (16–19): 0 normal, flagEP, flagCastle, or flagPromo|type. A castling move
// is the king taking its own rook: to is the rook's square.
type legalMove uint32

const (
	flagEP     = 1
	flagCastle = 2
	flagPromo  = 8
)

func newLegal(from, to uint8, flag uint32) legalMove {
	return legalMove(uint32(from) | uint32(to)<<8 | flag<<16)
}

func (m legalMove) from() uint8  { return uint8(m) }
func (m legalMove) to() uint8    { return uint8(m >> 8) }
func (m legalMove) flag() uint32 { return uint32(m>>16) & 15 }

type legalUndo struct {
	m        legalMove
	piece    uint8
	victim   uint8
	capSq    uint8
	rook     uint8
	kingTo   uint8
	rookTo   uint8
	castling chess.CastlingRights
	ep       uint8
	saved    [2][8]uint8
	key      uint64
}

// setupRules takes castling rights and the en-passant square from p.
func (b *Board) setupRules(p *chess.Position) {
	b.castling = p.Castling()
	b.chess960 = p.Chess960()
	b.castleRook = [4]uint8{}
	b.rightsMask = [256]chess.CastlingRights{}
	for i := 0; i < 4; i++ {
		r := chess.CastlingRights(1 << i)
		if sq := p.CastlingRook(r); sq != chess.NoSquare {
			b.castleRook[i] = Square(sq)
			b.rightsMask[Square(sq)] |= r
		}
	}
	for c := 0; c < 2; c++ {
		if k := p.KingSquare(chess.Color(c)); k != chess.NoSquare {
			b.rightsMask[Square(k)] |= chess.CastlingRights(3 << (2 * c))
		}
	}
	b.ep = 0
	if ep := p.EnPassant(); ep != chess.NoSquare {
		b.ep = Square(ep)
	}
}

// attackedBy reports whether a piece of color (White or Black) attacks sq,
// using the neighbor table for everything but knights.
func (b *Board) attackedBy(sq uint8, color uint8) bool {
	my := uint16(codeWhite)
	if color == Black {
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
	return b.knightOn(sq, color)
}

// knightOn reports whether a knight of color (White or Black) attacks sq.
func (b *Board) knightOn(sq uint8, color uint8) bool {
	for _, st := range knightSteps {
		p := b.board[sq+uint8(st)]
		if p&color != 0 && p != Guard && b.kind[p&63] == trialsmodel.Knight {
			return true
		}
	}
	return false
}

// attackedScan is attackedBy by ray scans over the board only (for castling,
// where king and rook are lifted off the board array but not the table).
func (b *Board) attackedScan(sq uint8, color uint8) bool {
	for d := 0; d < 8; d++ {
		v := uint8(vec[d])
		src := sq + v
		for b.board[src] == 0 {
			src += v
		}
		p := b.board[src]
		if p == Guard || p&color == 0 {
			continue
		}
		cd := b.pcode[p&63]
		if cd&(1<<(d^4)) != 0 && (cd&codeSlider != 0 || src == sq+v) {
			return true
		}
	}
	return b.knightOn(sq, color)
}

// InCheck reports whether the side to move is in check (by the neighbor
// table: right under the full rules and at levels Neighbors and above; at
// level Lazy after any deferred update).
func (b *Board) InCheck() bool {
	b.finishPending()
	k := b.location[(b.stm|KingSlot)&63]
	return k != captured && b.attackedBy(k, b.stm^Guard)
}

// pseudoMoves writes the pseudo-legal moves of the side to move.
func (b *Board) pseudoMoves(buf *[256]legalMove) int {
	stm := b.stm
	foe := stm ^ Guard
	n := 0
	add := func(from, to uint8, flag uint32) {
		buf[n&255] = newLegal(from, to, flag)
		n++
	}
	fwd, start, last := uint8(16), uint8(5), uint8(11)
	if stm == Black {
		fwd, start, last = uint8(256-16), 10, 4
	}
	pawnAdd := func(from, to uint8) {
		if to>>4 == last {
			for t := trialsmodel.Knight; t <= trialsmodel.Queen; t++ {
				add(from, to, flagPromo|uint32(t))
			}
		} else {
			add(from, to, 0)
		}
	}
	for i := uint8(0); i < 16; i++ {
		pc := stm | i
		from := b.location[pc&63]
		if from == captured {
			continue
		}
		switch k := b.kind[pc&63]; k {
		case trialsmodel.Pawn:
			to := from + fwd
			if b.board[to] == 0 {
				pawnAdd(from, to)
				if from>>4 == start && b.board[to+fwd] == 0 {
					add(from, to+fwd, 0)
				}
			}
			for _, st := range b.ord.pawn[colorIndex(stm)&1] {
				to := from + uint8(st)
				if v := b.board[to]; v^stm >= Guard {
					pawnAdd(from, to)
				} else if to == b.ep && b.ep != 0 {
					add(from, to, flagEP)
				}
			}
		case trialsmodel.Knight, trialsmodel.King:
			steps := b.ord.knight
			if k == trialsmodel.King {
				steps = b.ord.king
			}
			for _, st := range steps {
				to := from + uint8(st)
				if v := b.board[to]; v == 0 || v^stm >= Guard {
					add(from, to, 0)
				}
			}
		default:
			for j := 0; j < b.ord.sliderCount[k&7]; j++ {
				st := uint8(b.ord.slider[k&7][j&7])
				to := from + st
				for b.board[to] == 0 {
					add(from, to, 0)
					to += st
				}
				if b.board[to]^stm >= Guard {
					add(from, to, 0)
				}
			}
		}
	}
	_ = foe
	n = b.castlingMoves(buf, n)
	return n
}

// castlingMoves adds the castling moves of the side to move whose squares
// are free and whose king path is not attacked.
func (b *Board) castlingMoves(buf *[256]legalMove, n int) int {
	c := colorIndex(b.stm)
	kpc := (b.stm | KingSlot) & 63
	kf := b.location[kpc]
	if kf == captured {
		return n
	}
	back := uint8(4 + 7*c) // row of the back rank
	for side := 0; side < 2; side++ {
		right := 2*c + side
		if b.castling&(1<<right) == 0 {
			continue
		}
		rf := b.castleRook[right]
		kt, rt := back<<4|(4+6), back<<4|(4+5) // g, f
		if side == 1 {
			kt, rt = back<<4|(4+2), back<<4|(4+3) // c, d
		}
		lo, hi := min(kf, kt, rf, rt), max(kf, kt, rf, rt)
		free := true
		for s := lo; s <= hi; s++ {
			if s != kf && s != rf && b.board[s] != 0 {
				free = false
				break
			}
		}
		if !free {
			continue
		}
		rook := b.board[rf]
		b.board[kf], b.board[rf] = 0, 0
		safe := true
		for s := min(kf, kt); s <= max(kf, kt); s++ {
			if b.attackedScan(s, b.stm^Guard) {
				safe = false
				break
			}
		}
		b.board[kf], b.board[rf] = kpc, rook
		if safe {
			buf[n&255] = newLegal(kf, rf, flagCastle)
			n++
		}
	}
	return n
}

// lift takes the piece off s (board and neighbor table).
func (b *Board) lift(s uint8) {
	b.board[s] = 0
	b.code[s] = 0
	b.evacuate(s)
}

// drop puts pc on the empty square s, saving s's old neighbor entries.
func (b *Board) drop(s, pc uint8, saved *[8]uint8) {
	*saved = b.neighbor[s]
	b.board[s] = pc
	b.code[s] = b.pcode[pc&63]
	b.location[pc&63] = s
	b.occupy(s)
}

// undrop takes back drop.
func (b *Board) undrop(s uint8, saved *[8]uint8) {
	b.board[s] = 0
	b.code[s] = 0
	b.evacuate(s)
	b.neighbor[s] = *saved
}

// unlift takes back lift, putting pc back on s.
func (b *Board) unlift(s, pc uint8) {
	b.board[s] = pc
	b.code[s] = b.pcode[pc&63]
	b.location[pc&63] = s
	b.reoccupy(s)
}

// makeLegal plays a full-rules move (legal or not).
func (b *Board) makeLegal(m legalMove) {
	u := &b.legalUndo[b.legalPly&MaxPly]
	b.legalPly++
	from, to, flag := m.from(), m.to(), m.flag()
	pc := b.board[from]
	u.m, u.piece, u.castling, u.ep = m, pc, b.castling, b.ep
	u.victim, u.capSq = 0, to
	u.key = b.key
	b.ep = 0
	switch {
	case flag == flagCastle:
		c := colorIndex(b.stm)
		back := uint8(4 + 7*c)
		kt, rt := back<<4|(4+6), back<<4|(4+5)
		if to < from {
			kt, rt = back<<4|(4+2), back<<4|(4+3)
		}
		rook := b.board[to]
		u.rook, u.kingTo, u.rookTo = rook, kt, rt
		b.lift(from)
		b.lift(to)
		b.drop(kt, pc, &u.saved[0])
		b.drop(rt, rook, &u.saved[1])
		b.castling &^= b.rightsMask[from]
		if b.opt.Key {
			kr, rr := &keyTab[b.pstRow[pc&63]&15], &keyTab[b.pstRow[rook&63]&15]
			b.key ^= kr[from] ^ kr[kt] ^ rr[to] ^ rr[rt]
		}
	case flag == flagEP:
		capSq := to - 16
		if b.stm == Black {
			capSq = to + 16
		}
		u.capSq, u.victim = capSq, b.board[capSq]
		b.lift(from)
		b.drop(to, pc, &u.saved[0])
		b.lift(capSq)
		b.location[u.victim&63] = captured
		b.presence[colorIndex(u.victim)] &^= bit(u.victim)
		if b.opt.Key {
			r := &keyTab[b.pstRow[pc&63]&15]
			b.key ^= r[from] ^ r[to] ^ keyTab[b.pstRow[u.victim&63]&15][capSq]
		}
	default:
		victim := b.board[to]
		u.victim = victim
		if b.opt.Key {
			b.key ^= keyTab[b.pstRow[pc&63]&15][from] ^ keyTab[b.pstRow[victim&63]&15][to]
		}
		b.lift(from)
		if victim != 0 {
			b.board[to] = pc
			b.code[to] = b.pcode[pc&63]
			b.location[pc&63] = to
			b.location[victim&63] = captured
			b.presence[colorIndex(victim)] &^= bit(victim)
		} else {
			b.drop(to, pc, &u.saved[0])
		}
		if flag&flagPromo != 0 {
			b.setKind(pc, uint8(flag&7))
			b.code[to] = b.pcode[pc&63]
		}
		if b.opt.Key {
			b.key ^= keyTab[b.pstRow[pc&63]&15][to] // after a promotion
		}
		if b.kind[pc&63] == trialsmodel.Pawn && (to-from == 32 || from-to == 32) {
			b.ep = uint8((int(from) + int(to)) / 2)
		}
		b.castling &^= b.rightsMask[from] | b.rightsMask[to]
	}
	b.stm ^= Guard
}

// unmakeLegal takes back the last makeLegal.
func (b *Board) unmakeLegal() {
	b.legalPly--
	u := &b.legalUndo[b.legalPly&MaxPly]
	b.stm ^= Guard
	m := u.m
	from, to, flag := m.from(), m.to(), m.flag()
	pc := u.piece
	switch {
	case flag == flagCastle:
		b.undrop(u.rookTo, &u.saved[1])
		b.undrop(u.kingTo, &u.saved[0])
		b.unlift(to, u.rook)
		b.unlift(from, pc)
	case flag == flagEP:
		b.unlift(u.capSq, u.victim)
		b.presence[colorIndex(u.victim)] |= bit(u.victim)
		b.undrop(to, &u.saved[0])
		b.unlift(from, pc)
	default:
		if flag&flagPromo != 0 {
			b.setKind(pc, trialsmodel.Pawn)
		}
		if u.victim != 0 {
			b.board[to] = u.victim
			b.code[to] = b.pcode[u.victim&63]
			b.location[u.victim&63] = to
			b.presence[colorIndex(u.victim)] |= bit(u.victim)
		} else {
			b.undrop(to, &u.saved[0])
		}
		b.unlift(from, pc)
	}
	b.castling, b.ep = u.castling, u.ep
	b.key = u.key
}

// leftInCheck reports whether the side that just moved left its king
// attacked.
func (b *Board) leftInCheck() bool {
	mover := b.stm ^ Guard
	k := b.location[(mover|KingSlot)&63]
	return k != captured && b.attackedBy(k, b.stm)
}

// Perft counts the leaf nodes of the legal move tree of the given depth
// under the full rules (perft(0) is 1).
func (b *Board) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [256]legalMove
	n := b.pseudoMoves(&buf)
	if depth == 1 {
		return b.countLegal(buf[:n])
	}
	var total uint64
	for _, m := range buf[:n] {
		b.makeLegal(m)
		if !b.leftInCheck() {
			total += b.Perft(depth - 1)
		}
		b.unmakeLegal()
	}
	return total
}

// countLegal counts the legal moves among the pseudo-legal moves ms (bulk
// counting at the last ply of perft). Out of check, most need no make: a
// piece that is not pinned may go anywhere it can, a pinned one only along
// its pin line (pins are read off the neighbor table: own piece next to the
// king, enemy slider behind it on that line); a king move is legal if its
// target is not attacked with the king lifted off the board; castling moves
// were checked when generated. In check, and for en passant, the move is
// made and the king looked at.
func (b *Board) countLegal(ms []legalMove) uint64 {
	k := b.location[(b.stm|KingSlot)&63]
	foe := b.stm ^ Guard
	var count uint64
	if k == captured || b.attackedBy(k, foe) {
		for _, m := range ms {
			b.makeLegal(m)
			if !b.leftInCheck() {
				count++
			}
			b.unmakeLegal()
		}
		return count
	}
	var pinned [64]uint8 // 1 + direction from the king, 0 if not pinned
	nb := &b.neighbor[k]
	for d := 0; d < 8; d++ {
		s1 := nb[d]
		p1 := b.board[s1]
		if p1 == Guard || p1&b.stm == 0 {
			continue
		}
		p2 := b.board[b.neighbor[s1][d]]
		if p2 != Guard && p2&foe != 0 && b.pcode[p2&63]&codeSlider != 0 && b.pcode[p2&63]&(1<<(d^4)) != 0 {
			pinned[p1&63] = uint8(d + 1)
		}
	}
	for _, m := range ms {
		from, to, flag := m.from(), m.to(), m.flag()
		switch {
		case flag == flagCastle:
			count++
		case flag == flagEP:
			b.makeLegal(m)
			if !b.leftInCheck() {
				count++
			}
			b.unmakeLegal()
		case from == k:
			kp := b.board[k]
			b.board[k] = 0
			if !b.attackedScan(to, foe) {
				count++
			}
			b.board[k] = kp
		default:
			if pd := pinned[b.board[from]&63]; pd == 0 || dirOf[uint8(to-k)] == pd-1 {
				count++
			}
		}
	}
	return count
}

// Perft counts the leaf nodes of the legal move tree of p to the given depth
// with the mailbox board (the signature of westcott perft's generators).
func Perft(p *chess.Position, depth int) uint64 {
	b, _ := New(p, Neighbors)
	return b.Perft(depth)
}

// toChess converts a full-rules move to a chess.Move.
func toChess(m legalMove) chess.Move {
	from, to := ChessSquare(m.from()), ChessSquare(m.to())
	switch f := m.flag(); {
	case f == flagCastle:
		return chess.NewCastling(from, to)
	case f == flagEP:
		return chess.NewEnPassant(from, to)
	case f&flagPromo != 0:
		return chess.NewPromotion(from, to, chess.PieceType(f&7))
	}
	return chess.NewMove(from, to)
}

// LegalMoves appends the legal moves of the position (full rules) to dst.
func (b *Board) LegalMoves(dst []chess.Move) []chess.Move {
	var buf [256]legalMove
	n := b.pseudoMoves(&buf)
	for _, m := range buf[:n] {
		b.makeLegal(m)
		if !b.leftInCheck() {
			dst = append(dst, toChess(m))
		}
		b.unmakeLegal()
	}
	return dst
}

// MakeMove plays a legal chess move (full rules); UnmakeMove takes it back.
// A move that is not legal here returns an error wrapping
// chess.ErrIllegalMove and changes nothing.
func (b *Board) MakeMove(m chess.Move) error {
	var buf [256]legalMove
	n := b.pseudoMoves(&buf)
	for _, lm := range buf[:n] {
		if toChess(lm) != m {
			continue
		}
		b.makeLegal(lm)
		if b.leftInCheck() {
			b.unmakeLegal()
			break
		}
		return nil
	}
	return fmt.Errorf("mailbox: move %v: %w", m, chess.ErrIllegalMove)
}

// UnmakeMove takes back the last MakeMove.
func (b *Board) UnmakeMove() {
	if b.legalPly > 0 {
		b.unmakeLegal()
	}
}

package attackmap

import (
	"math/bits"
	"sync"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Incremental keeps attack and defend maps up to date through make and
// unmake, on a board of its own (page "Attack and Defend Maps",
// "Incremental Update"), in the two square-centric forms the page
// describes:
//
//   - Chess 4.5's ATKFR and ATKTO: From[sq] is the set the piece on sq
//     attacks, To[sq] the set of squares whose pieces attack sq (its
//     transpose, AttackersTo);
//   - IsiChess's piece sets: Sets[sq] has bit i set when the piece in slot
//     i attacks sq. The 32 slots follow a fixed piece-kind layout per color
//     (white 0–15, black 16–31: eight pawns, two knights, a light and a dark
//     bishop, two rooks, a queen, the king), so each color's 16-bit half
//     indexes a 64 K table of REBEL attack bytes (Indicator).
//
// A move changes the occupancy of two to four squares; only the pieces on
// them and the sliders whose attacks reach them (To of those squares) are
// recomputed. The on-the-fly functions of this package compute the same
// maps from scratch; the tests compare the two after every move of the
// perft suites.
type Incremental struct {
	From, To [64]Bitboard
	Sets     [64]uint32

	board   [64]chess.Piece
	slot    [64]int8 // the slot of the piece on each square, -1 if empty
	slotSq  [32]chess.Square
	occ     Bitboard
	sliders Bitboard
	odd     int // pieces in a slot not of their kind (extra promoted pieces)
	undo    []opList
}

// opList is the board changes of one move: at most four (castling).
type opList struct {
	ops [4]mapOp
	n   int
}

func (l *opList) add(o mapOp) { l.ops[l.n] = o; l.n++ }

// mapOp is one change of the board: a piece removed from sq or placed on
// it in slot.
type mapOp struct {
	sq    chess.Square
	piece chess.Piece // NoPiece to remove
	slot  int8
}

// Slot layout within one color's 16 bits.
const (
	slotPawn   = 0  // 0–7
	slotKnight = 8  // 8–9
	slotLight  = 10 // bishop on light squares
	slotDark   = 11
	slotRook   = 12 // 12–13
	slotQueen  = 14
	slotKing   = 15
)

// slotKinds returns the first and last slot (within a color's 16) of the
// kind of piece pc on sq.
func slotKinds(t chess.PieceType, sq chess.Square) (first, last int) {
	switch t {
	case chess.Pawn:
		return slotPawn, slotPawn + 7
	case chess.Knight:
		return slotKnight, slotKnight + 1
	case chess.Bishop:
		if (sq.File()+bitboard.File(sq.Rank()))%2 == 1 {
			return slotLight, slotLight
		}
		return slotDark, slotDark
	case chess.Rook:
		return slotRook, slotRook + 1
	case chess.Queen:
		return slotQueen, slotQueen
	}
	return slotKing, slotKing
}

// NewIncremental sets the maps up for p. Pieces beyond the layout (a third
// knight, a second queen) take any free slot of their color; Regular
// reports whether there is none such.
func NewIncremental(p *chess.Position) *Incremental {
	m := &Incremental{}
	for i := range m.slot {
		m.slot[i] = -1
	}
	var used uint32
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		if pc := p.Piece(sq); pc != chess.NoPiece {
			s := m.freeSlot(used, pc, sq, -1)
			used |= 1 << s
			m.apply([]mapOp{{sq, pc, s}})
		}
	}
	return m
}

// freeSlot returns a slot for pc on sq not in used: one of its kind, else
// prefer (the slot of the pawn it promotes from), else any of its color.
func (m *Incremental) freeSlot(used uint32, pc chess.Piece, sq chess.Square, prefer int8) int8 {
	base := 16 * int(pc.Color())
	first, last := slotKinds(pc.Type(), sq)
	for s := base + first; s <= base+last; s++ {
		if used&(1<<s) == 0 {
			return int8(s)
		}
	}
	if prefer >= 0 {
		return prefer
	}
	free := ^used >> base & 0xFFFF
	return int8(base + bits.TrailingZeros32(free))
}

// usedSlots returns the slots of the pieces on the board.
func (m *Incremental) usedSlots() uint32 {
	var u uint32
	for _, s := range m.slot {
		if s >= 0 {
			u |= 1 << s
		}
	}
	return u
}

// Regular reports whether every piece sits in a slot of its kind, so that
// Indicator is exact.
func (m *Incremental) Regular() bool { return m.odd == 0 }

// inKind reports whether slot s is of the kind of pc on sq.
func inKind(s int8, pc chess.Piece, sq chess.Square) bool {
	first, last := slotKinds(pc.Type(), sq)
	s -= int8(16 * pc.Color())
	return int(s) >= first && int(s) <= last
}

// Make plays m, a legal move on the maps' board, and updates the maps.
func (m *Incremental) Make(mv chess.Move) {
	from, to := mv.From(), mv.To()
	mover := m.board[from]
	var l opList
	switch mv.Kind() {
	case chess.Castling:
		king, rook := mover, m.board[to]
		// The king goes to the g-file and the rook to the f-file, or to c and
		// d on the queen side, in Chess960 as in chess.
		r := from.Rank()
		kingTo, rookTo := bitboard.NewSquare(bitboard.FileG, r), bitboard.NewSquare(bitboard.FileF, r)
		if to < from {
			kingTo, rookTo = bitboard.NewSquare(bitboard.FileC, r), bitboard.NewSquare(bitboard.FileD, r)
		}
		l.add(mapOp{from, chess.NoPiece, m.slot[from]})
		l.add(mapOp{to, chess.NoPiece, m.slot[to]})
		l.add(mapOp{kingTo, king, m.slot[from]})
		l.add(mapOp{rookTo, rook, m.slot[to]})
	case chess.EnPassant:
		capSq := to - 8
		if mover.Color() == chess.Black {
			capSq = to + 8
		}
		l.add(mapOp{capSq, chess.NoPiece, m.slot[capSq]})
		l.add(mapOp{from, chess.NoPiece, m.slot[from]})
		l.add(mapOp{to, mover, m.slot[from]})
	default:
		l.add(mapOp{from, chess.NoPiece, m.slot[from]})
		if m.board[to] != chess.NoPiece {
			l.add(mapOp{to, chess.NoPiece, m.slot[to]})
		}
		pc, s := mover, m.slot[from]
		if mv.Kind() == chess.Promotion {
			pc = chess.NewPiece(mover.Color(), mv.Promo())
			used := m.usedSlots() &^ (1 << s)
			if m.board[to] != chess.NoPiece {
				used &^= 1 << m.slot[to]
			}
			s = m.freeSlot(used, pc, to, s)
		}
		l.add(mapOp{to, pc, s})
	}
	// The undo list restores, in reverse order, what each op changed.
	var undo opList
	for i := l.n - 1; i >= 0; i-- {
		o := l.ops[i]
		if o.piece == chess.NoPiece {
			undo.add(mapOp{o.sq, m.board[o.sq], m.slot[o.sq]})
		} else {
			undo.add(mapOp{o.sq, chess.NoPiece, o.slot})
		}
	}
	m.undo = append(m.undo, undo)
	m.apply(l.ops[:l.n])
}

// Unmake takes back the last move Make played.
func (m *Incremental) Unmake() {
	n := len(m.undo) - 1
	l := m.undo[n]
	m.undo = m.undo[:n]
	m.apply(l.ops[:l.n])
}

// apply plays the board changes ops and updates the maps: the pieces on
// the changed squares and the sliders reaching them lose their attacks,
// the board changes, and the pieces there now get theirs back.
func (m *Incremental) apply(ops []mapOp) {
	var changed Bitboard
	for _, o := range ops {
		changed |= o.sq.Bitboard()
	}
	touched := changed
	for c := changed; c != 0; {
		touched |= m.To[c.PopLSB()] & m.sliders
	}
	for t := touched & m.occ; t != 0; {
		m.unlink(t.PopLSB())
	}
	for _, o := range ops {
		if old := m.slot[o.sq]; old >= 0 && !inKind(old, m.board[o.sq], o.sq) {
			m.odd--
		}
		m.board[o.sq], m.slot[o.sq] = o.piece, -1
		m.occ &^= o.sq.Bitboard()
		m.sliders &^= o.sq.Bitboard()
		if o.piece == chess.NoPiece {
			continue
		}
		m.slot[o.sq] = o.slot
		m.slotSq[o.slot] = o.sq
		m.occ |= o.sq.Bitboard()
		if t := o.piece.Type(); t == chess.Bishop || t == chess.Rook || t == chess.Queen {
			m.sliders |= o.sq.Bitboard()
		}
		if !inKind(o.slot, o.piece, o.sq) {
			m.odd++
		}
	}
	for t := touched & m.occ; t != 0; {
		m.link(t.PopLSB())
	}
}

func (m *Incremental) unlink(sq chess.Square) {
	bit, slotBit := sq.Bitboard(), uint32(1)<<m.slot[sq]
	for a := m.From[sq]; a != 0; {
		t := a.PopLSB()
		m.To[t] &^= bit
		m.Sets[t] &^= slotBit
	}
	m.From[sq] = 0
}

func (m *Incremental) link(sq chess.Square) {
	bit, slotBit := sq.Bitboard(), uint32(1)<<m.slot[sq]
	a := chess.PieceAttacks(m.board[sq], sq, m.occ)
	m.From[sq] = a
	for a != 0 {
		t := a.PopLSB()
		m.To[t] |= bit
		m.Sets[t] |= slotBit
	}
}

// Square returns the square of the piece in slot s.
func (m *Incremental) Square(s int) chess.Square { return m.slotSq[s&31] }

// SetSquares returns the squares of the pieces in the piece set set.
func (m *Incremental) SetSquares(set uint32) Bitboard {
	var b Bitboard
	for set != 0 {
		b |= m.slotSq[bits.TrailingZeros32(set)].Bitboard()
		set &= set - 1
	}
	return b
}

// indicatorTable maps one color's 16-bit piece set to its REBEL attack
// byte, by the slot layout: 64 K entries, one byte each, built on first use.
var indicatorTable = sync.OnceValue(func() *[1 << 16]AttackByte {
	t := new([1 << 16]AttackByte)
	for set := range 1 << 16 {
		b := AttackByte(min(bits.OnesCount16(uint16(set)), byteMaxCnt))
		for _, k := range []struct {
			mask uint16
			bit  AttackByte
		}{{0xFF, BytePawn}, {0x0F00, ByteMinor}, {0x3000, ByteRook}, {0x4000, ByteQueen}, {0x8000, ByteKing}} {
			if uint16(set)&k.mask != 0 {
				b |= k.bit
			}
		}
		t[set] = b
	}
	return t
})

// Indicator returns color c's REBEL attack byte of sq by one lookup of its
// half of the piece set; exact when Regular.
func (m *Incremental) Indicator(sq chess.Square, c chess.Color) AttackByte {
	return indicatorTable()[uint16(m.Sets[sq&63]>>(16*(c&1)))]
}

package mailbox

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// The board is 16 by 16 squares. Square (file f, rank r) of the chess board is
// 16*(r+4) + f+4: rows 4–11 and columns 4–11 hold the chess board, and the
// rim around it (two squares wide on every side, more than a knight can jump)
// holds edge guards. Every square number fits in a byte, every step from a
// chess square lands inside the array, and arrays of 256 entries indexed by a
// byte need no bounds checks. The numbering is monotone in the usual
// a1 = 0 … h8 = 63 numbering, as trialsmodel.Move requires.

// Piece numbers on the board: a color bit (White 16, Black 32) plus a slot
// 0–15 in that side's piece list. Empty squares hold 0 and edge guards hold
// Guard, which has both color bits: x ^ stm >= Guard holds exactly when x is
// a piece of the side not to move (the thread's "XOR with side to move" test:
// an own piece, an empty square or a guard all come out below Guard).
const (
	White = 16
	Black = 32
	Guard = White | Black
	// KingSlot is the king's slot in each piece list.
	KingSlot = 15
	// captured is the location of a piece that is off the board: square 0,
	// a guard far outside the chess board.
	captured = 0
)

// Directions, numbered clockwise from north; d^4 is the opposite of d.
var vec = [8]int8{16, 17, 1, -15, -16, -17, -1, 15}

var knightSteps = [8]int8{33, 31, 18, 14, -14, -18, -31, -33}

// Square converts a chess square to the board's square number.
func Square(sq chess.Square) uint8 { return uint8(16*(int(sq)>>3) + int(sq)&7 + 68) }

// ChessSquare converts a board square back to a chess square; squares off the
// chess board give chess.NoSquare.
func ChessSquare(s uint8) chess.Square {
	f, r := int(s&15)-4, int(s>>4)-4
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return chess.NoSquare
	}
	return chess.Square(8*r + f)
}

// onBoard reports whether s is a square of the chess board.
func onBoard(s uint8) bool { return (s>>4)-4 < 8 && (s&15)-4 < 8 }

// Piece codes: which directions a piece captures in (bit d set if it attacks
// the square one step, or for a slider any distance, in direction d), and
// whether it slides. Used by the staged capture generator and the attack map.
const (
	codeSlider = 1 << 8
	codeWhite  = 1 << 9
	codeBlack  = 1 << 10
)

var typeCode = [8]uint16{
	trialsmodel.Pawn:   0, // set per color
	trialsmodel.Knight: 0, // knights are found by their relative position
	trialsmodel.Bishop: codeSlider | 1<<1 | 1<<3 | 1<<5 | 1<<7,
	trialsmodel.Rook:   codeSlider | 1<<0 | 1<<2 | 1<<4 | 1<<6,
	trialsmodel.Queen:  codeSlider | 0xFF,
	trialsmodel.King:   0xFF,
}

// Tables computed once by init and read-only afterwards.
var (
	// knightRel[uint8(a-b)] is true if squares a and b are a knight's jump
	// apart (the "relative position" test: differences fit in a byte).
	knightRel [256]bool
	// dirOf[uint8(b-a)] is the direction from a to b if they are aligned
	// (and 8 otherwise).
	dirOf [256]uint8
	// typeDirs lists each slider type's directions, location-independent
	// (for rebuilding the attack map; the generators read their Order's).
	typeDirs = [8][]uint8{
		trialsmodel.Bishop: {1, 3, 5, 7},
		trialsmodel.Rook:   {0, 2, 4, 6},
		trialsmodel.Queen:  {0, 1, 2, 3, 4, 5, 6, 7},
	}
	// pst[color<<3|type][square] is trialsmodel.T.PST on the 16x16 board; row 0
	// (no piece) is all zero, so an empty square is worth nothing.
	pst [16][256]int32
	// gainPST[color|type][square] is pst indexed by a color bit (White or
	// Black) and a type, as Gain finds them; rows of no type are zero.
	gainPST [64][256]int32
	// emptyNeighbors is the neighbor table of the empty board.
	emptyNeighbors [256][8]uint8
)

func init() {
	for _, s := range knightSteps {
		knightRel[uint8(s)] = true
	}
	for i := range dirOf {
		dirOf[i] = 8
	}
	for d, v := range vec {
		for k := 1; k < 8; k++ {
			dirOf[uint8(int(v)*k)] = uint8(d)
		}
	}
	buildOrders()
	buildKeys()
	for c := 0; c < 2; c++ {
		for t := 1; t <= 6; t++ {
			for sq := chess.Square(0); sq < 64; sq++ {
				pst[c<<3|t][Square(sq)] = trialsmodel.T.PST[c][t][sq]
				gainPST[White<<c|t][Square(sq)] = trialsmodel.T.PST[c][t][sq]
			}
		}
	}
	var empty [256]uint8
	for s := range empty {
		if !onBoard(uint8(s)) {
			empty[s] = Guard
		}
	}
	for s := 0; s < 256; s++ {
		for d := 0; d < 8; d++ {
			emptyNeighbors[s][d] = scan(&empty, uint8(s), d)
		}
	}
}

// scan returns the first square beyond s in direction d that is not empty
// (a piece or a guard). From a square of the outer rim it may run off the
// array; it then returns s itself (such entries are never used).
func scan(board *[256]uint8, s uint8, d int) uint8 {
	t := int(s)
	for {
		t += int(vec[d])
		if t < 0 || t > 255 {
			return s
		}
		if board[t] != 0 {
			return uint8(t)
		}
	}
}

// Board is the mailbox-trials board: a 16x16 mailbox with edge guards, a
// piece list with color bits, the neighbor table (the nearest occupied square
// in each of the 8 directions, edge guards included), a capture-code board
// and an incrementally updated attack map. Which of these Make keeps up to
// date depends on the Level the board was made with.
//
// The same board also plays chess by the full rules (castling, en passant,
// promotion, Chess960) for perft: see LegalMoves, MakeMove and Perft.
type Board struct {
	board    [256]uint8    // piece number, 0 (empty) or Guard
	neighbor [256][8]uint8 // valid for occupied squares and the guards next to the board
	code     [256]uint16   // piece code of the occupant, level 4

	location [64]uint8 // square of each piece number, captured if off the board
	kind     [64]uint8 // piece type of each piece number, 0 for none
	pcode    [64]uint16
	pstRow   [64]uint8 // row of pst for each piece number

	stm   uint8 // White or Black
	level Level
	opt   Options
	ord   *orderTables // the tables of opt.Order
	// key is the Zobrist key of the pieces (Options.Key): see keyTab.
	key uint64

	// Slot ranges per side, for the trials generators (no promotions there,
	// so they stay right): slots [typeStart[c][t], typeStart[c][t+1]) hold
	// the pieces of type t, pawns first; the king is always slot 15.
	typeStart [2][8]uint8
	// classMask[c][t] has the attack-map bits of side c's slots of type t,
	// upMask[c][t] those of types t to Queen.
	classMask [2][8]uint32
	upMask    [2][8]uint32

	// Attack map (levels 5 and 6), copy-make: maps[ply][p] is the set of
	// pieces attacking piece p (bit p-16). Bits of captured pieces linger and
	// are masked with presence.
	maps     [MaxPly + 1][64]uint32
	presence [2]uint32 // bits of the pieces on the board, per side
	sliders  uint32    // bits of the bishops, rooks and queens
	// pending[ply] (level Lazy): the move that led to the node at ply has
	// not updated the map (nor, for a capture, the neighbor table) yet.
	pending [MaxPly + 1]bool

	ply  int
	undo [MaxPly + 1]undo

	// Full-rules state, used by the legal move generator.
	castling   chess.CastlingRights
	castleRook [4]uint8 // rook square per right (index: bit number), 0 if none
	rightsMask [256]chess.CastlingRights
	ep         uint8 // en-passant target square, 0 if none
	chess960   bool
	legalUndo  [MaxPly + 1]legalUndo
	legalPly   int
}

// MaxPly bounds the depth of make without unmake (search plies, perft
// depth); MaxPly+1 is a power of two, so ply&MaxPly indexes the stacks.
const MaxPly = 127

type undo struct {
	from, to      uint8
	piece, victim uint8
	saved         [8]uint8 // neighbor[to] before Occupy(to)
	presence      uint32
	key           uint64 // the key before the move (Options.Key)
}

func bit(p uint8) uint32 { return 1 << ((p - 16) & 31) }

// colorIndex returns 0 for White and 1 for Black.
func colorIndex(color uint8) int { return int(color>>5) & 1 }

// New returns the board of the position p for the trials at the given level.
// The trials rules know no castling, en passant or promotion: those parts of
// p are ignored by the trials methods (Captures, Quiets, Make), though the
// full-rules methods (LegalMoves, MakeMove, Perft) use them.
func New(p *chess.Position, level Level) (*Board, error) {
	return NewWith(p, level, Options{})
}

// NewWith is New with options.
func NewWith(p *chess.Position, level Level, opt Options) (*Board, error) {
	if level < 0 || level >= NumLevels {
		return nil, fmt.Errorf("mailbox: level %d out of range 0..%d", level, NumLevels-1)
	}
	if opt.Order < 0 || opt.Order >= NumOrders {
		return nil, fmt.Errorf("mailbox: direction order %d out of range 0..%d", opt.Order, NumOrders-1)
	}
	if opt.LeaperLists && level != Neighbors && level != DirLists {
		return nil, fmt.Errorf("mailbox: leaper lists need level %v or %v, not %v", Neighbors, DirLists, level)
	}
	b := &Board{level: level, opt: opt, ord: &orders[opt.Order]}
	b.setup(p)
	return b, nil
}

// Options returns the options the board was made with.
func (b *Board) Options() Options { return b.opt }

// ParseFEN returns the board of a FEN position (parsed and checked by
// chess.ParseFEN) at the given level.
func ParseFEN(fen string, level Level) (*Board, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return New(&p, level)
}

func (b *Board) setup(p *chess.Position) {
	for s := range b.board {
		b.board[s] = 0
		if !onBoard(uint8(s)) {
			b.board[s] = Guard
		}
	}
	b.neighbor = emptyNeighbors
	b.code = [256]uint16{}
	b.location = [64]uint8{}
	b.kind = [64]uint8{}
	b.pcode = [64]uint16{}
	b.pstRow = [64]uint8{}
	b.presence = [2]uint32{}
	b.sliders = 0
	b.ply, b.legalPly = 0, 0
	b.pending = [MaxPly + 1]bool{}
	b.stm = White
	if p.SideToMove() == chess.Black {
		b.stm = Black
	}
	for c := 0; c < 2; c++ {
		color := uint8(White << c)
		slot := uint8(0)
		for t := trialsmodel.Pawn; t <= trialsmodel.Queen; t++ {
			b.typeStart[c][t] = slot
			for bb := p.Pieces(chess.Color(c), chess.PieceType(t)); bb != 0; {
				sq := bb.PopLSB()
				b.put(color|slot, t, Square(sq))
				b.occupy(Square(sq))
				slot++
			}
		}
		b.typeStart[c][trialsmodel.King] = slot
		b.typeStart[c][7] = KingSlot
		for t := trialsmodel.Pawn; t <= trialsmodel.Queen; t++ {
			lo, hi := b.typeStart[c][t], b.typeStart[c][t+1]
			b.classMask[c][t] = (1<<hi - 1<<lo) << (16 * c)
		}
		b.classMask[c][trialsmodel.King] = 1 << (KingSlot + 16*c)
		for t := trialsmodel.Pawn; t <= trialsmodel.Queen; t++ {
			lo, hi := b.typeStart[c][t], b.typeStart[c][trialsmodel.King]
			b.upMask[c][t] = (1<<hi - 1<<lo) << (16 * c)
		}
		if k := p.KingSquare(chess.Color(c)); k != chess.NoSquare {
			b.put(color|KingSlot, trialsmodel.King, Square(k))
			b.occupy(Square(k))
		}
	}
	b.maps[0] = b.mapFromScratch()
	b.key = b.KeyFromScratch()
	b.setupRules(p)
}

// put places piece number pc of type t on s (setup and promotion only).
func (b *Board) put(pc, t, s uint8) {
	b.board[s] = pc
	b.location[pc] = s
	b.kind[pc] = t
	b.setKind(pc, t)
	b.code[s] = b.pcode[pc]
	b.presence[colorIndex(pc)] |= bit(pc)
}

// setKind sets the type of piece number pc and what depends on it.
func (b *Board) setKind(pc, t uint8) {
	b.kind[pc] = t
	c := typeCode[t]
	if t == trialsmodel.Pawn {
		if pc&White != 0 {
			c = 1<<1 | 1<<7
		} else {
			c = 1<<3 | 1<<5
		}
	}
	if pc&White != 0 {
		c |= codeWhite
	} else {
		c |= codeBlack
	}
	b.pcode[pc] = c
	b.pstRow[pc] = uint8(colorIndex(pc))<<3 | t
	if c&codeSlider != 0 {
		b.sliders |= bit(pc)
	} else {
		b.sliders &^= bit(pc)
	}
}

// Level returns the level the board was made with.
func (b *Board) Level() Level { return b.level }

// SideToMove returns the side to move.
func (b *Board) SideToMove() chess.Color {
	if b.stm == White {
		return chess.White
	}
	return chess.Black
}

// Piece returns the piece on a chess square.
func (b *Board) Piece(sq chess.Square) chess.Piece {
	pc := b.board[Square(sq)]
	if pc == 0 || pc == Guard {
		return chess.NoPiece
	}
	c := chess.White
	if pc&Black != 0 {
		c = chess.Black
	}
	return chess.NewPiece(c, chess.PieceType(b.kind[pc]))
}

// Eval returns the piece-square evaluation from the side to move's view.
func (b *Board) Eval() int32 {
	var e int32
	for pc := uint8(16); pc < 48; pc++ {
		if s := b.location[pc]; s != captured {
			v := pst[b.pstRow[pc]][s]
			if pc&b.stm == 0 {
				v = -v
			}
			e += v
		}
	}
	return e
}

// Gain returns what the move m (a trials move of the side to move) changes in
// the evaluation, from the mover's view: the mover's positional change plus
// the victim. The types come from the move word, not from the board.
func (b *Board) Gain(m trialsmodel.Move) int32 {
	to := m.To()
	r := &gainPST[(b.stm|m.Mover())&63]
	return r[to] - r[m.From()] + gainPST[(b.stm^Guard|m.Victim())&63][to]
}

// String draws the board, rank 8 on top, with FEN letters and dots.
func (b *Board) String() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if f > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(b.Piece(chess.Square(8*r + f)).String())
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// UCI returns a trials move in UCI notation ("e2e4").
func (b *Board) UCI(m trialsmodel.Move) string {
	return ChessSquare(m.From()).String() + ChessSquare(m.To()).String()
}

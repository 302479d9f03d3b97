// Package nnue is an efficiently updatable neural network evaluation: a
// perspective network 768 → H (×2) → 1 with squared clipped ReLU, in
// integers, whose first layer is kept up to date move by move.
//
// The inputs are the 768 (color, piece type, square) features of a
// position, seen from each side: from White's side as they are, from
// Black's with the board mirrored vertically and the colors swapped, so
// that "mine" and "theirs" mean the same to both. Each side's hidden layer
// (its accumulator) is the first layer's bias plus the weight columns of
// its active features. A move changes two to four features, so the
// accumulators of a child position are those of its parent plus and minus
// a few columns (Accumulator.Update), not a sum over every piece.
//
// The output is
//
//	cp = Scale · (Σ crelu²(us)·W_us + Σ crelu²(them)·W_them + b)
//
// where crelu² clamps a hidden value to [0, 1] and squares it, "us" is the
// side to move's accumulator, and W and b are the output weights and bias
// of the position's output bucket: a network may have several output
// layers, one for each range of the number of pieces on the board (an
// endgame is weighed otherwise than an opening). In integers the first layer is scaled by QA and the output weights by QB,
// as the file format below stores them.
//
// A network may also have king buckets: a first layer for each region of
// the board that a side's own king stands in (KingMap), so that a piece's
// weight depends on where the king it shelters or attacks is. A side's
// features index the first layer of its own king's bucket; when a king
// moves to another bucket its side's accumulator is computed afresh, from
// scratch or, cheaper, from a Cache.
//
// Default is the network built into the binary (default.nnue); default.md
// beside it records how it was made.
package nnue

import (
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// The fixed-point scales and the output scale of every network.
const (
	Inputs = 768 // 2 colors × 6 piece types × 64 squares
	QA     = 255 // first layer: weights and biases times QA
	QB     = 64  // output weights times QB: with |w| ≤ 1.98·QB < 128, clamp(x)·w fits an int16 (room for SIMD)
	Scale  = 400 // centipawns per unit of the output
)

// MaxHidden, MaxBuckets and MaxKings bound the hidden layer's width, the
// number of output buckets and of king buckets a file may ask for.
const (
	MaxHidden  = 4096
	MaxBuckets = 16
	MaxKings   = 32
)

// MaxOut bounds the output weights, so that a clamped hidden value (at
// most QA) times a weight fits an int16, as the vector kernels need.
const MaxOut = 127

// Network is a quantized network.
type Network struct {
	Hidden  int      // H: the width of each side's hidden layer
	Buckets int      // output buckets, by the number of pieces (see Bucket)
	Kings   int      // king buckets (1: none)
	KingMap [64]byte // each square's king bucket, the square seen from the king's own side (as Feature sees it)
	FT      []int16  // first layer, Kings × Inputs × Hidden: king bucket k's feature f's column at (k*Inputs+f)*Hidden
	FTBias  []int16  // Hidden
	Out     []int16  // Buckets × 2 × Hidden: for each bucket the side to move's weights, then the other side's
	OutB    []int32  // Buckets output biases, times QA·QB
}

// New returns a network of the given width and number of output buckets,
// without king buckets, with every weight zero.
func New(hidden, buckets int) *Network {
	return NewKings(hidden, buckets, [64]byte{})
}

// NewKings returns a network with king buckets kingMap (see KingLayout),
// every weight zero. A map of zeros is a network without king buckets.
func NewKings(hidden, buckets int, kingMap [64]byte) *Network {
	kings := KingBuckets(kingMap)
	return &Network{
		Hidden:  hidden,
		Buckets: buckets,
		Kings:   kings,
		KingMap: kingMap,
		FT:      make([]int16, kings*Inputs*hidden),
		FTBias:  make([]int16, hidden),
		Out:     make([]int16, buckets*2*hidden),
		OutB:    make([]int32, buckets),
	}
}

// KingBuckets returns the number of king buckets of kingMap: one more
// than the highest it names (1 for a map of zeros, no king buckets).
func KingBuckets(kingMap [64]byte) int {
	kings := 1
	for _, k := range kingMap {
		kings = max(kings, int(k)+1)
	}
	return kings
}

// KingLayout returns the king buckets of westcott nntrain -kings n: 1, no
// buckets; 2, the king's wing (files a–d, e–h); 4, its wing and whether it
// is at home (its first two ranks) or out (ranks 3 to 8, mostly
// endgames). The squares are seen from the king's own side.
func KingLayout(n int) ([64]byte, error) {
	var m [64]byte
	switch n {
	case 1:
	case 2, 4:
		for sq := range m {
			m[sq] = byte(sq % 8 / 4) // the wing
			if n == 4 && sq/8 >= 2 {
				m[sq] += 2
			}
		}
	default:
		return m, fmt.Errorf("nnue: %d king buckets: want 1, 2 or 4", n)
	}
	return m, nil
}

// KingSquare returns the square of view's king as Feature sees it (from
// view's side): the index of KingMap. (A position without the king, which
// chess.Position never is but its zero value, reads some square, not
// beyond the map.)
func KingSquare(view chess.Color, sq bitboard.Square) int {
	if view == chess.Black {
		sq ^= 56
	}
	return int(sq & 63)
}

// block returns the first layer of view's features with view's king on
// king (a real square, when there are king buckets).
func (n *Network) block(view chess.Color, king bitboard.Square) []int16 {
	if n.Kings == 1 {
		return n.FT
	}
	size := Inputs * n.Hidden
	k := int(n.KingMap[KingSquare(view, king)])
	return n.FT[k*size : (k+1)*size]
}

// Size describes n's size for people: "256 hidden units a side", and
// ", 4 king buckets" after it when n has them.
func (n *Network) Size() string {
	s := fmt.Sprintf("%d hidden units a side", n.Hidden)
	if n.Kings > 1 {
		s += fmt.Sprintf(", %d king buckets", n.Kings)
	}
	return s
}

// Bucket returns the output bucket of a position with the given number of
// pieces (kings and pawns included, 2 to 32) among buckets: equal ranges
// of the count, the fewest pieces in bucket 0.
func Bucket(pieces, buckets int) int {
	return min(max((pieces-2)*buckets/31, 0), buckets-1)
}

// Feature returns the input index of piece pc on sq as seen by side view.
func Feature(view chess.Color, pc chess.Piece, sq bitboard.Square) int {
	theirs := 0
	if pc.Color() != view {
		theirs = 1
	}
	if view == chess.Black {
		sq ^= 56
	}
	return (theirs*6+int(pc.Type())-1)*64 + int(sq)
}

// pieces lists the twelve pieces in the order of Accumulator.boards.
var pieces = [12]chess.Piece{
	chess.WhitePawn, chess.WhiteKnight, chess.WhiteBishop, chess.WhiteRook, chess.WhiteQueen, chess.WhiteKing,
	chess.BlackPawn, chess.BlackKnight, chess.BlackBishop, chess.BlackRook, chess.BlackQueen, chess.BlackKing,
}

// Accumulator is the hidden layer of both sides for one position, with the
// position's pieces, from which Update finds what a move changed.
type Accumulator struct {
	Values [2][]int16 // by side (White, Black): Hidden values each
	boards [12]bitboard.Bitboard
}

// NewAccumulator returns an accumulator sized for n.
func (n *Network) NewAccumulator() *Accumulator {
	return &Accumulator{Values: [2][]int16{make([]int16, n.Hidden), make([]int16, n.Hidden)}}
}

// Refresh computes a's values for p from scratch.
func (n *Network) Refresh(a *Accumulator, p *chess.Position) { n.refresh(a, p, nil) }

// refresh computes a's values for p afresh, through c when there is one.
func (n *Network) refresh(a *Accumulator, p *chess.Position, c *Cache) {
	for i, pc := range pieces {
		a.boards[i] = p.Pieces(pc.Color(), pc.Type())
	}
	n.refreshView(a, chess.White, c)
	n.refreshView(a, chess.Black, c)
}

// refreshView computes view's values afresh from a's pieces: from the
// cached values of view's king bucket when c is not nil (see Cache), else
// from scratch.
func (n *Network) refreshView(a *Accumulator, view chess.Color, c *Cache) {
	dst := a.Values[view]
	ft := n.block(view, a.king(view))
	if c != nil && n.Kings > 1 {
		e := &c.entries[view][n.KingMap[KingSquare(view, a.king(view))]]
		var gone, came [32]change
		// Both boards hold at most 32 pieces (those of positions), so
		// neither list overflows.
		ng, nc := diff(&e.boards, &a.boards, &gone, &came)
		applyChanges(ft, view, n.Hidden, e.values, e.values, gone[:ng], came[:nc])
		e.boards = a.boards
		copy(dst, e.values)
		return
	}
	copy(dst, n.FTBias)
	for i, pc := range pieces {
		for b := a.boards[i]; b != 0; {
			addTo(dst, dst, column(ft, Feature(view, pc, b.PopLSB()), n.Hidden))
		}
	}
}

// diff lists the pieces of prev gone from cur's squares and those come to
// them, and returns how many of each; a count above 32 means its list
// overflowed (it holds the first 32).
func diff(prev, cur *[12]bitboard.Bitboard, gone, came *[32]change) (ng, nc int) {
	for i, pc := range pieces {
		for b := prev[i] &^ cur[i]; b != 0; ng++ {
			sq := b.PopLSB()
			if ng < len(gone) {
				gone[ng] = change{pc, sq}
			}
		}
		for b := cur[i] &^ prev[i]; b != 0; nc++ {
			sq := b.PopLSB()
			if nc < len(came) {
				came[nc] = change{pc, sq}
			}
		}
	}
	return ng, nc
}

// Cache speeds up the refreshes of a network with king buckets. When a
// king moves to another bucket, its side's values are computed afresh:
// from scratch, that is a column added for every piece on the board. A
// cache keeps, for each side and king bucket, the values the side last
// had with its king in that bucket and the pieces they were computed for,
// so that a refresh is those values plus and minus the pieces that changed
// since, usually a few (the table that the strong engines call Finny's).
// A cache belongs to one network and serves one searcher at a time.
type Cache struct {
	net     *Network
	entries [2][]cacheEntry // by side, then king bucket
}

type cacheEntry struct {
	values []int16               // the side's values for boards
	boards [12]bitboard.Bitboard // the pieces, as Accumulator.boards
}

// NewCache returns an empty cache for n: each entry the values of a board
// without pieces (the bias), so that its first use adds every piece.
func (n *Network) NewCache() *Cache {
	c := &Cache{net: n}
	for view := range c.entries {
		c.entries[view] = make([]cacheEntry, n.Kings)
		for k := range c.entries[view] {
			c.entries[view][k].values = append([]int16(nil), n.FTBias...)
		}
	}
	return c
}

// Refresh is Network.Refresh through the cache.
func (c *Cache) Refresh(a *Accumulator, p *chess.Position) { c.net.refresh(a, p, c) }

// Update is Network.Update, with the refreshes a king's change of bucket
// makes going through the cache.
func (c *Cache) Update(a, parent *Accumulator, p *chess.Position) { c.net.update(a, parent, p, c) }

// king returns the square of c's king in a's position (pieces lists the
// kings sixth and twelfth).
func (a *Accumulator) king(c chess.Color) bitboard.Square { return a.boards[5+6*int(c)].LSB() }

// Update sets a to the accumulator of p, a position that differs from
// parent's by a move or a few (any change of the pieces is found by
// comparing their squares): parent's values plus the columns of the
// features p gained, minus those it lost. The changes are applied to each
// side's values in as few passes as the fused kernels allow (applyChanges):
// one for a move, two or three for an ancestor a few moves back, where one
// a change would read and write the values two to four times a move. At a
// width of 256 and more those passes are the cost of an update. The values
// do not depend on the grouping: int16 additions wrap, in any order, to
// the same sums.
func (n *Network) Update(a, parent *Accumulator, p *chess.Position) { n.update(a, parent, p, nil) }

// update is Update, refreshing through c when it is not nil.
func (n *Network) update(a, parent *Accumulator, p *chess.Position, c *Cache) {
	// The pieces gone from squares and come to them. A position has at
	// most 32 pieces (chess.Position refuses more), so neither list can
	// overflow; if it would, the accumulator is computed afresh.
	prev := parent.boards // a may be parent
	for i, pc := range pieces {
		a.boards[i] = p.Pieces(pc.Color(), pc.Type())
	}
	var gone, came [32]change
	ng, nc := diff(&prev, &a.boards, &gone, &came)
	if ng > len(gone) || nc > len(came) {
		n.refresh(a, p, c)
		return
	}
	for view := range a.Values {
		v, dst, src := chess.Color(view), a.Values[view], parent.Values[view]
		ft, h := n.FT, n.Hidden
		if n.Kings > 1 {
			king := a.king(v)
			if n.KingMap[KingSquare(v, king)] != n.KingMap[KingSquare(v, prev[5+6*view].LSB())] {
				n.refreshView(a, v, c) // the king changed buckets: every column did
				continue
			}
			ft = n.block(v, king)
		}
		// A move's cases first, without applyChanges's loop: they are most
		// updates, and a few nanoseconds count at H 64.
		switch {
		case ng == 1 && nc == 1:
			subAdd(dst, src, changed(ft, v, gone[0], h), changed(ft, v, came[0], h))
		case ng == 2 && nc == 1:
			subSubAdd(dst, src, changed(ft, v, gone[0], h), changed(ft, v, gone[1], h), changed(ft, v, came[0], h))
		case ng == 2 && nc == 2:
			subSubAddAdd(dst, src, changed(ft, v, gone[0], h), changed(ft, v, gone[1], h), changed(ft, v, came[0], h), changed(ft, v, came[1], h))
		default:
			applyChanges(ft, v, h, dst, src, gone[:ng], came[:nc])
		}
	}
}

// change is a piece gone from a square or come to one.
type change struct {
	pc chess.Piece
	sq bitboard.Square
}

// changed returns the column of change c seen by view in ft, view's first
// layer (of its king's bucket) of width h.
func changed(ft []int16, view chess.Color, c change, h int) []int16 {
	return column(ft, Feature(view, c.pc, c.sq), h)
}

// applyChanges sets dst, view's values, to src minus the columns of gone
// plus those of came, up to two of each a pass: a quiet move is one pass
// (subAdd: one gone, one come), a capture, an en-passant capture or a
// capturing promotion one (subSubAdd: two gone, one come), castling one
// (subSubAddAdd: two and two). ft is view's first layer, of width h; dst
// may be src.
func applyChanges(ft []int16, view chess.Color, h int, dst, src []int16, gone, came []change) {
	for {
		switch ng, nc := len(gone), len(came); {
		case ng >= 2 && nc == 1:
			subSubAdd(dst, src, changed(ft, view, gone[0], h), changed(ft, view, gone[1], h), changed(ft, view, came[0], h))
			gone, came = gone[2:], came[1:]
		case ng >= 2 && nc >= 2:
			subSubAddAdd(dst, src, changed(ft, view, gone[0], h), changed(ft, view, gone[1], h), changed(ft, view, came[0], h), changed(ft, view, came[1], h))
			gone, came = gone[2:], came[2:]
		case ng >= 1 && nc >= 1:
			subAdd(dst, src, changed(ft, view, gone[0], h), changed(ft, view, came[0], h))
			gone, came = gone[1:], came[1:]
		case ng >= 1:
			subTo(dst, src, changed(ft, view, gone[0], h))
			gone = gone[1:]
		case nc >= 1:
			addTo(dst, src, changed(ft, view, came[0], h))
			came = came[1:]
		default: // nothing (left) to change
			if &dst[0] != &src[0] {
				copy(dst, src)
			}
			return
		}
		src = dst
	}
}

// column returns feature f's weights in ft, a first layer of width h.
func column(ft []int16, f, h int) []int16 { return ft[f*h : (f+1)*h] }

// Evaluate returns the network's score of the position of a, in
// centipawns from the point of view of stm, the side to move.
func (n *Network) Evaluate(a *Accumulator, stm chess.Color) int {
	pieces := 0
	for _, b := range a.boards {
		pieces += b.Count()
	}
	k := Bucket(pieces, n.Buckets)
	out := n.Out[2*k*n.Hidden : 2*(k+1)*n.Hidden]
	sum := dot(a.Values[stm], out[:n.Hidden]) + dot(a.Values[stm^1], out[n.Hidden:])
	// sum is in units of QA²·QB; one QA goes here, the other with QB below.
	v := sum/QA + int64(n.OutB[k])
	return int(v * Scale / (QA * QB))
}

// EvaluatePosition evaluates p from scratch (an accumulator of its own):
// for tests and single positions, not for a search.
func (n *Network) EvaluatePosition(p *chess.Position) int {
	a := n.NewAccumulator()
	n.Refresh(a, p)
	return n.Evaluate(a, p.SideToMove())
}

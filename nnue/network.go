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
// Default is the network built into the binary (default.nnue); default.md
// beside it records how it was made.
package nnue

import (
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

// MaxHidden and MaxBuckets bound the hidden layer's width and the number
// of output buckets a file may ask for.
const (
	MaxHidden  = 4096
	MaxBuckets = 16
)

// MaxOut bounds the output weights, so that a clamped hidden value (at
// most QA) times a weight fits an int16, as the vector kernels need.
const MaxOut = 127

// Network is a quantized network.
type Network struct {
	Hidden  int     // H: the width of each side's hidden layer
	Buckets int     // output buckets, by the number of pieces (see Bucket)
	FT      []int16 // first layer, Inputs × Hidden: feature f's column at f*Hidden
	FTBias  []int16 // Hidden
	Out     []int16 // Buckets × 2 × Hidden: for each bucket the side to move's weights, then the other side's
	OutB    []int32 // Buckets output biases, times QA·QB
}

// New returns a network of the given width and number of output buckets
// with every weight zero.
func New(hidden, buckets int) *Network {
	return &Network{
		Hidden:  hidden,
		Buckets: buckets,
		FT:      make([]int16, Inputs*hidden),
		FTBias:  make([]int16, hidden),
		Out:     make([]int16, buckets*2*hidden),
		OutB:    make([]int32, buckets),
	}
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
func (n *Network) Refresh(a *Accumulator, p *chess.Position) {
	for view := range a.Values {
		copy(a.Values[view], n.FTBias)
	}
	for i, pc := range pieces {
		b := p.Pieces(pc.Color(), pc.Type())
		a.boards[i] = b
		for b != 0 {
			sq := b.PopLSB()
			addTo(a.Values[chess.White], a.Values[chess.White], n.column(Feature(chess.White, pc, sq)))
			addTo(a.Values[chess.Black], a.Values[chess.Black], n.column(Feature(chess.Black, pc, sq)))
		}
	}
}

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
func (n *Network) Update(a, parent *Accumulator, p *chess.Position) {
	// The pieces gone from squares and come to them. A position has at
	// most 32 pieces (chess.Position refuses more), so neither list can
	// overflow; if it would, the accumulator is computed from scratch.
	var gone, came [32]change
	ng, nc := 0, 0
	prev := parent.boards // a may be parent
	for i, pc := range pieces {
		old, cur := prev[i], p.Pieces(pc.Color(), pc.Type())
		a.boards[i] = cur
		for b := old &^ cur; b != 0; ng++ {
			sq := b.PopLSB()
			if ng < len(gone) {
				gone[ng] = change{pc, sq}
			}
		}
		for b := cur &^ old; b != 0; nc++ {
			sq := b.PopLSB()
			if nc < len(came) {
				came[nc] = change{pc, sq}
			}
		}
	}
	if ng > len(gone) || nc > len(came) {
		n.Refresh(a, p)
		return
	}
	for view := range a.Values {
		v, dst, src := chess.Color(view), a.Values[view], parent.Values[view]
		// A move's cases first, without applyChanges's loop: they are most
		// updates, and a few nanoseconds count at H 64.
		switch {
		case ng == 1 && nc == 1:
			subAdd(dst, src, n.changed(v, gone[0]), n.changed(v, came[0]))
		case ng == 2 && nc == 1:
			subSubAdd(dst, src, n.changed(v, gone[0]), n.changed(v, gone[1]), n.changed(v, came[0]))
		case ng == 2 && nc == 2:
			subSubAddAdd(dst, src, n.changed(v, gone[0]), n.changed(v, gone[1]), n.changed(v, came[0]), n.changed(v, came[1]))
		default:
			n.applyChanges(v, dst, src, gone[:ng], came[:nc])
		}
	}
}

// change is a piece gone from a square or come to one.
type change struct {
	pc chess.Piece
	sq bitboard.Square
}

// changed returns the first-layer column of change c seen by view.
func (n *Network) changed(view chess.Color, c change) []int16 {
	return n.column(Feature(view, c.pc, c.sq))
}

// applyChanges sets dst, view's values, to src minus the columns of gone
// plus those of came, up to two of each a pass: a quiet move is one pass
// (subAdd: one gone, one come), a capture, an en-passant capture or a
// capturing promotion one (subSubAdd: two gone, one come), castling one
// (subSubAddAdd: two and two). dst may be src.
func (n *Network) applyChanges(view chess.Color, dst, src []int16, gone, came []change) {
	for {
		switch ng, nc := len(gone), len(came); {
		case ng >= 2 && nc == 1:
			subSubAdd(dst, src, n.changed(view, gone[0]), n.changed(view, gone[1]), n.changed(view, came[0]))
			gone, came = gone[2:], came[1:]
		case ng >= 2 && nc >= 2:
			subSubAddAdd(dst, src, n.changed(view, gone[0]), n.changed(view, gone[1]), n.changed(view, came[0]), n.changed(view, came[1]))
			gone, came = gone[2:], came[2:]
		case ng >= 1 && nc >= 1:
			subAdd(dst, src, n.changed(view, gone[0]), n.changed(view, came[0]))
			gone, came = gone[1:], came[1:]
		case ng >= 1:
			subTo(dst, src, n.changed(view, gone[0]))
			gone = gone[1:]
		case nc >= 1:
			addTo(dst, src, n.changed(view, came[0]))
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

// column returns feature f's first-layer weights.
func (n *Network) column(f int) []int16 { return n.FT[f*n.Hidden : (f+1)*n.Hidden] }

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

package trials

import (
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// Board is what the trials search needs of a board. The search is written
// once (search.go, for the bitboard board) and copied by go generate for
// every mailbox level (search_gen.go), each copy calling one concrete board
// type, so calls to these methods are direct and small ones are inlined. (A
// search generic over Board would not do: Go compiles a generic function once
// per GC shape and calls a type parameter's methods through a dictionary,
// indirectly, even when only one type has that shape; nothing is inlined.)
type Board interface {
	// Eval returns the piece-square evaluation from the side to move's view.
	Eval() int32
	// Gain returns what move m adds to the evaluation, for the mover.
	Gain(m trialsmodel.Move) int32
	// Captures writes the next batch of captures into buf (see
	// trialsmodel.Stage): the search starts a node with trialsmodel.StageFirst and calls
	// again with the returned stage until it is StageDone, StageFutile or
	// StageKing. Captures with a gain below floor are futile; a board may
	// stop early (StageFutile) once every capture left is certainly futile.
	Captures(stage trialsmodel.Stage, floor int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage)
	// Sorted reports whether every batch of captures comes sorted, largest
	// Move first; if not, the search sorts them.
	Sorted() bool
	// Settle tells, before the capture m is made, what the first Captures
	// call at the quiescence node it leads to would return with the given
	// floor, if it can tell without making m and that is StageKing, or
	// StageFutile with no captures; otherwise (and always, for a board that
	// cannot tell) it returns StageFirst. The search then counts the node
	// without entering it.
	Settle(m trialsmodel.Move, floor int32) trialsmodel.Stage
	// Quiets writes the non-captures into buf in trialsmodel.Move.QuietOrder.
	Quiets(buf *[256]trialsmodel.Move) int
	// Make plays a move from Captures or Quiets; Unmake takes back m, the
	// last move made.
	Make(m trialsmodel.Move)
	Unmake(m trialsmodel.Move)
	// InCheck reports whether the side to move's king is attacked;
	// MakeNull passes the turn and UnmakeNull takes that back (for the
	// optional null-move pruning).
	InCheck() bool
	MakeNull()
	UnmakeNull()
	// UCI returns m in UCI notation.
	UCI(m trialsmodel.Move) string
}

// MaxPly bounds the search depth in plies, quiescence included; MaxPly+1
// is a power of two, so ply&MaxPly indexes the per-ply arrays.
const MaxPly = 127

// Stats are the statistics of the thread, counted by the search (so they
// are the same on every board).
type Stats struct {
	Nodes     uint64 // calls of the search, root and quiescence nodes included
	QS        uint64 // nodes at depth <= 0
	Evals     uint64 // QS nodes not hopeless enough to skip the evaluation
	StandPats uint64 // QS nodes that returned beta on the static evaluation
	Leaves    uint64 // nodes that went to move generation but searched no move
	MoveGens  uint64 // nodes that went to move generation
	Captures  uint64 // captures among the moves searched
	Moves     uint64 // moves searched (made)
}

// Iteration is the result of one iteration of iterative deepening.
type Iteration struct {
	Depth int
	Score int32
	Nodes uint64 // cumulative over the iterations so far
	PV    []string
}

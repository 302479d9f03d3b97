package search

import (
	"time"

	"github.com/westcott-chess/westcott/chess"
)

// Limits says when a search stops, as the UCI "go" command does. The zero
// Limits searches until its context is cancelled. Fields that are zero are
// not limits; the search stops at the first limit reached.
type Limits struct {
	Depth    int           // iterations (plies); 0: no limit
	Nodes    uint64        // nodes; 0: no limit
	MoveTime time.Duration // exact time for this move; 0: none
	Mate     int           // stop when a mate in at most this many moves is found; 0: none

	// SoftNodes, if not zero, starts no iteration that is predicted to end
	// past this many nodes (the last iteration's cost times its growth): a
	// node budget that ends with a completed iteration, always at least
	// the first (Nodes, if set, is the hard cap that stops the search at
	// once).
	SoftNodes uint64

	// Clock: time left and increment per move of each side, and moves to
	// the next time control (0: the rest of the game). The search plans its
	// own time from the side to move's clock when either time is set.
	WTime, BTime, WInc, BInc time.Duration
	MovesToGo                int

	// Overhead is kept back from every timed move for the time the GUI and
	// the operating system take (UCI "Move Overhead").
	Overhead time.Duration

	// Infinite searches until the context is cancelled, and does not return
	// before then even when the search has nothing more to do.
	Infinite bool
	// Ponder, if not nil, makes the search ponder (search on the opponent's
	// time): it runs as if Infinite until Ponder is closed (UCI
	// "ponderhit"), then on its clock, counted from that moment.
	Ponder <-chan struct{}

	// MultiPV is how many best lines to search and report (UCI "MultiPV"),
	// each with its own score and PV; 0 or 1: one. The lines are searched
	// one after the other at each depth, each without the moves of the
	// lines before it, so k lines cost about k times the time of one.
	// At most MaxMultiPV, and at most the number of root moves.
	MultiPV int

	// CurrMove, if not nil, is told each root move as the search starts it,
	// with its number in the root's order (1-based, counting the moves of
	// earlier MultiPV lines), once the search has run a second (UCI
	// "currmove" and "currmovenumber"). It is called on the searching
	// goroutine of the main thread only.
	CurrMove func(depth int, m chess.Move, number int)

	// SearchMoves restricts the root to these moves (UCI "searchmoves");
	// illegal ones are ignored, and if none is legal every move is searched.
	SearchMoves []chess.Move
}

// MaxMultiPV bounds Limits.MultiPV.
const MaxMultiPV = 256

// timed reports whether l has a clock or a move time.
func (l *Limits) timed() bool {
	return l.MoveTime > 0 || l.WTime > 0 || l.BTime > 0 || l.WInc > 0 || l.BInc > 0
}

// timePlan returns the soft limit (the time a move should take: iterate
// starts no iteration after iterationCutoff tenths of it) and the hard
// limit (stop at once) for the side to move c. Both are 0 when the search
// is not timed.
//
// The plan never lets a move use more than the time left minus the
// overhead: with a clock, at most a third of what remains (most of it for
// the last move before a time control), and usually far less —
// remaining/moves-to-go plus three quarters of the increment.
func (l *Limits) timePlan(c chess.Color) (soft, hard time.Duration) {
	const minimum = time.Millisecond
	if l.MoveTime > 0 {
		t := max(l.MoveTime-l.Overhead, minimum)
		return t, t
	}
	if !l.timed() {
		return 0, 0
	}
	left, inc := l.WTime, l.WInc
	if c == chess.Black {
		left, inc = l.BTime, l.BInc
	}
	avail := max(left-l.Overhead, minimum)
	mtg := l.MovesToGo
	if mtg <= 0 || mtg > 30 {
		mtg = 30
	}
	soft = avail/time.Duration(mtg) + inc*3/4
	capHard := avail / 3
	if mtg == 1 {
		capHard = avail * 3 / 4
	}
	hard = min(soft*4, capHard)
	soft = min(soft, hard)
	return max(soft, minimum), max(hard, minimum)
}

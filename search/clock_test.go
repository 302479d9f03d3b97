package search

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// nineQueens is legal (eight promotions for eight missing pawns a side) and
// was once a trap: its queen-takes-queen trades made one ply of search take
// 340 million nodes in the quiescence search.
const nineQueens = "rnbqkbnr/8/8/qqqqqqqq/QQQQQQQQ/8/8/RNBQKBNR w - - 0 1"

// The clock stops the first iteration too. The fake clock runs a minute a
// reading, so every limit has passed at the first look (after checkNodes
// nodes); the search must answer a legal move from there.
func TestClockStopsFirstIteration(t *testing.T) {
	var ticks atomic.Int64
	base := time.Now()
	now = func() time.Time { return base.Add(time.Duration(ticks.Add(1)) * time.Minute) }
	defer func() { now = time.Now }()

	pos := mustFEN(t, nineQueens)
	for name, l := range map[string]Limits{
		"wtime 10 btime 10": {WTime: 10 * time.Millisecond, BTime: 10 * time.Millisecond},
		"movetime 50":       {MoveTime: 50 * time.Millisecond},
	} {
		res := NewSearcher(NewTT(8)).Search(context.Background(), pos, nil, l, nil)
		if !pos.IsLegal(res.Move) || res.Depth != 0 || res.Nodes != checkNodes {
			t.Errorf("%s: move %v, depth %d, %d nodes; want a legal move from the first iteration, stopped at its first look at the clock (%d nodes)",
				name, res.Move, res.Depth, res.Nodes, checkNodes)
		}
	}
}

// A search stopped inside its first iteration answers the best root move
// searched so far, not the fallback (the first legal move): here the pawn
// takes the queen, searched first of all (captures first) and worth most.
func TestFirstIterationStoppedAnswersBestSoFar(t *testing.T) {
	const fen = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1"
	full := search(t, fen, Limits{Depth: 1})
	if full.Depth != 1 || full.Move.String() != "e4d5" {
		t.Fatalf("depth 1: %v at depth %d, want e4d5", full.Move, full.Depth)
	}
	fallback := search(t, fen, Limits{Nodes: 1}) // stopped before any move
	if fallback.Move == full.Move || fallback.Depth != 0 {
		t.Fatalf("fallback %v at depth %d: the test needs another position", fallback.Move, fallback.Depth)
	}
	res := search(t, fen, Limits{Nodes: full.Nodes - 1})
	if res.Depth != 0 || res.Move != full.Move {
		t.Errorf("stopped one node before the end of depth 1: %v at depth %d, want %v at depth 0", res.Move, res.Depth, full.Move)
	}
}

// The quiescence search bounds even trades (qsEvenPlies, qsMoveCount,
// qsRecapturePlies): one ply of the nine-queen position took 340 million
// nodes before them, 5,913 after. The node cap turns a regression into a
// failure rather than a hang.
func TestQsearchBoundsEvenTrades(t *testing.T) {
	res := search(t, nineQueens, Limits{Depth: 1, Nodes: 10_000_000})
	if res.Depth != 1 || res.Nodes > 100_000 {
		t.Errorf("depth 1 of %s: depth %d done in %d nodes, want depth 1 within 100,000 nodes", nineQueens, res.Depth, res.Nodes)
	}
	if pos := mustFEN(t, nineQueens); !pos.IsLegal(res.Move) {
		t.Errorf("illegal move %v", res.Move)
	}
}

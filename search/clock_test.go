package search

import (
	"testing"
)

// nineQueens is legal (eight promotions for eight missing pawns a side) and
// was once a trap: its queen-takes-queen trades made one ply of search take
// 340 million nodes in the quiescence search.
const nineQueens = "rnbqkbnr/8/8/qqqqqqqq/QQQQQQQQ/8/8/RNBQKBNR w - - 0 1"

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

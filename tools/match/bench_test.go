package match

import (
	"context"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

// BenchmarkPlayGameFake plays whole games between two ucitest players that
// answer at once, so the time is the runner's: pipes, parsing, rules,
// adjudication bookkeeping. ns/move is the cost per move.
func BenchmarkPlayGameFake(b *testing.B) {
	w, err := Start(context.Background(), fakeEngine(b, "A", ucitest.Fair, 0), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	bl, err := Start(context.Background(), fakeEngine(b, "B", ucitest.Fair, 0), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer bl.Close()
	moves := 0
	for b.Loop() {
		g := PlayGame(context.Background(), w, bl, chess.StartPosition(), Limits{Nodes: 1, MoveTimeout: 10 * time.Second}, Adjudication{})
		moves += len(g.Moves)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

package attackmap

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

// The perft suites of data/perft (sources in its README): the CPW
// "Perft Results" positions, the classic perftsuite.epd and the Chess960
// suite. They are full of pins, checks, promotions and en passant.
func suitePositions(t testing.TB) []chess.Position {
	t.Helper()
	const dir = "../data/perft/"
	ps, err := perftsuite.LoadPositions(dir+"cpw_perft.epd", dir+"perftsuite.epd", dir+"chess960_perft.epd")
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

var (
	testPositionsOnce sync.Once
	testPositionsAll  []chess.Position
)

// testPositions returns every suite position and, from each, the positions
// of a random walk of 40 plies (fixed seed): about 60,000 positions.
func testPositions(t testing.TB) []chess.Position {
	testPositionsOnce.Do(func() {
		rng := rand.New(rand.NewPCG(7, 11))
		for _, p := range suitePositions(t) {
			testPositionsAll = append(testPositionsAll, p)
			for range 40 {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
				testPositionsAll = append(testPositionsAll, p)
			}
		}
	})
	if testing.Short() {
		return testPositionsAll[:len(testPositionsAll)/8]
	}
	return testPositionsAll
}

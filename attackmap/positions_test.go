package attackmap

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// The perft suites of data/perft (sources in its README): the CPW
// "Perft Results" positions, the classic perftsuite.epd and the Chess960
// suite. They are full of pins, checks, promotions and en passant.
var suiteFiles = []string{"cpw_perft.epd", "perftsuite.epd", "chess960_perft.epd"}

func suitePositions(t testing.TB) []chess.Position {
	t.Helper()
	var out []chess.Position
	for _, name := range suiteFiles {
		f, err := os.Open("../data/perft/" + name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			fen := strings.TrimSpace(strings.Split(sc.Text(), ";")[0])
			if fen == "" {
				continue
			}
			p, err := chess.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out = append(out, p)
		}
		f.Close()
	}
	return out
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

package chess_test

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

const perftDir = "../data/perft/"

// The internal tests play from the suite positions but cannot import epd,
// which imports chess: this external package reads them for it.
func init() {
	chess.LoadSuitePositions = func(t testing.TB) []chess.Position {
		ps, err := perftsuite.LoadPositions(perftDir+"cpw_perft.epd", perftDir+"perftsuite.epd", perftDir+"chess960_perft.epd")
		if err != nil {
			t.Fatal(err)
		}
		return ps
	}
}

// perftLimits checks every count of at most maxNodes, or of shortNodes with
// -short.
func perftLimits(maxNodes, shortNodes uint64) perftsuite.Limits {
	if testing.Short() {
		maxNodes = shortNodes
	}
	return perftsuite.Limits{MaxDepth: 7, MaxNodes: maxNodes}
}

func TestPerftCPW(t *testing.T) {
	perftsuite.Test(t, perftDir+"cpw_perft.epd", chess.Perft, perftLimits(5e6, 2e5))
}

func TestPerftSuite(t *testing.T) {
	perftsuite.Test(t, perftDir+"perftsuite.epd", chess.Perft, perftLimits(1e6, 1e5))
}

func TestPerftChess960(t *testing.T) {
	perftsuite.Test(t, perftDir+"chess960_perft.epd", chess.Perft, perftLimits(1e5, 1e4))
}

// TestPerftTricky holds positions that once found bugs, with counts from
// Stockfish 15.1 (go perft).
func TestPerftTricky(t *testing.T) {
	for _, c := range []struct {
		fen   string
		depth int
		nodes uint64
	}{
		// Chess960: O-O-O leaves the king on c1 while the rook leaves b1,
		// uncovering the queen on a1 (found by the DirGolem cross-check).
		{"Brkr3b/p2p1np1/1p3pn1/2N1p2p/4P1P1/8/1PPP1P1P/qRK1R1Q1 w EBb - 0 17", 1, 32},
		{"Brkr3b/p2p1np1/1p3pn1/2N1p2p/4P1P1/8/1PPP1P1P/qRK1R1Q1 w EBb - 0 17", 4, 774748},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := chess.Perft(&p, c.depth); got != c.nodes {
			t.Errorf("%s: perft(%d) = %d, want %d", c.fen, c.depth, got, c.nodes)
		}
	}
}

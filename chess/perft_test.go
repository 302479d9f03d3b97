package chess

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftCase is one line of a perft EPD file: a FEN and leaf counts by depth.
type perftCase struct {
	fen    string
	counts map[int]uint64
	line   int
}

// readPerftSuite reads a file of data/perft (format: FEN ;D1 n ;D2 n ...).
func readPerftSuite(t testing.TB, path string) []perftCase {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		parts := strings.Split(sc.Text(), ";")
		if strings.TrimSpace(parts[0]) == "" {
			continue
		}
		c := perftCase{fen: strings.TrimSpace(parts[0]), counts: map[int]uint64{}, line: line}
		for _, op := range parts[1:] {
			f := strings.Fields(op)
			if len(f) != 2 || !strings.HasPrefix(f[0], "D") {
				t.Fatalf("%s:%d: bad op %q", path, line, op)
			}
			d, err1 := strconv.Atoi(f[0][1:])
			n, err2 := strconv.ParseUint(f[1], 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s:%d: bad op %q", path, line, op)
			}
			c.counts[d] = n
		}
		out = append(out, c)
	}
	return out
}

func runSuite(t *testing.T, path string, maxNodes uint64) {
	for _, c := range readPerftSuite(t, path) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s:%d: %v", path, c.line, err)
			continue
		}
		for d := 1; d <= 7; d++ {
			want, ok := c.counts[d]
			if !ok || want > maxNodes {
				continue
			}
			if got := Perft(&p, d); got != want {
				t.Errorf("%s:%d: %s: perft(%d) = %d, want %d", path, c.line, c.fen, d, got, want)
			}
		}
	}
}

const dataDir = "../data/perft/"

func TestPerftCPW(t *testing.T) {
	limit := uint64(5e6)
	if testing.Short() {
		limit = 2e5
	}
	runSuite(t, dataDir+"cpw_perft.epd", limit)
}

func TestPerftSuite(t *testing.T) {
	limit := uint64(1e6)
	if testing.Short() {
		limit = 1e5
	}
	runSuite(t, dataDir+"perftsuite.epd", limit)
}

func TestPerftChess960(t *testing.T) {
	limit := uint64(1e5)
	if testing.Short() {
		limit = 1e4
	}
	runSuite(t, dataDir+"chess960_perft.epd", limit)
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
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := Perft(&p, c.depth); got != c.nodes {
			t.Errorf("%s: perft(%d) = %d, want %d", c.fen, c.depth, got, c.nodes)
		}
	}
}

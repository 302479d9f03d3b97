package mailbox

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// perftCase is one ";D<n> <count>" of a perft suite from data/perft
// (sources and checks in data/README.md).
type perftCase struct {
	fen   string
	depth int
	nodes uint64
}

func readSuite(t testing.TB, path string, maxNodes uint64) []perftCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ";")
		if len(fields) < 2 {
			continue
		}
		fen := strings.TrimSpace(fields[0])
		for _, op := range fields[1:] {
			f := strings.Fields(op)
			if len(f) != 2 || !strings.HasPrefix(f[0], "D") {
				t.Fatalf("%s: bad operation %q", path, op)
			}
			d, err1 := strconv.Atoi(f[0][1:])
			n, err2 := strconv.ParseUint(f[1], 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: bad operation %q", path, op)
			}
			if n <= maxNodes {
				cases = append(cases, perftCase{fen, d, n})
			}
		}
	}
	return cases
}

func TestPerftSuites(t *testing.T) {
	limit := uint64(1_000_000)
	if testing.Short() {
		limit = 50_000
	}
	for _, file := range []string{"cpw_perft.epd", "perftsuite.epd", "chess960_perft.epd"} {
		cases := readSuite(t, "../data/perft/"+file, limit)
		if file == "chess960_perft.epd" {
			// Every fifth position keeps the test quick; westcott perft
			// -gen mailbox runs the whole file.
			var some []perftCase
			for i, c := range cases {
				if i%5 == 0 {
					some = append(some, c)
				}
			}
			cases = some
		}
		for _, c := range cases {
			p, err := chess.ParseFEN(c.fen)
			if err != nil {
				t.Fatalf("%s: %v", c.fen, err)
			}
			if got := Perft(&p, c.depth); got != c.nodes {
				t.Errorf("%s: perft(%d) = %d, want %d", c.fen, c.depth, got, c.nodes)
			}
		}
	}
}

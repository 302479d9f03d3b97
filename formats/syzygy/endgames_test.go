package syzygy_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// TestEndgameSet checks data/syzygy/endgames.epd, the start positions of
// scripts/syzygy-games.sh: each line's c0 names its material, its value for
// the side to move and its distance, which the tables must confirm.
func TestEndgameSet(t *testing.T) {
	tb := openTables(t)
	f, err := os.Open(tablesDir + "/endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	counts := map[string]int{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fen, op, ok := strings.Cut(sc.Text(), " c0 ")
		words := strings.Fields(strings.Trim(op, "\";"))
		if !ok || len(words) != 4 || words[2] != "dtz" {
			t.Fatalf("endgames.epd:%d: want FEN c0 \"MATERIAL WDL dtz N\";, have %q", line, sc.Text())
		}
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatalf("endgames.epd:%d: %v", line, err)
		}
		w, err := tb.ProbeWDL(&p)
		if err != nil {
			t.Fatalf("endgames.epd:%d: %v", line, err)
		}
		d, _, err := tb.ProbeDTZ(&p)
		if err != nil {
			t.Fatalf("endgames.epd:%d: %v", line, err)
		}
		want, _ := strconv.Atoi(words[3])
		if w.String() != words[1] || d != want {
			t.Errorf("endgames.epd:%d: %s is %v dtz %d, the file says %s dtz %s", line, fen, w, d, words[1], words[3])
		}
		counts[words[1]]++
	}
	if counts["win"] < 50 || counts["draw"] < 40 {
		t.Errorf("endgames.epd has %d won and %d drawn positions; want at least 50 and 40", counts["win"], counts["draw"])
	}
}

package syzygy_test

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

const tablesDir = "../../data/syzygy"

func openTables(t testing.TB) *syzygy.Tablebase {
	t.Helper()
	tb, err := syzygy.Open(tablesDir)
	if err != nil {
		t.Fatal(err)
	}
	if tb.MaxPieces() != 4 || len(tb.Tables()) != 35 {
		t.Fatalf("found %d tables, largest %d pieces; want the 35 tables of up to 4 pieces", len(tb.Tables()), tb.MaxPieces())
	}
	return tb
}

type refPosition struct {
	fen  string
	wdl  string
	dtz  int
	line int
}

// readReference reads data/syzygy/reference.txt: "FEN ; wdl WORD ; dtz N".
func readReference(t testing.TB) []refPosition {
	t.Helper()
	f, err := os.Open(tablesDir + "/reference.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var refs []refPosition
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		parts := strings.Split(sc.Text(), " ; ")
		if len(parts) != 3 || !strings.HasPrefix(parts[1], "wdl ") || !strings.HasPrefix(parts[2], "dtz ") {
			t.Fatalf("reference.txt:%d: cannot read %q", line, sc.Text())
		}
		dtz, err := strconv.Atoi(strings.TrimPrefix(parts[2], "dtz "))
		if err != nil {
			t.Fatalf("reference.txt:%d: %v", line, err)
		}
		refs = append(refs, refPosition{parts[0], strings.TrimPrefix(parts[1], "wdl "), dtz, line})
	}
	if len(refs) != 3000 {
		t.Fatalf("reference.txt has %d positions, want 3000", len(refs))
	}
	return refs
}

// TestReference probes every position of the reference file, whose values
// an independent prober read from the same tables, and requires the same
// WDL and the same DTZ (both follow the tables' own rounding: a distance
// stored in moves is read as 2n+1 plies).
func TestReference(t *testing.T) {
	tb := openTables(t)
	bad := 0
	ep := 0
	for _, r := range readReference(t) {
		p, err := chess.ParseFEN(r.fen)
		if err != nil {
			t.Fatalf("reference.txt:%d: %v", r.line, err)
		}
		if p.EnPassant() != chess.NoSquare {
			ep++
		}
		w, err := tb.ProbeWDL(&p)
		if err != nil {
			t.Errorf("reference.txt:%d: %s: WDL: %v", r.line, r.fen, err)
			bad++
			continue
		}
		d, w2, err := tb.ProbeDTZ(&p)
		if err != nil {
			t.Errorf("reference.txt:%d: %s: DTZ: %v", r.line, r.fen, err)
			bad++
			continue
		}
		if w.String() != r.wdl || d != r.dtz || w2 != w {
			t.Errorf("reference.txt:%d: %s: got wdl %v (dtz probe's %v) dtz %d, want wdl %s dtz %d", r.line, r.fen, w, w2, d, r.wdl, r.dtz)
			bad++
		}
		if bad > 20 {
			t.Fatal("too many differences")
		}
	}
	t.Logf("3000 positions (%d with an en-passant capture), %d differences", ep, bad)
}

package eco

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestBuildErrors: a broken table file is an error naming the file, the
// line and what is wrong (the embedded files have none: TestTable).
func TestBuildErrors(t *testing.T) {
	const header = "eco\tname\tpgn\n"
	for _, c := range []struct{ text, want string }{
		{"", "data/x.tsv: the first line is not the header"},
		{"eco,name,pgn\n", "data/x.tsv: the first line is not the header"},
		{header + "C00\tFrench Defense\n", "data/x.tsv:2: 2 fields, want 3"},
		{header + "C0\tFrench Defense\t1. e4 e6\n", `data/x.tsv:2: code "C0", want A00 to E99`},
		{header + "F00\tFrench Defense\t1. e4 e6\n", `data/x.tsv:2: code "F00"`},
		{header + "C00\t\t1. e4 e6\n", "data/x.tsv:2: no name"},
		{header + "C00\tNothing\t1.  \n", "data/x.tsv:2: no moves"},
		{header + "C00\tFrench Defense\t1. e4 e6\nC00\tBad\t1. e4 e6 2. Ke3\n", `data/x.tsv:3: illegal move "Ke3"`},
	} {
		_, err := build(fstest.MapFS{"data/x.tsv": {Data: []byte(c.text)}})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
	// Lines sharing moves are replayed from their common prefix, and a
	// line may extend, or stop short of, one read before it.
	tab, err := build(fstest.MapFS{"data/x.tsv": {Data: []byte(header +
		"C00\tA\t1. e4 e6 2. d4 d5\nC00\tB\t1. e4 e6\nC02\tC\t1. e4 e6 2. d4 d5 3. e5\nB00\tD\t1. e4  e5\n")}})
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.openings) != 4 || len(tab.byKey) != 4 {
		t.Errorf("%d openings, %d positions; want 4 and 4", len(tab.openings), len(tab.byKey))
	}
}

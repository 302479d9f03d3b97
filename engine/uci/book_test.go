package uci

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// testBook is a book Debian's polyglot made of 32 master games (-min-game
// 1): the start position has e2e4 33, d2d4 10, c2c4 2; after 1.e4 e7e6 4,
// e7e5 4, g7g6 4, c7c6 2, c7c5 1; after 1.d4 e7e5 2 (westcott book show).
const testBook = "../../data/polyglot/32games-min1.bin"

func bookEngine(t *testing.T, opts ...string) (*Server, *buffer) {
	t.Helper()
	out := &buffer{}
	e := New(out)
	cmds := append([]string{"setoption name OwnBook value true", "setoption name BookFile value " + testBook}, opts...)
	for _, c := range cmds {
		e.Execute(c)
	}
	if l := out.lines(); len(l) != 1 || l[0] != "info string BookFile: "+testBook+": 1062 entries" {
		t.Fatalf("setting the book: %q", l)
	}
	return e, out
}

func hasPrefix(lines []string, prefix string) bool {
	return slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, prefix) })
}

func TestBookOptionsDeclared(t *testing.T) {
	out := &buffer{}
	e := New(out)
	lines := transcript(t, e, out, "uci")[0]
	for _, want := range []string{
		"option name OwnBook type check default false",
		"option name BookFile type string default <empty>",
		"option name BookDepth type spin default 40 min 1 max 1024",
		"option name BookBestMove type check default false",
	} {
		if !slices.Contains(lines, want) {
			t.Errorf("uci: no line %q in %q", want, lines)
		}
	}
}

func TestBookMoves(t *testing.T) {
	e, out := bookEngine(t, "setoption name BookBestMove value true")
	got := transcript(t, e, out,
		"position startpos", "go wtime 1000 btime 1000",
		"position startpos moves e2e4", "go depth 3",
		"go searchmoves d2d4 g1f3 depth 3", // not legal here: ignored, the book answers from all
		"position startpos", "go searchmoves d2d4 g1f3 depth 3",
		"go searchmoves g1f3 depth 1", // the book has no g1f3: search
	)
	want := [][]string{
		nil,
		{"info string book move e2e4 weight 33 of 45 (3 book moves)", "bestmove e2e4 ponder e7e6"},
		nil,
		{"info string book move e7e6 weight 4 of 15 (5 book moves)", "bestmove e7e6 ponder d2d4"},
	}
	for i, w := range want {
		if !slices.Equal(got[i], w) {
			t.Errorf("%d: %q, want %q", i, got[i], w)
		}
	}
	if l := got[4]; len(l) == 0 || !strings.HasPrefix(l[len(l)-1], "bestmove e7e6") {
		t.Errorf("searchmoves of another position: %q", l)
	}
	if l := got[6]; len(l) != 2 || l[1] != "bestmove d2d4 ponder e7e5" || l[0] != "info string book move d2d4 weight 10 of 10 (1 book move)" {
		t.Errorf("searchmoves d2d4: %q", l)
	}
	if l := got[7]; !hasPrefix(l, "info depth 1") || l[len(l)-1] != "bestmove g1f3" {
		t.Errorf("searchmoves outside the book: %q", l)
	}
}

// TestBookLeaves: out of book, at BookDepth, with OwnBook off, for
// analysis and mate searches, the engine searches.
func TestBookLeaves(t *testing.T) {
	e, out := bookEngine(t)
	for _, c := range []struct {
		setup []string
		goCmd string
	}{
		{[]string{"position startpos moves a2a4"}, "go depth 2"},                               // not in the book
		{[]string{"position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6"}, "go depth 2"}, // left the book
		{[]string{"setoption name BookDepth value 1", "position startpos moves e2e4"}, "go depth 2"},
		{[]string{"setoption name BookDepth value 40", "setoption name OwnBook value false", "position startpos"}, "go depth 2"},
		{[]string{"setoption name OwnBook value true"}, "go mate 1 depth 2"},
		{[]string{"setoption name BookFile value <empty>"}, "go depth 2"},
	} {
		transcript(t, e, out, c.setup...)
		lines := transcript(t, e, out, c.goCmd)[0]
		if hasPrefix(lines, "info string book") || !hasPrefix(lines, "info depth 1") || !hasPrefix(lines, "bestmove ") {
			t.Errorf("%q then %s: %q, want a search", c.setup, c.goCmd, lines)
		}
	}
	// Back in the book after all that.
	transcript(t, e, out, "setoption name BookFile value "+testBook, "position startpos moves d2d4")
	if lines := transcript(t, e, out, "go depth 2")[0]; !hasPrefix(lines, "info string book move") {
		t.Errorf("back in the book: %q", lines)
	}
}

// TestBookByWeight: without BookBestMove every book move comes up, in
// proportion to its weight (33, 10, 2 of 45: in 300 tries d2d4 is missing
// with probability (35/45)^300 < 1e-32).
func TestBookByWeight(t *testing.T) {
	e, out := bookEngine(t)
	seen := map[string]int{}
	for range 300 {
		lines := transcript(t, e, out, "position startpos", "go nodes 1000")[1]
		if len(lines) != 2 {
			t.Fatalf("%q", lines)
		}
		seen[strings.Fields(lines[1])[1]]++
	}
	if len(seen) > 3 || seen["e2e4"] < seen["d2d4"] || seen["d2d4"] == 0 || seen["e2e4"]+seen["d2d4"]+seen["c2c4"] != 300 {
		t.Errorf("moves chosen: %v", seen)
	}
}

// TestBookPonderAndInfinite: go infinite in book searches until stop; go
// ponder in book answers only at ponderhit or stop, with the book move.
func TestBookPonderAndInfinite(t *testing.T) {
	e, out := bookEngine(t, "setoption name BookBestMove value true", "position startpos")
	e.Execute("go infinite")
	time.Sleep(200 * time.Millisecond)
	before := out.lines()
	if hasPrefix(before, "bestmove") || hasPrefix(before, "info string book") {
		t.Errorf("go infinite in book: %q before stop", before)
	}
	e.Execute("stop")
	if l := append(before, out.lines()...); !hasPrefix(l, "info depth") || !hasPrefix(l, "bestmove") {
		t.Errorf("go infinite: %q", l)
	}
	for _, end := range []string{"ponderhit", "stop"} {
		e.Execute("go ponder wtime 1000 btime 1000")
		time.Sleep(100 * time.Millisecond)
		if l := out.lines(); !slices.Equal(l, []string{"info string book move e2e4 weight 33 of 45 (3 book moves)"}) {
			t.Errorf("go ponder in book: %q before %s", l, end)
		}
		e.Execute(end)
		e.wait()
		if l := out.lines(); !slices.Equal(l, []string{"bestmove e2e4 ponder e7e6"}) {
			t.Errorf("go ponder: %q after %s", l, end)
		}
	}
	// isready is answered while the book ponders; a new go ends it.
	e.Execute("go ponder wtime 1000 btime 1000")
	e.Execute("isready")
	e.Execute("go depth 1")
	if l := out.lines(); !slices.Equal(l, []string{"info string book move e2e4 weight 33 of 45 (3 book moves)", "readyok",
		"bestmove e2e4 ponder e7e6", "info string book move e2e4 weight 33 of 45 (3 book moves)", "bestmove e2e4 ponder e7e6"}) {
		t.Errorf("go ponder, isready, go: %q", l)
	}
}

func TestBookFileErrors(t *testing.T) {
	out := &buffer{}
	e := New(out)
	dir := t.TempDir()
	data, err := os.ReadFile(testBook)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.bin")
	os.WriteFile(bad, data[:40], 0o644)
	spaced := filepath.Join(dir, "my book.bin")
	os.WriteFile(spaced, data, 0o644)
	for _, c := range []struct{ cmd, want string }{
		{"setoption name OwnBook value true", ""},
		{"setoption name BookFile value " + filepath.Join(dir, "none.bin"), "info string setoption BookFile: open " + filepath.Join(dir, "none.bin") + ": no such file or directory (no book in use)"},
		{"setoption name BookFile value " + bad, "info string setoption BookFile: polyglot book " + bad + ": entry 2 (byte 32): truncated: the size is not a whole number of 16-byte entries: 40 bytes, the last entry has 8 of its 16 (no book in use)"},
		{"setoption name BookFile value " + spaced, "info string BookFile: " + spaced + ": 1062 entries"},
		{"setoption name BookDepth value 0", "info string setoption BookDepth: value 0 out of range 1..1024"},
		{"setoption name BookBestMove value maybe", `info string setoption BookBestMove: value "maybe" is not true or false`},
		{"setoption name BookFile value", ""},
		{"setoption name BookFile value <empty>", ""},
	} {
		if l := out.lines(); len(l) != 0 {
			t.Fatalf("left over: %q", l)
		}
		e.Execute(c.cmd)
		l := out.lines()
		if c.want == "" && len(l) != 0 || c.want != "" && !slices.Equal(l, []string{c.want}) {
			t.Errorf("%s: %q, want %q", c.cmd, l, c.want)
		}
	}
	// With no book the go searches.
	if lines := transcript(t, e, out, "go depth 1")[0]; !hasPrefix(lines, "info depth 1") {
		t.Errorf("go without a book: %q", lines)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// genfensFENs runs westcott with args and returns the FENs of its genfens
// lines, failing the test on any other outcome than exit 0.
func genfensFENs(t *testing.T, args ...string) []string {
	t.Helper()
	code, out, errOut := runCmd(args...)
	if code != exitOK || errOut != "" {
		t.Fatalf("%q: exit %d, stderr %q", args, code, errOut)
	}
	var fens []string
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		fen, ok := strings.CutPrefix(line, "info string genfens ")
		if !ok {
			t.Fatalf("%q: line %q is not a genfens line", args, line)
		}
		fens = append(fens, fen)
	}
	return fens
}

// OpenBench's form: N legal positions, still playable, the same for the
// same seed, others for another seed or book.
func TestGenfens(t *testing.T) {
	fens := genfensFENs(t, "genfens 8 seed 1 book None", "quit")
	if len(fens) != 8 {
		t.Fatalf("%d FENs, want 8", len(fens))
	}
	distinct := map[string]bool{}
	for _, fen := range fens {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%q: %v", fen, err)
		}
		if pos.Termination(nil) != chess.NotOver {
			t.Errorf("%s: the game is over", fen)
		}
		// From the start position: datagen's 8 random plies, White to move.
		if pos.FullmoveNumber() != 5 || pos.SideToMove() != chess.White {
			t.Errorf("%s: not 8 plies after the start position", fen)
		}
		distinct[fen] = true
	}
	if len(distinct) != 8 {
		t.Errorf("%d distinct FENs of 8", len(distinct))
	}
	if again := genfensFENs(t, "genfens 8 seed 1 book None", "quit"); strings.Join(again, "\n") != strings.Join(fens, "\n") {
		t.Errorf("seed 1 again gave other FENs:\n%s\nthen\n%s", fens, again)
	}
	// The setoption lines before it are the engine's; without quit the
	// arguments end it too.
	if other := genfensFENs(t, "setoption name Hash value 4", "genfens 8 seed 2 book None"); strings.Join(other, "\n") == strings.Join(fens, "\n") {
		t.Error("seed 2 gave the FENs of seed 1")
	}
	book := genfensFENs(t, "genfens 4 seed 1 book "+datagenOpenings, "quit")
	if len(book) != 4 {
		t.Fatalf("with a book: %d FENs, want 4", len(book))
	}
	for _, fen := range book {
		// The book's positions are two moves deep: 8 random plies on, move 7.
		if pos, err := chess.ParseFEN(fen); err != nil || pos.FullmoveNumber() != 7 || pos.SideToMove() != chess.White {
			t.Errorf("with a book: %q, %v; want White to move at move 7", fen, err)
		}
	}
}

func TestGenfensBadInput(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.epd")
	empty := filepath.Join(t.TempDir(), "empty.epd")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ line, want string }{
		{"genfens", "want \"genfens N seed S book <None|FILE>\""},
		{"genfens 8 seed 1", "want \"genfens N seed S book <None|FILE>\""},
		{"genfens 8 seeds 1 book None", "want \"genfens N seed S book <None|FILE>\""},
		{"genfens 0 seed 1 book None", "count \"0\""},
		{"genfens x seed 1 book None", "count \"x\""},
		{"genfens 8 seed -1 book None", "seed \"-1\""},
		{"genfens 8 seed 1 book None dfrc", "unknown words after the book: \"dfrc\""},
		{"genfens 8 seed 1 book " + missing, "book: "},
		{"genfens 8 seed 1 book " + empty, "book: "},
	} {
		code, out, errOut := runCmd(c.line, "quit")
		if code != exitUsage || out != "" || !strings.Contains(errOut, "westcott genfens: "+c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit %d and %q", c.line, code, out, errOut, exitUsage, c.want)
		}
	}
}

// Arguments that start with a UCI command are command lines, one an
// argument; anything else is still a subcommand or an unknown one.
func TestCommandLineArguments(t *testing.T) {
	code, out, errOut := runCmd("isready", "position startpos moves e2e4", "go depth 3")
	if code != exitOK || errOut != "" || !strings.HasPrefix(out, "readyok\n") || !strings.Contains(out, "bestmove ") {
		t.Errorf("isready, position, go depth 3: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, _ = runCmd("quit", "isready")
	if code != exitOK || out != "" {
		t.Errorf("quit first: exit %d, stdout %q; want nothing after quit", code, out)
	}
	if code, _, errOut := runCmd("genfen 8 seed 1 book None"); code != exitUsage || !strings.Contains(errOut, "unknown command") {
		t.Errorf("a misspelt genfens: exit %d, stderr %q", code, errOut)
	}
}

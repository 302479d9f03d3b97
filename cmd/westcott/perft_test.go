package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPerftCommand(t *testing.T) {
	code, out, errOut := runCmd("perft", "-depth", "3", "-fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if code != exitOK || errOut != "" || !strings.HasPrefix(out, "nodes 97862\n") {
		t.Errorf("perft -depth 3 (Kiwipete): exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	suite := filepath.Join(t.TempDir(), "suite.epd")
	if err := os.WriteFile(suite, []byte("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8903\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCmd("perft", "-epd", suite, "-maxdepth", "3")
	if code != exitFail || !strings.Contains(out, "depth 3: got 8902, want 8903") || !strings.Contains(out, "checked 3 counts, 1 mismatches") {
		t.Errorf("perft -epd with a wrong count: exit %d, stdout %q", code, out)
	}
	// A bad record is bad input, named by file and line.
	bad := filepath.Join(t.TempDir(), "bad.epd")
	os.WriteFile(bad, []byte("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3x\n"), 0o644)
	code, out, errOut = runCmd("perft", "-epd", bad)
	if code != exitUsage || out != "" || !strings.HasPrefix(errOut, "westcott perft: "+bad+":2:33: ") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("perft -epd with a bad count: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// A suite check that checks nothing must not pass: a -maxdepth below every
// depth of the file, or a file without counts, is bad input, not success.
func TestPerftSuiteCheckingNothing(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.epd")
	noCounts := filepath.Join(dir, "nocounts.epd")
	os.WriteFile(empty, []byte("# nothing here\n\n"), 0o644)
	os.WriteFile(noCounts, []byte("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"), 0o644)
	cpw := "../../data/perft/cpw_perft.epd"
	for _, args := range [][]string{
		{"-epd", cpw, "-maxdepth", "-1"},
		{"-epd", cpw, "-maxdepth", "0"},
		{"-epd", empty},
		{"-epd", noCounts},
	} {
		code, _, errOut := runCmd(append([]string{"perft"}, args...)...)
		if code != exitUsage || strings.Count(errOut, "\n") != 1 {
			t.Errorf("perft %s: exit %d, stderr %q; want exit %d and one error line", strings.Join(args, " "), code, errOut, exitUsage)
		}
	}
}

// Bad flags and malformed FENs get one line on stderr and exit 2, in every
// command that takes flags.
func TestBadInputOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "-depth", "abc"},
		{"perft", "-bogus"},
		{"perft", "-fen", "garbage"},
		{"perft", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1"},
		{"perft", "-fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "extra"},
		{"perft", "-gen", "nosuch"},
		{"bench", "-depth", "x"},
		{"show", "-nope"},
		{"pgn", "-x"},
		{"match", "-engine", "foo"},
		{"epd", "-movetime", "soon"},
		{"trials", "-depth", "-"},
	} {
		code, out, errOut := runCmd(args...)
		if code != exitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "westcott "+args[0]+": ") {
			t.Errorf("westcott %q: exit %d, stdout %q, stderr %q; want exit 2 and one line on stderr", args, code, out, errOut)
		}
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const tbData = "../../data/syzygy"

// lastLines returns the last n lines of s.
func lastLines(s string, n int) []string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return lines[max(len(lines)-n, 0):]
}

func TestTBCommand(t *testing.T) {
	for _, c := range []struct {
		fen  string
		tail []string
	}{
		// reference.txt's values. The best move is the first of the
		// generator's order among those that keep the shortest distance:
		// Kd3 keeps dtz 25 (as do Ke3, Rd4 and Rb5+); Kxa7 and Rxa7 both
		// zero at once.
		{"8/8/8/5k2/1R6/8/3K4/8 w - - 0 1", []string{"wdl win", "dtz 25", "bestmove d2d3"}},
		{"8/P4r2/k7/4K3/8/8/8/8 b - - 0 1", []string{"wdl win", "dtz 1", "bestmove a6a7"}},
		{"8/4K3/2B5/8/1k6/8/8/8 w - - 0 1", []string{"wdl draw", "dtz 0"}},
		// Mated: no move.
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", []string{"wdl loss", "dtz -1", "bestmove (none)"}},
		// Stalemate.
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", []string{"wdl draw", "dtz 0", "bestmove (none)"}},
	} {
		code, out, errOut := runCmd("tb", "-fen", c.fen, "-path", tbData)
		if code != exitOK || errOut != "" {
			t.Errorf("tb %s: exit %d, stderr %q", c.fen, code, errOut)
			continue
		}
		got := lastLines(out, 3)
		if len(c.tail) == 2 { // any drawing move
			got = got[:2]
		}
		if strings.Join(got, "|") != strings.Join(c.tail, "|") {
			t.Errorf("tb %s: ends with %q, want %q\n%s", c.fen, got, c.tail, out)
		}
	}
	// A drawn position's best move keeps the draw: the bishop is not given away.
	code, out, _ := runCmd("tb", "-fen", "8/8/8/8/8/2k5/8/b1K5 w - - 0 1", "-path", tbData)
	if code != exitOK || !strings.Contains(out, "wdl draw\n") {
		t.Errorf("tb KvKB: exit %d\n%s", code, out)
	}
}

func TestTBCommandErrors(t *testing.T) {
	onlyKRK := t.TempDir()
	for _, ext := range []string{".rtbw", ".rtbz"} {
		b, err := os.ReadFile(filepath.Join(tbData, "KRvK"+ext))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(onlyKRK, "KRvK"+ext), b, 0o644)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-fen", "8/8/8/5k2/1Q6/8/3K4/8 w - - 0 1", "-path", onlyKRK}, exitFail, "KQvK: no table for this material"},
		{[]string{"-fen", "4k3/8/8/8/8/8/PPP5/4K3 b - - 0 1", "-path", tbData}, exitUsage, "5 pieces: more pieces than the largest table (4)"},
		{[]string{"-fen", "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "-path", tbData}, exitUsage, "castling rights"},
		{[]string{"-fen", "junk", "-path", tbData}, exitUsage, "invalid FEN"},
		{[]string{"-path", tbData}, exitUsage, "-fen is required"},
		{[]string{"-fen", "8/8/8/5k2/1Q6/8/3K4/8 w - - 0 1", "-path", t.TempDir()}, exitFail, "no Syzygy tables"},
		{[]string{"-fen", "8/8/8/5k2/1Q6/8/3K4/8 w - - 0 1", "-path", filepath.Join(t.TempDir(), "nope")}, exitUsage, "not a readable directory"},
		// No -path, and no data/syzygy below the working directory.
		{[]string{"-fen", "8/8/8/5k2/1Q6/8/3K4/8 w - - 0 1"}, exitUsage, "no -path given"},
	} {
		code, out, errOut := runCmd(append([]string{"tb"}, c.args...)...)
		if code != c.code || out != "" || !strings.HasPrefix(errOut, "westcott tb: ") || !strings.Contains(errOut, c.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("tb %q: exit %d, stdout %q, stderr %q; want exit %d and one line with %q", c.args, code, out, errOut, c.code, c.want)
		}
	}
}

// From the repository's root, tb finds data/syzygy by itself.
func TestTBCommandDefaultPath(t *testing.T) {
	t.Chdir("../..")
	code, out, errOut := runCmd("tb", "-fen", "8/8/8/5k2/1R6/8/3K4/8 w - - 0 1")
	if code != exitOK || errOut != "" || !strings.HasSuffix(out, "wdl win\ndtz 25\nbestmove d2d3\n") {
		t.Errorf("tb from the root: exit %d, stderr %q\n%s", code, errOut, out)
	}
}

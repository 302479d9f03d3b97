package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/nnue"
)

// benchNodes runs westcott bench with args and returns the evaluation it
// names and its node count.
func benchNodes(t *testing.T, args ...string) (string, uint64) {
	t.Helper()
	code, out, errOut := runCmd(append([]string{"bench"}, args...)...)
	if code != exitOK {
		t.Fatalf("bench %v: exit %d, stderr %q", args, code, errOut)
	}
	first, _, _ := strings.Cut(out, "\n")
	m := regexp.MustCompile(`(?m)^nodes (\d+)$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("bench %v: no nodes line in\n%s", args, out)
	}
	n, _ := strconv.ParseUint(m[1], 10, 64)
	return first, n
}

// TestBenchEvaluation: bench -classical and -nnue search with different
// evaluations and the bench says which; the default evaluation's (the
// classical one until DefaultUseNNUE turns true) is the bench without a
// flag, and its node count at full depth is engine.BenchNodes.
func TestBenchEvaluation(t *testing.T) {
	classicalName, classical := benchNodes(t, "-depth", "8", "-classical")
	nnueName, network := benchNodes(t, "-depth", "8", "-nnue")
	_, def := benchNodes(t, "-depth", "8")
	if want := "evaluation: classical evaluation"; classicalName != want {
		t.Errorf("bench -classical: first line %q, want %q", classicalName, want)
	}
	if want := "evaluation: embedded network " + nnue.DefaultName; !strings.HasPrefix(nnueName, want) {
		t.Errorf("bench -nnue: first line %q, want %q…", nnueName, want)
	}
	if classical == network {
		t.Errorf("bench -depth 8 -classical and -nnue: both %d nodes", classical)
	}
	flag, want := "-classical", classical
	if engine.DefaultUseNNUE {
		flag, want = "-nnue", network
	}
	if def != want {
		t.Errorf("bench -depth 8: %d nodes, %s %d: the default is not DefaultUseNNUE's (%v)", def, flag, want, engine.DefaultUseNNUE)
	}
	if testing.Short() {
		return
	}
	if _, n := benchNodes(t, flag); n != engine.BenchNodes {
		t.Errorf("bench %s (DefaultUseNNUE %v): %d nodes, engine.BenchNodes %d", flag, engine.DefaultUseNNUE, n, engine.BenchNodes)
	}
}

// writeNetwork writes a small network file and returns its path.
func writeNetwork(t *testing.T) string {
	t.Helper()
	n := nnue.New(4, 1)
	for i := range n.FT {
		n.FT[i] = int16(i%7 - 3)
	}
	for i := range n.Out {
		n.Out[i] = int16(i%5 - 2)
	}
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "small.nnue")
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestEvalFlags(t *testing.T) {
	file := writeNetwork(t)
	name, _ := benchNodes(t, "-depth", "2", "-evalfile", file)
	if want := "evaluation: network of " + file + ", 4 hidden units a side"; name != want {
		t.Errorf("bench -evalfile: first line %q, want %q", name, want)
	}
	missing := filepath.Join(t.TempDir(), "none.nnue")
	for _, args := range [][]string{
		{"bench", "-classical", "-nnue"},
		{"bench", "-classical", "-evalfile", file},
		{"bench", "-evalfile", missing},
		{"serve", "-classical", "-nnue"},
		{"serve", "-evalfile", missing},
		{"epd", "-file", filepath.Join(epdData, "wac.epd"), "-nnue", "-engine", "stockfish"},
		{"epd", "-file", filepath.Join(epdData, "wac.epd"), "-evalfile", missing},
		{"datagen", "-out", filepath.Join(t.TempDir(), "a.bin"), "-games", "1", "-openings", datagenOpenings, "-classical", "-evalfile", file},
	} {
		code, out, errOut := runCmd(args...)
		if code != exitUsage || strings.Count(errOut, "\n") != 1 || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d and one line", strings.Join(args, " "), code, out, errOut, exitUsage)
		}
	}

	code, out, errOut := runCmd("epd", "-file", filepath.Join(epdData, "wac.epd"), "-depth", "2", "-n", "1", "-nnue")
	if code != exitOK || !strings.Contains(out, "engine Westcott (in process), embedded network "+nnue.DefaultName) {
		t.Errorf("epd -nnue: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = runCmd(datagenArgs(filepath.Join(t.TempDir(), "dg.bin"), "1", "-threads", "1", "-evalfile", file)...)
	if code != exitOK || !strings.Contains(errOut, "datagen: network of "+file) {
		t.Errorf("datagen -evalfile: exit %d, stderr %q", code, errOut)
	}
}

// TestEvalFlagsChoice: the flags as the engine's choice of evaluation,
// the default being the zero Eval.
func TestEvalFlagsChoice(t *testing.T) {
	file := writeNetwork(t)
	for _, c := range []struct {
		f    evalFlags
		want string
	}{
		{evalFlags{}, engine.Eval{}.String()},
		{evalFlags{classical: true}, "classical evaluation"},
		{evalFlags{nnue: true}, engine.EmbeddedEval().String()},
		{evalFlags{file: file}, "network of " + file + ", 4 hidden units a side"},
		{evalFlags{nnue: true, file: file}, "network of " + file + ", 4 hidden units a side"},
	} {
		v, err := c.f.eval()
		if err != nil || v.String() != c.want {
			t.Errorf("%+v: %v (%v), want %s", c.f, v, err, c.want)
		}
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/tools/datagen"
)

const datagenOpenings = "../../data/openings/2moves_v1_sample.epd"

func datagenArgs(out string, games string) []string {
	return []string{"datagen", "-out", out, "-games", games, "-nodes", "300", "-threads", "2", "-hash", "1", "-openings", datagenOpenings}
}

// A run, a resumed run, and a run with nothing left to do: the file gains
// games up to -games, keeps one header, and never repeats a game ID.
func TestDatagenResume(t *testing.T) {
	out := filepath.Join(t.TempDir(), "dg.txt")
	code, stdout, stderr := runCmd(datagenArgs(out, "2")...)
	if code != exitOK || !strings.Contains(stdout, "2/2 games") {
		t.Fatalf("first run: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, stderr = runCmd(datagenArgs(out, "5")...)
	if code != exitOK || !strings.Contains(stdout, "5/5 games") || !strings.Contains(stderr, "holds 2 games; playing 3 more (IDs from 2)") {
		t.Fatalf("resumed run: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	before, _ := os.ReadFile(out)
	code, stdout, _ = runCmd(datagenArgs(out, "4")...)
	after, _ := os.ReadFile(out)
	if code != exitOK || !strings.Contains(stdout, "nothing to do") || string(before) != string(after) {
		t.Errorf("run with nothing to do: exit %d, stdout %q, file changed %v", code, stdout, string(before) != string(after))
	}

	text := string(after)
	if !strings.HasPrefix(text, datagen.Header+"\n") || strings.Count(text, "# westcott datagen") != 1 {
		t.Errorf("want one header, first: %.60q", text)
	}
	st, err := datagen.ScanFile(strings.NewReader(text))
	if err != nil || st.Games != 5 || st.NextID != 5 || st.Positions == 0 {
		t.Errorf("file: %+v, %v", st, err)
	}
	ids := map[int64]bool{}
	for _, line := range strings.Split(text, "\n") {
		if g, ok, _ := datagen.ParseGameEnd(line); ok {
			ids[g.ID] = true
		}
	}
	if len(ids) != 5 {
		t.Errorf("game IDs %v; want 5 distinct", ids)
	}
	r := datagen.NewReader(strings.NewReader(text))
	for n := 0; ; n++ {
		e, err := r.Read()
		if err != nil {
			if n != st.Positions || err.Error() != "EOF" {
				t.Errorf("read %d of %d positions: %v", n, st.Positions, err)
			}
			break
		}
		if e.Pos.InCheck() {
			t.Errorf("a position in check: %s", e.Pos.FEN())
		}
	}
}

func TestDatagenBadInput(t *testing.T) {
	dir := t.TempDir()
	foreign := filepath.Join(dir, "notes.txt")
	os.WriteFile(foreign, []byte("my notes\n"), 0o644)
	for _, args := range [][]string{
		{"datagen", "-games", "3"},
		{"datagen", "-out", filepath.Join(dir, "a.txt")},
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-threads", "0"},
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-openings", filepath.Join(dir, "none.epd")},
		{"datagen", "-out", foreign, "-games", "3", "-openings", datagenOpenings},
		{"datagen", "-nodes", "x"},
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-openings", datagenOpenings, "-evalfile", filepath.Join(dir, "none.nnue")},
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-openings", datagenOpenings, "-evalfile", foreign},
	} {
		code, _, stderr := runCmd(args...)
		if code != exitUsage || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and one line", strings.Join(args, " "), code, stderr, exitUsage)
		}
	}
	if b, _ := os.ReadFile(foreign); string(b) != "my notes\n" {
		t.Errorf("a foreign file was changed: %q", b)
	}
	code, _, stderr := runCmd("datagen", "-h")
	if code != exitOK || !strings.Contains(stderr, "FEN | score | result") || !strings.Contains(stderr, "-random-plies") {
		t.Errorf("-h: exit %d, stderr %q", code, stderr)
	}
}

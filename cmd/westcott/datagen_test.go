package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/trainingdata"
)

const datagenOpenings = "../../data/openings/2moves_v1_sample.epd"

func datagenArgs(out string, games string, more ...string) []string {
	return append([]string{"datagen", "-out", out, "-games", games, "-soft-nodes", "200", "-nodes", "2000", "-threads", "2", "-hash", "1", "-openings", datagenOpenings}, more...)
}

// A run, a resumed run, and a run with nothing left to do: the file gains
// games up to -games, keeps one header, and never repeats a game ID.
func TestDatagenResumeText(t *testing.T) {
	out := filepath.Join(t.TempDir(), "dg.txt")
	datagenArgs := func(out, games string) []string { return datagenArgs(out, games, "-format", "text") }
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
	if !strings.HasPrefix(text, trainingdata.Header+"\n") || strings.Count(text, "# westcott datagen") != 1 {
		t.Errorf("want one header, first: %.60q", text)
	}
	st, err := trainingdata.ScanFile(strings.NewReader(text))
	if err != nil || st.Games != 5 || st.NextID != 5 || st.Positions == 0 {
		t.Errorf("file: %+v, %v", st, err)
	}
	ids := map[int64]bool{}
	for _, line := range strings.Split(text, "\n") {
		if g, ok, _ := trainingdata.ParseGameEnd(line); ok {
			ids[g.ID] = true
		}
	}
	if len(ids) != 5 {
		t.Errorf("game IDs %v; want 5 distinct", ids)
	}
	r := trainingdata.NewReader(strings.NewReader(text))
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
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-nodes", "0"},
		{"datagen", "-out", filepath.Join(dir, "a.txt"), "-games", "3", "-nodes", "1000000000"},
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
	if code != exitOK || !strings.Contains(stderr, "FEN | score | result") || !strings.Contains(stderr, "-random-plies") || !strings.Contains(stderr, "-soft-nodes") {
		t.Errorf("-h: exit %d, stderr %q", code, stderr)
	}
}

// The binary format: a run, a resumed run after a kill that tore the last
// record (cut, and said), and a run with nothing left to do.
func TestDatagenResumeBinary(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "dg.bin")
	code, stdout, stderr := runCmd(datagenArgs(out, "2")...)
	if code != exitOK || !strings.Contains(stdout, "2/2 games") || !strings.Contains(stdout, "searches: ") {
		t.Fatalf("first run: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	whole, _ := os.ReadFile(out)
	if !trainingdata.IsBinary(whole) {
		t.Fatalf("not a binary file: %.20q", whole)
	}
	// A run killed mid-write leaves part of a record.
	torn := append(append([]byte(nil), whole...), whole[trainingdata.BinaryHeaderLen:trainingdata.BinaryHeaderLen+30]...)
	os.WriteFile(out, torn, 0o644)
	code, stdout, stderr = runCmd(datagenArgs(out, "4")...)
	if code != exitOK || !strings.Contains(stdout, "4/4 games") || !strings.Contains(stderr, "holds 2 games; playing 2 more (IDs from 2)") ||
		!strings.Contains(stderr, fmt.Sprintf("cut 30 bytes at offset %d", len(whole))) {
		t.Fatalf("resumed run: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	after, _ := os.ReadFile(out)
	if !bytes.HasPrefix(after, whole) {
		t.Error("the resumed run changed the whole records")
	}
	code, stdout, _ = runCmd(datagenArgs(out, "3")...)
	if again, _ := os.ReadFile(out); code != exitOK || !strings.Contains(stdout, "nothing to do") || !bytes.Equal(again, after) {
		t.Errorf("run with nothing to do: exit %d, stdout %q", code, stdout)
	}
	st, err := trainingdata.ScanBinary(bytes.NewReader(after))
	if err != nil || st.Games != 4 || st.Records != 4 || st.NextID != 4 || st.Torn != 0 || st.Scored >= st.Positions {
		t.Errorf("file: %+v, %v", st, err)
	}
	code, stdout, stderr = runCmd("datagen", "check", out)
	if code != exitOK || !strings.Contains(stdout, "4 games, 4 records, ") {
		t.Errorf("check: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// The wrong format either way is refused, and the file is left alone.
	code, _, stderr = runCmd(datagenArgs(out, "9", "-format", "text")...)
	if code != exitUsage || !strings.Contains(stderr, "a binary datagen file") {
		t.Errorf("-format text on a binary file: exit %d, %q", code, stderr)
	}
	text := filepath.Join(dir, "dg.txt")
	os.WriteFile(text, []byte(trainingdata.Header+"\n"), 0o644)
	code, _, stderr = runCmd(datagenArgs(text, "9")...)
	if code != exitUsage || !strings.Contains(stderr, "a text datagen file: pass -format text") {
		t.Errorf("a text file in binary: exit %d, %q", code, stderr)
	}
	if b, _ := os.ReadFile(out); !bytes.Equal(b, after) {
		t.Error("a refused run changed the file")
	}
	// Damage before the last record is not cut: the run stops.
	bad := append([]byte(nil), after...)
	bad[trainingdata.BinaryHeaderLen+20]++
	os.WriteFile(out, bad, 0o644)
	code, _, stderr = runCmd(datagenArgs(out, "9")...)
	if b, _ := os.ReadFile(out); code != exitUsage || !strings.Contains(stderr, "offset 8, record 0: CRC") || !bytes.Equal(b, bad) {
		t.Errorf("damaged file: exit %d, %q", code, stderr)
	}
	code, _, stderr = runCmd("datagen", "check", out)
	if code != exitFail || !strings.Contains(stderr, "offset 8, record 0: CRC") {
		t.Errorf("check of a damaged file: exit %d, %q", code, stderr)
	}
	nosuch := filepath.Join(t.TempDir(), "nosuch.bin")
	code, _, stderr = runCmd("datagen", "check", nosuch)
	if code != exitUsage || !strings.Contains(stderr, nosuch) {
		t.Errorf("check of a missing file: exit %d, %q; want %d, as every command for a file it cannot read", code, stderr, exitUsage)
	}
}

func TestDatagenConvert(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "s.bin")
	in := "../../formats/trainingdata/testdata/selfplay-s301-head.txt"
	code, stdout, stderr := runCmd("datagen", "convert", "-in", in, "-out", out)
	if code != exitOK || !strings.Contains(stdout, "6 games, 649 positions -> "+out+": 14 records") || !strings.Contains(stdout, "bytes a position") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, stderr = runCmd("datagen", "check", out)
	if code != exitOK || !strings.Contains(stdout, "6 games, 14 records, 796 plies, 649 scored, 649 scored quiet") {
		t.Errorf("check: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	// The converted file resumes: new games numbered after the text's.
	code, _, stderr = runCmd(datagenArgs(out, "7")...)
	if code != exitOK || !strings.Contains(stderr, "holds 6 games; playing 1 more (IDs from 6)") {
		t.Errorf("resuming a converted file: exit %d, %q", code, stderr)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-in", in}, "-in FILE and -out FILE are required"},
		{[]string{"-in", in, "-out", out}, "exists"},
		{[]string{"-in", in, "-out", filepath.Join(dir, "x.bin"), "-max-gap", "9"}, "-max-gap 9"},
		{[]string{"-in", filepath.Join(dir, "none.txt"), "-out", filepath.Join(dir, "y.bin")}, "none.txt"},
		{[]string{"-in", out, "-out", filepath.Join(dir, "z.bin")}, "already a binary datagen file"},
		{[]string{"-in", "../../go.mod", "-out", filepath.Join(dir, "z.bin")}, "no game converted (1 games; skipped 0 unfinished, 0 forfeited, 0 without moves, 1 invalid; the first error: line 1"},
		{[]string{"-in", in, "-out", filepath.Join(dir, "z.bin"), "-first-id", "-1"}, "-first-id -1"},
	} {
		code, _, stderr := runCmd(append([]string{"datagen", "convert"}, tc.args...)...)
		if code == exitOK || !strings.Contains(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("convert %q: exit %d, %q; want %q", tc.args, code, stderr, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "z.bin")); err == nil {
		t.Error("a failed conversion left its output")
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, ".convert-*")); len(matches) > 0 {
		t.Errorf("temporary files left: %v", matches)
	}
}

// nntrain reads a binary file (here the conversion of the text sample) with
// its filters, and says what they dropped.
func TestNNTrainReadsBinary(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "s.bin")
	if code, _, stderr := runCmd("datagen", "convert", "-in", "../../formats/trainingdata/testdata/selfplay-s301-head.txt", "-out", bin); code != exitOK {
		t.Fatal(stderr)
	}
	code, stdout, stderr := runCmd("nntrain", "-data", bin, "-out", filepath.Join(dir, "n.nnue"), "-hidden", "8", "-buckets", "1", "-epochs", "1", "-batch", "64", "-threads", "2", "-valid-every", "3")
	if code != exitOK || !strings.Contains(stdout, "positions: read 796, kept ") || !strings.Contains(stdout, "147 unscored") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// datagen runs as a user runs it, from a folder with nothing beside it: the
// built-in openings are the same games as the data file's, and -cpuprofile
// writes a profile.
func TestDatagenAnyFolder(t *testing.T) {
	file, err := filepath.Abs(datagenOpenings)
	if err != nil {
		t.Fatal(err)
	}
	withFile := filepath.Join(t.TempDir(), "file.bin")
	if code, _, stderr := runCmd("datagen", "-out", withFile, "-games", "2", "-soft-nodes", "200", "-nodes", "2000", "-threads", "1", "-openings", file); code != exitOK {
		t.Fatalf("with -openings: exit %d, %s", code, stderr)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	code, _, stderr := runCmd("datagen", "-out", "built-in.bin", "-games", "2", "-soft-nodes", "200", "-nodes", "2000", "-threads", "1", "-cpuprofile", "dg.prof")
	if code != exitOK || !strings.Contains(stderr, "4046 openings") {
		t.Fatalf("from an empty folder: exit %d, %s", code, stderr)
	}
	a, _ := os.ReadFile(withFile)
	b, _ := os.ReadFile("built-in.bin")
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("the built-in openings gave other games than the file's (%d and %d bytes)", len(b), len(a))
	}
	if fi, err := os.Stat("dg.prof"); err != nil || fi.Size() == 0 {
		t.Errorf("-cpuprofile: %v", err)
	}
}

// A match's PGN (westcott match's, as scripts/gauntlet.sh writes them; the
// same bzip2-compressed, as OpenBench serves its PGNs) converts into a
// binary file that datagen check and nntrain read.
func TestDatagenConvertPGN(t *testing.T) {
	dir := t.TempDir()
	bin, bz := filepath.Join(dir, "m.bin"), filepath.Join(dir, "mz.bin")
	in := "../../tools/datagen/testdata/match-400nodes.pgn"
	code, stdout, stderr := runCmd("datagen", "convert", "-in", in, "-out", bin)
	if code != exitOK || !strings.Contains(stdout, in+": 4 games -> "+bin+": 4 records (IDs 0 to 3), 446 plies, 445 scored (7 mates)") ||
		!strings.Contains(stdout, "skipped: 0 unfinished, 0 forfeited, 0 without moves, 0 invalid\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if code, stdout, stderr := runCmd("datagen", "convert", "-in", in+".bz2", "-out", bz); code != exitOK || !strings.Contains(stdout, "4 records (IDs 0 to 3), 446 plies") {
		t.Fatalf("bzip2: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if a, b := readFile(t, bin), readFile(t, bz); !bytes.Equal(a, b) {
		t.Error("the bzip2-compressed PGN converts otherwise")
	}
	code, stdout, stderr = runCmd("datagen", "check", bin)
	if code != exitOK || !strings.Contains(stdout, "4 games, 4 records, 446 plies, 445 scored, 322 scored quiet") {
		t.Errorf("check: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, stderr = runCmd("nntrain", "-data", bin, "-out", filepath.Join(dir, "n.nnue"), "-hidden", "8", "-buckets", "1", "-epochs", "1", "-batch", "64", "-threads", "2", "-valid-every", "2")
	if code != exitOK || !strings.Contains(stdout, "positions: read 446, kept ") {
		t.Fatalf("nntrain: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, stderr = runCmd("datagen", "convert", "-in", "../../tools/datagen/testdata/fastchess-form.pgn", "-out", filepath.Join(dir, "f.bin"), "-first-id", "100")
	if code != exitOK || !strings.Contains(stdout, "7 games -> ") || !strings.Contains(stdout, "3 records (IDs 100 to 102), 11 plies, 9 scored (2 mates)") ||
		!strings.Contains(stdout, "skipped: 1 unfinished, 1 forfeited, 0 without moves, 2 invalid\nthe first invalid game: line 77") {
		t.Errorf("fastchess's form: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

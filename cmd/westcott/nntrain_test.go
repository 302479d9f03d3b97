package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
)

func TestNNTrainCommand(t *testing.T) {
	data := tuneData(t, 400) // no "# game" lines: every position is its own game for the split
	out := filepath.Join(t.TempDir(), "net.nnue")
	code, stdout, stderr := runCmd("nntrain", "-data", data, "-out", out, "-hidden", "8", "-buckets", "3", "-epochs", "2", "-batch", "64",
		"-threads", "2", "-valid-every", "0", "-lambda", "0.5", "-skip-plies", "0")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	for _, p := range []string{
		`(?m)^loaded 400 training and 0 validation positions in \d+\.\ds$`,
		`(?m)^K 0\.\d+, 400 training and 0 validation positions, loss 0\.\d+ / - \(results -\)$`,
		`(?m)^epoch 1: lr 0\.001–0\.000\d+, train 0\.\d+, valid - \(results -\), \d+ positions/s \*$`,
		`(?m)^epoch 2: lr 0\.000\d+–1e-05, train `, // cosine down to -floor 0.01 at the last batch
		`(?m); \d+ positions/s; \d+s$`,
		`(?m)^wrote ` + regexp.QuoteMeta(out) + `$`,
	} {
		if !regexp.MustCompile(p).MatchString(stdout) {
			t.Errorf("output lacks %s:\n%s", p, stdout)
		}
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if n, err := nnue.Read(f); err != nil || n.Hidden != 8 || n.Buckets != 3 {
		t.Fatalf("the network written: %v", err)
	}

	// -score reads the network back and scores it on every position, beside
	// the embedded one, trained on other games: the new one, fitted to these,
	// scores better.
	def := filepath.Join(t.TempDir(), "default.nnue")
	b, err := nnue.Default().MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(def, b, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr = runCmd("nntrain", "-score", out+","+def, "-data", data, "-threads", "2", "-lambda", "0.5", "-skip-plies", "0")
	if code != exitOK || stderr != "" {
		t.Fatalf("-score: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	var losses [2]float64
	for i, name := range []string{out, def} {
		m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(name) + ` +\d+ +\d+ +(0\.\d+) +(0\.\d+)$`).FindStringSubmatch(stdout)
		if m == nil {
			t.Fatalf("-score's output has no line for %s:\n%s", name, stdout)
		}
		losses[i], _ = strconv.ParseFloat(m[1], 64)
	}
	if !strings.Contains(stdout, "400 positions") || !(losses[0] < losses[1]) {
		t.Errorf("-score: the network trained on these positions %v, the embedded one %v:\n%s", losses[0], losses[1], stdout)
	}
}

func TestNNTrainBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("# header\nnot a fen | 1 | 1.0\n"), 0o644)
	junk := filepath.Join(dir, "junk.nnue")
	os.WriteFile(junk, []byte("WCNN junk"), 0o644)
	out := filepath.Join(dir, "net.nnue")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "no -data"},
		{[]string{"-data", bad}, "no -out"},
		{[]string{"-data", bad, "-out", out}, "bad.txt:2"},
		{[]string{"-data", filepath.Join(dir, "missing.txt"), "-out", out}, "missing.txt"},
		{[]string{"-data", bad, "-out", out, "-hidden", "0"}, "-hidden 0"},
		{[]string{"-data", bad, "-out", out, "-buckets", "17"}, "-buckets 17"},
		{[]string{"-data", bad, "-out", out, "-lambda", "2"}, "-lambda 2"},
		{[]string{"-data", bad, "-out", out, "-lr", "0"}, "-lr 0"},
		{[]string{"-data", bad, "-out", out, "-lr-drop", "0"}, "-lr-drop 0"},
		{[]string{"-data", bad, "-out", out, "-schedule", "linear"}, `-schedule "linear"`},
		{[]string{"-data", bad, "-out", out, "-warmup", "-1"}, "-warmup -1"},
		{[]string{"-data", bad, "-out", out, "-floor", "1.5"}, "-floor 1.5"},
		{[]string{"-data", bad, "-out", out, "-drop-at", "-2"}, "-drop-at -2"},
		{[]string{"-data", bad, "-out", out, "-decay", "-0.1"}, "-decay -0.1"},
		{[]string{"-data", bad, "-out", out, "-batch", "0"}, "-batch 0"},
		{[]string{"-data", bad, "-out", out, "-valid-every", "1"}, "-valid-every 1"},
		{[]string{"-data", bad, "-out", out, "-threads", "0"}, "-threads 0"},
		{[]string{"-data", bad, "-out", out, "-skip-plies", "-1"}, "-skip-plies -1"},
		{[]string{"-data", bad, "-out", out, "-filters", "check,quiet"}, "\"quiet\" is not one of"},
		{[]string{"-data", bad, "-out", out, "-init", junk}, "junk.nnue"},
		{[]string{"-data", bad, "-score", junk}, "junk.nnue"},
		{[]string{"-data", bad, "-score", filepath.Join(dir, "none.nnue")}, "none.nnue"},
		{[]string{"-data", bad, "-score", junk, "-out", out}, "-score trains nothing"},
		{[]string{"-score", junk}, "no -data"},
		{[]string{"-epochs", "x"}, "-epochs"},
		// Every number in its range, checked before any work (issue 43).
		{[]string{"-data", bad, "-out", out, "-lr", "1e300"}, "-lr 1e+300: must be above 0 and at most 1"},
		{[]string{"-data", bad, "-out", out, "-lr", "Inf"}, "-lr +Inf: not a finite number"},
		{[]string{"-data", bad, "-out", out, "-lr", "NaN"}, "-lr NaN: not a finite number"},
		{[]string{"-data", bad, "-out", out, "-k", "Inf"}, "-k +Inf: not a finite number"},
		{[]string{"-data", bad, "-out", out, "-k", "2"}, "-k 2: must be 0 (fit it) or above, at most 1"},
		{[]string{"-data", bad, "-out", out, "-decay", "Inf"}, "-decay +Inf: not a finite number"},
		{[]string{"-data", bad, "-out", out, "-decay", "2"}, "-decay 2: must be between 0 and 1"},
		{[]string{"-data", bad, "-out", out, "-epochs", "0"}, "-epochs 0: must be 1 to 100000 (0 only with -init)"},
		{[]string{"-data", bad, "-out", out, "-lambda", "-Inf"}, "-lambda -Inf: not a finite number"},
		{[]string{"-data", bad, "-out", out, "-threads", "1000"}, "-threads 1000"},
		{[]string{"-data", bad, "-out", out, "-batch", "1000000000"}, "-batch 1000000000"},
	} {
		code, stdout, stderr := runCmd(append([]string{"nntrain"}, tc.args...)...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("nntrain %q: exit %d, stdout %q, stderr %q; want exit 2 mentioning %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed run wrote the output file")
	}
}

// -init continues a network at its own width and buckets unless -hidden
// says wider, which grows it: the grown network evaluates as the small one.
func TestNNTrainGrow(t *testing.T) {
	data := tuneData(t, 200)
	dir := t.TempDir()
	small, cont, grown, kings := filepath.Join(dir, "small.nnue"), filepath.Join(dir, "cont.nnue"), filepath.Join(dir, "grown.nnue"), filepath.Join(dir, "kings.nnue")
	common := []string{"nntrain", "-data", data, "-batch", "64", "-threads", "2", "-valid-every", "0", "-skip-plies", "0"}
	run := func(args ...string) string {
		t.Helper()
		code, stdout, stderr := runCmd(append(append([]string{}, common...), args...)...)
		if code != exitOK {
			t.Fatalf("%q: exit %d, stderr %q", args, code, stderr)
		}
		return stdout
	}
	run("-out", small, "-hidden", "8", "-buckets", "3", "-epochs", "1", "-lr", "0.05")
	run("-out", cont, "-init", small, "-epochs", "1")
	if stdout := run("-out", grown, "-init", small, "-hidden", "24", "-epochs", "0"); !strings.Contains(stdout, "growing "+small+" from 8 to 24 hidden units a side") {
		t.Errorf("growing: %s", stdout)
	}
	if stdout := run("-out", kings, "-init", small, "-kings", "4", "-epochs", "0"); !strings.Contains(stdout, "starting 4 king buckets from "+small) {
		t.Errorf("king buckets: %s", stdout)
	}
	nets := map[string]*nnue.Network{}
	for _, name := range []string{small, cont, grown, kings} {
		n, err := nnue.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		nets[name] = n
	}
	if n := nets[cont]; n.Hidden != 8 || n.Buckets != 3 {
		t.Errorf("continued without -hidden and -buckets: %d wide, %d buckets; want the start's 8 and 3", n.Hidden, n.Buckets)
	}
	if n := nets[grown]; n.Hidden != 24 || n.Buckets != 3 {
		t.Fatalf("grown: %d wide, %d buckets", n.Hidden, n.Buckets)
	}
	if n := nets[kings]; n.Hidden != 8 || n.Kings != 4 {
		t.Fatalf("with king buckets: %d wide, %d king buckets", n.Hidden, n.Kings)
	}
	for _, fen := range []string{chess.StartFEN, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", "8/5k2/8/3Q4/8/8/2K5/8 b - - 0 1"} {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if a, b, c := nets[small].EvaluatePosition(&pos), nets[grown].EvaluatePosition(&pos), nets[kings].EvaluatePosition(&pos); a != b || a != c {
			t.Errorf("%s: small %d, grown %d, with king buckets %d", fen, a, b, c)
		}
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-init", small, "-hidden", "4"}, "is 8 wide, wider than -hidden 4"},
		{[]string{"-init", small, "-buckets", "2"}, "has 3 output buckets, -buckets says 2"},
		{[]string{"-init", kings, "-kings", "2"}, "has 4 king buckets, -kings says 2"},
		{[]string{"-init", kings, "-kings", "1"}, "has 4 king buckets, -kings says 1"},
		{[]string{"-kings", "3"}, "-kings: nnue: 3 king buckets: want 1, 2 or 4"},
	} {
		code, _, stderr := runCmd(append(append(append([]string{}, common...), "-out", filepath.Join(dir, "x.nnue")), tc.args...)...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want %q", tc.args, code, stderr, tc.want)
		}
	}
}

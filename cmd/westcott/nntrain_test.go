package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

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
		{[]string{"-epochs", "x"}, "-epochs"},
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

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// folderFiles lists the names in dir.
func folderFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestTrainersOutsideTheCheckout: tune and nntrain run from an empty folder
// outside the repository. An output whose folder is missing (tune's
// default eval/weights_tuned.go there) is refused before the first epoch,
// exit 2; one in the folder is written whole, and no temporary file is
// left (issue 43: tune ran all its epochs, then failed on eval/.tune-N.tmp).
func TestTrainersOutsideTheCheckout(t *testing.T) {
	data, err := filepath.Abs(tuneData(t, 200))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	t.Chdir(dir)
	tune := []string{"tune", "-data", data, "-epochs", "1", "-min-positions", "10", "-threads", "2"}
	nntrain := []string{"nntrain", "-data", data, "-hidden", "8", "-buckets", "2", "-epochs", "1", "-batch", "64", "-threads", "2", "-valid-every", "0", "-skip-plies", "0"}
	for _, args := range [][]string{tune, append(slices.Clone(nntrain), "-out", "nets/net.nnue")} {
		code, stdout, stderr := runCmd(args...)
		if code != exitUsage || !strings.Contains(stderr, "cannot write") || strings.Contains(stdout, "epoch") {
			t.Errorf("%s into a missing folder: exit %d, stderr %q, stdout %q; want exit 2 before any epoch", args[0], code, stderr, stdout)
		}
	}
	for _, c := range []struct {
		args []string
		file string
	}{
		{append(tune, "-out", "weights.go"), "weights.go"},
		{append(nntrain, "-out", "net.nnue"), "net.nnue"},
	} {
		code, stdout, stderr := runCmd(c.args...)
		if code != exitOK || !strings.Contains(stdout, "wrote "+c.file) {
			t.Errorf("%s: exit %d, stderr %q", c.args[0], code, stderr)
		}
		if st, err := os.Stat(c.file); err != nil || st.Size() == 0 || st.Mode().Perm() != 0o644 {
			t.Errorf("%s: the output %s: %v", c.args[0], c.file, err)
		}
	}
	if names := folderFiles(t, dir); !slices.Equal(names, []string{"net.nnue", "weights.go"}) {
		t.Errorf("the folder holds %q, want the two outputs only", names)
	}
}

// TestOutputKeepsOldFile: a run that fails after making its output leaves
// the old file byte for byte, and no temporary file beside it.
func TestOutputKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old")
	os.WriteFile(old, []byte("keep\n"), 0o640)
	o, err := createOutput(old, "test")
	if err != nil {
		t.Fatal(err)
	}
	o.Write([]byte("half"))
	o.abort()
	if data, _ := os.ReadFile(old); string(data) != "keep\n" || len(folderFiles(t, dir)) != 1 {
		t.Errorf("after abort: %q, folder %q", data, folderFiles(t, dir))
	}
	if err := writeOutput(old, "test", []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(old)
	if data, _ := os.ReadFile(old); string(data) != "new\n" || st.Mode().Perm() != 0o640 || len(folderFiles(t, dir)) != 1 {
		t.Errorf("after commit: %q, mode %v, folder %q", data, st.Mode().Perm(), folderFiles(t, dir))
	}
	if _, err := createOutput(dir, "test"); err == nil || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("a folder as the output: %v", err)
	}
}

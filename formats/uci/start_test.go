package uci_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/uci"
)

// A missing working directory is named as such: exec alone reports it as
// "fork/exec ENGINE: no such file or directory", which blames the engine
// executable, present all along.
func TestStartMissingDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "no-such-dir")
	_, err := fake(t, handshake, func(c *uci.Config) { c.Dir = dir })
	if err == nil {
		t.Fatal("Start succeeded in a missing directory")
	}
	var ue *uci.Error
	if !errors.As(err, &ue) || ue.Op != "start" || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("error %v (%T): want a start *uci.Error wrapping fs.ErrNotExist", err, err)
	}
	if !strings.Contains(err.Error(), "working directory") || !strings.Contains(err.Error(), dir) {
		t.Errorf("error %q does not name the working directory %s", err, dir)
	}
	// A file is no directory either.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := fake(t, handshake, func(c *uci.Config) { c.Dir = file }); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("Start in a file as directory: %v; want an error saying it is not a directory", err)
	}
}

package syzygy_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// TestDamagedFiles probes through copies of the KRvK and KPvK tables cut
// short, with a byte changed, or missing: every probe must return an error
// naming the file, never a wrong answer silently or a panic.
func TestDamagedFiles(t *testing.T) {
	krk, err := chess.ParseFEN("8/8/8/5k2/1R6/8/3K4/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		edit func([]byte) []byte
		want error
	}{
		{"empty", func(b []byte) []byte { return nil }, syzygy.ErrBadMagic},
		{"magic only", func(b []byte) []byte { return b[:4] }, syzygy.ErrBadMagic},
		{"wrong magic", func(b []byte) []byte { b[0] ^= 1; return b }, syzygy.ErrBadMagic},
		{"header cut", func(b []byte) []byte { return b[:20] }, syzygy.ErrTruncated},
		{"half the file", func(b []byte) []byte { return b[:len(b)/2] }, syzygy.ErrTruncated},
		{"pawn flag set", func(b []byte) []byte { b[4] |= 2; return b }, syzygy.ErrCorrupt},
	} {
		dir := t.TempDir()
		for _, ext := range []string{".rtbw", ".rtbz"} {
			b, err := os.ReadFile(filepath.Join(tablesDir, "KRvK"+ext))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "KRvK"+ext), c.edit(b), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		tb, err := syzygy.Open(dir)
		if err != nil {
			t.Fatal(err)
		}
		_, err = tb.ProbeWDL(&krk)
		var fe *syzygy.FileError
		if !errors.Is(err, c.want) || !errors.As(err, &fe) || filepath.Base(fe.File) != "KRvK.rtbw" {
			t.Errorf("%s: WDL probe gave %v, want %v naming KRvK.rtbw", c.name, err, c.want)
		}
		if _, _, err = tb.ProbeDTZ(&krk); !errors.Is(err, c.want) {
			t.Errorf("%s: DTZ probe gave %v, want %v", c.name, err, c.want)
		}
	}

	// A WDL file without its DTZ file, and no table at all.
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join(tablesDir, "KRvK.rtbw"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "KRvK.rtbw"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	tb, err := syzygy.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if w, err := tb.ProbeWDL(&krk); err != nil || w != syzygy.Win {
		t.Errorf("KRvK WDL alone: %v %v, want win", w, err)
	}
	if _, _, err := tb.ProbeDTZ(&krk); !errors.Is(err, syzygy.ErrMissingTable) {
		t.Errorf("KRvK without its DTZ file: %v, want ErrMissingTable", err)
	}
	kqk, _ := chess.ParseFEN("8/8/8/5k2/1Q6/8/3K4/8 w - - 0 1")
	if _, err := tb.ProbeWDL(&kqk); !errors.Is(err, syzygy.ErrMissingTable) || !containsName(err, "KQvK") {
		t.Errorf("KQvK with no table: %v, want ErrMissingTable naming KQvK", err)
	}
}

func containsName(err error, s string) bool {
	return err != nil && filepath.Base(s) == s && len(err.Error()) > 0 && contains(err.Error(), s)
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestProbeLimits: castling rights and too many pieces are errors that say so.
func TestProbeLimits(t *testing.T) {
	tb := openTables(t)
	for _, c := range []struct {
		fen  string
		want error
	}{
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", syzygy.ErrCastling},
		{"4k3/8/8/8/8/8/PP6/R3K3 w - - 0 1", syzygy.ErrTooManyPieces},
		{chess.StartFEN, syzygy.ErrCastling},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tb.ProbeWDL(&p); !errors.Is(err, c.want) {
			t.Errorf("%s: WDL %v, want %v", c.fen, err, c.want)
		}
		if _, _, err := tb.ProbeDTZ(&p); !errors.Is(err, c.want) {
			t.Errorf("%s: DTZ %v, want %v", c.fen, err, c.want)
		}
	}
	if _, err := syzygy.Open(tablesDir + "/no-such-dir"); !errors.Is(err, syzygy.ErrBadDir) {
		t.Errorf("Open of a missing directory: %v, want ErrBadDir", err)
	}
	// Two directories, one of them empty parts and a repeat.
	tb2, err := syzygy.Open(string(filepath.ListSeparator) + tablesDir + string(filepath.ListSeparator) + tablesDir)
	if err != nil || len(tb2.Tables()) != 35 {
		t.Errorf("Open of a path list: %v, %d tables", err, len(tb2.Tables()))
	}
}

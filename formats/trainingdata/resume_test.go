package trainingdata

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// resumeOn writes b to a new file, resumes it in format, and returns what
// Resume said and the file's bytes after it.
func resumeOn(t *testing.T, b []byte, format Format) (FileState, Cut, []byte, error) {
	t.Helper()
	name := filepath.Join(t.TempDir(), "dg")
	if err := os.WriteFile(name, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(name, os.O_RDWR|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	have, cut, rerr := Resume(f, format)
	f.Close()
	after, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return have, cut, after, rerr
}

func TestResume(t *testing.T) {
	a := testRecord(t, 3, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e7e5")
	c := testRecord(t, 4, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d2d4")
	whole := fileOf(t, a, c)
	one := fileOf(t, a)
	text := []byte(Header + "\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0 | 0.5\n# game 7 0.5 adjudicated-draw\n")

	// Empty files get their format's header.
	if have, cut, b, err := resumeOn(t, nil, Binary); err != nil || !have.Empty || cut.Bytes != 0 || !bytes.Equal(b, BinaryHeader()) {
		t.Errorf("empty, binary: %+v %+v %v, %q", have, cut, err, b)
	}
	if have, _, b, err := resumeOn(t, nil, Text); err != nil || !have.Empty || string(b) != Header+"\n" {
		t.Errorf("empty, text: %+v %v, %q", have, err, b)
	}
	// Whole records are counted and kept.
	if have, cut, b, err := resumeOn(t, whole, Binary); err != nil || have.Games != 2 || have.Positions != 3 || have.NextID != 5 || cut.Bytes != 0 || !bytes.Equal(b, whole) {
		t.Errorf("whole binary file: %+v %+v %v", have, cut, err)
	}
	// A torn last record is cut, and said.
	torn := whole[:len(whole)-5]
	if have, cut, b, err := resumeOn(t, torn, Binary); err != nil || have.Games != 1 || have.NextID != 4 ||
		cut != (Cut{At: int64(len(one)), Bytes: int64(len(torn) - len(one))}) || !bytes.Equal(b, one) {
		t.Errorf("torn binary file: %+v %+v %v, %d bytes left", have, cut, err, len(b))
	}
	// A header torn by a kill is an empty file again.
	if have, cut, b, err := resumeOn(t, whole[:5], Binary); err != nil || !have.Empty || cut.Bytes != 5 || !bytes.Equal(b, BinaryHeader()) {
		t.Errorf("torn header: %+v %+v %v, %q", have, cut, err, b)
	}
	if have, _, b, err := resumeOn(t, text, Text); err != nil || have.Games != 1 || have.NextID != 8 || !bytes.Equal(b, text) {
		t.Errorf("text file: %+v %v", have, err)
	}
	// The wrong format, or none, is refused and the file left alone.
	for _, tc := range []struct {
		name   string
		b      []byte
		format Format
		want   string
	}{
		{"binary as text", whole, Text, "a binary datagen file"},
		{"text as binary", text, Binary, "a text datagen file: pass -format text"},
		{"other as binary", []byte("hello, world\n"), Binary, "not a datagen file"},
		{"other as text", []byte("hello, world\n"), Text, "not a datagen file"},
	} {
		_, _, b, err := resumeOn(t, tc.b, tc.format)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !bytes.Equal(b, tc.b) {
			t.Errorf("%s: %v (want %q), file changed: %v", tc.name, err, tc.want, !bytes.Equal(b, tc.b))
		}
	}
}

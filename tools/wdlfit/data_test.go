package wdlfit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/wdl"
)

// Three games as a match writes them: a White win, the same game again
// (left out), a draw with a mate score and a move without a score, and a
// game without a result.
const games = `[Event "m"]
[Result "1-0"]

1. e4 {+0.30/10 0.1s} e5 {-0.25/9 0.1s} 2. Qh5 {+0.10/8 0.1s} Nc6 {-0.05/8 0.1s} 3. Bc4 {+0.40/9 0.1s} Nf6 {-9.00/9 0.1s} 4. Qxf7# {+M1/1 0.1s} 1-0

[Event "m"]
[Result "1-0"]

1. e4 {+0.30/10 0.1s} e5 {-0.25/9 0.1s} 2. Qh5 {+0.10/8 0.1s} Nc6 {-0.05/8 0.1s} 3. Bc4 {+0.40/9 0.1s} Nf6 {-9.00/9 0.1s} 4. Qxf7# {+M1/1 0.1s} 1-0

[Event "m"]
[Result "1/2-1/2"]

1. d4 {+0.20/10 0.1s} d5 {0.1s} 2. c4 {+0.15/10 0.1s} {Draw by adjudication} 1/2-1/2

[Event "m"]
[Result "*"]

1. c4 {+0.10/5 0.1s} *
`

func TestDataRead(t *testing.T) {
	d := Data{Skip: 1}
	if err := d.Read(strings.NewReader(games)); err != nil {
		t.Fatal(err)
	}
	if d.Games != 4 || d.NoResult != 1 || d.Repeated != 1 || d.Used() != 2 {
		t.Errorf("games %d, no result %d, repeated %d, used %d; want 4, 1, 1, 2", d.Games, d.NoResult, d.Repeated, d.Used())
	}
	// The first ply of each game is skipped; the mate and the move without
	// a score are left out. Black's moves of the won game are losses for
	// the side that moved; Qxf7 took a pawn.
	want := []wdl.Sample{
		{CP: -25, Material: 78, Result: wdl.Loss}, {CP: 10, Material: 78, Result: wdl.Win}, {CP: -5, Material: 78, Result: wdl.Loss},
		{CP: 40, Material: 78, Result: wdl.Win}, {CP: -900, Material: 78, Result: wdl.Loss},
		{CP: 15, Material: 78, Result: wdl.Draw},
	}
	if len(d.Samples) != len(want) {
		t.Fatalf("samples %+v, want %+v", d.Samples, want)
	}
	for i := range want {
		if d.Samples[i] != want[i] {
			t.Errorf("sample %d: %+v, want %+v", i, d.Samples[i], want[i])
		}
	}

	// A second read of the same games repeats all of them that have a result.
	if err := d.Read(strings.NewReader(games)); err != nil || d.Games != 8 || d.Repeated != 4 || len(d.Samples) != len(want) {
		t.Errorf("read again: %v, games %d, repeated %d, %d samples", err, d.Games, d.Repeated, len(d.Samples))
	}
}

func TestDataReadFileErrors(t *testing.T) {
	dir := t.TempDir()
	var d Data
	if err := d.ReadFile(filepath.Join(dir, "missing.pgn")); err == nil || !os.IsNotExist(err) {
		t.Errorf("missing file: %v", err)
	}
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(bad, []byte(games+"\n[Event \"x\"]\n\n1. e5 {+0.1/1 0s} *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := d.ReadFile(bad)
	if err == nil || !strings.HasPrefix(err.Error(), bad+": ") || !strings.Contains(err.Error(), "e5") {
		t.Errorf("illegal move: %v, want an error naming the file and the move", err)
	}
	if d.Games != 4 {
		t.Errorf("%d games read before the bad one, want 4", d.Games)
	}
}

package trainingdata

import (
	"errors"
	"io"
	"strings"
	"testing"
)

func TestParseLine(t *testing.T) {
	e, err := ParseLine("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | -31 | 1.0")
	if err != nil || e.Score != -31 || e.Result != 1 || e.Pos.FullmoveNumber() != 4 {
		t.Fatalf("%+v, %v", e, err)
	}
	if got := string(e.AppendLine(nil)); got != "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | -31 | 1.0\n" {
		t.Errorf("AppendLine: %q", got)
	}
	for _, bad := range []string{
		"",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | x | 0.5",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0 | 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 0 | 0.5 | 3",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1 | 0 | 0.5",
	} {
		if _, err := ParseLine(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestReader(t *testing.T) {
	text := Header + "\n\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 12 | 0.0\n# game 0 0.0 checkmate\nbad line\n"
	r := NewReader(strings.NewReader(text))
	e, err := r.Read()
	if err != nil || e.Score != 12 || e.Result != 0 {
		t.Fatalf("%+v, %v", e, err)
	}
	if _, err := r.Read(); err == nil || !strings.HasPrefix(err.Error(), "line 5: ") {
		t.Errorf("bad line: %v; want an error naming line 5", err)
	}
	r = NewReader(strings.NewReader(Header + "\n"))
	if _, err := r.Read(); err != io.EOF {
		t.Errorf("empty file: %v", err)
	}
}

func TestScanFile(t *testing.T) {
	fen := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	st, err := ScanFile(strings.NewReader(""))
	if err != nil || !st.Empty {
		t.Errorf("empty: %+v, %v", st, err)
	}
	text := Header + "\n" + fen + " | 1 | 0.5\n# game 4 0.5 repetition\n# game 2 1.0 adjudicated-win\n" + fen + " | 3 | 0.5\n" + fen + " | 3 | 0.5\n# game 3 0.5 max-plies\n"
	st, err = ScanFile(strings.NewReader(text))
	if err != nil || st != (FileState{Games: 3, Positions: 3, NextID: 5}) {
		t.Errorf("%+v, %v", st, err)
	}
	for name, bad := range map[string]string{
		"not ours":      "FEN | score | result\n",
		"cut off":       Header + "\n" + fen + " | 1 | 0.5",
		"bad game line": Header + "\n# game x 0.5 repetition\n",
		"bad reason":    Header + "\n# game 1 0.5 resigned\n",
		"huge ID":       Header + "\n# game 9223372036854775807 0.5 stalemate\n",
	} {
		if _, err := ScanFile(strings.NewReader(bad)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestScanFileReadError(t *testing.T) {
	if _, err := ScanFile(errReader{}); err == nil {
		t.Error("no error")
	}
}

// FuzzParseLine: no panic, and a line that parses formats and parses back
// to the same entry.
func FuzzParseLine(f *testing.F) {
	f.Add("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | -31 | 1.0")
	f.Add("8/8/8/8/8/8/8/K6k b - - 0 70 | 0 | 0.5")
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|+7|0.0")
	f.Add("| |")
	f.Fuzz(func(t *testing.T, line string) {
		e, err := ParseLine(line)
		if err != nil {
			return
		}
		out := string(e.AppendLine(nil))
		e2, err := ParseLine(strings.TrimSuffix(out, "\n"))
		if err != nil || e2.Pos.FEN() != e.Pos.FEN() || e2.Score != e.Score || e2.Result != e.Result {
			t.Fatalf("%q -> %q -> %+v, %v", line, out, e2, err)
		}
	})
}

// FuzzScanFile: no panic; a file that scans counts no more games and
// positions than it has lines, and a game line that parses formats and
// parses back to the same game.
func FuzzScanFile(f *testing.F) {
	f.Add(Header + "\n# game 3 1.0 checkmate\n")
	f.Add(Header + "\nx | 1 | 0.5\n\n# c\n# game 0 0.5 adjudicated-draw\n")
	f.Add("# game 1 0.0 material\n")
	f.Fuzz(func(t *testing.T, text string) {
		st, err := ScanFile(strings.NewReader(text))
		if err != nil {
			return
		}
		if lines := strings.Count(text, "\n"); st.Games+st.Positions > lines || st.NextID < 0 || (st.Empty != (text == "")) {
			t.Fatalf("%q: %+v", text, st)
		}
		for _, line := range strings.Split(text, "\n") {
			if g, ok, err := ParseGameEnd(line); ok && err == nil {
				back := string(g.appendLine(nil))
				if g2, ok, err := ParseGameEnd(strings.TrimSuffix(back, "\n")); !ok || err != nil || g2 != g {
					t.Fatalf("%q formats as %q", line, back)
				}
			}
		}
	})
}

// endless reads as NUL bytes without end, as /dev/zero does.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestEndlessLine: a line without end (/dev/zero) is refused after
// maxLine bytes by ScanFile and Convert, not read into memory for ever.
func TestEndlessLine(t *testing.T) {
	if _, err := ScanFile(endless{}); !errors.Is(err, errLongLine) || !strings.HasPrefix(err.Error(), "line 1: ") {
		t.Errorf("ScanFile: %v, want line 1 and errLongLine", err)
	}
	if _, err := Convert(io.MultiReader(strings.NewReader(Header+"\n"), endless{}), io.Discard, 4); !errors.Is(err, errLongLine) || !strings.HasPrefix(err.Error(), "line 2: ") {
		t.Errorf("Convert: %v, want line 2 and errLongLine", err)
	}
}

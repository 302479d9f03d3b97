package perftsuite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
)

const suiteText = `# two positions
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8903
8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 ;D2 9
4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66
`

func readSuite(t *testing.T, text string) []epd.PerftRecord {
	t.Helper()
	suite, err := epd.ReadPerftSuite(strings.NewReader(text), "")
	if err != nil {
		t.Fatal(err)
	}
	return suite
}

// calls records a Counter's calls and answers with chess.Perft.
type calls []string

func (c *calls) count(p *chess.Position, depth int) uint64 {
	*c = append(*c, p.FEN()+" "+string(rune('0'+depth)))
	n := chess.Perft(p, depth)
	p.MakeMove(p.LegalMoves(nil)[0]) // Check hands out copies: no harm done
	return n
}

func TestCheck(t *testing.T) {
	suite := readSuite(t, suiteText)
	var c calls
	var reported []Mismatch
	res, err := Check(suite, c.count, Limits{MaxDepth: 3, MaxNodes: 1 << 62}, func(m Mismatch) { reported = append(reported, m) })
	want := Mismatch{Line: 2, FEN: chess.StartFEN, Depth: 3, Got: 8902, Want: 8903}
	if err != nil || res.Checked != 7 || res.Nodes != 20+400+8902+3+9+15+66 || !reflect.DeepEqual(res.Mismatches, []Mismatch{want}) || !reflect.DeepEqual(reported, res.Mismatches) {
		t.Fatalf("result %+v, reported %v, error %v", res, reported, err)
	}
	if len(c) != 7 || c[0] != chess.StartFEN+" 1" || c[3] != "8/8/8/8/8/8/8/K6k w - - 0 1 1" {
		t.Errorf("calls %q: want every count in the order written", c)
	}
	if got := want.String(); got != "line 2 depth 3: got 8902, want 8903: "+chess.StartFEN {
		t.Errorf("mismatch reads %q", got)
	}

	for _, tc := range []struct {
		lim     Limits
		checked int
	}{
		{Limits{MaxDepth: 2, MaxNodes: 1 << 62}, 6},
		{Limits{MaxDepth: 3, MaxNodes: 20}, 4},
		{Limits{MaxDepth: 3, MaxNodes: 1 << 62, Stride: 2}, 5}, // records 0 and 2
		{Limits{MaxDepth: 1, MaxNodes: 1 << 62, Stride: 5}, 1},
	} {
		res, err := Check(suite, chess.Perft, tc.lim, nil)
		if err != nil || res.Checked != tc.checked {
			t.Errorf("%+v: %d counts checked, want %d: %v", tc.lim, res.Checked, tc.checked, err)
		}
	}
}

// TestCheckingNothingFails: no suite, limits below every count or the zero
// Limits must not pass for a check.
func TestCheckingNothingFails(t *testing.T) {
	suite := readSuite(t, suiteText)
	for _, tc := range []struct {
		suite []epd.PerftRecord
		lim   Limits
	}{
		{nil, Limits{MaxDepth: 9, MaxNodes: 1 << 62}},
		{suite, Limits{}},
		{suite, Limits{MaxDepth: 0, MaxNodes: 1 << 62}},
		{suite, Limits{MaxDepth: 9, MaxNodes: 2}},
	} {
		res, err := Check(tc.suite, chess.Perft, tc.lim, nil)
		if !errors.Is(err, ErrNothingChecked) || res.Checked != 0 {
			t.Errorf("%d records, %+v: %+v, %v", len(tc.suite), tc.lim, res, err)
		}
	}
}

func TestCheckFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.epd")
	bad := filepath.Join(dir, "bad.epd")
	os.WriteFile(good, []byte(suiteText), 0o644)
	os.WriteFile(bad, []byte("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 x\n"), 0o644)
	res, err := CheckFile(good, chess.Perft, Limits{MaxDepth: 2, MaxNodes: 1 << 62}, nil)
	if err != nil || res.Checked != 6 || len(res.Mismatches) != 0 {
		t.Errorf("good suite: %+v, %v", res, err)
	}
	_, err = CheckFile(good, chess.Perft, Limits{}, nil)
	if !errors.Is(err, ErrNothingChecked) || !strings.HasPrefix(err.Error(), good+": ") {
		t.Errorf("checking nothing: %v", err)
	}
	_, err = CheckFile(bad, chess.Perft, Limits{MaxDepth: 2, MaxNodes: 1 << 62}, nil)
	var e *epd.Error
	if !errors.As(err, &e) || e.Line != 2 || !strings.HasPrefix(err.Error(), bad+":2:") {
		t.Errorf("bad suite: %v", err)
	}
	if _, err := CheckFile(filepath.Join(dir, "none.epd"), chess.Perft, Limits{MaxDepth: 2, MaxNodes: 1 << 62}, nil); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// fakeT records what Test reports.
type fakeT struct{ errors, fatals []string }

func (f *fakeT) Helper() {}
func (f *fakeT) Errorf(format string, a ...any) {
	f.errors = append(f.errors, fmt.Sprintf(format, a...))
}
func (f *fakeT) Fatalf(format string, a ...any) {
	f.fatals = append(f.fatals, fmt.Sprintf(format, a...))
}

func TestTest(t *testing.T) {
	path := filepath.Join(t.TempDir(), "suite.epd")
	os.WriteFile(path, []byte(suiteText), 0o644)
	var f fakeT
	res := Test(&f, path, chess.Perft, Limits{MaxDepth: 3, MaxNodes: 1 << 62})
	if res.Checked != 7 || len(f.fatals) != 0 || !reflect.DeepEqual(f.errors, []string{path + ": line 2 depth 3: got 8902, want 8903: " + chess.StartFEN}) {
		t.Errorf("%+v: errors %q, fatal %q", res, f.errors, f.fatals)
	}
	f = fakeT{}
	Test(&f, path, chess.Perft, Limits{MaxDepth: 3})
	if len(f.errors) != 0 || len(f.fatals) != 1 || !strings.Contains(f.fatals[0], ErrNothingChecked.Error()) {
		t.Errorf("checking nothing: errors %q, fatal %q", f.errors, f.fatals)
	}
}

func TestLoadPositions(t *testing.T) {
	dir := "../../data/perft/"
	ps, err := LoadPositions(dir+"cpw_perft.epd", dir+"perftsuite.epd")
	if err != nil || len(ps) != 7+84 || ps[1].FEN() != "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" {
		t.Fatalf("%d positions: %v", len(ps), err)
	}
	if _, err := LoadPositions(dir+"cpw_perft.epd", dir+"none.epd"); err == nil {
		t.Error("a missing file gives positions")
	}
}

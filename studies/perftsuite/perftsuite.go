// Package perftsuite checks a move generator against a perft suite, the
// records of "FEN ;D1 n1 ;D2 n2 …" lines that epd.ReadPerftSuite reads: it
// counts every count within limits and reports each mismatch. The tests of
// every generator and "westcott perft -epd" share it.
package perftsuite

import (
	"errors"
	"fmt"
	"os"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
)

// Counter counts the leaves of the legal move tree of depth below pos, as
// chess.Perft, dirgolem.Perft and mailbox.Perft do. Each call gets its own
// copy of the position.
type Counter func(pos *chess.Position, depth int) uint64

// Limits chooses the counts to check. Every bound is taken as written, so
// the zero Limits checks nothing, which Check reports as an error.
type Limits struct {
	MaxDepth int    // skip counts of greater depth
	MaxNodes uint64 // skip counts of more nodes
	// Stride checks only records 0, Stride, 2×Stride, … of the suite, a
	// share for a slow generator; 0 or 1 checks them all.
	Stride int
}

// ErrNothingChecked is Check's error when no count was within the limits:
// a check of nothing must not pass for a passed check.
var ErrNothingChecked = errors.New("no count within the limits to check")

// Mismatch is a count the generator got wrong.
type Mismatch struct {
	Line      int    // the record's line in the suite
	FEN       string // the record's position
	Depth     int
	Got, Want uint64
}

func (m Mismatch) String() string {
	return fmt.Sprintf("line %d depth %d: got %d, want %d: %s", m.Line, m.Depth, m.Got, m.Want, m.FEN)
}

// Result is the tally of a check.
type Result struct {
	Checked    int    // counts compared
	Nodes      uint64 // leaves counted, the sum of the counts got
	Mismatches []Mismatch
}

// Check compares count with every count of suite within lim, in the order
// of the suite, and calls report, unless it is nil, on each mismatch as soon
// as it is found. Mismatches are no error; checking nothing is
// ErrNothingChecked.
func Check(suite []epd.PerftRecord, count Counter, lim Limits, report func(Mismatch)) (Result, error) {
	var res Result
	for i, rec := range suite {
		if lim.Stride > 1 && i%lim.Stride != 0 {
			continue
		}
		for _, c := range rec.Counts {
			if c.Depth > lim.MaxDepth || c.Nodes > lim.MaxNodes {
				continue
			}
			pos := rec.Position
			got := count(&pos, c.Depth)
			res.Checked++
			res.Nodes += got
			if got != c.Nodes {
				m := Mismatch{Line: rec.Line, FEN: rec.Position.FEN(), Depth: c.Depth, Got: got, Want: c.Nodes}
				res.Mismatches = append(res.Mismatches, m)
				if report != nil {
					report(m)
				}
			}
		}
	}
	if res.Checked == 0 {
		return res, ErrNothingChecked
	}
	return res, nil
}

// Load reads the perft suite of the file path (epd.ReadPerftSuite); errors
// name the path.
func Load(path string) ([]epd.PerftRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return epd.ReadPerftSuite(f, path)
}

// CheckFile loads the suite of the file path and checks it (Load, Check);
// errors begin with the path.
func CheckFile(path string, count Counter, lim Limits, report func(Mismatch)) (Result, error) {
	suite, err := Load(path)
	if err != nil {
		return Result{}, err
	}
	res, err := Check(suite, count, lim, report)
	if err != nil {
		return res, fmt.Errorf("%s: %w", path, err)
	}
	return res, nil
}

// T is the part of testing.TB that Test uses (this package does not import
// testing, as the westcott command uses it).
type T interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Test checks count against the suite of the file path as a test does: each
// mismatch fails t, and a suite that cannot be read or checks nothing stops
// it.
func Test(t T, path string, count Counter, lim Limits) Result {
	t.Helper()
	res, err := CheckFile(path, count, lim, func(m Mismatch) { t.Errorf("%s: %v", path, m) })
	if err != nil {
		t.Fatalf("%v", err)
	}
	return res
}

// LoadPositions returns the positions of the suites of the files paths, in
// order.
func LoadPositions(paths ...string) ([]chess.Position, error) {
	var out []chess.Position
	for _, path := range paths {
		suite, err := Load(path)
		if err != nil {
			return nil, err
		}
		for _, r := range suite {
			out = append(out, r.Position)
		}
	}
	return out, nil
}

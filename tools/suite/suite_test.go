package suite_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
	"github.com/westcott-chess/westcott/tools/suite"
)

func TestMain(m *testing.M) {
	ucitest.Main()
	os.Exit(m.Run())
}

func record(t *testing.T, line string) *epd.Record {
	t.Helper()
	r, err := epd.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// answer is a found move in SAN with the search's figures.
func answer(t *testing.T, r *epd.Record, san string, depth int, score uci.Score, nodes uint64) suite.Answer {
	t.Helper()
	m, err := r.Position.ParseSAN(san)
	if err != nil {
		t.Fatal(err)
	}
	return suite.Answer{Move: m, Depth: depth, Score: score, HasScore: true, Nodes: nodes}
}

// The lines are those "westcott epd" has always printed.
func TestCheck(t *testing.T) {
	wac4 := record(t, `r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - bm Qxh7+; id "WAC.004";`)
	wac2 := record(t, `8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - bm Rxb2; id "WAC.002";`)
	sts := record(t, `1n5k/3q3p/pp1p2pB/5r2/1PP1Qp2/P6P/6P1/2R3K1 w - - bm c5; id "STS(v1.0) Undermine.002"; c0 "c5=10, Qd4+=4, b5=4, g4=3";`)
	avoid := record(t, `6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - am Kf1;`)
	both := record(t, `6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; am Kf1; id "both";`)
	none := record(t, `6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - id "none";`)
	for _, tc := range []struct {
		r    suite.Result
		ok   bool
		line string
	}{
		{suite.Check(wac4, 3, answer(t, wac4, "Qxh7+", 4, uci.Score{Mate: 2, IsMate: true}, 517)), true,
			"WAC.004                  bm Qxh7+         Qxh7+      ok    (depth 4, score #2, nodes 517)"},
		{suite.Check(wac2, 1, answer(t, wac2, "c3", 4, uci.Score{CP: 156}, 906)), false,
			"WAC.002                  bm Rxb2          c3         FAIL  (depth 4, score +1.56, nodes 906)"},
		{suite.Check(sts, 1, answer(t, sts, "Qd4+", 3, uci.Score{CP: 132}, 682)), false,
			"STS(v1.0) Undermine.002  bm c5            Qd4+       FAIL  points  4/10  (depth 3, score +1.32, nodes 682)"},
		{suite.Check(avoid, 6, answer(t, avoid, "Ra8#", 5, uci.Score{Mate: 1, IsMate: true}, 40)), true,
			"#7                       am Kf1           Ra8#       ok    (depth 5, score #1, nodes 40)"},
		{suite.Check(both, 0, answer(t, both, "Kf1", 1, uci.Score{}, 2)), false,
			"both                     bm Ra8#, am Kf1  Kf1        FAIL  (depth 1, score +0.00, nodes 2)"},
		{suite.Check(both, 0, suite.Answer{Err: errors.New("engine exited")}), false,
			"both                     bm Ra8#, am Kf1  -          FAIL  error: engine exited"},
		{suite.Check(none, 0, suite.Answer{}), false,
			"none                     no bm or am: not a test"},
	} {
		if tc.r.OK != tc.ok || tc.r.String() != tc.line {
			t.Errorf("ok %v, line\n%q; want ok %v,\n%q", tc.r.OK, tc.r.String(), tc.ok, tc.line)
		}
	}
	if r := suite.Check(wac4, 0, suite.Answer{Move: wac4.BestMoves()[0]}); !strings.Contains(r.String(), "score ,") {
		t.Errorf("an answer without a score: %q", r)
	}
}

func TestTally(t *testing.T) {
	sts := record(t, `1n5k/3q3p/pp1p2pB/5r2/1PP1Qp2/P6P/6P1/2R3K1 w - - bm c5; id "STS(v1.0) Undermine.002"; c0 "c5=10, Qd4+=4, b5=4, g4=3";`)
	none := record(t, `6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - id "none";`)
	var tally suite.Tally
	tally.Add(suite.Check(sts, 0, answer(t, sts, "c5", 1, uci.Score{}, 1)))
	tally.Add(suite.Check(sts, 1, answer(t, sts, "b5", 1, uci.Score{}, 1)))
	tally.Add(suite.Check(sts, 2, suite.Answer{Err: errors.New("hang")}))
	tally.Add(suite.Check(none, 3, suite.Answer{}))
	tally.Elapsed = 1500 * time.Millisecond
	if got, want := tally.String(), "solved 1/3 (33.3%), points 14/20, 1 engine errors, time 1.5 s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := (suite.Tally{}).String(), "solved 0/0 (0.0%), time 0.0 s"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestLimits(t *testing.T) {
	for _, tc := range []struct {
		l       suite.Limits
		s       string
		timeout time.Duration
	}{
		{suite.Limits{MoveTime: 500 * time.Millisecond}, "500 ms", 12 * time.Second},
		{suite.Limits{Depth: 8}, "depth 8", time.Minute},
		{suite.Limits{Nodes: 100000}, "100000 nodes", time.Minute},
	} {
		if tc.l.String() != tc.s || tc.l.Timeout() != tc.timeout {
			t.Errorf("%+v: %q, timeout %v; want %q, %v", tc.l, tc.l, tc.l.Timeout(), tc.s, tc.timeout)
		}
	}
}

const wac = "../../data/epd/wac.epd"

// Two solvers at once, and the results still come in the suite's order.
func TestRunWestcott(t *testing.T) {
	recs, err := suite.ReadFile(wac)
	if err != nil {
		t.Fatal(err)
	}
	recs = recs[:5]
	solvers, err := suite.Start(2, func() (suite.Solver, error) { return suite.NewWestcott(1, engine.ClassicalEval()), nil })
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	tally := suite.Run(context.Background(), recs, solvers, suite.Limits{Depth: 4}, 0, func(r suite.Result) {
		ids = append(ids, r.ID())
		// WAC.004 and WAC.005 are mates in two.
		if r.Index >= 3 && (!r.OK || r.Answer.Score.Pawns() != "#2") {
			t.Errorf("mate in two missed: %s", r)
		}
	})
	if got := strings.Join(ids, " "); got != "WAC.001 WAC.002 WAC.003 WAC.004 WAC.005" {
		t.Errorf("results in the order %s", got)
	}
	if tally.Tests != 5 || tally.Solved < 2 || tally.Errors != 0 || tally.Elapsed <= 0 {
		t.Errorf("tally %+v", tally)
	}
	if solvers[0].Name() != "Westcott (in process)" {
		t.Errorf("name %q", solvers[0].Name())
	}
}

// fakeEngine is the test binary as a UCI engine that plays the first legal
// move (see ucitest.Player).
func fakeEngine(t *testing.T, mode ucitest.Mode, after int) uci.Config {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return uci.Config{Path: exe, Env: ucitest.Player("Fake", mode, after), StopGrace: 3 * time.Second}
}

// A UCI engine that exits in the middle of a suite costs one position: the
// next one starts it again.
func TestRunUCI(t *testing.T) {
	recs, err := suite.ReadFile(wac)
	if err != nil {
		t.Fatal(err)
	}
	recs = recs[:3]
	u, err := suite.StartUCI(fakeEngine(t, ucitest.Exit, 2), []uci.Setting{{Name: "Hash", Value: "8", IfDeclared: true}})
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	if u.Name() != "Fake" {
		t.Errorf("name %q", u.Name())
	}
	var lines []string
	tally := suite.Run(context.Background(), recs, []suite.Solver{u}, suite.Limits{Nodes: 100}, 0, func(r suite.Result) { lines = append(lines, r.String()) })
	if tally.Tests != 3 || tally.Errors != 1 || len(lines) != 3 {
		t.Fatalf("tally %+v, lines:\n%s", tally, strings.Join(lines, "\n"))
	}
	if !strings.Contains(lines[1], "FAIL  error: ") || !strings.HasSuffix(lines[2], "(depth 1, score +0.00, nodes 1)") {
		t.Errorf("lines:\n%s", strings.Join(lines, "\n"))
	}
}

func TestStartUCIFails(t *testing.T) {
	if _, err := suite.StartUCI(fakeEngine(t, ucitest.Fair, 0), []uci.Setting{{Name: "Threads", Value: "2"}}); err == nil || !strings.Contains(err.Error(), "Fake: option Threads") {
		t.Errorf("an option the engine lacks: %v", err)
	}
	started := 0
	_, err := suite.Start(3, func() (suite.Solver, error) {
		if started == 2 {
			return nil, errors.New("no more")
		}
		started++
		return suite.NewWestcott(1, engine.ClassicalEval()), nil
	})
	if err == nil || err.Error() != "no more" {
		t.Errorf("Start: %v", err)
	}
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.epd")
	os.WriteFile(bad, []byte("8/8/8/8/8/8/8/K6k w - - id \"ok\";\n8/8/8/8/8/8/8/K6k w - - bm Kb3;\n"), 0o644)
	if _, err := suite.ReadFile(bad); err == nil || err.Error() != bad+`:2:28: bad move operand: illegal move "Kb3" in 8/8/8/8/8/8/8/K6k w - - 0 1` {
		t.Errorf("bad record: %v", err)
	}
	if _, err := suite.ReadFile(filepath.Join(dir, "missing.epd")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

package match

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestMain(m *testing.M) {
	ucitest.Main()
	os.Exit(m.Run())
}

// fakeEngine is an engine configuration that runs this test binary as a
// ucitest.Player.
func fakeEngine(t testing.TB, name string, mode ucitest.Mode, after int) EngineConfig {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return EngineConfig{Name: name, Cmd: exe, Env: ucitest.Player(name, mode, after)}
}

func startPair(t *testing.T, a, b EngineConfig) (Player, Player) {
	t.Helper()
	ctx := context.Background()
	pa, err := Start(ctx, a, nil)
	if err != nil {
		t.Fatal(err)
	}
	pb, err := Start(ctx, b, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pa.Kill(); pb.Kill() })
	return pa, pb
}

// replay checks that the game's moves are legal from its start and returns
// the final position.
func replay(t *testing.T, g *Game) chess.Position {
	t.Helper()
	pos := g.Start
	for i, m := range g.Moves {
		if !pos.IsLegal(m) {
			t.Fatalf("move %d (%v) illegal in %s", i, m, pos.FEN())
		}
		pos.MakeMove(m)
	}
	return pos
}

func TestFairGameEndsByTheRules(t *testing.T) {
	w, b := startPair(t, fakeEngine(t, "A", ucitest.Fair, 0), fakeEngine(t, "B", ucitest.Junk, 0))
	g := PlayGame(context.Background(), w, b, chess.StartPosition(), Limits{Nodes: 1, MoveTimeout: 10 * time.Second}, Adjudication{})
	if g.Fault != NoFault || g.Termination != "normal" {
		t.Fatalf("game ended %s / %s: %s", g.Result, g.Termination, g.Reason)
	}
	pos := replay(t, g)
	var hist []uint64
	p := g.Start
	for _, m := range g.Moves {
		hist = append(hist, p.Key())
		p.MakeMove(m)
	}
	term := pos.Termination(hist)
	if term == chess.NotOver {
		t.Fatalf("game stopped at %s, which is not over", pos.FEN())
	}
	want := map[chess.Termination]string{chess.Checkmate: "mates", chess.Stalemate: "stalemate", chess.InsufficientMaterial: "insufficient material",
		chess.FiftyMoves: "fifty-move rule", chess.ThreefoldRepetition: "threefold repetition"}[term]
	if !strings.Contains(g.Reason, want) {
		t.Errorf("reason %q, want it to say %q", g.Reason, want)
	}
	if len(g.Comments) != len(g.Moves) {
		t.Errorf("%d comments for %d moves", len(g.Comments), len(g.Moves))
	}
}

func TestCommentMate(t *testing.T) {
	if c := comment(Reply{HasScore: true, Score: uci.Score{Mate: -3, IsMate: true}, Depth: 9}, 1500*time.Millisecond); c != "-M3/9 1.500s" {
		t.Errorf("mate comment %q", c)
	}
}

func TestForfeits(t *testing.T) {
	cases := []struct {
		mode   ucitest.Mode
		lim    Limits
		fault  Fault
		reason string
	}{
		{ucitest.Illegal, Limits{Nodes: 1, MoveTimeout: 5 * time.Second}, Illegal, "makes an illegal move: e8"},
		{ucitest.Exit, Limits{Nodes: 1, MoveTimeout: 5 * time.Second}, Crash, "crashes (exit status 3): ucitest: exiting on purpose"},
		{ucitest.Hang, Limits{Nodes: 1, MoveTimeout: 200 * time.Millisecond}, Hang, "hangs"},
		{ucitest.Slow, Limits{MoveTime: 20 * time.Millisecond, Margin: 50 * time.Millisecond}, TimeForfeit, "loses on time"},
		{ucitest.Slow, Limits{TC: &TimeControl{Base: 300 * time.Millisecond}, Margin: 20 * time.Millisecond}, TimeForfeit, "loses on time"},
	}
	for _, c := range cases {
		// The faulty engine plays Black and misbehaves on its third move.
		w, b := startPair(t, fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "bad", c.mode, 3))
		g := PlayGame(context.Background(), w, b, chess.StartPosition(), c.lim, Adjudication{})
		if g.Result != "1-0" || g.Fault != c.fault || g.FaultColor != chess.Black || !strings.HasPrefix(g.Reason, "Black "+c.reason) {
			t.Errorf("%s: result %s fault %v (%v): %q; want 1-0, %v, %q", c.mode, g.Result, g.Fault, g.FaultColor, g.Reason, c.fault, c.reason)
		}
		if len(g.Moves) != 5 { // White's three moves and Black's two
			t.Errorf("%s: %d moves before the fault, want 5", c.mode, len(g.Moves))
		}
	}
}

func TestAdjudication(t *testing.T) {
	// The resigner reports "mate -1" for itself on every move.
	w, b := startPair(t, fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "loser", ucitest.Resigner, 0))
	adj := Adjudication{ResignMoves: 3, ResignScore: 500}
	g := PlayGame(context.Background(), w, b, chess.StartPosition(), Limits{Nodes: 1}, adj)
	if g.Result != "1-0" || g.Termination != "adjudication" || len(g.Moves) != 6 {
		t.Errorf("resign: %s %s after %d plies: %s", g.Result, g.Termination, len(g.Moves), g.Reason)
	}
	// Two-sided needs the winner's agreement: the fair engine says cp 0.
	adj.TwoSided = true
	g = PlayGame(context.Background(), w, b, chess.StartPosition(), Limits{Nodes: 1}, adj)
	if g.Termination == "adjudication" {
		t.Errorf("two-sided resign adjudicated without the winner's score: %s", g.Reason)
	}
	// Draw: both report cp 0, so after move 3 and 2 moves each the game is
	// drawn when move 4 begins, before the fair engines repeat.
	w2, b2 := startPair(t, fakeEngine(t, "x", ucitest.Fair, 0), fakeEngine(t, "y", ucitest.Fair, 0))
	g = PlayGame(context.Background(), w2, b2, chess.StartPosition(), Limits{Nodes: 1}, Adjudication{DrawMoves: 2, DrawScore: 10, DrawMoveNumber: 3})
	if g.Result != "1/2-1/2" || g.Termination != "adjudication" || len(g.Moves) != 6 {
		t.Errorf("draw: %s %s after %d plies: %s", g.Result, g.Termination, len(g.Moves), g.Reason)
	}

	// The rules alone, on hand-made score lists.
	cases := []struct {
		adj    Adjudication
		scores [2][]int
		move   int
		want   string
	}{
		{Adjudication{DrawMoves: 2, DrawScore: 5}, [2][]int{{3, -5}, {0, 4}}, 30, "1/2-1/2"},
		{Adjudication{DrawMoves: 2, DrawScore: 5}, [2][]int{{3, -6}, {0, 4}}, 30, ""},
		{Adjudication{DrawMoves: 2, DrawScore: 5, DrawMoveNumber: 40}, [2][]int{{0, 0}, {0, 0}}, 40, ""},
		{Adjudication{DrawMoves: 2, DrawScore: 5}, [2][]int{{0, noScore}, {0, 0}}, 30, ""},
		{Adjudication{ResignMoves: 2, ResignScore: 600}, [2][]int{{100, 700}, {-600, -650}}, 30, "1-0"},
		{Adjudication{ResignMoves: 2, ResignScore: 600}, [2][]int{{-700, -29999}, {0, 0}}, 30, "0-1"},
		{Adjudication{ResignMoves: 2, ResignScore: 600}, [2][]int{{-700, -599}, {0, 0}}, 30, ""},
		{Adjudication{ResignMoves: 2, ResignScore: 600, TwoSided: true}, [2][]int{{-700, -800}, {0, 700}}, 30, ""},
		{Adjudication{ResignMoves: 2, ResignScore: 600, TwoSided: true}, [2][]int{{-700, -800}, {650, 700}}, 30, "0-1"},
		{Adjudication{}, [2][]int{{-30000, -30000}, {30000, 30000}}, 30, ""},
	}
	for i, c := range cases {
		if got := adjudicate(c.adj, c.scores, c.move, 0); got != c.want {
			t.Errorf("case %d: adjudicate = %q, want %q", i, got, c.want)
		}
	}
}

func TestRunRestartsAndScores(t *testing.T) {
	// "bad" crashes on its second move of every game it plays; the match
	// must restart it each time and go on.
	openings, err := ReadEPDOpenings(strings.NewReader(
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"e4\";\n"+
			"# comment\n\nrnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq -\n"), "test.epd")
	if err != nil || len(openings) != 2 || openings[0].Name != "e4" || openings[1].Name != "test.epd:4" {
		t.Fatalf("openings %+v %v", openings, err)
	}
	var out bytes.Buffer
	var seen []string
	cfg := Config{
		Engines:     []EngineConfig{fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "bad", ucitest.Exit, 2)},
		Openings:    openings,
		Games:       5,
		Concurrency: 2,
		Limits:      Limits{Nodes: 1, MoveTimeout: 5 * time.Second},
		PGN:         &out,
		Event:       "test",
		OnGame:      func(g *Game, s *Standings) { seen = append(seen, g.Result) },
	}
	st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p := st.Pairings[0]
	if st.Played != 5 || len(seen) != 5 || p.WDL != (WDL{W: 5}) || p.Faults["crash"] != 5 {
		t.Fatalf("standings %+v, pairing %+v", st, p)
	}
	if p.Penta != (Pentanomial{0, 0, 0, 0, 2}) {
		t.Errorf("pentanomial %v, want two complete pairs of 2 points", p.Penta)
	}
	if n := strings.Count(out.String(), "[Event \"test\"]"); n != 5 {
		t.Errorf("%d games in the PGN, want 5", n)
	}
	if !strings.Contains(out.String(), "[Termination \"abandoned\"]") || !strings.Contains(out.String(), "crashes (exit status 3)") {
		t.Errorf("PGN lacks the crash:\n%s", out.String())
	}
	checkPGN(t, out.String())
	readBack(t, out.String(), 5)
}

// readBack reads a PGN text with package pgn and checks that it has n games,
// each with a result, whose PlyCount tag matches its moves.
func readBack(t *testing.T, text string, n int) []*pgn.Game {
	t.Helper()
	games, err := pgn.ReadAll(strings.NewReader(text))
	if err != nil {
		t.Fatalf("package pgn cannot read the match's PGN: %v", err)
	}
	if len(games) != n {
		t.Fatalf("pgn read %d games, want %d", len(games), n)
	}
	for _, g := range games {
		if g.Result == pgn.Unknown || g.Tag("PlyCount") != strconv.Itoa(g.Plies()) {
			t.Errorf("game %d: result %q, PlyCount %q for %d plies", g.Number, g.Result, g.Tag("PlyCount"), g.Plies())
		}
	}
	return games
}

func TestSPRTStopsTheMatch(t *testing.T) {
	// "bad" plays an illegal move at once, so "good" wins every game: with
	// elo0=0 elo1=400, a few pairs cross the upper bound and the match stops
	// long before its 200 games.
	sp := SPRT{Elo0: 0, Elo1: 400, Alpha: 0.05, Beta: 0.05}
	var stale []string // reports of a pair's second game that did not count the pair
	st, err := Run(context.Background(), Config{
		Engines: []EngineConfig{fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "bad", ucitest.Illegal, 0)},
		Games:   200, Limits: Limits{Nodes: 1, MoveTimeout: 5 * time.Second}, SPRT: &sp,
		OnGame: func(g *Game, s *Standings) {
			if pairs := s.Pairings[0].Penta.Pairs(); pairs != s.Played/2 || s.Played%2 == 0 && s.LLR == 0 {
				stale = append(stale, fmt.Sprintf("game %d: %d pairs, LLR %.2f", s.Played, pairs, s.LLR))
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if stale != nil {
		t.Errorf("the report of a game came before its pair was scored: %v", stale)
	}
	if st.Verdict != AcceptH1 || st.Played >= 200 || st.LLR < sp.UpperBound() || !strings.Contains(st.Stopped, "H1") {
		t.Fatalf("standings %+v", st)
	}
	// The stopping point: n pairs of 2 points each, the other four
	// categories regularised to 0.001 pair. s1 = 1/(1+10^-1) = 0.909091:
	// each pair adds about ln(0.909/0.5) ≈ 0.598 (0.5979 by the separate
	// program of TestSPRTByHand), so the fifth pair crosses 2.944.
	if st.Pairings[0].Penta != (Pentanomial{0, 0, 0, 0, 5}) || st.Played != 10 {
		t.Errorf("stopped after %d games, %v; want after the fifth pair", st.Played, st.Pairings[0].Penta)
	}
}

func TestRunErrors(t *testing.T) {
	good := fakeEngine(t, "good", ucitest.Fair, 0)
	if _, err := Run(context.Background(), Config{Engines: []EngineConfig{good}}); err == nil {
		t.Error("one engine accepted")
	}
	sp := DefaultSPRT
	if _, err := Run(context.Background(), Config{Engines: []EngineConfig{good, good, good}, SPRT: &sp}); err == nil {
		t.Error("SPRT with a gauntlet accepted")
	}
	_, err := Run(context.Background(), Config{Engines: []EngineConfig{good, {Name: "nope", Cmd: "/nonexistent/engine"}}, Limits: Limits{Nodes: 1, MoveTimeout: time.Second}})
	if err == nil || !strings.Contains(err.Error(), "nope") {
		t.Errorf("missing engine: %v", err)
	}
}

var moveNumber = regexp.MustCompile(`^\d+\.(\.\.)?$`)

// checkPGN replays every game of a PGN text with ParseSAN, checks the line
// lengths and the result tokens: a small independent reader for the export
// format this package writes.
func checkPGN(t *testing.T, text string) {
	t.Helper()
	games := strings.Split(strings.TrimSpace(text), "\n\n[")
	for gi, g := range games {
		head, body, ok := strings.Cut(g, "\n\n")
		if !ok {
			t.Fatalf("game %d: no movetext", gi)
		}
		pos := chess.StartPosition()
		result := ""
		for _, l := range strings.Split(head, "\n") {
			l = strings.TrimPrefix(l, "[")
			if strings.HasPrefix(l, "FEN ") {
				var err error
				if pos, err = chess.ParseFEN(strings.Trim(strings.TrimPrefix(l, "FEN "), `"]`)); err != nil {
					t.Fatal(err)
				}
			}
			if strings.HasPrefix(l, "Result ") {
				result = strings.Trim(strings.TrimPrefix(l, "Result "), `"]`)
			}
		}
		for _, l := range strings.Split(body, "\n") {
			if len(l) > 79 {
				t.Errorf("game %d: line of %d characters", gi, len(l))
			}
		}
		// Drop comments, then play the tokens.
		body = regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(body, " ")
		toks := strings.Fields(body)
		if len(toks) == 0 || toks[len(toks)-1] != result {
			t.Fatalf("game %d: movetext does not end with the result %q", gi, result)
		}
		for _, tok := range toks[:len(toks)-1] {
			if moveNumber.MatchString(tok) {
				continue
			}
			m, err := pos.ParseSAN(tok)
			if err != nil {
				t.Fatalf("game %d: %v", gi, err)
			}
			if pos.SAN(m) != tok {
				t.Errorf("game %d: SAN %q written for %q", gi, tok, pos.SAN(m))
			}
			pos.MakeMove(m)
		}
	}
}

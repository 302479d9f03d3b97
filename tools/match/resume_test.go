package match

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

// resumeConfig is a small match of two fair fake engines from three
// shuffled openings; the fakes play the first legal move, so each game's
// result depends on its opening and colors only.
func resumeConfig(t *testing.T, pgnOut *bytes.Buffer) Config {
	t.Helper()
	openings, err := ReadEPDOpenings(strings.NewReader(
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\n"+
			"rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq -\n"+
			"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq -\n"), "test.epd")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{
		Engines:  []EngineConfig{fakeEngine(t, "a", ucitest.Fair, 0), fakeEngine(t, "b", ucitest.Fair, 0)},
		Openings: openings, Random: true, Seed: 5,
		Games: 7, Concurrency: 1,
		Limits: Limits{Nodes: 1, MoveTimeout: 5 * time.Second},
	}
	if pgnOut != nil {
		cfg.PGN = pgnOut
	}
	return cfg
}

// splitPGN cuts the output of WritePGN into games.
func splitPGN(text string) []string {
	parts := strings.Split(strings.TrimSpace(text), "\n\n[Event")
	for i := 1; i < len(parts); i++ {
		parts[i] = "[Event" + parts[i]
	}
	return parts
}

func TestResumeScoresLikeOneRun(t *testing.T) {
	var whole bytes.Buffer
	full, err := Run(context.Background(), resumeConfig(t, &whole))
	if err != nil {
		t.Fatal(err)
	}
	games := splitPGN(whole.String())
	if len(games) != 7 {
		t.Fatalf("%d games in the PGN, want 7", len(games))
	}
	// Stop after three games (pair 2 half played) and resume.
	var rest bytes.Buffer
	cfg := resumeConfig(t, &rest)
	earlier := strings.Join(games[:3], "\n\n") + "\n"
	if cfg.Resume, err = ReadDone(strings.NewReader(earlier), &cfg); err != nil || len(cfg.Resume) != 3 {
		t.Fatalf("ReadDone: %d games, %v", len(cfg.Resume), err)
	}
	st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	p, q := st.Pairings[0], full.Pairings[0]
	if st.Played != 7 || st.Resumed != 3 || p.WDL != q.WDL || p.Penta != q.Penta || p.Penta.Pairs() != 3 {
		t.Fatalf("resumed: played %d (resumed %d), %+v %v; one run: %+v %v", st.Played, st.Resumed, p.WDL, p.Penta, q.WDL, q.Penta)
	}
	// The second run wrote only the four games left, each the same game as
	// in the one run, numbered on from the earlier ones.
	again := splitPGN(rest.String())
	if len(again) != 4 {
		t.Fatalf("%d games written on resuming, want 4", len(again))
	}
	comment := regexp.MustCompile(`\{[^}]*\}`) // the think times differ
	moves := func(g string) string {
		_, body, _ := strings.Cut(g, "\n\n")
		return strings.Join(strings.Fields(comment.ReplaceAllString(body, "")), " ")
	}
	byPair := map[string]string{}
	for _, g := range games {
		byPair[tagOf(g, "Pair")+tagOf(g, "White")] = moves(g)
	}
	for i, g := range again {
		if want := byPair[tagOf(g, "Pair")+tagOf(g, "White")]; moves(g) != want {
			t.Errorf("resumed game %d (pair %s) differs:\n%s\nwant\n%s", i, tagOf(g, "Pair"), moves(g), want)
		}
		if r := tagOf(g, "Round"); r < "4" || r > "7" {
			t.Errorf("resumed game %d has round %s, want 4 to 7", i, r)
		}
	}
}

func tagOf(game, name string) string {
	_, v, _ := strings.Cut(game, "["+name+" \"")
	v, _, _ = strings.Cut(v, "\"")
	return v
}

func TestResumeKeepsFaults(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{
		Engines: []EngineConfig{fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "bad", ucitest.Illegal, 2)},
		Games:   4, Limits: Limits{Nodes: 1, MoveTimeout: 5 * time.Second}, PGN: &out,
	}
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	done, err := ReadDone(strings.NewReader(out.String()), &cfg)
	if err != nil || len(done) != 4 {
		t.Fatalf("ReadDone: %d games, %v", len(done), err)
	}
	for i, d := range done {
		if d.Fault != Illegal || d.Points != 1 || d.Pairing != 1 || d.Pair != i/2 || d.Game != i%2 {
			t.Errorf("game %d read back as %+v", i, d)
		}
	}
	// All played: resuming plays nothing and gives the same standings.
	cfg.PGN, cfg.Resume = nil, done
	st, err := Run(context.Background(), cfg)
	if err != nil || st.Played != 4 || st.Pairings[0].Faults["illegal move"] != 4 || st.Pairings[0].Penta != (Pentanomial{0, 0, 0, 0, 2}) {
		t.Fatalf("standings %+v %v", st, err)
	}
}

func TestResumeDecidedSPRT(t *testing.T) {
	// Five won pairs cross the upper bound of [0, 400] (TestSPRTStopsTheMatch):
	// the resumed match has its verdict before it plays a game.
	var done []Done
	for k := range 5 {
		for g := range 2 {
			done = append(done, Done{Pairing: 1, Pair: k, Game: g, Start: chess.StartPosition(), Points: 1})
		}
	}
	sp := SPRT{Elo0: 0, Elo1: 400, Alpha: 0.05, Beta: 0.05}
	st, err := Run(context.Background(), Config{
		Engines: []EngineConfig{fakeEngine(t, "good", ucitest.Fair, 0), fakeEngine(t, "bad", ucitest.Illegal, 0)},
		Games:   200, Limits: Limits{Nodes: 1, MoveTimeout: 5 * time.Second}, SPRT: &sp, Resume: done,
	})
	if err != nil || st.Verdict != AcceptH1 || st.Played != 10 || st.Resumed != 10 {
		t.Fatalf("standings %+v, %v", st, err)
	}
}

func TestResumeRefusesOtherMatches(t *testing.T) {
	var out bytes.Buffer
	cfg := resumeConfig(t, &out)
	cfg.Games = 4
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	games := splitPGN(out.String())
	read := func(text string) ([]Done, error) {
		c := resumeConfig(t, nil)
		return ReadDone(strings.NewReader(text), &c)
	}
	for _, c := range []struct{ text, want string }{
		{strings.Replace(games[0], "[Pair ", "[X ", 1), "no Pair tag"},
		{strings.Replace(games[0], "[Pair \"1\"]", "[Pair \"0\"]", 1), `Pair tag "0"`},
		{strings.ReplaceAll(games[0], "\"b\"", "\"c\""), `"c" is not an opponent`},
		{strings.ReplaceAll(strings.ReplaceAll(games[0], "\"a\"", "\"x\""), "\"b\"", "\"y\""), "is the first engine"},
		{strings.Replace(games[0], "[Result \"", "[Result \"*\"]\n[Old \"", 1), "unfinished"},
		{"[Event \"x\"]\n[Pair \"1\"]\n\n1. e4 e4 *\n", "game 1"},
	} {
		if _, err := read(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadDone(%.60q…): %v, want an error saying %q", c.text, err, c.want)
		}
	}
	// Readable games that the schedule has no place for.
	done, err := read(out.String())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		change func(*Config)
		want   string
	}{
		{func(c *Config) { c.Seed = 6 }, "opening"},
		{func(c *Config) { c.Games = 2 }, "beyond the 2 games"},
		{func(c *Config) { c.Resume = append(c.Resume, c.Resume[0]) }, "given twice"},
	} {
		cfg := resumeConfig(t, nil)
		cfg.Games, cfg.Resume = 4, done
		c.change(&cfg)
		_, err := Run(context.Background(), cfg)
		var se *SettingError
		if !errors.As(err, &se) || se.Setting != "Resume" || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.want, err)
		}
	}
}

func FuzzReadDone(f *testing.F) {
	f.Add("[Event \"m\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n[Pair \"1\"]\n\n1. e4 1-0\n")
	f.Add("[White \"b\"]\n[Black \"a\"]\n[Result \"1/2-1/2\"]\n[Pair \"99999999999999999999\"]\n[Termination \"abandoned\"]\n\n{hangs} 1/2-1/2\n")
	f.Add("[Pair \"-1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*")
	cfg := &Config{Engines: []EngineConfig{{Name: "a"}, {Name: "b"}}}
	f.Fuzz(func(t *testing.T, text string) {
		done, err := ReadDone(strings.NewReader(text), cfg)
		if err != nil {
			return
		}
		for _, d := range done {
			if d.Pairing != 1 || d.Pair < 0 || d.Game < 0 || d.Game > 1 || d.Points < 0 || d.Points > 1 {
				t.Fatalf("read back %+v", d)
			}
		}
	})
}

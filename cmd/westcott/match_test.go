package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/polyglot"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/tools/match"
)

func TestMatchBadInput(t *testing.T) {
	dir := t.TempDir()
	badEPD := filepath.Join(dir, "bad.epd")
	os.WriteFile(badEPD, []byte("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nnot a fen at all\n"), 0o644)
	badPGN := filepath.Join(dir, "bad.pgn")
	os.WriteFile(badPGN, []byte("1. e4 e5 2. Ke3 *\n"), 0o644)
	notEngine := filepath.Join(dir, "not-an-engine.sh")
	os.WriteFile(notEngine, []byte("#!/bin/sh\necho hello\nexit 0\n"), 0o755)
	sf, other := "cmd=stockfish", "cmd=glaurung"
	book := "../../data/polyglot/32games-min1.bin"
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{}, "need at least two -engine"},
		{[]string{"-engine", sf}, "need at least two -engine"},
		{[]string{"-engine", "name=x"}, "cmd=PATH is required"},
		{[]string{"-engine", "cmd=x colour=red"}, `unknown key "colour"`},
		{[]string{"-engine", sf, "-engine", other}, "give a time control"},
		{[]string{"-engine", sf, "-engine", other, "-tc", "ten"}, "-tc"},
		{[]string{"-engine", sf, "-engine", other, "-tc", "10+0.1", "-sprt", "elo0=5 elo1=0"}, "elo0 must be below elo1"},
		{[]string{"-engine", sf, "-engine", other, "-engine", other, "-tc", "10", "-sprt", "elo1=5"}, "exactly two engines"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-games", "0"}, "-games 0"},
		{[]string{"-engine", sf, "-engine", other, "-movetime", "10000000000"}, "-movetime 10000000000: at most 86400000 ms"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-margin", "10000000000"}, "-margin 10000000000: at most"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-concurrency", "-1"}, "-concurrency"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-draw", "moves=x"}, "-draw"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-resign", "moves=3"}, "-resign"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-openings", filepath.Join(dir, "missing.epd")}, "no such file"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-openings", badEPD}, "bad.epd:2"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-openings", badPGN}, "line 1"},
		{[]string{"-engine", "cmd=/nonexistent/engine", "-engine", other, "-nodes", "100"}, "/nonexistent/engine"},
		{[]string{"-engine", "cmd=" + notEngine, "-engine", other, "-nodes", "100"}, "not-an-engine.sh"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-bogus"}, "flag provided but not defined"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "extra"}, "unexpected argument"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-book", filepath.Join(dir, "missing.bin")}, "-book: open"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-book", badPGN}, "-book: polyglot book " + badPGN + ": entry 1 (byte 16): truncated"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-book", book, "-book-plies", "0"}, "-book-plies 0 out of range 1..100"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-book", book, "-openings", badEPD}, "-openings or -book, not both"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-book-plies", "4"}, "-book-plies needs -book"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-resume"}, "-resume needs -pgnout"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-report", "-1"}, "-report: -1 games"},
		{[]string{"-engine", sf, "-engine", other, "-nodes", "100", "-resume", "-pgnout", badPGN}, "-resume: " + badPGN + ": game 1"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run(append([]string{"match"}, c.args...), strings.NewReader(""), &out, &errb)
		if code != exitUsage || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("match %q: exit %d, stderr %q; want exit 2 mentioning %q", c.args, code, errb.String(), c.msg)
		}
	}
}

func TestMatchStockfishVsEthereal(t *testing.T) {
	for _, e := range []string{"stockfish", "ethereal-chess"} {
		if _, err := uci.LookPath(e); err != nil {
			t.Skipf("%s not installed (apt-get install stockfish ethereal-chess); skipping", e)
		}
	}
	pgnPath := filepath.Join(t.TempDir(), "games.pgn")
	var out, errb bytes.Buffer
	code := run([]string{"match", "-engine", "name=sf cmd=stockfish option.Hash=8", "-engine", "name=eth cmd=ethereal-chess option.Hash=8",
		"-openings", "../../data/openings/2moves_v1_sample.epd", "-seed", "11", "-games", "2", "-nodes", "2000",
		"-sprt", "elo0=0 elo1=5", "-pgnout", pgnPath, "-report", "2"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^Match: sf vs eth; 2 games per pairing, 2000 nodes; 4046 openings in random order, seed 11; SPRT elo0=0 elo1=5 alpha=0.05 beta=0.05$`),
		regexp.MustCompile(`(?m)^Game 1: (sf vs eth|eth vs sf): (1-0|0-1|1/2-1/2) \{.+\}`),
		// -report 2: the standings after the second game, and not after the first.
		regexp.MustCompile(`(?m)^Game 2: .*\nGames 2/2  sf \+\d =\d -\d  Elo .*  LLR -?\d+\.\d\d \(-2\.94, 2\.94\)$`),
		regexp.MustCompile(`(?m)^Score of sf vs eth: \d - \d - \d  \[\d\.\d{3}\] 2$`),
		regexp.MustCompile(`(?m)^Ptnml\(0-2\): \[\d, \d, \d, \d, \d\], 1 pairs$`),
		regexp.MustCompile(`(?m)^SPRT \(elo0=0 elo1=5 alpha=0.05 beta=0.05; GSPRT, game pairs, logistic Elo\): LLR -?\d+\.\d\d`),
	} {
		if !want.MatchString(out.String()) {
			t.Errorf("output lacks %s:\n%s", want, out.String())
		}
	}
	f, err := os.Open(pgnPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.ReadAll(f)
	if err != nil || len(games) != 2 {
		t.Fatalf("PGN read back: %d games, %v", len(games), err)
	}

	// The same match taken on to 4 games: the first pair is read back from
	// the PGN, not played again.
	out.Reset()
	code = run([]string{"match", "-engine", "name=sf cmd=stockfish option.Hash=8", "-engine", "name=eth cmd=ethereal-chess option.Hash=8",
		"-openings", "../../data/openings/2moves_v1_sample.epd", "-seed", "11", "-games", "4", "-nodes", "2000",
		"-sprt", "elo0=0 elo1=5", "-pgnout", pgnPath, "-resume"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("resume: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`(?m)^Resumed: 2 games of .*games.pgn$`),
		regexp.MustCompile(`(?m)^Game 3: `),
		regexp.MustCompile(`(?m)^Ptnml\(0-2\): \[\d, \d, \d, \d, \d\], 2 pairs$`),
		regexp.MustCompile(`(?m)^Finished 4 of 4 games \(2 by an earlier run\)`),
	} {
		if !want.MatchString(out.String()) {
			t.Errorf("resumed output lacks %s:\n%s", want, out.String())
		}
	}
	if regexp.MustCompile(`(?m)^Games \d`).MatchString(out.String()) {
		t.Errorf("without -report the resumed run printed standings after 4 games, though 100 is the default:\n%s", out.String())
	}
	if regexp.MustCompile(`(?m)^Game [12]: `).MatchString(out.String()) {
		t.Errorf("the resumed run played the first pair again:\n%s", out.String())
	}
}

// TestMatchBookOpenings: -book draws the openings from a Polyglot book, the
// same for the same seed; each pair of games starts from one of them.
func TestMatchBookOpenings(t *testing.T) {
	bin := buildBinary(t) // Westcott against itself: quick to start on a busy machine
	const bookFile = "../../data/polyglot/32games-min1.bin"
	book, err := polyglot.Open(bookFile)
	if err != nil {
		t.Fatal(err)
	}
	want, err := match.BookOpenings(book, 2, 6, 3)
	if err != nil {
		t.Fatal(err)
	}
	pgnPath := filepath.Join(t.TempDir(), "games.pgn")
	var out, errb bytes.Buffer
	code := run([]string{"match", "-engine", "name=a cmd=" + bin + " option.Hash=1", "-engine", "name=b cmd=" + bin + " option.Hash=1",
		"-book", bookFile, "-book-plies", "6", "-seed", "3", "-games", "4", "-nodes", "1000", "-pgnout", pgnPath}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	header := "Match: a vs b; 4 games per pairing, 1000 nodes; 2 openings from book " + bookFile + ", walks of up to 6 plies, seed 3\n"
	if !strings.HasPrefix(out.String(), header) {
		t.Errorf("output starts %q, want %q", out.String(), header)
	}
	f, err := os.Open(pgnPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.ReadAll(f)
	if err != nil || len(games) != 4 {
		t.Fatalf("PGN read back: %d games, %v", len(games), err)
	}
	starts := map[string]int{}
	for _, g := range games {
		starts[g.Start.FEN()]++
	}
	for _, o := range want {
		if starts[o.Pos.FEN()] != 2 {
			t.Errorf("opening %q (%s) started %d games, want 2 (starts %v)", o.Name, o.Pos.FEN(), starts[o.Pos.FEN()], starts)
		}
	}
}

// Pondering in a match: the engine with "ponder" on its spec searches the
// reply it expects with go ponder after each move, and is told ponderhit
// when the opponent plays it and stop when not; the games end normally.
func TestMatchPonder(t *testing.T) {
	bin := buildBinary(t)
	spec := func(name string, ponder bool) string {
		s := "name=" + name + " cmd=" + bin + " option.Hash=4"
		if ponder {
			s += " ponder"
		}
		return s
	}
	code, out, errOut := runCmd("match", "-engine", spec("p", true), "-engine", spec("q", false),
		"-openings", "../../data/openings/2moves_v1_sample.epd", "-games", "2", "-nodes", "3000", "-log")
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%.2000s", code, out, errOut)
	}
	if !strings.Contains(out, "Finished 2 of 2 games") || strings.Contains(out, "by a fault") {
		t.Errorf("games did not end normally:\n%s", out)
	}
	for _, want := range []string{"p << setoption name Ponder value true", "p << go ponder ", "p << ponderhit"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("log lacks %q", want)
		}
	}
	if strings.Contains(errOut, "q << go ponder") || strings.Contains(errOut, "q << ponderhit") {
		t.Error("the engine without ponder was made to ponder")
	}
	// Each ponder search is ended by ponderhit or stop before the next go.
	lines := strings.Split(errOut, "\n")
	pondering := false
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "p << go ponder"):
			pondering = true
		case l == "p << ponderhit" || l == "p << stop":
			pondering = false
		case strings.HasPrefix(l, "p << go ") || strings.HasPrefix(l, "p << position"):
			if pondering {
				t.Fatalf("%q sent while the ponder search runs", l)
			}
		}
	}
}

package polyglot

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// game is a test game: UCI moves from the start position and a result.
type game struct {
	moves  string
	result string
	times  int // how many copies; 0 means 1
}

// build adds the games to b and returns the entries as "MOVE WEIGHT" per
// key in order, keys replaced by the UCI moves that lead to them.
func build(t *testing.T, b *Builder, games []game) []string {
	t.Helper()
	names := map[uint64]string{}
	for _, g := range games {
		p := chess.StartPosition()
		var moves []chess.Move
		path := "start"
		names[Key(&p)] = path
		for _, s := range strings.Fields(g.moves) {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, m)
			p.MakeMove(m)
			path += " " + s
			if _, ok := names[Key(&p)]; !ok {
				names[Key(&p)] = path
			}
		}
		for range max(g.times, 1) {
			b.AddGame(chess.StartPosition(), moves, ParseResult(g.result))
		}
	}
	var out []string
	for _, e := range b.Entries() {
		out = append(out, fmt.Sprintf("%s: %v %d", names[e.Key], e.Move, e.Weight))
	}
	return out
}

// TestBuilderRules checks each rule against what Debian's polyglot 2.0.4
// made of the same games ("polyglot make-book -min-game 1" unless the case
// says otherwise; the expected entries are its output). The orders of
// entries are by key, so each case lists them by key too.
func TestBuilderRules(t *testing.T) {
	results := []game{
		{"e2e4 e7e5 g1f3", "1-0", 0}, {"e2e4 e7e5 g1f3", "0-1", 0}, {"e2e4 e7e5 b1c3", "1/2-1/2", 0},
		{"e2e4 c7c5", "*", 0}, {"d2d4 d7d5", "1-0", 0},
	}
	for _, tc := range []struct {
		name  string
		b     Builder
		games []game
		want  []string
	}{
		// Win 2, draw or unknown 1, loss 0; weight 0 is left out (d7d5).
		{"results", Builder{MinGames: 1}, results, []string{
			"start e2e4 e7e5: g1f3 2", "start e2e4 e7e5: b1c3 1", "start: e2e4 4", "start: d2d4 2",
			"start e2e4: e7e5 3", "start e2e4: c7c5 1"}},
		// -min-game 3 (the default) counts the games of each move.
		{"min games", Builder{MinGames: 3}, results, []string{"start: e2e4 4", "start e2e4: e7e5 3"}},
		{"max ply 1", Builder{MinGames: 1, MaxPly: 1}, results, []string{"start: e2e4 4", "start: d2d4 2"}},
		{"only white", Builder{MinGames: 1, OnlyWhite: true}, results, []string{
			"start e2e4 e7e5: g1f3 2", "start e2e4 e7e5: b1c3 1", "start: e2e4 4", "start: d2d4 2"}},
		{"only black", Builder{MinGames: 1, OnlyBlack: true}, results, []string{"start e2e4: e7e5 3", "start e2e4: c7c5 1"}},
		// A move played twice in one game counts twice.
		{"repetition", Builder{MinGames: 1}, []game{{"g1f3 g8f6 f3g1 f6g8 g1f3 g8f6", "1-0", 0}},
			[]string{"start: g1f3 4", "start g1f3 g8f6: f3g1 2"}},
		{"repetition min 2", Builder{MinGames: 2}, []game{{"g1f3 g8f6 f3g1 f6g8 g1f3 g8f6", "1-0", 0}},
			[]string{"start: g1f3 4"}},
		// Equal weights keep the order first seen, whatever the counts.
		{"ties", Builder{MinGames: 1}, []game{{"a2a3", "1-0", 0}, {"e2e4", "1/2-1/2", 0}, {"e2e4", "1/2-1/2", 0}},
			[]string{"start: a2a3 2", "start: e2e4 2"}},
		{"ties reversed", Builder{MinGames: 1}, []game{{"e2e4", "1/2-1/2", 0}, {"a2a3", "1-0", 0}, {"e2e4", "1/2-1/2", 0}},
			[]string{"start: e2e4 2", "start: a2a3 2"}},
		// Counts halve at 16384, scores rounding up: 40000 wins weigh
		// 30848, not 80000; 70000 draws 12656.
		{"halving wins", Builder{MinGames: 1}, []game{{"e2e4", "1-0", 40000}, {"d2d4", "1/2-1/2", 10001}, {"c2c4", "1-0", 3}},
			[]string{"start: e2e4 30848", "start: d2d4 10001", "start: c2c4 6"}},
		{"halving draws", Builder{MinGames: 1}, []game{{"e2e4", "1/2-1/2", 70000}}, []string{"start: e2e4 12656"}},
		{"halving rounds up", Builder{MinGames: 1}, []game{{"e2e4", "1/2-1/2", 16383}, {"e2e4", "1-0", 1}}, []string{"start: e2e4 8193"}},
		{"halving rounds up 2", Builder{MinGames: 1}, []game{{"e2e4", "1-0", 16383}, {"e2e4", "1/2-1/2", 2}}, []string{"start: e2e4 16385"}},
	} {
		b := tc.b
		if got := build(t, &b, tc.games); !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}

func TestBuilderDefaultsAndNullMoves(t *testing.T) {
	b := NewBuilder()
	if b.MinGames != 3 || b.MaxPly != 1024 || b.OnlyWhite || b.OnlyBlack {
		t.Errorf("NewBuilder = %+v, want polyglot's defaults", *b)
	}
	var z Builder // no minimum, no depth limit
	start := chess.StartPosition()
	e4, _ := start.ParseMove("e2e4")
	z.AddGame(start, []chess.Move{e4, chess.NullMove, e4}, WhiteWins)
	if n := len(z.Entries()); n != 1 || z.Games() != 1 || z.Moves() != 1 {
		t.Errorf("a null move should end the game: %d entries, %d games, %d moves", n, z.Games(), z.Moves())
	}
	for s, want := range map[string]Result{"1-0": WhiteWins, "0-1": BlackWins, "1/2-1/2": Draw, "*": Unknown, "": Unknown} {
		if got := ParseResult(s); got != want {
			t.Errorf("ParseResult(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestBuilderFromFEN: a game with a start position of its own counts from
// there (polyglot make-book ignores FEN tags and rejects such games).
func TestBuilderFromFEN(t *testing.T) {
	p, _ := chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	m, _ := p.ParseMove("e2e4")
	var b Builder
	b.AddGame(p, []chess.Move{m}, Draw)
	e := b.Entries()
	if len(e) != 1 || e[0].Key != Key(&p) || e[0].Move.String() != "e2e4" || e[0].Weight != 1 {
		t.Errorf("entries %+v", e)
	}
}

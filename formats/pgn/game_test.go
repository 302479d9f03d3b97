package pgn

import (
	"errors"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// knightShuffle returns the moves of Nf3 Nf6 Ng1 Ng8 repeated to plies
// plies: legal at every ply, repetitions and the fifty-move rule included.
func knightShuffle(plies int) []chess.Move {
	cycle := []chess.Move{
		chess.NewMove(chess.G1, chess.F3), chess.NewMove(chess.G8, chess.F6),
		chess.NewMove(chess.F3, chess.G1), chess.NewMove(chess.F6, chess.G8),
	}
	moves := make([]chess.Move, plies)
	for i := range moves {
		moves[i] = cycle[i%4]
	}
	return moves
}

// replay is Final's answer worked out from scratch.
func replay(g *Game) chess.Position {
	pos := g.Start
	for _, n := range g.Moves {
		playUnchecked(&pos, n.Move)
	}
	return pos
}

// TestAppendRecordsAnyLegalSequence: a repetition or the fifty-move rule
// does not stop a Game, and the index Append returns names the node it
// made even after the slice has grown many times.
func TestAppendRecordsAnyLegalSequence(t *testing.T) {
	g := NewGame()
	for i, m := range knightShuffle(400) {
		k, err := g.Append(m)
		if err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
		if k != i {
			t.Fatalf("ply %d: Append returned index %d, want %d", i+1, k, i)
		}
		if i == 5 {
			g.Moves[k].Comment = "kept"
		}
	}
	if g.Moves[5].Comment != "kept" {
		t.Errorf("the comment set through Append's index at ply 6 is %q after 400 plies, want kept", g.Moves[5].Comment)
	}
	if fen := g.Final().FEN(); fen != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 400 201" {
		t.Errorf("after 100 knight cycles Final is %s", fen)
	}
	if k, err := g.Append(chess.NewMove(chess.E2, chess.E5)); k != -1 || !errors.Is(err, chess.ErrIllegalMove) {
		t.Errorf("Append(e2e5) = %d, %v; want -1 and an illegal move error", k, err)
	}
	if len(g.Moves) != 400 {
		t.Errorf("an illegal move was recorded: %d plies", len(g.Moves))
	}
}

// TestFinalFollowsTheFields: Final and Append stay right when a caller sets
// Start or Moves directly, as the reader, web and match do.
func TestFinalFollowsTheFields(t *testing.T) {
	check := func(what string, g *Game) {
		t.Helper()
		if got, want := g.Final(), replay(g); got != want {
			t.Errorf("%s: Final is %s, want %s", what, got.FEN(), want.FEN())
		}
	}
	g := NewGame()
	moves := knightShuffle(8)
	for _, m := range moves[:3] {
		if _, err := g.Append(m); err != nil {
			t.Fatal(err)
		}
	}
	check("three plies appended", g)

	g.Moves = append(g.Moves, Node{Move: moves[3]})
	check("a fourth appended to Moves by hand", g)

	g.Moves = g.Moves[:2]
	check("Moves cut to two", g)

	g.Moves = []Node{{Move: chess.NewMove(chess.B1, chess.C3)}, {Move: moves[1]}}
	check("Moves set to a new slice of the same length and last move", g)

	g.Moves = []Node{{Move: chess.NewMove(chess.E2, chess.E4)}, {Move: chess.NewMove(chess.E7, chess.E5)}}
	check("Moves set to a new slice of the same length", g)

	g.Moves[1].Move = chess.NewMove(chess.C7, chess.C5)
	check("the last move changed in place", g)

	g.Start, _ = chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	g.Moves = nil
	check("a new Start with no moves", g)
	if _, err := g.Append(chess.NewMove(chess.E2, chess.E4)); err != nil {
		t.Fatalf("e4 from the new start: %v", err)
	}
	check("e4 from the new start", g)

	g.Start, _ = chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 7")
	check("the start's move number changed", g)

	var zero Game
	check("the zero Game", &zero)
	if _, err := zero.Append(chess.NewMove(chess.E2, chess.E4)); err == nil {
		t.Error("the zero Game (an empty board) accepted e2e4")
	}
}

// benchAppend builds a game of n plies by Append, Final after each as a
// caller that shows the position would ask.
func benchAppend(b *testing.B, n int) {
	moves := knightShuffle(n)
	for b.Loop() {
		g := NewGame()
		for _, m := range moves {
			if _, err := g.Append(m); err != nil {
				b.Fatal(err)
			}
			_ = g.Final()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/ply")
}

// BenchmarkAppend1000 and BenchmarkAppend4000 measure building a game: the
// second should take about 4 times the first (linear), well under 8.
func BenchmarkAppend1000(b *testing.B) { benchAppend(b, 1000) }
func BenchmarkAppend4000(b *testing.B) { benchAppend(b, 4000) }

// TestFromGame: a chess.Game's record has its moves, result and
// Termination tag, and reads back as the same game.
func TestFromGame(t *testing.T) {
	for _, c := range []struct {
		sans        []string
		resign      bool
		result, end string
	}{
		{[]string{"f3", "e5", "g4", "Qh4#"}, false, BlackWins, "normal"},
		{[]string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}, false, Draw, "normal"},
		{[]string{"e4"}, true, WhiteWins, "normal"},
		{[]string{"e4"}, false, Unknown, "unterminated"},
		{nil, false, Unknown, "unterminated"},
	} {
		g := chess.NewGame()
		for _, s := range c.sans {
			if err := g.PlaySAN(s); err != nil {
				t.Fatal(err)
			}
		}
		if c.resign {
			if err := g.Resign(chess.Black); err != nil {
				t.Fatal(err)
			}
		}
		pg := FromGame(g)
		if pg.Result != c.result || pg.Tag("Result") != c.result || pg.Tag("Termination") != c.end || len(pg.Moves) != len(c.sans) {
			t.Errorf("%v: result %q, tags Result %q Termination %q, %d moves; want %s, %s, %d moves",
				c.sans, pg.Result, pg.Tag("Result"), pg.Tag("Termination"), len(pg.Moves), c.result, c.end, len(c.sans))
		}
		if final := pg.Final(); final != g.Position() || final != replay(pg) {
			t.Errorf("%v: Final %s, want %s", c.sans, final.FEN(), g.Position().FEN())
		}
		back, err := NewReader(strings.NewReader(pg.String())).Read()
		if err != nil || back.Result != c.result || back.Tag("Termination") != c.end || back.Final() != g.Position() {
			t.Errorf("%v: written as\n%s\nreads back as %v, %q, error %v", c.sans, pg.String(), back.Final().FEN(), back.Result, err)
		}
	}
}

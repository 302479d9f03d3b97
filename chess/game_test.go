package chess_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// playSAN plays the moves on g, failing the test on an error.
func playSAN(t *testing.T, g *chess.Game, sans ...string) {
	t.Helper()
	for _, s := range sans {
		if err := g.PlaySAN(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func wantOutcome(t *testing.T, g *chess.Game, term chess.Termination, result, text string) {
	t.Helper()
	o := g.Outcome()
	if o.Termination != term || o.Result() != result || o.String() != text {
		t.Errorf("after %v: outcome %v (%v, %s), want %v (%s, %s)", g.Moves(), o.Termination, o, o.Result(), term, text, result)
	}
}

var knights = []string{"Nf3", "Nf6", "Ng1", "Ng8"}

func TestGameCheckmate(t *testing.T) {
	g := chess.NewGame()
	playSAN(t, g, "f3", "e5")
	wantOutcome(t, g, chess.NotOver, "*", "not over")
	playSAN(t, g, "g4", "Qh4#")
	wantOutcome(t, g, chess.Checkmate, "0-1", "black wins by checkmate")
	if !g.Outcome().Decisive() || g.Outcome().Winner != chess.Black {
		t.Errorf("Fool's mate: winner %v, decisive %v", g.Outcome().Winner, g.Outcome().Decisive())
	}
	for name, err := range map[string]error{"Resign": g.Resign(chess.Black), "AgreeDraw": g.AgreeDraw(), "ClaimDraw": g.ClaimDraw(), "Play": g.PlayUCI("a2a3")} {
		if !errors.Is(err, chess.ErrGameOver) {
			t.Errorf("%s after mate: %v, want ErrGameOver", name, err)
		}
	}
	if !g.Undo() || g.Outcome().Over() || len(g.Moves()) != 3 {
		t.Fatalf("Undo after mate: outcome %v, %d moves", g.Outcome(), len(g.Moves()))
	}
	playSAN(t, g, "Nc6")
	if got := g.Position().FEN(); got != "r1bqkbnr/pppp1ppp/2n5/4p3/6P1/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" {
		t.Errorf("after Undo and Nc6: %s", got)
	}
}

func TestGameRepetitionByDefault(t *testing.T) {
	g := chess.NewGame()
	playSAN(t, g, knights...)
	playSAN(t, g, knights[:3]...)
	wantOutcome(t, g, chess.NotOver, "*", "not over")
	playSAN(t, g, knights[3])
	wantOutcome(t, g, chess.ThreefoldRepetition, "1/2-1/2", "draw by threefold repetition")
	if err := g.PlaySAN("e4"); !errors.Is(err, chess.ErrGameOver) {
		t.Errorf("e4 after threefold repetition: %v, want ErrGameOver", err)
	}
	if len(g.Moves()) != 8 || len(g.Keys()) != 8 {
		t.Errorf("%d moves and %d keys after the refused move, want 8 and 8", len(g.Moves()), len(g.Keys()))
	}
}

func TestGameRepetitionByClaim(t *testing.T) {
	g := chess.NewGame()
	g.DrawsByClaim = true
	if err := g.ClaimDraw(); !errors.Is(err, chess.ErrNoDrawClaim) {
		t.Errorf("claim at the start: %v, want ErrNoDrawClaim", err)
	}
	playSAN(t, g, knights...)
	playSAN(t, g, knights...)
	wantOutcome(t, g, chess.NotOver, "*", "not over")
	if err := g.ClaimDraw(); err != nil {
		t.Fatalf("claim at the third occurrence: %v", err)
	}
	wantOutcome(t, g, chess.ThreefoldRepetition, "1/2-1/2", "draw by threefold repetition")
	if !g.Undo() || len(g.Moves()) != 8 {
		t.Fatalf("Undo of the claim: %d moves, want the 8 kept", len(g.Moves()))
	}
	playSAN(t, g, knights...)
	playSAN(t, g, knights[:3]...)
	wantOutcome(t, g, chess.NotOver, "*", "not over")
	playSAN(t, g, knights[3])
	wantOutcome(t, g, chess.FivefoldRepetition, "1/2-1/2", "draw by fivefold repetition")

	// The keys are the positions before each move.
	pos := g.Start()
	for i, m := range g.Moves() {
		if g.Keys()[i] != pos.Key() {
			t.Fatalf("key %d is not the position before move %d", i, i+1)
		}
		pos.MakeMove(m)
	}
	if pos != g.Position() {
		t.Errorf("the moves replayed give %s, Position is %s", pos.FEN(), g.Position().FEN())
	}
}

func TestGameMoveRules(t *testing.T) {
	start, err := chess.ParseFEN("7k/8/6K1/8/8/8/8/R7 w - - 99 90")
	if err != nil {
		t.Fatal(err)
	}
	g := chess.NewGameFrom(start)
	playSAN(t, g, "Rb1")
	wantOutcome(t, g, chess.FiftyMoves, "1/2-1/2", "draw by fifty-move rule")

	g = chess.NewGameFrom(start)
	g.DrawsByClaim = true
	playSAN(t, g, "Rb1")
	wantOutcome(t, g, chess.NotOver, "*", "not over")
	if err := g.ClaimDraw(); err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, g, chess.FiftyMoves, "1/2-1/2", "draw by fifty-move rule")

	start, _ = chess.ParseFEN("7k/8/6K1/8/8/8/8/R7 w - - 149 100")
	g = chess.NewGameFrom(start)
	g.DrawsByClaim = true
	playSAN(t, g, "Rb1")
	wantOutcome(t, g, chess.SeventyFiveMoves, "1/2-1/2", "draw by seventy-five-move rule")

	// Mate on the 150th ply is mate.
	g = chess.NewGameFrom(start)
	g.DrawsByClaim = true
	playSAN(t, g, "Ra8#")
	wantOutcome(t, g, chess.Checkmate, "1-0", "white wins by checkmate")

	// The last rook taken: king against king.
	start, _ = chess.ParseFEN("8/8/8/8/8/8/1r6/K5k1 w - - 0 1")
	g = chess.NewGameFrom(start)
	playSAN(t, g, "Kxb2")
	wantOutcome(t, g, chess.InsufficientMaterial, "1/2-1/2", "draw by insufficient material")

	start, _ = chess.ParseFEN("k7/8/8/8/8/8/8/KQ6 w - - 0 1")
	g = chess.NewGameFrom(start)
	playSAN(t, g, "Qb2")
	for _, s := range []string{"Kb8", "Kb7"} {
		if err := g.PlaySAN(s); !errors.Is(err, chess.ErrIllegalMove) {
			t.Errorf("%s into check: %v, want ErrIllegalMove", s, err)
		}
	}
	g = chess.NewGameFrom(start)
	playSAN(t, g, "Qb6")
	wantOutcome(t, g, chess.Stalemate, "1/2-1/2", "draw by stalemate")
}

func TestGameOffTheBoard(t *testing.T) {
	g := chess.NewGame()
	playSAN(t, g, "e4")
	if err := g.Resign(chess.White); err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, g, chess.Resignation, "0-1", "black wins by resignation")
	if err := g.PlaySAN("e5"); !errors.Is(err, chess.ErrGameOver) {
		t.Errorf("e5 after resignation: %v, want ErrGameOver", err)
	}
	if !g.Undo() || len(g.Moves()) != 1 || g.Outcome().Over() {
		t.Fatalf("Undo after resignation: %d moves, %v; want e4 kept and the game on", len(g.Moves()), g.Outcome())
	}
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	wantOutcome(t, g, chess.Agreement, "1/2-1/2", "draw by agreement")
	var undone []bool
	for range 3 {
		undone = append(undone, g.Undo())
	}
	if !undone[0] || !undone[1] || undone[2] || len(g.Moves()) != 0 {
		t.Errorf("three Undos after e4 and a draw: %v, want the draw and e4 undone, then nothing left; %d moves", undone, len(g.Moves()))
	}
	if err := g.Resign(chess.Color(5)); err == nil {
		t.Error("Resign(5) accepted")
	}
	if err := g.Play(chess.NewMove(chess.E1, chess.G1)); !errors.Is(err, chess.ErrIllegalMove) {
		t.Errorf("e1g1 at the start: %v", err)
	}
	if err := g.Play(chess.NullMove); !errors.Is(err, chess.ErrIllegalMove) {
		t.Errorf("a null move: %v", err)
	}
	if err := g.PlayUCI("e2e5"); !errors.Is(err, chess.ErrIllegalMove) {
		t.Errorf("e2e5: %v", err)
	}
}

// The zero Game starts from the standard position.
func TestGameZero(t *testing.T) {
	var g chess.Game
	if g.Position() != chess.StartPosition() || g.Start() != chess.StartPosition() || g.Outcome().Over() || g.Undo() {
		t.Fatal("the zero Game is not a game at the start")
	}
	if err := g.Play(chess.NewMove(chess.E2, chess.E4)); err != nil {
		t.Fatal(err)
	}
	var r chess.Game
	if err := r.Resign(chess.Black); err != nil || r.Outcome().Result() != "1-0" {
		t.Errorf("the zero Game resigned by Black: %v, %v", err, r.Outcome())
	}
	if g.Position().FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" || g.Start() != chess.StartPosition() {
		t.Errorf("the zero Game after e4: %s", g.Position().FEN())
	}
}

// TestGameRandomPlay plays random games to their end through Game and
// checks each ply against Position's own rules, then takes every move back
// and checks that each earlier position returns exactly.
func TestGameRandomPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 7))
	ends := map[chess.Termination]int{}
	for range 60 {
		g := chess.NewGame()
		var seen []chess.Position
		var buf [chess.MaxMoves]chess.Move
		for !g.Outcome().Over() {
			pos := g.Position()
			if want := pos.Outcome(g.Keys()); want != g.Outcome() {
				t.Fatalf("after %d plies: Game says %v, Position %v", len(g.Moves()), g.Outcome(), want)
			}
			seen = append(seen, pos)
			n := pos.GenerateInto(chess.AllMoves, &buf)
			if err := g.Play(buf[rng.IntN(n)]); err != nil {
				t.Fatal(err)
			}
		}
		o := g.Outcome()
		pos := g.Position()
		if want := pos.Outcome(g.Keys()); want != o && o.Termination != chess.SeventyFiveMoves && o.Termination != chess.FivefoldRepetition {
			t.Fatalf("at the end: Game says %v, Position %v", o, want)
		}
		ends[o.Termination]++
		for i := len(seen) - 1; i >= 0; i-- {
			if !g.Undo() || g.Position() != seen[i] || len(g.Moves()) != i || len(g.Keys()) != i {
				t.Fatalf("Undo to ply %d: %s, want %s", i, g.Position().FEN(), seen[i].FEN())
			}
		}
	}
	if len(ends) < 3 {
		t.Errorf("60 random games ended in only %v", ends)
	}
}

package main

import (
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
)

// matchLikePGN writes games of random legal moves with comments as match
// writes them, the scores following the result so that a model can be
// fitted, and returns the file.
func matchLikePGN(t *testing.T, games int) string {
	rng := rand.New(rand.NewPCG(5, 6))
	var b strings.Builder
	for g := 0; g < games; g++ {
		result := []string{pgn.WhiteWins, pgn.Draw, pgn.BlackWins}[g%3]
		lean := map[string]float64{pgn.WhiteWins: 1, pgn.Draw: 0, pgn.BlackWins: -1}[result]
		game := pgn.NewGame()
		game.SetTag("Result", result)
		game.Result = result
		pos := chess.StartPosition()
		for ply := 0; ply < 40; ply++ {
			var moves [chess.MaxMoves]chess.Move
			n := pos.GenerateInto(chess.AllMoves, &moves)
			if n == 0 {
				break
			}
			m := moves[rng.IntN(n)]
			node, err := game.Append(m)
			if err != nil {
				t.Fatal(err)
			}
			white := lean*float64(ply)*0.1 + rng.NormFloat64()*1.5 // pawns, White's view
			if pos.SideToMove() == chess.Black {
				white = -white
			}
			game.Moves[node].Comment = fmt.Sprintf("%+.2f/8 0.01s", white)
			if ply == 7 {
				game.Moves[node].Comment = "+M3/8 0.01s" // a mate: left out
			}
			pos.MakeMove(m)
		}
		b.WriteString(game.String() + "\n")
	}
	name := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestWDLFitCommand(t *testing.T) {
	games := matchLikePGN(t, 60)
	dir := t.TempDir()
	out, plot := filepath.Join(dir, "params.go"), filepath.Join(dir, "cal.png")
	code, stdout, stderr := runCmd("wdlfit", "-pgn", games, "-out", out, "-plot", plot)
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"games 60, positions with a score 23", "a(t) = ", "material 30-54:", "wrote " + out} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	src, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(src), "var Westcott = Model{") || !strings.Contains(string(src), "of 60 distinct games (games.pgn)") {
		t.Errorf("model file: %v\n%s", err, src)
	}
	f, err := os.Open(plot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if img, err := png.Decode(f); err != nil || img.Bounds().Dx() < 600 {
		t.Errorf("plot: %v", err)
	}

	// The same games twice: the copies are left out.
	code, stdout, _ = runCmd("wdlfit", "-pgn", games+","+games)
	if code != exitOK || !strings.Contains(stdout, "games 120, ") || !strings.Contains(stdout, "60 repeating an earlier game move for move") {
		t.Errorf("games twice: exit %d\n%s", code, stdout)
	}

	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"wdlfit"}, exitUsage, "westcott wdlfit: no -pgn files"},
		{[]string{"wdlfit", "-pgn", filepath.Join(dir, "missing.pgn")}, exitUsage, "westcott wdlfit: open "},
		{[]string{"wdlfit", "-pgn", games, "-skip", "-1"}, exitUsage, "westcott wdlfit: -skip -1"},
		{[]string{"wdlfit", "-pgn", games, "-skip", "40"}, exitFail, "westcott wdlfit: wdl: too few samples"},
	} {
		code, _, stderr := runCmd(tc.args...)
		if code != tc.code || !strings.HasPrefix(stderr, tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %d and one line starting %q", tc.args, code, stderr, tc.code, tc.want)
		}
	}
}

// An error quoting a token is printed as the reader wrote it, without a
// second layer of escapes (issue 28: \"]\"), on one line.
func TestWDLFitErrorQuoting(t *testing.T) {
	name := filepath.Join(t.TempDir(), "garbage.pgn")
	os.WriteFile(name, []byte("1. e4 ] \x01\x02 *\n"), 0o644)
	code, _, stderr := runCmd("wdlfit", "-pgn", name)
	if code != exitUsage || !strings.Contains(stderr, `"]": syntax error`) || strings.Contains(stderr, `\"`) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

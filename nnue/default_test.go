package nnue

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// TestDefault checks the embedded network: it parses, it is the file its
// checksum and provenance name, and it scores known positions as a chess
// player would (level at the start, a queen or a rook up for the side that
// has it, by a sane margin).
func TestDefault(t *testing.T) {
	sum := sha256.Sum256(defaultFile)
	if got := hex.EncodeToString(sum[:]); got != DefaultSHA256 {
		t.Fatalf("default.nnue has SHA-256 %s, DefaultSHA256 says %s: update the constant, default.md and engine.BenchNodes with the file", got, DefaultSHA256)
	}
	if _, err := Parse(defaultFile); err != nil {
		t.Fatal(err)
	}
	n := Default()
	if n != Default() {
		t.Error("Default parsed the file twice")
	}
	md, err := os.ReadFile("default.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{DefaultSHA256, DefaultName} {
		if !strings.Contains(string(md), s) {
			t.Errorf("default.md does not mention %s: the provenance is of another network", s)
		}
	}

	// Scores from White's side, in centipawns.
	for _, c := range []struct {
		name   string
		fen    string
		lo, hi int
	}{
		{"start", chess.StartFEN, -50, 50},
		{"start, Black to move", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -50, 50},
		{"White a queen up", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 400, 2000},
		{"Black a queen up", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1", -2000, -400},
		{"White a rook up", "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1", 250, 1500},
		{"Black a rook up", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR b Kkq - 0 1", -1500, -250},
		{"White a rook up, endgame", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1", 250, 1500},
		{"Black a rook up, endgame", "3r2k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", -1500, -250},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		v := n.EvaluatePosition(&p)
		if p.SideToMove() == chess.Black {
			v = -v
		}
		if v < c.lo || v > c.hi {
			t.Errorf("%s (%s): %+d cp for White, want %+d to %+d", c.name, c.fen, v, c.lo, c.hi)
		}
	}
}

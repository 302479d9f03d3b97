package trainingdata

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func TestNoisy(t *testing.T) {
	for _, c := range []struct {
		fen, move string
		noisy     bool
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", false},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", true},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", true},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", true},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "e1d2", false},
	} {
		pos, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := IsNoisy(&pos, m); got != c.noisy {
			t.Errorf("%s %s: noisy %v, want %v", c.fen, c.move, got, c.noisy)
		}
	}
	if IsNoisy(&chess.Position{}, chess.NullMove) {
		t.Error("NullMove is noisy")
	}
}

package syzygy

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// Table names read as the material they count; other letters, lower case
// among them, are refused.
func TestParseMaterial(t *testing.T) {
	m, err := parseMaterial("KQRBvKNP")
	if err != nil {
		t.Fatal(err)
	}
	want := [2][7]int{{chess.King: 1, chess.Queen: 1, chess.Rook: 1, chess.Bishop: 1}, {chess.King: 1, chess.Knight: 1, chess.Pawn: 1}}
	if m.count != want || m.pieces != 7 {
		t.Errorf("KQRBvKNP: %v, %d pieces; want %v, 7", m.count, m.pieces, want)
	}
	for _, name := range []string{"KqvK", "KXvK", "K vK", "KvK."} {
		if _, err := parseMaterial(name); err == nil || !strings.Contains(err.Error(), "is not a piece letter") {
			t.Errorf("%s: %v, want a bad piece letter", name, err)
		}
	}
}

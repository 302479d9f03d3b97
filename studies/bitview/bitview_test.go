package bitview

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pawns"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// The sets are the library's: a few families checked against the calls
// they name, the rest in cmd/westcott's show tests.
func TestDrawIsTheLibrary(t *testing.T) {
	pos, err := chess.ParseFEN(kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	one := func(item string) View {
		t.Helper()
		v, err := Draw(&pos, item)
		if err != nil || len(v) != 1 {
			t.Fatalf("%s: %v, %d views", item, err, len(v))
		}
		return v[0]
	}
	if got, want := one("attacks:black").Set, attackmap.Attacks(&pos, chess.Black); got != want {
		t.Errorf("attacks:black %x, want %x", got, want)
	}
	_, pinners := attackmap.PinnedByXRay(&pos, chess.White)
	if got := one("pinners").Set; got != pinners {
		t.Errorf("pinners %x, want %x", got, pinners)
	}
	w, b := pos.Pieces(chess.White, chess.Pawn), pos.Pieces(chess.Black, chess.Pawn)
	if got, want := one("passed:white").Set, pawns.Passed(chess.White, w, b); got != want {
		t.Errorf("passed:white %x, want %x", got, want)
	}
	if got, want := one("rooks-can-castle:white").Set, attackmap.RooksCanCastle(&pos, chess.White); got != want || got == 0 {
		t.Errorf("rooks-can-castle:white %x, want %x", got, want)
	}
	if v := one("material-signature"); !strings.Contains(v.Title, `"QRRBBNNqrrbbnn"`) {
		t.Errorf("material-signature: %s", v.Title)
	}
	if v := one("counts:white"); v.Marks == nil || v.Marks[bitboard.D2] == 0 {
		t.Errorf("counts:white has no marks")
	}
}

func TestFamilies(t *testing.T) {
	fs := Families()
	if len(fs) < 60 {
		t.Fatalf("%d families", len(fs))
	}
	seen := map[string]bool{}
	for _, f := range fs {
		if seen[f.Name] {
			t.Errorf("%s listed twice", f.Name)
		}
		seen[f.Name] = true
		if g, ok := Lookup(f.Name); !ok || g.Name != f.Name {
			t.Errorf("Lookup(%s) = %v, %v", f.Name, g.Name, ok)
		}
	}
	pos := chess.StartPosition()
	for item, want := range map[string]string{
		"nonsense":       `unknown name "nonsense"`,
		"attackers":      "attackers needs a square: attackers:e4",
		"checkers:white": "checkers takes no argument",
		"attacks:purple": `bad color "purple"`,
	} {
		if _, err := Draw(&pos, item); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Draw(%q) = %v, want %q", item, err, want)
		}
	}
}

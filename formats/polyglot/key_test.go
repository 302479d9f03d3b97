package polyglot

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// The test positions of "Polyglot book format" (H. G. Muller), "computed
// using Toga II and checked using the algorithm described": each is reached
// from the start position by the moves listed, and its FEN is given too.
var documentedKeys = []struct {
	moves string
	fen   string
	key   uint64
}{
	{"", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0x463b96181691fc9c},
	{"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0x823c9b50fd114196},
	{"e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", 0x0756b94461c50fb0},
	{"e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", 0x662fafb965db29d4},
	{"e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 0x22a48b5a8e47ff78},
	{"e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", 0x652a607ca3f242c1},
	{"e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", 0x00fdd303c946bdd9},
	{"a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", 0x3c8123ea7b067637},
	{"a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", 0x5c3f9b829b279560},
}

func TestDocumentedKeys(t *testing.T) {
	for _, tc := range documentedKeys {
		fromFEN, err := chess.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		played := chess.StartPosition()
		for _, s := range strings.Fields(tc.moves) {
			m, err := played.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			played.MakeMove(m)
		}
		// The document gives every halfmove clock as 0: compare the rest.
		if f, g := strings.Fields(played.FEN())[:4], strings.Fields(fromFEN.FEN())[:4]; strings.Join(f, " ") != strings.Join(g, " ") {
			t.Errorf("after %q: FEN %s, the document's %s", tc.moves, played.FEN(), tc.fen)
		}
		if got := Key(&fromFEN); got != tc.key {
			t.Errorf("Key(%s) = %016x, want %016x", tc.fen, got, tc.key)
		}
		if got := Key(&played); got != tc.key {
			t.Errorf("Key after %q = %016x, want %016x", tc.moves, got, tc.key)
		}
	}
}

// TestRandomTable checks the 781 numbers against the document they were
// taken from: the SHA-256 of their 16-digit lower-case hex forms joined in
// order, computed from book_format.html with
//
//	grep -o 'U64(0x[0-9A-Fa-f]*)' book_format.html | head -781 | cut -c7-22 |
//	    tr -d '\n' | tr A-F a-f | sha256sum
func TestRandomTable(t *testing.T) {
	var b strings.Builder
	for _, v := range random64 {
		fmt.Fprintf(&b, "%016x", v)
	}
	const want = "adcd5d177f559c6127726400ea36e0730bc571cdf94062bffa28a1e39f765f60"
	if got := fmt.Sprintf("%x", sha256.Sum256([]byte(b.String()))); got != want {
		t.Errorf("random64's digest is %s, the document's %s", got, want)
	}
}

// TestKeyEnPassant: the en-passant file counts only when a pawn of the side
// to move stands beside the pawn that moved, pinned or not.
func TestKeyEnPassant(t *testing.T) {
	for _, tc := range []struct {
		fen    string
		counts bool
	}{
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false},
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", true},
		// The d4 pawn is pinned against its king on the fourth rank's
		// other side: the capture is illegal, the file counts all the same.
		{"8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", true},
	} {
		p, err := chess.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		noEP, err := chess.ParseFEN(strings.Replace(tc.fen, " e3 ", " - ", 1))
		if err != nil {
			t.Fatal(err)
		}
		diff := Key(&p) ^ Key(&noEP)
		want := uint64(0)
		if tc.counts {
			want = random64[randomEnPassant+4]
		}
		if diff != want {
			t.Errorf("%s: en-passant part %016x, want %016x", tc.fen, diff, want)
		}
	}
}

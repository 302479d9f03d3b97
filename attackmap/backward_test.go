package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pawns"
)

// The page's example 8/1pp5/8/2P5/8/8/8/1R6 (kings added, out of the way:
// the parser wants them), with c7 or c6, and without the rook.
func TestBackwardBySEEPage(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want Bitboard
		why  string
	}{
		{"7k/1pp5/8/2P5/8/8/8/1R5K b - - 0 1", bitboard.Of(bitboard.B7),
			"b6 cxb6 cxb6 Rxb6: a pawn lost, though c7 defends b6"},
		{"7k/1p6/2p5/2P5/8/8/8/1R5K b - - 0 1", bitboard.Of(bitboard.B7),
			"b6 cxb6: c6 cannot retake"},
		{"7k/1pp5/8/2P5/8/8/8/7K b - - 0 1", 0,
			"without the rook b6 cxb6 cxb6 is even"},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := BackwardBySEE(&p, chess.Black); got != c.want {
			t.Errorf("%s (%s): got %v", c.fen, c.why, got.Squares())
		}
	}
	// The pawn-only definition misses the first: c7's span covers b6.
	black := bitboard.Of(bitboard.B7, bitboard.C7)
	if got := pawns.Backward(bitboard.Black, black, bitboard.Of(bitboard.C5)); got != 0 {
		t.Errorf("pawns.Backward finds %v", got.Squares())
	}
}

// TestBackwardBySEEAgainstSwapBound checks BackwardBySEE on the test
// positions (the perft suites and random walks from them) against
// SEEGreaterOrEqual, the swap bound test, which answers "loses material?"
// without the full swap list.
func TestBackwardBySEEAgainstSwapBound(t *testing.T) {
	n := 0
	for i := range testPositions(t) {
		q := &testPositions(t)[i]
		for _, c := range []chess.Color{chess.White, chess.Black} {
			var want Bitboard
			for _, sq := range q.Pieces(c, chess.Pawn).Squares() {
				to := sq + 8
				if c == chess.Black {
					to = sq - 8
				}
				if to < 64 && q.Piece(to) == chess.NoPiece && !SEEGreaterOrEqual(q, chess.NewMove(sq, to), 0) {
					want |= sq.Bitboard()
				}
			}
			got := BackwardBySEE(q, c)
			if got != want {
				t.Fatalf("%s, %v: got %v, swap bound %v", q.FEN(), c, got.Squares(), want.Squares())
			}
			if got != 0 {
				n++
			}
		}
	}
	if n == 0 {
		t.Error("no position had a backward pawn by SEE: the test proves nothing")
	}
	t.Logf("%d of %d sides have a pawn backward by SEE", n, 2*len(testPositions(t)))
}

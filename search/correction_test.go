package search

import "testing"

// TestCorrectionHistory checks which tables a recorded error reaches: the
// position itself gets the pawns' share and both colors' pieces' halves; a
// position that shares only some of them gets only those; the other side to
// move gets none.
func TestCorrectionHistory(t *testing.T) {
	s := NewSearcher(NewTT(1))
	correction := func(fen string) int {
		s.pos = mustFEN(t, fen)
		return s.corrected(0)
	}
	const (
		a           = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
		otherWhite  = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3"    // a knight elsewhere
		otherPawns  = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/3P1N2/PPP2PPP/RNBQKB1R w KQkq - 0 3" // d3 played
		blackToMove = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3"
	)
	if c := correction(a); c != 0 {
		t.Fatalf("a fresh table corrects by %d", c)
	}
	s.pos = mustFEN(t, a)
	for range 100 {
		s.updateCorrection(20, 0, 15) // the search keeps finding 20 above the evaluation (below the cap)
	}
	// Each table converges on +20; the pieces' two count half each.
	want := map[string][2]int{
		a:           {38, 40}, // pawns + white/2 + black/2
		otherWhite:  {28, 30}, // pawns + black/2
		otherPawns:  {18, 20}, // white/2 + black/2
		blackToMove: {0, 0},
	}
	for fen, r := range want {
		if c := correction(fen); c < r[0] || c > r[1] {
			t.Errorf("%s: corrected by %d, want %d..%d", fen, c, r[0], r[1])
		}
	}
	s.pos = mustFEN(t, a)
	for range 1000 {
		s.updateCorrection(5000, 0, 15)
	}
	if c := correction(a); c != 2*corrMax/corrGrain {
		t.Errorf("after huge errors corrected by %d, want the cap %d", c, 2*corrMax/corrGrain)
	}
}

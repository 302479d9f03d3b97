package chess

import "testing"

func TestStatus(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want Termination
	}{
		{StartFEN, NotOver},
		{"r1bqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", Checkmate},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Stalemate},
		{"8/8/4k3/8/8/3K4/8/8 w - - 0 1", InsufficientMaterial},
		{"8/8/4k3/8/8/3KN3/8/8 w - - 0 1", InsufficientMaterial},
		{"8/8/4kb2/8/8/3KB3/8/8 w - - 0 1", InsufficientMaterial}, // bishops on one color (f6 and e3 dark)
		{"8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1", NotOver},             // bishops on both colors
		{"8/8/4kn2/8/8/3KN3/8/8 w - - 0 1", NotOver},              // two knights can mate with help
		{"8/8/4k3/8/8/3K4/4P3/8 w - - 100 80", FiftyMoves},        // 100 plies
		{"8/8/4k3/8/8/3K4/4P3/8 w - - 99 80", NotOver},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 100 80", Stalemate}, // no moves beats the clock
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Termination(nil); got != c.want {
			t.Errorf("%s: Termination = %v, want %v", c.fen, got, c.want)
		}
	}
}

func TestRepetition(t *testing.T) {
	p := StartPosition()
	var history []uint64
	play := func(uci string) {
		m, err := p.ParseMove(uci)
		if err != nil {
			t.Fatal(err)
		}
		history = append(history, p.Key())
		p.MakeMove(m)
	}
	for i := 0; i < 2; i++ {
		for _, m := range []string{"g1f3", "g8f6", "f3g1", "f6g8"} {
			play(m)
		}
		if got := p.Repetitions(history); got != i+1 {
			t.Fatalf("after %d cycles: %d repetitions, want %d", i+1, got, i+1)
		}
	}
	if p.Termination(history) != ThreefoldRepetition {
		t.Fatalf("want threefold repetition")
	}
	// A pawn move resets the clock: older positions no longer count.
	play("e2e4")
	play("e7e5")
	if got := p.Repetitions(history); got != 0 {
		t.Fatalf("after pawn moves: %d repetitions", got)
	}
}

// TestCanMate: the material that can still mate, the other side helping
// (FIDE 6.9), as a flag fall needs it.
func TestCanMate(t *testing.T) {
	for _, c := range []struct {
		fen          string
		white, black bool
	}{
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", false, false},     // lone kings
		{"4k3/8/8/8/8/8/8/3NK3 w - - 0 1", false, false},    // K+N vs K
		{"4k3/8/8/8/8/8/8/3BK3 w - - 0 1", false, false},    // K+B vs K
		{"kn6/8/8/8/8/8/7P/K7 w - - 0 1", true, true},       // K+P vs K+N: the pawn blocks
		{"kb6/8/8/8/8/8/7P/K7 w - - 0 1", true, true},       // K+P vs K+B
		{"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true, true},   // opposite bishops: c1 dark, c8 light
		{"3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1", false, false},  // bishops on one color: c1 and d8 dark
		{"3bk3/8/8/8/8/8/8/B1B1K3 w - - 0 1", false, false}, // three, all dark
		{"4kn2/8/8/8/8/8/8/3NK3 w - - 0 1", true, true},     // K+N vs K+N
		{"4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", true, false},    // two knights: a helpmate exists
		{"4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", true, false},   // knight and bishop
		{"4k3/8/8/8/8/8/8/2BBK3 w - - 0 1", true, false},    // bishops on both colors
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, false},     // rook
		{"4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", true, false},     // queen
		{"4k3/8/8/8/8/8/8/3NK2q w - - 0 1", true, true},     // K+N vs K+Q: the queen blocks
		{"4kn2/8/8/8/8/8/8/3BK3 w - - 0 1", true, true},     // K+B vs K+N
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if w, b := p.CanMate(White), p.CanMate(Black); w != c.white || b != c.black {
			t.Errorf("%s: CanMate(White) %v, CanMate(Black) %v; want %v, %v", c.fen, w, b, c.white, c.black)
		}
	}
}

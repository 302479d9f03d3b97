package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/dirgolem"
)

// TestPinsAgree checks on every test position (the three perft suites and
// random walks from them) that the x-ray method, the opposite ray-direction
// method, chess.Position.Pinned and DirGolem's in-between sets find the same
// pinned pieces, that both methods find the same pinners and discovered-check
// candidates, and that Checkers agrees with chess.Position.Checkers.
func TestPinsAgree(t *testing.T) {
	positions := testPositions(t)
	pins, discovered := 0, 0
	for _, p := range positions {
		if got, want := Checkers(&p), p.Checkers(); got != want {
			t.Fatalf("%s: checkers\n%v\nwant\n%v", p.FEN(), got, want)
		}
		for c := chess.White; c <= chess.Black; c++ {
			xPinned, xPinners := PinnedByXRay(&p, c)
			rPinned, rPinners := PinnedByRays(&p, c)
			want := p.Pinned(c)
			if xPinned != want || rPinned != want {
				t.Fatalf("%s: %v pinned: x-ray\n%v\nrays\n%v\nchess\n%v", p.FEN(), c, xPinned, rPinned, want)
			}
			if xPinners != rPinners {
				t.Fatalf("%s: %v pinners: x-ray\n%v\nrays\n%v", p.FEN(), c, xPinners, rPinners)
			}
			if xPinners.Count() != xPinned.Count() {
				t.Fatalf("%s: %v: %d pinners for %d pinned pieces", p.FEN(), c, xPinners.Count(), xPinned.Count())
			}
			if c == p.SideToMove() {
				var tg dirgolem.Targets
				dirgolem.Generate(&p, &tg)
				if tg.Pinned != want {
					t.Fatalf("%s: DirGolem pinned\n%v\nwant\n%v", p.FEN(), tg.Pinned, want)
				}
			}
			xd, rd := DiscoveredByXRay(&p, c), DiscoveredByRays(&p, c)
			if xd != rd {
				t.Fatalf("%s: %v discovered-check candidates: x-ray\n%v\nrays\n%v", p.FEN(), c, xd, rd)
			}
			pins += want.Count()
			discovered += xd.Count()
		}
	}
	t.Logf("%d positions, %d pinned pieces, %d discovered-check candidates", len(positions), pins, discovered)
	if pins == 0 || discovered == 0 {
		t.Error("the test positions should hold pins and discovered-check candidates")
	}
}

// TestPinsPageExample is the page's "Opposite Ray-Directions" illustration:
// a black rook and the white king on one rank, with one piece between.
func TestPinsPageExample(t *testing.T) {
	// . r . . x . K .  with x a white knight: pinned; a black one: a possible
	// discovered checker for Black.
	p, err := chess.ParseFEN("4k3/8/8/8/8/8/8/1r2N1K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	pinned, pinners := PinnedByRays(&p, chess.White)
	if pinned != bitboard.E1.Bitboard() || pinners != bitboard.B1.Bitboard() {
		t.Errorf("pinned\n%v\npinners\n%v", pinned, pinners)
	}
	p, err = chess.ParseFEN("4k3/8/8/8/8/8/8/1r2n1K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if d := DiscoveredByRays(&p, chess.Black); d != bitboard.E1.Bitboard() {
		t.Errorf("discovered-check candidates of Black\n%v", d)
	}
	if pinned, _ := PinnedByXRay(&p, chess.White); pinned != 0 {
		t.Errorf("an enemy piece is not pinned\n%v", pinned)
	}
	// Two pieces between: nothing.
	p, err = chess.ParseFEN("4k3/8/8/8/8/8/8/1r1nN1K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if pinned, _ := PinnedByRays(&p, chess.White); pinned != 0 || DiscoveredByRays(&p, chess.Black) != 0 {
		t.Error("two pieces between pin nothing")
	}
}

func TestNoKing(t *testing.T) {
	var p chess.Position
	if a, b := PinnedByXRay(&p, chess.White); a|b != 0 {
		t.Error("PinnedByXRay without a king")
	}
	if a, b := PinnedByRays(&p, chess.White); a|b != 0 {
		t.Error("PinnedByRays without a king")
	}
	if DiscoveredByXRay(&p, chess.White)|DiscoveredByRays(&p, chess.White)|Checkers(&p) != 0 {
		t.Error("discovered checks or checkers without a king")
	}
}

package eval

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// dangerUnits returns the attack units against color c's king in fen (the
// king-danger entry its trace counts), or -1 if none counts.
func dangerUnits(t *testing.T, fen string, c chess.Color) int {
	t.Helper()
	p := mustFEN(t, fen)
	tr := TraceOf(&p)
	sign := 1
	if c == chess.Black {
		sign = -1
	}
	for _, k := range tr.Coefs {
		switch {
		case k.N != sign:
		case k.Index >= KingDanger && k.Index < KingDanger+maxUnits+1:
			return int(k.Index - KingDanger)
		case k.Index >= KingDangerNoQueen && k.Index < KingDangerNoQueen+maxUnitsNoQueen+1:
			return int(k.Index - KingDangerNoQueen)
		}
	}
	return -1
}

func TestKingAttackUnits(t *testing.T) {
	// The queen on d3 and the knight on h5 attack the black king's zone
	// (g6 and h7, g7 and f6); the queen can check safely on d8, and g7 and h7 are
	// weak: attacked, guarded by the king alone.
	const base = "6k1/5ppp/8/7N/8/3Q4/8/6K1 w - - 0 1"
	a := dangerUnits(t, base, chess.Black)
	zone := attackWeight[chess.Queen]*2 + attackWeight[chess.Knight]*2
	if want := zone + checkUnits[chess.Queen] + 2*weakSquareUnits; a != want {
		t.Errorf("%s: %d units, want %d", base, a, want)
	}
	if got := dangerUnits(t, flipFEN(t, base), chess.White); got != a {
		t.Errorf("flipped: %d units, want %d", got, a)
	}
	for _, tc := range []struct {
		fen, why string
		want     int
	}{
		{"r5k1/5ppp/8/7N/8/3Q4/8/6K1 w - - 0 1", "the rook on a8 guards d8: no safe check", a - checkUnits[chess.Queen]},
		{"6kb/5ppp/8/7N/8/3Q4/8/6K1 w - - 0 1", "the bishop on h8 guards g7", a - weakSquareUnits},
		{"6k1/5ppp/8/8/8/3Q4/8/6K1 w - - 0 1", "a lone attacker counts nothing", -1},
		{"6k1/5ppp/8/7N/8/8/2B5/3R2K1 w - - 0 1", "the rook's safe check on d8", zone - attackWeight[chess.Queen]*2 + attackWeight[chess.Bishop]*2 + checkUnits[chess.Rook] + 2*weakSquareUnits},
	} {
		if got := dangerUnits(t, tc.fen, chess.Black); got != tc.want {
			t.Errorf("%s (%s): %d units, want %d", tc.fen, tc.why, got, tc.want)
		}
		if got := dangerUnits(t, flipFEN(t, tc.fen), chess.White); got != tc.want {
			t.Errorf("%s flipped: %d units, want %d", tc.fen, got, tc.want)
		}
	}
}

func TestPawnStorm(t *testing.T) {
	// Black's g4 storms free on White's king g1, h4 is blocked by h3; f7
	// has not moved. White's h3 is blocked by h4, f2 and g2 have not moved;
	// Black's king is on g8.
	const fen = "6k1/5p2/8/8/6pp/7P/5PP1/6K1 w - - 0 1"
	want := map[Index]int{PawnStorm + 1: 2 - 1, PawnStorm + 4: -1, PawnStormBlocked + 4: -1, PawnStormBlocked + 2: 1}
	for _, f := range []string{fen, flipFEN(t, fen)} {
		p := mustFEN(t, f)
		tr := TraceOf(&p)
		got := map[Index]int{}
		for _, k := range tr.Coefs {
			if k.Index >= PawnStorm && k.Index < PawnStormBlocked+8 {
				got[k.Index] = k.N
			}
		}
		if f != fen {
			for i := range want {
				want[i] = -want[i]
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: storm %v, want %v", f, got, want)
		}
		for i, n := range want {
			if got[i] != n {
				t.Errorf("%s: %v counts %d, want %d", f, i, got[i], n)
			}
		}
	}
	// A pawn level with the king or beyond it does not storm it.
	p := mustFEN(t, "8/8/8/4K3/2k1p3/8/8/8 b - - 0 1")
	for _, k := range TraceOf(&p).Coefs {
		if k.Index >= PawnStorm && k.Index < PawnStormBlocked+8 && k.N < 0 {
			t.Errorf("Black's e4 storms its own level: %v", k)
		}
	}
}

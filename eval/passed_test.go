package eval

import "testing"

// coefOf returns how many times weight i counts in fen's trace, White's
// count minus Black's.
func coefOf(t *testing.T, fen string, i Index) int {
	t.Helper()
	p := mustFEN(t, fen)
	for _, c := range TraceOf(&p).Coefs {
		if c.Index == i {
			return c.N
		}
	}
	return 0
}

// checkCoefs checks the count of each weight in each position, and the
// negated count in its color-flipped mirror.
func checkCoefs(t *testing.T, cases []coefCase) {
	t.Helper()
	for _, tc := range cases {
		if got := coefOf(t, tc.fen, tc.i); got != tc.want {
			t.Errorf("%s (%s): %v counts %d, want %d", tc.fen, tc.why, tc.i, got, tc.want)
		}
		if got := coefOf(t, flipFEN(t, tc.fen), tc.i); got != -tc.want {
			t.Errorf("%s flipped: %v counts %d, want %d", tc.fen, tc.i, got, -tc.want)
		}
	}
}

type coefCase struct {
	fen, why string
	i        Index
	want     int
}

func TestPassedTerms(t *testing.T) {
	checkCoefs(t, []coefCase{
		{"4k3/8/8/4P3/3P4/8/8/4K3 w - - 0 1", "d4 defends the passed e5", PassedSupport + 4, 1},
		{"4k3/8/8/4P3/8/3P4/8/4K3 w - - 0 1", "d3 does not defend e5", PassedSupport + 4, 0},
		{"4k3/8/4n3/4P3/8/8/8/4K3 w - - 0 1", "the knight blocks e5", PassedBlocked + 4, 1},
		{"4k3/8/4N3/4P3/8/8/8/4K3 w - - 0 1", "an own knight is no enemy blocker", PassedBlocked + 4, 0},
		{"4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "nothing stops a6", PassedSafe + 5, 1},
		{"1k6/8/P7/8/8/8/8/4K3 w - - 0 1", "the king on b8 guards a7 and a8", PassedSafe + 5, 0},
		{"r3k3/8/P7/8/8/8/8/4K3 w - - 0 1", "the rook on a8 stands on the path", PassedSafe + 5, 0},
		// The rule of the square: a5 needs three moves; from e5 the king
		// catches it only if it moves first.
		{"8/8/8/P3k3/8/8/8/7K w - - 0 1", "the king is outside the square", PassedUnstoppable, 1},
		{"8/8/8/P3k3/8/8/8/7K b - - 0 1", "the king steps into the square", PassedUnstoppable, 0},
		{"8/8/8/P4k2/8/8/8/7K b - - 0 1", "the king is one step too far", PassedUnstoppable, 1},
		{"8/8/8/P3k3/8/8/8/n6K w - - 0 1", "a knight can still stop it", PassedUnstoppable, 0},
		{"8/K7/8/P4k2/8/8/8/8 b - - 0 1", "the own king blocks the path", PassedUnstoppable, 0},
		{"8/6k1/8/8/8/8/P7/7K w - - 0 1", "a pawn on its first rank moves two squares", PassedUnstoppable, 1},
		{"8/5k2/8/8/8/8/P7/7K w - - 0 1", "but f7 is inside its square", PassedUnstoppable, 0},
	})
}

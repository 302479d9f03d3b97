package eval

import "testing"

func TestOutposts(t *testing.T) {
	checkCoefs(t, []coefCase{
		// No black pawn can ever attack d5: none on the c- and e-files.
		{"4k3/p6p/8/3N4/8/8/8/4K3 w - - 0 1", "a knight on d5", KnightOutpost + 4, 1},
		{"4k3/p6p/8/3N4/4P3/8/8/4K3 w - - 0 1", "e4 supports it", OutpostSupported + 0, 1},
		{"4k3/p6p/8/3N4/8/8/8/4K3 w - - 0 1", "no pawn supports it", OutpostSupported + 0, 0},
		{"4k3/8/8/3N4/2p1p3/8/8/4K3 w - - 0 1", "Black's c4 and e4 have passed it", KnightOutpost + 4, 1},
		{"4k3/4p3/8/3N4/8/8/8/4K3 w - - 0 1", "e7 can still attack d5 from e6", KnightOutpost + 4, 0},
		{"4k3/2p5/8/3B4/4P3/8/8/4K3 w - - 0 1", "c7 can still attack it from c6", BishopOutpost + 4, 0},
		{"4k3/8/8/3B4/4P3/8/8/4K3 w - - 0 1", "a bishop on d5", BishopOutpost + 4, 1},
		{"4k3/8/8/3B4/4P3/8/8/4K3 w - - 0 1", "supported", OutpostSupported + 1, 1},
		{"4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", "the 4th rank", KnightOutpost + 3, 1},
		{"4k3/8/8/8/8/3N4/8/4K3 w - - 0 1", "the 3rd rank is too far back", KnightOutpost + 2, 0},
	})
}

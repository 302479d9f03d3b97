package eval

import "testing"

func TestThreats(t *testing.T) {
	checkCoefs(t, []coefCase{
		{"4k3/8/8/3n4/8/7R/8/4K3 w - - 0 1", "nothing attacks the knight on d5", ThreatHanging + 1, 0},
		{"4k3/8/8/3n4/8/3R4/8/4K3 w - - 0 1", "the rook attacks the undefended knight", ThreatHanging + 1, 1},
		{"4k3/8/4p3/3n4/8/3R4/8/4K3 w - - 0 1", "e6 defends it", ThreatHanging + 1, 0},
		{"4k3/8/8/8/8/2n5/3K4/8 w - - 0 1", "the king attacks the knight", ThreatByKing, 1},
		{"4k3/8/8/8/8/2n5/8/3K4 w - - 0 1", "out of the king's reach", ThreatByKing, 0},
		{"4k3/8/3n4/8/8/3P4/4P3/4K3 w - - 0 1", "no push reaches a square next to d6", ThreatPawnPush, 0},
		{"4k3/8/3n4/8/4P3/8/8/4K3 w - - 0 1", "e4-e5 attacks the knight", ThreatPawnPush, 1},
		{"4k3/5p2/3n4/8/4P3/8/8/4K3 w - - 0 1", "f7 does not guard e5", ThreatPawnPush, 1},
		{"4k3/8/3n1p2/8/4P3/8/8/4K3 w - - 0 1", "f6 guards e5", ThreatPawnPush, 0},
		{"4k3/8/4n3/8/4r3/8/3P4/6K1 w - - 0 1", "d2-d3 attacks the rook", ThreatPawnPush, 1},
		{"4k3/8/8/2r5/8/3n4/3P4/6K1 w - - 0 1", "d2-d4 would, but d3 is blocked", ThreatPawnPush, 0},
		{"4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1", "Nc3 would attack the queen", KnightOnQueen, 1},
		{"4k3/8/8/3q4/8/1p6/8/1N2K3 w - - 0 1", "b3 guards a2 and c2, not c3", KnightOnQueen, 1},
		{"4k3/8/8/3q4/1p6/8/8/1N2K3 w - - 0 1", "b4 guards c3", KnightOnQueen, 0},
		{"4k3/8/8/3q4/8/8/8/4K1R1 w - - 0 1", "the queen would take on g5", SliderOnQueen, 0},
		{"4k3/8/8/3q4/8/8/8/R3K1R1 w - - 0 1", "Rd1 is safe: the king defends d1", SliderOnQueen, 1},
	})
}

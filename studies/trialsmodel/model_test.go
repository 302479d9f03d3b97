package trialsmodel

import "testing"

func TestMoveWord(t *testing.T) {
	for _, c := range []struct{ victim, to, mover, from uint8 }{
		{Queen, 187, Pawn, 68}, {Pawn, 0, King, 63}, {Rook, 100, Knight, 101},
	} {
		m := Capture(c.victim, c.to, c.mover, c.from)
		if m.Victim() != c.victim || m.To() != c.to || m.Mover() != c.mover || m.From() != c.from || !m.IsCapture() {
			t.Errorf("%+v: got victim %d to %d mover %d from %d", c, m.Victim(), m.To(), m.Mover(), m.From())
		}
	}
	q := Quiet(Knight, 10, 27)
	if q.IsCapture() || q.From() != 10 || q.To() != 27 || q.Mover() != Knight || q.Victim() != NoType {
		t.Errorf("quiet move decodes wrong: %#x", q)
	}
	if NoMove.IsCapture() {
		t.Error("NoMove is a capture")
	}
}

// TestMVVLVA checks the order of the move words: most valuable victim
// first, then lower victim square, then least valuable attacker, then lower
// attacker square.
func TestMVVLVA(t *testing.T) {
	ordered := []Move{
		Capture(Queen, 10, Pawn, 3),
		Capture(Queen, 10, Pawn, 4),
		Capture(Queen, 10, Rook, 2),
		Capture(Queen, 20, Pawn, 1),
		Capture(Rook, 5, Pawn, 1),
		Capture(Bishop, 5, King, 1),
		Capture(Knight, 5, Pawn, 1),
		Capture(Pawn, 5, Pawn, 1),
		Quiet(Pawn, 1, 2),
	}
	for i := 1; i < len(ordered); i++ {
		if ordered[i-1] <= ordered[i] {
			t.Errorf("move %d (%#x) does not sort before move %d (%#x)", i-1, ordered[i-1], i, ordered[i])
		}
	}
	if Quiet(Pawn, 9, 17).QuietOrder() >= Quiet(Knight, 1, 18).QuietOrder() {
		t.Error("pawn moves must come before knight moves")
	}
}

// TestTables checks the futility bounds: MaxGain grows with the victim's
// value (so a class ruled out rules out all below it) and bounds every
// capture's real gain.
func TestTables(t *testing.T) {
	tb := T
	for ty := Pawn + 1; ty <= Queen; ty++ {
		if tb.MaxGain[ty] <= tb.MaxGain[ty-1] {
			t.Errorf("MaxGain not increasing at type %d: %v", ty, tb.MaxGain)
		}
	}
	for c := 0; c < 2; c++ {
		for mover := Pawn; mover <= King; mover++ {
			for from := 0; from < 64; from++ {
				for to := 0; to < 64; to++ {
					if !captures(uint8(c), mover, from, to) {
						continue
					}
					for victim := Pawn; victim <= Queen; victim++ {
						gain := tb.PST[c][mover][to] - tb.PST[c][mover][from] + tb.PST[c^1][victim][to]
						if gain > tb.MaxGain[victim] {
							t.Fatalf("gain %d of a capture of type %d exceeds MaxGain %d", gain, victim, tb.MaxGain[victim])
						}
					}
				}
			}
		}
	}
	if tb.PST[1][Pawn][8*6+3] != tb.PST[0][Pawn][8*1+3] {
		t.Error("black's tables are not White's mirrored")
	}
}

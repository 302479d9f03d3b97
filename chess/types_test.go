package chess

import "testing"

// PieceFromLetter reads back every letter Piece.String writes, and nothing
// else.
func TestPieceFromLetter(t *testing.T) {
	for _, c := range []Color{White, Black} {
		for ty := Pawn; ty <= King; ty++ {
			p := NewPiece(c, ty)
			if got := PieceFromLetter(p.String()[0]); got != p {
				t.Errorf("PieceFromLetter(%q) = %v, want %v", p.String(), got, p)
			}
		}
	}
	for _, c := range []byte{' ', '.', 'x', 'A', '1', 0} {
		if got := PieceFromLetter(c); got != NoPiece {
			t.Errorf("PieceFromLetter(%q) = %v, want NoPiece", c, got)
		}
	}
}

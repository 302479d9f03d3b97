package attacks

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// byFile is the test's own projection of a set with one square per file
// onto a byte: bit f set when the set holds a square of file f.
func byFile(b bitboard.Bitboard) uint64 {
	var x uint64
	for _, sq := range b.Squares() {
		x |= 1 << sq.File()
	}
	return x
}

// TestCastOut255 checks the page's claim on every subset of every rank,
// diagonal and anti-diagonal without the slider: modulo 255, and the
// multiplication's top byte, are the occupancy by file. With the slider's
// square kept in, a full line is 255 ≡ 0, the empty line's index: the
// reason the mask leaves it out.
func TestCastOut255(t *testing.T) {
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		for _, line := range []bitboard.Bitboard{rankLineEx[sq], diagLineEx[sq], antiDiagLineEx[sq]} {
			for b := bitboard.Bitboard(0); ; {
				want := byFile(b)
				if got := uint64(b) % 255; got != want {
					t.Fatalf("%v: %#x %% 255 = %#x, want %#x", sq, uint64(b), got, want)
				}
				if got := uint64(b) * 0x0101010101010101 >> 56; got != want {
					t.Fatalf("%v: %#x * a-file >> 56 = %#x, want %#x", sq, uint64(b), got, want)
				}
				b = (b - line) & line
				if b == 0 {
					break
				}
			}
		}
	}
	full := diagLine[bitboard.A1] // the whole a1-h8 diagonal, slider square included
	if uint64(full)%255 != 0 {
		t.Errorf("the full diagonal %% 255 = %d, want 0 (the collision with the empty set)", uint64(full)%255)
	}
	// The page's diagram: a slider on d4, the rest of the diagonal occupied.
	masked := diagLine[bitboard.D4] &^ bitboard.D4.Bitboard()
	if got := uint64(masked) % 255; got != 0b1111_0111 {
		t.Errorf("A B C . E F G H: %08b", got)
	}
}

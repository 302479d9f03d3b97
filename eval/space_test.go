package eval

import "testing"

func TestSpace(t *testing.T) {
	checkCoefs(t, []coefCase{
		// c2..f4 without d4 and e4 is 10 squares, d2, d3, e2 and e3 behind
		// the pawns count again: 14, times 2 knights, over 4.
		{"4k3/8/8/8/3PP3/8/8/1N2K1N1 w - - 0 1", "two knights behind a centre", Space, 7},
		{"4k3/8/8/6p1/3PP3/8/8/1N2K1N1 w - - 0 1", "g5 attacks f4", Space, 6},
		{"4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", "no pieces to use the space", Space, 0},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "the sides' space cancels", Space, 0},
	})
}

package attacks

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// slowSlider walks each ray square by square: the reference every method is
// checked against, independent of all tables.
func slowSlider(sq bitboard.Square, occ bitboard.Bitboard, dirs [][2]int) bitboard.Bitboard {
	var a bitboard.Bitboard
	for _, d := range dirs {
		f, r := int(sq.File())+d[0], int(sq.Rank())+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			s := bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r))
			a |= s.Bitboard()
			if occ.Has(s) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return a
}

var (
	rookDirs   = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}
)

// TestMethodsExhaustive checks every method against the square-by-square walk
// for every subset of every square's relevant occupancy mask, each subset
// also with random occupancy outside the mask (which must not matter).
func TestMethodsExhaustive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, m := range Methods() {
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			for _, piece := range []struct {
				name string
				f    SliderFunc
				dirs [][2]int
				mask bitboard.Bitboard
			}{
				{"rook", m.Rook, rookDirs, rookMagics[sq].mask},
				{"bishop", m.Bishop, bishopDirs, bishopMagics[sq].mask},
			} {
				for b := bitboard.Bitboard(0); ; {
					noise := bitboard.Bitboard(rng.Uint64()) &^ piece.mask &^ sq.Bitboard()
					for _, occ := range []bitboard.Bitboard{b, b | noise} {
						want := slowSlider(sq, occ, piece.dirs)
						if got := piece.f(sq, occ); got != want {
							t.Fatalf("%s %s on %v, occ\n%v\ngot\n%v\nwant\n%v", m.Name, piece.name, sq, occ, got, want)
						}
					}
					b = (b - piece.mask) & piece.mask
					if b == 0 {
						break
					}
				}
			}
		}
	}
}

func TestMethodsRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	methods := Methods()
	for i := 0; i < 20000; i++ {
		occ := bitboard.Bitboard(rng.Uint64() & rng.Uint64())
		if i%2 == 1 {
			occ |= bitboard.Bitboard(rng.Uint64())
		}
		sq := bitboard.Square(rng.IntN(64))
		wantR, wantB := slowSlider(sq, occ, rookDirs), slowSlider(sq, occ, bishopDirs)
		for _, m := range methods {
			if got := m.Rook(sq, occ); got != wantR {
				t.Fatalf("%s rook %v occ %#x", m.Name, sq, uint64(occ))
			}
			if got := m.Bishop(sq, occ); got != wantB {
				t.Fatalf("%s bishop %v occ %#x", m.Name, sq, uint64(occ))
			}
		}
		if Queen(sq, occ) != wantR|wantB {
			t.Fatalf("queen %v", sq)
		}
		if Rook(sq, occ) != wantR || Bishop(sq, occ) != wantB {
			t.Fatalf("Rook/Bishop %v", sq)
		}
	}
}

func TestLeapers(t *testing.T) {
	steps := func(sq bitboard.Square, d [][2]int) bitboard.Bitboard {
		var b bitboard.Bitboard
		for _, s := range d {
			f, r := int(sq.File())+s[0], int(sq.Rank())+s[1]
			if f >= 0 && f < 8 && r >= 0 && r < 8 {
				b |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
			}
		}
		return b
	}
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		if got, want := Knight(sq), steps(sq, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}); got != want {
			t.Errorf("Knight(%v) = %#x, want %#x", sq, got, want)
		}
		if got, want := King(sq), steps(sq, [][2]int{{1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}); got != want {
			t.Errorf("King(%v)", sq)
		}
		if got, want := Pawn(0, sq), steps(sq, [][2]int{{1, 1}, {-1, 1}}); got != want {
			t.Errorf("Pawn(white, %v)", sq)
		}
		if got, want := Pawn(1, sq), steps(sq, [][2]int{{1, -1}, {-1, -1}}); got != want {
			t.Errorf("Pawn(black, %v)", sq)
		}
	}
}

func TestBetweenAndLine(t *testing.T) {
	for a := bitboard.A1; a <= bitboard.H8; a++ {
		for b := bitboard.A1; b <= bitboard.H8; b++ {
			df, dr := int(b.File())-int(a.File()), int(b.Rank())-int(a.Rank())
			aligned := a != b && (df == 0 || dr == 0 || df == dr || df == -dr)
			var wantBetween, wantLine bitboard.Bitboard
			if aligned {
				sf, sr := sign(df), sign(dr)
				for f, r := int(a.File())+sf, int(a.Rank())+sr; bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)) != b; f, r = f+sf, r+sr {
					wantBetween |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
				}
				for f, r := int(a.File()), int(a.Rank()); f >= 0 && f < 8 && r >= 0 && r < 8; f, r = f+sf, r+sr {
					wantLine |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
				}
				for f, r := int(a.File()), int(a.Rank()); f >= 0 && f < 8 && r >= 0 && r < 8; f, r = f-sf, r-sr {
					wantLine |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
				}
			}
			if Between(a, b) != wantBetween {
				t.Fatalf("Between(%v, %v) =\n%v\nwant\n%v", a, b, Between(a, b), wantBetween)
			}
			if Line(a, b) != wantLine {
				t.Fatalf("Line(%v, %v) =\n%v\nwant\n%v", a, b, Line(a, b), wantLine)
			}
		}
	}
	if got := Between(bitboard.A1, bitboard.D4); got != bitboard.Of(bitboard.B2, bitboard.C3) {
		t.Errorf("Between(a1, d4) = %v", got)
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

package bitboard

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// mapSquares builds a bitboard by moving each member of b through f, a
// square-by-square reference for shifts, flips and mirrors; f returns
// ok=false for squares that leave the board.
func mapSquares(b Bitboard, f func(file, rank int) (int, int, bool)) Bitboard {
	var out Bitboard
	for sq := A1; sq <= H8; sq++ {
		if !b.Has(sq) {
			continue
		}
		nf, nr, ok := f(int(sq.File()), int(sq.Rank()))
		if ok && nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
			out |= NewSquare(File(nf), Rank(nr)).Bitboard()
		}
	}
	return out
}

func step(df, dr int) func(int, int) (int, int, bool) {
	return func(f, r int) (int, int, bool) { return f + df, r + dr, true }
}

func randomBoards(n int) []Bitboard {
	rng := rand.New(rand.NewPCG(1, 1))
	out := []Bitboard{0, Universe, FileABB, FileHBB, Rank1BB, Rank8BB, Edges}
	for i := 0; i < n; i++ {
		out = append(out, Bitboard(rng.Uint64()), Bitboard(rng.Uint64()&rng.Uint64()), Bitboard(1)<<rng.IntN(64))
	}
	return out
}

func TestShifts(t *testing.T) {
	cases := []struct {
		name   string
		f      func(Bitboard) Bitboard
		df, dr int
	}{
		{"North", Bitboard.North, 0, 1}, {"South", Bitboard.South, 0, -1},
		{"East", Bitboard.East, 1, 0}, {"West", Bitboard.West, -1, 0},
		{"NorthEast", Bitboard.NorthEast, 1, 1}, {"NorthWest", Bitboard.NorthWest, -1, 1},
		{"SouthEast", Bitboard.SouthEast, 1, -1}, {"SouthWest", Bitboard.SouthWest, -1, -1},
		{"NoNoEa", Bitboard.NoNoEa, 1, 2}, {"NoEaEa", Bitboard.NoEaEa, 2, 1},
		{"SoEaEa", Bitboard.SoEaEa, 2, -1}, {"SoSoEa", Bitboard.SoSoEa, 1, -2},
		{"NoNoWe", Bitboard.NoNoWe, -1, 2}, {"NoWeWe", Bitboard.NoWeWe, -2, 1},
		{"SoWeWe", Bitboard.SoWeWe, -2, -1}, {"SoSoWe", Bitboard.SoSoWe, -1, -2},
	}
	for _, b := range randomBoards(200) {
		for _, c := range cases {
			if got, want := c.f(b), mapSquares(b, step(c.df, c.dr)); got != want {
				t.Fatalf("%s(%#x) = %#x, want %#x", c.name, uint64(b), uint64(got), uint64(want))
			}
		}
		for _, d := range Directions {
			delta := d.Delta()
			df, dr := (delta+9)%8-1, (delta+9)/8-1 // decompose +9 -> (1,1), -7 -> (1,-1), ...
			if got, want := b.Shift(d), mapSquares(b, step(df, dr)); got != want {
				t.Fatalf("Shift(%v)", d)
			}
			if b.ShiftBy(d) != b.Shift(d) {
				t.Fatalf("ShiftBy(%v) differs from Shift", d)
			}
		}
	}
}

// rayFill walks from every generator square in direction (df, dr) while the
// propagator allows: the reference occluded fill.
func rayFill(gen, pro Bitboard, df, dr int) Bitboard {
	out := gen
	for sq := A1; sq <= H8; sq++ {
		if !gen.Has(sq) {
			continue
		}
		f, r := int(sq.File())+df, int(sq.Rank())+dr
		for f >= 0 && f < 8 && r >= 0 && r < 8 && pro.Has(NewSquare(File(f), Rank(r))) {
			out |= NewSquare(File(f), Rank(r)).Bitboard()
			f, r = f+df, r+dr
		}
	}
	return out
}

func TestOccludedFills(t *testing.T) {
	boards := randomBoards(100)
	for i, gen := range boards {
		pro := boards[(i*7+3)%len(boards)]
		for _, d := range Directions {
			delta := d.Delta()
			df, dr := (delta+9)%8-1, (delta+9)/8-1
			want := rayFill(gen, pro, df, dr)
			if got := KoggeStoneFill(d, gen, pro); got != want {
				t.Fatalf("KoggeStoneFill(%v, %#x, %#x) = %#x, want %#x", d, uint64(gen), uint64(pro), uint64(got), uint64(want))
			}
			if got := Dumb7Fill(d, gen, pro); got != want {
				t.Fatalf("Dumb7Fill(%v)", d)
			}
			if got := Dumb7FillLoop(d, gen, pro); got != want {
				t.Fatalf("Dumb7FillLoop(%v)", d)
			}
			if KoggeStoneAttacks(d, gen, pro) != want.Shift(d) || Dumb7Attacks(d, gen, pro) != want.Shift(d) ||
				Dumb7AttacksSix(d, gen, pro) != want.Shift(d) {
				t.Fatalf("attacks(%v)", d)
			}
		}
	}
}

func TestFillsAndSpans(t *testing.T) {
	for _, b := range randomBoards(100) {
		north, south := rayFill(b, Universe, 0, 1), rayFill(b, Universe, 0, -1)
		if b.NorthFill() != north || b.SouthFill() != south || b.FileFill() != north|south {
			t.Fatalf("fills of %#x", uint64(b))
		}
		if b.NorthSpan() != north.North() || b.SouthSpan() != south.South() {
			t.Fatalf("spans of %#x", uint64(b))
		}
	}
	e2 := MustParseDiagram(`
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . . . . .
		. . . . . . . .`)
	if E2.Bitboard().NorthSpan() != e2 {
		t.Errorf("NorthSpan(e2) =\n%v", E2.Bitboard().NorthSpan())
	}
}

func TestFlips(t *testing.T) {
	cases := []struct {
		name string
		f    func(Bitboard) Bitboard
		ref  func(f, r int) (int, int, bool)
	}{
		{"FlipVertical", Bitboard.FlipVertical, func(f, r int) (int, int, bool) { return f, 7 - r, true }},
		{"MirrorHorizontal", Bitboard.MirrorHorizontal, func(f, r int) (int, int, bool) { return 7 - f, r, true }},
		{"FlipDiagonal", Bitboard.FlipDiagonal, func(f, r int) (int, int, bool) { return r, f, true }},
		{"FlipAntiDiagonal", Bitboard.FlipAntiDiagonal, func(f, r int) (int, int, bool) { return 7 - r, 7 - f, true }},
		{"Rotate180", Bitboard.Rotate180, func(f, r int) (int, int, bool) { return 7 - f, 7 - r, true }},
		{"Rotate90Clockwise", Bitboard.Rotate90Clockwise, func(f, r int) (int, int, bool) { return r, 7 - f, true }},
		{"Rotate90AntiClockwise", Bitboard.Rotate90AntiClockwise, func(f, r int) (int, int, bool) { return 7 - r, f, true }},
	}
	for _, b := range randomBoards(100) {
		for _, c := range cases {
			if got, want := c.f(b), mapSquares(b, c.ref); got != want {
				t.Fatalf("%s(%#x) = %#x, want %#x", c.name, uint64(b), uint64(got), uint64(want))
			}
		}
	}
}

func TestScans(t *testing.T) {
	if Empty.LSB() != NoSquare || Empty.MSB() != NoSquare || Empty.Count() != 0 {
		t.Fatal("empty set scans")
	}
	for _, b := range randomBoards(100) {
		if b == 0 {
			continue
		}
		if int(b.LSB()) != bits.TrailingZeros64(uint64(b)) || int(b.MSB()) != 63-bits.LeadingZeros64(uint64(b)) {
			t.Fatalf("scans of %#x", uint64(b))
		}
		n := 0
		prev := -1
		for c := b; c != 0; n++ {
			sq := c.PopLSB()
			if int(sq) <= prev || !b.Has(sq) {
				t.Fatalf("PopLSB order")
			}
			prev = int(sq)
		}
		if n != b.Count() || len(b.Squares()) != n {
			t.Fatalf("count of %#x", uint64(b))
		}
	}
}

func TestDiagram(t *testing.T) {
	for _, b := range randomBoards(50) {
		got, err := ParseDiagram(b.String())
		if err != nil || got != b {
			t.Fatalf("diagram round trip of %#x: %#x, %v", uint64(b), uint64(got), err)
		}
	}
	want := ". . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . 1 . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . ."
	if E4.Bitboard().String() != want {
		t.Errorf("String(e4) =\n%v", E4.Bitboard())
	}
	for _, bad := range []string{"", "1 1 1", ". . . . . . . .\n", "x . . . . . . . 1\n" + want, want + "\n. . . . . . . .", "z . . . . . . .\n" + want[16:]} {
		if _, err := ParseDiagram(bad); err == nil {
			t.Errorf("ParseDiagram(%q) accepted", bad)
		}
	}
}

func TestSquares(t *testing.T) {
	for sq := A1; sq <= H8; sq++ {
		p, err := ParseSquare(sq.String())
		if err != nil || p != sq || NewSquare(sq.File(), sq.Rank()) != sq {
			t.Fatalf("square %v", sq)
		}
	}
	for _, bad := range []string{"", "e", "e9", "i1", "E4", "e44"} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
	if NoSquare.String() != "-" || NoSquare.Bitboard() != 0 || Distance(A1, H8) != 7 || Distance(E4, F6) != 2 {
		t.Fatal("NoSquare / Distance")
	}
}

func FuzzParseDiagram(f *testing.F) {
	f.Add(E4.Bitboard().String())
	f.Add("1 1 1")
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseDiagram(s)
		if err != nil {
			return
		}
		if again, err := ParseDiagram(b.String()); err != nil || again != b {
			t.Fatalf("round trip of %q", s)
		}
	})
}

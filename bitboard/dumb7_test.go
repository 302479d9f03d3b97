package bitboard

import "testing"

// TestDumb7SlowMotion replays the page's south fill of black rooks and a
// queen (a8, d7, f4) through its empty squares, fill by fill: the
// generators after each step, and the flood after fills 1, 2, 3 and 6 as
// the page draws them; after the sixth the flood has stopped.
func TestDumb7SlowMotion(t *testing.T) {
	gen := MustParseDiagram(`
		1 . . . . . . .
		. . . 1 . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . 1 . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`)
	empty := MustParseDiagram(`
		. 1 1 1 1 1 . 1
		1 1 . . 1 . 1 .
		1 . 1 1 1 1 . 1
		1 1 . 1 1 1 1 1
		1 1 1 . 1 . 1 1
		1 1 . 1 1 1 1 .
		. . . 1 1 . . 1
		. 1 1 . 1 1 . 1`)
	wantGen := []Bitboard{
		Of(A7, D6, F3), // 1: nothing blocked yet
		Of(A6, D5),     // 2: f2 is occupied
		Of(A5),         // 3: d4 is occupied
		Of(A4), Of(A3),
		0, // 6: a2 is occupied
	}
	wantFlood := map[int]Bitboard{
		1: MustParseDiagram(`
			1 . . . . . . .
			1 . . 1 . . . .
			. . . 1 . . . .
			. . . . . . . .
			. . . . . 1 . .
			. . . . . 1 . .
			. . . . . . . .
			. . . . . . . .`),
		2: MustParseDiagram(`
			1 . . . . . . .
			1 . . 1 . . . .
			1 . . 1 . . . .
			. . . 1 . . . .
			. . . . . 1 . .
			. . . . . 1 . .
			. . . . . . . .
			. . . . . . . .`),
		3: MustParseDiagram(`
			1 . . . . . . .
			1 . . 1 . . . .
			1 . . 1 . . . .
			1 . . 1 . . . .
			. . . . . 1 . .
			. . . . . 1 . .
			. . . . . . . .
			. . . . . . . .`),
		6: MustParseDiagram(`
			1 . . . . . . .
			1 . . 1 . . . .
			1 . . 1 . . . .
			1 . . 1 . . . .
			1 . . . . 1 . .
			1 . . . . 1 . .
			. . . . . . . .
			. . . . . . . .`),
	}
	flood, g := gen, gen
	for i, want := range wantGen {
		g = g.South() & empty
		flood |= g
		if g != want {
			t.Fatalf("fill %d: gen\n%v\nwant\n%v", i+1, g, want)
		}
		if w, ok := wantFlood[i+1]; ok && flood != w {
			t.Fatalf("fill %d: flood\n%v\nwant\n%v", i+1, flood, w)
		}
	}
	if (g.South()&empty)|flood != flood {
		t.Error("the seventh fill changed the flood")
	}
	for name, got := range map[string]Bitboard{
		"Dumb7Fill": Dumb7Fill(DirSouth, gen, empty), "Dumb7FillLoop": Dumb7FillLoop(DirSouth, gen, empty),
		"KoggeStoneFill": KoggeStoneFill(DirSouth, gen, empty),
	} {
		if got != flood {
			t.Errorf("%s\n%v\nwant the page's flood\n%v", name, got, flood)
		}
	}
	if got := Dumb7AttacksSix(DirSouth, gen, empty); got != flood.South() {
		t.Errorf("Dumb7AttacksSix: south attacks\n%v\nwant\n%v", got, flood.South())
	}
}

var fillSink Bitboard

// BenchmarkOccludedFill fills the sliders of one of 1024 random boards in
// all eight directions per op: Kogge-Stone, Dumb7Fill's seven steps, its
// early-stopping loop; then the attack getters with seven and six fills.
func BenchmarkOccludedFill(b *testing.B) {
	boards := randomBoards(1024)
	for _, m := range []struct {
		name string
		f    func(Direction, Bitboard, Bitboard) Bitboard
	}{
		{"kogge-stone", KoggeStoneFill}, {"dumb7fill", Dumb7Fill}, {"dumb7fill-loop", Dumb7FillLoop},
		{"attacks-dumb7", Dumb7Attacks}, {"attacks-dumb7-six", Dumb7AttacksSix},
	} {
		b.Run(m.name, func(b *testing.B) {
			var acc Bitboard
			for i := 0; b.Loop(); i++ {
				occ := boards[i&1023]
				sliders := occ & boards[(i+1)&1023]
				for _, d := range Directions {
					acc ^= m.f(d, sliders, ^occ)
				}
			}
			fillSink = acc
		})
	}
}

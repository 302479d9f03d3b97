package attacks

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// dirSteps maps each direction to its file and rank step, for the walk.
var dirSteps = map[bitboard.Direction][2]int{
	bitboard.DirNorth: {0, 1}, bitboard.DirNorthEast: {1, 1}, bitboard.DirEast: {1, 0}, bitboard.DirNorthWest: {-1, 1},
	bitboard.DirSouth: {0, -1}, bitboard.DirSouthWest: {-1, -1}, bitboard.DirWest: {-1, 0}, bitboard.DirSouthEast: {1, -1},
}

// TestRayGetters checks the generalized, branchless and zero-count ray
// getters direction by direction, and the line getters, against the walk.
func TestRayGetters(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 46))
	getters := []struct {
		name string
		f    func(bitboard.Direction, bitboard.Square, bitboard.Bitboard) bitboard.Bitboard
	}{{"RayAttacks", RayAttacks}, {"RayAttacksBranchless", RayAttacksBranchless}, {"RayAttacksZeroCount", RayAttacksZeroCount}}
	lines := []struct {
		name string
		f    SliderFunc
		dirs [][2]int
	}{
		{"DiagonalAttacks", DiagonalAttacks, [][2]int{{1, 1}, {-1, -1}}},
		{"AntiDiagonalAttacks", AntiDiagonalAttacks, [][2]int{{-1, 1}, {1, -1}}},
		{"FileAttacks", FileAttacks, [][2]int{{0, 1}, {0, -1}}},
		{"RankAttacks", RankAttacks, [][2]int{{1, 0}, {-1, 0}}},
	}
	for i := range 20000 {
		occ := bitboard.Bitboard(rng.Uint64() & rng.Uint64())
		if i%3 == 0 {
			occ = 0 // no blocker on any ray: the guard and the 65th entry
		}
		sq := bitboard.Square(rng.IntN(64))
		for _, d := range bitboard.Directions {
			want := slowSlider(sq, occ, [][2]int{dirSteps[d]})
			for _, g := range getters {
				if got := g.f(d, sq, occ); got != want {
					t.Fatalf("%s(%v, %v, %#x) = %#x, want %#x", g.name, d, sq, uint64(occ), uint64(got), uint64(want))
				}
			}
		}
		for _, l := range lines {
			if got, want := l.f(sq, occ), slowSlider(sq, occ, l.dirs); got != want {
				t.Fatalf("%s(%v, %#x) = %#x, want %#x", l.name, sq, uint64(occ), uint64(got), uint64(want))
			}
		}
	}
}

// TestClassicalBishopG2 replays the page's diagram: a bishop on g2, the
// north-west ray meets the occupancy in {a8, c6}, the forward scan finds c6,
// and its own north-west ray is taken off.
func TestClassicalBishopG2(t *testing.T) {
	occupied := bitboard.MustParseDiagram(`
		1 . 1 1 1 1 1 1
		1 . 1 1 1 1 1 1
		. 1 1 . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . 1 .
		1 1 1 1 1 1 1 1
		1 1 1 1 1 . 1 1`)
	northWestG2 := bitboard.MustParseDiagram(`
		1 . . . . . . .
		. 1 . . . . . .
		. . 1 . . . . .
		. . . 1 . . . .
		. . . . 1 . . .
		. . . . . 1 . .
		. . . . . . . .
		. . . . . . . .`)
	blockers := bitboard.Of(bitboard.A8, bitboard.C6)
	northWestC6 := bitboard.Of(bitboard.A8, bitboard.B7)
	final := bitboard.MustParseDiagram(`
		. . . . . . . .
		. . . . . . . .
		. . 1 . . . . .
		. . . 1 . . . .
		. . . . 1 . . .
		. . . . . 1 . .
		. . . . . . . .
		. . . . . . . .`)
	if got := Ray(bitboard.DirNorthWest, bitboard.G2); got != northWestG2 {
		t.Fatalf("NorthWest(g2) =\n%v", got)
	}
	if got := occupied & northWestG2; got != blockers {
		t.Fatalf("occupied & NorthWest(g2) =\n%v", got)
	}
	first := bitboard.Square(bitboard.BitScan(blockers, false))
	if first != bitboard.C6 || Ray(bitboard.DirNorthWest, first) != northWestC6 {
		t.Fatalf("first blocker %v, its ray\n%v", first, Ray(bitboard.DirNorthWest, first))
	}
	if northWestG2^northWestC6 != final {
		t.Fatal("the xor is not the page's final attacks")
	}
	for _, g := range []struct {
		name string
		f    func(bitboard.Direction, bitboard.Square, bitboard.Bitboard) bitboard.Bitboard
	}{{"RayAttacks", RayAttacks}, {"RayAttacksBranchless", RayAttacksBranchless}, {"RayAttacksZeroCount", RayAttacksZeroCount}} {
		if got := g.f(bitboard.DirNorthWest, bitboard.G2, occupied); got != final {
			t.Errorf("%s: north-west attacks from g2\n%v", g.name, got)
		}
	}
	if got := AntiDiagonalAttacks(bitboard.G2, occupied); got != final|bitboard.H1.Bitboard() {
		t.Errorf("AntiDiagonalAttacks(g2)\n%v", got)
	}
}

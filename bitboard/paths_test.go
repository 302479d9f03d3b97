package bitboard

import (
	"math/rand/v2"
	"slices"
	"testing"
)

type pathsFunc func(from, to, mask Bitboard, asp *[MaxPathSteps]Bitboard) (int, bool)

var pathRoutines = []struct {
	name string
	f    pathsFunc
}{
	{"westcott", AllShortestPaths},
	{"moshammer", AllShortestPathsMoshammer},
}

// The page's example: from e4 to {a1, h8} on the whole board, five bitboards.
var pageShortestPaths = []string{`
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . 1 . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .`, `
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . 1 1 . .
. . . 1 . . . .
. . . 1 . . . .
. . . . . . . .
. . . . . . . .`, `
. . . . . . . .
. . . . . . . .
. . . . . 1 1 .
. . . . . . . .
. . . . . . . .
. . 1 . . . . .
. . 1 . . . . .
. . . . . . . .`, `
. . . . . . . .
. . . . . . 1 1
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. 1 . . . . . .
. 1 . . . . . .`, `
. . . . . . . 1
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
1 . . . . . . .`}

func TestAllShortestPathsPageExample(t *testing.T) {
	for _, r := range pathRoutines {
		var asp [MaxPathSteps]Bitboard
		n, ok := r.f(E4.Bitboard(), Of(A1, H8), Universe, &asp)
		if !ok || n != 4 {
			t.Fatalf("%s: length %d, %v; want 4, true", r.name, n, ok)
		}
		for k, d := range pageShortestPaths {
			if want := MustParseDiagram(d); asp[k] != want {
				t.Errorf("%s: step %d:\n%v\nwant\n%v", r.name, k, asp[k], want)
			}
		}
	}
}

// The king's and the knight's moves as (file, rank) steps, for the
// breadth-first search.
var (
	kingSteps   = [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	knightSteps = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

// bfsDistancesBy returns each square's distance in moves of steps from the
// nearest square of start (both within mask), moving on mask only, -1 where
// unreachable: a plain breadth-first search over the 64 squares.
func bfsDistancesBy(start, mask Bitboard, steps [][2]int) [64]int {
	var dist [64]int
	queue := make([]Square, 0, 64)
	for sq := A1; sq <= H8; sq++ {
		dist[sq] = -1
		if start.Has(sq) && mask.Has(sq) {
			dist[sq] = 0
			queue = append(queue, sq)
		}
	}
	for len(queue) > 0 {
		sq := queue[0]
		queue = queue[1:]
		for _, st := range steps {
			f, r := int(sq.File())+st[0], int(sq.Rank())+st[1]
			if f < 0 || f > 7 || r < 0 || r > 7 {
				continue
			}
			n := NewSquare(File(f), Rank(r))
			if mask.Has(n) && dist[n] < 0 {
				dist[n] = dist[sq] + 1
				queue = append(queue, n)
			}
		}
	}
	return dist
}

// referencePaths computes the expected result by BFS: the length is the
// distance to the nearest target, and a square is on step k of a shortest
// path when it is k from the start and length-k from the targets at that
// distance.
func referencePaths(from, to, mask Bitboard) (int, []Bitboard, bool) {
	return referencePathsBy(from, to, mask, kingSteps)
}

func referencePathsBy(from, to, mask Bitboard, moves [][2]int) (int, []Bitboard, bool) {
	dFrom := bfsDistancesBy(from, mask, moves)
	length := -1
	var reached Bitboard
	for sq := A1; sq <= H8; sq++ {
		if d := dFrom[sq]; to.Has(sq) && d >= 0 && (length < 0 || d < length) {
			length = d
		}
	}
	if length < 0 {
		return 0, nil, false
	}
	for sq := A1; sq <= H8; sq++ {
		if to.Has(sq) && dFrom[sq] == length {
			reached |= sq.Bitboard()
		}
	}
	dTo := bfsDistancesBy(reached, mask, moves)
	steps := make([]Bitboard, length+1)
	for sq := A1; sq <= H8; sq++ {
		if k := dFrom[sq]; k >= 0 && k <= length && dTo[sq] == length-k {
			steps[k] |= sq.Bitboard()
		}
	}
	return length, steps, true
}

// randomMask returns a mask of roughly density/64 of the squares, plus the
// given squares.
func randomMask(rng *rand.Rand, density int, keep Bitboard) Bitboard {
	var m Bitboard
	for sq := A1; sq <= H8; sq++ {
		if rng.IntN(64) < density {
			m |= sq.Bitboard()
		}
	}
	return m | keep
}

func randomSquares(rng *rand.Rand, n int) Bitboard {
	var b Bitboard
	for range n {
		b |= Bitboard(1) << rng.IntN(64)
	}
	return b
}

func TestAllShortestPathsAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(2002, 9))
	found := 0
	for i := range 20000 {
		from := randomSquares(rng, 1+rng.IntN(3))
		to := randomSquares(rng, 1+rng.IntN(3))
		keep := Bitboard(0)
		if i%2 == 0 {
			keep = from | to // end points on the mask, obstacles between
		}
		mask := randomMask(rng, 24+rng.IntN(40), keep)
		if i%10 == 0 {
			mask = Universe
		}
		wantLen, wantSteps, wantOK := referencePaths(from, to, mask)
		if wantOK {
			found++
		}
		for _, r := range pathRoutines {
			var asp [MaxPathSteps]Bitboard
			n, ok := r.f(from, to, mask, &asp)
			if ok != wantOK || n != wantLen {
				t.Fatalf("%s(from %v, to %v, mask\n%v\n) = %d, %v; want %d, %v", r.name, from.Squares(), to.Squares(), mask, n, ok, wantLen, wantOK)
			}
			for k := 0; ok && k <= n; k++ {
				if asp[k] != wantSteps[k] {
					t.Fatalf("%s(from %v, to %v, mask\n%v\n) step %d:\n%v\nwant\n%v", r.name, from.Squares(), to.Squares(), mask, k, asp[k], wantSteps[k])
				}
			}
		}
	}
	if found < 5000 || found > 19000 {
		t.Errorf("only %d of 20000 random cases have a path; the test needs both kinds", found)
	}
}

// TestAllShortestPathsMaze checks a long path: a serpentine corridor
// through the board.
func TestAllShortestPathsMaze(t *testing.T) {
	mask := MustParseDiagram(`
		1 1 1 1 1 1 1 1
		. . . . . . . 1
		1 1 1 1 1 1 1 1
		1 . . . . . . .
		1 1 1 1 1 1 1 1
		. . . . . . . 1
		1 1 1 1 1 1 1 1
		1 . . . . . . .`)
	for _, r := range pathRoutines {
		var asp [MaxPathSteps]Bitboard
		n, ok := r.f(A1.Bitboard(), A8.Bitboard(), mask, &asp)
		// a1, b2 (1, cutting the corner), rank 2 to g2 (6), h3 (7), rank 4
		// from g4 back to b4 (13), a5 (14), b6 to g6 (20), h7 (21), rank 8
		// from g8 to a8 (28).
		if !ok || n != 28 {
			t.Fatalf("%s: maze length %d, %v; want 28, true", r.name, n, ok)
		}
		wantLen, want, _ := referencePaths(A1.Bitboard(), A8.Bitboard(), mask)
		if wantLen != n {
			t.Fatalf("%s: BFS says %d", r.name, wantLen)
		}
		for k := range n + 1 {
			if asp[k] != want[k] || asp[k].Count() != 1 {
				t.Errorf("%s: step %d is %v, want one square %v", r.name, k, asp[k].Squares(), want[k].Squares())
			}
		}
	}
}

func TestAllShortestPathsEdgeCases(t *testing.T) {
	wall := FileDBB // separates the a–c files from the e–h files
	cases := []struct {
		name       string
		from, to   Bitboard
		mask       Bitboard
		wantLen    int
		wantOK     bool
		wantFirst  Bitboard
		wantLength Bitboard
	}{
		{"same square", E4.Bitboard(), Of(E4, H8), Universe, 0, true, E4.Bitboard(), E4.Bitboard()},
		{"neighbour", E4.Bitboard(), F5.Bitboard(), Universe, 1, true, E4.Bitboard(), F5.Bitboard()},
		{"walled off", A1.Bitboard(), H8.Bitboard(), ^wall, 0, false, 0, 0},
		{"start off the mask", A1.Bitboard(), H8.Bitboard(), ^A1.Bitboard(), 0, false, 0, 0},
		{"target off the mask", A1.Bitboard(), H8.Bitboard(), ^H8.Bitboard(), 0, false, 0, 0},
		{"empty from", 0, H8.Bitboard(), Universe, 0, false, 0, 0},
		{"lone square region", A1.Bitboard(), H8.Bitboard(), Of(A1, H8), 0, false, 0, 0},
		{"two square region", A1.Bitboard(), H8.Bitboard(), Of(A1, B2, H8), 0, false, 0, 0},
		{"only the nearer target", A1.Bitboard(), Of(C3, H8), Universe, 2, true, A1.Bitboard(), C3.Bitboard()},
		{"start squares off the path", Of(A1, H1), Of(A3), Universe, 2, true, A1.Bitboard(), A3.Bitboard()},
	}
	for _, c := range cases {
		for _, r := range pathRoutines {
			var asp [MaxPathSteps]Bitboard
			n, ok := r.f(c.from, c.to, c.mask, &asp)
			if n != c.wantLen || ok != c.wantOK {
				t.Errorf("%s: %s = %d, %v; want %d, %v", c.name, r.name, n, ok, c.wantLen, c.wantOK)
				continue
			}
			if ok && (asp[0] != c.wantFirst || asp[n] != c.wantLength) {
				t.Errorf("%s: %s: first %v last %v; want %v %v", c.name, r.name, asp[0].Squares(), asp[n].Squares(), c.wantFirst.Squares(), c.wantLength.Squares())
			}
		}
	}
}

func TestAllShortestPathsRoutinesAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 9))
	for range 50000 {
		from, to := Bitboard(rng.Uint64()&rng.Uint64()&rng.Uint64()), Bitboard(rng.Uint64()&rng.Uint64()&rng.Uint64())
		mask := Bitboard(rng.Uint64() | rng.Uint64())
		var a, b [MaxPathSteps]Bitboard
		n1, ok1 := AllShortestPaths(from, to, mask, &a)
		n2, ok2 := AllShortestPathsMoshammer(from, to, mask, &b)
		if n1 != n2 || ok1 != ok2 {
			t.Fatalf("from %#x to %#x mask %#x: %d,%v vs %d,%v", uint64(from), uint64(to), uint64(mask), n1, ok1, n2, ok2)
		}
		if ok1 && !slices.Equal(a[:n1+1], b[:n1+1]) {
			t.Fatalf("from %#x to %#x mask %#x: steps differ", uint64(from), uint64(to), uint64(mask))
		}
	}
}

func BenchmarkAllShortestPaths(b *testing.B) {
	var asp [MaxPathSteps]Bitboard
	b.Run("westcott", func(b *testing.B) {
		for range b.N {
			AllShortestPaths(E4.Bitboard(), Of(A1, H8), Universe, &asp)
		}
	})
	b.Run("moshammer", func(b *testing.B) {
		for range b.N {
			AllShortestPathsMoshammer(E4.Bitboard(), Of(A1, H8), Universe, &asp)
		}
	})
}

func TestAllShortestKnightPathsAgainstBFS(t *testing.T) {
	rng := rand.New(rand.NewPCG(2002, 76))
	found, long := 0, 0
	for i := range 20000 {
		from := randomSquares(rng, 1+rng.IntN(2))
		to := randomSquares(rng, 1+rng.IntN(2))
		mask := randomMask(rng, 12+rng.IntN(48), from|to)
		if i%10 == 0 {
			mask = Universe
		}
		wantLen, wantSteps, wantOK := referencePathsBy(from, to, mask, knightSteps)
		var asp [MaxPathSteps]Bitboard
		n, ok := AllShortestKnightPaths(from, to, mask, &asp)
		if ok != wantOK || n != wantLen {
			t.Fatalf("AllShortestKnightPaths(from %v, to %v, mask\n%v\n) = %d, %v; want %d, %v", from.Squares(), to.Squares(), mask, n, ok, wantLen, wantOK)
		}
		for k := 0; ok && k <= n; k++ {
			if asp[k] != wantSteps[k] {
				t.Fatalf("knight from %v to %v step %d:\n%v\nwant\n%v", from.Squares(), to.Squares(), k, asp[k], wantSteps[k])
			}
		}
		if ok {
			found++
			if n >= 5 {
				long++
			}
		}
	}
	if found < 5000 || found > 19000 || long == 0 {
		t.Errorf("%d of 20000 cases have a knight path, %d of 5 moves or more; the test needs both kinds", found, long)
	}
	// a1 to h8 on the whole board: six knight moves.
	var asp [MaxPathSteps]Bitboard
	if n, ok := AllShortestKnightPaths(A1.Bitboard(), H8.Bitboard(), Universe, &asp); n != 6 || !ok {
		t.Errorf("a1 to h8: %d moves, %v", n, ok)
	}
}

// TestPawnAttackCone compares the cone fill with walking each pawn forward
// square by square through the path, collecting its attacks.
func TestPawnAttackCone(t *testing.T) {
	rng := rand.New(rand.NewPCG(2002, 77))
	for range 20000 {
		pawns := randomSquares(rng, 1+rng.IntN(8))
		path := randomMask(rng, 32+rng.IntN(32), 0)
		for _, c := range []Color{White, Black} {
			dr := 1
			if c == Black {
				dr = -1
			}
			var want Bitboard
			for _, sq := range pawns.Squares() {
				f, r := int(sq.File()), int(sq.Rank())
				for {
					for _, df := range []int{-1, 1} {
						if f+df >= 0 && f+df < 8 && r+dr >= 0 && r+dr < 8 {
							want |= NewSquare(File(f+df), Rank(r+dr)).Bitboard()
						}
					}
					r += dr
					if r < 0 || r > 7 || !path.Has(NewSquare(File(f), Rank(r))) {
						break
					}
				}
			}
			if got := PawnAttackCone(c, pawns, path); got != want {
				t.Fatalf("%v pawns %v, path\n%v\ncone\n%v\nwant\n%v", c, pawns.Squares(), path, got, want)
			}
		}
	}
	// On an empty board a pawn on d2 attacks the c- and e-files from rank 3 up.
	want := (FileCBB | FileEBB) &^ (Rank1BB | Rank2BB)
	if got := PawnAttackCone(White, D2.Bitboard(), ^D2.Bitboard()); got != want {
		t.Errorf("d2's cone\n%v", got)
	}
}

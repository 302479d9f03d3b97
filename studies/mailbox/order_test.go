package mailbox

import (
	"slices"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// The thread's tables as it prints them (0x88 board, 16 squares a row, so
// its steps are the 16x16 board's): steps[] (lines 158–168 of the thread;
// each list 0-terminated, the last two lines direction numbers + 1),
// firstSlide and slides (lines 364–413).
var threadSteps = []int8{
	0,
	16, 15, 17, 0, //  1 wP
	-16, -15, -17, 0, //  5 bP
	31, -31, 33, -33, 18, -18, 14, -14, 0, //  9 N
	16, -16, 1, -1, 15, -15, 17, -17, 0, // 18 K
	16, -16, 1, -1, 15, -15, 17, -17, 0, // 27 Q   31 B
	16, -16, 1, -1, 0, // 36 R
	1, 5, 3, 7, 8, 4, 2, 6, 0, // Q & B slides in terms of direction number
	1, 5, 3, 7, 0, // R slides in terms of direction number
}

var threadFirstSlide = [256]uint8{
	45, 21, 21, 21, 21, 21, 21, 41, 69, 58, 58, 58, 58, 58, 58, 66,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	27, 0, 0, 0, 0, 0, 0, 15, 62, 49, 49, 49, 49, 49, 49, 54,
	33, 9, 9, 9, 9, 9, 9, 37, 63, 50, 50, 50, 50, 50, 50, 55,
	84, 83, 83, 83, 83, 83, 83, 91, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	86, 72, 72, 72, 72, 72, 72, 80, 0, 0, 0, 0, 0, 0, 0, 0,
	89, 77, 77, 77, 77, 77, 77, 81, 0, 0, 0, 0, 0, 0, 0, 0,
}

var threadSlides = []uint8{
	1, 5, 3, 7, 8, 4, 2, 6, 0, // 0   Q
	5, 3, 7, 4, 6, 0, // 9
	1, 5, 7, 8, 6, 0, // 15
	1, 3, 7, 8, 2, 0, // 21
	1, 5, 3, 4, 2, 0, // 27
	5, 3, 4, 0, // 33
	5, 7, 6, 0, // 37
	1, 7, 8, 0, // 41
	1, 3, 2, 0, // 45
	1, 5, 3, 7, 0, // 49, 50  R
	1, 5, 7, 0, // 54, 55
	1, 3, 7, 0, // 58
	1, 5, 3, 0, // 62, 63
	1, 7, 0, // 66
	1, 3, 0, // 69
	8, 4, 2, 6, 0, // 72  B
	4, 6, 0, // 77
	8, 6, 0, // 80, 81
	8, 2, 0, // 83, 84
	4, 2, 0, // 86
	4, 0, // 89
	8, 0, // 91
}

// threadList returns the 0-terminated list of table starting at i.
func threadList[T int8 | uint8](table []T, i int) []T {
	j := i
	for table[j] != 0 {
		j++
	}
	return table[i:j]
}

// TestThreadOrderTables checks the Thread order against the thread's own
// tables: every step list of steps[], and for every slider type and square
// the direction list of firstSlide and slides.
func TestThreadOrderTables(t *testing.T) {
	ord := &orders[Thread]
	sp := &orderSpecs[Thread]
	lists := []struct {
		name  string
		start int
		want  []int8
	}{
		{"white pawn captures", 2, sp.pawn[0][:]}, // steps[1] is the push
		{"black pawn captures", 6, sp.pawn[1][:]},
		{"knight", 9, ord.knight[:]},
		{"king", 18, ord.king[:]},
		{"queen", 27, ord.slider[trialsmodel.Queen][:ord.sliderCount[trialsmodel.Queen]]},
		{"bishop", 31, ord.slider[trialsmodel.Bishop][:ord.sliderCount[trialsmodel.Bishop]]},
		{"rook", 36, ord.slider[trialsmodel.Rook][:ord.sliderCount[trialsmodel.Rook]]},
	}
	for _, l := range lists {
		if got := threadList(threadSteps, l.start); !slices.Equal(got, l.want) {
			t.Errorf("%s: thread's steps %v, Thread order %v", l.name, got, l.want)
		}
	}
	// The direction-number lists of steps[] are the sliders' directions.
	for _, c := range []struct {
		t     uint8
		start int
	}{{trialsmodel.Queen, 41}, {trialsmodel.Rook, 50}} {
		var got []uint8
		for _, d := range threadList(threadSteps, c.start) {
			got = append(got, uint8(d-1))
		}
		if !slices.Equal(got, ord.dirs[c.t]) {
			t.Errorf("type %d: thread's direction numbers %v, Thread order %v", c.t, got, ord.dirs[c.t])
		}
	}
	// slideOffs: queen 0, rook 8, bishop 128 (columns 8–15 of the rows,
	// and rows 8–15).
	offs := map[uint8]int{trialsmodel.Queen: 0, trialsmodel.Rook: 8, trialsmodel.Bishop: 128}
	for ty, off := range offs {
		for sq := chess.Square(0); sq < 64; sq++ {
			x88 := 16*int(sq>>3) + int(sq&7)
			var want []uint8
			for _, d := range threadList(threadSlides, int(threadFirstSlide[off+x88])) {
				want = append(want, d-1)
			}
			s := Square(sq)
			got := ord.dirList[ty][s][:ord.dirCount[ty][s]]
			if !slices.Equal(got, want) {
				t.Errorf("type %d on %v: thread's slides %v, Thread order %v", ty, sq, want, got)
			}
		}
	}
}

// TestOrdersSameSets checks that every order's lists are the same sets of
// steps, and that the leaper lists hold exactly the steps that stay on the
// board.
func TestOrdersSameSets(t *testing.T) {
	sorted := func(s []int8) []int8 { s = slices.Clone(s); slices.Sort(s); return s }
	a, b := &orders[Clockwise], &orders[Thread]
	for c := 0; c < 2; c++ {
		for ty := 1; ty <= 6; ty++ {
			if !slices.Equal(sorted(a.generic[c][ty]), sorted(b.generic[c][ty])) {
				t.Errorf("color %d type %d: %v vs %v", c, ty, a.generic[c][ty], b.generic[c][ty])
			}
		}
	}
	for sq := chess.Square(0); sq < 64; sq++ {
		s := Square(sq)
		for _, o := range []*orderTables{a, b} {
			for _, l := range []struct {
				all   []int8
				list  []int8
				count int
			}{{o.knight[:], o.knightList[s][:], int(o.knightCount[s])}, {o.king[:], o.kingList[s][:], int(o.kingCount[s])}} {
				var want []int8
				for _, st := range l.all {
					if onBoard(s + uint8(st)) {
						want = append(want, st)
					}
				}
				if !slices.Equal(l.list[:l.count], want) {
					t.Errorf("%v: leaper list %v, want %v", sq, l.list[:l.count], want)
				}
			}
		}
	}
}

// TestPerftThreadOrder runs the perft suites on the board with the thread's
// direction order, which must give the suites' counts (those of the main
// generator) like the default order.
func TestPerftThreadOrder(t *testing.T) {
	limit := uint64(100_000)
	if testing.Short() {
		limit = 20_000
	}
	perft := func(p *chess.Position, depth int) uint64 {
		b, err := NewWith(p, Neighbors, Options{Order: Thread, Key: true})
		if err != nil {
			t.Fatal(err)
		}
		return b.Perft(depth)
	}
	for _, file := range []string{"cpw_perft.epd", "perftsuite.epd", "chess960_perft.epd"} {
		lim := perftsuite.Limits{MaxDepth: 7, MaxNodes: limit, Stride: 1}
		if file == "chess960_perft.epd" {
			lim.Stride = 10
		}
		perftsuite.Test(t, "../../data/perft/"+file, perft, lim)
	}
}

// keyWalk walks the full-rules move tree of b to depth, checking the
// incremental key against one computed from scratch after every make and
// every unmake; it returns the number of moves made.
func keyWalk(t *testing.T, b *Board, depth int) int {
	t.Helper()
	if depth == 0 {
		return 0
	}
	var buf [256]legalMove
	n := b.pseudoMoves(&buf)
	made := 0
	for _, m := range buf[:n] {
		b.makeLegal(m)
		if !b.leftInCheck() {
			made++
			if got, want := b.Key(), b.KeyFromScratch(); got != want {
				t.Fatalf("after %v: key %016x, from scratch %016x\n%s", toChess(m), got, want, b)
			}
			made += keyWalk(t, b, depth-1)
		}
		b.unmakeLegal()
		if got, want := b.Key(), b.KeyFromScratch(); got != want {
			t.Fatalf("after unmaking %v: key %016x, from scratch %016x\n%s", toChess(m), got, want, b)
		}
	}
	return made
}

// TestKeyPerftWalk checks the incremental key along perft walks of the
// suites' positions (castling, en passant and promotions included).
func TestKeyPerftWalk(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	ps, err := perftsuite.LoadPositions("../../data/perft/cpw_perft.epd", "../../data/perft/perftsuite.epd")
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for i := range ps {
		b, err := NewWith(&ps[i], Neighbors, Options{Key: true})
		if err != nil {
			t.Fatal(err)
		}
		if b.Key() == 0 || b.Key() != b.KeyFromScratch() {
			t.Fatalf("position %d: key %016x at setup, from scratch %016x", i, b.Key(), b.KeyFromScratch())
		}
		total += keyWalk(t, b, depth)
	}
	if total == 0 {
		t.Fatal("no move made")
	}
}

func TestOptionsRejected(t *testing.T) {
	p, _ := chess.ParseFEN(chess.StartFEN)
	for _, c := range []struct {
		l   Level
		opt Options
	}{
		{Scan, Options{LeaperLists: true}},
		{Lazy, Options{LeaperLists: true}},
		{Neighbors, Options{Order: NumOrders}},
		{Neighbors, Options{Order: -1}},
	} {
		if _, err := NewWith(&p, c.l, c.opt); err == nil {
			t.Errorf("level %v with %+v accepted", c.l, c.opt)
		}
	}
	for o := Order(0); o < NumOrders; o++ {
		if got, err := ParseOrder(o.String()); err != nil || got != o {
			t.Errorf("ParseOrder(%q) = %v, %v", o.String(), got, err)
		}
	}
	if _, err := ParseOrder("anticlockwise"); err == nil {
		t.Error("ParseOrder accepted an unknown order")
	}
}

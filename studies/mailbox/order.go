package mailbox

import "fmt"

// Options are the board's settings beyond its Level: variants of the thread
// that change how the board works but never what it generates (perft counts
// and the trials tree are the same under every option; tests check it).
type Options struct {
	// Order is the order in which pieces try their steps and directions.
	Order Order
	// LeaperLists gives knights and the king location-dependent step lists
	// (the steps that stay on the board from their square), as the thread
	// tried for the leapers after the sliders ("a similar trick for the
	// leapers just slows the thing down"). Levels Neighbors and DirLists
	// only: the capture generator those levels share uses them.
	LeaperLists bool
	// Key keeps a Zobrist key of the pieces up to date in every make, the
	// thread's three XORs (its MakeMove: the mover off from and on to, the
	// victim off to). Nothing reads it during a search (the thread's
	// repetition test was commented out): it measures what the key costs.
	Key bool
}

// Order is the order of steps and directions in the board's generators.
type Order int

const (
	// Clockwise is Westcott's order: directions clockwise from north
	// (N, NE, E, SE, S, SW, W, NW), bishops and rooks likewise, knights
	// clockwise from north-north-east, pawns east capture first.
	Clockwise Order = iota
	// Thread is the order of the thread's steps[] table: orthogonal
	// directions before diagonal ones, each followed by its opposite
	// (N, S, E, W, NW, SE, NE, SW), knights 31, -31, 33, -33, 18, -18,
	// 14, -14 in 0x88 steps, pawns west capture first; its firstSlide and
	// slides tables are the same lists with the directions that leave the
	// board at once left out (order_test.go checks that against the
	// tables as printed in the thread).
	Thread
	// NumOrders is the number of orders.
	NumOrders
)

var orderNames = [NumOrders]string{"clockwise", "thread"}

// String returns the order's name.
func (o Order) String() string {
	if o < 0 || o >= NumOrders {
		return fmt.Sprintf("Order(%d)", int(o))
	}
	return orderNames[o]
}

// ParseOrder returns the order with the given name.
func ParseOrder(s string) (Order, error) {
	for o, n := range orderNames {
		if s == n {
			return Order(o), nil
		}
	}
	return 0, fmt.Errorf("mailbox: unknown direction order %q (want %v)", s, orderNames)
}

// orderSpec gives an order by its steps on the 16x16 board (the same as the
// thread's 0x88 steps: both are 16 squares wide).
type orderSpec struct {
	pawn         [2][2]int8 // capture steps per color index
	knight, king [8]int8
	bishop, rook [4]int8
	queen        [8]int8
}

var orderSpecs = [NumOrders]orderSpec{
	Clockwise: {
		pawn:   [2][2]int8{{17, 15}, {-15, -17}},
		knight: [8]int8{33, 31, 18, 14, -14, -18, -31, -33},
		king:   [8]int8{16, 17, 1, -15, -16, -17, -1, 15},
		bishop: [4]int8{17, -15, -17, 15},
		rook:   [4]int8{16, 1, -16, -1},
		queen:  [8]int8{16, 17, 1, -15, -16, -17, -1, 15},
	},
	Thread: {
		pawn:   [2][2]int8{{15, 17}, {-15, -17}},
		knight: [8]int8{31, -31, 33, -33, 18, -18, 14, -14},
		king:   [8]int8{16, -16, 1, -1, 15, -15, 17, -17},
		bishop: [4]int8{15, -15, 17, -17},
		rook:   [4]int8{16, -16, 1, -1},
		queen:  [8]int8{16, -16, 1, -1, 15, -15, 17, -17},
	},
}

// orderTables are the tables the generators read, built from an orderSpec.
type orderTables struct {
	pawn        [2][2]int8
	knight      [8]int8
	king        [8]int8
	slider      [8][8]int8 // steps per slider type
	sliderCount [8]int
	// dirs[t] are slider type t's directions (indices of vec and of the
	// neighbor table), the same list as slider[t].
	dirs [8][]uint8
	// dirList[t][s] lists the directions a slider of type t on s can move
	// in without hitting the edge at once (the thread's location-dependent
	// direction lists, its firstSlide and slides), dirCount[t][s] how many.
	dirList  [8][256][8]uint8
	dirCount [8][256]uint8
	// generic[c][t] are the capture steps of a piece of color index c and
	// type t for the generic generator (level Scan).
	generic [2][8][]int8
	// knightList[s] and kingList[s] are the knight's and king's steps that
	// stay on the board from s (Options.LeaperLists).
	knightList, kingList   [256][8]int8
	knightCount, kingCount [256]uint8
}

var orders [NumOrders]orderTables

// buildOrders builds the orders' tables (called by init after dirOf).
func buildOrders() {
	for o := range orders {
		orders[o].build(&orderSpecs[o])
	}
}

func (t *orderTables) build(sp *orderSpec) {
	t.pawn, t.knight, t.king = sp.pawn, sp.knight, sp.king
	steps := [8][]int8{
		3: sp.bishop[:], // trialsmodel.Bishop
		4: sp.rook[:],   // trialsmodel.Rook
		5: sp.queen[:],  // trialsmodel.Queen
	}
	for k, st := range steps {
		if st == nil {
			continue
		}
		t.sliderCount[k] = copy(t.slider[k][:], st)
		for _, v := range st {
			t.dirs[k] = append(t.dirs[k], dirOf[uint8(v)])
		}
		for s := 0; s < 256; s++ {
			n := 0
			for _, d := range t.dirs[k] {
				if onBoard(uint8(s)) && onBoard(uint8(s+int(vec[d]))) {
					t.dirList[k][s][n] = d
					n++
				}
			}
			t.dirCount[k][s] = uint8(n)
		}
	}
	for c := 0; c < 2; c++ {
		t.generic[c] = [8][]int8{1: t.pawn[c][:], 2: t.knight[:], 3: sp.bishop[:], 4: sp.rook[:], 5: sp.queen[:], 6: t.king[:]}
	}
	for s := 0; s < 256; s++ {
		if !onBoard(uint8(s)) {
			continue
		}
		for _, v := range t.knight {
			if onBoard(uint8(s + int(v))) {
				t.knightList[s][t.knightCount[s]] = v
				t.knightCount[s]++
			}
		}
		for _, v := range t.king {
			if onBoard(uint8(s + int(v))) {
				t.kingList[s][t.kingCount[s]] = v
				t.kingCount[s]++
			}
		}
	}
}

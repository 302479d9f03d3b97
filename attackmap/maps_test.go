package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// TestAttackersToPageExample is the page's attacks_to[E4] diagram: e4 is
// attacked by a black rook on e8 and a black knight on f6, and defended by
// a white rook on e1 and a white pawn on d3.
func TestAttackersToPageExample(t *testing.T) {
	p, err := chess.ParseFEN("4r1k1/8/5n2/8/8/3P4/8/4R1K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	want := bitboard.MustParseDiagram(`
		. . . . 1 . . .
		. . . . . . . .
		. . . . . 1 . .
		. . . . . . . .
		. . . . . . . .
		. . . 1 . . . .
		. . . . . . . .
		. . . . 1 . . .`)
	if got := AttackersTo(&p, bitboard.E4, p.Occupied()); got != want {
		t.Errorf("attacks_to[e4]\n%v\nwant\n%v", got, want)
	}
	if got := AttackersBy(&p, bitboard.E4, chess.Black); got != bitboard.Of(bitboard.E8, bitboard.F6) {
		t.Errorf("black attackers of e4\n%v", got)
	}
	if got := AttackersTo(&p, bitboard.NoSquare, p.Occupied()); got != 0 {
		t.Errorf("AttackersTo(NoSquare) = %v", got)
	}
}

func TestMapsStartPosition(t *testing.T) {
	p := chess.StartPosition()
	wantWhite := bitboard.MustParseDiagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		1 1 1 1 1 1 1 1
		1 1 1 1 1 1 1 1
		. 1 1 1 1 1 1 .`)
	if got := Attacks(&p, chess.White); got != wantWhite {
		t.Errorf("white attacks\n%v\nwant\n%v", got, wantWhite)
	}
	if got := Attacks(&p, chess.Black); got != wantWhite.FlipVertical() {
		t.Errorf("black attacks\n%v", got)
	}
	m := Counts(&p, chess.White)
	// d2: queen, king, bishop c1, knight b1. c3: pawns b2 and d2, knight b1.
	for _, c := range []struct {
		sq   bitboard.Square
		want int
	}{{bitboard.D2, 4}, {bitboard.E2, 4}, {bitboard.C3, 3}, {bitboard.F3, 3}, {bitboard.D3, 2}, {bitboard.A1, 0}, {bitboard.B1, 1}, {bitboard.H3, 2}} {
		if got := m.At(c.sq); got != c.want {
			t.Errorf("white attacks %v %d times, want %d", c.sq, got, c.want)
		}
	}
	twice := bitboard.MustParseDiagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		1 1 1 1 1 1 1 1
		. . . 1 1 . . .
		. . . . . . . .`)
	if got := m.AtLeast(2); got != twice {
		t.Errorf("attacked at least twice\n%v\nwant\n%v", got, twice)
	}
	if XRays(&p, chess.White) != 0 {
		t.Errorf("no batteries in the start position")
	}
}

func TestXRaysBatteries(t *testing.T) {
	// Rooks a1 and a2: the a1 rook sees a3-a8 through a2. The queen c1
	// sees e3-h6 through the bishop d2. The rook a1 sees d1 and e1 through
	// the queen c1. The rook a2 behind the bishop d2 is no battery.
	p, err := chess.ParseFEN("4k3/8/8/8/8/8/R2B4/R1Q1K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	want := bitboard.MustParseDiagram(`
		1 . . . . . . .
		1 . . . . . . .
		1 . . . . . . 1
		1 . . . . . 1 .
		1 . . . . 1 . .
		1 . . . 1 . . .
		. . . . . . . .
		. . . 1 1 . . .`)
	if got := XRays(&p, chess.White); got != want {
		t.Errorf("x-rays\n%v\nwant\n%v", got, want)
	}
}

// TestMapsAgainstSquareBySquare compares the set-wise maps with square by
// square ones built from package attacks lookups and chess.AttackersTo.
func TestMapsAgainstSquareBySquare(t *testing.T) {
	for _, p := range testPositions(t) {
		occ := p.Occupied()
		for c := chess.White; c <= chess.Black; c++ {
			var union Bitboard
			for b := p.ByColor(c); b != 0; {
				union |= PieceAttacks(&p, b.PopLSB())
			}
			if got := Attacks(&p, c); got != union {
				t.Fatalf("%s: %v attacks\n%v\nwant\n%v", p.FEN(), c, got, union)
			}
			m := Counts(&p, c)
			for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
				want := p.AttackersTo(sq, occ) & p.ByColor(c)
				if got := AttackersBy(&p, sq, c); got != want {
					t.Fatalf("%s: %v attackers of %v\n%v\nwant\n%v", p.FEN(), c, sq, got, want)
				}
				if m.At(sq) != want.Count() {
					t.Fatalf("%s: %v count on %v: %d, want %d", p.FEN(), c, sq, m.At(sq), want.Count())
				}
			}
			for n := 0; n <= 6; n++ {
				var want Bitboard
				for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
					if m.At(sq) >= n {
						want |= sq.Bitboard()
					}
				}
				if got := m.AtLeast(n); got != want {
					t.Fatalf("%s: AtLeast(%d)\n%v\nwant\n%v", p.FEN(), n, got, want)
				}
			}
			if got, want := XRays(&p, c), xraysSlow(&p, c); got != want {
				t.Fatalf("%s: %v x-rays\n%v\nwant\n%v", p.FEN(), c, got, want)
			}
		}
	}
}

// xraysSlow walks every ray of every slider square by square, passing
// through own sliders that move along it.
func xraysSlow(p *chess.Position, c chess.Color) Bitboard {
	queens := p.Pieces(c, chess.Queen)
	rq, bq := p.Pieces(c, chess.Rook)|queens, p.Pieces(c, chess.Bishop)|queens
	occ := p.Occupied()
	var x Bitboard
	for _, d := range bitboard.Directions {
		sliders := rq
		if d.Diagonal() {
			sliders = bq
		}
		for b := sliders; b != 0; {
			sq := b.PopLSB()
			through := false
			for _, s := range rayOrder(d, sq) {
				if through {
					x |= s.Bitboard()
				}
				if !occ.Has(s) {
					continue
				}
				if !sliders.Has(s) {
					break
				}
				through = true
			}
		}
	}
	return x
}

// rayOrder lists the squares of the ray from sq in direction d, nearest
// first.
func rayOrder(d bitboard.Direction, sq bitboard.Square) []bitboard.Square {
	var out []bitboard.Square
	for b := attacks.Ray(d, sq); b != 0; {
		var s bitboard.Square
		if d.Positive() {
			s = b.LSB()
		} else {
			s = b.MSB()
		}
		b &^= s.Bitboard()
		out = append(out, s)
	}
	return out
}

func TestCountMap(t *testing.T) {
	var m CountMap
	for i := range 20 {
		m.Add(bitboard.Square(i % 3).Bitboard())
	}
	if m.At(bitboard.A1) != 7 || m.At(bitboard.B1) != 7 || m.At(bitboard.C1) != 6 || m.At(bitboard.D1) != 0 {
		t.Errorf("counts a1 %d, b1 %d, c1 %d, d1 %d", m.At(bitboard.A1), m.At(bitboard.B1), m.At(bitboard.C1), m.At(bitboard.D1))
	}
	if m.Exactly(6) != bitboard.C1.Bitboard() || m.AtLeast(0) != bitboard.Universe || m.AtLeast(32) != 0 {
		t.Error("Exactly/AtLeast")
	}
	if m.At(bitboard.NoSquare) != 0 {
		t.Error("At(NoSquare)")
	}
}

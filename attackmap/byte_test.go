package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

func TestAttackByte(t *testing.T) {
	// Kiwipete: e5 holds a white knight; d5 is attacked by White's pawn e4
	// and knight c3 and the queen? No: f3-e4 is blocked. By Black: the
	// pawn e6, the knights b6 and f6.
	p, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sq    bitboard.Square
		color chess.Color
		want  string
	}{
		{bitboard.D5, chess.White, "2:PN"},
		{bitboard.D5, chess.Black, "3:PN"},
		{bitboard.H3, chess.White, "2:PQ"},
		{bitboard.H3, chess.Black, "1:R"},
		{bitboard.A8, chess.White, "0"},
		{bitboard.D8, chess.Black, "3:RQK"},
	} {
		if got := Byte(&p, c.sq, c.color).String(); got != c.want {
			t.Errorf("%v byte of %v = %s, want %s", c.color, c.sq, got, c.want)
		}
	}
	b := Bytes(&p, chess.Black)
	if b[bitboard.D5] != Byte(&p, bitboard.D5, chess.Black) || b[bitboard.D5].Count() != 3 {
		t.Error("Bytes disagrees with Byte")
	}
	// Eight attackers count as seven.
	many := ByteOf(&p, p.ByColor(chess.White)&^p.ByType(chess.Pawn))
	if many.Count() != 7 || many.String() != "7:NRQK" {
		t.Errorf("white pieces' byte = %v", many)
	}
}

func TestByteDecode(t *testing.T) {
	for _, c := range []struct {
		b    AttackByte
		want []int
	}{
		{0, nil},
		{1 | BytePawn, []int{100}},
		{3 | BytePawn | ByteMinor, []int{100, 100, 300}},
		{2 | ByteRook, []int{500, 500}},
		{3 | ByteMinor | ByteQueen | ByteKing, []int{300, 900, KingValue}},
		{4 | ByteMinor | ByteKing, []int{300, 300, 300, KingValue}},
		{3 | ByteKing, []int{KingValue}},
	} {
		var vals [7]int
		n := c.b.decode(&vals)
		if n != len(c.want) {
			t.Errorf("%v decodes to %v, want %v", c.b, vals[:n], c.want)
			continue
		}
		for i := range n {
			if vals[i] != c.want[i] {
				t.Errorf("%v decodes to %v, want %v", c.b, vals[:n], c.want)
				break
			}
		}
	}
	if got := swapList(100, []int{100, 900}, []int{500}); got != 100 {
		t.Errorf("pawn takes pawn, rook may not recapture: %d", got)
	}
	if got := swapList(300, []int{300, KingValue}, []int{300}); got != 300 {
		t.Errorf("N takes N, N takes N, K takes N: %d", got)
	}
	if got := swapList(300, []int{300, KingValue}, []int{300, 500}); got != 0 {
		t.Errorf("the king may not take a defended piece: %d", got)
	}
}

// isLeastValuable reports whether m's mover is worth no more than any other
// attacker of m's target of its color.
func isLeastValuable(p *chess.Position, m chess.Move) bool {
	v := PieceValue(p.Piece(m.From()).Type())
	for b := AttackersBy(p, m.To(), p.SideToMove()); b != 0; {
		if PieceValue(p.Piece(b.PopLSB()).Type()) < v {
			return false
		}
	}
	return true
}

// TestByteSEEAgrees compares REBEL's table SEE with the bitboard SEE on every
// capture by a least valuable attacker in the test positions: they must
// agree wherever ByteSEEExact holds. Where it does not, the test counts how
// often they differ, to show the conditions are not idle.
func TestByteSEEAgrees(t *testing.T) {
	exact, inexact, differ := 0, 0, 0
	differBy := map[string]int{}
	var buf [chess.MaxMoves]chess.Move
	for _, p := range testPositions(t) {
		for _, m := range p.LegalMoves(buf[:0]) {
			if m.Kind() != chess.Normal || p.Piece(m.To()) == chess.NoPiece || !isLeastValuable(&p, m) {
				continue
			}
			see, bs := SEE(&p, m), ByteSEE(&p, m.To())
			if ByteSEEExact(&p, m.To()) {
				exact++
				if see != bs {
					t.Errorf("%s %s: SEE %d, byte SEE %d (white %v, black %v)", p.FEN(), p.UCI(m), see, bs,
						Byte(&p, m.To(), chess.White), Byte(&p, m.To(), chess.Black))
				}
			} else {
				inexact++
				if see != bs {
					differ++
					differBy[ByteSEECaveat(&p, m.To())]++
				}
			}
		}
	}
	t.Logf("%d captures where the byte scheme is exact (all agree); %d where it is not, of which %d differ, by first failed condition: %v", exact, inexact, differ, differBy)
	if exact < 1000 || differ == 0 {
		t.Errorf("too few cases: %d exact, %d differing", exact, differ)
	}
}

// TestSEEForms checks that SEEGreaterOrEqual and Exchange agree with SEE on
// every legal move of the test positions, at thresholds around the value.
func TestSEEForms(t *testing.T) {
	var buf [chess.MaxMoves]chess.Move
	moves := 0
	for _, p := range testPositions(t) {
		for _, m := range p.LegalMoves(buf[:0]) {
			moves++
			v := SEE(&p, m)
			for _, th := range [...]int{v - 1, v, v + 1, -1, 0, 1, -500, 500} {
				if got := SEEGreaterOrEqual(&p, m, th); got != (v >= th) {
					t.Fatalf("%s %s: SEE %d, SEEGreaterOrEqual(%d) = %v", p.FEN(), p.UCI(m), v, th, got)
				}
			}
			if moves%16 == 0 {
				r := Exchange(&p, m)
				if r.Value != v || r.Stop > len(r.Captures) || (m.Kind() != chess.Castling && r.Stop < 1) {
					t.Fatalf("%s %s: Exchange %+v, SEE %d", p.FEN(), p.UCI(m), r, v)
				}
			}
		}
	}
	t.Logf("%d moves", moves)
}

func TestAllocations(t *testing.T) {
	p, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := p.ParseSAN("Qxf6")
	ByteSEE(&p, bitboard.F6) // build the table first
	allocs := testing.AllocsPerRun(100, func() {
		_ = SEE(&p, m)
		_ = SEEGreaterOrEqual(&p, m, 0)
		_ = ByteSEE(&p, bitboard.F6)
		_ = ByteSEEExact(&p, bitboard.F6)
		_ = Counts(&p, chess.White)
		_ = Attacks(&p, chess.Black)
		_ = XRays(&p, chess.White)
		_, _ = PinnedByRays(&p, chess.White)
		_, _ = PinnedByXRay(&p, chess.White)
		_ = Bytes(&p, chess.White)
	})
	if allocs != 0 {
		t.Errorf("%v allocations", allocs)
	}
}

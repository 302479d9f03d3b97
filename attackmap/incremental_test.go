package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// checkMaps compares the incremental maps with the on-the-fly ones of p.
func checkMaps(t *testing.T, m *Incremental, p *chess.Position, path []chess.Move) {
	t.Helper()
	occ := p.Occupied()
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		from, to := PieceAttacks(p, sq), AttackersTo(p, sq, occ)
		switch {
		case m.From[sq] != from:
			t.Fatalf("%s after %v: From[%v]\n%v\nwant\n%v", p.FEN(), path, sq, m.From[sq], from)
		case m.To[sq] != to:
			t.Fatalf("%s after %v: To[%v]\n%v\nwant\n%v", p.FEN(), path, sq, m.To[sq], to)
		case m.SetSquares(m.Sets[sq]) != to:
			t.Fatalf("%s after %v: Sets[%v] = %#x, squares\n%v\nwant\n%v", p.FEN(), path, sq, m.Sets[sq], m.SetSquares(m.Sets[sq]), to)
		}
		for c := chess.White; c <= chess.Black; c++ {
			if half := m.Sets[sq] >> (16 * c) & 0xFFFF; m.SetSquares(half<<(16*c))&^p.ByColor(c) != 0 {
				t.Fatalf("%s after %v: %v's half of Sets[%v] holds other pieces", p.FEN(), path, c, sq)
			}
			if m.Regular() && m.Indicator(sq, c) != Byte(p, sq, c) {
				t.Fatalf("%s after %v: Indicator(%v, %v) = %v, Byte %v", p.FEN(), path, sq, c, m.Indicator(sq, c), Byte(p, sq, c))
			}
		}
	}
}

// walkMaps plays every legal move to depth on p and on m together, checks
// the maps after each move and that unmake restores them exactly. It
// returns the moves played and how many positions were irregular.
func walkMaps(t *testing.T, m *Incremental, p *chess.Position, depth int, path []chess.Move) (moves, irregular int) {
	if depth == 0 {
		return 0, 0
	}
	var buf [chess.MaxMoves]chess.Move
	for _, mv := range p.LegalMoves(buf[:0]) {
		before := struct {
			from, to [64]Bitboard
			sets     [64]uint32
		}{m.From, m.To, m.Sets}
		q := *p
		q.MakeMove(mv)
		m.Make(mv)
		path := append(path, mv)
		checkMaps(t, m, &q, path)
		moves++
		if !m.Regular() {
			irregular++
		}
		n, irr := walkMaps(t, m, &q, depth-1, path)
		moves, irregular = moves+n, irregular+irr
		m.Unmake()
		if m.From != before.from || m.To != before.to || m.Sets != before.sets {
			t.Fatalf("%s: unmake of %v does not restore the maps", p.FEN(), path)
		}
	}
	return moves, irregular
}

// TestIncrementalMaps plays the perft suites' positions two plies deep (the
// CPW positions three) with the incremental maps beside the position.
func TestIncrementalMaps(t *testing.T) {
	total, irregular := 0, 0
	for i, p := range suitePositions(t) {
		depth := 2
		if i < 7 && !testing.Short() {
			depth = 3 // cpw_perft.epd comes first
		}
		m := NewIncremental(&p)
		checkMaps(t, m, &p, nil)
		n, irr := walkMaps(t, m, &p, depth, nil)
		total, irregular = total+n, irregular+irr
	}
	if total < 500000 {
		t.Errorf("only %d moves played", total)
	}
	t.Logf("%d moves checked; %d positions irregular (a piece out of its kind's slot; Indicator not compared)", total, irregular)
}

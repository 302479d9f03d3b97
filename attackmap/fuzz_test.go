package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// FuzzSEE plays any move of any position ParseFEN accepts through every
// SEE form: SEE, SEEGreaterOrEqual and Exchange must agree, the byte SEE
// must agree where ByteSEEExact says it is exact, and nothing may panic.
func FuzzSEE(f *testing.F) {
	for _, s := range seeCases {
		f.Add(s.fen, uint8(0))
	}
	f.Add("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", uint8(7))
	f.Fuzz(func(t *testing.T, fen string, pick uint8) {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			return
		}
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			return
		}
		m := moves[int(pick)%len(moves)]
		v := SEE(&p, m)
		if r := Exchange(&p, m); r.Value != v {
			t.Fatalf("%s %s: Exchange %d, SEE %d", fen, p.UCI(m), r.Value, v)
		}
		for _, th := range []int{v - 1, v, v + 1, 0} {
			if SEEGreaterOrEqual(&p, m, th) != (v >= th) {
				t.Fatalf("%s %s: SEEGreaterOrEqual(%d) wrong for SEE %d", fen, p.UCI(m), th, v)
			}
		}
		if m.Kind() == chess.Normal && p.Piece(m.To()) != chess.NoPiece && isLeastValuable(&p, m) && ByteSEEExact(&p, m.To()) {
			if b := ByteSEE(&p, m.To()); b != v {
				t.Fatalf("%s %s: byte SEE %d, SEE %d", fen, p.UCI(m), b, v)
			}
		}
	})
}

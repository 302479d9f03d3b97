package eval

import (
	"math/rand"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// The cached evaluation must equal the uncached one: on first sight of a
// pawn structure, when the entry is found again, when it is found again
// with a king elsewhere, and after entries were replaced. Random games
// give all of these (kings walk over unchanged pawns; structures recur).
func TestEvaluatorEqualsEvaluate(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for k, w := range []*Weights{nil, randomWeights(r)} {
		v := NewEvaluator(w)
		if w == nil {
			w = defaultWeights
		}
		hits, n := 0, 0
		for _, fen := range testFENs(t, 60) {
			p := mustFEN(t, fen)
			for ply := 0; ply < 120; ply++ {
				pawns := [2]bitboard.Bitboard{p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)}
				if v.entry(pawns).pawns == pawns {
					hits++ // found in the table before this position was evaluated
				}
				for range 2 { // the second time from the cache
					if got, want := v.Evaluate(&p), EvaluateWith(&p, w); got != want {
						t.Fatalf("weights %d, %s: cached %d, uncached %d", k, p.FEN(), got, want)
					}
				}
				n++
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				p.MakeMove(ms[r.Intn(len(ms))])
			}
		}
		if n < 10000 || hits < n/4 {
			t.Fatalf("weights %d: %d positions, %d found in the cache: too few to test it", k, n, hits)
		}
	}
}

// A position without pawns and one whose pawn structure's entry was taken
// by another structure must not read a stale entry.
func TestEvaluatorNoStaleEntry(t *testing.T) {
	v := NewEvaluator(nil)
	for _, fen := range []string{
		"8/8/8/8/8/8/8/K6k w - - 0 1",
		"4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		"4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
		"4k3/pppppppp/8/8/8/8/PPPPPPPP/6K1 w - - 0 1",
		"6k1/pppppppp/8/8/8/8/PPPPPPPP/6K1 b - - 0 1",
		"4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
	} {
		p := mustFEN(t, fen)
		if got, want := v.Evaluate(&p), Evaluate(&p); got != want {
			t.Errorf("%s: cached %d, uncached %d", fen, got, want)
		}
	}
}

func TestEvaluatorAllocs(t *testing.T) {
	v := NewEvaluator(nil)
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if n := testing.AllocsPerRun(100, func() { v.Evaluate(&p) }); n != 0 {
		t.Errorf("Evaluate allocates %v times", n)
	}
}

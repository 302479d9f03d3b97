package eval

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func BenchmarkEvaluate(b *testing.B) {
	fens := testFENs(b, 50)
	pos := make([]chess.Position, len(fens))
	for i, f := range fens {
		pos[i] = mustFEN(b, f)
	}
	b.ReportAllocs()
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		sum += Evaluate(&pos[i%len(pos)])
	}
	_ = sum
}

// The pawn patterns from package pawns against the first own
// implementation (kept in eval_test.go as the reference).
func BenchmarkPawnStructure(b *testing.B) {
	fens := testFENs(b, 50)
	pos := make([]chess.Position, len(fens))
	for i, f := range fens {
		pos[i] = mustFEN(b, f)
	}
	for _, impl := range []struct {
		name string
		f    func(chess.Color, chess.Bitboard, chess.Bitboard) pawnFacts
	}{{"pawns", pawnStructure}, {"reference", refPawnStructure}} {
		b.Run(impl.name, func(b *testing.B) {
			b.ReportAllocs()
			var sink chess.Bitboard
			for i := 0; i < b.N; i++ {
				p := &pos[i%len(pos)]
				f := impl.f(chess.White, p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn))
				sink |= f.passed
			}
			_ = sink
		})
	}
}

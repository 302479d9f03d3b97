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

package polyglot

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func BenchmarkKey(b *testing.B) {
	p := chess.StartPosition()
	var sink uint64
	for b.Loop() {
		sink ^= Key(&p)
	}
	_ = sink
}

// BenchmarkMoves looks up the start position (3 entries) in a book of
// 1062 entries and decodes its moves.
func BenchmarkMoves(b *testing.B) {
	book, err := Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		b.Fatal(err)
	}
	p := chess.StartPosition()
	for b.Loop() {
		if len(book.Moves(&p)) == 0 {
			b.Fatal("no moves")
		}
	}
}

package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// benchCaptures returns the legal captures of Kiwipete and its position.
func benchCaptures(b *testing.B) (chess.Position, []chess.Move) {
	p, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	return p, p.Generate(chess.Captures, nil)
}

// BenchmarkSEE scores every capture of Kiwipete (8 captures) per op.
func BenchmarkSEE(b *testing.B) {
	p, moves := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			_ = SEE(&p, m)
		}
	}
}

// BenchmarkSEEGreaterOrEqual is the same captures with threshold 0.
func BenchmarkSEEGreaterOrEqual(b *testing.B) {
	p, moves := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			_ = SEEGreaterOrEqual(&p, m, 0)
		}
	}
}

// BenchmarkByteSEE is the table lookup for the same target squares,
// building both attack bytes each time.
func BenchmarkByteSEE(b *testing.B) {
	p, moves := benchCaptures(b)
	ByteSEE(&p, moves[0].To())
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			_ = ByteSEE(&p, m.To())
		}
	}
}

// BenchmarkByteSEETable builds REBEL's table once per op.
func BenchmarkByteSEETable(b *testing.B) {
	for b.Loop() {
		buildByteSEETable()
	}
}

func BenchmarkCounts(b *testing.B) {
	p, _ := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = Counts(&p, chess.White)
	}
}

func BenchmarkAttacks(b *testing.B) {
	p, _ := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = Attacks(&p, chess.White)
	}
}

func BenchmarkPinnedByXRay(b *testing.B) {
	p, _ := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = PinnedByXRay(&p, chess.White)
	}
}

func BenchmarkPinnedByRays(b *testing.B) {
	p, _ := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = PinnedByRays(&p, chess.White)
	}
}

// BenchmarkPinnedChess is the peer: chess.Position.Pinned.
func BenchmarkPinnedChess(b *testing.B) {
	p, _ := benchCaptures(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = p.Pinned(chess.White)
	}
}

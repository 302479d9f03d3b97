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

var sinkBB Bitboard

// BenchmarkAttackMaps measures keeping ATKFR/ATKTO and the piece sets
// through one move of Kiwipete (every legal move in turn), against making
// the move on the position alone and computing the maps on the fly.
func BenchmarkAttackMaps(b *testing.B) {
	p, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	moves := p.LegalMoves(nil)
	b.Run("make-only", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			q := p
			q.MakeMove(moves[i%len(moves)])
			sinkBB = q.Occupied()
		}
	})
	b.Run("incremental-make-unmake", func(b *testing.B) {
		m := NewIncremental(&p)
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			q := p
			q.MakeMove(moves[i%len(moves)])
			m.Make(moves[i%len(moves)])
			m.Unmake()
		}
	})
	b.Run("on-the-fly-all-squares", func(b *testing.B) {
		var to [64]Bitboard
		for i := 0; b.Loop(); i++ {
			q := p
			q.MakeMove(moves[i%len(moves)])
			occ := q.Occupied()
			for sq := range to {
				to[sq] = AttackersTo(&q, Square(sq), occ)
			}
		}
		sinkBB = to[0]
	})
}

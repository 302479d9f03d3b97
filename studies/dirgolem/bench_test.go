package dirgolem

import (
	"fmt"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// The peer of each DirGolem benchmark is the same work by package chess,
// measured in the same run: compare with benchstat.

func benchPerft(b *testing.B, fen string, depth int, perft func(*chess.Position, int) uint64) {
	p := mustFEN(b, fen)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes = perft(&p, depth)
	}
	b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// BenchmarkPerft runs both generators on the same positions; compare the
// gen=dirgolem and gen=main columns with "benchstat -col /gen".
func BenchmarkPerft(b *testing.B) {
	for _, c := range []struct {
		name, fen string
		depth     int
	}{{"start", chess.StartFEN, 5}, {"kiwipete", kiwipete, 4}} {
		for _, g := range []struct {
			name  string
			perft func(*chess.Position, int) uint64
		}{{"dirgolem", Perft}, {"main", chess.Perft}} {
			b.Run(fmt.Sprintf("pos=%s/depth=%d/gen=%s", c.name, c.depth, g.name), func(b *testing.B) {
				benchPerft(b, c.fen, c.depth, g.perft)
			})
		}
	}
}

// BenchmarkGenerate is one DirGolem generation plus serialisation.
func BenchmarkGenerate(b *testing.B) {
	p := mustFEN(b, kiwipete)
	var buf [chess.MaxMoves]chess.Move
	b.ReportAllocs()
	for b.Loop() {
		var t Targets
		Generate(&p, &t)
		_ = t.AppendMoves(&p, buf[:0])
	}
}

// BenchmarkGenerateMain is the same for package chess.
func BenchmarkGenerateMain(b *testing.B) {
	p := mustFEN(b, kiwipete)
	var buf [chess.MaxMoves]chess.Move
	b.ReportAllocs()
	for b.Loop() {
		_ = p.GenerateInto(chess.AllMoves, &buf)
	}
}

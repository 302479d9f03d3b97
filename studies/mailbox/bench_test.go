package mailbox

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// BenchmarkPerft is full-rules perft(3) of Kiwipete on the mailbox board.
func BenchmarkPerft(b *testing.B) {
	bd, _ := ParseFEN(kiwipete, Neighbors)
	b.ReportAllocs()
	for b.Loop() {
		if n := bd.Perft(3); n != 97862 {
			b.Fatal(n)
		}
	}
}

// BenchmarkCapturesMakeUnmake generates all captures of Kiwipete at each
// level and makes and unmakes each: the board's share of a quiescence node.
func BenchmarkCapturesMakeUnmake(b *testing.B) {
	p, _ := chess.ParseFEN(kiwipete)
	for l := Level(0); l < NumLevels; l++ {
		b.Run(l.String(), func(b *testing.B) {
			bd, _ := New(&p, l)
			var buf [256]trialsmodel.Move
			b.ReportAllocs()
			for b.Loop() {
				stage := trialsmodel.StageFirst
				for stage < trialsmodel.StageDone {
					n, next := bd.Captures(stage, trialsmodel.NoFloor, &buf)
					for _, m := range buf[:n] {
						bd.Make(m)
						bd.Unmake()
					}
					stage = next
				}
			}
		})
	}
}

package uci_test

import (
	"context"
	"testing"

	"github.com/westcott-chess/westcott/formats/uci"
)

// A typical Stockfish 15.1 line at depth 20.
const sfInfo = "info depth 20 seldepth 27 multipv 1 score cp 35 wdl 101 855 44 nodes 1480411 nps 1199037 hashfull 611 tbhits 0 time 1235 pv e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4 f1e1 e4d6 f3e5 f8e7 b5f1 c6e5 e1e5 e8g8 d2d4 e7f6 e5e1"

func BenchmarkParseInfo(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := uci.ParseInfo(sfInfo); err != nil {
			b.Fatal(err)
		}
	}
}

// benchStockfish starts Stockfish for a benchmark, or skips it.
func benchStockfish(b *testing.B) *uci.Engine {
	b.Helper()
	if _, err := uci.LookPath("stockfish"); err != nil {
		b.Skip("stockfish not installed")
	}
	e, err := uci.Start(context.Background(), uci.Config{Path: "stockfish"})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	return e
}

// BenchmarkIsReadyStockfish is the floor of any driver: one isready/readyok
// round trip through the pipes.
func BenchmarkIsReadyStockfish(b *testing.B) {
	e := benchStockfish(b)
	ctx := context.Background()
	for b.Loop() {
		if err := e.IsReady(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGoNodes1Stockfish is one move request: position, go nodes 1,
// info lines and bestmove.
func BenchmarkGoNodes1Stockfish(b *testing.B) {
	e := benchStockfish(b)
	ctx := context.Background()
	moves := []string{"e2e4", "e7e5", "g1f3"}
	for b.Loop() {
		if err := e.Position("", moves); err != nil {
			b.Fatal(err)
		}
		if _, err := e.Go(ctx, uci.Limits{Nodes: 1}, func(uci.Info) {}); err != nil {
			b.Fatal(err)
		}
	}
}

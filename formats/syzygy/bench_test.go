package syzygy_test

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

func referencePositions(b *testing.B) []chess.Position {
	var ps []chess.Position
	for _, r := range readReference(b) {
		p, err := chess.ParseFEN(r.fen)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// BenchmarkProbeWDL probes the reference positions in turn, the tables
// mapped and parsed already (cached): the cost the search pays per probe.
func BenchmarkProbeWDL(b *testing.B) {
	tb := openTables(b)
	ps := referencePositions(b)
	for i := range ps {
		tb.ProbeWDL(&ps[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := tb.ProbeWDL(&ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProbeWDLCold opens the tables afresh for every probe, so each
// probe maps and parses its file first (the page cache stays warm): the
// cost of a table's first probe.
func BenchmarkProbeWDLCold(b *testing.B) {
	p, err := chess.ParseFEN("8/8/8/4k3/8/8/2QK4/6r1 w - - 0 1") // KQvKR, 1.3 MB of WDL file
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb, err := syzygy.Open(tablesDir)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := tb.ProbeWDL(&p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkProbeDTZ probes the reference positions' DTZ, cached.
func BenchmarkProbeDTZ(b *testing.B) {
	tb := openTables(b)
	ps := referencePositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, _, err := tb.ProbeDTZ(&ps[i%len(ps)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRootMoves ranks every move of the reference positions by DTZ,
// cached: what the engine does once at the root of a search.
func BenchmarkRootMoves(b *testing.B) {
	tb := openTables(b)
	ps := referencePositions(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := tb.RootMoves(&ps[i%len(ps)], true); err != nil {
			b.Fatal(err)
		}
	}
}

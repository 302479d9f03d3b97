package chess

import "testing"

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func benchPerft(b *testing.B, fen string, depth int) {
	p, err := ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		nodes += Perft(&p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnps")
}

func BenchmarkPerftStart5(b *testing.B)    { benchPerft(b, StartFEN, 5) }
func BenchmarkPerftKiwipete4(b *testing.B) { benchPerft(b, kiwipete, 4) }

// BenchmarkGenerate measures one full legal move generation.
func BenchmarkGenerate(b *testing.B) {
	p, _ := ParseFEN(kiwipete)
	var buf [MaxMoves]Move
	for b.Loop() {
		p.GenerateInto(AllMoves, &buf)
	}
}

// BenchmarkMakeUnmake measures making and taking back each of Kiwipete's 48 moves.
func BenchmarkMakeUnmake(b *testing.B) {
	p, _ := ParseFEN(kiwipete)
	moves := p.LegalMoves(nil)
	for b.Loop() {
		for _, m := range moves {
			u := p.MakeMove(m)
			p.UnmakeMove(m, u)
		}
	}
}

// BenchmarkCopyMake measures copying the position and making each of
// Kiwipete's 48 moves on the copy.
func BenchmarkCopyMake(b *testing.B) {
	p, _ := ParseFEN(kiwipete)
	moves := p.LegalMoves(nil)
	for b.Loop() {
		for _, m := range moves {
			c := p
			c.MakeMove(m)
			sinkKey ^= c.key
		}
	}
}

var sinkKey uint64

// BenchmarkParseSAN resolves each of Kiwipete's 48 moves from its SAN.
func BenchmarkParseSAN(b *testing.B) {
	p, _ := ParseFEN(kiwipete)
	var sans []string
	for _, m := range p.LegalMoves(nil) {
		sans = append(sans, p.SAN(m))
	}
	for b.Loop() {
		for _, s := range sans {
			if _, err := p.ParseSAN(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkSAN formats each of Kiwipete's 48 moves.
func BenchmarkSAN(b *testing.B) {
	p, _ := ParseFEN(kiwipete)
	moves := p.LegalMoves(nil)
	for b.Loop() {
		for _, m := range moves {
			_ = p.SAN(m)
		}
	}
}

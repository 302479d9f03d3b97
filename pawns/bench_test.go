package pawns_test

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

var benchSink bitboard.Bitboard

func benchStructures() [][2]bitboard.Bitboard {
	rng := rand.New(rand.NewPCG(7, 7))
	out := make([][2]bitboard.Bitboard, 256)
	for i := range out {
		out[i][0], out[i][1] = randomStructure(rng)
	}
	return out
}

// BenchmarkPassed is the cheapest kind of pattern: a few shifts and fills.
func BenchmarkPassed(b *testing.B) {
	s := benchStructures()
	b.ReportAllocs()
	b.ResetTimer()
	var sink bitboard.Bitboard
	for i := 0; i < b.N; i++ {
		p := s[i&255]
		sink ^= pawns.Passed(bitboard.White, p[0], p[1]) ^ pawns.Passed(bitboard.Black, p[1], p[0])
	}
	benchSink = sink
}

// BenchmarkCandidates includes the per-pawn loop of Supported.
func BenchmarkCandidates(b *testing.B) {
	s := benchStructures()
	b.ReportAllocs()
	b.ResetTimer()
	var sink bitboard.Bitboard
	for i := 0; i < b.N; i++ {
		p := s[i&255]
		sink ^= pawns.Candidates(bitboard.White, p[0], p[1]) ^ pawns.Candidates(bitboard.Black, p[1], p[0])
	}
	benchSink = sink
}

// BenchmarkAllPatterns computes every pattern of Patterns for both colors.
func BenchmarkAllPatterns(b *testing.B) {
	s := benchStructures()
	b.ReportAllocs()
	b.ResetTimer()
	var sink bitboard.Bitboard
	for i := 0; i < b.N; i++ {
		p := s[i&255]
		for _, pat := range pawns.Patterns {
			sink ^= pat.Set(bitboard.White, p[0], p[1]) ^ pat.Set(bitboard.Black, p[1], p[0])
		}
		n, islands := pawns.Islands(p[0])
		sink ^= islands[n&3] ^ bitboard.Bitboard(pawns.Distortion(bitboard.White, p[0])+pawns.Dispersion(p[1]))
	}
	benchSink = sink
}

package epd

import (
	"errors"
	"testing"
)

// FuzzParseRoundTrip parses arbitrary lines: never a panic, every error an
// *Error with a column inside the line (or just after it), and every record
// that parses formats and parses back to the same record.
func FuzzParseRoundTrip(f *testing.F) {
	for _, s := range []string{
		`2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";`,
		`1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - bm f5; id "STS(v1.0) Undermine.001"; c0 "f5=10, Be5+=2, Bf2=3, Bg4=2"; c7 "f5 Be5+ Bf2 Bg4"; c8 "10 2 3 2"; c9 "f4f5 d4e5 d4f2 f3g4";`,
		`bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528 ;D3 12189`,
		`r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - pv Bb5 a6 Ba4; acd 22; ce -35; hmvc 2; fmvn 3; foo "x;y" 7`,
		`8/8/8/8/8/8/8/K6k w - - am Kb2 Ka2`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r, err := Parse(line)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Line != 1 || e.Column < 1 || e.Column > len(line)+1 {
				t.Fatalf("%q: error %#v", line, err)
			}
			return
		}
		roundTrip(t, r)
	})
}

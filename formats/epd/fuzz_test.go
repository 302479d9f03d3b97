package epd

import (
	"errors"
	"reflect"
	"strings"
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

// FuzzReadPerftSuite reads arbitrary text as a perft suite: never a panic,
// an error names a line of the text and a column inside it (or just after
// it), and a suite read has counts in every record, each record being what
// Parse makes of the line it names.
func FuzzReadPerftSuite(f *testing.F) {
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n",
		"# suite\n\nbqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 ;D1 21 ;D2 528\r\n8/8/8/8/8/8/8/K6k w - - D2 9; id \"kings\"; D1 3;\n",
		"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n8/8/8/8/8/8/8/K6k w - - 0 1\n",
		"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 18446744073709551615 ;D0 1",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Split(strings.TrimPrefix(text, "\xef\xbb\xbf"), "\n")
		for i := range lines {
			lines[i] = strings.TrimSuffix(lines[i], "\r")
		}
		suite, err := ReadPerftSuite(strings.NewReader(text), "")
		if err != nil {
			var e *Error
			switch {
			case errors.Is(err, ErrNoRecords):
			case errors.As(err, &e):
				if e.Line < 1 || e.Line > len(lines) || e.Column < 1 || e.Column > len(lines[e.Line-1])+1 {
					t.Fatalf("%q: error %v outside the text", text, err)
				}
			default:
				t.Fatalf("%q: error %v is no *Error", text, err)
			}
			return
		}
		if len(suite) == 0 {
			t.Fatalf("%q: no records and no error", text)
		}
		for i, r := range suite {
			if len(r.Counts) == 0 || i > 0 && r.Line <= suite[i-1].Line {
				t.Fatalf("%q: record %d: line %d, %d counts", text, i, r.Line, len(r.Counts))
			}
			again, err := Parse(lines[r.Line-1])
			if err != nil || !reflect.DeepEqual(again, r.Record) {
				t.Fatalf("%q: line %d parses as %+v, %v; read as %+v", text, r.Line, again, err, r.Record)
			}
		}
	})
}

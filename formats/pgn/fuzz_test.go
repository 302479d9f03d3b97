package pgn

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzReader reads arbitrary input: the reader must never panic or loop,
// every error must be an *Error with a position inside the input (or
// ErrBinary, repeated, for a NUL byte), and every game read without error must survive a round trip
// through the Writer unchanged.
func FuzzReader(f *testing.F) {
	for _, name := range []string{"tricky/notnil-0005.pgn", "tricky/python-chess-cutechess-fischerrandom.pgn",
		"tricky/python-chess-anastasian-lewis.pgn", "tricky/notnil-0015.pgn", "tricky/python-chess-utf8-bom.pgn"} {
		data, err := os.ReadFile(filepath.Join(dataDir, name))
		if err != nil {
			f.Fatal(err)
		}
		if len(data) > 1200 {
			data = data[:1200]
		}
		f.Add(string(data))
	}
	for _, s := range []string{
		"[Event \"x\"]\n\n1. e4 e5 (1... c5 {Sicilian} 2. Nf3 $1 (2. c3)) 2. Nf3 !? 1-0\n",
		"% escape\n1. e4 ; comment } here\n1... e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
		"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n40... Kd7 -- Ke6 *",
		"[Variant \"Chess960\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n1. d4 d5 2. Nf3 Nf6 3. O-O O-O *",
		"1. e4 e5 2. Ke3 *\n[Event \"2\"]\n1. d4 *",
		"{unclosed\n1. e4",
		"( ) $ [ ] < > e.p. +- =/+ 0000 Z0 1/2-1/2",
		"1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 e5 7.Nb3 Be6 8.f3 Be7 9.Qd2 O-O 10.O-O-O Nbd7 11.g4 b5 12.g5 b4 13.Ne2 Ne8 14.f4 a5 15.f5 a4 16.Nbd4 exd4 17.Nxd4 b3 18.Kb1 bxc2+ 19.Nxc2 Bb3 20.axb3 axb3 21.Na3 Ra1+ 0-1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		lines := strings.Count(input, "\n") + 1
		r := NewReader(strings.NewReader(input))
		for n := 0; ; n++ {
			if n > len(input)+1 {
				t.Fatalf("more games than bytes: the reader is not advancing")
			}
			g, err := r.Read()
			if err == io.EOF {
				return
			}
			if errors.Is(err, ErrBinary) {
				if !strings.Contains(input, "\x00") {
					t.Fatalf("%v, but the input has no NUL byte", err)
				}
				if _, again := r.Read(); again != err {
					t.Fatalf("%v, then %v: not repeated", err, again)
				}
				return
			}
			if err != nil {
				var perr *Error
				if !errors.As(err, &perr) {
					t.Fatalf("error %T %v is not a *pgn.Error", err, err)
				}
				if perr.Line < 1 || perr.Line > lines || perr.Column < 1 || perr.StartLine > perr.Line {
					t.Fatalf("error %v: position outside the input (%d lines)", err, lines)
				}
				continue
			}
			roundTrip(t, g)
		}
	})
}

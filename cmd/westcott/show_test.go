package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/studies/bitview"
)

func runShowArgs(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(append([]string{"show"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// The golden outputs below were checked by hand: the start position's
// attack map and counts (d2 and e2 are attacked four times: queen, king,
// bishop and knight), the seed page "All Shortest Paths" example (e4 to a1
// and h8, four moves, the page's five bitboards numbered 0-4 in one
// diagram), and the battery exchange of the attackmap tests.
var showGolden = []struct {
	args []string
	want string
}{
	{[]string{"-what", "attacks:white,counts:white"}, `attacks:white — squares white attacks (22)
8  r n b q k b n r    . . . . . . . .
7  p p p p p p p p    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . . . . . . .    . . . . . . . .
4  . . . . . . . .    . . . . . . . .
3  . . . . . . . .    1 1 1 1 1 1 1 1
2  P P P P P P P P    1 1 1 1 1 1 1 1
1  R N B Q K B N R    . 1 1 1 1 1 1 .
   a b c d e f g h    a b c d e f g h

counts:white — how many of white's pieces attack each square (at most 4; twice or more: 10 squares)
8  r n b q k b n r    . . . . . . . .
7  p p p p p p p p    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . . . . . . .    . . . . . . . .
4  . . . . . . . .    . . . . . . . .
3  . . . . . . . .    2 2 3 2 2 3 2 2
2  P P P P P P P P    1 1 1 4 4 1 1 1
1  R N B Q K B N R    . 1 1 1 1 1 1 .
   a b c d e f g h    a b c d e f g h

`},
	{[]string{"-fen", "7k/8/8/8/8/8/8/K7 w - - 0 1", "-what", "paths:e4-a1+h8"}, `paths:e4-a1+h8 — all shortest king paths on the empty board, 4 moves; each square shows the move that reaches it
8  . . . . . . . k    . . . . . . . 4
7  . . . . . . . .    . . . . . . 3 3
6  . . . . . . . .    . . . . . 2 2 .
5  . . . . . . . .    . . . . 1 1 . .
4  . . . . . . . .    . . . 1 0 . . .
3  . . . . . . . .    . . 2 1 . . . .
2  . . . . . . . .    . 3 2 . . . . .
1  K . . . . . . .    4 3 . . . . . .
   a b c d e f g h    a b c d e f g h

`},
	{[]string{"-fen", "3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "-what", "xrays:white,attackers:d5", "-see", "Rd2xd5"}, `xrays:white — squares white's sliders attack through their own batteries (3)
8  . . . r . . k .    . . . . . . . .
7  . . . . . . . .    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . . p . . . .    . . . 1 . . . .
4  . . . . . . . .    . . . 1 . . . .
3  . . . . . . . .    . . . 1 . . . .
2  . . . R . . . .    . . . . . . . .
1  . . . R . . K .    . . . . . . . .
   a b c d e f g h    a b c d e f g h

attackers:d5 — white d2 (byte 1:R), black d8 (byte 1:R) (2)
8  . . . r . . k .    . . . 1 . . . .
7  . . . . . . . .    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . . p . . . .    . . . . . . . .
4  . . . . . . . .    . . . . . . . .
3  . . . . . . . .    . . . . . . . .
2  . . . R . . . .    . . . 1 . . . .
1  . . . R . . K .    . . . . . . . .
   a b c d e f g h    a b c d e f g h

SEE of Rxd5 (d2d5): 100
   1. Rd2xd5  gains 100
   2. rd8xd5  gains 500   (would not pay: not played)
   3. Rd1xd5  gains 500   (would not pay: not played)
byte SEE (Ed Schröder's table) on d5: -400, bytes white 1:R, black 1:R; not exact here (x-ray)
`},
	// White's d5 is passed (no black pawn in front on the c-, d- or
	// e-file) and isolated (no white pawn on the c- or e-file).
	{[]string{"-fen", "4k3/pp3ppp/8/2pP4/8/8/PP3PPP/4K3 w - - 0 1", "-what", "passed:white,isolated"}, `passed:white — passed pawns: outside the opposing front spans and front attack spans (1)
8  . . . . k . . .    . . . . . . . .
7  p p . . . p p p    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . p P . . . .    . . . 1 . . . .
4  . . . . . . . .    . . . . . . . .
3  . . . . . . . .    . . . . . . . .
2  P P . . . P P P    . . . . . . . .
1  . . . . K . . .    . . . . . . . .
   a b c d e f g h    a b c d e f g h

isolated:white — pawns with no own pawn on an adjacent file (1)
8  . . . . k . . .    . . . . . . . .
7  p p . . . p p p    . . . . . . . .
6  . . . . . . . .    . . . . . . . .
5  . . p P . . . .    . . . 1 . . . .
4  . . . . . . . .    . . . . . . . .
3  . . . . . . . .    . . . . . . . .
2  P P . . . P P P    . . . . . . . .
1  . . . . K . . .    . . . . . . . .
   a b c d e f g h    a b c d e f g h

`},
}

func TestShowGolden(t *testing.T) {
	for _, g := range showGolden {
		out, errs, code := runShowArgs(t, g.args...)
		if code != exitOK {
			t.Errorf("%v: exit %d: %s", g.args, code, errs)
			continue
		}
		if out != g.want {
			t.Errorf("%v:\ngot\n%s\nwant\n%s", g.args, out, g.want)
		}
	}
}

// TestShowEveryName draws every listed name, with and without a color, on
// positions with checks, pins, promotions and Chess960 castling.
func TestShowEveryName(t *testing.T) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"4r1k1/8/8/8/8/5n2/8/4K3 w - - 0 1", // double check
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	}
	args := map[string][]string{
		"SQUARE":  {"e4", "h8"},
		"FROM-TO": {"a1-h8", "e4-a1+h8", "b2-b2"},
		"DIR":     {"", "north", "sosowe"},
		"COLOR":   {"", "white", "b"},
		"":        {""},
	}
	listing, _, code := runShowArgs(t, "-list")
	if code != exitOK {
		t.Fatalf("-list: exit %d", code)
	}
	for _, name := range showNames() {
		f, _ := bitview.Lookup(name)
		if !strings.Contains(listing, "  "+name) {
			t.Errorf("-list lacks %s", name)
		}
		for _, fen := range fens {
			for _, a := range args[f.Arg] {
				item := name
				if a != "" {
					item += ":" + a
				}
				out, errs, code := runShowArgs(t, "-fen", fen, "-what", item)
				if code != exitOK || errs != "" || !strings.Contains(out, "   a b c d e f g h    a b c d e f g h\n") {
					t.Errorf("%s on %s: exit %d, stderr %q, output\n%s", item, fen, code, errs, out)
				}
			}
		}
	}
	if n := len(showNames()); n < 60 {
		t.Errorf("only %d names", n)
	}
}

func TestShowSEE(t *testing.T) {
	for _, c := range []struct{ fen, move, want string }{
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "f3h3", "SEE of Qxh3 (f3h3): -300\n"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "gxh3", "SEE of gxh3 (g2h3): 100\n"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "O-O", "castling exchanges nothing"},
		{"3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1", "exd6", "SEE of exd6 (e5d6): 100\n   1. Pe5xd6  gains 100\n"},
		{"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=N", "SEE of a8=N (a7a8n): -100\n"},
	} {
		out, errs, code := runShowArgs(t, "-fen", c.fen, "-see", c.move)
		if code != exitOK || !strings.Contains(out, c.want) {
			t.Errorf("-see %s: exit %d %s\n%s\nwant %q", c.move, code, errs, out, c.want)
		}
	}
}

// TestShowSVG: -svg writes a document that encoding/xml parses with an svg
// root, -flip changes it, and each -what set is a titled layer with its
// digits written in.
func TestShowSVG(t *testing.T) {
	const fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	plain, errs, code := runShowArgs(t, "-svg", "-fen", fen)
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	flipped, _, _ := runShowArgs(t, "-svg", "-flip", "-fen", fen)
	if plain == flipped {
		t.Error("-flip drew the same picture")
	}
	layered, errs, code := runShowArgs(t, "-svg", "-fen", fen, "-what", "attacks:white,counts:black", "-arrows", "e5f7,f3f3", "-highlight", "e1")
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var legend []string
	counts := map[string]string{}
	arrows, highlights := 0, 0
	for _, doc := range []string{plain, flipped, layered} {
		d := xml.NewDecoder(strings.NewReader(doc))
		var stack []string // the class of each open element
		first := true
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("not XML: %v", err)
			}
			switch tok := tok.(type) {
			case xml.StartElement:
				if first && (tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg") {
					t.Fatalf("root %v", tok.Name)
				}
				first = false
				class := ""
				for _, a := range tok.Attr {
					if a.Name.Local == "class" {
						class = a.Value
					}
				}
				if doc == layered && class == "arrow" {
					arrows++
				}
				if doc == layered && class == "highlight" {
					highlights++
				}
				stack = append(stack, class)
			case xml.EndElement:
				stack = stack[:len(stack)-1]
			case xml.CharData:
				if doc != layered || len(stack) < 2 {
					continue
				}
				switch stack[len(stack)-2] {
				case "legend":
					legend = append(legend, string(tok))
				case "labels":
					counts[string(tok)] = "seen"
				}
			}
		}
	}
	if len(legend) < 2 || !strings.HasPrefix(legend[0], "attacks:white") || !strings.Contains(strings.Join(legend, " "), "counts:black") {
		t.Errorf("legend %q, want the two sets' titles", legend)
	}
	// Black's pieces attack some squares once and some twice in Kiwipete.
	if counts["1"] == "" || counts["2"] == "" {
		t.Errorf("counts:black wrote %v, want 1s and 2s", counts)
	}
	if arrows != 2 || highlights != 1 {
		t.Errorf("%d arrows and %d highlights, want 2 and 1", arrows, highlights)
	}
}

func TestShowBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-what", "nonsense"}, `unknown name "nonsense"`},
		{[]string{"-what", "attacks:purple"}, `bad color "purple"`},
		{[]string{"-what", "attackers"}, "attackers needs a square"},
		{[]string{"-what", "attackers:z9"}, `bad square "z9"`},
		{[]string{"-what", "checkers:white"}, "checkers takes no argument"},
		{[]string{"-what", "dirgolem:up"}, `bad direction "up"`},
		{[]string{"-what", "paths:e4"}, `bad path "e4"`},
		{[]string{"-what", "paths:e4-i9"}, `bad square "i9"`},
		{[]string{"-what", "attacks,"}, `unknown name ""`},
		{[]string{"-fen", "8/8/8 w - - 0 1", "-what", "attacks"}, "invalid FEN"},
		{[]string{"-see", "e5"}, `illegal move "e5"`},
		{[]string{"-see", "e2e5"}, `illegal move "e2e5"`},
		{[]string{}, "nothing to show"},
		{[]string{"-what", "attacks", "extra"}, "unexpected argument"},
		{[]string{"-svg", "-see", "e4"}, "not with -svg"},
		{[]string{"-flip", "-what", "attacks"}, "give -svg"},
		{[]string{"-arrows", "e2e4"}, "give -svg"},
		{[]string{"-svg", "-arrows", "e2e4,e9e4"}, `-arrows: "e9e4"`},
		{[]string{"-svg", "-arrows", "e2"}, `-arrows: "e2"`},
		{[]string{"-svg", "-highlight", "e4,,d5"}, `-highlight: ""`},
		{[]string{"-svg", "-what", "nonsense"}, `unknown name "nonsense"`},
	} {
		out, errs, code := runShowArgs(t, c.args...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want %d", c.args, code, exitUsage)
		}
		if out != "" {
			t.Errorf("%v: wrote to stdout: %s", c.args, out)
		}
		if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) || !strings.HasPrefix(errs, "westcott show: ") {
			t.Errorf("%v: stderr %q, want one line containing %q", c.args, errs, c.want)
		}
	}
}

// Every diagram's title begins with the name it was asked for, so that a
// renamed family ("pawn-attacks", "spans") does not pass for another one.
func TestShowTitlesNameTheFamily(t *testing.T) {
	for _, name := range showNames() {
		if f, _ := bitview.Lookup(name); f.Arg != "COLOR" {
			continue
		}
		out, errs, code := runShowArgs(t, "-what", name+":black")
		if code != exitOK || !strings.HasPrefix(out, name+":black ") {
			t.Errorf("-what %s:black: exit %d, stderr %q, title %q", name, code, errs, strings.SplitN(out, "\n", 2)[0])
		}
	}
}

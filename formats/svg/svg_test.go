package svg_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/svg"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata from the current output")

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// goldens are the pictures kept in testdata, each looked at, rendered by
// rsvg-convert, before it was kept: the start position;
// Kiwipete from Black's side with every kind of decoration; an empty board
// with the seed page's shortest king paths e4 to a1 and h8 as numbered marks.
var goldens = []struct {
	name string
	fen  string // "" for the empty board
	opts svg.Options
}{
	{"start", chess.StartFEN, svg.Options{}},
	{"kiwipete-black", kiwipete, svg.Options{
		Flip:       true,
		Size:       600,
		LastMove:   chess.NewMove(bitboard.C7, bitboard.C5),
		Highlights: []svg.Highlight{{Squares: bitboard.Of(bitboard.E8), Color: "#e33"}},
		Marks: []svg.Mark{
			{Squares: bitboard.Of(bitboard.D5, bitboard.E4), Title: "white's centre pawns"},
			{Squares: bitboard.Of(bitboard.E5, bitboard.E6), Title: "e-file <& friends>", Color: "teal"},
		},
		Arrows: []svg.Arrow{
			{From: bitboard.E5, To: bitboard.F7},
			{From: bitboard.F3, To: bitboard.F3, Color: "#b91c1c"},
			{From: bitboard.C3, To: bitboard.B5},
		},
	}},
	{"paths", "", svg.Options{NoCoordinates: true, Marks: []svg.Mark{pathsMark()}}},
}

// pathsMark is the seed page "All Shortest Paths" example as a Mark: every
// square of a shortest king path from e4 to a1 or h8, numbered by the step
// that reaches it.
func pathsMark() svg.Mark {
	var asp [bitboard.MaxPathSteps]bitboard.Bitboard
	n, _ := bitboard.AllShortestPaths(bitboard.E4.Bitboard(), bitboard.Of(bitboard.A1, bitboard.H8), bitboard.Universe, &asp)
	m := svg.Mark{
		Title:  "paths:e4-a1+h8 — all shortest king paths on the empty board, 4 moves; each square shows the move that reaches it",
		Labels: map[chess.Square]string{},
	}
	for k := 0; k <= n; k++ {
		m.Squares |= asp[k]
		for _, sq := range asp[k].Squares() {
			m.Labels[sq] = fmt.Sprint(k)
		}
	}
	return m
}

func position(t *testing.T, fen string) chess.Position {
	t.Helper()
	if fen == "" {
		return chess.Position{}
	}
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestGolden compares each picture with its file in testdata; go test
// -update rewrites them (look at the difference before committing it).
func TestGolden(t *testing.T) {
	for _, g := range goldens {
		t.Run(g.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := svg.Write(&b, position(t, g.fen), g.opts); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("testdata", g.name+".svg")
			if *update {
				if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("the picture differs from %s (go test -update rewrites it):\n%s", file, firstDiff(got, string(want)))
			}
		})
	}
}

// firstDiff returns the first line where got and want differ.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n got %q\nwant %q", i+1, gl, wl)
		}
	}
	return "(no line differs)"
}

// element is an element of a parsed picture: its name, attributes and
// character data, and its parent's class.
type element struct {
	name, parentClass, text string
	attrs                   map[string]string
}

// parse reads doc with encoding/xml, failing the test on any error, and
// checks that the root is an svg element in the SVG namespace.
func parse(t *testing.T, doc []byte) []element {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	var out []element
	var stack []int // indexes in out of the open elements
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the picture is not XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if len(out) == 0 && (tok.Name.Space != "http://www.w3.org/2000/svg" || tok.Name.Local != "svg") {
				t.Fatalf("root element %v, want svg in the SVG namespace", tok.Name)
			}
			e := element{name: tok.Name.Local, attrs: map[string]string{}}
			if len(stack) > 0 {
				e.parentClass = out[stack[len(stack)-1]].attrs["class"]
			}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			out = append(out, e)
			stack = append(stack, len(out)-1)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				out[stack[len(stack)-1]].text += string(tok)
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("empty picture")
	}
	return out
}

// piecesAt reads the pieces of a parsed picture back into a map from the
// square under each piece to its class ("white knight").
func piecesAt(t *testing.T, els []element, flip bool) map[chess.Square]string {
	t.Helper()
	got := map[chess.Square]string{}
	for _, e := range els {
		if e.name != "g" || !strings.HasPrefix(e.attrs["transform"], "translate(") {
			continue
		}
		var x, y int
		if _, err := fmt.Sscanf(e.attrs["transform"], "translate(%d %d)", &x, &y); err != nil {
			t.Fatalf("transform %q: %v", e.attrs["transform"], err)
		}
		f, r := x/100, 7-y/100
		if flip {
			f, r = 7-f, 7-r
		}
		got[bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r))] = e.attrs["class"]
	}
	return got
}

// TestPictureIsTheBoard parses every golden picture, both ways up, as XML
// and reads the board back from it: each piece where the position has it,
// the coordinates naming the squares they stand on.
func TestPictureIsTheBoard(t *testing.T) {
	names := [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}
	for _, g := range goldens {
		for _, flip := range []bool{false, true} {
			pos := position(t, g.fen)
			opts := g.opts
			opts.Flip = flip
			var b bytes.Buffer
			if err := svg.Write(&b, pos, opts); err != nil {
				t.Fatal(err)
			}
			els := parse(t, b.Bytes())
			got := piecesAt(t, els, flip)
			if len(got) != pos.Occupied().Count() {
				t.Errorf("%s flip %v: %d pieces drawn, the position has %d", g.name, flip, len(got), pos.Occupied().Count())
			}
			for sq, class := range got {
				pc := pos.Piece(sq)
				if want := pc.Color().String() + " " + names[pc.Type()]; pc == chess.NoPiece || class != want {
					t.Errorf("%s flip %v: %v has %q drawn, want %q", g.name, flip, sq, class, want)
				}
			}
			checkCoordinates(t, els, flip, !opts.NoCoordinates)
		}
	}
}

// checkCoordinates checks that rank numbers stand in the left-hand column
// and file letters in the bottom row, on the squares they name.
func checkCoordinates(t *testing.T, els []element, flip, want bool) {
	t.Helper()
	n := 0
	for _, e := range els {
		if e.parentClass != "coordinates" {
			continue
		}
		n++
		var x, y int
		fmt.Sscanf(e.attrs["x"], "%d", &x)
		fmt.Sscanf(e.attrs["y"], "%d", &y)
		f, r := x/100, 7-y/100
		if flip {
			f, r = 7-f, 7-r
		}
		sq := bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r))
		leftFile, bottomRank := bitboard.File(0), bitboard.Rank(0)
		if flip {
			leftFile, bottomRank = 7, 7
		}
		switch text := e.text; {
		case len(text) == 1 && text[0] >= '1' && text[0] <= '8':
			if sq.File() != leftFile || int(sq.Rank()) != int(text[0]-'1') {
				t.Errorf("flip %v: rank number %s drawn on %v", flip, text, sq)
			}
		case len(text) == 1 && text[0] >= 'a' && text[0] <= 'h':
			if sq.Rank() != bottomRank || int(sq.File()) != int(text[0]-'a') {
				t.Errorf("flip %v: file letter %s drawn on %v", flip, text, sq)
			}
		default:
			t.Errorf("flip %v: coordinate %q", flip, text)
		}
	}
	if want && n != 16 || !want && n != 0 {
		t.Errorf("flip %v: %d coordinates drawn, want them %v", flip, n, want)
	}
}

// TestFlipChangesThePicture: Black's side up is another picture, and
// flipping twice is no flip (the board is drawn from its squares).
func TestFlipChangesThePicture(t *testing.T) {
	pos := chess.StartPosition()
	var white, black bytes.Buffer
	svg.Write(&white, pos, svg.Options{})
	svg.Write(&black, pos, svg.Options{Flip: true})
	if white.String() == black.String() {
		t.Fatal("-flip drew the same picture")
	}
	// The white king stands at the bottom from White's side, at the top
	// from Black's.
	for _, c := range []struct {
		doc  []byte
		want string
	}{{white.Bytes(), "translate(400 700)"}, {black.Bytes(), "translate(300 0)"}} {
		found := false
		for _, e := range parse(t, c.doc) {
			if e.attrs["class"] == "white king" {
				found = e.attrs["transform"] == c.want
			}
		}
		if !found {
			t.Errorf("the white king is not at %s", c.want)
		}
	}
}

// TestTextIsEscaped: a caller's titles, labels and colours cannot break
// the document, and a title reads back as it was given.
func TestTextIsEscaped(t *testing.T) {
	title := `<script>alert("x")</script> & 'more'`
	var b bytes.Buffer
	err := svg.Write(&b, chess.StartPosition(), svg.Options{
		Marks:      []svg.Mark{{Squares: 1, Title: title, Color: `red" onload="x`, Labels: map[chess.Square]string{0: "<1>\x00"}}},
		Highlights: []svg.Highlight{{Squares: 2, Color: "</svg>"}},
		Arrows:     []svg.Arrow{{From: 0, To: 9, Color: "\xff&"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	var legend, label string
	for _, e := range parse(t, b.Bytes()) {
		if _, ok := e.attrs["onload"]; ok {
			t.Errorf("an attribute broke out of its quotes: %v", e.attrs)
		}
		switch {
		case e.parentClass == "legend" && e.name == "text":
			legend += e.text
		case e.parentClass == "labels":
			label = e.text
		}
	}
	if legend != title {
		t.Errorf("legend %q, want %q", legend, title)
	}
	if label != "<1>\uFFFD" {
		t.Errorf("label %q, want the control character replaced", label)
	}
}

// TestLegendWraps: a long title is broken at spaces into lines of at most
// 68 characters, the first with the ring, a word too long for a line cut.
func TestLegendWraps(t *testing.T) {
	long := strings.Repeat("word ", 30) + strings.Repeat("é", 150)
	var b bytes.Buffer
	svg.Write(&b, chess.Position{}, svg.Options{Marks: []svg.Mark{{Title: long}, {Title: "second"}}})
	var lines []string
	rings := 0
	for _, e := range parse(t, b.Bytes()) {
		if e.parentClass == "legend" {
			switch e.name {
			case "text":
				lines = append(lines, e.text)
			case "circle":
				rings++
			}
		}
	}
	want := []string{
		strings.TrimSpace(strings.Repeat("word ", 13)), strings.TrimSpace(strings.Repeat("word ", 13)), "word word word word",
		strings.Repeat("é", 68), strings.Repeat("é", 68), strings.Repeat("é", 14), "second",
	}
	if fmt.Sprint(lines) != fmt.Sprint(want) || rings != 2 {
		t.Errorf("legend %q with %d rings, want %q with 2", lines, rings, want)
	}
}

// TestErrors: what cannot be drawn is an error naming it, and nothing is
// written; a failing writer's error is returned.
func TestErrors(t *testing.T) {
	pos := chess.StartPosition()
	for _, c := range []struct {
		opts svg.Options
		want string
	}{
		{svg.Options{Size: -1}, "size -1"},
		{svg.Options{Arrows: []svg.Arrow{{From: 12, To: 28}, {From: 64, To: 0}}}, "arrow 2 (64 to 0)"},
		{svg.Options{Arrows: []svg.Arrow{{From: 0, To: 200}}}, "arrow 1 (0 to 200)"},
	} {
		var b bytes.Buffer
		err := svg.Write(&b, pos, c.opts)
		if err == nil || !strings.Contains(err.Error(), c.want) || b.Len() != 0 {
			t.Errorf("%+v: error %v and %d bytes, want an error naming %q and nothing written", c.opts, err, b.Len(), c.want)
		}
	}
	broken := errors.New("disk full")
	if err := svg.Write(failingWriter{broken}, pos, svg.Options{}); !errors.Is(err, broken) {
		t.Errorf("a failing writer gave %v, want %v", err, broken)
	}
}

type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// FuzzWrite draws Kiwipete with any title, colour and label: the picture
// must parse as XML, whatever the text.
func FuzzWrite(f *testing.F) {
	f.Add("attacks", "#e33", "1", uint64(0xff00), uint8(12), uint8(28), true)
	f.Add("<&>\"'", "\x00", "\xff", uint64(1), uint8(63), uint8(63), false)
	pos, _ := chess.ParseFEN(kiwipete)
	f.Fuzz(func(t *testing.T, title, color, label string, set uint64, from, to uint8, flip bool) {
		var b bytes.Buffer
		err := svg.Write(&b, pos, svg.Options{
			Flip:   flip,
			Marks:  []svg.Mark{{Squares: chess.Bitboard(set), Title: title, Color: color, Labels: map[chess.Square]string{chess.Square(from % 64): label}}},
			Arrows: []svg.Arrow{{From: chess.Square(from), To: chess.Square(to), Color: color}},
		})
		if from >= 64 || to >= 64 {
			if err == nil {
				t.Fatalf("arrow %d to %d drawn", from, to)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		parse(t, b.Bytes())
	})
}

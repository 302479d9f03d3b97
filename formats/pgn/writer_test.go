package pgn

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// sameGame reports how b, read back from what a Writer wrote for a, differs
// from a ("" if it does not): b must have a's tags as exportTags orders and
// completes them, the same start position, comment, moves with their NAGs,
// comments and variations, and result.
func sameGame(a, b *Game) string {
	switch {
	case !reflect.DeepEqual(b.Tags, exportTags(a)):
		return "tags differ"
	case a.Start.FEN() != b.Start.FEN() || a.Start.Chess960() != b.Start.Chess960():
		return "start positions differ: " + a.Start.FEN() + " / " + b.Start.FEN()
	case a.Comment != b.Comment:
		return "comments differ: " + a.Comment + " / " + b.Comment
	case a.Result != b.Result:
		return "results differ: " + a.Result + " / " + b.Result
	case !reflect.DeepEqual(a.Moves, b.Moves):
		return "moves differ"
	}
	return ""
}

// roundTrip writes g, reads it back, writes that again and checks that the
// game and the text are the same both times. It returns the text.
func roundTrip(t testing.TB, g *Game) string {
	t.Helper()
	text := g.String()
	r := NewReader(strings.NewReader(text))
	g2, err := r.Read()
	if err != nil {
		t.Fatalf("game %d written as\n%s\nreads back with error %v", g.Number, text, err)
	}
	if _, err := r.Read(); err != io.EOF {
		t.Fatalf("game %d written as\n%s\nreads back as more than one game (%v)", g.Number, text, err)
	}
	if d := sameGame(g, g2); d != "" {
		t.Fatalf("game %d written as\n%s\nreads back different: %s", g.Number, text, d)
	}
	if text2 := g2.String(); text2 != text {
		t.Fatalf("game %d written twice differs:\n%s\n%s", g.Number, text, text2)
	}
	return text
}

// TestRoundTripSampleFiles writes and re-reads every game of every sample
// file, and checks the export format's line length.
func TestRoundTripSampleFiles(t *testing.T) {
	games := 0
	for _, tc := range sampleFiles {
		for _, g := range readFile(t, tc.name) {
			text := roundTrip(t, g)
			games++
			inHeader := true
			for _, line := range strings.Split(text, "\n") {
				if line == "" {
					inHeader = false
					continue
				}
				if inHeader {
					if !strings.HasPrefix(line, "[") || !strings.HasSuffix(line, "\"]") {
						t.Fatalf("%s game %d: header line %q", tc.name, g.Number, line)
					}
					continue
				}
				if len(line) > MaxLineWidth && strings.Contains(line, " ") {
					t.Fatalf("%s game %d: line of %d bytes: %q", tc.name, g.Number, len(line), line)
				}
			}
			// The seven tag roster comes first, in order.
			for i, name := range standardTagOrder {
				if !strings.HasPrefix(strings.Split(text, "\n")[i], "["+name+" ") {
					t.Fatalf("%s game %d: line %d is not the %s tag", tc.name, g.Number, i+1, name)
				}
			}
		}
	}
	want := 0
	for _, tc := range sampleFiles {
		want += tc.games
	}
	if games != want {
		t.Errorf("%d games round-tripped, want %d", games, want)
	}
}

// TestWriteBuiltGame writes a game built move by move, with engine comments
// on every move as a match runner writes them.
func TestWriteBuiltGame(t *testing.T) {
	g := NewGame()
	g.SetTag("Event", "Westcott test match")
	g.SetTag("White", "Westcott")
	g.SetTag("Black", "Stockfish 15.1")
	g.SetTag("TimeControl", "10+0.1")
	moves := []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7"}
	pos := g.Start
	for i, san := range moves {
		m, err := pos.ParseSAN(san)
		if err != nil {
			t.Fatal(err)
		}
		n, err := g.Append(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Moves[n].Comment = []string{"+0.35/12 0.52s", "-0.28/14 0.61s"}[i%2]
		pos.MakeMove(m)
	}
	g.Moves[4].NAGs = []NAG{1}
	g.Result = Draw
	want := `[Event "Westcott test match"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "Westcott"]
[Black "Stockfish 15.1"]
[Result "1/2-1/2"]
[TimeControl "10+0.1"]

1. e4 {+0.35/12 0.52s} 1... e5 {-0.28/14 0.61s} 2. Nf3 {+0.35/12 0.52s}
2... Nc6 {-0.28/14 0.61s} 3. Bb5 $1 {+0.35/12 0.52s} 3... a6 {-0.28/14 0.61s}
4. Ba4 {+0.35/12 0.52s} 4... Nf6 {-0.28/14 0.61s} 5. O-O {+0.35/12 0.52s}
5... Be7 {-0.28/14 0.61s} 6. Re1 {+0.35/12 0.52s} 6... b5 {-0.28/14 0.61s}
7. Bb3 {+0.35/12 0.52s} 7... d6 {-0.28/14 0.61s} 8. c3 {+0.35/12 0.52s}
8... O-O {-0.28/14 0.61s} 9. h3 {+0.35/12 0.52s} 9... Nb8 {-0.28/14 0.61s}
10. d4 {+0.35/12 0.52s} 10... Nbd7 {-0.28/14 0.61s} 1/2-1/2

`
	if got := roundTrip(t, g); got != want {
		t.Errorf("written as\n%s\nwant\n%s", got, want)
	}
	if _, err := g.Append(chess.NewMove(chess.Square(0), chess.Square(63))); !errors.Is(err, chess.ErrIllegalMove) {
		t.Errorf("appending an illegal move: %v", err)
	}
}

func TestWriteEdgeCases(t *testing.T) {
	// From a FEN, Black to move, a null move, a comment with "}" and one
	// that must be broken across lines, an empty variation, a variation
	// with only a comment.
	pos, err := chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40")
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{Start: pos, Result: WhiteWins}
	kd7, _ := pos.ParseSAN("Kd7")
	g.Moves = []Node{{Move: kd7, Comment: "a } b"}, {Move: chess.NullMove}}
	g.Moves[0].Variations = []Variation{{}, {Comment: "only words" + strings.Repeat(" blah", 30)}}
	text := roundTrip(t, g)
	want := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"]

40... Kd7 ; a } b
() ({only words blah blah blah blah blah blah blah blah blah blah blah blah
blah blah blah blah blah blah blah blah blah blah blah blah blah blah blah blah
blah blah}) 41. -- 1-0

`
	if text != want {
		t.Errorf("written as\n%s\nwant\n%s", text, want)
	}

	// An illegal move is not written.
	var b strings.Builder
	w := NewWriter(&b)
	bad := NewGame()
	bad.Moves = []Node{{Move: chess.NewMove(chess.Square(12), chess.Square(36))}} // e2e5
	if err := w.Write(bad); !errors.Is(err, chess.ErrIllegalMove) || b.Len() != 0 {
		t.Errorf("writing e2e5: %v, wrote %q", err, b.String())
	}
	bad.Tags = []Tag{{"Bad Name", "x"}}
	bad.Moves = nil
	if err := w.Write(bad); err == nil {
		t.Errorf("writing tag name with a space: no error")
	}
}

// The header a Writer writes follows the game: the Result tag is the game's
// result and the FEN tag its start position, whatever stale values the tags
// had (a game read unfinished and played on, a start position changed), so
// that reading back gives the same game.
func TestWriterHeaderFollowsTheGame(t *testing.T) {
	g, err := NewReader(strings.NewReader("[Event \"live\"]\n[Result \"*\"]\n\n1. e4 *\n")).Read()
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Final()
	m, _ := pos.ParseSAN("e5")
	if _, err := g.Append(m); err != nil {
		t.Fatal(err)
	}
	g.Result = WhiteWins
	text := g.String()
	back, err := NewReader(strings.NewReader(text)).Read()
	if err != nil || back.Tag("Result") != WhiteWins || back.Result != WhiteWins {
		t.Errorf("written as\n%s\nreads back with Result tag %q and result %q (%v), want 1-0 both", text, back.Tag("Result"), back.Result, err)
	}

	g, err = NewReader(strings.NewReader("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n")).Read()
	if err != nil {
		t.Fatal(err)
	}
	g.Start, _ = chess.ParseFEN("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1")
	g.Moves = nil
	m, _ = g.Start.ParseSAN("d4")
	if _, err := g.Append(m); err != nil {
		t.Fatal(err)
	}
	text = g.String()
	back, err = NewReader(strings.NewReader(text)).Read()
	if err != nil || back.Start.FEN() != g.Start.FEN() || back.Tag("FEN") != g.Start.FEN() {
		t.Errorf("written as\n%s\nreads back with error %v, FEN tag %q; want the start position %s", text, err, back.Tag("FEN"), g.Start.FEN())
	}
}

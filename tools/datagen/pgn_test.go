package datagen

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/tools/match"
)

func TestCommentScore(t *testing.T) {
	for _, c := range []struct {
		comment string
		score   int
		ok      bool
	}{
		{"+0.31/12 0.123s", 31, true},
		{"-0.31/12 0.123s", -31, true},
		{"+0.29/9 0.010s", 29, true}, // 0.29·100 is 28.999…
		{"0.00/1 0.001s", 0, true},   // fastchess: no sign for zero
		{"+0.00/2 0.001s", 0, true},  // westcott match
		{"+12/30 1s", 1200, true},
		{"+0.31", 31, true},                 // OpenBench's compact form
		{"-1.20 12/15 40 5012", -120, true}, // and its longer one
		{"+0.52/12 0.101s, n=5012, sd=15", 52, true},
		{"  +0.31/12", 31, true},
		{"+M5/20 0.100s", search.MateIn(5), true},
		{"-M6/18 0.100s", search.MatedIn(6), true},
		{"+M1/7 0.000s, White mates", search.MateIn(1), true},
		{"-M0/1 0.000s", search.MatedIn(0), true},
		{"+M99999/3", search.MateIn(score.Mate - score.MateBound), true},
		{"+999.99/3", score.MateBound - 1, true},
		{"-999.99/3", -(score.MateBound - 1), true},
		{"book", 0, false},
		{"0.520s", 0, false},
		{"", 0, false},
		{"+", 0, false},
		{"+.5/1", 0, false},
		{"+1./1", 0, false},
		{"+1e5/3", 0, false},
		{"+inf/1", 0, false},
		{"+NaN", 0, false},
		{"+M/3", 0, false},
		{"+M-3/3", 0, false},
		{"+1234567.00/3", 0, false},
		{"White mates", 0, false},
	} {
		score, ok := CommentScore(c.comment)
		if score != c.score || ok != c.ok {
			t.Errorf("CommentScore(%q) = %d, %v; want %d, %v", c.comment, score, ok, c.score, c.ok)
		}
	}
}

// The fastchess-form sample: every kind of comment and ending, and what
// each becomes.
func TestConvertPGNFastchessForm(t *testing.T) {
	in, err := os.ReadFile("testdata/fastchess-form.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := ConvertPGN(bytes.NewReader(in), &out, 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.FirstInvalid == nil || !strings.Contains(st.FirstInvalid.Error(), `illegal move "e4e5"`) {
		t.Errorf("first invalid game: %v", st.FirstInvalid)
	}
	st.FirstInvalid = nil
	want := PGNStats{Games: 7, Records: 3, Plies: 11, Scored: 9, Mates: 2, Bytes: int64(out.Len()), Unfinished: 1, Forfeits: 1, Invalid: 2}
	if st != want {
		t.Errorf("stats %+v\nwant  %+v", st, want)
	}
	recs, err := readBinary(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	type ply struct {
		uci   string
		score int16
	}
	type game struct {
		id     int64
		fen    string
		plies  []ply
		result float64
		reason trainingdata.Reason
	}
	wantGames := []game{
		// Scores turned to White's view: Black's +M1 is White mated.
		{0, chess.StartFEN, []ply{{"f2f3", trainingdata.NoScore}, {"e7e5", trainingdata.NoScore}, {"g2g4", int16(search.MatedIn(2))}, {"d8h4", int16(-search.MateIn(1))}}, 0, trainingdata.Checkmate},
		{1, "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", []ply{{"e3d3", 52}, {"e6d5", 48}, {"e2e4", 0}, {"d5e5", 0}}, 0.5, trainingdata.AdjudicatedDraw},
		{2, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", []ply{{"e7e5", 31}, {"g1f3", 35}, {"b8c6", 120}}, 1, trainingdata.AdjudicatedWin},
	}
	var got []game
	for _, r := range recs {
		g := game{id: r.ID, fen: r.Start.FEN(), result: r.Result, reason: r.Reason}
		if err := r.Replay(func(pos *chess.Position, _ int, p trainingdata.Ply) error {
			g.plies = append(g.plies, ply{pos.UCI(p.Move), p.Score})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		got = append(got, g)
	}
	if !reflect.DeepEqual(got, wantGames) {
		t.Errorf("records\n%+v\nwant\n%+v", got, wantGames)
	}
}

// A westcott match PGN (scripts/gauntlet.sh writes such files), made with
//
//	westcott match -engine "name=a cmd=westcott option.Hash=4" \
//	    -engine "name=b cmd=westcott option.Hash=4 option.UseNNUE=false" \
//	    -openings data/openings/2moves_v1_sample.epd -seed 3 -games 4 -nodes 400 \
//	    -concurrency 1 -resign "moves=3 score=600" -pgnout match-400nodes.pgn
//
// converts whole: every move, its score as match's own reader reads it (the
// mover's view turned to White's), the result, an ending the rules or the
// adjudication explain.
func TestConvertPGNMatch(t *testing.T) {
	in, err := os.ReadFile("testdata/match-400nodes.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := ConvertPGN(bytes.NewReader(in), &out, 40)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.ReadAll(bytes.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	recs, err := readBinary(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 4 || len(games) != 4 || st.Records != 4 || st.Games != 4 || st.Mates == 0 {
		t.Fatalf("%d records of %d games; stats %+v", len(recs), len(games), st)
	}
	plies, scored := 0, 0
	for i, r := range recs {
		g := games[i]
		if r.ID != 40+int64(i) || r.Start.FEN() != g.Start.FEN() || len(r.Plies) != len(g.Moves) {
			t.Fatalf("record %d: ID %d, start %s, %d plies; the game starts %s with %d moves", i, r.ID, r.Start.FEN(), len(r.Plies), g.Start.FEN(), len(g.Moves))
		}
		if want := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[g.Result]; r.Result != want {
			t.Errorf("record %d: result %v, the game %s", i, r.Result, g.Result)
		}
		switch term := g.Tag("Termination"); {
		case term == "adjudication" && r.Reason != trainingdata.AdjudicatedWin && r.Reason != trainingdata.AdjudicatedDraw,
			term == "normal" && (r.Reason == trainingdata.AdjudicatedWin || r.Reason == trainingdata.AdjudicatedDraw):
			t.Errorf("record %d: reason %v, Termination %q", i, r.Reason, term)
		}
		j := 0
		g.MainLine(func(pos *chess.Position, n *pgn.Node) bool {
			p := r.Plies[j]
			white := int(p.Score)
			if pos.SideToMove() == chess.Black {
				white = -white
			}
			if p.Move != n.Move {
				t.Errorf("record %d, ply %d: move %v, the game's %v", i, j, p.Move, n.Move)
			}
			switch cp, ok := match.CommentScore(n.Comment); {
			case ok && (p.Score == trainingdata.NoScore || white != cp):
				t.Errorf("record %d, ply %d: score %d (White's view), the comment %q", i, j, p.Score, n.Comment)
			case strings.Contains(n.Comment, "M") && !score.IsMate(white):
				t.Errorf("record %d, ply %d: score %d (White's view), the comment %q is a mate", i, j, p.Score, n.Comment)
			case strings.HasPrefix(n.Comment, "-M") && white > 0, strings.HasPrefix(n.Comment, "+M") && white < 0:
				t.Errorf("record %d, ply %d: score %d (White's view), the comment %q", i, j, p.Score, n.Comment)
			case !strings.Contains(n.Comment, "/") && p.Score != trainingdata.NoScore:
				t.Errorf("record %d, ply %d: score %d, but the comment %q has none", i, j, p.Score, n.Comment)
			}
			if p.Score != trainingdata.NoScore {
				scored++
			}
			j++
			return true
		})
		plies += len(r.Plies)
	}
	if st.Plies != plies || st.Scored != scored || scored == 0 {
		t.Errorf("stats %+v; %d plies, %d scored", st, plies, scored)
	}
}

func TestConvertPGNRefuses(t *testing.T) {
	for _, c := range []struct {
		name, pgn, want string
	}{
		{"checkmate with the wrong winner", "1. f3 e5 2. g4 Qh4# 1-0", "mates the other side"},
		{"stalemate won", `[FEN "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"]

1. Kh6 1-0`, "stalemate"},
		{"a null move", "1. e4 -- 2. d4 1/2-1/2", "null move"},
	} {
		var out bytes.Buffer
		st, err := ConvertPGN(strings.NewReader(c.pgn), &out, 0)
		if err != nil || st.Invalid != 1 || st.Records != 0 || st.FirstInvalid == nil || !strings.Contains(st.FirstInvalid.Error(), c.want) {
			t.Errorf("%s: %+v, %v; want it invalid: %q", c.name, st, err, c.want)
		}
		if !bytes.Equal(out.Bytes(), trainingdata.BinaryHeader()) {
			t.Errorf("%s: wrote %d bytes beyond the header", c.name, out.Len()-trainingdata.BinaryHeaderLen)
		}
	}
	if _, err := ConvertPGN(strings.NewReader(""), &bytes.Buffer{}, -1); err == nil {
		t.Error("first ID -1: no error")
	}
	if _, err := ConvertPGN(strings.NewReader("1. e4 e5 1-0"), failWriterAt(0), 0); err == nil {
		t.Error("a failing writer: no error")
	}
}

// failWriterAt fails every write.
type failWriterAt int

func (failWriterAt) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// ConvertPGN never fails on what it reads, but for binary data (a NUL byte,
// pgn.ErrBinary, which ends the reading), and what it writes reads back
// whole: as many records as it says, every move legal.
func FuzzConvertPGN(f *testing.F) {
	for _, name := range []string{"testdata/fastchess-form.pgn", "testdata/match-400nodes.pgn"} {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("1. e4 {+0.3/1} e5 {-M4/9} 1/2-1/2"))
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		st, err := ConvertPGN(bytes.NewReader(in), &out, 0)
		if errors.Is(err, pgn.ErrBinary) && bytes.IndexByte(in, 0) >= 0 {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		recs, err := readBinary(out.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) != st.Records || st.Records+st.Unfinished+st.Forfeits+st.Empty+st.Invalid != st.Games {
			t.Fatalf("%d records read; stats %+v", len(recs), st)
		}
		for _, r := range recs {
			if err := r.Replay(nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// CommentScore never panics, keeps its scores in the binary format's
// range, and reads back the centipawns it gives written as a comment.
func FuzzCommentScore(f *testing.F) {
	for _, s := range []string{"+0.31/12 0.123s", "-M6/18", "0.00/1", "book", "+999.99/3", "+M99999/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, c string) {
		s, ok := CommentScore(c)
		if !ok {
			return
		}
		if s > score.Mate || s < -score.Mate || s == trainingdata.NoScore {
			t.Fatalf("%q: score %d", c, s)
		}
		if score.IsMate(s) {
			return
		}
		again, ok := CommentScore(fmt.Sprintf("%+.2f/1", float64(s)/100))
		if !ok || again != s {
			t.Fatalf("%q: %d, written back %d, %v", c, s, again, ok)
		}
	})
}

// readBinary reads every record of a binary file.
func readBinary(b []byte) ([]*trainingdata.Record, error) {
	r := trainingdata.NewBinaryReader(bytes.NewReader(b))
	var recs []*trainingdata.Record
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return recs, nil
		}
		if err != nil {
			return recs, err
		}
		recs = append(recs, rec)
	}
}

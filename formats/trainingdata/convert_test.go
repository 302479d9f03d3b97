package trainingdata

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// The first 656 lines (6 games) of a datagen run of the engine at 4e44666
// (-nodes 5000 -seed 301).
const sampleFile = "testdata/selfplay-s301-head.txt"

// scoredPly is a ply of a record as Replay gives it.
type scoredPly struct {
	fen   string
	move  chess.Move
	score int16
}

func replayAll(t *testing.T, b []byte) (recs []*Record, plies [][]scoredPly) {
	t.Helper()
	r := NewBinaryReader(bytes.NewReader(b))
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return recs, plies
		}
		if err != nil {
			t.Fatal(err)
		}
		var ps []scoredPly
		if err := rec.Replay(func(pos *chess.Position, i int, p Ply) error {
			ps = append(ps, scoredPly{pos.FEN(), p.Move, p.Score})
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		recs, plies = append(recs, rec), append(plies, ps)
	}
}

// Every text position is a scored ply of the converted file, in order,
// with its score and its game's result; the plies between are unscored;
// and most gaps are bridged.
func TestConvertSample(t *testing.T) {
	text, err := os.ReadFile(sampleFile)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := Convert(bytes.NewReader(text), &out, 4)
	if err != nil {
		t.Fatal(err)
	}
	if st.Bytes != int64(out.Len()) || st.Games != 6 || st.Lines != 656-1-6 || st.Dropped != 0 {
		t.Errorf("stats %+v for %d bytes", st, out.Len())
	}
	if st.Bridged < 3*st.Unbridged || st.Filled == 0 || st.Records != st.Games+st.Unbridged || st.Plies != st.Lines+st.Filled {
		t.Errorf("stats %+v: want most gaps bridged", st)
	}
	recs, plies := replayAll(t, out.Bytes())
	var want []Entry
	var ends []GameEnd
	for _, line := range strings.Split(strings.TrimSpace(string(text)), "\n")[1:] {
		if g, ok, _ := ParseGameEnd(line); ok {
			ends = append(ends, g)
			continue
		}
		e, err := ParseLine(line)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, e)
	}
	k, game := 0, 0
	for i, rec := range recs {
		for game < len(ends) && ends[game].ID != rec.ID {
			game++
		}
		if game == len(ends) || rec.Result != ends[game].Result || rec.Reason != ends[game].Reason {
			t.Fatalf("record %d (game %d) is not of the next game", i, rec.ID)
		}
		for j, p := range plies[i] {
			if p.score == NoScore {
				if j == 0 || j == len(plies[i])-1 {
					t.Errorf("record %d: ply %d of %d is unscored", i, j, len(plies[i]))
				}
				continue
			}
			if k >= len(want) || p.fen != want[k].Pos.FEN() || int(p.score) != want[k].Score || want[k].Result != rec.Result {
				t.Fatalf("record %d ply %d: %s %d; want line %+v", i, j, p.fen, p.score, want[k])
			}
			if (p.move == chess.NullMove) != (j == len(plies[i])-1) {
				t.Errorf("record %d ply %d: move %v", i, j, p.move)
			}
			k++
		}
	}
	if k != len(want) {
		t.Errorf("%d of %d positions converted", k, len(want))
	}
	t.Logf("%+v: %.2f bytes a text position, %.2f a ply (text: %.1f bytes a position)", st, float64(st.Bytes)/float64(st.Lines), float64(st.Bytes)/float64(st.Plies), float64(len(text))/float64(st.Lines))
}

// Converting the text form of binary games recovers their moves: each
// converted ply is the original's (where the converter had one best
// sequence), scored where the text had the position. The games are a
// self-play run's (testdata/selfplay-s42.bin).
func TestConvertRecoversGames(t *testing.T) {
	bin, err := os.ReadFile("testdata/selfplay-s42.bin")
	if err != nil {
		t.Fatal(err)
	}
	orig, origPlies := replayAll(t, bin)
	text := []byte(Header + "\n")
	type at struct {
		move  chess.Move
		score int16
	}
	played := map[int64]map[string]at{}
	for i, rec := range orig {
		text, _ = AppendText(text, rec)
		played[rec.ID] = map[string]at{}
		for _, p := range origPlies[i] {
			played[rec.ID][p.fen] = at{p.move, p.score}
		}
	}
	var out bytes.Buffer
	st, err := Convert(bytes.NewReader(text), &out, 4)
	if err != nil {
		t.Fatal(err)
	}
	recs, plies := replayAll(t, out.Bytes())
	wrong := 0
	for i, rec := range recs {
		for j, p := range plies[i] {
			o, ok := played[rec.ID][p.fen]
			if !ok {
				wrong++
				continue
			}
			if p.score != NoScore && p.score != o.score {
				t.Errorf("game %d: %s scored %d, was %d", rec.ID, p.fen, p.score, o.score)
			}
			if p.move != chess.NullMove && p.move != o.move {
				wrong++
			}
			if p.move == chess.NullMove && j != len(plies[i])-1 {
				t.Errorf("game %d: no move inside a record", rec.ID)
			}
		}
	}
	if wrong > 2*st.Ambiguous || st.Bridged == 0 {
		t.Errorf("%d plies not the game's, %d ambiguous gaps; %+v", wrong, st.Ambiguous, st)
	}
	t.Logf("%+v, %d plies not the game's", st, wrong)
}

func TestConvertErrors(t *testing.T) {
	fen := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, tc := range []struct{ text, want string }{
		{"", "line 1: not a text datagen file"},
		{"FEN | score | result\n", "line 1: not a text datagen file"},
		{Header + "\nbad | 1 | 0.5\n", "line 2: "},
		{Header + "\n" + fen + " | 31500 | 0.5\n", "line 2: score 31500"},
		{Header + "\n" + fen + " | 1 | 0.5\n# game 1 1.0 checkmate\n", "line 3 (# game 1): its result is 1"},
		{Header + "\n# game x\n", "line 2: game line"},
	} {
		if _, err := Convert(strings.NewReader(tc.text), io.Discard, 4); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v; want %q", tc.text, err, tc.want)
		}
	}
	if _, err := Convert(strings.NewReader(Header+"\n"), io.Discard, 0); err == nil {
		t.Error("a longest gap of 0 accepted")
	}
	// An unfinished game at the end, its last line cut: dropped, counted.
	text := Header + "\n" + fen + " | 1 | 0.5\n# game 0 0.5 adjudicated-draw\n" + fen + " | 2 | 0.5\n" + fen + " | 2 | 0."
	var out bytes.Buffer
	st, err := Convert(strings.NewReader(text), &out, 4)
	if err != nil || st.Games != 1 || st.Records != 1 || st.Dropped != 2 || st.Lines != 1 {
		t.Errorf("%+v, %v", st, err)
	}
}

// FuzzConvert: no panic on any text; what converts reads back whole.
func FuzzConvert(f *testing.F) {
	sample, err := os.ReadFile(sampleFile)
	if err != nil {
		f.Fatal(err)
	}
	lines := strings.SplitAfter(string(sample), "\n")
	f.Add(strings.Join(lines[:20], ""))
	f.Add(Header + "\n" + strings.Join(lines[200:220], ""))
	f.Add(Header + "\n# game 1 1.0 checkmate\n")
	f.Fuzz(func(t *testing.T, text string) {
		var out bytes.Buffer
		st, err := Convert(strings.NewReader(text), &out, 4)
		if err != nil {
			return
		}
		recs, err := readAll(out.Bytes())
		if err != nil || len(recs) != st.Records || int64(out.Len()) != st.Bytes {
			t.Fatalf("%d records of %d: %v", len(recs), st.Records, err)
		}
	})
}

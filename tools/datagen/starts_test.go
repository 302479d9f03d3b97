package datagen

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/trainingdata"
)

// Starts gives the positions Run's games start from after their random
// plies, the same for the same seed and other ones for another.
func TestStartsAreRunsStarts(t *testing.T) {
	var buf bytes.Buffer
	buf.Write(trainingdata.BinaryHeader())
	cfg := tinyConfig(t, 3, &buf)
	cfg.Format, cfg.FirstID, cfg.Threads = trainingdata.Binary, 5, 1
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	starts, err := Starts(context.Background(), cfg, 5, 3)
	if err != nil {
		t.Fatal(err)
	}
	r := trainingdata.NewBinaryReader(bytes.NewReader(buf.Bytes()))
	played := map[int64]string{}
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		pos := rec.Start
		for _, p := range rec.Plies[:cfg.RandomPlies] {
			if p.Score != trainingdata.NoScore {
				t.Fatalf("game %d: a scored ply among the random ones", rec.ID)
			}
			pos.MakeMove(p.Move)
		}
		played[rec.ID] = pos.FEN()
	}
	if len(starts) != 3 || len(played) != 3 {
		t.Fatalf("%d starts, %d games", len(starts), len(played))
	}
	for i, pos := range starts {
		if got, want := pos.FEN(), played[5+int64(i)]; got != want {
			t.Errorf("start %d: %s; game %d started from %s", i, got, 5+i, want)
		}
	}

	again, err := Starts(context.Background(), cfg, 5, 3)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Seed++
	other, err := Starts(context.Background(), cfg, 5, 3)
	if err != nil {
		t.Fatal(err)
	}
	same := 0
	for i := range starts {
		if again[i].FEN() != starts[i].FEN() {
			t.Errorf("start %d: %s, then %s with the same seed", i, starts[i].FEN(), again[i].FEN())
		}
		if other[i].FEN() == starts[i].FEN() {
			same++
		}
	}
	if same == len(starts) {
		t.Error("another seed gave the same starts")
	}
}

func TestStartsRefuses(t *testing.T) {
	cfg := tinyConfig(t, 1, io.Discard)
	if _, err := Starts(context.Background(), Config{}, 0, 1); err == nil {
		t.Error("no openings: no error")
	}
	if _, err := Starts(context.Background(), cfg, -1, 1); err == nil {
		t.Error("ID -1: no error")
	}
	lopsided := cfg
	lopsided.Openings = []chess.Position{lopsided4Queens(t)}
	lopsided.RandomPlies = 0
	if _, err := Starts(context.Background(), lopsided, 0, 1); err == nil {
		t.Error("an opening scored far beyond ±400: no error")
	}
}

func lopsided4Queens(t *testing.T) chess.Position {
	pos, err := chess.ParseFEN("4k3/8/8/8/8/8/QQQQ4/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

package nntrain

import (
	"bytes"
	"maps"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/score"
)

// record plays the UCI moves from fen with the given scores.
func record(t *testing.T, id int64, fen string, moves []string, scores []int16) *trainingdata.Record {
	t.Helper()
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	rec := &trainingdata.Record{ID: id, Start: pos, Result: 1, Reason: trainingdata.AdjudicatedWin}
	for i, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		rec.Plies = append(rec.Plies, trainingdata.Ply{Move: m, Score: scores[i]})
		pos.MakeMove(m)
	}
	return rec
}

func binaryFile(t *testing.T, recs ...*trainingdata.Record) []byte {
	t.Helper()
	b := trainingdata.BinaryHeader()
	for _, r := range recs {
		var err error
		if b, err = trainingdata.AppendRecord(b, r); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// Each filter drops what it names, counted by the first reason.
func TestLoadBinaryFilters(t *testing.T) {
	const no = trainingdata.NoScore
	// From move 9 (ply 16), White to move: quiet, quiet, a mate score, in
	// check, unscored, quiet, a capture, and a last ply with no move.
	rec := record(t, 0, "4k3/8/8/3p4/8/8/8/R3K3 w - - 0 9",
		[]string{"a1a7", "e8d8", "a7a8", "d8c7", "a8a5", "c7b6", "a5d5"},
		[]int16{40, 50, score.Mate - 9, 60, no, 70, 80})
	rec.Plies = append(rec.Plies, trainingdata.Ply{Score: -20}) // the last ply, its move not known
	early := record(t, 1, "4k3/8/8/8/8/8/8/R3K3 b - - 0 8", []string{"e8d8", "a1a2"}, []int16{5, 6})
	b := binaryFile(t, rec, early)
	var train, valid Data
	st, err := LoadWith(bytes.NewReader(b), "f.bin", 0, DefaultFilter, &train, &valid)
	want := LoadStats{Binary: true, Read: 10, Kept: 5, Unscored: 1, Early: 1, Check: 1, Noisy: 1, Mate: 1}
	if err != nil || st != want {
		t.Fatalf("%+v, %v; want %+v", st, err, want)
	}
	if train.Len() != st.Kept || valid.Len() != 0 {
		t.Errorf("%d + %d samples, %d kept", train.Len(), valid.Len(), st.Kept)
	}
	// Without a filter every scored position is kept.
	var all Data
	st, err = LoadWith(bytes.NewReader(b), "f.bin", 0, Filter{}, &all, &valid)
	if err != nil || st.Kept != 9 || all.Len() != 9 || st.Unscored != 1 {
		t.Errorf("no filter: %+v, %v", st, err)
	}
	// The score is turned to the side to move's view, the result too.
	if s := all.samples[1]; s.score != -50 || s.result != 0 {
		t.Errorf("Black's position: score %d, result %v; want -50, 0", s.score, s.result)
	}
}

// The validation set takes the games whose ID is validEvery-1 modulo
// validEvery, all of their records.
func TestLoadBinarySplitsByID(t *testing.T) {
	var recs []*trainingdata.Record
	for id := int64(0); id < 10; id++ {
		for part := 0; part < 2; part++ { // a game in two records
			recs = append(recs, record(t, id, "4k3/8/8/8/8/8/8/R3K3 w - - 0 20", []string{"a1a2", "e8d8"}, []int16{int16(id), int16(part)}))
		}
	}
	var train, valid Data
	if _, err := LoadWith(bytes.NewReader(binaryFile(t, recs...)), "f.bin", 5, DefaultFilter, &train, &valid); err != nil {
		t.Fatal(err)
	}
	if train.Len() != 32 || valid.Len() != 8 {
		t.Fatalf("%d training, %d validation positions; want 32 and 8", train.Len(), valid.Len())
	}
	for _, s := range valid.samples[:4] {
		if s.score != 4 && s.score != 0 && s.score != -1 && s.score != 1 {
			t.Errorf("validation score %d: not game 4's", s.score)
		}
	}
}

// A text file and its conversion load the same positions.
func TestLoadTextAndConverted(t *testing.T) {
	text, err := os.ReadFile("../../formats/trainingdata/testdata/selfplay-s301-head.txt")
	if err != nil {
		t.Fatal(err)
	}
	var bin bytes.Buffer
	if _, err := trainingdata.Convert(bytes.NewReader(text), &bin, 4); err != nil {
		t.Fatal(err)
	}
	var a, b, none Data
	sa, err := LoadWith(bytes.NewReader(text), "s.txt", 0, DefaultFilter, &a, &none)
	if err != nil {
		t.Fatal(err)
	}
	sb, err := LoadWith(bytes.NewReader(bin.Bytes()), "s.bin", 0, DefaultFilter, &b, &none)
	if err != nil {
		t.Fatal(err)
	}
	if sa.Kept != sb.Kept || sa.Kept == 0 || sa.Early == 0 || sb.Unscored == 0 || sb.Noisy != 0 || sb.Check != 0 || sa.Binary || !sb.Binary {
		t.Fatalf("text %+v, binary %+v", sa, sb)
	}
	for i := range a.samples {
		if a.samples[i] != b.samples[i] {
			t.Fatalf("sample %d differs", i)
		}
	}
}

func TestLoadBinaryErrors(t *testing.T) {
	rec := record(t, 3, "4k3/8/8/8/8/8/8/R3K3 w - - 0 20", []string{"a1a2", "e8d8"}, []int16{1, 2})
	b := binaryFile(t, rec, rec)
	var d Data
	// A torn last record: the whole ones are loaded.
	st, err := LoadWith(bytes.NewReader(b[:len(b)-5]), "t.bin", 0, DefaultFilter, &d, &d)
	if err != nil || !st.Torn || st.Kept != 2 {
		t.Errorf("torn: %+v, %v", st, err)
	}
	bad := append([]byte(nil), b...)
	bad[trainingdata.BinaryHeaderLen+30]++
	if _, err := LoadWith(bytes.NewReader(bad), "d.bin", 0, DefaultFilter, &d, &d); err == nil || !strings.HasPrefix(err.Error(), "d.bin: offset 8, record 0: CRC") {
		t.Errorf("damaged: %v", err)
	}
	if _, err := LoadWith(strings.NewReader("WCDG\x01\x00\x00"), "h.bin", 0, DefaultFilter, &d, &d); err == nil || !strings.Contains(err.Error(), "h.bin: ") {
		t.Errorf("torn header: %v", err)
	}
}

func TestParseFilter(t *testing.T) {
	for _, tc := range []struct {
		list string
		want Filter
	}{
		{"check,noisy,mate", Filter{Check: true, Noisy: true, Mate: true}},
		{" mate , check", Filter{Check: true, Mate: true}},
		{"none", Filter{}},
		{"", Filter{}},
		{"noisy,", Filter{Noisy: true}},
	} {
		if f, err := ParseFilter(tc.list); err != nil || f != tc.want {
			t.Errorf("ParseFilter(%q) = %+v, %v; want %+v", tc.list, f, err, tc.want)
		}
		// Names is ParseFilter's inverse.
		if f, err := ParseFilter(tc.want.Names()); err != nil || f != tc.want {
			t.Errorf("ParseFilter(%q), of %+v's Names: %+v, %v", tc.want.Names(), tc.want, f, err)
		}
	}
	if got := DefaultFilter.Names(); got != "check,noisy,mate" {
		t.Errorf("DefaultFilter.Names() = %q", got)
	}
	if f, err := ParseFilter("check,quiet"); err == nil || !strings.Contains(err.Error(), `"quiet" is not one of`) || f != (Filter{}) {
		t.Errorf("ParseFilter with an unknown name: %+v, %v", f, err)
	}
}

// Mirror adds a position without castling rights a second time, its files
// swapped: the sample of the mirror-image FEN, loaded as it is. A position
// that may castle is added once.
func TestMirror(t *testing.T) {
	feats := func(s sample) [2]map[uint16]bool {
		f := [2]map[uint16]bool{{}, {}}
		for v := range 2 {
			for i := range s.n {
				f[v][s.feats[v][i]] = true
			}
		}
		return f
	}
	load := func(fen string, mirror bool) []sample {
		t.Helper()
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		d := Data{Mirror: mirror}
		if err := d.addPos(&p, 35, 1); err != nil {
			t.Fatal(err)
		}
		return d.samples
	}
	both := load("4k3/8/8/3p4/8/2N5/PP6/4K3 b - - 0 20", true)
	image := load("3k4/8/8/4p3/8/5N2/6PP/3K4 b - - 0 20", false)
	if len(both) != 2 || len(image) != 1 {
		t.Fatalf("%d samples with Mirror, %d without; want 2 and 1", len(both), len(image))
	}
	if got, want := feats(both[1]), feats(image[0]); !maps.Equal(got[0], want[0]) || !maps.Equal(got[1], want[1]) {
		t.Errorf("mirrored features %v, want %v", got, want)
	}
	if both[1].king != image[0].king || both[0].king != [2]uint8{60 ^ 56, 4} {
		t.Errorf("kings' squares %v and mirrored %v, want %v and %v", both[0].king, both[1].king, [2]uint8{60 ^ 56, 4}, image[0].king)
	}
	if both[1].score != image[0].score || both[1].result != image[0].result || both[1].score != -35 {
		t.Errorf("mirrored label %d/%v, want %d/%v (-35 from Black's view)", both[1].score, both[1].result, image[0].score, image[0].result)
	}
	if got := load("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 20", true); len(got) != 1 {
		t.Errorf("a position with castling rights: %d samples with Mirror, want 1", len(got))
	}
}

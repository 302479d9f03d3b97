package trainingdata

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func mustPos(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// testRecord plays the UCI moves from fen, each scored by its index (the
// last unscored).
func testRecord(t testing.TB, id int64, fen string, moves ...string) *Record {
	t.Helper()
	rec := &Record{ID: id, Start: mustPos(t, fen), Result: 0.5, Reason: AdjudicatedDraw}
	pos := rec.Start
	for i, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, pos.FEN(), err)
		}
		score := int16(10*i - 30)
		if i == len(moves)-1 {
			score = NoScore
		}
		rec.Plies = append(rec.Plies, Ply{Move: m, Score: score})
		pos.MakeMove(m)
	}
	return rec
}

func fileOf(t testing.TB, recs ...*Record) []byte {
	t.Helper()
	b := BinaryHeader()
	for _, r := range recs {
		var err error
		if b, err = AppendRecord(b, r); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

func readAll(b []byte) ([]*Record, error) {
	r := NewBinaryReader(bytes.NewReader(b))
	var recs []*Record
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return recs, nil
		}
		if err != nil {
			return recs, err
		}
		if err := rec.Replay(nil); err != nil {
			return recs, err
		}
		recs = append(recs, rec)
	}
}

var roundTrips = []struct {
	fen   string
	moves []string
}{
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []string{"e2e4", "c7c5", "g1f3"}},
	{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 40", []string{"e1g1", "e8c8", "f1f8"}},
	{"r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1", []string{"e8g8"}},
	{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", []string{"e5d6", "e8d7"}},
	{"4k3/P7/8/8/8/8/8/4K2R w K - 99 120", []string{"a7a8n"}},
	{"nrbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBRN w GBgb - 0 1", []string{"g2g3", "g7g6", "f1h3"}}, // Chess960
	{"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", []string{"b1h1", "b8a8"}},                               // Chess960: both castle
	{"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", []string{"e1b1"}},                                 // Chess960: castles queenside into b1
	{"8/8/8/8/8/8/8/K6k b - - 0 70", nil},
}

func TestBinaryRoundTrip(t *testing.T) {
	var recs []*Record
	for i, c := range roundTrips {
		rec := testRecord(t, int64(i*3), c.fen, c.moves...)
		rec.Result, rec.Reason = float64(i%3)/2, Reason(1+i%8)
		recs = append(recs, rec)
	}
	b := fileOf(t, recs...)
	got, err := readAll(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(recs) {
		t.Fatalf("%d records, want %d", len(got), len(recs))
	}
	off := int64(BinaryHeaderLen)
	for i, g := range got {
		w := recs[i]
		if g.ID != w.ID || g.Start.FEN() != w.Start.FEN() || g.Start.Chess960() != w.Start.Chess960() || g.Start.Key() != w.Start.Key() ||
			g.Result != w.Result || g.Reason != w.Reason || len(g.Plies) != len(w.Plies) || g.Offset != off || g.Index != i {
			t.Errorf("record %d: got %+v %s, want %+v %s", i, g, g.Start.FEN(), w, w.Start.FEN())
			continue
		}
		for j := range g.Plies {
			if g.Plies[j] != w.Plies[j] {
				t.Errorf("record %d ply %d: %+v, want %+v", i, j, g.Plies[j], w.Plies[j])
			}
		}
		off += int64(recordFixed + frameLen + 4*len(w.Plies))
	}
	if want := int64(len(b)); off != want {
		t.Errorf("records end at %d, the file at %d", off, want)
	}
	st, err := ScanBinary(bytes.NewReader(b))
	if err != nil || st.Records != len(recs) || st.Games != len(recs) || st.NextID != 25 || st.Valid != int64(len(b)) || st.Torn != 0 ||
		st.Positions != 16 || st.Scored != 16-8 {
		t.Errorf("ScanBinary: %+v, %v", st, err)
	}
}

// The layout is the documented one, byte by byte.
func TestBinaryLayout(t *testing.T) {
	rec := testRecord(t, 0x0102, "4k3/8/8/8/8/8/8/R3K3 w Q - 5 9", "a1a8")
	rec.Plies[0].Score = -2
	rec.Result, rec.Reason = 1, Checkmate
	b, err := AppendRecord(nil, rec)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{
		45, 0, 0, 0, // body length 41 + 4
		0x02, 0x01, 0, 0, 0, 0, 0, 0, // game ID
		0x11, 0, 0, 0, 0, 0, 0, 0x10, // occupancy: a1, e1, e8
		0x67, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // a1 castling rook 7, e1 king 6, e8 black king 14
		0,    // White to move, not Chess960
		64,   // no en-passant square
		5,    // halfmove clock
		9, 0, // fullmove number
		1, 0, // one ply
		0x00, 0x0e, // a1a8: from 0, to 56 (56<<6 = 0x0e00)
		0xfe, 0xff, // score −2
		2, 1, // White won, by checkmate
	}
	if len(b) != len(want)+4 || !bytes.Equal(b[:len(want)], want) {
		t.Fatalf("record\n% x\nwant\n% x", b, want)
	}
	if crc := binary.LittleEndian.Uint32(b[len(want):]); crc != crc32.Checksum(want, crc32.MakeTable(crc32.Castagnoli)) {
		t.Errorf("CRC %08x", crc)
	}
	if h := BinaryHeader(); string(h) != "WCDG\x01\x00\x00\x00" {
		t.Errorf("header % x", h)
	}
}

// corrupt returns a copy of b with f applied.
func corrupt(b []byte, f func([]byte) []byte) []byte {
	return f(append([]byte(nil), b...))
}

// reCRC recomputes the CRC of the record at off (for damage the CRC must
// not catch first).
func reCRC(b []byte, off int) []byte {
	n := int(binary.LittleEndian.Uint32(b[off:]))
	binary.LittleEndian.PutUint32(b[off+4+n:], crc32.Checksum(b[off:off+4+n], castagnoli))
	return b
}

func TestBinaryReaderErrors(t *testing.T) {
	a := testRecord(t, 5, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e7e5")
	c := testRecord(t, 6, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d2d4")
	e := testRecord(t, 7, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "g1f3")
	k := testRecord(t, 8, "4k3/8/8/8/8/8/8/R2K3R w HA - 0 1", "d1c1") // Chess960: king on d1
	good := fileOf(t, a, c)
	second := BinaryHeaderLen + recordFixed + frameLen + 8 // the second record's offset
	body := second + 4                                     // its body
	for _, tc := range []struct {
		name, want string
		b          []byte
	}{
		{"empty", "offset 0, file header: empty file", nil},
		{"text file", "not a binary datagen file", []byte(Header + "\n")},
		{"torn header", "file ends inside", []byte("WCD")},
		{"version", "version 2", corrupt(good, func(b []byte) []byte { b[4] = 2; return b })},
		{"reserved", "reserved header bytes", corrupt(good, func(b []byte) []byte { b[6] = 1; return b })},
		{"torn length", "offset 65, record 1: the file ends inside this record: 2 bytes", good[:second+2]},
		{"torn body", "offset 65, record 1: the file ends inside this record: 20 of its 53 bytes", good[:second+20]},
		{"bad length", "record 1: record length 3", corrupt(good, func(b []byte) []byte { b[second] = 3; return b })},
		{"odd length", "record 1: record length 46", corrupt(good, func(b []byte) []byte { b[second] = 46; return b })},
		{"crc", "offset 65, record 1: CRC", corrupt(good, func(b []byte) []byte { b[body+40]++; return b })},
		{"id", "record 1: game ID", corrupt(good, func(b []byte) []byte { b[body+7] = 0x80; return reCRC(b, second) })},
		{"ply count", "record 1 (game 6): 2 plies, but the record's length 45 holds 1", corrupt(good, func(b []byte) []byte { b[body+37] = 2; return reCRC(b, second) })},
		{"piece code", "piece code 0 on a1", corrupt(good, func(b []byte) []byte { b[body+16] &= 0xf0; return reCRC(b, second) })},
		{"padding", "piece nibble 25 is not zero after the 25 pieces", corrupt(good, func(b []byte) []byte { b[body+8] = 1; b[body+16] = 0x44; return reCRC(b, second) })},
		{"illegal position", "start position", corrupt(good, func(b []byte) []byte { b[body+16] = 0x16; return reCRC(b, second) })},
		{"flags", "flags 0x4", corrupt(good, func(b []byte) []byte { b[body+32] = 4; return reCRC(b, second) })},
		{"en passant", "en-passant square 65", corrupt(good, func(b []byte) []byte { b[body+33] = 65; return reCRC(b, second) })},
		{"en passant off its rank", "e3 is not on rank 6", corrupt(good, func(b []byte) []byte { b[body+33] = 20; return reCRC(b, second) })},
		{"en passant not possible", "record 0 (game 7): start position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2: its castling or en-passant fields are not what the position allows",
			corrupt(fileOf(t, e), func(b []byte) []byte { b[BinaryHeaderLen+4+33] = 44; return reCRC(b, BinaryHeaderLen) })},
		{"two castling rooks on a side", "gives a right that is already given", corrupt(good, func(b []byte) []byte { b[body+16] = 0x77; return reCRC(b, second) })},
		{"castling rook, standard chess, king off e1", "castling or en-passant fields",
			corrupt(fileOf(t, k), func(b []byte) []byte { b[BinaryHeaderLen+4+32] = 0; return reCRC(b, BinaryHeaderLen) })},
		{"fullmove", "fullmove number 0", corrupt(good, func(b []byte) []byte { b[body+35] = 0; return reCRC(b, second) })},
		{"score", "record 1 (game 6), ply 0: score 32001", corrupt(good, func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[body+41:], 32001)
			return reCRC(b, second)
		})},
		{"result", "result code 3", corrupt(good, func(b []byte) []byte { b[body+43] = 3; return reCRC(b, second) })},
		{"reason", "reason code 0", corrupt(good, func(b []byte) []byte { b[body+44] = 0; return reCRC(b, second) })},
		{"illegal move", "offset 65, record 1 (game 6), ply 0: move d2d5", corrupt(good, func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[body+39:], uint16(chess.NewMove(11, 35)))
			return reCRC(b, second)
		})},
		{"null move inside", "offset 8, record 0 (game 5), ply 0: no move", corrupt(good, func(b []byte) []byte {
			binary.LittleEndian.PutUint16(b[BinaryHeaderLen+4+39:], 0)
			return reCRC(b, BinaryHeaderLen)
		})},
	} {
		recs, err := readAll(tc.b)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %d records, error %v; want one containing %q", tc.name, len(recs), err, tc.want)
		}
		var fe *FormatError
		if err != nil && !errors.As(err, &fe) {
			t.Errorf("%s: %T is not a *FormatError", tc.name, err)
		}
	}
	// A record that ends in NullMove is whole: the move is not known.
	end := corrupt(good, func(b []byte) []byte {
		binary.LittleEndian.PutUint16(b[body+39:], 0)
		return reCRC(b, second)
	})
	if recs, err := readAll(end); err != nil || len(recs) != 2 {
		t.Errorf("a last ply with no move: %d records, %v", len(recs), err)
	}
}

func TestScanBinaryTornTail(t *testing.T) {
	a := testRecord(t, 5, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "e7e5")
	c := testRecord(t, 6, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d2d4")
	good := fileOf(t, a, c)
	second := int64(BinaryHeaderLen + recordFixed + frameLen + 8)
	for _, tc := range []struct {
		name  string
		b     []byte
		valid int64
	}{
		{"cut in the length", good[:second+3], second},
		{"cut in the body", good[:len(good)-1], second},
		{"last CRC bad", corrupt(good, func(b []byte) []byte { b[len(b)-1]++; return b }), second},
		{"zeros after a whole record", append(append([]byte(nil), good...), make([]byte, 300)...), int64(len(good))},
		{"zeros instead of the last record", append(append([]byte(nil), good[:second]...), make([]byte, 53)...), second},
		{"cut in the header", good[:5], 0},
	} {
		st, err := ScanBinary(bytes.NewReader(tc.b))
		if err != nil || st.Valid != tc.valid || st.Torn != int64(len(tc.b))-tc.valid {
			t.Errorf("%s: %+v, %v; want %d valid bytes and the rest torn", tc.name, st, err, tc.valid)
		}
		if st.Empty != (tc.valid == 0) {
			t.Errorf("%s: Empty %v", tc.name, st.Empty)
		}
	}
	// Damage with records after it is not a torn tail.
	mid := corrupt(good, func(b []byte) []byte { b[BinaryHeaderLen+10]++; return b })
	if _, err := ScanBinary(bytes.NewReader(mid)); err == nil || !strings.Contains(err.Error(), "offset 8, record 0: CRC") || !strings.Contains(err.Error(), "53 bytes follow") {
		t.Errorf("damage before the last record: %v", err)
	}
	if _, err := ScanBinary(strings.NewReader(Header + "\n")); err == nil || !strings.Contains(err.Error(), "not a binary") {
		t.Errorf("a text file: %v", err)
	}
	if st, err := ScanBinary(bytes.NewReader(nil)); err != nil || !st.Empty {
		t.Errorf("empty: %+v, %v", st, err)
	}
	// Consecutive records of one ID are one game.
	d := testRecord(t, 6, "4k3/8/8/8/8/8/8/4K3 w - - 0 50", "e1d1")
	if st, err := ScanBinary(bytes.NewReader(fileOf(t, a, c, d))); err != nil || st.Records != 3 || st.Games != 2 || st.NextID != 7 {
		t.Errorf("a game in two records: %+v, %v", st, err)
	}
}

func TestAppendRecordRefuses(t *testing.T) {
	for name, rec := range map[string]*Record{
		"id":     {ID: -1, Start: chess.StartPosition(), Result: 1, Reason: Checkmate},
		"result": {Start: chess.StartPosition(), Result: 0.3, Reason: Checkmate},
		"reason": {Start: chess.StartPosition(), Result: 1, Reason: 0},
		"plies":  {Start: chess.StartPosition(), Result: 1, Reason: Checkmate, Plies: make([]Ply, MaxRecordPlies+1)},
	} {
		if b, err := AppendRecord([]byte("x"), rec); err == nil || string(b) != "x" {
			t.Errorf("%s: %q, %v", name, b, err)
		}
	}
}

// fixCRCs rewrites the CRC of every record whose length fits, so that the
// fuzzer's changes reach the fields behind the CRC.
func fixCRCs(b []byte) []byte {
	b = append([]byte(nil), b...)
	for off := BinaryHeaderLen; off+4 <= len(b); {
		n := int(binary.LittleEndian.Uint32(b[off:]))
		if n > maxRecordLen || off+frameLen+n > len(b) {
			break
		}
		reCRC(b, off)
		off += frameLen + n
	}
	return b
}

// FuzzBinaryReader: no panic on any bytes (with the records' CRCs as
// given, or rewritten to match); every record read (and replayed) writes
// back to the bytes it was read from; ScanBinary agrees with the reader on
// the whole records.
func FuzzBinaryReader(f *testing.F) {
	var recs []*Record
	for i, c := range roundTrips {
		recs = append(recs, testRecord(f, int64(i), c.fen, c.moves...))
	}
	good := fileOf(f, recs...)
	f.Add(good, false)
	f.Add(good[:len(good)-3], false)
	f.Add(fileOf(f, recs[0]), true)
	f.Add(fileOf(f, recs[5], recs[6]), true)
	f.Add([]byte("WCDG\x01\x00\x00\x00\x2d\x00\x00\x00"), true)
	f.Add([]byte(Header), false)
	f.Fuzz(func(t *testing.T, b []byte, fix bool) {
		if fix {
			b = fixCRCs(b)
		}
		r := NewBinaryReader(bytes.NewReader(b))
		out := BinaryHeader()
		whole := 0
		for {
			rec, err := r.Next()
			if err != nil {
				if err != io.EOF {
					var fe *FormatError
					if !errors.As(err, &fe) {
						t.Fatalf("%T %v", err, err)
					}
					if _, again := r.Next(); again != err {
						t.Fatalf("the error changed: %v, then %v", err, again)
					}
				}
				break
			}
			if rec.Offset != int64(len(out)) {
				t.Fatalf("record %d at offset %d, want %d", rec.Index, rec.Offset, len(out))
			}
			out, err = AppendRecord(out, rec)
			if err != nil {
				t.Fatalf("record %d reads but does not write: %v", rec.Index, err)
			}
			if !bytes.Equal(out, b[:len(out)]) {
				t.Fatalf("record %d writes back differently", rec.Index)
			}
			if r.Offset() != int64(len(out)) {
				t.Fatalf("Offset %d, want %d", r.Offset(), len(out))
			}
			rec.Replay(nil)
			whole++
		}
		st, err := ScanBinary(bytes.NewReader(b))
		if err == nil && !st.Empty && (st.Records < whole || st.Valid+st.Torn != int64(len(b))) {
			t.Fatalf("ScanBinary %+v, the reader read %d records of %d bytes", st, whole, len(b))
		}
	})
}

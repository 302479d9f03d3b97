package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// randomNetwork has weights of the sizes training gives (first layer
// within ±1.98·QA, output within ±1.98·QB) and four output buckets.
func randomNetwork(h int, seed int64) *Network {
	return randomKingNetwork(h, seed, [64]byte{})
}

// randomKingNetwork is randomNetwork with the king buckets of kingMap.
func randomKingNetwork(h int, seed int64, kingMap [64]byte) *Network {
	r := rand.New(rand.NewSource(seed))
	n := NewKings(h, 4, kingMap)
	for i := range n.FT {
		n.FT[i] = int16(r.Intn(2*505+1) - 505)
	}
	for i := range n.FTBias {
		n.FTBias[i] = int16(r.Intn(2*255+1) - 255)
	}
	for i := range n.Out {
		n.Out[i] = int16(r.Intn(2*126+1) - 126)
	}
	for i := range n.OutB {
		n.OutB[i] = int32(r.Intn(2*QA*QB+1) - QA*QB)
	}
	return n
}

// tricky positions: castling both ways, en passant, promotions with and
// without capture, Chess960 castling.
var tricky = []string{
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
}

func parse(t *testing.T, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func equalAcc(a, b *Accumulator) bool {
	return a.boards == b.boards && slicesEqual(a.Values[0], b.Values[0]) && slicesEqual(a.Values[1], b.Values[1])
}

func slicesEqual(a, b []int16) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestUpdateIsRefresh: the accumulator updated from the parent equals the
// one computed from scratch, after every legal move of the tricky
// positions and along random games.
func TestUpdateIsRefresh(t *testing.T) {
	n := randomNetwork(32, 1)
	parent, child, fresh := n.NewAccumulator(), n.NewAccumulator(), n.NewAccumulator()
	for _, fen := range tricky {
		p := parse(t, fen)
		n.Refresh(parent, &p)
		for _, m := range p.LegalMoves(nil) {
			u := p.MakeMove(m)
			n.Update(child, parent, &p)
			n.Refresh(fresh, &p)
			if !equalAcc(child, fresh) {
				t.Fatalf("%s after %s: updated accumulator differs from a fresh one", fen, m)
			}
			p.UnmakeMove(m, u)
		}
	}
	r := rand.New(rand.NewSource(2))
	for game := 0; game < 100; game++ {
		p := chess.StartPosition()
		n.Refresh(parent, &p)
		for ply := 0; ply < 300; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			n.Update(child, parent, &p)
			n.Refresh(fresh, &p)
			if !equalAcc(child, fresh) {
				t.Fatalf("game %d ply %d (%s): updated accumulator differs", game, ply, p.FEN())
			}
			parent, child = child, parent
		}
	}
}

// TestEvaluateMatchesFloat: the integer output is the float formula of
// the package documentation, computed here in float64 from the same
// weights, to within the rounding of the two divisions.
func TestEvaluateMatchesFloat(t *testing.T) {
	n := randomNetwork(64, 3)
	for _, fen := range append(tricky, chess.StartFEN) {
		p := parse(t, fen)
		a := n.NewAccumulator()
		n.Refresh(a, &p)
		stm := p.SideToMove()
		k := Bucket(p.Occupied().Count(), n.Buckets)
		out := float64(n.OutB[k]) / (QA * QB)
		for side, off := range map[chess.Color]int{stm: 2 * k * n.Hidden, stm ^ 1: (2*k + 1) * n.Hidden} {
			for i, v := range a.Values[side] {
				x := math.Min(math.Max(float64(v)/QA, 0), 1)
				out += x * x * float64(n.Out[off+i]) / QB
			}
		}
		want := out * Scale
		if got := n.Evaluate(a, stm); math.Abs(float64(got)-want) > 1.01 {
			t.Errorf("%s: %d, float formula %.2f", fen, got, want)
		}
	}
}

// TestMirroredPositionScoresTheSame: the board mirrored vertically with
// the colors swapped is the same position for the side to move.
func TestMirroredPositionScoresTheSame(t *testing.T) {
	n := randomNetwork(48, 4)
	for _, fen := range tricky[:4] {
		p := parse(t, fen)
		q := parse(t, mirrorFEN(fen))
		if a, b := n.EvaluatePosition(&p), n.EvaluatePosition(&q); a != b {
			t.Errorf("%s: %d, mirrored %d", fen, a, b)
		}
	}
}

// mirrorFEN flips the board vertically, swaps the colors of pieces, side to
// move and castling rights, and mirrors the en-passant square.
func mirrorFEN(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	swap := func(s string) string {
		return strings.Map(func(r rune) rune {
			switch {
			case r >= 'a' && r <= 'z':
				return r - 'a' + 'A'
			case r >= 'A' && r <= 'Z':
				return r - 'A' + 'a'
			}
			return r
		}, s)
	}
	f[0] = swap(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		f[2] = swap(f[2])
	}
	if f[3] != "-" {
		f[3] = string(f[3][0]) + string('1'+'8'-f[3][1])
	}
	return strings.Join(f, " ")
}

func TestFileRoundTrip(t *testing.T) {
	n := randomNetwork(16, 5)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != size(16, 4, 1) {
		t.Fatalf("%d bytes, want %d", buf.Len(), size(16, 4, 1))
	}
	m, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if m.Hidden != n.Hidden || !slicesEqual(m.FT, n.FT) || !slicesEqual(m.FTBias, n.FTBias) || !slicesEqual(m.Out, n.Out) || !slices.Equal(m.OutB, n.OutB) {
		t.Fatal("the network read back differs")
	}
}

// TestLoad: a file loads as Read reads it, and the errors of a missing or
// damaged file name it.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	n := randomNetwork(16, 7)
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	good, broken := filepath.Join(dir, "good.nnue"), filepath.Join(dir, "broken.nnue")
	if err := os.WriteFile(good, b, 0o644); err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 1
	if err := os.WriteFile(broken, b, 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Load(good)
	if err != nil {
		t.Fatal(err)
	}
	if m.Hidden != n.Hidden || m.Buckets != n.Buckets || !slicesEqual(m.FT, n.FT) || !slicesEqual(m.Out, n.Out) || !slices.Equal(m.OutB, n.OutB) {
		t.Error("the network loaded differs from the one written")
	}
	if _, err := Load(broken); err == nil || !errors.Is(err, ErrFormat) || !strings.HasPrefix(err.Error(), broken+": ") || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("damaged file: %v", err)
	}
	none := filepath.Join(dir, "none.nnue")
	if _, err := Load(none); err == nil || !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), none) {
		t.Errorf("missing file: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	good, err := randomNetwork(8, 6).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	change := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(good)) }
	for _, c := range []struct {
		b    []byte
		want string
	}{
		{nil, "0 bytes"},
		{[]byte("WCNN\x01\x00"), "shorter than the 16-byte header"},
		{change(func(b []byte) []byte { b[0] = 'X'; return b }), `magic "XCNN"`},
		{change(func(b []byte) []byte { b[4] = 3; return b }), "version 3, want 1 or 2"},
		{change(func(b []byte) []byte { b[8], b[9] = 0, 0; return b }), "hidden width 0"},
		{change(func(b []byte) []byte { b[10] = 1; return b }), "hidden width 65544"},
		{change(func(b []byte) []byte { b[8] = 9; return b }), "want 14022 for hidden width 9 and 4 buckets"},
		{change(func(b []byte) []byte { b[12] = 0; return b }), "0 output buckets"},
		{change(func(b []byte) []byte { b[12] = 17; return b }), "17 output buckets, want 1 to 16"},
		{change(func(b []byte) []byte { return b[:len(b)-1] }), "bytes, want"},
		{change(func(b []byte) []byte { return append(b, 0) }), "bytes, want"},
		{change(func(b []byte) []byte { b[100] ^= 1; return b }), "checksum"},
		{outWeight(good, 8, 128), "output weight 0 is 128, outside ±127"},
		{outWeight(good, 8, -300), "output weight 0 is -300"},
	} {
		_, err := Parse(c.b)
		if err == nil || !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q…: %v, want an error saying %q", c.b[:min(len(c.b), 12)], err, c.want)
		}
	}
	if _, err := New(0, 1).MarshalBinary(); err == nil {
		t.Error("a network of width 0 was written")
	}
	if _, err := New(4, 0).MarshalBinary(); err == nil {
		t.Error("a network without an output bucket was written")
	}
	n := New(4, 1)
	n.Out[3] = -128
	if _, err := n.MarshalBinary(); err == nil || !strings.Contains(err.Error(), "output weight 3 is -128") {
		t.Errorf("an output weight of -128 written: %v", err)
	}
}

// outWeight returns the file b of a network of width h with its first
// output weight set to v and the checksum made right again.
func outWeight(b []byte, h int, v int16) []byte {
	b = bytes.Clone(b)
	off := headerSize + 2*Inputs*h + 2*h
	binary.LittleEndian.PutUint16(b[off:], uint16(v))
	binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
	return b
}

func FuzzParse(f *testing.F) {
	good, _ := randomNetwork(2, 7).MarshalBinary()
	f.Add(good)
	f.Add([]byte("WCNN\x01\x00\x00\x00\x01\x00\x00\x00\x01\x00\x00\x00"))
	layout, _ := KingLayout(2)
	kings, _ := randomKingNetwork(1, 8, layout).MarshalBinary()
	f.Add(kings)
	f.Fuzz(func(t *testing.T, b []byte) {
		n, err := Parse(b)
		if err != nil {
			return
		}
		out, err := n.MarshalBinary()
		if err != nil || !bytes.Equal(out, b) {
			t.Fatalf("parsed network does not write back the same bytes (%v)", err)
		}
		p := chess.StartPosition()
		n.EvaluatePosition(&p)
	})
}

func TestBucket(t *testing.T) {
	for _, c := range []struct{ pieces, buckets, want int }{
		{2, 8, 0}, {5, 8, 0}, {6, 8, 1}, {32, 8, 7}, {17, 8, 3}, {32, 1, 0}, {2, 1, 0}, {0, 8, 0}, {40, 8, 7},
	} {
		if got := Bucket(c.pieces, c.buckets); got != c.want {
			t.Errorf("Bucket(%d, %d) = %d, want %d", c.pieces, c.buckets, got, c.want)
		}
	}
}

// TestUpdateAcrossPlies: an accumulator updated from an ancestor one to
// five plies back (one pass for a move's changes, one a square beyond)
// equals a fresh one, on widths the vector kernels take (32, 256) and one
// they do not (24), and updated in place (the accumulator its own parent).
func TestUpdateAcrossPlies(t *testing.T) {
	for _, h := range []int{24, 32, 256} {
		n := randomNetwork(h, 3)
		r := rand.New(rand.NewSource(4))
		for game := range 30 {
			p := chess.StartPosition()
			var past []*Accumulator
			a := n.NewAccumulator()
			n.Refresh(a, &p)
			past = append(past, a)
			for ply := 0; ply < 160; ply++ {
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				p.MakeMove(ms[r.Intn(len(ms))])
				fresh := n.NewAccumulator()
				n.Refresh(fresh, &p)
				for back := 1; back <= 5 && back <= len(past); back++ {
					child := n.NewAccumulator()
					n.Update(child, past[len(past)-back], &p)
					if !equalAcc(child, fresh) {
						t.Fatalf("H %d, game %d, ply %d (%s): updated from %d plies back, differs from a fresh accumulator", h, game, ply, p.FEN(), back)
					}
				}
				inPlace := n.NewAccumulator()
				*inPlace = Accumulator{Values: [2][]int16{slices.Clone(past[len(past)-1].Values[0]), slices.Clone(past[len(past)-1].Values[1])}, boards: past[len(past)-1].boards}
				n.Update(inPlace, inPlace, &p)
				if !equalAcc(inPlace, fresh) {
					t.Fatalf("H %d, game %d, ply %d: updated in place, differs", h, game, ply)
				}
				past = append(past, fresh)
			}
		}
	}
}

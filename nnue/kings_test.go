package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

func kingLayout(t *testing.T, n int) [64]byte {
	t.Helper()
	m, err := KingLayout(n)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestKingLayout(t *testing.T) {
	four := kingLayout(t, 4)
	for _, c := range []struct {
		sq   string
		want byte
	}{{"a1", 0}, {"d2", 0}, {"e1", 1}, {"g1", 1}, {"h2", 1}, {"c3", 2}, {"a8", 2}, {"e3", 3}, {"h8", 3}} {
		sq, _ := bitboard.ParseSquare(c.sq)
		if got := four[sq]; got != c.want {
			t.Errorf("4 buckets: %s in %d, want %d", c.sq, got, c.want)
		}
	}
	if two := kingLayout(t, 2); two[bitboard.G1] != 1 || two[bitboard.C8] != 0 {
		t.Errorf("2 buckets: g1 %d, c8 %d", two[bitboard.G1], two[bitboard.C8])
	}
	if one := kingLayout(t, 1); one != [64]byte{} {
		t.Error("1 bucket: a map that is not all zero")
	}
	for _, n := range []int{0, 3, 5, 64} {
		if _, err := KingLayout(n); err == nil {
			t.Errorf("KingLayout(%d) accepted", n)
		}
	}
	if n := NewKings(8, 2, four); n.Kings != 4 || len(n.FT) != 4*Inputs*8 {
		t.Errorf("NewKings: %d king buckets, %d first-layer weights", n.Kings, len(n.FT))
	}
}

// naive returns view's accumulator of p by the definition: the bias plus,
// for each piece, its feature's column in the first layer of the bucket
// of view's king, with int16's wrapping sums.
func naive(n *Network, p *chess.Position, view chess.Color) []int16 {
	acc := append([]int16(nil), n.FTBias...)
	ks := p.KingSquare(view)
	if view == chess.Black {
		ks ^= 56
	}
	base := int(n.KingMap[ks]) * Inputs
	for b := p.Occupied(); b != 0; {
		sq := b.PopLSB()
		f := base + Feature(view, p.Piece(sq), sq)
		for i := range acc {
			acc[i] += n.FT[f*n.Hidden+i]
		}
	}
	return acc
}

// TestKingBucketsAlongGames: with four king buckets, an accumulator
// updated move by move (its side refreshed when its king changes bucket)
// equals a fresh one and the definition, on random games where the kings
// walk between the buckets.
func TestKingBucketsAlongGames(t *testing.T) {
	n := randomKingNetwork(32, 11, kingLayout(t, 4))
	r := rand.New(rand.NewSource(12))
	parent, child, fresh := n.NewAccumulator(), n.NewAccumulator(), n.NewAccumulator()
	crossings := 0
	for game := range 60 {
		p := chess.StartPosition()
		n.Refresh(parent, &p)
		for ply := range 200 {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			before := [2]byte{n.KingMap[KingSquare(chess.White, p.KingSquare(chess.White))], n.KingMap[KingSquare(chess.Black, p.KingSquare(chess.Black))]}
			p.MakeMove(ms[r.Intn(len(ms))])
			if before != [2]byte{n.KingMap[KingSquare(chess.White, p.KingSquare(chess.White))], n.KingMap[KingSquare(chess.Black, p.KingSquare(chess.Black))]} {
				crossings++
			}
			n.Update(child, parent, &p)
			n.Refresh(fresh, &p)
			if !equalAcc(child, fresh) {
				t.Fatalf("game %d ply %d (%s): updated accumulator differs from a fresh one", game, ply, p.FEN())
			}
			for view := range 2 {
				if !slicesEqual(fresh.Values[view], naive(n, &p, chess.Color(view))) {
					t.Fatalf("game %d ply %d (%s): view %d differs from the definition", game, ply, p.FEN(), view)
				}
			}
			parent, child = child, parent
		}
	}
	if crossings < 100 {
		t.Fatalf("only %d moves took a king to another bucket: the test does not test", crossings)
	}
}

// TestCache: accumulators kept through a Cache (updated move by move,
// refreshed through it when a king changes bucket, and refreshed through
// it for positions of other games, as a searcher's new root is) equal the
// definition; the cache is shared by every game, as a searcher's is.
func TestCache(t *testing.T) {
	n := randomKingNetwork(32, 16, kingLayout(t, 4))
	c := n.NewCache()
	r := rand.New(rand.NewSource(17))
	parent, child := n.NewAccumulator(), n.NewAccumulator()
	var seen []chess.Position
	for game := range 40 {
		p := chess.StartPosition()
		c.Refresh(parent, &p)
		for ply := range 200 {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			c.Update(child, parent, &p)
			for view := range 2 {
				if !slicesEqual(child.Values[view], naive(n, &p, chess.Color(view))) {
					t.Fatalf("game %d ply %d (%s): view %d through the cache differs from the definition", game, ply, p.FEN(), view)
				}
			}
			parent, child = child, parent
			if ply%37 == 0 {
				seen = append(seen, p)
			}
		}
		// A jump to a position of an earlier game, through the cache.
		q := seen[r.Intn(len(seen))]
		c.Refresh(child, &q)
		for view := range 2 {
			if !slicesEqual(child.Values[view], naive(n, &q, chess.Color(view))) {
				t.Fatalf("game %d, refresh of %s through the cache: view %d differs from the definition", game, q.FEN(), view)
			}
		}
	}
	// Without king buckets a cache is Network.Refresh and Update.
	plain := randomNetwork(16, 18)
	p := parse(t, tricky[0])
	a, b := plain.NewAccumulator(), plain.NewAccumulator()
	plain.NewCache().Refresh(a, &p)
	plain.Refresh(b, &p)
	if !equalAcc(a, b) {
		t.Error("a cache of a network without king buckets refreshes otherwise")
	}
}

// TestKingBucketsCopied: a network whose king buckets all hold the same
// first layer evaluates every position as the network without them (what
// nntrain relies on when it starts king buckets from such a network).
func TestKingBucketsCopied(t *testing.T) {
	plain := randomNetwork(32, 13)
	kings := NewKings(32, plain.Buckets, kingLayout(t, 4))
	for k := range kings.Kings {
		copy(kings.FT[k*len(plain.FT):], plain.FT)
	}
	copy(kings.FTBias, plain.FTBias)
	copy(kings.Out, plain.Out)
	copy(kings.OutB, plain.OutB)
	for _, fen := range append(tricky, chess.StartFEN, "8/8/3k4/8/8/4K3/8/8 w - - 0 1") {
		p := parse(t, fen)
		if a, b := plain.EvaluatePosition(&p), kings.EvaluatePosition(&p); a != b {
			t.Errorf("%s: %d without king buckets, %d with four copies", fen, a, b)
		}
	}
}

func TestKingFileRoundTrip(t *testing.T) {
	n := randomKingNetwork(16, 14, kingLayout(t, 4))
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if len(b) != size(16, 4, 4) || binary.LittleEndian.Uint32(b[4:]) != 2 {
		t.Fatalf("%d bytes, version %d: want %d bytes of version 2", len(b), binary.LittleEndian.Uint32(b[4:]), size(16, 4, 4))
	}
	m, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if m.Kings != 4 || m.KingMap != n.KingMap || !slicesEqual(m.FT, n.FT) || !slicesEqual(m.Out, n.Out) {
		t.Fatal("the network read back differs")
	}
	// A network without king buckets is still written as version 1.
	if b, _ := randomNetwork(8, 1).MarshalBinary(); binary.LittleEndian.Uint32(b[4:]) != 1 {
		t.Error("a network without king buckets is not written as version 1")
	}
}

func TestKingParseErrors(t *testing.T) {
	good, err := randomKingNetwork(8, 15, kingLayout(t, 4)).MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	resum := func(b []byte) []byte {
		binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
		return b
	}
	change := func(f func(b []byte)) []byte { b := bytes.Clone(good); f(b); return resum(b) }
	for _, c := range []struct {
		b    []byte
		want string
	}{
		{good[:40], "shorter than the 84-byte header of version 2"},
		{change(func(b []byte) { b[16] = 1 }), "1 king buckets, want 2 to 32"},
		{change(func(b []byte) { b[16] = 33 }), "33 king buckets"},
		{change(func(b []byte) { b[20+10] = 4 }), "king bucket 4 of square 10, want below 4"},
		{change(func(b []byte) { b[16] = 5 }), "king bucket 4 of 5 on no square"},
		{change(func(b []byte) { b[4] = 1 }), "bytes, want"}, // a version 2 body read as version 1
		{good[:len(good)-2], "bytes, want"},
	} {
		_, err := Parse(c.b)
		if err == nil || !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v, want an error saying %q", err, c.want)
		}
	}
	n := NewKings(4, 1, kingLayout(t, 4))
	n.KingMap[0] = 7
	if _, err := n.MarshalBinary(); err == nil {
		t.Error("a network whose king map names a bucket it does not have was written")
	}
}

func TestSize(t *testing.T) {
	if got, want := New(64, 8).Size(), "64 hidden units a side"; got != want {
		t.Errorf("plain network: %q, want %q", got, want)
	}
	if got, want := NewKings(256, 8, kingLayout(t, 4)).Size(), "256 hidden units a side, 4 king buckets"; got != want {
		t.Errorf("king buckets: %q, want %q", got, want)
	}
}

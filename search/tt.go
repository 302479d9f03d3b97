package search

import (
	"math/bits"
	"sync/atomic"
	"unsafe"

	"github.com/westcott-chess/westcott/chess"
)

// Bound tells what a score is known to be: exact, or a bound from a cut.
type Bound uint8

// The kinds of score bound.
const (
	BoundNone  Bound = iota
	BoundUpper       // the score is at most this (every move failed low)
	BoundLower       // the score is at least this (a move failed high)
	BoundExact
)

// TT is the transposition table: what earlier searches learnt about
// positions, found by Zobrist key. It is safe for concurrent use by several
// searches without locks: each entry is two 64-bit words, the key stored
// XORed with the data, so a torn write (two searches storing at once)
// reads back as a miss instead of as wrong data.
//
// Entries come in clusters of four (64 bytes, one cache line). A store
// replaces the entry of the same position, else the one least worth
// keeping: shallow, or left by an earlier search.
type TT struct {
	clusters []ttCluster
	gen      atomic.Uint32 // search generation, 6 bits used
}

type ttCluster [4]ttEntry

type ttEntry struct {
	key  atomic.Uint64 // position key XOR data
	data atomic.Uint64
}

// TTEntry is what the table knows about a position.
type TTEntry struct {
	Move  chess.Move
	Score int // as stored: mate scores relative to the node (see scoreToTT)
	Eval  int // the static evaluation
	Depth int
	Bound Bound
}

// Data layout: move 0..15, score 16..31, eval 32..47, depth 48..55,
// bound 56..57, generation 58..63.
func pack(e TTEntry, gen uint32) uint64 {
	return uint64(e.Move) | uint64(uint16(int16(e.Score)))<<16 | uint64(uint16(int16(e.Eval)))<<32 |
		uint64(uint8(e.Depth))<<48 | uint64(e.Bound&3)<<56 | uint64(gen&63)<<58
}

func unpack(d uint64) TTEntry {
	return TTEntry{
		Move:  chess.Move(d),
		Score: int(int16(d >> 16)),
		Eval:  int(int16(d >> 32)),
		Depth: int(uint8(d >> 48)),
		Bound: Bound(d>>56) & 3,
	}
}

func genOf(d uint64) uint32 { return uint32(d>>58) & 63 }

// MinHashMB and MaxHashMB bound the table size in megabytes.
const (
	MinHashMB = 1
	MaxHashMB = 65536
)

// NewTT returns an empty table of about mb megabytes (clamped to
// MinHashMB..MaxHashMB).
func NewTT(mb int) *TT {
	t := &TT{}
	t.Resize(mb)
	return t
}

// Resize empties the table and gives it about mb megabytes. No search may
// use the table meanwhile.
func (t *TT) Resize(mb int) {
	mb = min(max(mb, MinHashMB), MaxHashMB)
	n := uint64(mb) << 20 / 64
	if uint64(len(t.clusters)) == n {
		t.Clear()
		return
	}
	t.clusters = nil // let the old table go before the new one is made
	t.clusters = make([]ttCluster, n)
	adviseHugePages(t.clusters)
	t.gen.Store(0)
}

// SizeMB returns the table's size in megabytes.
func (t *TT) SizeMB() int { return len(t.clusters) * 64 >> 20 }

// Clear empties the table. No search may use the table meanwhile.
func (t *TT) Clear() {
	clear(t.clusters)
	t.gen.Store(0)
}

// NewSearch starts a new generation: entries of earlier searches become the
// first to be replaced. Call it once per search (per "go"), not per thread.
func (t *TT) NewSearch() { t.gen.Add(1) }

func (t *TT) cluster(key uint64) *ttCluster {
	hi, _ := bits.Mul64(key, uint64(len(t.clusters)))
	return &t.clusters[hi]
}

// Prefetch starts loading the cluster of key into the cache: called right
// after a move is made, the child's Probe then finds it there instead of
// waiting on memory (a table larger than the cache misses on most probes).
func (t *TT) Prefetch(key uint64) { prefetch(unsafe.Pointer(t.cluster(key))) }

// Probe returns what the table holds for the position with this key.
func (t *TT) Probe(key uint64) (TTEntry, bool) {
	c := t.cluster(key)
	for i := range c {
		d := c[i].data.Load()
		if c[i].key.Load()^d == key && d != 0 {
			return unpack(d), true
		}
	}
	return TTEntry{}, false
}

// Store records e for the position with this key. An entry of the same
// position keeps its move if e has none, and keeps its data if it is
// deeper, exact where e is not, and of this search.
func (t *TT) Store(key uint64, e TTEntry) {
	gen := t.gen.Load() & 63
	c := t.cluster(key)
	victim, worth := 0, 1<<30
	for i := range c {
		d := c[i].data.Load()
		if d == 0 || c[i].key.Load()^d == key {
			if d != 0 {
				old := unpack(d)
				if e.Move == chess.NullMove {
					e.Move = old.Move
				}
				if e.Bound != BoundExact && old.Depth > e.Depth+2 && genOf(d) == gen {
					return
				}
			}
			victim = i
			break
		}
		// Worth keeping: depth, minus a lot for every search it has aged.
		age := int((gen - genOf(d)) & 63)
		if w := int(uint8(d>>48)) - 8*age; w < worth {
			victim, worth = i, w
		}
	}
	d := pack(e, gen)
	c[victim].key.Store(key ^ d)
	c[victim].data.Store(d)
}

// HashFull returns how full the table is in permille, counted on a sample
// of entries written by the current search, as UCI's "hashfull" wants.
func (t *TT) HashFull() int {
	gen := t.gen.Load() & 63
	n, used := 0, 0
	for i := 0; i < len(t.clusters) && n < 1000; i++ {
		for j := range t.clusters[i] {
			d := t.clusters[i][j].data.Load()
			if d != 0 && genOf(d) == gen {
				used++
			}
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return used * 1000 / n
}

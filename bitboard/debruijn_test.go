package bitboard

import (
	"math/bits"
	"testing"
)

// windowsDistinct is the test's own De Bruijn check: the top six bits of
// seq << i for i = 0..63 are 64 different numbers.
func windowsDistinct(seq uint64) bool {
	seen := map[uint64]bool{}
	for i := range 64 {
		seen[seq<<i>>58] = true
	}
	return len(seen) == 64
}

// separatesByScan checks Walisch's property the slow way: a scan built on
// seq finds the LS1B index of every single bit, by math/bits as reference.
func separatesByScan(seq uint64) bool {
	var table [64]int
	var set [64]bool
	for i := range 64 {
		w := (uint64(1)<<i ^ (uint64(1)<<i - 1)) * seq >> 58
		if set[w] {
			return false
		}
		set[w], table[w] = true, i
	}
	for i := range 64 {
		b := uint64(1)<<i | uint64(1)<<63
		if table[(b^(b-1))*seq>>58] != bits.TrailingZeros64(b) {
			return false
		}
	}
	return true
}

func TestDeBruijnFirstSequences(t *testing.T) {
	if !windowsDistinct(deBruijn64) || !DeBruijnSeparates(deBruijn64) || !separatesByScan(deBruijn64) {
		t.Error("the page's 0x03f79d71b4cb0a89 is not a De Bruijn sequence that separates")
	}
	if windowsDistinct(deBruijn64^1<<20) || DeBruijnSeparates(deBruijn64^1<<20) {
		t.Error("a flipped bit still passes")
	}
	n, last := 0, uint64(0)
	for s := range DeBruijnSequences() {
		if !windowsDistinct(s) || s>>58 != 0 || s&1 != 1 || (n > 0 && s <= last) {
			t.Fatalf("sequence %d, %#016x: not an odd De Bruijn sequence with six leading zeros after %#016x", n, s, last)
		}
		if DeBruijnSeparates(s) != separatesByScan(s) {
			t.Fatalf("%#016x: DeBruijnSeparates says %v", s, DeBruijnSeparates(s))
		}
		last = s
		if n++; n == 2000 {
			break
		}
	}
}

// TestDeBruijnCounts reproduces the page's counts: 2^26 odd sequences with
// six leading zeros (line 1114), 2^22 of them fit for the separated LS1B
// (line 1152). The enumeration takes about half a minute of CPU.
func TestDeBruijnCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("enumerates all 2^26 sequences")
	}
	n, separating, last := 0, 0, uint64(0)
	pageSeen := false
	for s := range DeBruijnSequences() {
		if s&1 != 1 || (n > 0 && s <= last) {
			t.Fatalf("sequence %d, %#016x: even, or not after %#016x", n, s, last)
		}
		if n%65536 == 0 && !windowsDistinct(s) {
			t.Fatalf("%#016x is not a De Bruijn sequence", s)
		}
		if DeBruijnSeparates(s) {
			separating++
		}
		pageSeen = pageSeen || s == deBruijn64
		last = s
		n++
	}
	if n != 1<<26 || separating != 1<<22 || !pageSeen {
		t.Errorf("%d sequences, %d separating, page's seen %v; the page has 2^26 = 67108864 and 2^22 = 4194304", n, separating, pageSeen)
	}
}

package bitboard

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// scanInputs returns non-empty test sets: every single bit, every pair of
// bits, every run of consecutive ones (the worst case for the float
// conversion's rounding), and many random sets of several densities.
func scanInputs() []Bitboard {
	var in []Bitboard
	for i := range 64 {
		for j := i; j < 64; j++ {
			in = append(in, Bitboard(1)<<i|Bitboard(1)<<j)
		}
		for k := 1; i+k <= 64; k++ { // runs of k ones from bit i
			in = append(in, (Universe>>(64-k))<<i)
		}
	}
	rng := rand.New(rand.NewPCG(3, 67))
	for range 20000 {
		x := rng.Uint64()
		in = append(in, Bitboard(x), Bitboard(x&rng.Uint64()&rng.Uint64()), Bitboard(x|rng.Uint64()),
			Bitboard(x>>rng.IntN(64)), Bitboard(x<<rng.IntN(64)))
	}
	out := in[:0]
	for _, b := range in {
		if b != 0 {
			out = append(out, b)
		}
	}
	return out
}

func TestBitScanSingleBits(t *testing.T) {
	for i := range 64 {
		b := Bitboard(1) << i
		for _, m := range BitScanForwardMethods {
			if got := m.Scan(b); got != i {
				t.Errorf("forward %s(1<<%d) = %d", m.Name, i, got)
			}
		}
		for _, m := range BitScanReverseMethods {
			if got := m.Scan(b); got != i {
				t.Errorf("reverse %s(1<<%d) = %d", m.Name, i, got)
			}
		}
	}
}

func TestBitScanAgainstMathBits(t *testing.T) {
	inputs := scanInputs()
	for _, b := range inputs {
		lsb, msb := bits.TrailingZeros64(uint64(b)), 63-bits.LeadingZeros64(uint64(b))
		for _, m := range BitScanForwardMethods {
			if got := m.Scan(b); got != lsb {
				t.Fatalf("forward %s(%#x) = %d, want %d", m.Name, uint64(b), got, lsb)
			}
		}
		for _, m := range BitScanReverseMethods {
			if got := m.Scan(b); got != msb {
				t.Fatalf("reverse %s(%#x) = %d, want %d", m.Name, uint64(b), got, msb)
			}
		}
	}
	t.Logf("%d non-empty inputs", len(inputs))
}

// TestBitScanEmpty pins down what each scan returns for the empty set, as its
// doc comment says.
func TestBitScanEmpty(t *testing.T) {
	want := map[string]int{
		"debruijn-isolated": 0, "debruijn-separated": 63, "matt-taylor": 63, "faxon": 63,
		"mod67": 64, "scharnagl": 64, "direct": 0, "double": -1023, "popcount": 64,
		"generalized": 0, "math/bits": 64,
	}
	for _, m := range BitScanForwardMethods {
		if got := m.Scan(0); got != want[m.Name] {
			t.Errorf("forward %s(0) = %d, want %d", m.Name, got, want[m.Name])
		}
	}
	wantRev := map[string]int{"nalimov": 0, "zappa": 0, "debruijn": 0, "double": -1023, "generalized": 0, "math/bits": -1}
	for _, m := range BitScanReverseMethods {
		if got := m.Scan(0); got != wantRev[m.Name] {
			t.Errorf("reverse %s(0) = %d, want %d", m.Name, got, wantRev[m.Name])
		}
	}
}

func TestBitScanGeneralized(t *testing.T) {
	for _, b := range []Bitboard{0x10, 0x8000000000000001, 0x00F0F00000000000} {
		if got, want := BitScan(b, false), b.LSB(); got != int(want) {
			t.Errorf("BitScan(%#x, false) = %d, want %d", uint64(b), got, want)
		}
		if got, want := BitScan(b, true), b.MSB(); got != int(want) {
			t.Errorf("BitScan(%#x, true) = %d, want %d", uint64(b), got, want)
		}
	}
}

// The lookup tables as page "BitScan" prints them; ours are computed from
// the multipliers and must be the same.
var (
	pageIndex64Isolated = [64]uint8{
		0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
		62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
		63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
		46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6,
	}
	pageIndex64Separated = [64]uint8{
		0, 47, 1, 56, 48, 27, 2, 60, 57, 49, 41, 37, 28, 16, 3, 61,
		54, 58, 35, 52, 50, 42, 21, 44, 38, 32, 29, 23, 17, 11, 4, 62,
		46, 55, 26, 59, 40, 36, 15, 53, 34, 51, 20, 43, 31, 22, 10, 45,
		25, 39, 14, 33, 19, 30, 9, 24, 13, 18, 8, 12, 7, 6, 5, 63,
	}
	pageTaylor = [64]uint8{
		63, 30, 3, 32, 59, 14, 11, 33, 60, 24, 50, 9, 55, 19, 21, 34,
		61, 29, 2, 53, 51, 23, 41, 18, 56, 28, 1, 43, 46, 27, 0, 35,
		62, 31, 58, 4, 5, 49, 54, 6, 15, 52, 12, 40, 7, 42, 45, 16,
		25, 57, 48, 13, 10, 39, 8, 44, 20, 47, 38, 22, 17, 37, 36, 26,
	}
	pageFaxon = [154]uint8{ // the page's "__" (unused) entries are 0
		22, 0, 0, 0, 30, 0, 0, 38, 18, 0, 16, 15, 17, 0, 46, 9, 19, 8, 7, 10,
		0, 63, 1, 56, 55, 57, 2, 11, 0, 58, 0, 0, 20, 0, 3, 0, 0, 59, 0, 0,
		0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 4, 0, 0, 60, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 21, 0, 0, 0, 29, 0, 0, 37, 0, 0, 0, 13, 0, 0, 45, 0,
		0, 0, 5, 0, 0, 61, 0, 0, 0, 53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		28, 0, 0, 36, 0, 0, 0, 0, 0, 0, 44, 0, 0, 0, 0, 0, 27, 0, 0, 35,
		0, 52, 0, 0, 26, 0, 43, 34, 25, 23, 24, 33, 31, 32, 42, 39, 40, 51, 41, 14,
		0, 49, 47, 48, 0, 50, 6, 0, 0, 62, 0, 0, 0, 54,
	}
	pageLookup67 = [68]int{ // -1 marks the three unused remainders and the pad
		64, 0, 1, 39, 2, 15, 40, 23, 3, 12, 16, 59, 41, 19, 24, 54,
		4, -1, 13, 10, 17, 62, 60, 28, 42, 30, 20, 51, 25, 44, 55, 47,
		5, 32, -1, 38, 14, 22, 11, 58, 18, 53, 63, 9, 61, 27, 29, 50,
		43, 46, 31, 37, 21, 57, 52, 8, 26, 49, 45, 36, 56, 7, 48, 35,
		6, 34, 33, -1,
	}
)

func TestBitScanTablesMatchPage(t *testing.T) {
	if deBruijnIsolatedIndex != pageIndex64Isolated {
		t.Errorf("isolated De Bruijn table differs from the page:\n%v", deBruijnIsolatedIndex)
	}
	if deBruijnSeparatedIndex != pageIndex64Separated {
		t.Errorf("separated De Bruijn table differs from the page:\n%v", deBruijnSeparatedIndex)
	}
	if taylorIndex != pageTaylor {
		t.Errorf("Matt Taylor's table differs from the page:\n%v", taylorIndex)
	}
	if [154]uint8(faxonIndex[:154]) != pageFaxon {
		t.Errorf("Faxon's table differs from the page:\n%v", faxonIndex[:154])
	}
	for i, v := range faxonIndex[154:] {
		if v != 0 {
			t.Errorf("Faxon's hash reaches entry %d, past the page's 154", 154+i)
		}
	}
	for i, v := range pageLookup67[:67] {
		if v >= 0 && int(mod67Index[i]) != v {
			t.Errorf("mod 67 table[%d] = %d, page has %d", i, mod67Index[i], v)
		}
	}
}

// Benchmarks. Each routine is called directly, not through a function
// value, so that the compiler can inline it as it would in a program. The
// inputs are 1024 sets of 1 to 8 random squares, a typical piece set.

var scanSink int

func scanBenchInputs() *[1024]Bitboard {
	var in [1024]Bitboard
	rng := rand.New(rand.NewPCG(5, 8))
	for i := range in {
		for range 1 + rng.IntN(8) {
			in[i] |= Bitboard(1) << rng.IntN(64)
		}
	}
	return &in
}

func BenchmarkBitScanForward(b *testing.B) {
	in := scanBenchInputs()
	b.Run("math-bits", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += bits.TrailingZeros64(uint64(in[i&1023]))
		}
		scanSink = s
	})
	b.Run("debruijn-isolated", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardDeBruijn(in[i&1023])
		}
		scanSink = s
	})
	b.Run("debruijn-separated", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardDeBruijnSeparated(in[i&1023])
		}
		scanSink = s
	})
	b.Run("matt-taylor", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardMattTaylor(in[i&1023])
		}
		scanSink = s
	})
	b.Run("faxon", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardFaxon(in[i&1023])
		}
		scanSink = s
	})
	b.Run("faxon-reset", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			x := in[i&1023]
			s += PopLSBFaxon(&x)
		}
		scanSink = s
	})
	b.Run("mod67", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += TrailingZerosMod67(in[i&1023])
		}
		scanSink = s
	})
	b.Run("scharnagl", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += TrailingZerosScharnagl(in[i&1023])
		}
		scanSink = s
	})
	b.Run("direct", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardDirect(in[i&1023])
		}
		scanSink = s
	})
	b.Run("double", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardDouble(in[i&1023])
		}
		scanSink = s
	})
	b.Run("popcount", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanForwardPopCount(in[i&1023])
		}
		scanSink = s
	})
}

func BenchmarkBitScanReverse(b *testing.B) {
	in := scanBenchInputs()
	b.Run("math-bits", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += 63 - bits.LeadingZeros64(uint64(in[i&1023]))
		}
		scanSink = s
	})
	b.Run("nalimov", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanReverseNalimov(in[i&1023])
		}
		scanSink = s
	})
	b.Run("zappa", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanReverseZappa(in[i&1023])
		}
		scanSink = s
	})
	b.Run("debruijn", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanReverseDeBruijn(in[i&1023])
		}
		scanSink = s
	})
	b.Run("double", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			s += BitScanReverseDouble(in[i&1023])
		}
		scanSink = s
	})
}

// BenchmarkSerialize pops every square of the 1024 sets, the usual use of a
// forward scan: for b != 0 { sq := scan(b); b &= b - 1 }. One op is one set
// (4.5 squares on average).
func BenchmarkSerialize(b *testing.B) {
	in := scanBenchInputs()
	b.Run("math-bits", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; x &= x - 1 {
				s += bits.TrailingZeros64(uint64(x))
			}
		}
		scanSink = s
	})
	b.Run("debruijn-isolated", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; x &= x - 1 {
				s += BitScanForwardDeBruijn(x)
			}
		}
		scanSink = s
	})
	b.Run("debruijn-separated", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; x &= x - 1 {
				s += BitScanForwardDeBruijnSeparated(x)
			}
		}
		scanSink = s
	})
	b.Run("matt-taylor", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; x &= x - 1 {
				s += BitScanForwardMattTaylor(x)
			}
		}
		scanSink = s
	})
	b.Run("faxon", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; x &= x - 1 {
				s += BitScanForwardFaxon(x)
			}
		}
		scanSink = s
	})
	// Faxon's original pops the bit itself.
	b.Run("faxon-reset", func(b *testing.B) {
		s := 0
		for i := 0; i < b.N; i++ {
			for x := in[i&1023]; x != 0; {
				s += PopLSBFaxon(&x)
			}
		}
		scanSink = s
	})
}

// The page's folded-value samples (lines 1182–1190 for the separated LS1B of
// Matt Taylor and the modified Faxon scan, 1302–1309 for Faxon's original,
// which hashes the bits below the LS1B).
func TestBitScanFoldedSamples(t *testing.T) {
	for _, c := range []struct {
		ls1b      int
		sep       uint64
		folded    uint32
		below     uint64 // the original's (bb & (bb-1)) ^ (bb-1)
		foldBelow uint32
	}{
		{63, 0xffffffffffffffff, 0x00000000, 0x7fffffffffffffff, 0x80000000},
		{62, 0x7fffffffffffffff, 0x80000000, 0x3fffffffffffffff, 0xc0000000},
		{59, 0x0fffffffffffffff, 0xf0000000, 0x07ffffffffffffff, 0xf8000000},
		{32, 0x00000001ffffffff, 0xfffffffe, 0x00000000ffffffff, 0xffffffff},
		{31, 0x00000000ffffffff, 0xffffffff, 0x000000007fffffff, 0x7fffffff},
		{30, 0x000000007fffffff, 0x7fffffff, 0x000000003fffffff, 0x3fffffff},
		{0, 0x0000000000000001, 0x00000001, 0x0000000000000000, 0x00000000},
	} {
		b := uint64(1)<<c.ls1b | 0xa000000000000000&^(uint64(1)<<c.ls1b<<1-1) // other bits above must not matter
		if sep := b ^ (b - 1); sep != c.sep || fold(sep) != c.folded {
			t.Errorf("LS1B %d: separated %#x folded %#x, page %#x %#x", c.ls1b, sep, fold(sep), c.sep, c.folded)
		}
		if below := (b & (b - 1)) ^ (b - 1); below != c.below || fold(below) != c.foldBelow {
			t.Errorf("LS1B %d: original's %#x folded %#x, want %#x %#x", c.ls1b, below, fold(below), c.below, c.foldBelow)
		}
	}
	// The original's sample table, as the page prints it: LS1B, value, folded.
	for _, c := range []struct {
		ls1b   int
		value  uint64
		folded uint32
	}{
		{0, 0x0000000000000000, 0x00000000}, {63, 0x7fffffffffffffff, 0x80000000},
		{60, 0x0fffffffffffffff, 0xf0000000}, {33, 0x00000001ffffffff, 0xfffffffe},
		{32, 0x00000000ffffffff, 0xffffffff}, {31, 0x000000007fffffff, 0x7fffffff},
		{1, 0x0000000000000001, 0x00000001},
	} {
		b := uint64(1) << c.ls1b
		if v := (b & (b - 1)) ^ (b - 1); v != c.value || fold(v) != c.folded {
			t.Errorf("original, LS1B %d: %#x folded %#x, page %#x %#x", c.ls1b, v, fold(v), c.value, c.folded)
		}
		// The cyclic wrap: the original's fold for i is the modified one's for i-1.
		p := uint64(1) << ((c.ls1b + 63) % 64)
		if fold(p^(p-1)) != c.folded {
			t.Errorf("LS1B %d: no cyclic wrap onto %d", c.ls1b, (c.ls1b+63)%64)
		}
	}
}

// TestPopLSBFaxon checks Faxon's original form against math/bits and
// ResetLSB, and its table against the page's (each index one higher).
func TestPopLSBFaxon(t *testing.T) {
	for _, b := range scanInputs() {
		c := b
		if i := PopLSBFaxon(&c); i != bits.TrailingZeros64(uint64(b)) || c != b.ResetLSB() {
			t.Fatalf("%#x: index %d, rest %#x", uint64(b), i, uint64(c))
		}
	}
	var z Bitboard
	if i := PopLSBFaxon(&z); i != 0 || z != 0 {
		t.Errorf("empty set: %d, %#x", i, uint64(z))
	}
	for i := range 64 {
		b := uint64(1) << i
		key := faxonHash(b ^ (b - 1))
		if got := faxonResetIndex[key]; int(got) != (int(pageFaxon[key])+1)%64 {
			t.Errorf("original table[%d] = %d, the page's modified one has %d", key, got, pageFaxon[key])
		}
	}
}

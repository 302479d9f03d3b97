package bitboard

import (
	"math"
	"math/bits"
)

// Bit scans (page "BitScan"): reference implementations of the page's
// software bitscans, kept to test and measure against math/bits (see
// docs/PERFORMANCE.md, "BitScan variants"). Bitboard.LSB and Bitboard.MSB
// use math/bits, which the compiler turns into BSF/TZCNT and BSR/LZCNT.
//
// A bit scan forward returns the index 0..63 of the least significant one bit
// (LS1B), a bit scan reverse the index of the most significant one (MS1B).
// Like the page's routines they are meant for non-empty sets; each doc
// comment says what it returns for 0. The lookup tables are computed once at
// start-up from the multipliers by initBitScanTables and checked to be
// perfect hashes; the tests compare them with the page's printed tables.

const (
	// deBruijn64 is the page's 64-bit De Bruijn sequence: its 64 overlapping
	// 6-bit windows are all different.
	deBruijn64 = 0x03f79d71b4cb0a89
	// taylorMagic is Matt Taylor's 32-bit multiplier for the folded LS1B
	// separation.
	taylorMagic = 0x78291ACF
	// faxonXor is Walter Faxon's 32-bit key of his non-minimal hash.
	faxonXor = 0x01C5FC81
	// log2Nibbles packs log2(n) for n = 0..15 in two bits each, n = 0 in the
	// low bits: 0,0,1,1,2,2,2,2,3×8 — the page's "jazzFromHell",
	// 0-(16*3*457), seen as 32 bits.
	log2Nibbles = 0xFFFFAA50
)

var (
	deBruijnIsolatedIndex  [64]uint8  // by (b & -b) * deBruijn64 >> 58
	deBruijnSeparatedIndex [64]uint8  // by (b ^ (b-1)) * deBruijn64 >> 58
	taylorIndex            [64]uint8  // by folded * taylorMagic >> 26
	faxonIndex             [256]uint8 // by Faxon's hash & 255 (the page's table has 154 entries; the rest is 0)
	faxonResetIndex        [256]uint8 // the same for Faxon's original, which hashes the bits below the LS1B
	mod67Index             [67]uint8  // by (b & -b) % 67; 64 for 0
	lsbOfByte              [256]uint8 // index of the LS1B of a byte; 8 for 0
	msbOfByte              [256]uint8 // index of the MS1B of a byte; 0 for 0
)

func init() { initBitScanTables() }

// initBitScanTables fills the bit-scan tables: for every bit index i it
// computes the hash the scan computes for a set whose LS1B (or MS1B) is i and
// stores i there. A collision is a programming error and panics.
func initBitScanTables() {
	var seen [6][256]bool
	put := func(table []uint8, which int, key uint64, i int) {
		if seen[which][key] {
			panic("bitboard: bit-scan hash collision")
		}
		seen[which][key] = true
		table[key] = uint8(i)
	}
	for i := range 64 {
		b := uint64(1) << i
		put(deBruijnIsolatedIndex[:], 0, b*deBruijn64>>58, i)
		sep := b ^ (b - 1)
		put(deBruijnSeparatedIndex[:], 1, sep*deBruijn64>>58, i)
		put(taylorIndex[:], 2, uint64(fold(sep)*taylorMagic>>26), i)
		put(faxonIndex[:], 3, uint64(faxonHash(sep)), i)
		put(mod67Index[:], 4, b%67, i)
		put(faxonResetIndex[:], 5, uint64(faxonHash(b-1)), i)
	}
	mod67Index[0] = 64
	for x := range 256 {
		lsbOfByte[x] = uint8(bits.TrailingZeros8(uint8(x)))
		msbOfByte[x] = uint8(max(0, bits.Len8(uint8(x))-1))
	}
}

// fold returns the xor of the two 32-bit halves of x.
func fold(x uint64) uint32 { return uint32(x) ^ uint32(x>>32) }

// faxonHash is Walter Faxon's hash of an LS1B separation: fold, xor with a
// key, then two shift-add steps; the result indexes a 154-entry table.
func faxonHash(sep uint64) uint8 {
	t := fold(sep) ^ faxonXor
	t += t >> 16
	t -= t>>8 + 51
	return uint8(t)
}

// BitScanForwardDeBruijn returns the index of the LS1B of b by De Bruijn
// multiplication of the isolated LS1B (Läuter 1997; Leiserson, Prokop and
// Randall 1998): b & -b is a power of two, so the product shifts the
// sequence and its top six bits are a unique window. It returns 0 for 0.
// BitScanForwardDeBruijn(0b1100) is 2.
func BitScanForwardDeBruijn(b Bitboard) int {
	return int(deBruijnIsolatedIndex[uint64(b&-b)*deBruijn64>>58])
}

// BitScanForwardDeBruijnSeparated returns the index of the LS1B of b by De
// Bruijn multiplication of the separated LS1B, b ^ (b-1), all bits up to and
// including the LS1B (Kim Walisch, 2012). It returns 63 for 0.
func BitScanForwardDeBruijnSeparated(b Bitboard) int {
	return int(deBruijnSeparatedIndex[uint64(b^(b-1))*deBruijn64>>58])
}

// BitScanForwardMattTaylor returns the index of the LS1B of b by Matt
// Taylor's folding trick (2003): the separated LS1B's two 32-bit halves are
// xored and the folded word hashed by a 32-bit multiplication, friendly to
// 32-bit machines. It returns 63 for 0.
func BitScanForwardMattTaylor(b Bitboard) int {
	return int(taylorIndex[fold(uint64(b^(b-1)))*taylorMagic>>26])
}

// BitScanForwardFaxon returns the index of the LS1B of b by Walter Faxon's
// magic bitscan: the folded separation of Matt Taylor's trick hashed without
// a multiplication into a 154-entry table (the page's modified version, which
// separates rather than resets the LS1B). It returns 63 for 0.
func BitScanForwardFaxon(b Bitboard) int {
	return int(faxonIndex[faxonHash(uint64(b^(b-1)))])
}

// PopLSBFaxon returns the index of the LS1B of *b and resets that bit, by
// Walter Faxon's original form: b-1 resets the LS1B when and-ed with b and,
// xor-ed with the result, leaves the bits below the LS1B, whose fold is
// hashed as in BitScanForwardFaxon. The folded values are the modified
// form's one index lower, cyclically (the page's second sample table), so
// its table holds each index one higher. It returns 0 for 0 and leaves *b 0.
func PopLSBFaxon(b *Bitboard) int {
	t := *b - 1
	*b &= t
	return int(faxonResetIndex[faxonHash(uint64(t^*b))])
}

// TrailingZerosMod67 returns the number of trailing zeros of b by the
// remainder of the isolated LS1B modulo the prime 67, a perfect hash of the
// 64 powers of two and 0. It returns 64 for 0.
func TrailingZerosMod67(b Bitboard) int {
	return int(mod67Index[uint64(b&-b)%67])
}

// TrailingZerosScharnagl returns the number of trailing zeros of b by divide
// and conquer (Reinhard Scharnagl): halve the word to its lowest non-zero
// 32-, 16- and 8-bit part, then look the byte up. It returns 64 for 0.
func TrailingZerosScharnagl(b Bitboard) int {
	x := uint64(b)
	acc := 0
	buf := uint32(x)
	if buf == 0 {
		buf = uint32(x >> 32)
		acc = 32
	}
	if uint16(buf) == 0 {
		buf >>= 16
		acc += 16
	}
	if uint8(buf) == 0 {
		buf >>= 8
		acc += 8
	}
	return acc + int(lsbOfByte[uint8(buf)])
}

// BitScanForwardDirect returns the index of the LS1B of b by direct
// calculation (Gerd Isenberg): each bit of the index is a test of the
// isolated LS1B against a mask (0xaaaaaaaa for bit 0 … the upper half for bit
// 5), on a word folded to 32 bits. It returns 0 for 0.
func BitScanForwardDirect(b Bitboard) int {
	x := uint64(b & -b)
	lsb := uint32(x) | uint32(x>>32)
	return b2i(x>>32 != 0)<<5 |
		b2i(lsb&0xffff0000 != 0)<<4 |
		b2i(lsb&0xff00ff00 != 0)<<3 |
		b2i(lsb&0xf0f0f0f0 != 0)<<2 |
		b2i(lsb&0xcccccccc != 0)<<1 |
		b2i(lsb&0xaaaaaaaa != 0)
}

// b2i converts a test to 0 or 1; the compiler makes it a SETcc.
func b2i(t bool) int {
	if t {
		return 1
	}
	return 0
}

// BitScanForwardDouble returns the index of the LS1B of b from the exponent
// of the isolated LS1B converted to a float64. The page calls the C version
// not portable (it reads the exponent through a union and bit fields); in Go,
// math.Float64bits gives the IEEE 754 bits on every platform, and powers of
// two convert exactly, so this one is. It returns -1023 for 0.
func BitScanForwardDouble(b Bitboard) int {
	return int(math.Float64bits(float64(uint64(b&-b)))>>52) - 1023
}

// BitScanForwardPopCount returns the index of the LS1B of b as the population
// count of the bits below it, (b & -b) - 1. It returns 64 for 0.
func BitScanForwardPopCount(b Bitboard) int {
	return bits.OnesCount64(uint64(b&-b) - 1)
}

// BitScanReverseNalimov returns the index of the MS1B of b by divide and
// conquer (Eugene Nalimov, 2000): narrow to the highest non-zero 32-, 16- and
// 8-bit part, then look the byte up. It returns 0 for 0.
func BitScanReverseNalimov(b Bitboard) int {
	x := uint64(b)
	result := 0
	if x > 0xFFFFFFFF {
		x >>= 32
		result = 32
	}
	if x > 0xFFFF {
		x >>= 16
		result += 16
	}
	if x > 0xFF {
		x >>= 8
		result += 8
	}
	return result + int(msbOfByte[x])
}

// BitScanReverseZappa returns the index of the MS1B of b by the page's
// branch-free "Tribute to Frank Zappa": the divide and conquer of
// BitScanReverseNalimov with comparisons turned into shifts and masks, on
// 32-bit words, and the last four bits looked up in a register
// (log2Nibbles) instead of a table. It returns 0 for 0.
func BitScanReverseZappa(b Bitboard) int {
	x := uint64(b)
	hi := uint32(x >> 32)
	hiSet := uint32(b2i(hi != 0))
	n := hiSet << 5
	w := hi ^ uint32(x)&(hiSet-1) // the high half if it is non-zero, else the low half
	s := uint32(b2i(w > 0xFFFF)) << 4
	n ^= s
	w >>= s
	s = (0xFF - w) >> 16 & 8 // 8 when w > 0xFF: the subtraction borrows
	n ^= s
	w >>= s
	s = (0xF - w) >> 8 & 4 // 4 when w > 0xF
	n ^= s
	w >>= s
	n ^= log2Nibbles >> (2 * w) & 3
	return int(n)
}

// BitScanReverseDeBruijn returns the index of the MS1B of b by De Bruijn
// multiplication (Kim Walisch, Mark Dickinson): a parallel prefix fill
// turns the set into all bits up to its MS1B, which is the separated LS1B of
// the next power of two, so the table of BitScanForwardDeBruijnSeparated
// applies. It returns 0 for 0.
func BitScanReverseDeBruijn(b Bitboard) int {
	x := uint64(b)
	x |= x >> 1
	x |= x >> 2
	x |= x >> 4
	x |= x >> 8
	x |= x >> 16
	x |= x >> 32
	return int(deBruijnSeparatedIndex[x*deBruijn64>>58])
}

// BitScanReverseDouble returns the index of the MS1B of b from the exponent
// of b converted to a float64. The conversion rounds to 53 bits, which could
// carry into the next power of two; clearing the low-half bits under set
// high-half bits, b &^ (b >> 32), leaves the MS1B and makes that carry
// impossible. Portable in Go (see BitScanForwardDouble). It returns -1023
// for 0.
func BitScanReverseDouble(b Bitboard) int {
	x := uint64(b)
	return int(math.Float64bits(float64(x&^(x>>32)))>>52) - 1023
}

// BitScan returns the index of the MS1B of b when reverse is set, else of the
// LS1B (page "BitScan", "Generalized Bitscan"): forward scans keep only the
// LS1B, b & -b, before a reverse scan. Useful for rays of either direction
// in one routine. It returns 0 for 0.
func BitScan(b Bitboard, reverse bool) int {
	rMask := -Bitboard(b2i(reverse))
	return BitScanReverseDeBruijn(b & (-b | rMask))
}

// BitScanMethod is one bit-scan routine, named for tests, benchmarks and
// tools.
type BitScanMethod struct {
	Name string
	Scan func(Bitboard) int
}

// BitScanForwardMethods lists the forward scans, math/bits first.
var BitScanForwardMethods = []BitScanMethod{
	{"math/bits", func(b Bitboard) int { return bits.TrailingZeros64(uint64(b)) }},
	{"debruijn-isolated", BitScanForwardDeBruijn},
	{"debruijn-separated", BitScanForwardDeBruijnSeparated},
	{"matt-taylor", BitScanForwardMattTaylor},
	{"faxon", BitScanForwardFaxon},
	{"faxon-reset", func(b Bitboard) int { return PopLSBFaxon(&b) }},
	{"mod67", TrailingZerosMod67},
	{"scharnagl", TrailingZerosScharnagl},
	{"direct", BitScanForwardDirect},
	{"double", BitScanForwardDouble},
	{"popcount", BitScanForwardPopCount},
	{"generalized", func(b Bitboard) int { return BitScan(b, false) }},
}

// BitScanReverseMethods lists the reverse scans, math/bits first.
var BitScanReverseMethods = []BitScanMethod{
	{"math/bits", func(b Bitboard) int { return 63 - bits.LeadingZeros64(uint64(b)) }},
	{"nalimov", BitScanReverseNalimov},
	{"zappa", BitScanReverseZappa},
	{"debruijn", BitScanReverseDeBruijn},
	{"double", BitScanReverseDouble},
	{"generalized", func(b Bitboard) int { return BitScan(b, true) }},
}

package bitboard

import "iter"

// De Bruijn sequences (page "BitScan", "De Bruijn Multiplication"; the
// generator of "De Bruijn Sequence Generator"): a 64-bit word whose 64
// windows of six bits, read from the top while zeros shift in from the
// bottom, are all different, so multiplying it by a power of two and
// keeping the top six bits is a perfect hash of the 64 bit indices.

// DeBruijnSequences yields every 64-bit De Bruijn sequence whose top six
// bits are zero, in increasing order. There are 2^26 of them, all odd (the
// page's count); each shifted left once is one of the 2^26 even sequences
// with five leading zeros.
func DeBruijnSequences() iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		// The first window is 000000; each next bit adds the window of its
		// last six bits, which must be new.
		deBruijnExtend(0, 6, 1, yield)
	}
}

// deBruijnExtend appends bits to the length-n prefix seq whose windows are
// in used, and yields each completed sequence. It returns false when yield
// asked to stop.
func deBruijnExtend(seq uint64, n int, used uint64, yield func(uint64) bool) bool {
	if n == 64 {
		// The last five windows run into the zeros shifted in below.
		for k := 1; k <= 5; k++ {
			w := seq << k & 63
			if used&(1<<w) != 0 {
				return true
			}
			used |= 1 << w
		}
		return yield(seq)
	}
	for bit := range uint64(2) {
		next := seq<<1 | bit
		w := next & 63
		if used&(1<<w) == 0 && !deBruijnExtend(next, n+1, used|1<<w, yield) {
			return false
		}
	}
	return true
}

// DeBruijnSeparates reports whether the De Bruijn sequence seq also hashes
// the separated LS1B, b ^ (b-1) = 2^(i+1) - 1, of the 64 indices i to 64
// different top-six-bit windows (Kim Walisch's form; the page counts 2^22
// such sequences among the 2^26).
func DeBruijnSeparates(seq uint64) bool {
	var used uint64
	for i := range 64 {
		sep := uint64(1)<<i<<1 - 1
		w := sep * seq >> 58
		if used&(1<<w) != 0 {
			return false
		}
		used |= 1 << w
	}
	return true
}

package nnue

// The vector kernels: dst = a ± b over a hidden layer, and the output's
// Σ clamp(x, 0, QA)²·w. The generic versions are the reference; on amd64
// with AVX2 the assembly ones (simd_amd64.s) run instead where the width
// is a multiple of 16, and a test checks that both agree.

func addToGeneric(dst, a, b []int16) {
	a, b = a[:len(dst)], b[:len(dst)]
	for i := range dst {
		dst[i] = a[i] + b[i]
	}
}

func subToGeneric(dst, a, b []int16) {
	a, b = a[:len(dst)], b[:len(dst)]
	for i := range dst {
		dst[i] = a[i] - b[i]
	}
}

// dotGeneric is Σ clamp(x, 0, QA)²·w, exact in 64 bits.
func dotGeneric(x, w []int16) int64 {
	w = w[:len(x)]
	var s int64
	for i, v := range x {
		c := int64(min(max(v, 0), QA))
		s += c * c * int64(w[i])
	}
	return s
}

package nnue

// The vector kernels: dst = a ± b over a hidden layer; the fused updates of
// a move, dst = src − s0 (− s1) + a0 (+ a1), one pass over the accumulator
// for a quiet move, a capture and castling; and the output's
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

func subAddGeneric(dst, src, s0, a0 []int16) {
	src, s0, a0 = src[:len(dst)], s0[:len(dst)], a0[:len(dst)]
	for i := range dst {
		dst[i] = src[i] - s0[i] + a0[i]
	}
}

func subSubAddGeneric(dst, src, s0, s1, a0 []int16) {
	src, s0, s1, a0 = src[:len(dst)], s0[:len(dst)], s1[:len(dst)], a0[:len(dst)]
	for i := range dst {
		dst[i] = src[i] - s0[i] - s1[i] + a0[i]
	}
}

func subSubAddAddGeneric(dst, src, s0, s1, a0, a1 []int16) {
	src, s0, s1, a0, a1 = src[:len(dst)], s0[:len(dst)], s1[:len(dst)], a0[:len(dst)], a1[:len(dst)]
	for i := range dst {
		dst[i] = src[i] - s0[i] - s1[i] + a0[i] + a1[i]
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

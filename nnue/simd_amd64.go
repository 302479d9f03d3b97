package nnue

import "golang.org/x/sys/cpu"

var useAVX2 = cpu.X86.HasAVX2

//go:noescape
func addToAVX2(dst, a, b *int16, n int)

//go:noescape
func subToAVX2(dst, a, b *int16, n int)

//go:noescape
func subAddAVX2(dst, src, s0, a0 *int16, n int)

//go:noescape
func subSubAddAVX2(dst, src, s0, s1, a0 *int16, n int)

//go:noescape
func subSubAddAddAVX2(dst, src, s0, s1, a0, a1 *int16, n int)

//go:noescape
func dotAVX2(x, w *int16, n int) int64

func addTo(dst, a, b []int16) {
	if useAVX2 && len(dst)%16 == 0 && len(dst) > 0 && len(a) >= len(dst) && len(b) >= len(dst) {
		addToAVX2(&dst[0], &a[0], &b[0], len(dst))
		return
	}
	addToGeneric(dst, a, b)
}

func subTo(dst, a, b []int16) {
	if useAVX2 && len(dst)%16 == 0 && len(dst) > 0 && len(a) >= len(dst) && len(b) >= len(dst) {
		subToAVX2(&dst[0], &a[0], &b[0], len(dst))
		return
	}
	subToGeneric(dst, a, b)
}

// vectorOK reports whether the vector kernels may run on dst and a slice
// they read: AVX2, a width that is a multiple of 16, src no shorter.
func vectorOK(dst, src []int16) bool {
	return useAVX2 && len(dst)%16 == 0 && len(dst) > 0 && len(src) >= len(dst)
}

func subAdd(dst, src, s0, a0 []int16) {
	if vectorOK(dst, src) && vectorOK(dst, s0) && vectorOK(dst, a0) {
		subAddAVX2(&dst[0], &src[0], &s0[0], &a0[0], len(dst))
		return
	}
	subAddGeneric(dst, src, s0, a0)
}

func subSubAdd(dst, src, s0, s1, a0 []int16) {
	if vectorOK(dst, src) && vectorOK(dst, s0) && vectorOK(dst, s1) && vectorOK(dst, a0) {
		subSubAddAVX2(&dst[0], &src[0], &s0[0], &s1[0], &a0[0], len(dst))
		return
	}
	subSubAddGeneric(dst, src, s0, s1, a0)
}

func subSubAddAdd(dst, src, s0, s1, a0, a1 []int16) {
	if vectorOK(dst, src) && vectorOK(dst, s0) && vectorOK(dst, s1) && vectorOK(dst, a0) && vectorOK(dst, a1) {
		subSubAddAddAVX2(&dst[0], &src[0], &s0[0], &s1[0], &a0[0], &a1[0], len(dst))
		return
	}
	subSubAddAddGeneric(dst, src, s0, s1, a0, a1)
}

// dot needs |w| ≤ 127 for the vector form (clamp(x)·w must fit an int16):
// Parse and the trainer keep output weights there.
func dot(x, w []int16) int64 {
	if useAVX2 && len(x)%16 == 0 && len(x) > 0 && len(w) >= len(x) {
		return dotAVX2(&x[0], &w[0], len(x))
	}
	return dotGeneric(x, w)
}

func avx2Used() bool { return useAVX2 }

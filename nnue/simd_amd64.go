package nnue

import "golang.org/x/sys/cpu"

var useAVX2 = cpu.X86.HasAVX2

//go:noescape
func addToAVX2(dst, a, b *int16, n int)

//go:noescape
func subToAVX2(dst, a, b *int16, n int)

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

// dot needs |w| ≤ 127 for the vector form (clamp(x)·w must fit an int16):
// Parse and the trainer keep output weights there.
func dot(x, w []int16) int64 {
	if useAVX2 && len(x)%16 == 0 && len(x) > 0 && len(w) >= len(x) {
		return dotAVX2(&x[0], &w[0], len(x))
	}
	return dotGeneric(x, w)
}

func avx2Used() bool { return useAVX2 }

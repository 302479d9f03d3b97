//go:build !amd64

package nnue

func addTo(dst, a, b []int16) { addToGeneric(dst, a, b) }
func subTo(dst, a, b []int16) { subToGeneric(dst, a, b) }
func dot(x, w []int16) int64  { return dotGeneric(x, w) }

func subAdd(dst, src, s0, a0 []int16)        { subAddGeneric(dst, src, s0, a0) }
func subSubAdd(dst, src, s0, s1, a0 []int16) { subSubAddGeneric(dst, src, s0, s1, a0) }
func subSubAddAdd(dst, src, s0, s1, a0, a1 []int16) {
	subSubAddAddGeneric(dst, src, s0, s1, a0, a1)
}

func avx2Used() bool { return false }

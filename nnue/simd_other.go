//go:build !amd64

package nnue

func addTo(dst, a, b []int16) { addToGeneric(dst, a, b) }
func subTo(dst, a, b []int16) { subToGeneric(dst, a, b) }
func dot(x, w []int16) int64  { return dotGeneric(x, w) }

func avx2Used() bool { return false }

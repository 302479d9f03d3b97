package nntrain

import "golang.org/x/sys/cpu"

var useAVX2 = cpu.X86.HasAVX2

// sumColumnsAVX2 sets dst[i] = bias[i] + Σ table[feats[j]·stride + i] over
// j < nf, for i < width, a multiple of 8.
//
//go:noescape
func sumColumnsAVX2(dst, bias, table *float32, feats *uint16, nf, stride, width int)

// addToColumnsAVX2 adds src[i] to table[feats[j]·stride + i] for j < nf and
// i < width, a multiple of 8.
//
//go:noescape
func addToColumnsAVX2(table *float32, feats *uint16, nf int, src *float32, stride, width int)

// dotCReLU2AVX2 returns Σ clamp(x[i], 0, 1)²·w[i] over i < n, a multiple of
// 8 and at least 8.
//
//go:noescape
func dotCReLU2AVX2(x, w *float32, n int) float32

// backHiddenAVX2 is backHidden's loop over i < n, a multiple of 8 and at
// least 8.
//
//go:noescape
func backHiddenAVX2(x, w, gout, dacc, gbias *float32, dy float32, n int)

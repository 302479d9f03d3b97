//go:build !amd64

package nntrain

const useAVX2 = false

func sumColumnsAVX2(dst, bias, table *float32, feats *uint16, nf, stride, width int) {
	panic("nntrain: no vector kernels on this architecture")
}

func addToColumnsAVX2(table *float32, feats *uint16, nf int, src *float32, stride, width int) {
	panic("nntrain: no vector kernels on this architecture")
}

func dotCReLU2AVX2(x, w *float32, n int) float32 {
	panic("nntrain: no vector kernels on this architecture")
}

func backHiddenAVX2(x, w, gout, dacc, gbias *float32, dy float32, n int) {
	panic("nntrain: no vector kernels on this architecture")
}

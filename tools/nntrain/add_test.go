package nntrain

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/westcott-chess/westcott/nnue"
)

// TestKernelsAreGeneric: the kernels compute exactly what the plain loops
// do (the same additions in the same order), on every width up to 100 and
// a few wider, for 1 to 32 features, and touch nothing else.
func TestKernelsAreGeneric(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, h := range append(slices.Collect(func(yield func(int) bool) {
		for h := 1; h <= 100; h++ {
			yield(h)
		}
	}), 128, 136, 256) {
		table := make([]float32, nnue.Inputs*h)
		for i := range table {
			table[i] = float32(r.NormFloat64())
		}
		bias, src := make([]float32, h), make([]float32, h)
		for i := range bias {
			bias[i], src[i] = float32(r.NormFloat64()), float32(r.NormFloat64())
		}
		n := 1 + r.Intn(32)
		feats := make([]uint16, n)
		for i, f := range r.Perm(nnue.Inputs)[:n] {
			feats[i] = uint16(f)
		}
		feats[0] = nnue.Inputs - 1 // the last column, to the table's end

		got := make([]float32, h+1)
		got[h] = 42
		sumColumns(got, bias, table, feats, h)
		want := slices.Clone(bias)
		for _, f := range feats {
			for i := range want {
				want[i] += table[int(f)*h+i]
			}
		}
		if !slices.Equal(got[:h], want) || got[h] != 42 {
			t.Fatalf("sumColumns, width %d, %d features: %v, want %v", h, n, got, want)
		}

		after := slices.Clone(table)
		addToColumns(after, feats, src, h)
		ref := slices.Clone(table)
		for _, f := range feats {
			for i := range src {
				ref[int(f)*h+i] += src[i]
			}
		}
		if !slices.Equal(after, ref) {
			t.Fatalf("addToColumns, width %d, %d features: the table differs from the loop's", h, n)
		}
	}
}

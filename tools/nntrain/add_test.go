package nntrain

import (
	"math"
	"math/rand"
	"slices"
	"testing"

	"github.com/westcott-chess/westcott/nnue"
)

// requireVector fails the test on a CPU with AVX2 whose vector kernels
// are not in use: the kernel tests would compare the plain loops with
// themselves.
func requireVector(t *testing.T) {
	t.Helper()
	if vectorCPU() && !useAVX2 {
		t.Fatal("the CPU has AVX2 but the vector kernels are not in use")
	}
	t.Logf("AVX2 kernels: %v", useAVX2)
}

// TestKernelsAreGeneric: the kernels compute exactly what the plain loops
// do (the same additions in the same order), on every width up to 100 and
// a few wider, for 1 to 32 features, and touch nothing else.
func TestKernelsAreGeneric(t *testing.T) {
	requireVector(t)
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

// TestActivationKernels: the output's sum and the backward pass through
// the activation agree with the plain formulas on every width up to 100,
// hidden values below 0, inside (0, 1), above 1 and at both ends included:
// the backward pass exactly, the sum to float32 rounding (its lanes add in
// another order).
func TestActivationKernels(t *testing.T) {
	requireVector(t)
	r := rand.New(rand.NewSource(2))
	for h := 1; h <= 100; h++ {
		x, w := make([]float32, h), make([]float32, h)
		for i := range x {
			x[i] = float32(r.Float64()*1.6 - 0.3)
			switch r.Intn(8) {
			case 0:
				x[i] = 0
			case 1:
				x[i] = 1
			}
			w[i] = float32(r.NormFloat64())
		}
		want, scale := 0.0, 0.0
		for i, a := range x {
			c := min(max(float64(a), 0), 1)
			want += c * c * float64(w[i])
			scale += math.Abs(c * c * float64(w[i]))
		}
		if got := dotCReLU2(x, w); math.Abs(float64(got)-want) > 1e-6*scale+1e-7 {
			t.Errorf("width %d: dotCReLU2 %v, want %v", h, got, want)
		}

		g := float32(r.NormFloat64())
		gout, gbias := make([]float32, h), make([]float32, h)
		for i := range gout {
			gout[i], gbias[i] = float32(r.NormFloat64()), float32(r.NormFloat64())
		}
		wantOut, wantBias, wantD := slices.Clone(gout), slices.Clone(gbias), make([]float32, h)
		for i, a := range x {
			c := crelu(a)
			wantOut[i] += g * c * c
			if a > 0 && a < 1 {
				wantD[i] = g * w[i] * 2 * a
			}
			wantBias[i] += wantD[i]
		}
		dacc := make([]float32, h)
		for i := range dacc {
			dacc[i] = 99 // every one must be written
		}
		backHidden(x, w, gout, dacc, gbias, g)
		if !slices.Equal(gout, wantOut) || !slices.Equal(dacc, wantD) || !slices.Equal(gbias, wantBias) {
			t.Fatalf("width %d: backHidden\n%v %v %v\nwant\n%v %v %v", h, gout, dacc, gbias, wantOut, wantD, wantBias)
		}
	}
}

package nnue

import (
	"math/rand"
	"testing"
)

// TestKernelsAgree runs the kernels in use (AVX2 on such machines) against
// the generic ones, on every width up to 512 and on extreme values: a sum
// that wraps around int16, hidden values far outside [0, QA], and output
// weights at ±127.
func TestKernelsAgree(t *testing.T) {
	// On a CPU with AVX2 the comparison below must be of the vector code
	// with the generic: fail rather than compare the generic with itself.
	if vectorCPU() && !avx2Used() {
		t.Fatal("the CPU has AVX2 but the vector kernels are not in use")
	}
	t.Logf("AVX2 kernels: %v", avx2Used())
	r := rand.New(rand.NewSource(1))
	for n := 1; n <= 512; n++ {
		a, b := make([]int16, n), make([]int16, n)
		w := make([]int16, n)
		for i := range a {
			a[i] = int16(r.Intn(65536) - 32768)
			b[i] = int16(r.Intn(65536) - 32768)
			w[i] = int16(r.Intn(255) - 127)
			if r.Intn(4) == 0 {
				a[i] = int16(r.Intn(300) - 20)
			}
			if r.Intn(8) == 0 {
				w[i] = []int16{-127, 127}[r.Intn(2)]
			}
		}
		got, want := make([]int16, n), make([]int16, n)
		addTo(got, a, b)
		addToGeneric(want, a, b)
		if !slicesEqual(got, want) {
			t.Fatalf("addTo differs at width %d", n)
		}
		subTo(got, a, b)
		subToGeneric(want, a, b)
		if !slicesEqual(got, want) {
			t.Fatalf("subTo differs at width %d", n)
		}
		// In place, as Update uses them.
		copy(got, a)
		copy(want, a)
		addTo(got, got, b)
		addToGeneric(want, want, b)
		if !slicesEqual(got, want) {
			t.Fatalf("addTo in place differs at width %d", n)
		}
		if g, w := dot(a, w), dotGeneric(a, w); g != w {
			t.Fatalf("dot at width %d: %d, want %d", n, g, w)
		}
	}
	// The largest sum: every value at QA, every weight at 127.
	x, w := make([]int16, 4096), make([]int16, 4096)
	for i := range x {
		x[i], w[i] = QA, 127
	}
	if g, want := dot(x, w), int64(4096*QA*QA*127); g != want {
		t.Errorf("largest dot %d, want %d", g, want)
	}
}

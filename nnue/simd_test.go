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
		// The fused updates of a move, apart and in place.
		c, d, e := make([]int16, n), make([]int16, n), make([]int16, n)
		for i := range c {
			c[i] = int16(r.Intn(65536) - 32768)
			d[i] = int16(r.Intn(65536) - 32768)
			e[i] = int16(r.Intn(65536) - 32768)
		}
		for _, k := range []struct {
			name         string
			fused, gener func(dst, src []int16)
		}{
			{"subAdd", func(dst, src []int16) { subAdd(dst, src, b, c) }, func(dst, src []int16) { subAddGeneric(dst, src, b, c) }},
			{"subSubAdd", func(dst, src []int16) { subSubAdd(dst, src, b, c, d) }, func(dst, src []int16) { subSubAddGeneric(dst, src, b, c, d) }},
			{"subSubAddAdd", func(dst, src []int16) { subSubAddAdd(dst, src, b, c, d, e) }, func(dst, src []int16) { subSubAddAddGeneric(dst, src, b, c, d, e) }},
		} {
			k.fused(got, a)
			k.gener(want, a)
			if !slicesEqual(got, want) {
				t.Fatalf("%s differs at width %d", k.name, n)
			}
			copy(got, a)
			k.fused(got, got)
			if !slicesEqual(got, want) {
				t.Fatalf("%s in place differs at width %d", k.name, n)
			}
		}
		// The generic fused kernels are the separate ones in sequence.
		subToGeneric(want, a, b)
		subToGeneric(want, want, c)
		addToGeneric(want, want, d)
		addToGeneric(want, want, e)
		subSubAddAddGeneric(got, a, b, c, d, e)
		if !slicesEqual(got, want) {
			t.Fatalf("subSubAddAdd is not sub, sub, add, add at width %d", n)
		}
	}
	// The largest sums, either sign: every value at QA, every weight at
	// ±127; at widths where the vector sum widens its 32-bit lanes once
	// (2,048 values), and then a second time and a third.
	for _, n := range []int{16, 2048, 2064, 4096} {
		x, w := make([]int16, n), make([]int16, n)
		for _, weight := range []int16{127, -127} {
			for i := range x {
				x[i], w[i] = QA, weight
			}
			if g, want := dot(x, w), int64(n)*QA*QA*int64(weight); g != want {
				t.Errorf("largest dot of %d values, weights %d: %d, want %d", n, weight, g, want)
			}
		}
	}
}

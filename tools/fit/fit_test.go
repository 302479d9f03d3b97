package fit

import (
	"math"
	"math/rand"
	"testing"
)

func TestSigmoid(t *testing.T) {
	for _, c := range []struct{ x, want float64 }{{0, 0.5}, {math.Log(3), 0.75}, {-math.Log(3), 0.25}, {800, 1}, {-800, 0}} {
		if got := Sigmoid(c.x); math.Abs(got-c.want) > 1e-15 {
			t.Errorf("Sigmoid(%v) = %v, want %v", c.x, got, c.want)
		}
	}
	if got := Blend(1, 0, 0.01, 0.25); math.Abs(got-(0.25+0.75*0.5)) > 1e-15 {
		t.Errorf("Blend(1, 0, 0.01, 0.25) = %v", got)
	}
	if got, want := Blend(0, 100, 0.01, 0), Sigmoid(1); got != want {
		t.Errorf("Blend at lambda 0 = %v, want σ(K·score) %v", got, want)
	}
	if got := Blend(0.5, 300, 0.01, 1); got != 0.5 {
		t.Errorf("Blend at lambda 1 = %v, want the result", got)
	}
}

// TestSquaredErrorSlope checks the slope against finite differences of the
// loss, where the logistic is steep and where it is flat.
func TestSquaredErrorSlope(t *testing.T) {
	for _, x := range []float64{-6, -1.3, -0.2, 0, 0.4, 2.5, 7} {
		for _, target := range []float64{0, 0.3, 0.5, 1} {
			loss, slope := SquaredError(x, target)
			if want := (Sigmoid(x) - target) * (Sigmoid(x) - target); math.Abs(loss-want) > 1e-15 {
				t.Errorf("loss at %v, %v: %v, want %v", x, target, loss, want)
			}
			const h = 1e-5
			up, _ := SquaredError(x+h, target)
			down, _ := SquaredError(x-h, target)
			if num := (up - down) / (2 * h); math.Abs(slope-num) > 1e-8 {
				t.Errorf("slope at %v, %v: %v, finite difference %v", x, target, slope, num)
			}
		}
	}
}

// TestSum: every index is visited once, in contiguous parts, and the sum is
// the plain sum whatever the number of goroutines.
func TestSum(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 100, 1001} {
		for _, threads := range []int{0, 1, 2, 3, 8, 2000} {
			seen := make([]int, n)
			parts := make([]bool, Parts(n, threads))
			got := Sum(n, threads, func(part, lo, hi int) float64 {
				parts[part] = true
				s := 0.0
				for i := lo; i < hi; i++ {
					seen[i]++
					s += float64(i)
				}
				return s
			})
			if want := float64(n * (n - 1) / 2); got != want {
				t.Errorf("Sum(%d, %d) = %v, want %v", n, threads, got, want)
			}
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("Sum(%d, %d) visited %d %d times", n, threads, i, c)
				}
			}
			for p, ok := range parts {
				if !ok {
					t.Errorf("Sum(%d, %d): part %d of %d not called", n, threads, p, len(parts))
				}
			}
		}
	}
}

func TestGolden(t *testing.T) {
	calls := 0
	f := func(x float64) float64 { calls++; return (x-0.3)*(x-0.3) + 2 }
	if got := Golden(f, -1, 4, 1e-9); math.Abs(got-0.3) > 1e-7 { // f is flat to rounding within 1e-8
		t.Errorf("minimum of (x−0.3)²+2 at %v", got)
	}
	if calls > 60 {
		t.Errorf("%d calls for 5 to 1e-9 (about 48 expected)", calls)
	}
	// At an end of the interval when f keeps falling.
	if got := Golden(func(x float64) float64 { return -x }, 0, 1, 1e-6); got < 1-1e-6 {
		t.Errorf("minimum of −x on [0, 1] at %v", got)
	}
}

// TestFitK: with results exactly σ(K·eval) the fit finds that K; with
// results drawn from it, a K close to it.
func TestFitK(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	evals := make([]float64, 20000)
	for i := range evals {
		evals[i] = r.NormFloat64() * 300
	}
	for _, want := range []float64{0.0015, 1.0 / 175, 0.02} {
		exact := func(k float64) float64 {
			s := 0.0
			for _, e := range evals {
				d := Sigmoid(k*e) - Sigmoid(want*e)
				s += d * d
			}
			return s / float64(len(evals))
		}
		if k := FitK(exact); math.Abs(k-want) > 1e-6*want {
			t.Errorf("exact targets of K %v: fitted %v", want, k)
		}
		results := make([]float64, len(evals))
		for i, e := range evals {
			if x := r.Float64(); x < Sigmoid(want*e) {
				results[i] = 1
			}
		}
		drawn := func(k float64) float64 {
			s := 0.0
			for i, e := range evals {
				l, _ := SquaredError(k*e, results[i])
				s += l
			}
			return s
		}
		if k := FitK(drawn); math.Abs(k-want) > 0.15*want {
			t.Errorf("results drawn with K %v: fitted %v", want, k)
		}
	}
}

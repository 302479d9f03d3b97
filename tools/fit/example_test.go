package fit_test

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/tools/fit"
)

// A Texel fit in miniature: the logistic scale K under which evaluations
// best predict their results, then one weight fitted by Adam to those
// results at that K.
func Example() {
	// Positions whose evaluations (centipawns) predict their expected
	// results exactly at K = 1/200.
	evals := []float64{-400, -250, -100, -30, 0, 30, 100, 250, 400}
	results := make([]float64, len(evals))
	for i, e := range evals {
		results[i] = fit.Sigmoid(e / 200)
	}
	// The mean squared error of σ(k·w·eval) and its slope by w.
	mse := func(k, w float64) (loss, grad float64) {
		for i, e := range evals {
			l, slope := fit.SquaredError(k*w*e, results[i])
			loss += l
			grad += slope * k * e
		}
		return loss / float64(len(evals)), grad / float64(len(evals))
	}
	k := fit.FitK(func(k float64) float64 { l, _ := mse(k, 1); return l })
	fmt.Printf("K = 1/%.0f\n", 1/k)

	// A weight w on the evaluations, started at 2 (twice too large):
	// Adam brings it back to 1 at that K.
	params, grad := []float64{2}, []float64{0}
	adam := fit.NewAdam[float64](1)
	for range 2000 {
		_, grad[0] = mse(k, params[0])
		adam.Step(params, grad, 0.01, 0, 1)
	}
	fmt.Printf("w = %.2f after %d steps\n", params[0], adam.Steps())
	// Output:
	// K = 1/200
	// w = 1.00 after 2000 steps
}

// The target of a position blends its game's result with its search's
// score: here a won game whose position the search scored +100 cp.
func ExampleBlend() {
	k := 1.0 / 200
	for _, lambda := range []float64{0, 0.3, 1} {
		fmt.Printf("lambda %.1f: target %.3f\n", lambda, fit.Blend(1, 100, k, lambda))
	}
	// Output:
	// lambda 0.0: target 0.622
	// lambda 0.3: target 0.736
	// lambda 1.0: target 1.000
}

// A learning-rate schedule: 2 steps of warm-up, then a cosine from the
// peak down to a tenth of it at the last of 10 steps.
func ExampleSchedule() {
	s := fit.Schedule{Shape: "cosine", Total: 10, Warmup: 2, Floor: 0.1}
	if err := s.Check(); err != nil {
		fmt.Println(err)
	}
	factors := make([]string, s.Total)
	for t := range factors {
		factors[t] = fmt.Sprintf("%.2f", s.Factor(t))
	}
	fmt.Println(strings.Join(factors, " "))
	fmt.Println(fit.Schedule{Shape: "linear"}.Check())
	// Output:
	// 0.33 0.67 1.00 0.96 0.83 0.65 0.45 0.27 0.14 0.10
	// schedule "linear", want one of [constant step cosine]
}

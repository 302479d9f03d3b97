// Package fit is the training maths that Texel tuning (tools/tune) and
// network training (tools/nntrain) share: the logistic that turns
// centipawns into an expected score, the target that blends a game's
// result with a search's score, the squared error and its slope, the fit
// of the logistic's scale K, sums over positions on several goroutines,
// and the Adam optimiser with decoupled weight decay and a learning-rate
// schedule.
//
// Everything here is plain arithmetic on float64 or float32 slices: the
// packages that use it keep their models (eval's weight traces, nnue's
// layers) and call in for the parts that do not depend on them.
package fit

import (
	"math"
	"sync"
)

// Sigmoid is the logistic 1/(1+e^−x): with x = K·centipawns it is the
// expected score (1 a win, ½ a draw, 0 a loss) of an evaluation.
func Sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Blend returns the training target lambda·result + (1−lambda)·σ(k·score):
// a game's result (1, ½ or 0) mixed with the expected score of a search's
// score in centipawns.
func Blend(result, score, k, lambda float64) float64 {
	return lambda*result + (1-lambda)*Sigmoid(k*score)
}

// SquaredError returns (σ(x) − target)² and its derivative by x,
// 2·(σ(x) − target)·σ(x)·(1 − σ(x)). With x = K·eval the derivative by
// eval is slope·K.
func SquaredError(x, target float64) (loss, slope float64) {
	q := Sigmoid(x)
	d := q - target
	return d * d, 2 * d * q * (1 - q)
}

// Sum calls f on threads contiguous parts [lo, hi) of 0..n, each on its
// own goroutine, and returns the sum of the results in part order (so the
// same n and threads give the same sum to the last bit). part numbers the
// parts from 0, for per-goroutine buffers; there are min(threads, n)
// parts, at least one.
func Sum(n, threads int, f func(part, lo, hi int) float64) float64 {
	threads = Parts(n, threads)
	sums := make([]float64, threads)
	var wg sync.WaitGroup
	for t := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums[t] = f(t, n*t/threads, n*(t+1)/threads)
		}()
	}
	wg.Wait()
	total := 0.0
	for _, s := range sums {
		total += s
	}
	return total
}

// Parts returns the number of parts Sum splits n items into for threads
// goroutines: min(threads, n), at least 1.
func Parts(n, threads int) int { return max(min(threads, n), 1) }

// Golden returns the minimum of f on [lo, hi] by golden-section search,
// to within tol: f must be unimodal there (falling, then rising). It
// calls f about log(tol/(hi−lo))/log(0.618) + 2 times.
func Golden(f func(float64) float64, lo, hi, tol float64) float64 {
	phi := (math.Sqrt(5) - 1) / 2
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := f(a), f(b)
	for hi-lo > tol {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = f(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = f(b)
		}
	}
	return (lo + hi) / 2
}

// The grid FitK scans: K from KMin to KMax in steps of a factor KStep. K
// is about 1/150 for centipawn evaluations; the grid spans several orders
// of magnitude either side.
const (
	KMin  = 1e-5
	KMax  = 1
	KStep = 1.25
)

// FitK returns the logistic scale K > 0 that minimises loss(K), typically
// the mean squared error between σ(K·eval) and the game results: the best
// point of a logarithmic grid (KMin to KMax), then golden-section search
// between its neighbours down to a relative 1e-9. The grid finds the right
// valley: loss need be unimodal only near its minimum, not over all K.
func FitK(loss func(k float64) float64) float64 {
	best, bestLoss := KMin, loss(KMin)
	for k := KMin * KStep; k <= KMax; k *= KStep {
		if l := loss(k); l < bestLoss {
			best, bestLoss = k, l
		}
	}
	return Golden(loss, best/KStep, best*KStep, 1e-9*best)
}

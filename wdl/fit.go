package wdl

import (
	"errors"
	"fmt"
	"math"
)

// Result is a game's result from one side's point of view.
type Result int8

// The results.
const (
	Loss Result = iota
	Draw
	Win
)

// Sample is one position of a game: the score the side to move's search
// gave it (centipawns), the material on the board, and how the game ended
// for the side to move.
type Sample struct {
	CP       int
	Material int
	Result   Result
}

// cell is every sample of one score and material, counted by result:
// the likelihood needs only the counts.
type cell struct {
	x, t float64
	n    [3]float64
}

// MaxFitScore bounds the scores Fit uses: beyond it the game is decided
// and the samples say nothing about the curve's shape.
const MaxFitScore = 1000

// FitStats describes a fit.
type FitStats struct {
	Samples       int     // samples used (|score| ≤ MaxFitScore)
	LogLikelihood float64 // mean log-likelihood per sample at the optimum
	Iterations    int
}

// Fit returns the model of greatest likelihood for the samples: it
// maximises Σ log P(result | score, material) over the six coefficients
// by damped Newton steps on the exact gradient, from a start near typical
// values, until the likelihood stops improving. It fails without enough samples
// of every result.
func Fit(samples []Sample) (Model, FitStats, error) {
	cells := map[[2]int]*cell{}
	var total [3]int
	used := 0
	for _, s := range samples {
		if s.CP > MaxFitScore || s.CP < -MaxFitScore || s.Result < Loss || s.Result > Win {
			continue
		}
		k := [2]int{s.CP, min(max(s.Material, MinMaterial), MaxMaterial)}
		c := cells[k]
		if c == nil {
			c = &cell{x: float64(s.CP), t: fraction(s.Material)}
			cells[k] = c
		}
		c.n[s.Result]++
		total[s.Result]++
		used++
	}
	if total[Win] < 10 || total[Draw] < 10 || total[Loss] < 10 {
		return Model{}, FitStats{}, fmt.Errorf("wdl: too few samples to fit: %d wins, %d draws, %d losses (want 10 of each)", total[Win], total[Draw], total[Loss])
	}
	list := make([]*cell, 0, len(cells))
	for _, c := range cells {
		list = append(list, c)
	}

	// The parameters are fitted in units of 100 cp. Newton's method on
	// the mean log-likelihood, its Hessian by differences of the exact
	// gradient, damped (Levenberg-Marquardt) so every step improves.
	p := [6]float64{1.5, 0, 0, 0.8, 0, 0}
	n := float64(used)
	ll, g := gradient(list, p)
	lambda := 1e-3
	it := 0
	for it = 1; it <= 200; it++ {
		h := hessian(list, p, g)
		improved := false
		for try := 0; try < 30; try++ {
			step, ok := solve(h, g, lambda)
			if ok {
				var q [6]float64
				for i := range p {
					q[i] = p[i] + step[i]
				}
				if ll2, g2 := gradient(list, q); ll2 > ll {
					improved = (ll2-ll)/n > 1e-10
					p, ll, g = q, ll2, g2
					lambda = max(lambda/10, 1e-9)
					break
				}
			}
			lambda *= 10
		}
		if !improved {
			break
		}
	}
	ll /= n
	if math.IsNaN(ll) || math.IsInf(ll, 0) {
		return Model{}, FitStats{}, errors.New("wdl: the fit diverged")
	}
	m := Model{A: [3]float64{100 * p[0], 100 * p[1], 100 * p[2]}, B: [3]float64{100 * p[3], 100 * p[4], 100 * p[5]}}
	return m, FitStats{Samples: used, LogLikelihood: ll, Iterations: it}, nil
}

// hessian returns the Hessian of the log-likelihood at p by central
// differences of the gradient, symmetrised.
func hessian(cells []*cell, p, g [6]float64) (h [6][6]float64) {
	const e = 1e-5
	for j := range p {
		q1, q2 := p, p
		q1[j] += e
		q2[j] -= e
		_, g1 := gradient(cells, q1)
		_, g2 := gradient(cells, q2)
		for i := range p {
			h[i][j] = (g1[i] - g2[i]) / (2 * e)
		}
	}
	for i := range p {
		for j := 0; j < i; j++ {
			h[i][j] = (h[i][j] + h[j][i]) / 2
			h[j][i] = h[i][j]
		}
	}
	return h
}

// solve returns the damped Newton step x of (−H + λ·diag(|H|)+λ·I) x = g for a
// maximum, by Gaussian elimination; ok is false if the system is singular.
func solve(h [6][6]float64, g [6]float64, lambda float64) (x [6]float64, ok bool) {
	var a [6][7]float64
	for i := 0; i < 6; i++ {
		for j := 0; j < 6; j++ {
			a[i][j] = -h[i][j]
		}
		a[i][i] += lambda * (math.Abs(h[i][i]) + 1)
		a[i][6] = g[i]
	}
	for c := 0; c < 6; c++ {
		piv := c
		for r := c + 1; r < 6; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[piv][c]) {
				piv = r
			}
		}
		if math.Abs(a[piv][c]) < 1e-300 {
			return x, false
		}
		a[c], a[piv] = a[piv], a[c]
		for r := 0; r < 6; r++ {
			if r != c {
				f := a[r][c] / a[c][c]
				for k := c; k < 7; k++ {
					a[r][k] -= f * a[c][k]
				}
			}
		}
	}
	for i := 0; i < 6; i++ {
		x[i] = a[i][6] / a[i][i]
	}
	return x, true
}

// gradient returns the log-likelihood of the cells under the parameters p
// (units of 100 cp) and its gradient.
func gradient(cells []*cell, p [6]float64) (ll float64, g [6]float64) {
	const floor = 1e-12
	for _, c := range cells {
		t := c.t
		pow := [3]float64{1, t, t * t}
		a := 100 * (p[0] + t*(p[1]+t*p[2]))
		b := 100 * (p[3] + t*(p[4]+t*p[5]))
		if a < 1 || b < 1 {
			// Outside the model's domain: a steep penalty pulls back.
			ll -= 1e3 * (c.n[0] + c.n[1] + c.n[2])
			for i := 0; i < 3; i++ {
				if a < 1 {
					g[i] += 1e3 * pow[i] * (c.n[0] + c.n[1] + c.n[2])
				}
				if b < 1 {
					g[3+i] += 1e3 * pow[i] * (c.n[0] + c.n[1] + c.n[2])
				}
			}
			continue
		}
		u, v := (c.x-a)/b, (-c.x-a)/b
		w, l := sigmoid(u), sigmoid(v)
		d := 1 - w - l
		dw, dl := w*(1-w), l*(1-l)
		// Derivatives with respect to a and b (in cp), then chained to p.
		dwa, dwb := -dw/b, -dw*u/b
		dla, dlb := -dl/b, -dl*v/b
		var ga, gb float64
		if c.n[Win] > 0 {
			ll += c.n[Win] * math.Log(max(w, floor))
			ga += c.n[Win] * dwa / max(w, floor)
			gb += c.n[Win] * dwb / max(w, floor)
		}
		if c.n[Loss] > 0 {
			ll += c.n[Loss] * math.Log(max(l, floor))
			ga += c.n[Loss] * dla / max(l, floor)
			gb += c.n[Loss] * dlb / max(l, floor)
		}
		if c.n[Draw] > 0 {
			ll += c.n[Draw] * math.Log(max(d, floor))
			ga -= c.n[Draw] * (dwa + dla) / max(d, floor)
			gb -= c.n[Draw] * (dwb + dlb) / max(d, floor)
		}
		for i := 0; i < 3; i++ {
			g[i] += 100 * ga * pow[i]
			g[3+i] += 100 * gb * pow[i]
		}
	}
	return ll, g
}

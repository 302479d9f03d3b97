package tune

import (
	"errors"
	"math"

	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/tools/fit"
)

// Params are the weights as real numbers while they are tuned: [i][0] is
// weight i's midgame value, [i][1] its endgame value.
type Params [eval.NumWeights][2]float64

// ParamsOf returns w as Params.
func ParamsOf(w *eval.Weights) *Params {
	var p Params
	for i, s := range w {
		p[i] = [2]float64{float64(s.MG), float64(s.EG)}
	}
	return &p
}

// Round returns the weights rounded to the nearest centipawn.
func (p *Params) Round() eval.Weights {
	var w eval.Weights
	r := func(x float64) int32 {
		return int32(max(min(math.Round(x), math.MaxInt32), math.MinInt32))
	}
	for i, v := range p {
		w[i] = eval.Score{MG: r(v[0]), EG: r(v[1])}
	}
	return w
}

// eval returns position i's evaluation under p from White's point of view,
// as the evaluator computes it but without rounding, and its derivatives by
// the midgame and the endgame sum.
func (s *Set) eval(i int, p *Params) (e, dmg, deg float64) {
	e, dmg, deg, _, _ = s.evalScale(i, p)
	return e, dmg, deg
}

// evalScale is eval that also returns the scale weight applied (-1 if the
// scale is fixed) and the evaluation's derivative by its endgame value.
func (s *Set) evalScale(i int, p *Params) (e, dmg, deg float64, sw int, dsc float64) {
	var mg, eg float64
	for j := s.start[i]; j < s.start[i+1]; j++ {
		n, w := float64(s.count[j]), &p[s.index[j]]
		mg += n * w[0]
		eg += n * w[1]
	}
	ph := float64(s.phase[i]) / 24
	sc := eval.FullScale
	switch {
	case eg > 0:
		sc = eval.Index(s.scales[i][0])
	case eg < 0:
		sc = eval.Index(s.scales[i][1])
	}
	switch sc {
	case eval.FullScale:
		return mg*ph + eg*(1-ph), ph, 1 - ph, -1, 0
	case eval.DrawScale:
		return 0, 0, 0, -1, 0
	}
	scale := p[sc][1] / 64
	return mg*ph + eg*(1-ph)*scale, ph, (1 - ph) * scale, int(sc), eg * (1 - ph) / 64
}

// Loss returns the mean squared error between sigmoid(k·eval) and the
// targets over the set, with the weights p.
func (s *Set) Loss(p *Params, k float64, threads int) float64 {
	return s.lossGrad(p, k, threads, nil)
}

// lossGrad returns Loss and, if grad is not nil, sets it to the gradient of
// the loss by every weight: analytic, through the trace's coefficients.
func (s *Set) lossGrad(p *Params, k float64, threads int, grad *Params) float64 {
	n := s.Len()
	if n == 0 {
		return math.NaN()
	}
	var parts []Params
	if grad != nil {
		parts = make([]Params, fit.Parts(n, threads))
	}
	sum := fit.Sum(n, threads, func(part, lo, hi int) float64 {
		var g *Params
		if grad != nil {
			g = &parts[part]
		}
		sum := 0.0
		for i := lo; i < hi; i++ {
			e, dmg, deg, sw, dsc := s.evalScale(i, p)
			loss, slope := fit.SquaredError(k*e, float64(s.target[i]))
			sum += loss
			if g == nil {
				continue
			}
			// d(loss)/d(eval), the mean's 1/n applied at the end.
			c := slope * k
			cm, ce := c*dmg, c*deg
			if sw >= 0 {
				g[sw][1] += c * dsc
			}
			for j := s.start[i]; j < s.start[i+1]; j++ {
				cnt, w := float64(s.count[j]), &g[s.index[j]]
				w[0] += cnt * cm
				w[1] += cnt * ce
			}
		}
		return sum
	})
	if grad != nil {
		*grad = Params{}
		for t := range parts {
			for i := range grad {
				grad[i][0] += parts[t][i][0] / float64(n)
				grad[i][1] += parts[t][i][1] / float64(n)
			}
		}
	}
	return sum / float64(n)
}

// FitK returns the K that minimises the mean squared error between
// sigmoid(K·eval) and the game results under the weights p, and that error.
// The evaluations are computed once; K is fitted by fit.FitK (a scan over
// a logarithmic grid, then golden-section search around the best point).
func (s *Set) FitK(p *Params, threads int) (k, loss float64, err error) {
	n := s.Len()
	if n == 0 {
		return 0, 0, errors.New("no positions")
	}
	evals := make([]float64, n)
	fit.Sum(n, threads, func(_, lo, hi int) float64 {
		for i := lo; i < hi; i++ {
			evals[i], _, _ = s.eval(i, p)
		}
		return 0
	})
	mse := func(k float64) float64 {
		return fit.Sum(n, threads, func(_, lo, hi int) float64 {
			sum := 0.0
			for i := lo; i < hi; i++ {
				d := fit.Sigmoid(k*evals[i]) - float64(s.result[i])
				sum += d * d
			}
			return sum
		}) / float64(n)
	}
	k = fit.FitK(mse)
	return k, mse(k), nil
}

// SetTargets sets what the loss compares with: lambda·result +
// (1−lambda)·sigmoid(k·score). With lambda below 1 every position needs a
// score.
func (s *Set) SetTargets(k, lambda float64) error {
	for i := range s.target {
		t := float64(s.result[i])
		if lambda < 1 {
			sc := float64(s.score[i])
			if math.IsNaN(sc) {
				return errors.New("a position has no score, which -lambda below 1 needs")
			}
			t = fit.Blend(t, sc, k, lambda)
		}
		s.target[i] = float32(t)
	}
	return nil
}

package eval

import (
	"slices"

	"github.com/westcott-chess/westcott/chess"
)

// Coef is how many times one weight counts in a position: White's count
// minus Black's.
type Coef struct {
	Index Index
	N     int
}

// Trace is a position's evaluation written as coefficients of the weights,
// so that it can be recomputed for any Weights without the position, and
// differentiated: a tuner's view of the evaluator. For every w,
// t.Evaluate(&w) == EvaluateWith(p, &w).
type Trace struct {
	Coefs  []Coef      // by Index, without zero counts
	Phase  int         // 0 (pawn endgame) .. 24 (all pieces)
	Scales [2]Index    // the scale case (ScaleCase) if White leads the endgame sum, if Black does
	Side   chess.Color // the side to move

	log []counted // Compute's scratch space
}

// TraceOf returns the trace of p.
func TraceOf(p *chess.Position) Trace {
	var t Trace
	t.Compute(p)
	return t
}

// Compute sets t to the trace of p, reusing t.Coefs' storage.
func (t *Trace) Compute(p *chess.Position) {
	t.Coefs, t.log = t.Coefs[:0], t.log[:0]
	e := evaluation{w: defaultWeights, log: &t.log}
	e.run(p)
	for _, k := range t.log {
		n := k.n
		if k.c == chess.Black {
			n = -n
		}
		t.Coefs = append(t.Coefs, Coef{k.i, n})
	}
	slices.SortFunc(t.Coefs, func(a, b Coef) int { return int(a.Index - b.Index) })
	out := t.Coefs[:0]
	for _, c := range t.Coefs {
		if n := len(out); n > 0 && out[n-1].Index == c.Index {
			out[n-1].N += c.N
			continue
		}
		out = append(out, c)
	}
	t.Coefs = slices.DeleteFunc(out, func(c Coef) bool { return c.N == 0 })
	t.Phase = e.phase
	t.Scales = [2]Index{ScaleCase(p, chess.White), ScaleCase(p, chess.Black)}
	t.Side = p.SideToMove()
}

// Sum returns the midgame and endgame sums of the weights w over the
// trace, White's minus Black's.
func (t *Trace) Sum(w *Weights) (mg, eg int) {
	for _, c := range t.Coefs {
		mg += int(w[c.Index].MG) * c.N
		eg += int(w[c.Index].EG) * c.N
	}
	return mg, eg
}

// Scale returns the scale case that applies when the endgame sum is eg: it
// depends on which side leads. FullScale if neither does.
func (t *Trace) Scale(eg int) Index {
	switch {
	case eg > 0:
		return t.Scales[chess.White]
	case eg < 0:
		return t.Scales[chess.Black]
	}
	return FullScale
}

// Evaluate returns the evaluation with the weights w, from the side to
// move's point of view: the endgame sum scaled, the sums tapered by phase,
// rounded as Evaluate rounds.
func (t *Trace) Evaluate(w *Weights) int {
	mg, eg := t.Sum(w)
	sc := t.Scale(eg)
	score := scaled(pair{mg, eg}, t.Phase, sc, w.scale(sc))
	if t.Side == chess.Black {
		return -score
	}
	return score
}

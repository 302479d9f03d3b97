package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// z95 is the two-sided 95% quantile of the standard normal distribution.
const z95 = 1.959963984540054

// EloFromScore returns the logistic Elo difference that makes score (0..1,
// the expected points per game) the expectation: -400·log10(1/score − 1).
// EloFromScore(0.5) is 0, EloFromScore(0.75) is 190.85; score 0 or 1 gives
// -Inf or +Inf.
func EloFromScore(score float64) float64 {
	if score <= 0 {
		return math.Inf(-1)
	}
	if score >= 1 {
		return math.Inf(1)
	}
	return -400 * math.Log10(1/score-1)
}

// ScoreFromElo is the inverse of EloFromScore: 1 / (1 + 10^(−elo/400)).
func ScoreFromElo(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// WDL counts the games of one side: wins, draws and losses.
type WDL struct{ W, D, L int }

// Games returns W + D + L.
func (r WDL) Games() int { return r.W + r.D + r.L }

// Score returns the points per game, (W + D/2) / games; 0.5 with no games.
func (r WDL) Score() float64 {
	n := r.Games()
	if n == 0 {
		return 0.5
	}
	return (float64(r.W) + float64(r.D)/2) / float64(n)
}

// Pentanomial counts game pairs (the same opening played with colors
// reversed) by the points the first side scored in the pair: index 0 for 0
// points (two losses), 1 for ½, 2 for 1 (two draws, or a win and a loss),
// 3 for 1½, 4 for 2.
type Pentanomial [5]int

// Pairs returns the number of pairs.
func (p Pentanomial) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// Add counts one pair from the first side's points in its two games (0, ½
// or 1 each).
func (p *Pentanomial) Add(a, b float64) { p[int(math.Round((a+b)*2))]++ }

// Estimate is an Elo difference with its 95% confidence interval, from the
// point of view of the first side.
type Estimate struct {
	Score    float64 // points per game
	Elo      float64
	Low, Up  float64 // the 95% interval's ends, in Elo
	StdError float64 // the standard error of Score
}

// Margin returns half the width of the interval, the "±" of "Elo 12.3 ± 20.1".
func (e Estimate) Margin() float64 { return (e.Up - e.Low) / 2 }

// EloTrinomial estimates the Elo difference from game results taken as
// independent: the score's variance per game is the mean of (x − score)² over
// the games' points x, the standard error its square root over √games, and
// the interval is score ± 1.96 standard errors, each end turned into Elo.
func EloTrinomial(r WDL) Estimate {
	n := float64(r.Games())
	s := r.Score()
	if n == 0 {
		return Estimate{Score: 0.5}
	}
	v := (float64(r.W)*(1-s)*(1-s) + float64(r.D)*(0.5-s)*(0.5-s) + float64(r.L)*s*s) / n
	return estimate(s, math.Sqrt(v/n))
}

// EloPentanomial estimates the Elo difference from game pairs, the way
// fishtest does: each pair is one sample whose value is its points per game
// (0, ¼, ½, ¾, 1). Pairs of one opening are correlated, so this interval is
// the honest one when openings are played twice; it is usually narrower than
// the trinomial one.
func EloPentanomial(p Pentanomial) Estimate {
	n := float64(p.Pairs())
	if n == 0 {
		return Estimate{Score: 0.5}
	}
	s, v := pentaMoments(p)
	return estimate(s, math.Sqrt(v/n))
}

func estimate(s, se float64) Estimate {
	return Estimate{Score: s, Elo: EloFromScore(s), Low: EloFromScore(s - z95*se), Up: EloFromScore(s + z95*se), StdError: se}
}

// pentaMoments returns the mean and the variance of the pair scores.
func pentaMoments(p Pentanomial) (mean, variance float64) {
	n := float64(p.Pairs())
	for i, k := range p {
		mean += float64(k) * float64(i) / 4
	}
	mean /= n
	for i, k := range p {
		d := float64(i)/4 - mean
		variance += float64(k) * d * d
	}
	return mean, variance / n
}

// LOS returns the likelihood of superiority of the first side: the
// probability that it is the stronger, from its wins and losses alone
// (draws carry no information here): Φ((W − L) / √(W + L)), that is
// ½·(1 + erf((W − L) / √(2(W + L)))). With no decisive game it is 0.5.
func LOS(r WDL) float64 {
	if r.W+r.L == 0 {
		return 0.5
	}
	return 0.5 * (1 + math.Erf(float64(r.W-r.L)/math.Sqrt(2*float64(r.W+r.L))))
}

// SPRT is a sequential probability ratio test of H0: elo = Elo0 against
// H1: elo = Elo1 (logistic Elo), with error rates Alpha (accepting H1 when H0
// holds) and Beta (accepting H0 when H1 holds).
//
// The log-likelihood ratio is that of the generalized SPRT (GSPRT) in its
// exact form (as fishtest computes it): for each hypothesis the result
// distribution of highest likelihood whose mean score is s0 (s1), the scores
// of Elo0 and Elo1; see llr. LLRPentanomial takes the samples to be game
// pairs (the model to use when each opening is played twice), LLRTrinomial
// single games. The test stops when the LLR leaves
// (LowerBound, UpperBound) = (ln(β/(1−α)), ln((1−β)/α)).
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// DefaultSPRT is elo0=0 elo1=5 alpha=0.05 beta=0.05.
var DefaultSPRT = SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}

// ParseSPRT parses "elo0=0 elo1=5 alpha=0.05 beta=0.05"; keys left out keep
// DefaultSPRT's values.
func ParseSPRT(s string) (SPRT, error) {
	t := DefaultSPRT
	for _, kv := range strings.Fields(s) {
		k, v, ok := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return t, fmt.Errorf("sprt: %q: want key=number", kv)
		}
		switch k {
		case "elo0":
			t.Elo0 = x
		case "elo1":
			t.Elo1 = x
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return t, fmt.Errorf("sprt: unknown key %q (want elo0, elo1, alpha, beta)", k)
		}
	}
	return t, t.Validate()
}

// Validate reports whether the test is well posed: alpha and beta in
// (0, 0.5), elo0 below elo1, both within ±1000.
func (t SPRT) Validate() error {
	if !(t.Alpha > 0 && t.Alpha < 0.5 && t.Beta > 0 && t.Beta < 0.5) {
		return fmt.Errorf("sprt: alpha and beta must be in (0, 0.5), got %g and %g", t.Alpha, t.Beta)
	}
	if !(t.Elo0 < t.Elo1) {
		return fmt.Errorf("sprt: elo0 must be below elo1, got %g and %g", t.Elo0, t.Elo1)
	}
	if math.Abs(t.Elo0) >= 1000 || math.Abs(t.Elo1) >= 1000 {
		return fmt.Errorf("sprt: elo bounds must be within ±1000")
	}
	return nil
}

// String returns the parameters in the form ParseSPRT reads.
func (t SPRT) String() string {
	return fmt.Sprintf("elo0=%g elo1=%g alpha=%g beta=%g", t.Elo0, t.Elo1, t.Alpha, t.Beta)
}

// LowerBound returns ln(β/(1−α)): below it H0 is accepted.
func (t SPRT) LowerBound() float64 { return math.Log(t.Beta / (1 - t.Alpha)) }

// UpperBound returns ln((1−β)/α): above it H1 is accepted.
func (t SPRT) UpperBound() float64 { return math.Log((1 - t.Beta) / t.Alpha) }

// The GSPRT compares the likelihood of the results under the two
// hypotheses, each with the multinomial distribution over the result
// categories that fits the results best (maximum likelihood) among those
// whose expected score is s0, respectively s1:
//
//	LLR = Σ n_i · ln(p1_i / p0_i)
//
// This is the exact statistic; its normal approximation
// N·(s1 − s0)·(2ŝ − s0 − s1)/(2σ̂²) agrees with it after many pairs but
// divides by a sample variance that is near zero after a few pairs that all
// scored alike, and so stopped a match after one pair.

// llr returns the log-likelihood ratio of counts n_i of results worth a_i
// (ascending, from 0 to 1) for mean scores s0 and s1. An empty category
// counts as eps results (regularisation, as fishtest does), so that every
// mean in (0, 1) is reachable.
func llr(counts []int, a []float64, eps, s0, s1 float64) float64 {
	n := make([]float64, len(counts))
	for i, k := range counts {
		n[i] = float64(k)
		if k == 0 {
			n[i] = eps
		}
	}
	p0, p1 := mleWithMean(n, a, s0), mleWithMean(n, a, s1)
	sum := 0.0
	for i := range n {
		sum += n[i] * math.Log(p1[i]/p0[i])
	}
	return sum
}

// mleWithMean returns the probabilities p_i that maximise Σ n_i·ln p_i
// subject to Σ p_i = 1 and Σ p_i·a_i = s. By Lagrange,
// p_i = f_i / (1 + λ(a_i − s)) with f_i = n_i/N, where λ makes the p_i sum to
// one: g(λ) = Σ f_i·(a_i − s)/(1 + λ(a_i − s)) = 0. g falls from +∞ to −∞
// on the interval where every denominator is positive, −1/(1−s) < λ < 1/s
// (a runs from 0 to 1), so bisection finds the root.
func mleWithMean(n, a []float64, s float64) []float64 {
	total := 0.0
	for _, k := range n {
		total += k
	}
	lo, hi := -1/(1-s), 1/s
	for range 200 {
		mid := (lo + hi) / 2
		g := 0.0
		for i, k := range n {
			d := a[i] - s
			g += k / total * d / (1 + mid*d)
		}
		if g > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	lambda := (lo + hi) / 2
	p := make([]float64, len(n))
	sum := 0.0
	for i, k := range n {
		p[i] = k / total / (1 + lambda*(a[i]-s))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum // remove the bisection's last rounding
	}
	return p
}

var (
	pairScores = []float64{0, 0.25, 0.5, 0.75, 1}
	gameScores = []float64{0, 0.5, 1}
)

// LLRPentanomial returns the log-likelihood ratio from game pairs (the
// score of a pair, 0 to 2 points, halved), the statistic of the match's
// SPRT: pairs of games with colors reversed are independent, single games
// of one opening are not.
func (t SPRT) LLRPentanomial(p Pentanomial) float64 {
	if p.Pairs() == 0 {
		return 0
	}
	return llr(p[:], pairScores, 1e-3, ScoreFromElo(t.Elo0), ScoreFromElo(t.Elo1))
}

// LLRTrinomial returns the log-likelihood ratio from single games, taken as
// independent.
func (t SPRT) LLRTrinomial(r WDL) float64 {
	if r.Games() == 0 {
		return 0
	}
	return llr([]int{r.L, r.D, r.W}, gameScores, 1e-3, ScoreFromElo(t.Elo0), ScoreFromElo(t.Elo1))
}

// Verdict is the state of an SPRT.
type Verdict int8

const (
	Continue Verdict = iota // no bound crossed yet
	AcceptH0                // LLR ≤ lower bound: the change is not (elo1) better
	AcceptH1                // LLR ≥ upper bound: the change is better
)

func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "continue"
}

// Decide returns the verdict for a log-likelihood ratio.
func (t SPRT) Decide(llr float64) Verdict {
	switch {
	case llr <= t.LowerBound():
		return AcceptH0
	case llr >= t.UpperBound():
		return AcceptH1
	}
	return Continue
}

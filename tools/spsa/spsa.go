// Package spsa tunes an engine's numeric UCI options by simultaneous
// perturbation stochastic approximation, as fishtest and OpenBench do: each
// step plays a pair of games (one opening, colors swapped) between the
// engine with every parameter nudged up or down at random (θ + c·δ) and
// the engine with the opposite nudges (θ − c·δ), then moves θ toward the
// side that scored better. Thousands of such pairs move every parameter at
// once toward stronger play, without a gradient.
//
// The gains follow fishtest's schedule: at step k (of N),
//
//	c_k = c / (k+1)^γ,  a_k = a / (A+k+1)^α,  with c = c_end·N^γ,
//	a = r_end·c_end²·(A+N)^α,  A = N/10,  α = 0.602,  γ = 0.101,
//
// and the update is θ += (a_k / c_k) · (wins − losses of θ+c·δ) · δ, each
// parameter with its own c_end (the size of the last nudges) and r_end
// (the last learning rate).
package spsa

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"sync"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/tools/match"
)

// Param is one tuned option.
type Param struct {
	Name     string
	Start    float64 // θ at step 0
	Min, Max float64
	CEnd     float64 // the perturbation at the last step
	REnd     float64 // the learning rate at the last step
}

// The schedule's exponents and the stability constant's share of N.
const (
	alpha  = 0.602
	gamma  = 0.101
	aShare = 0.1
)

// Config is a tuning run.
type Config struct {
	Engine      match.EngineConfig // both sides run it; the parameters are set as its UCI options
	Params      []Param
	Pairs       int // N: game pairs (steps) in all
	Limits      match.Limits
	Adjudicate  match.Adjudication
	Openings    []match.Opening // none: the start position
	Seed        int64           // the openings' order and the perturbations
	Concurrency int             // pairs played at once

	// Resume, if set, continues a run: the first Resume.Step steps are
	// done and θ is Resume.Theta.
	Resume *State
	// OnStep, if set, sees the state after each step (one call at a time).
	OnStep      func(s *State)
	StartPlayer match.StartFunc // nil: match.Start
}

// State is a run's progress.
type State struct {
	Step    int       // steps done
	Theta   []float64 // by parameter
	W, D, L int       // the results of the θ+c·δ sides
}

// Validate reports the first thing wrong with cfg.
func (cfg *Config) Validate() error {
	switch {
	case len(cfg.Params) == 0:
		return fmt.Errorf("spsa: no parameters")
	case cfg.Pairs < 1:
		return fmt.Errorf("spsa: %d pairs: need at least 1", cfg.Pairs)
	case cfg.Concurrency < 1:
		return fmt.Errorf("spsa: concurrency %d: need at least 1", cfg.Concurrency)
	}
	seen := map[string]bool{}
	for _, p := range cfg.Params {
		switch {
		case seen[p.Name]:
			return fmt.Errorf("spsa: %s given twice", p.Name)
		case !(p.Min < p.Max) || !(p.Start >= p.Min && p.Start <= p.Max):
			return fmt.Errorf("spsa: %s: start %g must lie in [%g, %g], min below max", p.Name, p.Start, p.Min, p.Max)
		case !(p.CEnd > 0 && p.CEnd <= p.Max-p.Min) || !(p.REnd > 0 && p.REnd <= 1):
			return fmt.Errorf("spsa: %s: c_end %g must be above 0 and within the range %g, r_end %g above 0 and at most 1", p.Name, p.CEnd, p.Max-p.Min, p.REnd)
		}
		seen[p.Name] = true
	}
	if r := cfg.Resume; r != nil && (len(r.Theta) != len(cfg.Params) || r.Step < 0 || r.Step > cfg.Pairs) {
		return fmt.Errorf("spsa: the resumed state has %d values at step %d, for %d parameters and %d pairs", len(r.Theta), r.Step, len(cfg.Params), cfg.Pairs)
	}
	return nil
}

// gains returns c_k and a_k/c_k of parameter p at step k.
func (cfg *Config) gains(p Param, k int) (ck, rk float64) {
	n := float64(cfg.Pairs)
	a0 := aShare * n
	c := p.CEnd * math.Pow(n, gamma)
	a := p.REnd * p.CEnd * p.CEnd * math.Pow(a0+n, alpha)
	ck = c / math.Pow(float64(k+1), gamma)
	ak := a / math.Pow(a0+float64(k+1), alpha)
	return ck, ak / ck
}

// Run tunes until cfg.Pairs steps are done or ctx ends, and returns the
// state reached. A step cut short by ctx is not counted.
func Run(ctx context.Context, cfg Config) (*State, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.StartPlayer == nil {
		cfg.StartPlayer = match.Start
	}
	st := &State{Theta: make([]float64, len(cfg.Params))}
	for i, p := range cfg.Params {
		st.Theta[i] = p.Start
	}
	if r := cfg.Resume; r != nil {
		st.Step, st.W, st.D, st.L = r.Step, r.W, r.D, r.L
		copy(st.Theta, r.Theta)
	}
	order := make([]int, len(cfg.Openings))
	for i := range order {
		order[i] = i
	}
	rand.New(rand.NewSource(cfg.Seed)).Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })

	var mu sync.Mutex // guards st, next and fatal
	next := st.Step
	var fatal error
	var wg sync.WaitGroup
	for range cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if next >= cfg.Pairs || ctx.Err() != nil || fatal != nil {
					mu.Unlock()
					return
				}
				k := next
				next++
				theta := append([]float64(nil), st.Theta...)
				mu.Unlock()

				// The step's perturbation depends on the seed and k only.
				rng := rand.New(rand.NewSource(cfg.Seed*1_000_003 + int64(k)))
				plus, minus := make([]float64, len(theta)), make([]float64, len(theta))
				delta := make([]float64, len(theta))
				for i, p := range cfg.Params {
					ck, _ := cfg.gains(p, k)
					delta[i] = float64(2*rng.Intn(2) - 1)
					plus[i] = clamp(theta[i]+ck*delta[i], p.Min, p.Max)
					minus[i] = clamp(theta[i]-ck*delta[i], p.Min, p.Max)
				}
				start := chess.StartPosition()
				if len(order) > 0 {
					start = cfg.Openings[order[k%len(order)]].Pos
				}
				w, d, l, err := cfg.playPair(ctx, start, plus, minus)
				mu.Lock()
				switch {
				case err != nil:
					if fatal == nil {
						fatal = err
					}
				case ctx.Err() == nil:
					r := float64(w - l)
					for i, p := range cfg.Params {
						_, rk := cfg.gains(p, k)
						st.Theta[i] = clamp(st.Theta[i]+rk*r*delta[i], p.Min, p.Max)
					}
					st.Step++
					st.W, st.D, st.L = st.W+w, st.D+d, st.L+l
					if cfg.OnStep != nil {
						cfg.OnStep(st)
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return st, fatal
}

// playPair plays the engine with plus against the engine with minus from
// start, once with each color, and returns plus's wins, draws and losses.
func (cfg *Config) playPair(ctx context.Context, start chess.Position, plus, minus []float64) (w, d, l int, err error) {
	ps := [2]match.Player{}
	for side, theta := range [2][]float64{plus, minus} {
		ec := cfg.Engine
		ec.Name = []string{"plus", "minus"}[side]
		ec.Options = append(append([][2]string(nil), ec.Options...), Options(cfg.Params, theta)...)
		p, err := cfg.StartPlayer(ctx, ec, nil)
		if err != nil {
			if ps[0] != nil {
				ps[0].Kill()
			}
			return 0, 0, 0, fmt.Errorf("spsa: starting %s: %w", cfg.Engine.Name, err)
		}
		ps[side] = p
	}
	defer func() {
		for _, p := range ps {
			p.Close()
		}
	}()
	for game := range 2 {
		white, black := ps[0], ps[1]
		if game == 1 {
			white, black = black, white
		}
		g := match.PlayGame(ctx, white, black, start, cfg.Limits, cfg.Adjudicate)
		plusWhite := game == 0
		switch {
		case g.Result == "*":
			return w, d, l, nil
		case g.Result == "1/2-1/2":
			d++
		case (g.Result == "1-0") == plusWhite:
			w++
		default:
			l++
		}
	}
	return w, d, l, nil
}

// Options returns θ as UCI option settings, each value rounded to an
// integer (spin options).
func Options(params []Param, theta []float64) [][2]string {
	o := make([][2]string, len(params))
	for i, p := range params {
		o[i] = [2]string{p.Name, strconv.Itoa(int(math.Round(theta[i])))}
	}
	return o
}

func clamp(x, lo, hi float64) float64 { return math.Min(math.Max(x, lo), hi) }

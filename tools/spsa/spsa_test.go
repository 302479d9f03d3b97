package spsa

import (
	"context"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/tools/match"
)

// noisyPlayer plays the first legal move, except that with a probability
// growing with its options' distance from the optimum (X = 30, Y = 70) it
// plays an illegal move at once and loses. SPSA, seeing only the results,
// must find the optimum.
type noisyPlayer struct {
	name  string
	x, y  float64
	rng   *rand.Rand
	first bool
}

func (p *noisyPlayer) Name() string { return p.name }
func (p *noisyPlayer) NewGame(ctx context.Context, start chess.Position) error {
	p.first = true
	return nil
}
func (p *noisyPlayer) Move(ctx context.Context, req *match.Request) (match.Reply, error) {
	first := p.first
	p.first = false
	miss := (math.Abs(p.x-30) + math.Abs(p.y-70)) / 300
	if first && p.rng.Float64() < miss {
		return match.Reply{Move: "a1a1"}, nil
	}
	return match.Reply{Move: req.Pos.UCI(req.Pos.LegalMoves(nil)[0])}, nil
}
func (p *noisyPlayer) Close() error { return nil }
func (p *noisyPlayer) Kill()        {}

type noisyStarter struct {
	mu     sync.Mutex
	seed   int64
	starts int
}

func (s *noisyStarter) start(ctx context.Context, c match.EngineConfig, log func(string, uci.LogKind, string)) (match.Player, error) {
	s.mu.Lock()
	s.seed++
	s.starts++
	p := &noisyPlayer{name: c.Name, rng: rand.New(rand.NewSource(s.seed))}
	s.mu.Unlock()
	for _, o := range c.Options {
		v, err := strconv.Atoi(o[1])
		if err != nil {
			return nil, err
		}
		switch o[0] {
		case "X":
			p.x = float64(v)
		case "Y":
			p.y = float64(v)
		}
	}
	return p, nil
}

func testConfig(s *noisyStarter, pairs int) Config {
	return Config{
		Engine: match.EngineConfig{Name: "noisy"},
		Params: []Param{
			{Name: "X", Start: 80, Min: 0, Max: 100, CEnd: 10, REnd: 0.02},
			{Name: "Y", Start: 20, Min: 0, Max: 100, CEnd: 10, REnd: 0.02},
		},
		Pairs:       pairs,
		Limits:      match.Limits{Nodes: 1, MoveTimeout: 5 * time.Second},
		Adjudicate:  match.Adjudication{},
		Seed:        3,
		Concurrency: 2,
		StartPlayer: s.start,
	}
}

// TestRunFindsTheOptimum: from far off (80, 20), 3000 pairs bring both
// parameters close to the optimum (30, 70).
func TestRunFindsTheOptimum(t *testing.T) {
	s := &noisyStarter{}
	cfg := testConfig(s, 3000)
	cfg.Limits = match.Limits{Nodes: 1, MoveTimeout: 5 * time.Second}
	steps := 0
	cfg.OnStep = func(st *State) { steps++ }
	st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("θ = %.1f, %.1f after %d pairs (+%d =%d -%d)", st.Theta[0], st.Theta[1], st.Step, st.W, st.D, st.L)
	if st.Step != 3000 || steps != 3000 || s.starts != 2*3000 {
		t.Errorf("%d steps, %d reported, %d engine starts", st.Step, steps, s.starts)
	}
	if math.Abs(st.Theta[0]-30) > 8 || math.Abs(st.Theta[1]-70) > 8 {
		t.Errorf("θ = %.1f, %.1f; want near 30, 70", st.Theta[0], st.Theta[1])
	}
}

// TestResume: a run resumed from a state plays only the steps left.
func TestResume(t *testing.T) {
	s := &noisyStarter{}
	cfg := testConfig(s, 50)
	cfg.Resume = &State{Step: 40, Theta: []float64{31, 69}, W: 5}
	st, err := Run(context.Background(), cfg)
	if err != nil || st.Step != 50 || s.starts != 20 || st.W < 5 {
		t.Fatalf("state %+v, %d starts, %v", st, s.starts, err)
	}
}

func TestValidate(t *testing.T) {
	s := &noisyStarter{}
	for _, c := range []struct {
		change func(*Config)
		want   string
	}{
		{func(c *Config) { c.Params = nil }, "no parameters"},
		{func(c *Config) { c.Pairs = 0 }, "0 pairs"},
		{func(c *Config) { c.Concurrency = 0 }, "concurrency 0"},
		{func(c *Config) { c.Params[1].Name = "X" }, "X given twice"},
		{func(c *Config) { c.Params[0].Start = 200 }, "start 200"},
		{func(c *Config) { c.Params[0].CEnd = 0 }, "c_end 0"},
		{func(c *Config) { c.Resume = &State{Theta: []float64{1}} }, "1 values"},
	} {
		cfg := testConfig(s, 10)
		c.change(&cfg)
		if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.want, err)
		}
	}
}

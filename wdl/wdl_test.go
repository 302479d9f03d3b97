package wdl

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func TestMaterial(t *testing.T) {
	for fen, want := range map[string]int{
		chess.StartFEN:                          78,
		"8/8/4k3/8/8/3K4/8/8 w - - 0 1":         0,
		"8/5pk1/6p1/8/8/6P1/5PK1/3R4 w - - 0 1": 9,
	} {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := Material(&pos); got != want {
			t.Errorf("%s: material %d, want %d", fen, got, want)
		}
	}
}

func TestProbabilities(t *testing.T) {
	m := Westcott
	for _, mat := range []int{0, 20, 40, 78, 100} {
		prevW := -1.0
		for cp := -800; cp <= 800; cp += 50 {
			w, d, l := m.Probabilities(float64(cp), mat)
			if w < 0 || d < 0 || l < 0 || math.Abs(w+d+l-1) > 1e-9 || w < prevW {
				t.Fatalf("material %d cp %d: %v %v %v (win after %v)", mat, cp, w, d, l, prevW)
			}
			prevW = w
			// The model is symmetric: the other side's view swaps win and loss.
			w2, _, l2 := m.Probabilities(float64(-cp), mat)
			if math.Abs(w-l2) > 1e-12 || math.Abs(l-w2) > 1e-12 {
				t.Fatalf("material %d cp %d: not symmetric", mat, cp)
			}
			pw, pd, pl := m.Permille(cp, mat)
			if pw+pd+pl != 1000 || pw < 0 || pd < 0 || pl < 0 {
				t.Fatalf("permille %d %d %d", pw, pd, pl)
			}
		}
	}
}

// Fit recovers a known model from samples drawn from it.
// drawSamples returns n samples whose results are drawn from the model's
// probabilities, at random scores and material.
func drawSamples(m *Model, n int, seed uint64) []Sample {
	rng := rand.New(rand.NewPCG(seed, 4))
	samples := make([]Sample, 0, n)
	for range n {
		mat := 10 + rng.IntN(69)
		cp := int(rng.NormFloat64() * 250)
		w, d, _ := m.Probabilities(float64(cp), mat)
		r := Loss
		switch x := rng.Float64(); {
		case x < w:
			r = Win
		case x < w+d:
			r = Draw
		}
		samples = append(samples, Sample{CP: cp, Material: mat, Result: r})
	}
	return samples
}

func TestFitRecovers(t *testing.T) {
	truth := Model{A: [3]float64{60, 150, -40}, B: [3]float64{40, 60, 10}}
	got, stats, err := Fit(drawSamples(&truth, 100000, 3))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("fitted %+v from %d samples in %d iterations, mean log-likelihood %.4f", got, stats.Samples, stats.Iterations, stats.LogLikelihood)
	// Compare the curves, not the coefficients (which trade off).
	worst := 0.0
	for mat := 10; mat <= 78; mat += 4 {
		for cp := -600; cp <= 600; cp += 25 {
			w1, d1, _ := truth.Probabilities(float64(cp), mat)
			w2, d2, _ := got.Probabilities(float64(cp), mat)
			worst = max(worst, math.Abs(w1-w2), math.Abs(d1-d2))
		}
	}
	if worst > 0.03 {
		t.Errorf("fitted model is off by up to %.3f in probability", worst)
	}
}

func TestFitNeedsData(t *testing.T) {
	_, _, err := Fit([]Sample{{CP: 10, Material: 40, Result: Win}, {CP: 2000, Material: 40, Result: Draw}})
	if err == nil || !strings.Contains(err.Error(), "too few") {
		t.Errorf("got %v, want too few samples", err)
	}
}

func TestGoSource(t *testing.T) {
	src, err := Westcott.GoSource("test note\nsecond line")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"package wdl", "// test note", "// second line", "var Westcott = Model{"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("source lacks %q:\n%s", want, src)
		}
	}
}

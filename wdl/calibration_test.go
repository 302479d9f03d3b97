package wdl

import (
	"math"
	"strings"
	"testing"
)

// Samples drawn from a model are calibrated under it: each bucket shown
// observes the rates it predicts, within the noise of its samples; under
// another model the table shows the difference.
func TestCalibrate(t *testing.T) {
	samples := drawSamples(&Westcott, 60000, 7)
	samples = append(samples, Sample{CP: 5000, Material: 40, Result: Win}, Sample{CP: 0, Material: 40, Result: 7}) // beyond the buckets, no result: left out
	c := Calibrate(&Westcott, samples)
	if len(c.Buckets) != len(CalibrationClasses) || len(c.Buckets[0]) != 2*CalibrationRange/CalibrationStep+1 {
		t.Fatalf("%d classes of %d buckets", len(c.Buckets), len(c.Buckets[0]))
	}
	total, shown := 0, 0
	for i, row := range c.Buckets {
		for j, b := range row {
			if j > 0 && b.Lo != row[j-1].Hi+1 {
				t.Errorf("class %d bucket %d: scores %d..%d do not follow %d..%d", i, j, b.Lo, b.Hi, row[j-1].Lo, row[j-1].Hi)
			}
			total += b.N
			if !b.Shown() {
				continue
			}
			shown++
			for r := Loss; r <= Win; r++ {
				obs, pred := b.Rates(r)
				if sigma := math.Sqrt(pred * (1 - pred) / float64(b.N)); math.Abs(obs-pred) > 5*sigma+0.01 {
					t.Errorf("%s, %d..%d, result %d: observed %.3f, predicted %.3f (n %d)", c.Classes[i].Name, b.Lo, b.Hi, r, obs, pred, b.N)
				}
			}
		}
	}
	if mid := c.Buckets[0][CalibrationRange/CalibrationStep]; mid.Lo != -25 || mid.Hi != 24 || mid.Mid() != -0.5 {
		t.Errorf("middle bucket %d..%d, want -25..24", mid.Lo, mid.Hi)
	}
	if total < 40000 || total > 60000 || shown < 50 {
		t.Errorf("%d samples in buckets, %d buckets shown", total, shown)
	}
	var b strings.Builder
	if err := c.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	if lines := strings.Count(b.String(), "\n"); lines != shown+2*len(CalibrationClasses) {
		t.Errorf("table of %d lines for %d buckets shown:\n%s", lines, shown, b.String())
	}
	for _, want := range []string{"material 0-29:\n  score", "observed W/D/L %", "    -25..24  "} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}

	// Under a model that sees every position as equal, the winning buckets
	// predict far fewer wins than they observe.
	flat := Model{A: [3]float64{1e6}, B: [3]float64{1}}
	b2 := Calibrate(&flat, samples).Buckets[1][2*CalibrationRange/CalibrationStep-2]
	if obs, pred := b2.Rates(Win); !b2.Shown() || obs < 0.5 || pred > 0.01 {
		t.Errorf("flat model at %d..%d: %d samples, observed %.3f, predicted %.3f", b2.Lo, b2.Hi, b2.N, obs, pred)
	}
}

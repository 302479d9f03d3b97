package wdl

import (
	"fmt"
	"io"
	"math"
)

// The calibration's score buckets: CalibrationStep centipawns wide, centred
// on the multiples of CalibrationStep from −CalibrationRange to
// CalibrationRange. A bucket of fewer than CalibrationMinSamples samples
// is too noisy to show.
const (
	CalibrationStep       = 50
	CalibrationRange      = 600
	CalibrationMinSamples = 30
)

// MaterialClass is a range of material on the board, inclusive.
type MaterialClass struct {
	Name   string
	Lo, Hi int
}

// CalibrationClasses are the material classes Calibrate groups samples by:
// endgames, middlegames with some exchanges, and openings.
var CalibrationClasses = []MaterialClass{
	{"material 0-29", 0, 29},
	{"material 30-54", 30, 54},
	{"material 55-78", 55, 1000},
}

// Bucket is the samples of one score bucket and material class: how the
// games ended and what the model predicted, both indexed by Result.
type Bucket struct {
	Lo, Hi    int        // the scores it holds, inclusive
	N         int        // samples
	Observed  [3]float64 // samples by result
	Predicted [3]float64 // the model's probabilities of each result, summed
}

// Shown reports whether the bucket has enough samples to be shown.
func (b *Bucket) Shown() bool { return b.N >= CalibrationMinSamples }

// Mid returns the centre of the bucket's scores.
func (b *Bucket) Mid() float64 { return float64(b.Lo+b.Hi) / 2 }

// Rates returns the observed and the predicted rate of result r (0..1);
// both are 0 for an empty bucket.
func (b *Bucket) Rates(r Result) (observed, predicted float64) {
	if b.N == 0 {
		return 0, 0
	}
	return b.Observed[r] / float64(b.N), b.Predicted[r] / float64(b.N)
}

// Calibration sets a model's predictions beside what happened: for each of
// CalibrationClasses (Classes[i]), the score buckets from −CalibrationRange
// to CalibrationRange in order (Buckets[i]). A well fitted model predicts
// in each bucket the rates observed there.
type Calibration struct {
	Classes []MaterialClass
	Buckets [][]Bucket
}

// Calibrate tabulates samples by material class and score bucket, with m's
// predictions for each; samples beyond the buckets' scores are left out.
func Calibrate(m *Model, samples []Sample) *Calibration {
	nb := 2*CalibrationRange/CalibrationStep + 1
	c := &Calibration{Classes: CalibrationClasses, Buckets: make([][]Bucket, len(CalibrationClasses))}
	for i := range c.Buckets {
		c.Buckets[i] = make([]Bucket, nb)
		for j := range c.Buckets[i] {
			lo := -CalibrationRange + j*CalibrationStep - CalibrationStep/2
			c.Buckets[i][j] = Bucket{Lo: lo, Hi: lo + CalibrationStep - 1}
		}
	}
	for _, s := range samples {
		j := int(math.Floor(float64(s.CP+CalibrationRange+CalibrationStep/2) / CalibrationStep))
		if j < 0 || j >= nb || s.Result < Loss || s.Result > Win {
			continue
		}
		for i, mc := range c.Classes {
			if s.Material < mc.Lo || s.Material > mc.Hi {
				continue
			}
			b := &c.Buckets[i][j]
			b.N++
			b.Observed[s.Result]++
			w, d, l := m.Probabilities(float64(s.CP), s.Material)
			b.Predicted[Win] += w
			b.Predicted[Draw] += d
			b.Predicted[Loss] += l
		}
	}
	return c
}

// WriteTable prints the calibration: per material class, the buckets shown
// with their samples, observed and predicted rates in percent.
func (c *Calibration) WriteTable(w io.Writer) error {
	for i, row := range c.Buckets {
		if _, err := fmt.Fprintf(w, "%s:\n  %-11s %7s  %-17s %-17s\n", c.Classes[i].Name, "score", "n", "observed W/D/L %", "predicted W/D/L %"); err != nil {
			return err
		}
		for _, b := range row {
			if !b.Shown() {
				continue
			}
			ow, pw := b.Rates(Win)
			od, pd := b.Rates(Draw)
			ol, pl := b.Rates(Loss)
			if _, err := fmt.Fprintf(w, "  %5d..%-4d %7d  %4.1f %4.1f %4.1f    %4.1f %4.1f %4.1f\n", b.Lo, b.Hi, b.N,
				100*ow, 100*od, 100*ol, 100*pw, 100*pd, 100*pl); err != nil {
				return err
			}
		}
	}
	return nil
}

package fit

import (
	"fmt"
	"math"
)

// Schedule gives the learning rate of each step of a run as a fraction of
// the peak rate: a linear warm-up from near 0 over the first Warmup steps
// (Adam's first moments are noisy, and a full step on them can throw
// random weights far), then one of three shapes over the rest:
//
//	"constant"  1
//	"step"      1 until step DropAt, Drop from there on
//	"cosine"    from 1 down to Floor along half a cosine, reaching Floor at step Total
type Schedule struct {
	Shape  string  // "constant", "step" or "cosine"
	Total  int     // steps of the whole run, warm-up included
	Warmup int     // steps of linear warm-up
	DropAt int     // "step": the first step (counted from 0) at the rate Drop
	Drop   float64 // "step": the factor from DropAt on
	Floor  float64 // "cosine": the factor at the last step
}

// Shapes lists Schedule's shapes.
var Shapes = []string{"constant", "step", "cosine"}

// Check returns an error naming what is wrong with s, if anything.
func (s Schedule) Check() error {
	switch {
	case s.Shape != "constant" && s.Shape != "step" && s.Shape != "cosine":
		return fmt.Errorf("schedule %q, want one of %v", s.Shape, Shapes)
	case s.Total < 0 || s.Warmup < 0:
		return fmt.Errorf("schedule of %d steps with %d of warm-up: both must be 0 or more", s.Total, s.Warmup)
	case s.Shape == "step" && !(s.Drop > 0 && s.Drop <= 1):
		return fmt.Errorf("step schedule's drop %v, want above 0 and at most 1", s.Drop)
	case s.Shape == "cosine" && !(s.Floor >= 0 && s.Floor <= 1):
		return fmt.Errorf("cosine schedule's floor %v, want 0 to 1", s.Floor)
	}
	return nil
}

// Factor returns the learning rate of step t (counted from 0) as a
// fraction of the peak.
func (s Schedule) Factor(t int) float64 {
	f := 1.0
	switch s.Shape {
	case "step":
		if t >= s.DropAt {
			f = s.Drop
		}
	case "cosine":
		// From the first step after the warm-up (progress 0) to the last
		// (progress 1).
		if span := s.Total - 1 - s.Warmup; span > 0 {
			x := min(max(float64(t-s.Warmup)/float64(span), 0), 1)
			f = s.Floor + (1-s.Floor)*(1+math.Cos(math.Pi*x))/2
		}
	}
	if t < s.Warmup {
		f *= float64(t+1) / float64(s.Warmup+1)
	}
	return f
}

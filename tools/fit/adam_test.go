package fit

import (
	"math"
	"testing"
)

// quadratic is Σ c_i·(x_i − a_i)², curvatures a thousand times apart (Adam
// should not care), and its gradient.
type quadratic struct{ c, a []float64 }

var bowl = quadratic{c: []float64{1000, 1, 0.5, 30, 2}, a: []float64{1.5, -2, 0.25, 3, 0}}

func grad[T Float](q quadratic, x, g []T) {
	for i := range x {
		g[i] = T(2 * q.c[i] * (float64(x[i]) - q.a[i]))
	}
}

// descend runs steps of Adam from 0 at rate lr, decayed by the schedule s,
// and returns the parameters.
func descend[T Float](t *testing.T, q quadratic, steps int, lr, decay float64, s Schedule) []T {
	t.Helper()
	x, g := make([]T, len(q.a)), make([]T, len(q.a))
	a := NewAdam[T](len(x))
	for step := range steps {
		grad(q, x, g)
		a.Step(x, g, T(lr*s.Factor(step)), T(decay), 1)
	}
	if a.Steps() != steps {
		t.Fatalf("%d steps counted, %d made", a.Steps(), steps)
	}
	return x
}

// TestAdamFindsTheMinimum: on a quadratic whose curvatures differ a
// thousandfold, Adam with a falling rate ends at the minimum, in float64 and
// in float32.
func TestAdamFindsTheMinimum(t *testing.T) {
	s := Schedule{Shape: "cosine", Total: 3000, Warmup: 50, Floor: 0.001}
	x64 := descend[float64](t, bowl, 3000, 0.05, 0, s)
	x32 := descend[float32](t, bowl, 3000, 0.05, 0, s)
	for i, want := range bowl.a {
		if math.Abs(x64[i]-want) > 1e-3 || math.Abs(float64(x32[i])-want) > 1e-3 {
			t.Errorf("x[%d]: %v (float64), %v (float32), want %v", i, x64[i], x32[i], want)
		}
	}
	// A constant rate leaves it oscillating about lr from the minimum at most.
	x := descend[float64](t, bowl, 3000, 0.05, 0, Schedule{Shape: "constant"})
	for i, want := range bowl.a {
		if math.Abs(x[i]-want) > 0.05 {
			t.Errorf("constant rate: x[%d] = %v, want %v ± 0.05", i, x[i], want)
		}
	}
}

// TestAdamFirstStep: Adam's first step moves every parameter by lr against
// the sign of its gradient, whatever the gradient's size (bias correction
// makes the first moments the gradient itself); one with a zero gradient
// stays exactly where it is.
func TestAdamFirstStep(t *testing.T) {
	x := []float64{1, 1, 1, 1}
	g := []float64{1e-4, -3, 250, 0}
	a := NewAdam[float64](4)
	a.Step(x, g, 0.01, 0, 1)
	for i, want := range []float64{0.99, 1.01, 0.99, 1} {
		if math.Abs(x[i]-want) > 1e-6 {
			t.Errorf("x[%d] = %v after the first step, want %v", i, x[i], want)
		}
	}
	// scale multiplies the gradient before anything else: a summed gradient
	// scaled by 1/n steps as the mean would.
	y, z := []float32{0, 0}, []float32{0, 0}
	ay, az := NewAdam[float32](2), NewAdam[float32](2)
	for range 5 {
		ay.Step(y, []float32{8, -4}, 0.1, 0, 0.25)
		az.Step(z, []float32{2, -1}, 0.1, 0, 1)
	}
	if y[0] != z[0] || y[1] != z[1] {
		t.Errorf("gradient 8, −4 scaled by ¼ moved to %v, gradient 2, −1 to %v", y, z)
	}
}

// TestAdamUpdateRanges: a step's Update of one range leaves the others'
// parameters and moments alone, and decay applies only where it is given.
func TestAdamUpdateRanges(t *testing.T) {
	x := []float64{1, 1, 1, 1, 1, 1}
	g := []float64{1, 1, 1, 1, 1, 1}
	a := NewAdam[float64](6)
	a.Next()
	a.Update(x, g, 0, 2, 0.1, 0, 1)
	a.Update(x, g, 2, 4, 0.1, 0.5, 1)
	for i, want := range []float64{0.9, 0.9, 0.95 - 0.1, 0.95 - 0.1, 1, 1} {
		if math.Abs(x[i]-want) > 1e-6 {
			t.Errorf("x[%d] = %v, want %v", i, x[i], want)
		}
	}
	if a.m[4] != 0 || a.v[5] != 0 {
		t.Errorf("moments of parameters not updated changed: %v %v", a.m, a.v)
	}
	defer func() {
		if recover() == nil {
			t.Error("Update beyond the parameters did not panic")
		}
	}()
	a.Update(x, g, 4, 7, 0.1, 0, 1)
}

// TestAdamWDecay: decoupled weight decay shrinks a parameter by 1 − lr·decay
// a step, whatever its gradient (here zero: an L2 term in the gradient would
// instead move it by lr a step, Adam normalising its size away), and on the
// quadratic it pulls the minimum towards zero.
func TestAdamWDecay(t *testing.T) {
	x := []float64{2, -8}
	a := NewAdam[float64](2)
	for range 100 {
		a.Step(x, []float64{0, 0}, 0.01, 0.5, 1)
	}
	for i, start := range []float64{2, -8} {
		if want := start * math.Pow(1-0.005, 100); math.Abs(x[i]-want) > 1e-12 {
			t.Errorf("x[%d] = %v, want %v", i, x[i], want)
		}
	}
	s := Schedule{Shape: "cosine", Total: 3000, Floor: 0.001}
	plain := descend[float64](t, bowl, 3000, 0.05, 0, s)
	decayed := descend[float64](t, bowl, 3000, 0.05, 1, s)
	for i := range plain {
		if bowl.a[i] != 0 && !(math.Abs(decayed[i]) < math.Abs(plain[i])*(1-1e-3)) {
			t.Errorf("x[%d]: %v with decay, %v without: decay should pull it towards 0", i, decayed[i], plain[i])
		}
	}
}

func TestSchedule(t *testing.T) {
	for _, bad := range []Schedule{{Shape: "linear"}, {Shape: "step", Drop: 0}, {Shape: "step", Drop: 1.5},
		{Shape: "cosine", Floor: -0.1}, {Shape: "constant", Total: -1}, {Shape: "constant", Warmup: -2}} {
		if bad.Check() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	c := Schedule{Shape: "cosine", Total: 101, Warmup: 10, Floor: 0.1}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	prev := 0.0
	for i := range 10 {
		f := c.Factor(i)
		if !(f > prev && f < 1) {
			t.Errorf("warm-up step %d: factor %v after %v", i, f, prev)
		}
		prev = f
	}
	if c.Factor(10) != 1 || math.Abs(c.Factor(100)-0.1) > 1e-12 || math.Abs(c.Factor(55)-0.55) > 1e-12 || c.Factor(500) != c.Factor(100) {
		t.Errorf("cosine factors %v at the peak, %v halfway, %v at the end, %v after", c.Factor(10), c.Factor(55), c.Factor(100), c.Factor(500))
	}
	for i := 11; i <= 100; i++ {
		if c.Factor(i) >= c.Factor(i-1) {
			t.Errorf("cosine rises at step %d", i)
		}
	}
	s := Schedule{Shape: "step", DropAt: 30, Drop: 0.3}
	if s.Factor(29) != 1 || s.Factor(30) != 0.3 || s.Factor(1000) != 0.3 {
		t.Errorf("step factors %v %v %v", s.Factor(29), s.Factor(30), s.Factor(1000))
	}
	if k := (Schedule{Shape: "constant", Warmup: 3}); k.Factor(0) != 0.25 || k.Factor(3) != 1 {
		t.Errorf("constant with warm-up: %v at 0, %v at 3", k.Factor(0), k.Factor(3))
	}
}

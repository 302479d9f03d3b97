package fit

import (
	"fmt"
	"math"
)

// Float is the element type of Adam's parameters.
type Float interface{ ~float32 | ~float64 }

// Adam's constants: the decay rates of the moments' running means and the
// term that keeps the step finite where the gradient has always been 0
// (Kingma and Ba's defaults).
const (
	Beta1   = 0.9
	Beta2   = 0.999
	Epsilon = 1e-8
)

// Adam is the state of the Adam optimiser over a vector of parameters:
// the running means of each parameter's gradient and squared gradient,
// and the step count for their bias correction. Each step moves a
// parameter by about lr in the direction against its gradient's recent
// mean, whatever the gradient's size.
//
// A step is Next, then Update on each range of parameters (so that ranges
// may have different weight decay, or be left out: a parameter not updated
// keeps its value and its moments).
type Adam[T Float] struct {
	m, v   []T
	t      int
	c1, c2 float64 // 1 − β^t, the bias corrections of step t
}

// NewAdam returns Adam's state for n parameters.
func NewAdam[T Float](n int) *Adam[T] {
	return &Adam[T]{m: make([]T, n), v: make([]T, n)}
}

// Steps returns the number of steps begun (calls of Next).
func (a *Adam[T]) Steps() int { return a.t }

// Next begins the next step.
func (a *Adam[T]) Next() {
	a.t++
	a.c1 = 1 - math.Pow(Beta1, float64(a.t))
	a.c2 = 1 - math.Pow(Beta2, float64(a.t))
}

// Update applies the current step to params[lo:hi], whose gradient is
// grad[lo:hi] times scale (e.g. 1/batch for a summed gradient). decay is
// decoupled weight decay, AdamW's: each parameter first shrinks by the
// factor 1 − lr·decay, apart from the gradient's step, so that it pulls
// weights towards zero at the same rate whatever their gradients' size
// (an L2 term in the loss would be scaled away by Adam's normalisation).
// params and grad are the whole vectors, of the length given to NewAdam.
func (a *Adam[T]) Update(params, grad []T, lo, hi int, lr, decay, scale T) {
	if a.t == 0 {
		panic("fit: Adam.Update before Next")
	}
	if len(params) != len(a.m) || len(grad) != len(a.m) || lo < 0 || hi > len(a.m) || lo > hi {
		panic(fmt.Sprintf("fit: Adam.Update of [%d, %d) with %d parameters and %d gradients, state for %d", lo, hi, len(params), len(grad), len(a.m)))
	}
	p, g, m, v := params[lo:hi], grad[lo:hi], a.m[lo:hi], a.v[lo:hi]
	g, m, v = g[:len(p)], m[:len(p)], v[:len(p)]
	if decay != 0 {
		shrink := 1 - lr*decay
		for i := range p {
			p[i] *= shrink
		}
	}
	c1, c2 := T(a.c1), T(a.c2)
	for i, gi := range g {
		gi *= scale
		m[i] = T(Beta1)*m[i] + T(1-Beta1)*gi
		v[i] = T(Beta2)*v[i] + T(1-Beta2)*gi*gi
		p[i] -= lr * (m[i] / c1) / (T(math.Sqrt(float64(v[i]/c2))) + T(Epsilon))
	}
}

// Step is Next, then Update of every parameter with the same lr, decay and
// scale.
func (a *Adam[T]) Step(params, grad []T, lr, decay, scale T) {
	a.Next()
	a.Update(params, grad, 0, len(a.m), lr, decay, scale)
}

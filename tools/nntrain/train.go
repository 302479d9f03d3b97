package nntrain

import (
	"fmt"
	"io"
	"math"
	"math/rand"
	"sync"
	"time"

	"github.com/westcott-chess/westcott/nnue"
)

// Config is how Train fits a network.
type Config struct {
	Hidden    int     // width of each side's hidden layer
	Buckets   int     // output buckets, by the number of pieces (nnue.Bucket)
	Epochs    int     // passes over the training set
	Batch     int     // positions per Adam step
	LR        float64 // Adam's learning rate; multiplied by LRDrop from epoch DropAt on
	LRDrop    float64
	DropAt    int
	Lambda    float64 // the target: Lambda × result + (1−Lambda) × σ(K·score), as in westcott tune
	K         float64 // the logistic scale of centipawns; 0: fitted to the training set's scores and results
	Threads   int
	Seed      int64     // the initial weights and the order of positions
	Log       io.Writer // a line per epoch; nil: none
	Init      *nnue.Network
	BestValid bool // return the weights of the epoch with the lowest validation loss, not the last
	// OnBest, if set, receives the network after each epoch that lowers the
	// validation loss (every epoch without validation positions), so that a
	// run stopped early has kept its best weights.
	OnBest func(n *nnue.Network, epoch int) error
}

// Report is what training measured.
type Report struct {
	K                     float64
	TrainStart, TrainEnd  float64 // mean squared error on the training set, before and after
	ValidStart, ValidBest float64 // on the validation set: before, and the lowest after an epoch
	BestEpoch             int
}

// clip bounds every weight, so that the quantized network's integers fit:
// 1.98·QA per first-layer weight (the accumulator's int16 holds the sum of
// 32 of them) and 1.98·QB per output weight.
const clip = 1.98

// model is a float32 network, its parameters in one slice so that Adam and
// the gradient sums run over one array: first layer (feature-major), its
// bias, output weights (for each bucket the side to move's, then the
// other's), output biases.
type model struct {
	h, b   int // hidden width, output buckets
	params []float32
}

func newModel(h, b int) *model {
	return &model{h: h, b: b, params: make([]float32, nnue.Inputs*h+h+2*h*b+b)}
}

// The parts of params, and where they start.
func (m *model) ftbOffset() int  { return nnue.Inputs * m.h }
func (m *model) outOffset() int  { return nnue.Inputs*m.h + m.h }
func (m *model) outbOffset() int { return m.outOffset() + 2*m.h*m.b }
func (m *model) ft() []float32   { return m.params[:m.ftbOffset()] }
func (m *model) ftb() []float32  { return m.params[m.ftbOffset():m.outOffset()] }
func (m *model) out() []float32  { return m.params[m.outOffset():m.outbOffset()] }
func (m *model) outb() []float32 { return m.params[m.outbOffset():] }

// bucket returns the output bucket of s.
func (m *model) bucket(s *sample) int { return nnue.Bucket(int(s.n), m.b) }

// clipAll keeps the weights within ±clip (the biases need no bound).
func (m *model) clipAll() {
	for _, s := range [][]float32{m.ft(), m.out()} {
		for i, v := range s {
			s[i] = min(max(v, -clip), clip)
		}
	}
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
func crelu(x float32) float32   { return min(max(x, 0), 1) }

// init draws the first layer uniformly in ±1/√768, the output in ±1/√(2H).
func (m *model) init(seed int64) {
	r := rand.New(rand.NewSource(seed))
	a := float32(1 / math.Sqrt(nnue.Inputs))
	for i := range m.ft() {
		m.ft()[i] = (2*r.Float32() - 1) * a
	}
	b := float32(1 / math.Sqrt(float64(2*m.h)))
	for i := range m.out() {
		m.out()[i] = (2*r.Float32() - 1) * b
	}
}

// fromNetwork takes a quantized network's weights as floats.
func (m *model) fromNetwork(n *nnue.Network) {
	for i, v := range n.FT {
		m.ft()[i] = float32(v) / nnue.QA
	}
	for i, v := range n.FTBias {
		m.ftb()[i] = float32(v) / nnue.QA
	}
	for i, v := range n.Out {
		m.out()[i] = float32(v) / nnue.QB
	}
	for i, v := range n.OutB {
		m.outb()[i] = float32(v) / (nnue.QA * nnue.QB)
	}
}

// Quantize returns the integer network closest to m.
func (m *model) quantize() *nnue.Network {
	n := nnue.New(m.h, m.b)
	round := func(x float32, q float64) float64 { return math.Round(float64(x) * q) }
	for i, v := range m.ft() {
		n.FT[i] = int16(round(v, nnue.QA))
	}
	for i, v := range m.ftb() {
		n.FTBias[i] = int16(max(min(round(v, nnue.QA), math.MaxInt16), math.MinInt16))
	}
	for i, v := range m.out() {
		n.Out[i] = int16(max(min(round(v, nnue.QB), nnue.MaxOut), -nnue.MaxOut))
	}
	for i, v := range m.outb() {
		n.OutB[i] = int32(round(v, nnue.QA*nnue.QB))
	}
	return n
}

// scratch is one goroutine's buffers.
type scratch struct {
	acc  [2][]float32 // hidden values before the activation
	dacc [2][]float32
	grad []float32 // the gradient summed over its part of a batch
}

func (m *model) newScratch(withGrad bool) *scratch {
	s := &scratch{}
	for v := range 2 {
		s.acc[v] = make([]float32, m.h)
		s.dacc[v] = make([]float32, m.h)
	}
	if withGrad {
		s.grad = make([]float32, len(m.params))
	}
	return s
}

// forward returns the network's output (in units of nnue.Scale
// centipawns) for s, leaving the hidden values in sc.acc.
func (m *model) forward(s *sample, sc *scratch) float32 {
	h, ft, k := m.h, m.ft(), m.bucket(s)
	out := m.out()[2*h*k : 2*h*(k+1)]
	var y float32
	for v := range 2 {
		acc := sc.acc[v]
		copy(acc, m.ftb())
		for _, f := range s.feats[v][:s.n] {
			col := ft[int(f)*h : int(f)*h+h]
			for i, w := range col {
				acc[i] += w
			}
		}
		ow := out[v*h : v*h+h]
		for i, x := range acc {
			c := crelu(x)
			y += c * c * ow[i]
		}
	}
	return y + m.outb()[k]
}

// target is what s should score: lambda × the result plus the rest × the
// score's expectation.
func target(s *sample, k, lambda float64) float64 {
	return lambda*float64(s.result) + (1-lambda)*sigmoid(k*float64(s.score))
}

// lossGrad returns s's squared error and, when sc.grad is set, adds its
// gradient there.
func (m *model) lossGrad(s *sample, k, lambda float64, sc *scratch) float64 {
	y := m.forward(s, sc)
	p := sigmoid(k * nnue.Scale * float64(y))
	d := p - target(s, k, lambda)
	if sc.grad == nil {
		return d * d
	}
	g := float32(2 * d * p * (1 - p) * k * nnue.Scale) // ∂loss/∂y
	h, b := m.h, m.bucket(s)
	out := m.out()[2*h*b : 2*h*(b+1)]
	grad := sc.grad
	gout := grad[m.outOffset()+2*h*b : m.outOffset()+2*h*(b+1)]
	gftb := grad[m.ftbOffset() : m.ftbOffset()+h]
	grad[m.outbOffset()+b] += g
	for v := range 2 {
		acc, dacc, ow := sc.acc[v], sc.dacc[v], out[v*h:v*h+h]
		go2 := gout[v*h : v*h+h]
		for i, x := range acc {
			c := crelu(x)
			go2[i] += g * c * c
			if x > 0 && x < 1 {
				dacc[i] = g * ow[i] * 2 * x
			} else {
				dacc[i] = 0
			}
			gftb[i] += dacc[i]
		}
		for _, f := range s.feats[v][:s.n] {
			col := grad[int(f)*h : int(f)*h+h]
			for i, d := range dacc {
				col[i] += d
			}
		}
	}
	return d * d
}

// Loss returns the mean squared error of n's float weights over d.
func (m *model) loss(d *Data, k, lambda float64, threads int) float64 {
	if d.Len() == 0 {
		return math.NaN()
	}
	parts := make([]float64, threads)
	var wg sync.WaitGroup
	for t := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sc := m.newScratch(false)
			for i := t; i < d.Len(); i += threads {
				parts[t] += m.lossGrad(&d.samples[i], k, lambda, sc)
			}
		}()
	}
	wg.Wait()
	sum := 0.0
	for _, p := range parts {
		sum += p
	}
	return sum / float64(d.Len())
}

// FitK returns the logistic scale that best predicts d's results from its
// scores: the K of σ(K·score), by golden-section search.
func FitK(d *Data) float64 {
	f := func(k float64) float64 {
		s := 0.0
		for i := range d.samples {
			e := sigmoid(k*float64(d.samples[i].score)) - float64(d.samples[i].result)
			s += e * e
		}
		return s
	}
	lo, hi := 1e-4, 0.05
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := f(a), f(b)
	for hi-lo > 1e-7 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = f(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = f(b)
		}
	}
	return (lo + hi) / 2
}

// Train fits a network to train, reporting the loss on valid after each
// epoch, and returns it quantized.
func Train(train, valid *Data, cfg Config) (*nnue.Network, Report, error) {
	if train.Len() == 0 {
		return nil, Report{}, fmt.Errorf("nntrain: no training positions")
	}
	if cfg.Hidden < 1 || cfg.Hidden > nnue.MaxHidden {
		return nil, Report{}, fmt.Errorf("nntrain: hidden width %d, want 1 to %d", cfg.Hidden, nnue.MaxHidden)
	}
	if cfg.Buckets < 1 || cfg.Buckets > nnue.MaxBuckets {
		return nil, Report{}, fmt.Errorf("nntrain: %d output buckets, want 1 to %d", cfg.Buckets, nnue.MaxBuckets)
	}
	if cfg.Init != nil && (cfg.Init.Hidden != cfg.Hidden || cfg.Init.Buckets != cfg.Buckets) {
		return nil, Report{}, fmt.Errorf("nntrain: the starting network has width %d and %d buckets, not %d and %d",
			cfg.Init.Hidden, cfg.Init.Buckets, cfg.Hidden, cfg.Buckets)
	}
	cfg.Threads = max(cfg.Threads, 1)
	cfg.Batch = max(cfg.Batch, 1)
	logf := func(format string, a ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format, a...)
		}
	}
	m := newModel(cfg.Hidden, cfg.Buckets)
	if cfg.Init != nil {
		m.fromNetwork(cfg.Init)
	} else {
		m.init(cfg.Seed)
	}
	rep := Report{K: cfg.K, BestEpoch: -1}
	if rep.K == 0 {
		rep.K = FitK(train)
	}
	k, lambda := rep.K, cfg.Lambda
	rep.TrainStart = m.loss(train, k, lambda, cfg.Threads)
	rep.ValidStart = m.loss(valid, k, lambda, cfg.Threads)
	rep.ValidBest = math.Inf(1)
	logf("K %.6f, %d training and %d validation positions, loss %.6f / %s\n", k, train.Len(), valid.Len(), rep.TrainStart, LossString(rep.ValidStart))

	opt := newAdam(len(m.params))
	scr := make([]*scratch, cfg.Threads)
	for t := range scr {
		scr[t] = m.newScratch(true)
	}
	order := make([]int32, train.Len())
	for i := range order {
		order[i] = int32(i)
	}
	rng := rand.New(rand.NewSource(cfg.Seed + 1))
	best := append([]float32(nil), m.params...)
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		start := time.Now()
		lr := cfg.LR
		if cfg.DropAt > 0 && epoch >= cfg.DropAt {
			lr *= cfg.LRDrop
		}
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		sum := 0.0
		for lo := 0; lo < len(order); lo += cfg.Batch {
			batch := order[lo:min(lo+cfg.Batch, len(order))]
			sum += m.batchGrad(train, batch, k, lambda, scr)
			grad := scr[0].grad
			for _, sc := range scr[1:] {
				for i, g := range sc.grad {
					grad[i] += g
				}
			}
			opt.step(m.params, grad, float32(lr), 1/float32(len(batch)))
			m.clipAll()
		}
		tl := sum / float64(len(order))
		vl := m.loss(valid, k, lambda, cfg.Threads)
		mark := ""
		if vl < rep.ValidBest || valid.Len() == 0 {
			rep.ValidBest, rep.BestEpoch = vl, epoch
			copy(best, m.params)
			mark = " *"
			if cfg.OnBest != nil {
				if err := cfg.OnBest(m.quantize(), epoch); err != nil {
					return nil, rep, err
				}
			}
		}
		logf("epoch %d: lr %.2g, train %.6f, valid %s, %.0f positions/s%s\n", epoch, lr, tl, LossString(vl),
			float64(len(order))/time.Since(start).Seconds(), mark)
	}
	if cfg.BestValid && valid.Len() > 0 {
		copy(m.params, best)
	}
	rep.TrainEnd = m.loss(train, k, lambda, cfg.Threads)
	return m.quantize(), rep, nil
}

// LossString formats a loss, "-" for none (no validation positions).
func LossString(l float64) string {
	if math.IsNaN(l) || math.IsInf(l, 0) {
		return "-"
	}
	return fmt.Sprintf("%.6f", l)
}

// batchGrad computes the gradient of batch's positions into the threads'
// scratch gradients and returns their summed squared error.
func (m *model) batchGrad(d *Data, batch []int32, k, lambda float64, scr []*scratch) float64 {
	parts := make([]float64, len(scr))
	var wg sync.WaitGroup
	for t, sc := range scr {
		clear(sc.grad)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := t; i < len(batch); i += len(scr) {
				parts[t] += m.lossGrad(&d.samples[batch[i]], k, lambda, sc)
			}
		}()
	}
	wg.Wait()
	sum := 0.0
	for _, p := range parts {
		sum += p
	}
	return sum
}

// adam is the Adam optimiser's state.
type adam struct {
	m, v   []float32
	t      int
	b1, b2 float64
}

func newAdam(n int) *adam {
	return &adam{m: make([]float32, n), v: make([]float32, n), b1: 0.9, b2: 0.999}
}

// step moves params against grad (scaled by scale first).
func (a *adam) step(params, grad []float32, lr, scale float32) {
	a.t++
	c1 := float32(1 - math.Pow(a.b1, float64(a.t)))
	c2 := float32(1 - math.Pow(a.b2, float64(a.t)))
	b1, b2 := float32(a.b1), float32(a.b2)
	for i, g := range grad {
		g *= scale
		a.m[i] = b1*a.m[i] + (1-b1)*g
		a.v[i] = b2*a.v[i] + (1-b2)*g*g
		params[i] -= lr * (a.m[i] / c1) / (float32(math.Sqrt(float64(a.v[i]/c2))) + 1e-8)
	}
}

package nntrain

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand"
	"time"

	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/tools/fit"
)

// The defaults of Config's shape and batch, which westcott nntrain's
// flags take: every network so far is 64 wide with 8 output buckets.
const (
	DefaultHidden  = 64
	DefaultBuckets = 8
	DefaultBatch   = 16384
)

// Config is how Train fits a network.
type Config struct {
	Hidden  int      // width of each side's hidden layer
	Buckets int      // output buckets, by the number of pieces (nnue.Bucket)
	KingMap [64]byte // king buckets (nnue.KingLayout); all zero: none
	Epochs  int      // passes over the training set
	Batch   int      // positions per Adam step
	LR      float64  // Adam's peak learning rate, shaped by Schedule

	// Schedule shapes the learning rate over the run's steps (fit.Schedule):
	// "constant"; "step", multiplied by LRDrop from epoch DropAt on (0:
	// the last quarter, from epoch Epochs·3/4+1);
	// "cosine", falling along half a cosine to Floor·LR at the last step.
	// Warmup steps (batches) of linear warm-up come first in all three.
	Schedule string
	Warmup   int
	LRDrop   float64
	DropAt   int
	Floor    float64

	// Decay is AdamW's decoupled weight decay of the weights (the biases
	// are not decayed): each step shrinks them by the factor 1 − lr·Decay.
	Decay float64

	Lambda  float64 // the target: Lambda × result + (1−Lambda) × σ(K·score), as in westcott tune
	K       float64 // the logistic scale of centipawns; 0: fitted to the training set's scores and results
	Threads int
	Seed    int64     // the initial weights and the order of positions
	Log     io.Writer // a line per epoch; nil: none
	// Init, if set, is the starting network: as wide as Hidden (continued),
	// or narrower (grown: its units copied, the new ones silent at first;
	// see model.grow). Its buckets must be Buckets; its king buckets
	// KingMap's, or none (its first layer then copied into each).
	Init      *nnue.Network
	BestValid bool // return the weights of the epoch with the lowest validation loss, not the last
	// OnBest, if set, receives the network after each epoch that lowers the
	// validation loss (every epoch without validation positions), so that a
	// run stopped early has kept its best weights.
	OnBest func(n *nnue.Network, epoch int) error
}

// Report is what training measured. The losses are mean squared errors of
// σ(K·cp): against the target (the Lambda blend), and on the validation
// set also against the game results alone, a measure that does not depend
// on Lambda, so that runs with different Lambda can be compared.
type Report struct {
	K                     float64
	TrainStart, TrainEnd  float64 // on the training set, before and after
	ValidStart, ValidBest float64 // on the validation set: before, and the lowest after an epoch
	BestEpoch             int
	ResultBest            float64 // against the validation games' results, at BestEpoch
	PerSecond             float64 // training positions a second over all epochs (forward, gradient and step)
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
	h, b    int // hidden width, output buckets
	kings   int // king buckets: the first layer has kings × nnue.Inputs columns
	kingMap [64]byte
	params  []float32
}

func newModel(h, b int, kingMap [64]byte) *model {
	kings := nnue.KingBuckets(kingMap)
	return &model{h: h, b: b, kings: kings, kingMap: kingMap, params: make([]float32, kings*nnue.Inputs*h+h+2*h*b+b)}
}

// The parts of params, and where they start.
func (m *model) ftbOffset() int  { return m.kings * nnue.Inputs * m.h }
func (m *model) outOffset() int  { return m.ftbOffset() + m.h }
func (m *model) outbOffset() int { return m.outOffset() + 2*m.h*m.b }
func (m *model) ft() []float32   { return m.params[:m.ftbOffset()] }
func (m *model) ftb() []float32  { return m.params[m.ftbOffset():m.outOffset()] }
func (m *model) out() []float32  { return m.params[m.outOffset():m.outbOffset()] }
func (m *model) outb() []float32 { return m.params[m.outbOffset():] }

// bucket returns the output bucket of s.
func (m *model) bucket(s *sample) int { return nnue.Bucket(int(s.n), m.b) }

// features returns view v's features of s as columns of m's first layer:
// in the block of v's king's bucket, copied into buf when there are king
// buckets.
func (m *model) features(s *sample, v int, buf *[maxPieces]uint16) []uint16 {
	f := s.feats[v][:s.n]
	if m.kings == 1 {
		return f
	}
	base := uint16(m.kingMap[s.king[v]]) * nnue.Inputs
	for i, x := range f {
		buf[i] = base + x
	}
	return buf[:len(f)]
}

// clipAll keeps the weights within ±clip (the biases need no bound).
func (m *model) clipAll() {
	for _, s := range [][]float32{m.ft(), m.out()} {
		for i, v := range s {
			s[i] = min(max(v, -clip), clip)
		}
	}
}

func crelu(x float32) float32 { return min(max(x, 0), 1) }

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

// grow starts m from n, a network as wide as m or narrower with the same
// buckets: n's hidden units become m's first ones, every weight copied;
// the others keep the small random first-layer weights of init (seed) and
// get output weights of 0, so that m evaluates as n does until training
// moves them (the output weights' gradient, g·crelu(x)², reaches them
// first, then the first layer's through them). A network n without king
// buckets gives its first layer to each of m's, so that m still evaluates
// as n does.
func (m *model) grow(n *nnue.Network, seed int64) {
	if n.Hidden == m.h && n.Kings == m.kings {
		m.fromNetwork(n)
		return
	}
	m.init(seed)
	small := newModel(n.Hidden, n.Buckets, n.KingMap)
	small.fromNetwork(n)
	nh := n.Hidden
	for f := range m.kings * nnue.Inputs {
		g := f % (n.Kings * nnue.Inputs) // f itself, or its feature in n's only block
		copy(m.ft()[f*m.h:f*m.h+nh], small.ft()[g*nh:(g+1)*nh])
	}
	copy(m.ftb(), small.ftb())
	clear(m.out())
	for k := range m.b {
		for v := range 2 {
			copy(m.out()[(2*k+v)*m.h:], small.out()[(2*k+v)*nh:(2*k+v+1)*nh])
		}
	}
	copy(m.outb(), small.outb())
}

// Quantize returns the integer network closest to m.
func (m *model) quantize() *nnue.Network {
	n := nnue.NewKings(m.h, m.b, m.kingMap)
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
	feats [2][maxPieces]uint16 // the position's columns (model.features)
	acc   [2][]float32         // hidden values before the activation
	dacc  [2][]float32
	grad  []float32 // the gradient summed over its part of a batch
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
		sumColumns(acc, m.ftb(), ft, m.features(s, v, &sc.feats[v]), h)
		y += dotCReLU2(acc, out[v*h:v*h+h])
	}
	return y + m.outb()[k]
}

// target is what s should score: lambda × the result plus the rest × the
// score's expectation.
func target(s *sample, k, lambda float64) float64 {
	return fit.Blend(float64(s.result), float64(s.score), k, lambda)
}

// lossGrad returns s's squared error and, when sc.grad is set, adds its
// gradient there.
func (m *model) lossGrad(s *sample, k, lambda float64, sc *scratch) float64 {
	y := m.forward(s, sc)
	loss, slope := fit.SquaredError(k*nnue.Scale*float64(y), target(s, k, lambda))
	if sc.grad == nil {
		return loss
	}
	g := float32(slope * k * nnue.Scale) // ∂loss/∂y
	h, b := m.h, m.bucket(s)
	out := m.out()[2*h*b : 2*h*(b+1)]
	grad := sc.grad
	gout := grad[m.outOffset()+2*h*b : m.outOffset()+2*h*(b+1)]
	gftb := grad[m.ftbOffset() : m.ftbOffset()+h]
	grad[m.outbOffset()+b] += g
	for v := range 2 {
		backHidden(sc.acc[v], out[v*h:v*h+h], gout[v*h:v*h+h], sc.dacc[v], gftb, g)
		addToColumns(grad, m.features(s, v, &sc.feats[v]), sc.dacc[v], h)
	}
	return loss
}

// losses returns the mean squared errors of m's float weights over d:
// against the target, and against the game results alone.
func (m *model) losses(d *Data, k, lambda float64, threads int) (toTarget, toResult float64) {
	if d.Len() == 0 {
		return math.NaN(), math.NaN()
	}
	results := make([]float64, fit.Parts(d.Len(), threads))
	sum := fit.Sum(d.Len(), threads, func(part, lo, hi int) float64 {
		sc := m.newScratch(false)
		t, r := 0.0, 0.0
		for i := lo; i < hi; i++ {
			s := &d.samples[i]
			x := k * nnue.Scale * float64(m.forward(s, sc))
			lt, _ := fit.SquaredError(x, target(s, k, lambda))
			lr, _ := fit.SquaredError(x, float64(s.result))
			t, r = t+lt, r+lr
		}
		results[part] = r
		return t
	})
	r := 0.0
	for _, x := range results {
		r += x
	}
	n := float64(d.Len())
	return sum / n, r / n
}

// Losses returns network n's mean squared errors over d, its integer
// weights read as the trainer's floats: against the target
// lambda·result + (1−lambda)·σ(k·score), and against the game results
// alone. Scored on the games of a run that none of the networks trained
// on, it compares networks without a game (westcott nntrain -score).
func Losses(n *nnue.Network, d *Data, k, lambda float64, threads int) (toTarget, toResult float64) {
	m := newModel(n.Hidden, n.Buckets, n.KingMap)
	m.fromNetwork(n)
	return m.losses(d, k, lambda, max(threads, 1))
}

// loss returns the mean squared error against the target over d.
func (m *model) loss(d *Data, k, lambda float64, threads int) float64 {
	l, _ := m.losses(d, k, lambda, threads)
	return l
}

// FitK returns the logistic scale that best predicts d's results from its
// scores: the K of σ(K·score) with the least squared error (fit.FitK).
func FitK(d *Data, threads int) float64 {
	return fit.FitK(func(k float64) float64 {
		return fit.Sum(d.Len(), threads, func(_, lo, hi int) float64 {
			s := 0.0
			for i := lo; i < hi; i++ {
				l, _ := fit.SquaredError(k*float64(d.samples[i].score), float64(d.samples[i].result))
				s += l
			}
			return s
		})
	})
}

// schedule returns cfg's learning-rate schedule for a run of perEpoch
// steps an epoch.
func (cfg *Config) schedule(perEpoch int) fit.Schedule {
	s := fit.Schedule{Shape: cfg.Schedule, Total: cfg.Epochs * perEpoch, Warmup: cfg.Warmup, Drop: cfg.LRDrop, Floor: cfg.Floor}
	if s.Shape == "" {
		s.Shape = "constant"
	}
	if s.Shape == "step" {
		at := cfg.DropAt
		if at == 0 {
			at = cfg.Epochs*3/4 + 1
		}
		s.DropAt = (at - 1) * perEpoch
	}
	return s
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
	if cfg.Init != nil && (cfg.Init.Hidden > cfg.Hidden || cfg.Init.Buckets != cfg.Buckets) {
		return nil, Report{}, fmt.Errorf("nntrain: the starting network has width %d and %d buckets: want %d buckets and a width of at most %d",
			cfg.Init.Hidden, cfg.Init.Buckets, cfg.Buckets, cfg.Hidden)
	}
	if err := nnue.CheckKingMap(cfg.KingMap); err != nil {
		return nil, Report{}, fmt.Errorf("nntrain: %v", err)
	}
	if cfg.Init != nil && cfg.Init.Kings > 1 && cfg.Init.KingMap != cfg.KingMap {
		return nil, Report{}, fmt.Errorf("nntrain: the starting network has %d king buckets, not the ones asked for", cfg.Init.Kings)
	}
	if !(cfg.Decay >= 0) {
		return nil, Report{}, fmt.Errorf("nntrain: weight decay %v, want 0 or more", cfg.Decay)
	}
	cfg.Threads = max(cfg.Threads, 1)
	cfg.Batch = max(cfg.Batch, 1)
	perEpoch := (train.Len() + cfg.Batch - 1) / cfg.Batch
	sched := cfg.schedule(perEpoch)
	if err := sched.Check(); err != nil {
		return nil, Report{}, fmt.Errorf("nntrain: %v", err)
	}
	logf := func(format string, a ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format, a...)
		}
	}
	m := newModel(cfg.Hidden, cfg.Buckets, cfg.KingMap)
	if cfg.Init != nil {
		m.grow(cfg.Init, cfg.Seed)
	} else {
		m.init(cfg.Seed)
	}
	rep := Report{K: cfg.K, BestEpoch: -1}
	if rep.K == 0 {
		rep.K = FitK(train, cfg.Threads)
	}
	k, lambda := rep.K, cfg.Lambda
	rep.TrainStart = m.loss(train, k, lambda, cfg.Threads)
	var resultStart float64
	rep.ValidStart, resultStart = m.losses(valid, k, lambda, cfg.Threads)
	rep.ValidBest, rep.ResultBest = math.Inf(1), math.NaN()
	logf("K %.6f, %d training and %d validation positions, loss %.6f / %s (results %s)\n", k, train.Len(), valid.Len(),
		rep.TrainStart, LossString(rep.ValidStart), LossString(resultStart))

	opt := fit.NewAdam[float32](len(m.params))
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
	var trainTime time.Duration
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		start := time.Now()
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		sum := 0.0
		first := sched.Factor(opt.Steps()) * cfg.LR
		for lo := 0; lo < len(order); lo += cfg.Batch {
			batch := order[lo:min(lo+cfg.Batch, len(order))]
			sum += m.batchGrad(train, batch, k, lambda, scr)
			parts := scr[:fit.Parts(len(batch), len(scr))] // those batchGrad used
			m.step(opt, parts, float32(sched.Factor(opt.Steps())*cfg.LR), float32(cfg.Decay), 1/float32(len(batch)))
		}
		last := sched.Factor(opt.Steps()-1) * cfg.LR
		took := time.Since(start)
		trainTime += took
		tl := sum / float64(len(order))
		if err := m.diverged(tl); err != nil {
			return nil, rep, fmt.Errorf("nntrain: epoch %d: %w", epoch, err)
		}
		vl, vr := m.losses(valid, k, lambda, cfg.Threads)
		mark := ""
		if vl < rep.ValidBest || valid.Len() == 0 {
			rep.ValidBest, rep.ResultBest, rep.BestEpoch = vl, vr, epoch
			copy(best, m.params)
			mark = " *"
			if cfg.OnBest != nil {
				if err := cfg.OnBest(m.quantize(), epoch); err != nil {
					return nil, rep, err
				}
			}
		}
		lr := fmt.Sprintf("%.2g", first)
		if last != first {
			lr += fmt.Sprintf("–%.2g", last)
		}
		logf("epoch %d: lr %s, train %.6f, valid %s (results %s), %.0f positions/s%s\n", epoch, lr, tl, LossString(vl), LossString(vr),
			float64(len(order))/took.Seconds(), mark)
	}
	if cfg.Epochs > 0 {
		rep.PerSecond = float64(cfg.Epochs) * float64(len(order)) / trainTime.Seconds()
	}
	if cfg.BestValid && valid.Len() > 0 {
		copy(m.params, best)
	}
	rep.TrainEnd = m.loss(train, k, lambda, cfg.Threads)
	return m.quantize(), rep, nil
}

// ErrDiverged is a training whose loss or weights are no longer numbers:
// Train stops with it, and gives no network.
var ErrDiverged = errors.New("the training diverged (is the learning rate too high?)")

// diverged returns an error wrapping ErrDiverged if the epoch's training
// loss or a parameter is NaN or infinite.
func (m *model) diverged(loss float64) error {
	if math.IsNaN(loss) || math.IsInf(loss, 0) {
		return fmt.Errorf("%w: training loss %v", ErrDiverged, loss)
	}
	for i, x := range m.params {
		if f := float64(x); math.IsNaN(f) || math.IsInf(f, 0) {
			return fmt.Errorf("%w: parameter %d is %v", ErrDiverged, i, f)
		}
	}
	return nil
}

// LossString formats a loss, "-" for none (no validation positions).
func LossString(l float64) string {
	if math.IsNaN(l) || math.IsInf(l, 0) {
		return "-"
	}
	return fmt.Sprintf("%.6f", l)
}

// batchGrad computes the gradient of batch's positions into the parts'
// scratch gradients (fit.Sum's contiguous parts of the batch, one a
// goroutine: the first fit.Parts(len(batch), len(scr)) of scr) and returns
// their summed squared error.
func (m *model) batchGrad(d *Data, batch []int32, k, lambda float64, scr []*scratch) float64 {
	return fit.Sum(len(batch), len(scr), func(part, lo, hi int) float64 {
		sc := scr[part]
		clear(sc.grad)
		sum := 0.0
		for _, i := range batch[lo:hi] {
			sum += m.lossGrad(&d.samples[i], k, lambda, sc)
		}
		return sum
	})
}

// step sums the parts' gradients of a batch (scr, as many as batchGrad
// used) into scr[0]'s and makes one
// Adam step with them, the weights decayed and the biases not, then clips
// the weights.
func (m *model) step(opt *fit.Adam[float32], scr []*scratch, lr, decay, scale float32) {
	grad := scr[0].grad
	for _, sc := range scr[1:] {
		for i, g := range sc.grad {
			grad[i] += g
		}
	}
	opt.Next()
	opt.Update(m.params, grad, 0, m.ftbOffset(), lr, decay, scale)
	opt.Update(m.params, grad, m.ftbOffset(), m.outOffset(), lr, 0, scale)
	opt.Update(m.params, grad, m.outOffset(), m.outbOffset(), lr, decay, scale)
	opt.Update(m.params, grad, m.outbOffset(), len(m.params), lr, 0, scale)
	m.clipAll()
}

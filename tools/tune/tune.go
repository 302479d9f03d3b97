// Package tune fits the evaluation's weights to game results: Texel tuning
// over eval's traces.
//
// Each position is stored as its trace, the coefficients of the weights in
// its evaluation, so the evaluation under any weights and its gradient are
// sums over a few dozen coefficients; the position itself is not kept. The
// loss is the mean squared error between sigmoid(K·eval) and the result
// (or a blend with sigmoid(K·score), see Set.SetTargets), K being fitted
// first to the starting weights (Set.FitK). Adam then minimises the loss
// on the full gradient, computed in parallel over the positions.
//
//	var train, valid tune.Set
//	l := tune.Loader{Threads: 2, Validation: 0.1}
//	err := l.Load(file, "data.txt", &train, &valid)
//	start := eval.DefaultWeights()
//	k, _, err := train.FitK(tune.ParamsOf(&start), 2)
//	p, err := tune.Adam(&train, &valid, &start, tune.Config{K: k, Epochs: 500, LR: 1, Threads: 2, Log: os.Stdout})
//	w := p.Round()
//	tune.WriteGo(out, &w, "westcott tune -data data.txt", "")
package tune

import (
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/tools/fit"
)

// Config is the settings of Adam.
type Config struct {
	K       float64 // the sigmoid's scale, e.g. from FitK
	Epochs  int     // passes over the training set, one step each
	LR      float64 // the step size, in centipawns
	Threads int
	Log     io.Writer // one line per epoch; nil for none

	// MinPositions freezes the weights that count in fewer training
	// positions than this at their starting values. Adam scales each
	// weight's step by its own gradient's size, so a weight seen a few
	// hundred times moves as fast as the piece values and soon fits noise
	// (a knight on a8 worth −5 pawns); frozen, it keeps its hand value.
	MinPositions int
}

// Adam minimises the training loss from the weights start with Adam, one
// step per epoch on the full gradient. It returns the weights of the epoch
// with the lowest validation loss (early stopping: past it the weights fit
// the training positions' noise), or the last weights when valid is empty.
// Each epoch logs the training and validation losses of the weights it
// starts from (validation "-" if valid is empty) and the time since the
// start. A run whose loss or weights diverge (NaN, an infinity, a weight
// over MaxWeight centipawns: a step size far too big) stops with an error
// wrapping ErrDiverged.
func Adam(train, valid *Set, start *eval.Weights, cfg Config) (*Params, error) {
	p := ParamsOf(start)
	var g Params
	opt := fit.NewAdam[float64](2 * len(p))
	flat, gflat := make([]float64, 2*len(p)), make([]float64, 2*len(p))
	seen := train.Occurrences()
	frozen := 0
	for i := range seen {
		if seen[i] < cfg.MinPositions {
			frozen++
		}
	}
	if cfg.Log != nil && cfg.MinPositions > 0 {
		fmt.Fprintf(cfg.Log, "frozen %d of %d weights (in fewer than %d training positions)\n", frozen, len(seen), cfg.MinPositions)
	}
	began := time.Now()
	best, bestLoss, bestEpoch := *p, math.Inf(1), 0
	checkBest := func(epoch int) string {
		if valid == nil || valid.Len() == 0 {
			return "-"
		}
		l := valid.Loss(p, cfg.K, cfg.Threads)
		if l < bestLoss {
			best, bestLoss, bestEpoch = *p, l, epoch
		}
		return fmt.Sprintf("%.7f", l)
	}
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		loss := train.lossGrad(p, cfg.K, cfg.Threads, &g)
		if err := diverged(loss, p); err != nil {
			return nil, fmt.Errorf("epoch %d: %w", epoch, err)
		}
		vl := checkBest(epoch - 1)
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, "epoch %d train %.7f validation %s elapsed %.1fs\n",
				epoch, loss, vl, time.Since(began).Seconds())
		}
		// Adam runs on the weights as one vector, the frozen ones left out.
		for i := range p {
			flat[2*i], flat[2*i+1] = p[i][0], p[i][1]
			gflat[2*i], gflat[2*i+1] = g[i][0], g[i][1]
		}
		opt.Next()
		for i := range p {
			if seen[i] >= cfg.MinPositions {
				opt.Update(flat, gflat, 2*i, 2*i+2, cfg.LR, 0, 1)
			}
		}
		for i := range p {
			p[i] = [2]float64{flat[2*i], flat[2*i+1]}
		}
	}
	if err := diverged(train.Loss(p, cfg.K, cfg.Threads), p); err != nil {
		return nil, fmt.Errorf("after epoch %d: %w", cfg.Epochs, err)
	}
	if checkBest(cfg.Epochs) == "-" {
		return p, nil
	}
	if cfg.Log != nil {
		fmt.Fprintf(cfg.Log, "lowest validation loss %.7f after %d epochs: those weights are the result\n", bestLoss, bestEpoch)
	}
	return &best, nil
}

// MaxWeight bounds a tuned weight, in centipawns: far above any real one
// (a queen is about 1,000), far below the scores' range.
const MaxWeight = 100_000

// ErrDiverged is a training whose loss or weights are no longer numbers.
var ErrDiverged = errors.New("the training diverged (is the step size -lr too big?)")

// diverged returns an error if loss or a weight of p is not finite, or a
// weight is over MaxWeight.
func diverged(loss float64, p *Params) error {
	if math.IsNaN(loss) || math.IsInf(loss, 0) {
		return fmt.Errorf("%w: loss %v", ErrDiverged, loss)
	}
	for i, v := range p {
		for _, x := range v {
			if !(math.Abs(x) <= MaxWeight) {
				return fmt.Errorf("%w: weight %d is %v", ErrDiverged, i, x)
			}
		}
	}
	return nil
}

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/tools/nntrain"
)

func runNNTrain(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("nntrain", "nntrain -data FILE[,FILE...] -out FILE [-hidden H] [-epochs N] [-lr X] [-schedule S] [-decay D] [-lambda L] [-threads N] | nntrain -score NET[,NET...] -data FILE[,FILE...]", `
Trains a network for the nnue package: 768 inputs (piece, square) seen from
each side, a hidden layer of H per side with squared clipped ReLU, one
output from one of -buckets output layers, chosen by the number of pieces.
The data are westcott datagen files, binary or text ("FEN | score |
result"), told apart by their first bytes; one game in -valid-every goes to
a validation set. Loading drops unscored plies, the plies before
-skip-plies (from the move numbers) and what -filters names: positions in
check, positions whose move played captures or promotes, mate scores. K, the
scale of sigmoid(K*cp), is fitted to the scores and results (or given by
-k); the target is lambda*result + (1-lambda)*sigmoid(K*score), as in
westcott tune. Adam runs -epochs passes over the training positions in
batches of -batch at the rate -lr, shaped by -schedule: "cosine" falls
along half a cosine to -floor times -lr at the last batch, "step" is cut
by -lr-drop from epoch -drop-at on, "constant" stays; -warmup batches of
linear warm-up come first. -decay is AdamW's decoupled weight decay of the
weights (not the biases), a guard against learning the games by heart.
Each epoch prints its losses: against the target, and in parentheses the
validation loss against the game results alone, which does not depend on
-lambda. Every epoch that lowers the validation loss writes the quantized
network (the nnue file format) to a temporary file beside -out, renamed
over -out when the run ends well: a run stopped early keeps its best
network there, and one that fails (a loss turned NaN: -lr too high)
leaves -out as it was. -init starts from a network file instead of
random weights: continued at its width and buckets, or grown to a wider
-hidden (its units copied, the new ones with small random first-layer
weights and output weights of 0, so that the grown network plays as the
small one until training moves them). -kings 2 or 4 gives each side a first
layer for each region its own king stands in (nnue.KingLayout); from an
-init without them, its first layer is copied into each, so that the new
network plays as the old one until training tells the regions apart.

-score trains nothing and writes nothing: it prints each named network's
losses over every position of -data (no validation split, no mirror; K
fitted to those positions unless -k gives it, the same for all). On the
games of a datagen run that none of them trained on, it compares networks
without playing a game.

Example:
  westcott nntrain -data dg.txt -out net.nnue -hidden 64 -epochs 12 -threads 2
  westcott nntrain -data dg.bin -out wide.nnue -init data/nnue/n7-h64.nnue -hidden 256
  westcott nntrain -score data/nnue/n6-h64.nnue,data/nnue/n10g-h256.nnue -data fresh.bin`, stderr)
	var c nntrainFlags
	c.define(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := complain(stderr, "nntrain", exitUsage)
	if err := c.check(); err != nil {
		return bad("%v", err)
	}
	if c.score != "" {
		return scoreNetworks(&c, stdout, bad)
	}
	inputs := strings.Split(c.data, ",")
	if c.initFile != "" {
		inputs = append(inputs, c.initFile)
	}
	if err := checkInputs(inputs...); err != nil {
		return bad("%v", err)
	}
	filter, err := c.filter()
	if err != nil {
		return bad("%v", err)
	}
	cfg := c.Config
	cfg.Log, cfg.BestValid = stdout, true
	if cfg.KingMap, err = nnue.KingLayout(c.kings); err != nil {
		return bad("-kings: %v", err)
	}
	if c.initFile != "" {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if err := c.startFrom(&cfg, set, stdout); err != nil {
			return bad("-init: %v", err)
		}
	}
	// The network is written to a temporary file beside -out, made now
	// (checking the folder), rewritten at each best epoch and renamed
	// over -out when the training ends well: a failed run leaves -out as it
	// was, a stopped one its best epoch in the temporary file.
	netFile, err := createOutput(c.out, "nntrain")
	if err != nil {
		return bad("-out: %v", err)
	}
	defer netFile.abort()
	began := time.Now()
	var train, valid nntrain.Data
	train.Mirror = c.mirror // the validation set stays the games' own positions
	loaded, err := loadNNTrainData(strings.Split(c.data, ","), c.validEvery, filter, &train, &valid, stdout)
	if err != nil {
		return bad("%v", err)
	}
	if train.Len() == 0 {
		return bad("no positions in %s", c.data)
	}
	fmt.Fprintf(stdout, "loaded %d training and %d validation positions in %.1fs\n", train.Len(), valid.Len(), time.Since(began).Seconds())
	fmt.Fprintf(stdout, "positions: %v\n", loaded)
	save := func(n *nnue.Network) error {
		b, err := n.MarshalBinary()
		if err != nil {
			return err
		}
		return netFile.rewrite(b)
	}
	cfg.OnBest = func(n *nnue.Network, epoch int) error { return save(n) }
	net, rep, err := nntrain.Train(&train, &valid, cfg)
	if err == nil {
		err = save(net) // the best epoch's, as OnBest last wrote it
	}
	if err == nil {
		err = netFile.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott nntrain: %v; %s not written\n", err, c.out)
		return exitFail
	}
	validNote := "no validation set"
	if !math.IsNaN(rep.ValidStart) && rep.BestEpoch > 0 {
		validNote = fmt.Sprintf("validation loss %s → %s (epoch %d; against the results %s)", nntrain.LossString(rep.ValidStart),
			nntrain.LossString(rep.ValidBest), rep.BestEpoch, nntrain.LossString(rep.ResultBest))
	}
	fmt.Fprintf(stdout, "K %.6g; training loss %.6f → %.6f; %s; %.0f positions/s; %.0fs\nwrote %s\n",
		rep.K, rep.TrainStart, rep.TrainEnd, validNote, rep.PerSecond, time.Since(began).Seconds(), c.out)
	return exitOK
}

// nntrainFlags is what the flags of westcott nntrain ask for: the
// training's configuration, and the files and filters of its data.
type nntrainFlags struct {
	nntrain.Config
	data, out, initFile, filters, score string
	validEvery, skipPlies, kings        int
	mirror                              bool
}

// define declares the flags of westcott nntrain, each into its field of c.
func (c *nntrainFlags) define(fs *flag.FlagSet) {
	fs.StringVar(&c.data, "data", "", "comma-separated datagen `files`")
	fs.StringVar(&c.out, "out", "", "the network `file` to write")
	fs.IntVar(&c.Hidden, "hidden", nntrain.DefaultHidden, "hidden width per side (with -init: the starting network's, unless set; wider grows it)")
	fs.IntVar(&c.Buckets, "buckets", nntrain.DefaultBuckets, "output buckets, by the number of pieces on the board")
	fs.IntVar(&c.kings, "kings", 1, "king buckets: 1 (none), 2 (the king's wing) or 4 (its wing, and its first two ranks or beyond); with -init: the starting network's, unless set")
	fs.IntVar(&c.Epochs, "epochs", 20, "passes over the training positions")
	fs.IntVar(&c.Batch, "batch", nntrain.DefaultBatch, "positions per Adam step")
	fs.Float64Var(&c.LR, "lr", 0.001, "Adam's peak learning rate")
	fs.StringVar(&c.Schedule, "schedule", "cosine", "the learning rate's shape: cosine, step or constant")
	fs.IntVar(&c.Warmup, "warmup", 0, "batches of linear warm-up to the peak rate")
	fs.Float64Var(&c.Floor, "floor", 0.01, "cosine: the rate at the last batch, as a fraction of -lr")
	fs.IntVar(&c.DropAt, "drop-at", 0, "step: from this epoch on the rate is multiplied by -lr-drop (0: 3/4 of -epochs)")
	fs.Float64Var(&c.LRDrop, "lr-drop", 0.3, "step: the factor of -drop-at")
	fs.Float64Var(&c.Decay, "decay", 0, "AdamW's weight decay: each batch shrinks the weights by the factor 1 - rate*decay")
	fs.Float64Var(&c.Lambda, "lambda", 0.3, "the weight of the game result in the target; the rest is sigmoid(K*score)")
	fs.Float64Var(&c.K, "k", 0, "the sigmoid's scale per centipawn; 0 fits it to the data")
	fs.IntVar(&c.validEvery, "valid-every", 20, "one game in this many goes to the validation set (0: none)")
	fs.IntVar(&c.Threads, "threads", runtime.NumCPU(), "goroutines for the gradient")
	fs.Int64Var(&c.Seed, "seed", 1, "the random starting weights and the order of positions")
	fs.StringVar(&c.initFile, "init", "", "start from this network `file` instead of random weights")
	fs.StringVar(&c.score, "score", "", "print these networks' losses over all of -data and train nothing: comma-separated network `files`")
	fs.IntVar(&c.skipPlies, "skip-plies", nntrain.DefaultFilter.SkipPlies, "drop the positions before this ply of their game")
	fs.BoolVar(&c.mirror, "mirror", false, "train on each position that neither side may castle in twice, as it is and mirrored left to right")
	fs.StringVar(&c.filters, "filters", nntrain.DefaultFilter.Names(), "drop positions in check, capturing or promoting, scored as mate: a comma-separated `list`, or none")
}

// startFrom loads -init into cfg.Init, its shape taken for every flag of
// the shape that is not set, and says how the network grows.
func (c *nntrainFlags) startFrom(cfg *nntrain.Config, set map[string]bool, stdout io.Writer) error {
	n, err := nnue.Load(c.initFile)
	if err != nil {
		return err
	}
	cfg.Init = n
	if !set["hidden"] {
		cfg.Hidden = n.Hidden
	}
	if !set["buckets"] {
		cfg.Buckets = n.Buckets
	}
	if !set["kings"] {
		cfg.KingMap = n.KingMap
	}
	switch {
	case n.Buckets != cfg.Buckets:
		return fmt.Errorf("%s has %d output buckets, -buckets says %d", c.initFile, n.Buckets, cfg.Buckets)
	case n.Hidden > cfg.Hidden:
		return fmt.Errorf("%s is %d wide, wider than -hidden %d (a network grows, it does not shrink)", c.initFile, n.Hidden, cfg.Hidden)
	case n.Kings > 1 && n.KingMap != cfg.KingMap:
		return fmt.Errorf("%s has %d king buckets, -kings says %d", c.initFile, n.Kings, c.kings)
	}
	if n.Hidden < cfg.Hidden {
		fmt.Fprintf(stdout, "growing %s from %d to %d hidden units a side (the new ones silent at first)\n", c.initFile, n.Hidden, cfg.Hidden)
	}
	if kings := nnue.KingBuckets(cfg.KingMap); n.Kings < kings {
		fmt.Fprintf(stdout, "starting %d king buckets from %s (its first layer copied into each)\n", kings, c.initFile)
	}
	return nil
}

// filter is what -filters and -skip-plies drop from the data.
func (c *nntrainFlags) filter() (nntrain.Filter, error) {
	f, err := nntrain.ParseFilter(c.filters)
	if err != nil {
		return f, fmt.Errorf("-filters: %v", err)
	}
	f.SkipPlies = c.skipPlies
	return f, nil
}

// check refuses flags out of their ranges, naming the flag.
func (c *nntrainFlags) check() error {
	switch {
	case c.data == "":
		return errors.New("no -data files (see westcott nntrain -h)")
	case c.score != "" && (c.out != "" || c.initFile != ""):
		return errors.New("-score trains nothing: no -out or -init beside it")
	case c.out == "" && c.score == "":
		return errors.New("no -out file")
	case c.Hidden < 1 || c.Hidden > nnue.MaxHidden:
		return fmt.Errorf("-hidden %d: must be 1 to %d", c.Hidden, nnue.MaxHidden)
	case c.Buckets < 1 || c.Buckets > nnue.MaxBuckets:
		return fmt.Errorf("-buckets %d: must be 1 to %d", c.Buckets, nnue.MaxBuckets)
	case c.Epochs < 0 || c.Epochs > 100_000 || c.Epochs == 0 && c.initFile == "":
		// 0 epochs only write -init's network (grown to -hidden): from
		// random weights they would write a network that knows nothing.
		return fmt.Errorf("-epochs %d: must be 1 to 100000 (0 only with -init)", c.Epochs)
	case c.Batch < 1 || c.Batch > 1<<24:
		return fmt.Errorf("-batch %d: must be 1 to %d", c.Batch, 1<<24)
	case !(c.LR > 0 && c.LR <= 1):
		return fmt.Errorf("-lr %v: must be above 0 and at most 1", c.LR)
	case c.Schedule != "cosine" && c.Schedule != "step" && c.Schedule != "constant":
		return fmt.Errorf("-schedule %q: must be cosine, step or constant", c.Schedule)
	case c.Warmup < 0:
		return fmt.Errorf("-warmup %d: must be 0 or more", c.Warmup)
	case !(c.Floor >= 0 && c.Floor <= 1):
		return fmt.Errorf("-floor %v: must be between 0 and 1", c.Floor)
	case c.DropAt < 0:
		return fmt.Errorf("-drop-at %d: must be 0 or more", c.DropAt)
	case !(c.LRDrop > 0 && c.LRDrop <= 1):
		return fmt.Errorf("-lr-drop %v: must be above 0 and at most 1", c.LRDrop)
	case !(c.Decay >= 0 && c.Decay <= 1):
		return fmt.Errorf("-decay %v: must be between 0 and 1 (the shrink factor 1 - rate*decay stays positive)", c.Decay)
	case !(c.Lambda >= 0 && c.Lambda <= 1):
		return fmt.Errorf("-lambda %v: must be between 0 and 1", c.Lambda)
	case !(c.K >= 0 && c.K <= 1):
		return fmt.Errorf("-k %v: must be 0 (fit it) or above, at most 1 per centipawn", c.K)
	case c.validEvery < 0 || c.validEvery == 1:
		return fmt.Errorf("-valid-every %d: must be 0 or at least 2", c.validEvery)
	case c.Threads < 1 || c.Threads > 256:
		return fmt.Errorf("-threads %d: must be 1 to 256", c.Threads)
	case c.skipPlies < 0:
		return fmt.Errorf("-skip-plies %d: must be 0 or more", c.skipPlies)
	}
	return nil
}

// loadNNTrainData loads the named datagen files into train and valid,
// saying on log which of them end inside a record, and returns the sum of
// their counts.
func loadNNTrainData(names []string, validEvery int, filter nntrain.Filter, train, valid *nntrain.Data, log io.Writer) (nntrain.LoadStats, error) {
	var loaded nntrain.LoadStats
	for _, name := range names {
		f, err := os.Open(name)
		if err != nil {
			return loaded, err
		}
		st, err := nntrain.LoadWith(f, name, validEvery, filter, train, valid)
		f.Close()
		if err != nil {
			return loaded, err
		}
		if st.Torn {
			fmt.Fprintf(log, "%s: ends inside a record (a run still writing it?): its whole records loaded\n", name)
		}
		loaded.Add(st)
	}
	return loaded, nil
}

// scoreNetworks prints the losses of -score's networks over all of -data's
// positions (westcott nntrain -score).
func scoreNetworks(c *nntrainFlags, stdout io.Writer, bad func(string, ...any) int) int {
	nets := strings.Split(c.score, ",")
	if err := checkInputs(append(strings.Split(c.data, ","), nets...)...); err != nil {
		return bad("%v", err)
	}
	filter, err := c.filter()
	if err != nil {
		return bad("%v", err)
	}
	loaded := make([]*nnue.Network, len(nets))
	for i, name := range nets {
		if loaded[i], err = nnue.Load(name); err != nil {
			return bad("-score: %v", err)
		}
	}
	var d, none nntrain.Data
	st, err := loadNNTrainData(strings.Split(c.data, ","), 0, filter, &d, &none, stdout)
	if err != nil {
		return bad("%v", err)
	}
	if d.Len() == 0 {
		return bad("no positions in %s", c.data)
	}
	k := c.K
	if k == 0 {
		k = nntrain.FitK(&d, c.Threads)
	}
	fmt.Fprintf(stdout, "positions: %v\nK %.6g, lambda %g, %d positions\n", st, k, c.Lambda, d.Len())
	fmt.Fprintf(stdout, "%-40s %7s %8s %9s %9s\n", "network", "hidden", "buckets", "loss", "results")
	for i, n := range loaded {
		toTarget, toResult := nntrain.Losses(n, &d, k, c.Lambda, c.Threads)
		fmt.Fprintf(stdout, "%-40s %7d %8d %9.6f %9.6f\n", nets[i], n.Hidden, n.Buckets, toTarget, toResult)
	}
	return exitOK
}

package main

import (
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

func init() {
	register(command{name: "nntrain", summary: "train a network evaluation (NNUE) on datagen's positions", run: runNNTrain})
}

func runNNTrain(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("nntrain", "nntrain -data FILE[,FILE...] -out FILE [-hidden H] [-epochs N] [-lr X] [-schedule S] [-decay D] [-lambda L] [-threads N]", `
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
network to -out (the nnue file format), so a run stopped early keeps its
best network.

Example:
  westcott nntrain -data dg.txt -out net.nnue -hidden 64 -epochs 12 -threads 2`, stderr)
	data := fs.String("data", "", "comma-separated datagen `files`")
	out := fs.String("out", "", "the network `file` to write")
	hidden := fs.Int("hidden", 128, "hidden width per side")
	buckets := fs.Int("buckets", 8, "output buckets, by the number of pieces on the board")
	epochs := fs.Int("epochs", 20, "passes over the training positions")
	batch := fs.Int("batch", 16384, "positions per Adam step")
	lr := fs.Float64("lr", 0.001, "Adam's peak learning rate")
	schedule := fs.String("schedule", "cosine", "the learning rate's shape: cosine, step or constant")
	warmup := fs.Int("warmup", 0, "batches of linear warm-up to the peak rate")
	floor := fs.Float64("floor", 0.01, "cosine: the rate at the last batch, as a fraction of -lr")
	dropAt := fs.Int("drop-at", 0, "step: from this epoch on the rate is multiplied by -lr-drop (0: 3/4 of -epochs)")
	lrDrop := fs.Float64("lr-drop", 0.3, "step: the factor of -drop-at")
	decay := fs.Float64("decay", 0, "AdamW's weight decay: each batch shrinks the weights by the factor 1 - rate*decay")
	lambda := fs.Float64("lambda", 0.3, "the weight of the game result in the target; the rest is sigmoid(K*score)")
	k := fs.Float64("k", 0, "the sigmoid's scale per centipawn; 0 fits it to the data")
	validEvery := fs.Int("valid-every", 20, "one game in this many goes to the validation set (0: none)")
	threads := fs.Int("threads", runtime.NumCPU(), "goroutines for the gradient")
	seed := fs.Int64("seed", 1, "the random starting weights and the order of positions")
	initFile := fs.String("init", "", "start from this network `file` instead of random weights")
	skipPlies := fs.Int("skip-plies", nntrain.DefaultFilter.SkipPlies, "drop the positions before this ply of their game")
	filters := fs.String("filters", "check,noisy,mate", "drop positions in check, capturing or promoting, scored as mate: a comma-separated `list`, or none")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "westcott nntrain: "+format+"\n", a...)
		return exitUsage
	}
	switch {
	case *data == "":
		return bad("no -data files (see westcott nntrain -h)")
	case *out == "":
		return bad("no -out file")
	case *hidden < 1 || *hidden > nnue.MaxHidden:
		return bad("-hidden %d: must be 1 to %d", *hidden, nnue.MaxHidden)
	case *buckets < 1 || *buckets > nnue.MaxBuckets:
		return bad("-buckets %d: must be 1 to %d", *buckets, nnue.MaxBuckets)
	case *epochs < 0:
		return bad("-epochs %d: must be 0 or more", *epochs)
	case *batch < 1:
		return bad("-batch %d: must be 1 or more", *batch)
	case !(*lr > 0):
		return bad("-lr %v: must be above 0", *lr)
	case *schedule != "cosine" && *schedule != "step" && *schedule != "constant":
		return bad("-schedule %q: must be cosine, step or constant", *schedule)
	case *warmup < 0:
		return bad("-warmup %d: must be 0 or more", *warmup)
	case !(*floor >= 0 && *floor <= 1):
		return bad("-floor %v: must be between 0 and 1", *floor)
	case *dropAt < 0:
		return bad("-drop-at %d: must be 0 or more", *dropAt)
	case !(*lrDrop > 0 && *lrDrop <= 1):
		return bad("-lr-drop %v: must be above 0 and at most 1", *lrDrop)
	case !(*decay >= 0):
		return bad("-decay %v: must be 0 or more", *decay)
	case !(*lambda >= 0 && *lambda <= 1):
		return bad("-lambda %v: must be between 0 and 1", *lambda)
	case !(*k >= 0):
		return bad("-k %v: must be 0 (fit it) or above", *k)
	case *validEvery < 0 || *validEvery == 1:
		return bad("-valid-every %d: must be 0 or at least 2", *validEvery)
	case *threads < 1:
		return bad("-threads %d: must be 1 or more", *threads)
	case *skipPlies < 0:
		return bad("-skip-plies %d: must be 0 or more", *skipPlies)
	}
	filter := nntrain.Filter{SkipPlies: *skipPlies}
	for _, f := range strings.Split(*filters, ",") {
		switch strings.TrimSpace(f) {
		case "check":
			filter.Check = true
		case "noisy":
			filter.Noisy = true
		case "mate":
			filter.Mate = true
		case "none", "":
		default:
			return bad("-filters: %q is not one of check, noisy, mate, none", f)
		}
	}
	cfg := nntrain.Config{Hidden: *hidden, Buckets: *buckets, Epochs: *epochs, Batch: *batch, LR: *lr,
		Schedule: *schedule, Warmup: *warmup, Floor: *floor, LRDrop: *lrDrop, DropAt: *dropAt, Decay: *decay,
		Lambda: *lambda, K: *k, Threads: *threads, Seed: *seed, Log: stdout, BestValid: true}
	if cfg.DropAt == 0 {
		cfg.DropAt = *epochs*3/4 + 1 // the last quarter
	}
	if *initFile != "" {
		var err error
		if cfg.Init, err = nnue.Load(*initFile); err != nil {
			return bad("-init: %v", err)
		}
	}
	began := time.Now()
	var train, valid nntrain.Data
	var loaded nntrain.LoadStats
	for _, name := range strings.Split(*data, ",") {
		f, err := os.Open(name)
		if err != nil {
			return bad("%v", err)
		}
		st, err := nntrain.LoadWith(f, name, *validEvery, filter, &train, &valid)
		f.Close()
		if err != nil {
			return bad("%v", err)
		}
		if st.Torn {
			fmt.Fprintf(stdout, "%s: ends inside a record (a run still writing it?): its whole records loaded\n", name)
		}
		loaded.Add(st)
	}
	if train.Len() == 0 {
		return bad("no positions in %s", *data)
	}
	fmt.Fprintf(stdout, "loaded %d training and %d validation positions in %.1fs\n", train.Len(), valid.Len(), time.Since(began).Seconds())
	fmt.Fprintf(stdout, "positions: %v\n", loaded)
	save := func(n *nnue.Network) error {
		b, err := n.MarshalBinary()
		if err != nil {
			return err
		}
		return writeFileAtomic(*out, b)
	}
	cfg.OnBest = func(n *nnue.Network, epoch int) error { return save(n) }
	net, rep, err := nntrain.Train(&train, &valid, cfg)
	if err == nil {
		err = save(net) // the best epoch's, as OnBest last wrote it, or the start's after 0 epochs
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott nntrain: %v\n", err)
		return exitFail
	}
	validNote := "no validation set"
	if !math.IsNaN(rep.ValidStart) && rep.BestEpoch > 0 {
		validNote = fmt.Sprintf("validation loss %s → %s (epoch %d; against the results %s)", nntrain.LossString(rep.ValidStart),
			nntrain.LossString(rep.ValidBest), rep.BestEpoch, nntrain.LossString(rep.ResultBest))
	}
	fmt.Fprintf(stdout, "K %.6g; training loss %.6f → %.6f; %s; %.0f positions/s; %.0fs\nwrote %s\n",
		rep.K, rep.TrainStart, rep.TrainEnd, validNote, rep.PerSecond, time.Since(began).Seconds(), *out)
	return exitOK
}

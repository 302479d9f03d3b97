package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/tools/tune"
)

func runTune(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tune", "tune -data FILE[,FILE...] [-epochs N] [-lr X] [-min-positions N] [-threads N] [-validation F] [-lambda L] [-out FILE]", `
Texel tuning: fits every weight of the evaluation to the results of the
games the positions come from. Data files hold one position a line, either
"FEN | score | result" (westcott datagen: the search score in centipawns
and the result 1.0, 0.5 or 0.0, both from White's side) or EPD with the
result as c9 (westcott pgn -epd); # starts a comment line.

The positions are split by a hash of their line into a training part and a
held-back validation part. K, the scale of sigmoid(K*eval), is fitted to
the starting weights (the default ones, or HandWeights with -hand); then
Adam takes one step per epoch on the full gradient of the mean squared
error between sigmoid(K*eval) and the target, lambda*result +
(1-lambda)*sigmoid(K*score). Each epoch prints a line:

  epoch N train LOSS validation LOSS elapsed SECONDSs

The weights, rounded, are written as a Go file of package eval (-out) that
makes them the default: build and commit it to change the evaluation.

Example:
  westcott tune -data positions.txt -epochs 2000 -threads 2
  westcott tune -data a.txt,b.epd -lambda 0.7 -out /tmp/weights_tuned.go`, stderr)
	data := fs.String("data", "", "comma-separated data `files`")
	epochs := fs.Int("epochs", 1000, "Adam steps, one per pass over the training positions")
	lr := fs.Float64("lr", 1, "Adam's step size in centipawns")
	minPos := fs.Int("min-positions", 1000, "keep the starting value of a weight that counts in fewer training positions than this")
	threads := fs.Int("threads", runtime.NumCPU(), "goroutines for loading and for the gradient")
	validation := fs.Float64("validation", 0.1, "the fraction of positions held back for the validation loss")
	lambda := fs.Float64("lambda", 1, "the weight of the game result in the target; the rest is sigmoid(K*score)")
	k := fs.Float64("k", 0, "the sigmoid's scale; 0 fits it to the starting weights")
	hand := fs.Bool("hand", false, "start from HandWeights instead of the default weights")
	out := fs.String("out", "eval/weights_tuned.go", "the Go `file` to write (in eval/ it changes the evaluation and the bench: update engine.BenchNodes)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := complain(stderr, "tune", exitUsage)
	switch {
	case *data == "":
		return bad("no -data files (see westcott tune -h)")
	case *epochs < 1 || *epochs > 1_000_000:
		return bad("-epochs %d: must be 1 to 1000000", *epochs)
	case !(*lr > 0 && *lr <= 100):
		return bad("-lr %v: must be above 0 and at most 100 centipawns", *lr)
	case *minPos < 0:
		return bad("-min-positions %d: must be 0 or more", *minPos)
	case *threads < 1 || *threads > 256:
		return bad("-threads %d: must be 1 to 256", *threads)
	case !(*validation >= 0 && *validation < 1):
		return bad("-validation %v: must be at least 0 and below 1", *validation)
	case !(*lambda >= 0 && *lambda <= 1):
		return bad("-lambda %v: must be between 0 and 1", *lambda)
	case !(*k >= 0 && *k <= 1):
		return bad("-k %v: must be 0 (fit it) or above, at most 1", *k)
	case *out == "":
		return bad("-out is empty")
	}

	files := strings.Split(*data, ",")
	if err := checkInputs(files...); err != nil {
		return bad("-data: %v", err)
	}
	goFile, err := createOutput(*out, "tune") // checks -out's folder before the epochs
	if err != nil {
		return bad("-out: %v", err)
	}
	defer goFile.abort()
	began := time.Now()
	var train, valid tune.Set
	loader := tune.Loader{Threads: *threads, Validation: *validation}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return bad("%v", err)
		}
		err = loader.Load(f, name, &train, &valid)
		f.Close()
		if err != nil {
			return bad("%v", err)
		}
	}
	if train.Len() == 0 {
		return bad("no positions in %s", *data)
	}
	fmt.Fprintf(stdout, "positions %d training %d validation %d coefficients %d load %.1fs\n",
		train.Len()+valid.Len(), train.Len(), valid.Len(), train.Coefficients()+valid.Coefficients(), time.Since(began).Seconds())

	start := eval.DefaultWeights()
	if *hand {
		start = eval.HandWeights()
	}
	K := *k
	if K == 0 {
		fitted, loss, err := train.FitK(tune.ParamsOf(&start), *threads)
		if err != nil {
			return bad("fitting K: %v", err)
		}
		K = fitted
		fmt.Fprintf(stdout, "K %.6g loss %.7f\n", K, loss)
	}
	for _, s := range []*tune.Set{&train, &valid} {
		if err := s.SetTargets(K, *lambda); err != nil {
			return bad("%v", err)
		}
	}

	p, err := tune.Adam(&train, &valid, &start, tune.Config{K: K, Epochs: *epochs, LR: *lr, Threads: *threads, Log: stdout, MinPositions: *minPos})
	if err != nil {
		fmt.Fprintf(stderr, "westcott tune: %v; %s not written\n", err, *out)
		return exitFail
	}
	w := p.Round()
	rounded := tune.ParamsOf(&w)
	trainLoss, validLoss := train.Loss(rounded, K, *threads), "-"
	if valid.Len() > 0 {
		validLoss = fmt.Sprintf("%.7f", valid.Loss(rounded, K, *threads))
	}
	fmt.Fprintf(stdout, "rounded train %.7f validation %s elapsed %.1fs\n", trainLoss, validLoss, time.Since(began).Seconds())

	var src bytes.Buffer
	command := "westcott tune " + shellJoin(args)
	comment := fmt.Sprintf("%d positions, K %.6g, lambda %g, %d epochs; training loss %.7f, validation loss %s",
		train.Len()+valid.Len(), K, *lambda, *epochs, trainLoss, validLoss)
	if err := tune.WriteGo(&src, &w, command, comment); err != nil {
		fmt.Fprintf(stderr, "westcott tune: %v\n", err)
		return exitFail
	}
	_, err = goFile.Write(src.Bytes())
	if err == nil {
		err = goFile.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott tune: %v\n", err)
		return exitFail
	}
	fmt.Fprintf(stdout, "wrote %s\n", *out)
	return exitOK
}

var shellSafe = regexp.MustCompile(`^[A-Za-z0-9_./,=:+@%-]+$`)

// shellJoin joins args as a shell would need them typed.
func shellJoin(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		if shellSafe.MatchString(a) {
			q[i] = a
		} else {
			q[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return strings.Join(q, " ")
}

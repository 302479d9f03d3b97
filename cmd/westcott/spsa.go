package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/tools/match"
	"github.com/westcott-chess/westcott/tools/spsa"
)

func runSPSA(args []string, stdout, stderr io.Writer) int {
	flags := newFlags("spsa", "spsa -engine SPEC -params NAME[:C_END[:R_END]],... -pairs N (-nodes N | -tc TC) [flags]", `
Tunes spin options of a UCI engine by SPSA (the method of fishtest and
OpenBench): each step plays a pair of games, one opening with colors
swapped, between the engine with every parameter nudged at random (θ+c·δ)
and with the opposite nudges (θ−c·δ), and moves θ toward the side that
scored better. Westcott declares its search parameters (pruning margins,
depth limits, the reductions' shape) as spin options when started as
"westcott uci -tune" (arg=uci arg=-tune in -engine); each parameter's start,
min and max are the engine's declared default, min and max. C_END is the
size of the last nudges (default: a twentieth of the range), R_END the last
learning rate (default -r-end). The gains follow fishtest's schedule (see
package spsa).

With -state the progress is written to FILE after every step, and a run
started again with the same FILE continues where it stopped. A line every
-report steps shows θ; at the end the values, rounded, are printed as
setoption lines.

Example:
  westcott spsa -engine "cmd=./westcott arg=uci arg=-tune option.Hash=16" \
      -params RFPMargin,FutilityMargin,SEEQuietMargin -pairs 20000 -nodes 6000 \
      -openings data/openings/2moves_v1_sample.epd -concurrency 2 -state spsa.txt`, stderr)
	var engineSpec string
	flags.StringVar(&engineSpec, "engine", "", "the engine: `\"cmd=PATH [option.NAME=VALUE]...\"` (as westcott match)")
	paramList := flags.String("params", "", "comma-separated `NAME[:C_END[:R_END]]` of spin options to tune")
	pairs := flags.Int("pairs", 10000, "game pairs (steps) in all")
	nodes := flags.Uint64("nodes", 0, "fixed nodes per move")
	tc := flags.String("tc", "", "time control instead of -nodes: `10+0.1`")
	openings := flags.String("openings", "", "start positions: an EPD or PGN `file` (default: the start position)")
	seed := flags.Int64("seed", 1, "the openings' order and the perturbations")
	concurrency := flags.Int("concurrency", 1, "pairs played at once")
	rEnd := flags.Float64("r-end", 0.002, "the last learning rate of parameters without their own")
	draw := flags.String("draw", "moves=8 score=10 after=40", "draw adjudication (as westcott match); \"\" for none")
	resign := flags.String("resign", "moves=3 score=800", "resign adjudication (as westcott match); \"\" for none")
	stateFile := flags.String("state", "", "progress `file`: written after every step, read back to resume")
	report := flags.Int("report", 100, "print θ every `N` steps")
	if code, ok := parseFlags(flags, args); !ok {
		return code
	}
	bad := complain(stderr, "spsa", exitUsage)
	if engineSpec == "" || *paramList == "" {
		return bad("need -engine and -params (see westcott spsa -h)")
	}
	ec, err := match.ParseEngineSpec(engineSpec)
	if err != nil {
		return bad("-engine: %v", err)
	}
	cfg := spsa.Config{Engine: ec, Pairs: *pairs, Seed: *seed, Concurrency: *concurrency,
		Limits: match.Limits{Nodes: *nodes, Margin: 100 * time.Millisecond, MoveTimeout: time.Minute}}
	switch {
	case (*nodes == 0) == (*tc == ""):
		return bad("give -nodes or -tc, one of them")
	case *report < 1:
		return bad("-report %d: must be 1 or more", *report)
	case !(*rEnd > 0 && *rEnd <= 1):
		return bad("-r-end %v: must be above 0 and at most 1", *rEnd)
	case *pairs < 1 || *pairs > 100_000_000:
		return bad("-pairs %d: must be 1 to 100000000", *pairs)
	case *concurrency < 1 || *concurrency > 256:
		return bad("-concurrency %d: must be 1 to 256", *concurrency)
	}
	if *tc != "" {
		t, err := match.ParseTimeControl(*tc)
		if err != nil {
			return bad("-tc: %v", err)
		}
		cfg.Limits.TC = &t
	}
	if *draw != "" {
		if err := cfg.Adjudicate.ParseDraw(*draw); err != nil {
			return bad("-draw: %v", err)
		}
	}
	if *resign != "" {
		if err := cfg.Adjudicate.ParseResign(*resign); err != nil {
			return bad("-resign: %v", err)
		}
	}
	if *openings != "" {
		if cfg.Openings, err = match.LoadOpenings(*openings); err != nil {
			return bad("-openings: %v", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if cfg.Params, err = spsaParams(ctx, ec, *paramList, *rEnd); err != nil {
		return bad("%v", err)
	}
	if *stateFile != "" {
		f, err := os.Open(*stateFile)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return bad("-state: %v", err)
		default:
			cfg.Resume, err = spsa.ReadState(f, cfg.Params)
			f.Close()
			if err != nil {
				return bad("-state %s: %v", *stateFile, err)
			}
		}
	}
	if err := cfg.Validate(); err != nil {
		return bad("%v", err)
	}
	if *stateFile != "" { // its folder checked before the games: each step replaces the file whole
		o, err := createOutput(*stateFile, "spsa")
		if err != nil {
			return bad("-state: %v", err)
		}
		o.abort()
	}
	began := time.Now()
	first := 0
	if cfg.Resume != nil {
		first = cfg.Resume.Step
		fmt.Fprintf(stdout, "resumed at step %d of %d from %s\n", first, cfg.Pairs, *stateFile)
	}
	var writeErr error
	cfg.OnStep = func(st *spsa.State) {
		if *stateFile != "" && writeErr == nil {
			var b bytes.Buffer
			spsa.WriteState(&b, st, cfg.Params)
			writeErr = writeOutput(*stateFile, "spsa", b.Bytes())
		}
		if st.Step%*report == 0 || st.Step == cfg.Pairs {
			rate := float64(st.Step-first) / time.Since(began).Seconds()
			fmt.Fprintf(stdout, "step %d/%d (+%d =%d -%d, %.1f pairs/s) %s\n", st.Step, cfg.Pairs, st.W, st.D, st.L, rate, thetaString(cfg.Params, st.Theta))
		}
	}
	st, err := spsa.Run(ctx, cfg)
	if err == nil {
		err = writeErr
	}
	if st != nil {
		fmt.Fprintf(stdout, "after %d of %d steps:\n", st.Step, cfg.Pairs)
		for _, o := range spsa.Options(cfg.Params, st.Theta) {
			fmt.Fprintf(stdout, "setoption name %s value %s\n", o[0], o[1])
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott spsa: %v\n", err)
		return exitFail
	}
	return exitOK
}

// spsaParams reads the -params list and takes each parameter's start and
// range from the engine's declaration of it.
func spsaParams(ctx context.Context, ec match.EngineConfig, list string, rEnd float64) ([]spsa.Param, error) {
	e, err := uci.Launch(ctx, uci.Config{Path: ec.Cmd, Args: ec.Args, Dir: ec.Dir, Env: ec.Env, Name: ec.Name}, nil)
	if err != nil {
		return nil, fmt.Errorf("-engine: %v", err)
	}
	defer e.Close()
	var ps []spsa.Param
	for _, item := range strings.Split(list, ",") {
		f := strings.Split(strings.TrimSpace(item), ":")
		if len(f) > 3 || f[0] == "" {
			return nil, fmt.Errorf("-params: %q: want NAME[:C_END[:R_END]]", item)
		}
		o := e.Option(f[0])
		if o == nil || o.Type != uci.Spin {
			return nil, fmt.Errorf("-params: %s is not a spin option of %s (Westcott declares its search parameters as westcott uci -tune: arg=uci arg=-tune)", f[0], e.Name)
		}
		start, err := strconv.ParseFloat(o.Default, 64)
		if err != nil {
			return nil, fmt.Errorf("-params: %s: default %q: %v", o.Name, o.Default, err)
		}
		p := spsa.Param{Name: o.Name, Start: start, Min: float64(o.Min), Max: float64(o.Max), CEnd: float64(o.Max-o.Min) / 20, REnd: rEnd}
		for i, dst := range []*float64{&p.CEnd, &p.REnd}[:len(f)-1] {
			v, err := strconv.ParseFloat(f[i+1], 64)
			if err != nil || !(v > 0) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("-params: %s: %q is not a finite number above 0", o.Name, f[i+1])
			}
			*dst = v
		}
		switch {
		case p.CEnd > p.Max-p.Min:
			return nil, fmt.Errorf("-params: %s: C_END %g is over the option's range %g..%g", o.Name, p.CEnd, p.Min, p.Max)
		case p.REnd > 1:
			return nil, fmt.Errorf("-params: %s: R_END %g: must be at most 1", o.Name, p.REnd)
		}
		ps = append(ps, p)
	}
	return ps, nil
}

func thetaString(ps []spsa.Param, theta []float64) string {
	var b strings.Builder
	for i, p := range ps {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s %.2f", p.Name, theta[i])
	}
	return b.String()
}

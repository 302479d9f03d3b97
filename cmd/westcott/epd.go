package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/tools/suite"
)

// epdOptions is the list of -option NAME=VALUE.
type epdOptions []uci.Setting

func (o *epdOptions) String() string {
	s := make([]string, len(*o))
	for i, set := range *o {
		s[i] = set.String()
	}
	return strings.Join(s, ", ")
}

func (o *epdOptions) Set(s string) error {
	set, ok := uci.ParseSetting(s)
	if !ok {
		return fmt.Errorf("want NAME=VALUE, have %q", s)
	}
	*o = append(*o, set)
	return nil
}

// epdConfig is the command line of "westcott epd".
type epdConfig struct {
	file                 string
	movetime, depth      int
	nodes                uint64
	engine               string
	options              epdOptions
	hash, threads, first int
	timeout              time.Duration
	limits               suite.Limits // from movetime, depth and nodes, by validate
	given                []string     // which of movetime, depth and nodes the command line set
	evalFlags            *evalFlags
	eval                 engine.Eval // Westcott's evaluation in process, by validate
}

func runEPD(args []string, stdout, stderr io.Writer) int {
	c, code, ok := configureEPD(args, stderr)
	if !ok {
		return code
	}
	recs, err := c.validate()
	if err != nil {
		fmt.Fprintf(stderr, "westcott epd: %v\n", err)
		return exitUsage
	}
	return c.run(recs, stdout, stderr)
}

func configureEPD(args []string, stderr io.Writer) (c *epdConfig, code int, ok bool) {
	fs := newFlags("epd", "epd -file FILE [-movetime MS | -depth N | -nodes N] [-engine CMD] [-threads N] [-classical | -nnue | -evalfile FILE]", `
Runs a test suite: searches each position of an EPD file and compares the
move found with the record's bm (best moves) and am (moves to avoid). Prints
one line a position (id, expected, found, ok or FAIL) and ends with
"solved X/Y"; for Strategic Test Suite files (c0 "move=points, ...") it also
prints each position's points and the total. Without -engine the suite runs
on Westcott itself (in this process, one search and hash table a thread,
with -classical, -nnue or -evalfile choosing its evaluation); -engine runs any UCI engine, one process a thread. Each position is a new
game (ucinewgame, cleared hash). The default limit is -movetime 1000.

Example:
  westcott epd -file data/epd/wac.epd -movetime 500 -threads 2
  westcott epd -file data/epd/sts/STS1.epd -engine stockfish -nodes 100000
  westcott epd -file suite.epd -engine "/usr/games/toga2" -option Hash=64 -depth 10`, stderr)
	c = &epdConfig{}
	fs.StringVar(&c.file, "file", "", "the EPD `file` of the suite (required)")
	fs.IntVar(&c.movetime, "movetime", 0, "search each position this many `ms`")
	fs.IntVar(&c.depth, "depth", 0, "search each position to this `depth` (plies)")
	fs.Uint64Var(&c.nodes, "nodes", 0, "search each position for this many `nodes`")
	fs.StringVar(&c.engine, "engine", "", "a UCI engine: `command` and arguments (default: Westcott itself)")
	fs.Var(&c.options, "option", "set a UCI option of the engine, `NAME=VALUE` (repeat)")
	fs.IntVar(&c.hash, "hash", engine.DefaultHashMB, "hash table size in `MB` (per thread)")
	fs.IntVar(&c.threads, "threads", 1, "positions searched at once (one engine process, or one search, each)")
	fs.IntVar(&c.first, "n", 0, "run only the first `N` positions (0: all)")
	fs.DurationVar(&c.timeout, "timeout", 0, "give up on a position after this long (default: 4 × movetime + 10s, or 60s for depth/nodes)")
	c.evalFlags = addEvalFlags(fs)
	code, ok = parseFlags(fs, args)
	// A limit given as 0 is a mistake, not "the default": remember which
	// were given.
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "movetime", "depth", "nodes":
			c.given = append(c.given, f.Name)
		}
	})
	return c, code, ok
}

// validate checks the flags, sets the limits and reads the suite: the
// positions to run, at least one of them a test.
func (c *epdConfig) validate() ([]*epd.Record, error) {
	if c.file == "" {
		return nil, errors.New("-file is required (see westcott epd -h)")
	}
	if c.movetime < 0 || c.depth < 0 {
		return nil, errors.New("-movetime, -depth and -nodes must be positive")
	}
	if c.movetime > maxMillis {
		return nil, fmt.Errorf("-movetime %d: at most %d ms (a day)", c.movetime, maxMillis)
	}
	for _, name := range c.given {
		if name == "movetime" && c.movetime == 0 || name == "depth" && c.depth == 0 || name == "nodes" && c.nodes == 0 {
			return nil, fmt.Errorf("-%s 0: -movetime, -depth and -nodes must be positive (leave them out for the default -movetime 1000)", name)
		}
	}
	set := 0
	for _, given := range []bool{c.movetime > 0, c.depth > 0, c.nodes > 0} {
		if given {
			set++
		}
	}
	if set > 1 {
		return nil, errors.New("give one of -movetime, -depth and -nodes")
	}
	c.limits = suite.Limits{MoveTime: time.Duration(c.movetime) * time.Millisecond, Depth: c.depth, Nodes: c.nodes}
	if set == 0 {
		c.limits.MoveTime = time.Second
	}
	switch {
	case c.depth > search.MaxPly-1:
		return nil, fmt.Errorf("-depth %d: at most %d", c.depth, search.MaxPly-1)
	case c.threads < 1 || c.threads > 256:
		return nil, fmt.Errorf("-threads %d: want 1..256", c.threads)
	case c.engine == "" && search.CheckHashMB(c.hash, c.threads) != nil:
		return nil, fmt.Errorf("-hash %d: %v", c.hash, search.CheckHashMB(c.hash, c.threads))
	case c.first < 0:
		return nil, fmt.Errorf("-n %d: must be 0 or more", c.first)
	case c.timeout < 0:
		return nil, fmt.Errorf("-timeout %v: must be positive (0: the default)", c.timeout)
	case len(c.options) > 0 && c.engine == "":
		return nil, errors.New("-option needs -engine (Westcott itself takes -hash)")
	case c.engine != "" && c.evalFlags.set():
		return nil, errors.New("-classical, -nnue and -evalfile choose Westcott's evaluation in process; for -engine, use -option (UseNNUE=true, EvalFile=FILE)")
	}
	if c.engine == "" {
		var err error
		if c.eval, err = c.evalFlags.eval(); err != nil {
			return nil, err
		}
	}

	recs, err := suite.ReadFile(c.file)
	if err != nil {
		return nil, err
	}
	if c.first > 0 && c.first < len(recs) {
		recs = recs[:c.first]
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: no positions", c.file)
	}
	for _, r := range recs {
		if suite.IsTest(r) {
			return recs, nil
		}
	}
	return nil, fmt.Errorf("%s: no position has bm or am: nothing to test", c.file)
}

// run starts the solvers, one per thread, and prints a line a position in
// the suite's order and the summary.
func (c *epdConfig) run(recs []*epd.Record, stdout, stderr io.Writer) int {
	newSolver := func() (suite.Solver, error) { return suite.NewWestcott(c.hash, c.eval), nil }
	if c.engine != "" {
		words := strings.Fields(c.engine)
		if len(words) == 0 {
			fmt.Fprintln(stderr, "westcott epd: -engine: empty command")
			return exitUsage
		}
		cfg := uci.Config{Path: words[0], Args: words[1:]}
		// -hash applies to any engine that has a hash table; -option
		// settings come after it and may override it.
		settings := append([]uci.Setting{{Name: "Hash", Value: fmt.Sprint(c.hash), IfDeclared: true}}, c.options...)
		newSolver = func() (suite.Solver, error) { return suite.StartUCI(cfg, settings) }
	}
	solvers, err := suite.Start(min(c.threads, len(recs)), newSolver)
	if err != nil {
		fmt.Fprintf(stderr, "westcott epd: %v\n", err)
		return exitUsage
	}
	defer func() {
		for _, s := range solvers {
			s.Close()
		}
	}()
	name := solvers[0].Name()
	if c.engine == "" {
		name += ", " + c.eval.String()
	}
	fmt.Fprintf(stdout, "%s: %d positions, %s each, %d thread(s), engine %s\n", c.file, len(recs), c.limits, len(solvers), name)
	tally := suite.Run(context.Background(), recs, solvers, c.limits, c.timeout, func(r suite.Result) { fmt.Fprintln(stdout, r) })
	fmt.Fprintln(stdout, tally)
	if tally.Errors > 0 {
		return exitFail
	}
	return exitOK
}

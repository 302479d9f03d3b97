// Command westcott is the Westcott chess engine and toolbox.
//
// With no arguments it speaks UCI on stdin/stdout. Subcommands run the tools:
//
//	westcott perft -depth 6            count leaf nodes of the move tree
//	westcott perft -epd FILE           check a perft suite
//	westcott help                      list every subcommand
//
// Every subcommand takes -h. Arguments that start with a UCI command are
// command lines, one an argument, as OpenBench gives them (genfens among
// them: the openings of a distributed datagen):
//
//	westcott "genfens 8 seed 1 book None" quit
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"
)

// command is a subcommand, run by a function of its own file.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
	// runIn, if set, is run in place of run, for a command that reads
	// stdin (uci).
	runIn func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands is the table of the subcommands, by name, as help lists them.
var commands = []command{
	{name: "bench", summary: "search the fixed bench positions: the node count is the engine's fingerprint", run: runBench},
	{name: "book", summary: "Polyglot opening books: make one from PGN games, show a position's moves", run: runBook},
	{name: "datagen", summary: "self-play games for the trainers (binary, every ply scored), and their conversion from the text format", run: runDatagen},
	{name: "epd", summary: "run a test suite (WAC, STS, ...) on Westcott or a UCI engine", run: runEPD},
	{name: "match", summary: "play games between engines: Elo, LOS, pentanomial, SPRT, PGN", run: runMatch},
	{name: "nntrain", summary: "train a network evaluation (NNUE) on datagen's positions", run: runNNTrain},
	{name: "perft", summary: "count the leaf nodes of the legal move tree; check perft suites", run: runPerft},
	{name: "pgn", summary: "check PGN files move by move; print final positions or openings (ECO), or write EPD", run: runPGN},
	{name: "serve", summary: "a web page to play, analyse and see the bitboards (http://127.0.0.1:8080/)", run: runServe},
	{name: "show", summary: "draw attack maps, pins, DirGolem targets, king paths and pawn patterns of a position; SEE of a move", run: runShow},
	{name: "spsa", summary: "tune an engine's numeric options by SPSA in self-play game pairs", run: runSPSA},
	{name: "tb", summary: "probe Syzygy endgame tables: WDL, DTZ and the best move of a position", run: runTB},
	{name: "trials", summary: "the mailbox trials: one QS-heavy search on the mailbox and the bitboard board", run: runTrials},
	{name: "tune", summary: "fit the evaluation's weights to game results (Texel tuning), written as a Go file", run: runTune},
	{name: "uci", summary: "speak UCI on stdin/stdout, as with no command; -tune declares the search parameters", runIn: runUCI},
	{name: "wdlfit", summary: "fit the win/draw/loss model (UCI_ShowWDL) to the scores and results of match games", run: runWDLFit},
}

// maxMillis bounds every flag in milliseconds: a day (more would overflow
// time.Duration before long).
const maxMillis = 86_400_000

// Exit codes.
const (
	exitOK    = 0
	exitFail  = 1 // the command ran and found a problem (e.g. a perft mismatch)
	exitUsage = 2 // bad flags or bad input
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return runDefault(stdin, stdout, stderr)
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	}
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == name })
	if i < 0 && isCommandLines(args) {
		return runLines(args, stdout, stderr)
	}
	if i < 0 {
		fmt.Fprintf(stderr, "westcott: unknown command %q (try 'westcott help')\n", name)
		return exitUsage
	}
	if c := commands[i]; c.runIn != nil {
		return c.runIn(args[1:], stdin, stdout, stderr)
	}
	return commands[i].run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Westcott, a bitboard chess engine and toolbox.")
	fmt.Fprintln(w, "\nUsage: westcott [command] [flags]   (no command: UCI on stdin/stdout)")
	fmt.Fprintln(w, "\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'westcott COMMAND -h' for a command's flags and an example.")
}

// complain returns the function a command reports a problem with: it
// prints "westcott NAME: " and the message on stderr, and returns code.
func complain(stderr io.Writer, name string, code int) func(format string, a ...any) int {
	return func(format string, a ...any) int {
		fmt.Fprintf(stderr, "westcott "+name+": "+format+"\n", a...)
		return code
	}
}

// newFlags returns a flag set for a subcommand. -h prints its usage, with an
// example, to stderr; a bad flag prints one line naming it. Nothing exits
// the process but main.
func newFlags(name, synopsis, example string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: westcott %s\n\n%s\n\nFlags:\n", synopsis, strings.TrimSpace(example))
		fs.PrintDefaults()
	}
	return fs
}

// parseArgs parses args and reports, with an exit code, whether the caller
// should stop: after -h (exit 0, the usage printed) or a bad flag (exit 2,
// one line: the flag package's complaint and where to look).
func parseArgs(fs *flag.FlagSet, args []string) (code int, ok bool) {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard) // the flag package would print the error and the whole usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	if err == nil {
		err = finiteFloats(fs)
	}
	switch {
	case err == flag.ErrHelp:
		fs.Usage()
		return exitOK, false
	case err != nil:
		fmt.Fprintf(out, "westcott %s: %v (see 'westcott %s -h')\n", fs.Name(), err, fs.Name())
		return exitUsage, false
	}
	return 0, true
}

// finiteFloats refuses a number flag set to NaN or an infinity, which the
// flag package parses ("Inf", "1e400"): no command has a use for one, and
// each would carry it into its arithmetic (a learning rate of +Inf trains
// to NaN). Each command checks its flags' ranges beside this.
func finiteFloats(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(f *flag.Flag) {
		g, ok := f.Value.(flag.Getter)
		if !ok || err != nil {
			return
		}
		if v, ok := g.Get().(float64); ok && (math.IsNaN(v) || math.IsInf(v, 0)) {
			err = fmt.Errorf("-%s %v: not a finite number", f.Name, v)
		}
	})
	return err
}

// parseFlags is parseArgs for commands that take no arguments beside flags.
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if code, ok := parseArgs(fs, args); !ok {
		return code, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "westcott %s: unexpected argument %q (see 'westcott %s -h')\n", fs.Name(), fs.Arg(0), fs.Name())
		return exitUsage, false
	}
	return 0, true
}

// Command westcott is the Westcott chess engine and toolbox.
//
// With no arguments it speaks UCI on stdin/stdout. Subcommands run the tools:
//
//	westcott perft -depth 6            count leaf nodes of the move tree
//	westcott perft -epd FILE           check a perft suite
//	westcott help                      list every subcommand
//
// Every subcommand takes -h.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// command is a subcommand. Each lives in its own file and registers itself in
// init, so adding one touches nothing else.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

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
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "westcott: unknown command %q (try 'westcott help')\n", name)
		return exitUsage
	}
	return c.run(args[1:], stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Westcott, a bitboard chess engine and toolbox.")
	fmt.Fprintln(w, "\nUsage: westcott [command] [flags]   (no command: UCI on stdin/stdout)")
	fmt.Fprintln(w, "\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-10s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'westcott COMMAND -h' for a command's flags and an example.")
}

// newFlags returns a flag set for a subcommand that prints its usage, with
// an example, to stderr and never exits the process itself.
func newFlags(name, synopsis, example string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: westcott %s\n\n%s\n\nFlags:\n", synopsis, strings.TrimSpace(example))
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, turning -h into exit 0 and errors into exit 2.
// It returns ok=false with the exit code when the caller should stop.
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return exitOK, false
		}
		return exitUsage, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "westcott %s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		return exitUsage, false
	}
	return 0, true
}

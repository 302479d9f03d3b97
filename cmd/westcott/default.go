package main

import (
	"fmt"
	"io"
	"os"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/engine/uci"
)

// runDefault is what westcott does without a subcommand: speak UCI on
// stdin/stdout.
func runDefault(stdin io.Reader, stdout, stderr io.Writer) int {
	return speakUCI(uci.Config{}, stdin, stdout, stderr)
}

// runUCI is westcott uci: UCI as without a subcommand, with flags for how
// the engine is made.
func runUCI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	flags := newFlags("uci", "uci [-tune]", `
Speaks UCI on stdin/stdout, as westcott does with no command. With -tune
the engine declares its search parameters (pruning margins, depth limits,
the reductions' shape) as spin options too, for a tuner such as westcott
spsa or OpenBench's SPSA; a GUI has no use for them.

Example:
  westcott spsa -engine "cmd=./westcott arg=uci arg=-tune option.Hash=16" -params RFPMargin ...`, stderr)
	tune := flags.Bool("tune", false, "declare the search parameters as UCI options")
	if code, ok := parseFlags(flags, args); !ok {
		return code
	}
	return speakUCI(uci.Config{Tune: *tune}, stdin, stdout, stderr)
}

// speakUCI runs a UCI server made with cfg on stdin/stdout. A person at a
// terminal is greeted first with one line; a GUI or match runner (stdin a
// pipe) gets pure UCI.
func speakUCI(cfg uci.Config, stdin io.Reader, stdout, stderr io.Writer) int {
	if readerIsTerminal(stdin) {
		fmt.Fprintf(stdout, "%s %s, a UCI chess engine by %s. Type 'help' for the commands.\n", engine.Name, engine.Version, engine.Author)
	}
	if err := uci.NewConfig(stdout, cfg).Run(stdin); err != nil {
		fmt.Fprintf(stderr, "westcott: reading commands: %v\n", err)
		return exitFail
	}
	return exitOK
}

// readerIsTerminal reports whether r is a character device such as a terminal
// (the standard library's test; /dev/null also counts, harmlessly).
func readerIsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

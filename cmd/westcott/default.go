package main

import (
	"fmt"
	"io"
	"os"

	"github.com/westcott-chess/westcott/engine"
)

// runDefault is what westcott does without a subcommand: speak UCI on
// stdin/stdout. A person at a terminal is greeted first with one line; a GUI
// or match runner (stdin a pipe) gets pure UCI.
func runDefault(stdin io.Reader, stdout, stderr io.Writer) int {
	if readerIsTerminal(stdin) {
		fmt.Fprintf(stdout, "%s %s, a UCI chess engine by %s. Type 'help' for the commands.\n", engine.Name, engine.Version, engine.Author)
	}
	if err := engine.New(stdout).Run(stdin); err != nil {
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

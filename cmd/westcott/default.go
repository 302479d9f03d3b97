package main

import (
	"fmt"
	"io"
)

// runDefault is what westcott does without a subcommand. The UCI engine
// arrives with the engine issue; until then it explains itself.
func runDefault(stdin io.Reader, stdout, stderr io.Writer) int {
	usage(stdout)
	return exitOK
}

var _ = fmt.Sprint

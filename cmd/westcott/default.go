package main

import "io"

// runDefault is what westcott does without a subcommand: speak UCI. Until
// the engine exists it prints the command list.
func runDefault(stdin io.Reader, stdout, stderr io.Writer) int {
	usage(stdout)
	return exitOK
}

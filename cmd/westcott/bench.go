package main

import (
	"context"
	"fmt"
	"io"

	"github.com/westcott-chess/westcott/engine"
)

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench", "bench [-depth N]", fmt.Sprintf(`
Searches %d fixed positions to a fixed depth with one thread and a 16 MB
hash table, and ends with the lines "nodes N" and "nps N". N is the same on
every machine and every run: it changes only when the search or the
evaluation does, so commits that change them record it as "Bench: N".

Example:
  westcott bench
  westcott bench -depth 8`, len(engine.BenchPositions)), stderr)
	depth := fs.Int("depth", engine.BenchDepth, "search depth in plies (1..30)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *depth < 1 || *depth > 30 {
		fmt.Fprintf(stderr, "westcott bench: -depth %d out of range 1..30\n", *depth)
		return exitUsage
	}
	engine.Bench(context.Background(), stdout, *depth)
	return exitOK
}

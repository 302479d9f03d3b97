package main

import (
	"context"
	"fmt"
	"io"

	"github.com/westcott-chess/westcott/engine"
)

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench", "bench [-depth N] [-classical | -nnue | -evalfile FILE] [-cpuprofile FILE]", fmt.Sprintf(`
Searches %d fixed positions to a fixed depth with one thread and a 16 MB
hash table, and ends with the lines "nodes N" and "nps N". N is the same on
every machine and every run: it changes only when the search or the
evaluation does, so commits that change them record it as "Bench: N"
(engine.BenchNodes, with the default evaluation). The first line names the
evaluation. -cpuprofile writes a CPU profile of the searches for go tool
pprof (where a node's time goes).

Example:
  westcott bench
  westcott bench -depth 8
  westcott bench -nnue
  westcott bench -nnue -cpuprofile nnue.prof && go tool pprof -top nnue.prof`, len(engine.BenchPositions)), stderr)
	depth := fs.Int("depth", engine.BenchDepth, "search depth in plies (1..30)")
	eval := addEvalFlags(fs)
	profile := fs.String("cpuprofile", "", "write a CPU profile of the searches to this `file`")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *depth < 1 || *depth > 30 {
		fmt.Fprintf(stderr, "westcott bench: -depth %d out of range 1..30\n", *depth)
		return exitUsage
	}
	v, err := eval.eval()
	if err != nil {
		fmt.Fprintf(stderr, "westcott bench: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "evaluation: %s\n", v)
	if *profile != "" {
		stop, err := startCPUProfile(*profile, "bench")
		if err != nil {
			fmt.Fprintf(stderr, "westcott bench: -cpuprofile: %v\n", err)
			return exitUsage
		}
		defer stop()
	}
	engine.BenchEval(context.Background(), stdout, *depth, v)
	return exitOK
}

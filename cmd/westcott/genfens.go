package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/engine/uci"
	"github.com/westcott-chess/westcott/tools/datagen"
	"github.com/westcott-chess/westcott/tools/match"
)

// uciArgWords are the first words that make the arguments UCI command
// lines rather than a subcommand: OpenBench starts an engine as
//
//	./westcott "setoption name EvalFile value net.nnue" "genfens 64 seed 7 book None" quit
//
// one command line an argument.
var uciArgWords = map[string]bool{
	"genfens": true, "setoption": true, "quit": true, "isready": true, "ucinewgame": true, "position": true, "go": true,
}

// isCommandLines reports whether args are UCI command lines (see
// uciArgWords), not a subcommand and its flags.
func isCommandLines(args []string) bool {
	f := strings.Fields(args[0])
	return len(f) > 0 && uciArgWords[f[0]]
}

// runLines carries out args as UCI command lines, one an argument, in order,
// as the whole input: it returns at quit, or after the last line (a search
// started by a go and not stopped runs to its end, as at the end of UCI's
// input; an endless one is stopped). genfens
// is answered here, the other lines by the UCI server, so that a setoption
// of UseNNUE or EvalFile before a genfens chooses the evaluation that scores
// its starts.
func runLines(args []string, stdout, stderr io.Writer) int {
	s := uci.New(stdout)
	code := exitOK
	for _, line := range args {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "genfens" {
			if c := runGenfens(f[1:], s.Eval(), stdout, stderr); c != exitOK {
				code = c
			}
			continue
		}
		if s.Execute(line) {
			return code
		}
	}
	s.Run(strings.NewReader("")) // waits for a job the lines started
	return code
}

// genfensRequest is a genfens command: "genfens N seed S book <None|FILE>".
type genfensRequest struct {
	n    int
	seed uint64
	book string // "" for None
}

// maxGenfens bounds N: OpenBench asks a worker's thread for its share of a
// workload's openings, thousands at most.
const maxGenfens = 1 << 20

// parseGenfens parses genfens's arguments (the words after "genfens").
// OpenBench may append engine-specific words after the book; Westcott
// defines none, so any is refused rather than ignored.
func parseGenfens(args []string) (genfensRequest, error) {
	var r genfensRequest
	if len(args) < 5 || args[1] != "seed" || args[3] != "book" {
		return r, errors.New(`want "genfens N seed S book <None|FILE>"`)
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > maxGenfens {
		return r, fmt.Errorf("count %q: want N from 1 to %d", args[0], maxGenfens)
	}
	seed, err := strconv.ParseUint(args[2], 10, 64)
	if err != nil {
		return r, fmt.Errorf("seed %q: want an unsigned integer", args[2])
	}
	if len(args) > 5 {
		return r, fmt.Errorf("unknown words after the book: %q (Westcott takes none)", strings.Join(args[5:], " "))
	}
	r.n, r.seed = n, seed
	if !strings.EqualFold(args[4], "None") {
		r.book = args[4]
	}
	return r, nil
}

// runGenfens prints "info string genfens FEN" for each of N starts of
// datagen's games: an opening of the book (the start position for None),
// datagen's random plies, the result searched as datagen searches it and
// kept within ±datagen.MaxStartScore. The starts are those of datagen's games
// 0 to N−1 with seed S, so the same seed gives the same FENs.
func runGenfens(args []string, eval engine.Eval, stdout, stderr io.Writer) int {
	bad, failed := complain(stderr, "genfens", exitUsage), complain(stderr, "genfens", exitFail)
	req, err := parseGenfens(args)
	if err != nil {
		return bad("%v", err)
	}
	openings := []chess.Position{chess.StartPosition()}
	if req.book != "" {
		ops, err := match.LoadOpenings(req.book)
		if err != nil {
			return bad("book: %v", err)
		}
		openings = openings[:0]
		for _, o := range ops {
			openings = append(openings, o.Pos)
		}
	}
	cfg := datagen.Config{Seed: req.seed, Nodes: defaultHardNodes, SoftNodes: defaultSoftNodes, HashMB: engine.DefaultHashMB,
		Openings: openings, RandomPlies: defaultRandomPlies, Eval: eval}
	starts, err := datagen.Starts(context.Background(), cfg, 0, req.n)
	for _, pos := range starts {
		fmt.Fprintf(stdout, "info string genfens %s\n", pos.FEN())
	}
	if err != nil {
		return failed("%v", err)
	}
	return exitOK
}

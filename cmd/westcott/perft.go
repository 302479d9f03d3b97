package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

// perftGenerator is a move generator perft can run on. The main generator is
// built in; others (DirGolem, the mailbox board) register themselves.
type perftGenerator struct {
	name  string
	perft func(p *chess.Position, depth int) uint64
}

var perftGenerators = map[string]perftGenerator{
	"main": {"main", chess.Perft},
}

func runPerft(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft", "perft [-fen FEN] [-depth N] [-divide] [-gen NAME] | perft -epd FILE [-maxdepth N]", `
Counts the leaf nodes of the legal move tree (perft). The moves of the last
ply are counted, not made (bulk counting). With -epd it checks every
";D<n> <count>" of a perft suite up to -maxdepth, prints each mismatch and
exits 1 if any count is wrong.

Example:
  westcott perft -depth 6
  westcott perft -fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' -depth 5 -divide
  westcott perft -epd data/perft/perftsuite.epd -maxdepth 5`, stderr)
	fen := fs.String("fen", chess.StartFEN, "position in FEN (X-FEN and Shredder-FEN castling accepted)")
	depth := fs.Int("depth", 5, "depth in plies")
	divide := fs.Bool("divide", false, "print the count below each root move")
	epd := fs.String("epd", "", "perft suite file to check (lines: FEN ;D1 n ;D2 n ...)")
	maxDepth := fs.Int("maxdepth", 6, "with -epd: deepest depth to check")
	genName := fs.String("gen", "main", "move generator: "+generatorNames())
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := complain(stderr, "perft", exitUsage)
	gen, ok := perftGenerators[*genName]
	if !ok {
		return bad("unknown generator %q (have %s)", *genName, generatorNames())
	}
	if *epd != "" {
		if *maxDepth < 0 || *maxDepth > 20 {
			return bad("-maxdepth %d out of range 0..20", *maxDepth)
		}
		return perftSuite(*epd, *maxDepth, gen, stdout, stderr)
	}
	if *depth < 0 || *depth > 20 {
		return bad("-depth %d out of range 0..20", *depth)
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		return bad("%v", err)
	}
	start := time.Now()
	var nodes uint64
	if *divide && *depth > 0 {
		for _, m := range pos.LegalMoves(nil) {
			child := pos
			child.MakeMove(m)
			n := gen.perft(&child, *depth-1)
			nodes += n
			fmt.Fprintf(stdout, "%s: %d\n", pos.UCI(m), n)
		}
		fmt.Fprintln(stdout)
	} else {
		nodes = gen.perft(&pos, *depth)
	}
	printTotals(stdout, nodes, time.Since(start))
	return exitOK
}

func printTotals(w io.Writer, nodes uint64, elapsed time.Duration) {
	sec := elapsed.Seconds()
	nps := uint64(0)
	if sec > 0 {
		nps = uint64(float64(nodes) / sec)
	}
	fmt.Fprintf(w, "nodes %d\ntime %.3f\nnps %d\n", nodes, sec, nps)
}

func generatorNames() string {
	names := make([]string, 0, len(perftGenerators))
	for n := range perftGenerators {
		names = append(names, n)
	}
	return strings.Join(sortedStrings(names), ", ")
}

// perftSuite checks gen against every count of the suite at path up to
// maxDepth, printing each mismatch as it is found.
func perftSuite(path string, maxDepth int, gen perftGenerator, stdout, stderr io.Writer) int {
	bad := complain(stderr, "perft", exitUsage)
	start := time.Now()
	lim := perftsuite.Limits{MaxDepth: maxDepth, MaxNodes: math.MaxUint64}
	res, err := perftsuite.CheckFile(path, gen.perft, lim, func(m perftsuite.Mismatch) {
		fmt.Fprintf(stdout, "MISMATCH %s:%d depth %d: got %d, want %d: %s\n", path, m.Line, m.Depth, m.Got, m.Want, m.FEN)
	})
	switch {
	case errors.Is(err, perftsuite.ErrNothingChecked):
		return bad("%s: no \";D<depth> <count>\" with depth <= %d to check", path, maxDepth)
	case err != nil:
		return bad("%v", err)
	}
	fmt.Fprintf(stdout, "checked %d counts, %d mismatches (generator %s, depth <= %d)\n", res.Checked, len(res.Mismatches), gen.name, maxDepth)
	printTotals(stdout, res.Nodes, time.Since(start))
	if len(res.Mismatches) > 0 {
		return exitFail
	}
	return exitOK
}

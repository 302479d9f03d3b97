package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
)

func init() {
	register(command{name: "perft", summary: "count the leaf nodes of the legal move tree; check perft suites", run: runPerft})
}

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
	gen, ok := perftGenerators[*genName]
	if !ok {
		fmt.Fprintf(stderr, "westcott perft: unknown generator %q (have %s)\n", *genName, generatorNames())
		return exitUsage
	}
	if *epd != "" {
		if *maxDepth < 0 || *maxDepth > 20 {
			fmt.Fprintf(stderr, "westcott perft: -maxdepth %d out of range 0..20\n", *maxDepth)
			return exitUsage
		}
		return perftSuite(*epd, *maxDepth, gen, stdout, stderr)
	}
	if *depth < 0 || *depth > 20 {
		fmt.Fprintf(stderr, "westcott perft: -depth %d out of range 0..20\n", *depth)
		return exitUsage
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "westcott perft: %v\n", err)
		return exitUsage
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

func perftSuite(path string, maxDepth int, gen perftGenerator, stdout, stderr io.Writer) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "westcott perft: %v\n", err)
		return exitUsage
	}
	defer f.Close()
	start := time.Now()
	var nodes uint64
	checked, mismatches := 0, 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for lineNo := 1; sc.Scan(); lineNo++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, ";")
		pos, err := chess.ParseFEN(fields[0])
		if err != nil {
			fmt.Fprintf(stderr, "%s:%d: %v\n", path, lineNo, err)
			return exitUsage
		}
		for _, op := range fields[1:] {
			d, want, err := parseDepthOp(op)
			if err != nil {
				fmt.Fprintf(stderr, "%s:%d: %v\n", path, lineNo, err)
				return exitUsage
			}
			if d > maxDepth {
				continue
			}
			got := gen.perft(&pos, d)
			nodes += got
			checked++
			if got != want {
				mismatches++
				fmt.Fprintf(stdout, "MISMATCH %s:%d depth %d: got %d, want %d: %s\n", path, lineNo, d, got, want, strings.TrimSpace(fields[0]))
			}
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(stderr, "westcott perft: %s: %v\n", path, err)
		return exitUsage
	}
	if checked == 0 {
		// A check of nothing must not pass for a passed check.
		fmt.Fprintf(stderr, "westcott perft: %s: no \";D<depth> <count>\" with depth <= %d to check\n", path, maxDepth)
		return exitUsage
	}
	fmt.Fprintf(stdout, "checked %d counts, %d mismatches (generator %s, depth <= %d)\n", checked, mismatches, gen.name, maxDepth)
	printTotals(stdout, nodes, time.Since(start))
	if mismatches > 0 {
		return exitFail
	}
	return exitOK
}

// parseDepthOp parses one " D5 4865609" operation of a perft EPD line.
func parseDepthOp(op string) (depth int, count uint64, err error) {
	f := strings.Fields(op)
	if len(f) == 0 {
		return 0, 0, fmt.Errorf("empty operation")
	}
	if len(f) != 2 || len(f[0]) < 2 || f[0][0] != 'D' {
		return 0, 0, fmt.Errorf("operation %q: want \"D<depth> <count>\"", strings.TrimSpace(op))
	}
	depth, err = strconv.Atoi(f[0][1:])
	if err != nil || depth < 0 || depth > 20 {
		return 0, 0, fmt.Errorf("operation %q: bad depth", strings.TrimSpace(op))
	}
	count, err = strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("operation %q: bad count", strings.TrimSpace(op))
	}
	return depth, count, nil
}

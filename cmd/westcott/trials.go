package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/mailbox"
	"github.com/westcott-chess/westcott/studies/trials"
)

// kiwipete is the thread's benchmark position.
const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func runTrials(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("trials", "trials [-fen FEN] [-depth N] [-board mailbox|bitboard|both|levels|variants|mailbox:<level>[+thread][+leapers][+key]] [-repeat N] [-nullmove]", `
Runs the model engine of the forum thread "The mailbox trials" (fixed-depth
alpha-beta, capture-only quiescence with futility pruning, MVV/LVA order, a
piece-square evaluation updated in make) by iterative deepening, and prints
for each board one line per iteration (depth, score, nodes, 0, PV), the CPU
time, the speed and the thread's statistics. Boards: the mailbox board at its
fastest level ("mailbox"), at a given level ("mailbox:3", "mailbox:neighbors"),
the bitboard board, "both" (mailbox and bitboard), "levels" (every mailbox
level and the bitboard board) or "variants" (the thread's variants beside
today's boards). A mailbox level takes options: "+thread" (the thread's
direction order: its steps[], firstSlide and slides tables), "+leapers"
(knight and king step lists per square; levels neighbors and dirlists),
"+key" (the thread's incremental hash key in make). With more than one board
it ends with the
speed ratio and exits 1 if the boards disagree on any node count, score or PV.
With -repeat N the boards are run N times in turn and the summary gives the
median CPU time of each. -nullmove adds the null-move pruning the thread's
programs had (the issue's model engine has none).

Levels: `+levelList()+`

Example:
  westcott trials
  westcott trials -depth 10 -board mailbox
  westcott trials -board levels -repeat 5
  westcott trials -board variants -nullmove -repeat 5
  westcott trials -board mailbox:dirlists+thread
  westcott trials -depth 10 -nullmove`, stderr)
	fen := fs.String("fen", kiwipete, "position in FEN (castling rights and en passant are ignored by the trials rules)")
	depth := fs.Int("depth", 8, "search depth in plies (1.."+fmt.Sprint(trials.MaxDepth)+")")
	board := fs.String("board", "both", "mailbox, bitboard, both, levels, variants or mailbox:<level>[+thread][+leapers][+key]")
	repeat := fs.Int("repeat", 1, "run the boards this many times in turn (1..100)")
	nullMove := fs.Bool("nullmove", false, "add null-move pruning (R=3), as the thread's programs had")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *depth < 1 || *depth > trials.MaxDepth {
		fmt.Fprintf(stderr, "westcott trials: -depth %d out of range 1..%d\n", *depth, trials.MaxDepth)
		return exitUsage
	}
	if *repeat < 1 || *repeat > 100 {
		fmt.Fprintf(stderr, "westcott trials: -repeat %d out of range 1..100\n", *repeat)
		return exitUsage
	}
	var kinds []trials.Kind
	switch *board {
	case "both":
		kinds = []trials.Kind{trials.BestMailbox, trials.Bitboard}
	case "levels":
		for l := mailbox.Level(0); l < mailbox.NumLevels; l++ {
			kinds = append(kinds, trials.Mailbox(l))
		}
		kinds = append(kinds, trials.Bitboard)
	case "variants":
		kinds = trials.Variants()
	default:
		k, err := trials.ParseKind(*board)
		if err != nil && !strings.HasPrefix(*board, "mailbox:") {
			// The command's boards are more than the package's kinds.
			var levels []string
			for l := mailbox.Level(0); l < mailbox.NumLevels; l++ {
				levels = append(levels, "mailbox:"+l.String())
			}
			fmt.Fprintf(stderr, "westcott trials: unknown board %q (want mailbox, bitboard, both, levels, variants, or one level with options +thread, +leapers, +key: %s)\n", *board, strings.Join(levels, ", "))
			return exitUsage
		}
		if err != nil {
			fmt.Fprintf(stderr, "westcott %v\n", err)
			return exitUsage
		}
		kinds = []trials.Kind{k}
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "westcott trials: %v\n", err)
		return exitUsage
	}

	results := make([][]trials.Result, len(kinds))
	for r := 0; r < *repeat; r++ {
		for i, k := range kinds {
			var report func(trials.Iteration)
			if r == 0 {
				fmt.Fprintf(stdout, "board %s\n", k)
				report = func(it trials.Iteration) {
					fmt.Fprintf(stdout, "%2d %4d %9d 0 %s\n", it.Depth, it.Score, it.Nodes, strings.Join(it.PV, " "))
				}
			}
			res, err := trials.RunWith(&pos, k, trials.Options{Depth: *depth, NullMove: *nullMove}, report)
			if err != nil {
				fmt.Fprintf(stderr, "westcott trials: %v\n", err)
				return exitUsage
			}
			if r == 0 {
				printStats(stdout, &res)
			}
			results[i] = append(results[i], res)
		}
	}

	if len(kinds) == 1 && *repeat == 1 {
		return exitOK
	}
	fmt.Fprintf(stdout, "summary (%d run(s) each, median CPU time)\n", *repeat)
	fmt.Fprintf(stdout, "%-32s %10s %9s %7s\n", "board", "nodes", "sec", "Mnps")
	median := make([]trials.Result, len(kinds))
	for i, k := range kinds {
		rs := slices.Clone(results[i])
		slices.SortFunc(rs, func(a, b trials.Result) int { return int(a.CPU - b.CPU) })
		median[i] = rs[len(rs)/2]
		fmt.Fprintf(stdout, "%-32s %10d %9.3f %7.2f\n", k, median[i].Stats.Nodes, median[i].CPU.Seconds(), median[i].Mnps())
	}
	agree := true
	for i := 1; i < len(kinds); i++ {
		if d := disagreement(&results[0][0], &results[i][0]); d != "" {
			fmt.Fprintf(stdout, "DISAGREEMENT %s vs %s: %s\n", kinds[0], kinds[i], d)
			agree = false
		}
	}
	if len(kinds) > 1 {
		mb, bb := -1, -1
		for i, k := range kinds {
			if k.Bitboard {
				bb = i
			} else if k == trials.BestMailbox || mb < 0 {
				mb = i
			}
		}
		if mb >= 0 && bb >= 0 && median[bb].Mnps() > 0 {
			fmt.Fprintf(stdout, "ratio mailbox/bitboard %.2f\n", median[mb].Mnps()/median[bb].Mnps())
		}
	}
	if !agree {
		return exitFail
	}
	return exitOK
}

// printStats prints the time, speed and statistics the way the thread does.
func printStats(w io.Writer, r *trials.Result) {
	st := &r.Stats
	pct := func(a, b uint64) float64 {
		if b == 0 {
			return 0
		}
		return 100 * float64(a) / float64(b)
	}
	fmt.Fprintf(w, "t = %6.3f sec\n", r.CPU.Seconds())
	fmt.Fprintf(w, "%10d nodes (%.1f Mnps)\n", st.Nodes, r.Mnps())
	fmt.Fprintf(w, "%10d QS (%.1f%%)\n", st.QS, pct(st.QS, st.Nodes))
	fmt.Fprintf(w, "%10d evals (%.1f%%)\n", st.Evals, pct(st.Evals, st.QS))
	fmt.Fprintf(w, "%10d stand-pats (%.1f%%)\n", st.StandPats, pct(st.StandPats, st.QS))
	fmt.Fprintf(w, "%10d leaves (%.1f%%)\n", st.Leaves, pct(st.Leaves, st.QS))
	fmt.Fprintf(w, "%10d move gens\n", st.MoveGens)
	fmt.Fprintf(w, "captures: %.1f%%\n", pct(st.Captures, st.Moves))
}

// disagreement describes the first difference between two searches of the
// same position, or returns "".
func disagreement(a, b *trials.Result) string {
	if len(a.Iterations) != len(b.Iterations) {
		return fmt.Sprintf("%d iterations vs %d", len(a.Iterations), len(b.Iterations))
	}
	for i := range a.Iterations {
		x, y := a.Iterations[i], b.Iterations[i]
		switch {
		case x.Nodes != y.Nodes:
			return fmt.Sprintf("depth %d: %d nodes vs %d", x.Depth, x.Nodes, y.Nodes)
		case x.Score != y.Score:
			return fmt.Sprintf("depth %d: score %d vs %d", x.Depth, x.Score, y.Score)
		case !slices.Equal(x.PV, y.PV):
			return fmt.Sprintf("depth %d: PV %s vs %s", x.Depth, strings.Join(x.PV, " "), strings.Join(y.PV, " "))
		}
	}
	if a.Stats != b.Stats {
		return fmt.Sprintf("statistics %+v vs %+v", a.Stats, b.Stats)
	}
	return ""
}

func levelList() string {
	var s []string
	for l := mailbox.Level(0); l < mailbox.NumLevels; l++ {
		s = append(s, fmt.Sprintf("%d %s", int(l), l))
	}
	return strings.Join(s, ", ")
}

package engine

import (
	"fmt"
	"strconv"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

// goKeywords are the words of the "go" command.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true, "perft": true,
}

// parseGo parses the arguments of "go" into search limits. perft is the
// depth of "go perft N", -1 if absent. A Ponder limit is returned as a
// non-nil placeholder channel the caller replaces.
//
// It is lenient, as the UCI specification asks of an engine: an unknown
// word, a limit with a bad number and an illegal move in searchmoves are
// each skipped with a warning, and the search goes ahead with the rest, so
// that a GUI always gets its bestmove. Only "go perft" with a bad depth is
// an error (it promises no bestmove).
func parseGo(args []string, pos *chess.Position) (l search.Limits, perft int, warnings []string, err error) {
	perft = -1
	warn := func(format string, a ...any) { warnings = append(warnings, fmt.Sprintf(format, a...)) }
	for i := 0; i < len(args); i++ {
		word := args[i]
		switch word {
		case "infinite":
			l.Infinite = true
			continue
		case "ponder":
			l.Ponder = make(chan struct{})
			continue
		case "searchmoves":
			for i+1 < len(args) && !goKeywords[args[i+1]] {
				i++
				m, err := pos.ParseMove(args[i])
				if err != nil {
					warn("searchmoves: %v (skipped)", err)
					continue
				}
				l.SearchMoves = append(l.SearchMoves, m)
			}
			continue
		}
		if !goKeywords[word] {
			warn("unknown word %q (skipped)", word)
			continue
		}
		if i+1 >= len(args) || goKeywords[args[i+1]] {
			if word == "perft" {
				return l, -1, warnings, fmt.Errorf("perft: the depth is missing")
			}
			warn("%s: the number is missing (skipped)", word)
			continue
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			if word == "perft" {
				return l, -1, warnings, fmt.Errorf("perft: %q is not a number", args[i])
			}
			warn("%s: %q is not a number (skipped)", word, args[i])
			continue
		}
		ms := time.Duration(n) * time.Millisecond
		if n <= 0 {
			ms = time.Millisecond // a flagged or empty clock still gets a (fast) move
		}
		switch word {
		case "wtime":
			l.WTime = ms
		case "btime":
			l.BTime = ms
		case "winc":
			l.WInc = max(time.Duration(n), 0) * time.Millisecond
		case "binc":
			l.BInc = max(time.Duration(n), 0) * time.Millisecond
		case "movetime":
			l.MoveTime = ms
		case "movestogo", "depth", "mate":
			if n < 0 || n > 1000 {
				warn("%s: %d out of range 0..1000 (skipped)", word, n)
				continue
			}
			switch word {
			case "movestogo":
				l.MovesToGo = int(n)
			case "depth":
				l.Depth = max(int(n), 1) // depth 0 still searches one ply: a move is due
			case "mate":
				l.Mate = int(n)
			}
		case "perft":
			if n < 0 || n > 20 {
				return l, -1, warnings, fmt.Errorf("perft: depth %d out of range 0..20", n)
			}
			perft = int(n)
		case "nodes":
			if n < 0 {
				warn("nodes: %d is negative (skipped)", n)
				continue
			}
			l.Nodes = uint64(max(n, 1))
		}
	}
	return l, perft, warnings, nil
}

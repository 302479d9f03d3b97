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
func parseGo(args []string, pos *chess.Position) (l search.Limits, perft int, err error) {
	perft = -1
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
					return l, -1, fmt.Errorf("searchmoves: %v", err)
				}
				l.SearchMoves = append(l.SearchMoves, m)
			}
			continue
		}
		if !goKeywords[word] {
			return l, -1, fmt.Errorf("unknown word %q", word)
		}
		if i+1 >= len(args) {
			return l, -1, fmt.Errorf("%s: the number is missing", word)
		}
		i++
		n, err := strconv.ParseInt(args[i], 10, 64)
		if err != nil {
			return l, -1, fmt.Errorf("%s: %q is not a number", word, args[i])
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
		case "movestogo", "depth", "mate", "perft":
			if n < 0 || n > 1000 {
				return l, -1, fmt.Errorf("%s: %d out of range 0..1000", word, n)
			}
			switch word {
			case "movestogo":
				l.MovesToGo = int(n)
			case "depth":
				l.Depth = max(int(n), 1) // depth 0 still searches one ply: a move is due
			case "mate":
				l.Mate = int(n)
			case "perft":
				if n > 20 {
					return l, -1, fmt.Errorf("perft: depth %d out of range 0..20", n)
				}
				perft = int(n)
			}
		case "nodes":
			if n < 0 {
				return l, -1, fmt.Errorf("nodes: %d is negative", n)
			}
			l.Nodes = uint64(max(n, 1))
		}
	}
	return l, perft, nil
}

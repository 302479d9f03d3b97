package uci

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// goKeywords are the words of the "go" command.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true, "perft": true,
}

// The largest value of each number of go; a larger one is capped, with a
// warning.
const (
	maxGoDepth = search.MaxPly - 8 // the deepest iteration the search runs
	maxGoMate  = maxGoDepth / 2    // a longer mate is beyond the deepest iteration
	// maxGoMS (about 31.7 years) keeps the time plan's sums and multiples
	// of clock times clear of time.Duration's overflow.
	maxGoMS       = 1_000_000_000_000
	maxPerftDepth = 20
	fallbackDepth = 10
	fallbackTime  = time.Second
	maxMovesToGo  = math.MaxInt32
)

var goMax = map[string]uint64{
	"wtime": maxGoMS, "btime": maxGoMS, "winc": maxGoMS, "binc": maxGoMS, "movetime": maxGoMS,
	"depth": maxGoDepth, "mate": maxGoMate, "nodes": math.MaxUint64, "movestogo": maxMovesToGo,
}

// zeroMeans says what 0 asks for, for the warning about a negative number.
var zeroMeans = map[string]string{
	"wtime": "1 ms left", "btime": "1 ms left", "movetime": "1 ms", "winc": "no increment", "binc": "no increment",
	"depth": "1 ply", "nodes": "1 node", "mate": "see mate 0", "movestogo": "no time control",
}

// readNumber reads a decimal integer with an optional sign. A value beyond
// 64 bits is reported as overflow, with n the largest uint64; a negative
// one as neg, with n 0.
func readNumber(s string) (n uint64, neg, overflow, ok bool) {
	digits := strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	if digits == "" || len(digits) < len(s)-1 {
		return 0, false, false, false
	}
	for _, c := range []byte(digits) {
		if c < '0' || c > '9' {
			return 0, false, false, false
		}
	}
	if s[0] == '-' {
		return 0, strings.Trim(digits, "0") != "", false, true
	}
	n, err := strconv.ParseUint(digits, 10, 64)
	if err != nil {
		return math.MaxUint64, false, true, true
	}
	return n, false, false, true
}

// parseGo parses the arguments of "go" into search limits. perft is the
// depth of "go perft N", -1 if absent. A Ponder limit is returned as a
// non-nil placeholder channel the caller replaces.
//
// It is lenient, as the UCI specification asks of an engine, so that a GUI
// always gets its bestmove; each of these is named in a warning:
//   - an unknown word, a limit without its number or with one that is not a
//     number, and an illegal move in searchmoves are skipped; if that leaves
//     no limit by which the search would end (and neither infinite nor
//     ponder), it searches fallbackDepth plies or fallbackTime, whichever
//     ends first, rather than until a stop the GUI does not mean to send;
//   - a number too large is capped (maxGoDepth plies, maxGoMate moves,
//     maxGoMS milliseconds; any 64-bit node count is taken as it is);
//   - a negative number is read as 0, and 0 asks for the least: 1 ply, 1
//     node, 1 ms, no increment, no time control; "mate 0" asks for nothing
//     that can be searched and gets 1 ply unless another limit is given.
//
// Only "go perft" with a bad depth (0..20) is an error: it promises no
// bestmove.
func parseGo(args []string, pos *chess.Position) (l search.Limits, perft int, warnings []string, err error) {
	perft = -1
	warn := func(format string, a ...any) { warnings = append(warnings, fmt.Sprintf(format, a...)) }
	malformed, mateZero := false, false
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
					warn("searchmoves: %s (skipped)", describe(err))
					continue
				}
				l.SearchMoves = append(l.SearchMoves, m)
			}
			continue
		}
		if !goKeywords[word] {
			warn("unknown word %s (skipped)", excerpt(word))
			malformed = true
			continue
		}
		if i+1 >= len(args) || goKeywords[args[i+1]] {
			if word == "perft" {
				return l, -1, warnings, fmt.Errorf("perft: the depth is missing")
			}
			warn("%s: the number is missing (skipped)", word)
			malformed = true
			continue
		}
		i++
		tok := args[i]
		n, neg, overflow, ok := readNumber(tok)
		if word == "perft" {
			if !ok || neg || overflow || n > maxPerftDepth {
				return l, -1, warnings, fmt.Errorf("perft: depth %s is not a number 0..%d", excerpt(tok), maxPerftDepth)
			}
			perft = int(n)
			continue
		}
		if !ok {
			warn("%s: %s is not a number (skipped)", word, excerpt(tok))
			malformed = true
			continue
		}
		if neg {
			warn("%s: %s is negative, read as 0 (%s)", word, excerpt(tok), zeroMeans[word])
		}
		if lim := goMax[word]; overflow || n > lim {
			warn("%s: %s capped to %d", word, excerpt(tok), lim)
			n = lim
		}
		ms := time.Duration(max(n, 1)) * time.Millisecond // a flagged or empty clock still gets a (fast) move
		switch word {
		case "wtime":
			l.WTime = ms
		case "btime":
			l.BTime = ms
		case "winc":
			l.WInc = time.Duration(n) * time.Millisecond
		case "binc":
			l.BInc = time.Duration(n) * time.Millisecond
		case "movetime":
			l.MoveTime = ms
		case "movestogo":
			l.MovesToGo = int(n)
		case "depth":
			l.Depth = int(max(n, 1)) // depth 0 still searches one ply: a move is due
		case "nodes":
			l.Nodes = max(n, 1)
		case "mate":
			l.Mate, mateZero = int(n), n == 0
		}
	}
	if mateZero {
		warn("mate 0: there is no mate in 0 moves to search for; searching 1 ply unless another limit is given")
		if !engine.EndsByItself(&l) {
			l.Depth = 1
		}
	}
	if malformed && !engine.EndsByItself(&l) && !l.Infinite {
		warn("no limit left to end the search: searching %d plies or %v, whichever ends first", fallbackDepth, fallbackTime)
		l.Depth, l.MoveTime = fallbackDepth, fallbackTime
	}
	return l, perft, warnings, nil
}

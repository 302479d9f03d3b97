package ucitest

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

const (
	envScript = "UCITEST_SCRIPT"
	envPlayer = "UCITEST_PLAYER"
)

// Script returns the environment entry that makes a child run the
// transcript script. Each line of a script is one of:
//
//	<- LINE     the client must send exactly LINE (after trimming blanks)
//	<~ PREFIX   the client must send a line starting with PREFIX
//	-> LINE     the engine writes LINE to stdout
//	!> LINE     the engine writes LINE to stderr
//	sleep D     the engine pauses for the duration D ("150ms")
//	hang        the engine stops reading and writing, forever
//	exit N      the engine exits with status N
//	# ...       a comment; blank lines are skipped
//
// At the end of the script the engine exits with status 0. A line from the
// client that differs from the script makes it write "ucitest: got ..., want
// ..." to stderr and exit with status 99, so the client sees a crash whose
// stderr says what was wrong.
func Script(script string) []string { return []string{envScript + "=" + script} }

// Mode is how a Player misbehaves.
type Mode string

const (
	Fair     Mode = "fair"     // plays legal moves, answers everything
	Illegal  Mode = "illegal"  // plays an illegal move
	Hang     Mode = "hang"     // never answers "go" (nor "stop")
	Exit     Mode = "exit"     // exits with status 3, after a line on stderr
	Junk     Mode = "junk"     // surrounds every answer with junk lines
	Slow     Mode = "slow"     // sleeps the whole movetime (or its clock) plus one second
	Resigner Mode = "resigner" // reports mate -1 for itself on every move
)

// Player returns the environment entry for a child that plays chess and
// behaves by mode from its after-th "go" on (counting from 1; 0 or 1: at
// once). name is its "id name".
func Player(name string, mode Mode, after int) []string {
	return []string{fmt.Sprintf("%s=%s,%s,%d", envPlayer, name, mode, after)}
}

// Main runs the fake engine and exits if the environment asks for one, and
// returns at once otherwise.
func Main() {
	if s, ok := os.LookupEnv(envScript); ok {
		os.Exit(RunScript(s, os.Stdin, os.Stdout, os.Stderr))
	}
	if s, ok := os.LookupEnv(envPlayer); ok {
		parts := strings.SplitN(s, ",", 3)
		if len(parts) != 3 {
			fmt.Fprintf(os.Stderr, "ucitest: bad %s %q\n", envPlayer, s)
			os.Exit(98)
		}
		after, _ := strconv.Atoi(parts[2])
		os.Exit(RunPlayer(parts[0], Mode(parts[1]), after, os.Stdin, os.Stdout, os.Stderr))
	}
}

// RunScript plays the script against the client on in/out and returns the
// exit status. See Script for the format.
func RunScript(script string, in io.Reader, out, errw io.Writer) int {
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for _, raw := range strings.Split(script, "\n") {
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		op, arg, _ := strings.Cut(line, " ")
		switch op {
		case "<-", "<~":
			w.Flush()
			if !sc.Scan() {
				fmt.Fprintf(errw, "ucitest: client closed input, want %q\n", arg)
				return 99
			}
			got := strings.TrimSpace(sc.Text())
			if (op == "<-" && got != arg) || (op == "<~" && !strings.HasPrefix(got, arg)) {
				fmt.Fprintf(errw, "ucitest: got %q, want %q\n", got, arg)
				return 99
			}
		case "->":
			fmt.Fprintln(w, arg)
		case "!>":
			w.Flush()
			fmt.Fprintln(errw, arg)
		case "sleep":
			w.Flush()
			d, err := time.ParseDuration(arg)
			if err != nil {
				fmt.Fprintf(errw, "ucitest: bad script line %q\n", line)
				return 98
			}
			time.Sleep(d)
		case "hang":
			w.Flush()
			sleepForever()
		case "exit":
			w.Flush()
			n, _ := strconv.Atoi(arg)
			return n
		default:
			fmt.Fprintf(errw, "ucitest: bad script line %q\n", line)
			return 98
		}
	}
	w.Flush()
	return 0
}

// RunPlayer runs a chess-playing fake engine on in/out and returns its exit
// status. See Player.
func RunPlayer(name string, mode Mode, after int, in io.Reader, out, errw io.Writer) int {
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	defer w.Flush()
	pos := chess.StartPosition()
	gos := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		misbehave := mode != Fair && gos+1 >= after
		switch f[0] {
		case "uci":
			if mode == Junk {
				fmt.Fprintln(w, "Fake engine 1.0 by nobody, a banner that is not UCI")
			}
			fmt.Fprintf(w, "id name %s\nid author ucitest\n", name)
			fmt.Fprintln(w, "option name Hash type spin default 16 min 1 max 1024")
			fmt.Fprintln(w, "option name Ponder type check default false")
			fmt.Fprintln(w, "uciok")
		case "isready":
			fmt.Fprintln(w, "readyok")
		case "position":
			p, err := parsePosition(f[1:])
			if err != nil {
				fmt.Fprintf(errw, "ucitest: %v\n", err)
				return 97
			}
			pos = p
		case "go":
			gos++
			switch {
			case misbehave && mode == Hang:
				w.Flush()
				sleepForever()
			case misbehave && mode == Exit:
				w.Flush()
				fmt.Fprintln(errw, "ucitest: exiting on purpose")
				return 3
			case misbehave && mode == Slow:
				w.Flush()
				time.Sleep(thinkTime(f[1:], pos.SideToMove()) + time.Second)
			}
			moves := pos.LegalMoves(nil)
			best := "0000"
			if len(moves) > 0 {
				best = pos.UCI(moves[0])
			}
			if misbehave && mode == Illegal {
				best = illegalMove(&pos)
			}
			score := "cp 0"
			if misbehave && mode == Resigner {
				score = "mate -1"
			}
			if misbehave && mode == Junk {
				fmt.Fprintln(w, "info depth x nodes ?")
				fmt.Fprintln(w, "\x00\x01 garbage")
			}
			fmt.Fprintf(w, "info depth 1 score %s nodes 1 time 0 pv %s\n", score, best)
			fmt.Fprintf(w, "bestmove %s\n", best)
		case "quit":
			return 0
		}
		w.Flush()
	}
	return 0
}

// parsePosition reads the arguments of a "position" command.
func parsePosition(f []string) (chess.Position, error) {
	var pos chess.Position
	i := 0
	switch {
	case len(f) > 0 && f[0] == "startpos":
		pos = chess.StartPosition()
		i = 1
	case len(f) > 0 && f[0] == "fen":
		j := 1
		for j < len(f) && f[j] != "moves" {
			j++
		}
		p, err := chess.ParseFEN(strings.Join(f[1:j], " "))
		if err != nil {
			return pos, err
		}
		pos, i = p, j
	default:
		return pos, fmt.Errorf("bad position command %q", strings.Join(f, " "))
	}
	if i < len(f) && f[i] == "moves" {
		for _, s := range f[i+1:] {
			m, err := pos.ParseMove(s)
			if err != nil {
				return pos, err
			}
			pos.MakeMove(m)
		}
	}
	return pos, nil
}

// thinkTime is the movetime or the side's clock of a "go" command.
func thinkTime(f []string, side chess.Color) time.Duration {
	key := "wtime"
	if side == chess.Black {
		key = "btime"
	}
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "movetime" || f[i] == key {
			if n, err := strconv.Atoi(f[i+1]); err == nil {
				return time.Duration(n) * time.Millisecond
			}
		}
	}
	return 0
}

// illegalMove returns a well-formed move that is not legal in pos: a move of
// the king to a square it cannot reach.
func illegalMove(pos *chess.Position) string {
	k := pos.KingSquare(pos.SideToMove())
	for to := chess.Square(0); to < 64; to++ {
		m := k.String() + to.String()
		if _, err := pos.ParseMove(m); err != nil && to != k {
			return m
		}
	}
	return "a1a1"
}

// sleepForever blocks without tripping the runtime's deadlock detector.
func sleepForever() {
	for {
		time.Sleep(time.Hour)
	}
}

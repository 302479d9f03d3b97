package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/epd"
	"github.com/westcott-chess/westcott/pgn"
)

func init() {
	register(command{name: "pgn", summary: "check PGN files move by move; print final positions or write EPD", run: runPGN})
}

// pgnStdin is what "westcott pgn -" reads (a variable for the tests).
var pgnStdin io.Reader = os.Stdin

// pgnTally counts what the files held.
type pgnTally struct {
	games, plies, invalid int
	results               map[string]int
	positions             int // EPD records written
}

func runPGN(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("pgn", "pgn [-fen] [-epd OUT [-final] [-skip N]] FILE... (or - for stdin)", `
Reads PGN files with every move checked against the rules (main line and
variations), and prints a summary: games, moves (main-line plies), results,
and every invalid game with its file, line and column. Exits 1 if a game is
invalid, 2 if a file cannot be read.

-fen prints the final position of each valid game as FEN (one a line, on
standard output; the summary then goes to standard error). -epd writes the
positions of each valid game's main line as EPD records with hmvc, fmvn and
the game's result as c9 "1-0", as tuning tools read them: every position
before a move and the final one, or only the final one with -final.

Example:
  westcott pgn data/pgn/twic_232games.pgn
  westcott pgn -fen games.pgn > finals.fen
  westcott pgn -epd positions.epd -skip 16 games.pgn
  cat games.pgn | westcott pgn -`, stderr)
	fen := fs.Bool("fen", false, "print each valid game's final position as FEN")
	epdOut := fs.String("epd", "", "write positions as EPD to this `file` (- for standard output)")
	final := fs.Bool("final", false, "with -epd: only the final position of each game")
	skip := fs.Int("skip", 0, "with -epd: leave out the first `N` plies of each game")
	if code, ok := parseArgs(fs, args); !ok {
		return code
	}
	files := fs.Args()
	if len(files) == 0 {
		fmt.Fprintln(stderr, "westcott pgn: no input: give PGN files, or - for standard input (see westcott pgn -h)")
		return exitUsage
	}
	for _, name := range files {
		if len(name) > 1 && name[0] == '-' {
			fmt.Fprintf(stderr, "westcott pgn: %q after the files: flags go before them (a file named so: ./%s)\n", name, name)
			return exitUsage
		}
	}
	if *skip < 0 {
		fmt.Fprintf(stderr, "westcott pgn: -skip %d: must be 0 or more\n", *skip)
		return exitUsage
	}
	if (*final || *skip > 0) && *epdOut == "" {
		fmt.Fprintln(stderr, "westcott pgn: -final and -skip need -epd")
		return exitUsage
	}
	if *fen && *epdOut == "-" {
		fmt.Fprintln(stderr, "westcott pgn: -fen and -epd - would both write to standard output")
		return exitUsage
	}

	// Standard output carries the data if any is asked for there; the
	// summary then goes to standard error.
	report := stdout
	if *fen || *epdOut == "-" {
		report = stderr
	}
	var epdW *bufio.Writer
	if *epdOut != "" {
		var w io.Writer = stdout
		if *epdOut != "-" {
			// Creating the output empties it: it must not be an input.
			if out, err := os.Stat(*epdOut); err == nil {
				for _, name := range files {
					if in, err := os.Stat(name); err == nil && name != "-" && os.SameFile(in, out) {
						fmt.Fprintf(stderr, "westcott pgn: -epd %s would write over the input %s\n", *epdOut, name)
						return exitUsage
					}
				}
			}
			f, err := os.Create(*epdOut)
			if err != nil {
				fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
				return exitUsage
			}
			defer f.Close()
			w = f
		}
		epdW = bufio.NewWriterSize(w, 256*1024)
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()

	total := pgnTally{results: map[string]int{}}
	unreadable := 0
	start := time.Now()
	for _, name := range files {
		var in io.Reader
		if name == "-" {
			in = pgnStdin
		} else {
			f, err := os.Open(name)
			if err != nil {
				fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
				unreadable++
				continue
			}
			defer f.Close()
			in = f
		}
		label := name
		if name == "-" {
			label = "<stdin>"
		}
		var t pgnTally
		t.results = total.results
		err := pgnFile(label, in, &t, report, func(g *pgn.Game) error {
			if *fen {
				pos := g.Final()
				fmt.Fprintln(out, pos.FEN())
			}
			if epdW != nil {
				return pgnWriteEPD(epdW, g, *final, *skip, &t)
			}
			return nil
		})
		if err != nil {
			fmt.Fprintf(stderr, "westcott pgn: %s: %v\n", label, err)
			unreadable++
		}
		if len(files) > 1 {
			fmt.Fprintf(report, "%s: %d games, %d moves, %d invalid\n", label, t.games, t.plies, t.invalid)
		}
		total.games += t.games
		total.plies += t.plies
		total.invalid += t.invalid
		total.positions += t.positions
	}
	if epdW != nil {
		if err := epdW.Flush(); err != nil {
			fmt.Fprintf(stderr, "westcott pgn: writing %s: %v\n", *epdOut, err)
			return exitFail
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
		return exitFail
	}
	el := time.Since(start)
	fmt.Fprintf(report, "games %d, moves %d, invalid %d\n", total.games, total.plies, total.invalid)
	fmt.Fprintf(report, "results 1-0 %d, 0-1 %d, 1/2-1/2 %d, * %d\n",
		total.results[pgn.WhiteWins], total.results[pgn.BlackWins], total.results[pgn.Draw], total.results[pgn.Unknown])
	if epdW != nil {
		fmt.Fprintf(report, "epd positions %d written to %s\n", total.positions, *epdOut)
	}
	rate := 0.0
	if el > 0 {
		rate = float64(total.games) / el.Seconds()
	}
	fmt.Fprintf(report, "time %.3f s, %.0f games/s\n", el.Seconds(), rate)
	switch {
	case unreadable > 0:
		return exitUsage
	case total.invalid > 0:
		return exitFail
	}
	return exitOK
}

// pgnFile reads one stream, prints each invalid game's error with the file
// name, and calls each for every valid game.
func pgnFile(label string, in io.Reader, t *pgnTally, report io.Writer, each func(*pgn.Game) error) error {
	r := pgn.NewReader(in)
	for {
		g, err := r.Read()
		if err == io.EOF {
			return nil
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			t.games++
			t.invalid++
			msg := perr.Err.Error()
			if perr.Token != "" {
				msg = fmt.Sprintf("%q: %s", perr.Token, msg)
			}
			fmt.Fprintf(report, "%s:%d:%d: game %d (line %d): %s\n", label, perr.Line, perr.Column, perr.Game, perr.StartLine, msg)
			continue
		}
		if err != nil {
			return err
		}
		t.games++
		t.plies += g.Plies()
		t.results[g.Result]++
		if err := each(g); err != nil {
			return err
		}
	}
}

// pgnWriteEPD writes the positions of g's main line as EPD records.
func pgnWriteEPD(w *bufio.Writer, g *pgn.Game, finalOnly bool, skip int, t *pgnTally) error {
	write := func(pos *chess.Position) error {
		rec := epd.Record{Position: *pos, Ops: []epd.Op{
			epd.IntOp("hmvc", int64(pos.HalfmoveClock())),
			epd.IntOp("fmvn", int64(pos.FullmoveNumber())),
			epd.StringOp("c9", g.Result),
		}}
		t.positions++
		_, err := fmt.Fprintln(w, rec.Format())
		return err
	}
	if !finalOnly {
		ply := 0
		var err error
		g.MainLine(func(pos *chess.Position, _ *pgn.Node) bool {
			if ply >= skip {
				err = write(pos)
			}
			ply++
			return err == nil
		})
		if err != nil {
			return err
		}
	}
	if g.Plies() < skip {
		return nil
	}
	pos := g.Final()
	return write(&pos)
}

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/pgn"
)

// pgnStdin is what "westcott pgn -" reads (a variable for the tests).
var pgnStdin io.Reader = os.Stdin

// pgnTally counts what the files held.
type pgnTally struct {
	games, plies, invalid int
	results               map[string]int
	positions             int // EPD records written
}

// pgnConfig is the command line of "westcott pgn".
type pgnConfig struct {
	files  []string
	fen    bool
	eco    bool
	epdOut string // "" for none, "-" for standard output
	final  bool
	skip   int
}

func runPGN(args []string, stdout, stderr io.Writer) int {
	c, code, ok := configurePGN(args, stderr)
	if !ok {
		return code
	}
	if err := c.validate(); err != nil {
		fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
		return exitUsage
	}
	return c.run(stdout, stderr)
}

func configurePGN(args []string, stderr io.Writer) (c *pgnConfig, code int, ok bool) {
	fs := newFlags("pgn", "pgn [-fen | -eco] [-epd OUT [-final] [-skip N]] FILE... (or - for stdin)", `
Reads PGN files with every move checked against the rules (main line and
variations), and prints a summary: games, moves (main-line plies), results,
and every invalid game with its file, line and column. Exits 1 if a game is
invalid, 2 if a file cannot be read.

-fen prints the final position of each valid game as FEN (one a line, on
standard output; the summary then goes to standard error). -eco prints each
valid game's opening instead, its ECO code and name ("C02 French Defense:
Advance Variation"): the last position of its main line that lichess's
opening table names, whatever the move order; "?" if none is named.

-epd writes the positions of each valid game's main line as EPD records with
hmvc, fmvn and the game's result as c9 "1-0", as tuning tools read them:
every position before a move and the final one, or only the final one with
-final.

Example:
  westcott pgn data/pgn/twic_232games.pgn
  westcott pgn -fen games.pgn > finals.fen
  westcott pgn -eco games.pgn | sort | uniq -c | sort -rn
  westcott pgn -epd positions.epd -skip 16 games.pgn
  cat games.pgn | westcott pgn -`, stderr)
	c = &pgnConfig{}
	fs.BoolVar(&c.fen, "fen", false, "print each valid game's final position as FEN")
	fs.BoolVar(&c.eco, "eco", false, "print each valid game's ECO code and opening name")
	fs.StringVar(&c.epdOut, "epd", "", "write positions as EPD to this `file` (- for standard output)")
	fs.BoolVar(&c.final, "final", false, "with -epd: only the final position of each game")
	fs.IntVar(&c.skip, "skip", 0, "with -epd: leave out the first `N` plies of each game")
	if code, ok := parseArgs(fs, args); !ok {
		return nil, code, false
	}
	c.files = fs.Args()
	return c, exitOK, true
}

func (c *pgnConfig) validate() error {
	if len(c.files) == 0 {
		return errors.New("no input: give PGN files, or - for standard input (see westcott pgn -h)")
	}
	for _, name := range c.files {
		if len(name) > 1 && name[0] == '-' {
			return fmt.Errorf("%q after the files: flags go before them (a file named so: ./%s)", name, name)
		}
	}
	switch {
	case c.skip < 0:
		return fmt.Errorf("-skip %d: must be 0 or more", c.skip)
	case (c.final || c.skip > 0) && c.epdOut == "":
		return errors.New("-final and -skip need -epd")
	case c.fen && c.epdOut == "-":
		return errors.New("-fen and -epd - would both write to standard output")
	case c.eco && (c.fen || c.epdOut == "-"):
		return errors.New("-eco and -fen or -epd - would both write to standard output")
	}
	if err := checkInputs(c.files...); err != nil {
		return err
	}
	// The output replaces a file: it must not be an input.
	if c.epdOut != "" && c.epdOut != "-" {
		if out, err := os.Stat(c.epdOut); err == nil {
			for _, name := range c.files {
				if in, err := os.Stat(name); err == nil && name != "-" && os.SameFile(in, out) {
					return fmt.Errorf("-epd %s would write over the input %s", c.epdOut, name)
				}
			}
		}
	}
	return nil
}

// run reads the files in turn and prints the summary.
func (c *pgnConfig) run(stdout, stderr io.Writer) int {
	// Standard output carries the data if any is asked for there; the
	// summary then goes to standard error.
	report := stdout
	if c.fen || c.eco || c.epdOut == "-" {
		report = stderr
	}
	var epdW *bufio.Writer
	var epdFile *output // written through a temporary file: -epd's old file stays whole unless the run ends well
	if c.epdOut != "" {
		var w io.Writer = stdout
		if c.epdOut != "-" {
			o, err := createOutput(c.epdOut, "pgn")
			if err != nil {
				fmt.Fprintf(stderr, "westcott pgn: -epd: %v\n", err)
				return exitUsage
			}
			defer o.abort()
			w, epdFile = o, o
		}
		epdW = bufio.NewWriterSize(w, 256*1024)
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()

	total := pgnTally{results: map[string]int{}}
	unreadable := 0
	start := time.Now()
	for _, name := range c.files {
		t, ok := c.readFile(name, total.results, out, epdW, report, stderr)
		if !ok {
			unreadable++
		}
		total.games += t.games
		total.plies += t.plies
		total.invalid += t.invalid
		total.positions += t.positions
	}
	if epdW != nil {
		if err := epdW.Flush(); err != nil {
			fmt.Fprintf(stderr, "westcott pgn: writing %s: %v\n", c.epdOut, err)
			return exitFail
		}
	}
	if epdFile != nil && unreadable == 0 {
		if err := epdFile.commit(); err != nil {
			fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
			return exitFail
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
		return exitFail
	}
	if unreadable == len(c.files) {
		return exitUsage // each file's error said it all: no summary of nothing
	}
	c.summary(report, total, unreadable == 0, time.Since(start))
	switch {
	case unreadable > 0:
		return exitUsage
	case total.invalid > 0:
		return exitFail
	}
	return exitOK
}

// readFile reads one file ("-": standard input), writes each valid game's
// FEN to out and positions to epdW (if not nil), and reports errors and,
// when there are several files, the file's counts. results is shared by
// all files. ok is false if the file could not be read to its end.
func (c *pgnConfig) readFile(name string, results map[string]int, out, epdW *bufio.Writer, report, stderr io.Writer) (t pgnTally, ok bool) {
	t.results = results
	in, label := pgnStdin, "<stdin>"
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "westcott pgn: %v\n", err)
			return t, false
		}
		defer f.Close()
		in, label = f, name
	}
	ok = true
	err := pgnFile(label, in, &t, report, func(g *pgn.Game) error {
		if c.fen {
			pos := g.Final()
			fmt.Fprintln(out, pos.FEN())
		}
		if c.eco {
			fmt.Fprintln(out, pgnOpening(g))
		}
		if epdW != nil {
			return pgnWriteEPD(epdW, g, c.final, c.skip, &t)
		}
		return nil
	})
	if err != nil {
		fmt.Fprintf(stderr, "westcott pgn: %s: %v\n", label, err)
		ok = false
	}
	if len(c.files) > 1 {
		fmt.Fprintf(report, "%s: %d games, %d moves, %d invalid\n", label, t.games, t.plies, t.invalid)
	}
	return t, ok
}

// summary prints the totals of all files.
func (c *pgnConfig) summary(report io.Writer, total pgnTally, written bool, el time.Duration) {
	fmt.Fprintf(report, "games %d, moves %d, invalid %d\n", total.games, total.plies, total.invalid)
	fmt.Fprintf(report, "results 1-0 %d, 0-1 %d, 1/2-1/2 %d, * %d\n",
		total.results[pgn.WhiteWins], total.results[pgn.BlackWins], total.results[pgn.Draw], total.results[pgn.Unknown])
	switch {
	case c.epdOut != "" && written:
		fmt.Fprintf(report, "epd positions %d written to %s\n", total.positions, c.epdOut)
	case c.epdOut != "" && c.epdOut != "-":
		fmt.Fprintf(report, "epd positions %d not written: a file could not be read to its end (%s left as it was)\n", total.positions, c.epdOut)
	}
	rate := 0.0
	if el > 0 {
		rate = float64(total.games) / el.Seconds()
	}
	fmt.Fprintf(report, "time %.3f s, %.0f games/s\n", el.Seconds(), rate)
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
		if !g.Terminated {
			// Cut off mid-movetext, or no result token: not a whole game.
			t.invalid++
			fmt.Fprintf(report, "%s:%d: game %d (line %d): the movetext ends without a result token (1-0, 0-1, 1/2-1/2 or *): cut off?\n",
				label, g.Line, g.Number, g.Line)
			continue
		}
		t.plies += g.Plies()
		t.results[g.Result]++
		if err := each(g); err != nil {
			return err
		}
	}
}

// pgnOpening names g's opening by its main line: "C02 French Defense:
// Advance Variation", or "?".
func pgnOpening(g *pgn.Game) string {
	moves := make([]chess.Move, len(g.Moves))
	for i, n := range g.Moves {
		moves[i] = n.Move
	}
	if o, ok := eco.Classify(g.Start, moves); ok {
		return o.String()
	}
	return "?"
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

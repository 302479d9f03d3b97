package main

import (
	"bytes"
	"errors"

	"fmt"
	"io"
	"os"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/polyglot"
)

const bookUsage = `Usage: westcott book make -pgn FILE [-pgn FILE ...] -out BOOK [flags]
       westcott book show [-fen FEN] [-moves MOVES] [-book BOOK]

make builds a Polyglot (.bin) book from the main lines of PGN games, by
PolyGlot's rules: its books equal "polyglot make-book"'s entry for entry
(see docs/BOOKS.md). show lists a position's book moves, one line each,
"MOVE weight N" in UCI notation, best first.

Run 'westcott book make -h' or 'westcott book show -h' for the flags.`

func runBook(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "westcott book: want a subcommand, make or show (see 'westcott book -h')")
		return exitUsage
	}
	switch args[0] {
	case "make":
		return runBookMake(args[1:], stdout, stderr)
	case "show":
		return runBookShow(args[1:], stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stderr, bookUsage)
		return exitOK
	}
	fmt.Fprintf(stderr, "westcott book: unknown subcommand %q: want make or show (see 'westcott book -h')\n", args[0])
	return exitUsage
}

// stringsFlag collects a repeated flag.
type stringsFlag []string

func (s *stringsFlag) String() string     { return strings.Join(*s, " ") }
func (s *stringsFlag) Set(v string) error { *s = append(*s, v); return nil }

// maxBookWarnings bounds the skipped games reported one by one.
const maxBookWarnings = 10

func runBookMake(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("book make", "book make -pgn FILE [-pgn FILE ...] -out BOOK [-min-games N] [-max-ply N] [-only-white|-only-black]", `
Builds a Polyglot opening book from the main lines of PGN games, as
"polyglot make-book" does: each move of a game's first -max-ply plies counts
for its position and scores 2 for a win of the side that played it, 1 for a
draw or an unknown result, 0 for a loss; a move counted fewer than
-min-games times, or never scoring, is left out; the weight is the score
(see docs/BOOKS.md for the halving of very frequent moves). The defaults
are PolyGlot's (-min-game 3, -max-ply 1024), so

  westcott book make -pgn games.pgn -out a.bin
  polyglot make-book -pgn games.pgn -bin b.bin

write the same file. Games the PGN reader rejects are skipped with a
warning, as are Chess960 games; games with a FEN tag count from their
position. With no game left to read, nothing is written and the exit
status is 1. More files may follow the flags.

Example:
  westcott book make -pgn data/pgn/twic_232games.pgn -out book.bin
  westcott book make -pgn a.pgn -pgn b.pgn -out white.bin -only-white -max-ply 20 -min-games 5`, stderr)
	var files stringsFlag
	fs.Var(&files, "pgn", "PGN `file` to read (repeat for more)")
	out := fs.String("out", "", "the book `file` to write")
	minGames := fs.Int("min-games", 3, "least number of times a move must be played to enter the book")
	maxPly := fs.Int("max-ply", 1024, "use the first `N` plies of each game")
	onlyWhite := fs.Bool("only-white", false, "only White's moves")
	onlyBlack := fs.Bool("only-black", false, "only Black's moves")
	if code, ok := parseArgs(fs, args); !ok {
		return code
	}
	files = append(files, fs.Args()...)
	fail := complain(stderr, "book make", exitUsage)
	switch {
	case len(files) == 0:
		return fail("no games: give -pgn FILE (see 'westcott book make -h')")
	case *out == "":
		return fail("no book to write: give -out FILE")
	case *minGames < 1:
		return fail("-min-games %d: must be 1 or more", *minGames)
	case *maxPly < 1:
		return fail("-max-ply %d: must be 1 or more", *maxPly)
	case *onlyWhite && *onlyBlack:
		return fail("-only-white and -only-black: choose one")
	}
	for _, name := range files {
		if len(name) > 1 && name[0] == '-' {
			return fail("%q after the files: flags go before them", name)
		}
		if sameFile(name, *out) {
			return fail("-out %s would write over the input %s", *out, name)
		}
	}
	if err := checkInputs(files...); err != nil {
		return fail("%v", err)
	}
	book, err := createOutput(*out, "book")
	if err != nil {
		return fail("-out: %v", err)
	}
	defer book.abort()
	b := polyglot.NewBuilder()
	b.MinGames, b.MaxPly, b.OnlyWhite, b.OnlyBlack = *minGames, *maxPly, *onlyWhite, *onlyBlack
	skipped := 0
	warn := func(format string, a ...any) {
		skipped++
		if skipped <= maxBookWarnings {
			fmt.Fprintf(stderr, "westcott book make: skipped "+format+"\n", a...)
		}
	}
	for _, name := range files {
		if err := addPGNFile(b, name, warn); err != nil {
			return fail("%v", err)
		}
	}
	if skipped > maxBookWarnings {
		fmt.Fprintf(stderr, "westcott book make: skipped %d games in all\n", skipped)
	}
	if b.Games() == 0 {
		return complain(stderr, "book make", exitFail)("no readable game in %s: nothing written", strings.Join(files, ", "))
	}
	entries := b.Entries()
	var buf bytes.Buffer
	if err := polyglot.Write(&buf, entries); err != nil {
		fmt.Fprintf(stderr, "westcott book make: %v\n", err) // cannot happen: the builder sorts
		return exitFail
	}
	_, err = book.Write(buf.Bytes())
	if err == nil {
		err = book.commit()
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott book make: %v\n", err)
		return exitFail
	}
	fmt.Fprintf(stdout, "games %d, skipped %d, moves counted %d, entries %d written to %s\n",
		b.Games(), skipped, b.Moves(), len(entries), *out)
	return exitOK
}

// sameFile reports whether a and b name one existing file.
func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// addPGNFile adds the games of a PGN file to b; skip is told of each game
// left out. The error is a file that cannot be read.
func addPGNFile(b *polyglot.Builder, name string, skip func(format string, a ...any)) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	r := pgn.NewReader(f)
	var moves []chess.Move
	for {
		g, err := r.Read()
		if err == io.EOF {
			return nil
		}
		var perr *pgn.Error
		switch {
		case errors.As(err, &perr):
			skip("%s: %v", name, err)
			continue
		case err != nil:
			return fmt.Errorf("%s: %v", name, err)
		case g.Start.Chess960():
			skip("%s: game %d (line %d): Chess960 (a Polyglot key does not tell its castling rooks apart)", name, g.Number, g.Line)
			continue
		}
		moves = moves[:0]
		for _, n := range g.Moves {
			moves = append(moves, n.Move)
		}
		b.AddGame(g.Start, moves, polyglot.ParseResult(g.Result))
	}
}

func runBookShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("book show", "book show [-fen FEN] [-moves MOVES] [-book BOOK]", `
Lists the book moves of a position, one line each, "MOVE weight N", in UCI
notation, highest weight first (the book's order among equal weights).
Entries of the position's key that are no legal move there are reported on
standard error. Exits 1 if the position is not in the book.

Example:
  westcott book show -book book.bin
  westcott book show -book book.bin -fen 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
  westcott book show -book book.bin -moves 'e2e4 c7c5 g1f3'`, stderr)
	fen := fs.String("fen", chess.StartFEN, "the position in FEN")
	moveList := fs.String("moves", "", "UCI `moves` played from the position first")
	bookFile := fs.String("book", "book.bin", "the Polyglot book `file`")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "westcott book show: %v\n", err)
		return exitUsage
	}
	for _, s := range strings.Fields(*moveList) {
		m, err := pos.ParseMove(s)
		if err != nil {
			fmt.Fprintf(stderr, "westcott book show: -moves: %v\n", err)
			return exitUsage
		}
		pos.MakeMove(m)
	}
	book, err := polyglot.Open(*bookFile)
	if err != nil {
		fmt.Fprintf(stderr, "westcott book show: %v\n", err)
		return exitUsage
	}
	key := polyglot.Key(&pos)
	moves := book.Moves(&pos)
	for _, m := range moves {
		fmt.Fprintf(stdout, "%s weight %d\n", pos.UCI(m.Move), m.Weight)
	}
	if n := len(book.Entries(key)); n > len(moves) {
		fmt.Fprintf(stderr, "westcott book show: %d of the %d entries of key %016x are no legal move here (left out)\n", n-len(moves), n, key)
	}
	if len(moves) == 0 {
		fmt.Fprintf(stderr, "westcott book show: the position (key %016x) is not in %s\n", key, *bookFile)
		return exitFail
	}
	return exitOK
}

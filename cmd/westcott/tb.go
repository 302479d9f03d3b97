package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// defaultTBPath is where tb looks for tables when -path is not given: the
// repository's 3-4 piece set, from the repository's root.
const defaultTBPath = "data/syzygy"

func runTB(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("tb", "tb -fen FEN [-path DIR[:DIR...]]", `
Probes the Syzygy tables for a position: its value for the side to move
(win, cursed-win, draw, blessed-loss, loss), its distance to zeroing (plies
to the next capture or pawn move with best play; negative when losing), and
every legal move with the value it keeps, best first. The best move converts
a win within the 50-move rule (counted from the position's halfmove clock)
and never gives away a draw. The output ends with three lines for scripts:

  wdl win|cursed-win|draw|blessed-loss|loss
  dtz N
  bestmove MOVE                  (UCI notation; "(none)" without legal moves)

-path defaults to data/syzygy when that directory exists. Exit 1 when no
table covers the position, 2 for bad input (FEN, castling rights, too many
pieces for the tables).

Example:
  westcott tb -fen '8/8/8/5k2/1R6/8/3K4/8 w - - 0 1'
  westcott tb -fen '8/8/1k6/8/3KP3/8/8/8 w - - 0 1' -path /opt/syzygy:/data/syzygy`, stderr)
	fen := fs.String("fen", "", "the position in FEN (required)")
	path := fs.String("path", "", "table directories, separated by ':' (default: "+defaultTBPath+" if it exists)")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := complain(stderr, "tb", exitUsage)
	if *fen == "" {
		return bad("-fen is required (see 'westcott tb -h')")
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		return bad("%v", err)
	}
	if *path == "" {
		if st, err := os.Stat(defaultTBPath); err != nil || !st.IsDir() {
			return bad("no -path given and no %s directory here: say where the tables are", defaultTBPath)
		}
		*path = defaultTBPath
	}
	tb, err := syzygy.Open(*path)
	if err != nil {
		return bad("%v", err)
	}
	if tb.MaxPieces() == 0 {
		fmt.Fprintf(stderr, "westcott tb: no Syzygy tables (.rtbw files) in %s\n", *path)
		return exitFail
	}
	wdl, err := tb.ProbeWDL(&pos)
	var dtz int
	var moves []syzygy.RootMove
	if err == nil {
		dtz, _, err = tb.ProbeDTZ(&pos)
	}
	if err == nil {
		moves, err = tb.RootMoves(&pos, true)
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott tb: %v\n", err)
		if errors.Is(err, syzygy.ErrCastling) || errors.Is(err, syzygy.ErrTooManyPieces) {
			return exitUsage
		}
		return exitFail
	}
	writeTB(stdout, &pos, tb, wdl, dtz, moves)
	return exitOK
}

// writeTB prints the probe's result for people, then the three lines for
// scripts.
func writeTB(w io.Writer, pos *chess.Position, tb *syzygy.Tablebase, wdl syzygy.WDL, dtz int, moves []syzygy.RootMove) {
	side := "White"
	if pos.SideToMove() == chess.Black {
		side = "Black"
	}
	fmt.Fprintf(w, "Position: %s\n", pos.FEN())
	fmt.Fprintf(w, "Tables:   up to %d pieces\n", tb.MaxPieces())
	meaning := map[syzygy.WDL]string{
		syzygy.Win:         side + ", to move, wins",
		syzygy.CursedWin:   side + ", to move, wins but not within the 50-move rule: a draw",
		syzygy.Draw:        "a draw",
		syzygy.BlessedLoss: side + ", to move, loses but the 50-move rule saves it: a draw",
		syzygy.Loss:        side + ", to move, loses",
	}[wdl]
	fmt.Fprintf(w, "WDL:      %s (%s)\n", wdl, meaning)
	switch {
	case dtz == 0:
		fmt.Fprintf(w, "DTZ:      0 (drawn)\n")
	case dtz > 0:
		fmt.Fprintf(w, "DTZ:      %d (plies to a capture or pawn move that keeps the win)\n", dtz)
	default:
		fmt.Fprintf(w, "DTZ:      %d (plies until the opponent captures or moves a pawn, resisting best)\n", dtz)
	}
	if pos.HalfmoveClock() > 0 {
		fmt.Fprintf(w, "Clock:    %d plies since the last capture or pawn move\n", pos.HalfmoveClock())
	}
	best := "(none)"
	if len(moves) > 0 {
		best = pos.UCI(syzygy.Best(moves)[0].Move)
		fmt.Fprintf(w, "Moves:\n")
		for _, m := range moves {
			fmt.Fprintf(w, "  %-8s %-6s %-13s dtz %d\n", pos.SAN(m.Move), pos.UCI(m.Move), m.WDL, m.DTZ)
		}
	} else if pos.InCheck() {
		fmt.Fprintf(w, "Moves:    none, checkmated\n")
	} else {
		fmt.Fprintf(w, "Moves:    none, stalemate\n")
	}
	fmt.Fprintf(w, "wdl %s\ndtz %d\nbestmove %s\n", wdl, dtz, best)
}

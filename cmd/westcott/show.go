package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/svg"
	"github.com/westcott-chess/westcott/studies/bitview"
)

func runShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("show", "show [-fen FEN] -what NAME[:ARG][,NAME[:ARG]...] [-see MOVE] | show -svg [-flip] [-fen FEN] [-what ...] [-arrows ...] [-highlight ...] | show -list", `
The viewer and calculator of the bitboard pages: draws sets of a position as
8x8 dot diagrams beside the board (rank 8 on top), and the static exchange
of a move. COLOR is white or black (w, b), and may be left out for the side
to move; squares are like e4.

-svg writes the board as an SVG picture on standard output instead: each
-what set a ring of its own colour on its squares (its numbers written in),
named in a legend under the board; -flip puts Black at the bottom.

Example:
  westcott show -what attacks:white,counts:white
  westcott show -fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' -what pins:black,attackers:e6,passed:white
  westcott show -fen '8/8/8/8/4K3/8/8/8 w - - 0 1' -what paths:e4-a1+h8
  westcott show -fen '3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1' -see Rd2xd5
  westcott show -svg -flip -what pins:black,attacks:white -arrows e5f7 > board.svg
  westcott show -list`, stderr)
	fen := fs.String("fen", chess.StartFEN, "position in FEN (X-FEN and Shredder-FEN castling accepted)")
	what := fs.String("what", "", "comma-separated names of the sets to draw (see -list)")
	see := fs.String("see", "", "a move (UCI or SAN) whose static exchange to print")
	list := fs.Bool("list", false, "list every name with a one-line description")
	pic := fs.Bool("svg", false, "write the board and the -what sets as an SVG picture on standard output")
	flip := fs.Bool("flip", false, "with -svg: Black at the bottom")
	arrows := fs.String("arrows", "", "with -svg: comma-separated arrows from square to square, like e2e4,g8f6 (e4e4 rings e4)")
	highlight := fs.String("highlight", "", "with -svg: comma-separated squares to tint, like e4,d5")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := complain(stderr, "show", exitUsage)
	if *list {
		showList(stdout)
		return exitOK
	}
	switch {
	case *pic && *see != "":
		return bad("-see prints a text report: not with -svg")
	case !*pic && (*flip || *arrows != "" || *highlight != ""):
		return bad("-flip, -arrows and -highlight draw on -svg's picture: give -svg")
	case !*pic && *what == "" && *see == "":
		return bad("nothing to show: give -what NAME, -see MOVE, -svg or -list")
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		return bad("%v", err)
	}
	// Check every name before drawing anything, so a typo costs no output.
	var views []bitview.View
	if *what != "" {
		for _, item := range strings.Split(*what, ",") {
			v, err := bitview.Draw(&pos, strings.TrimSpace(item))
			if err != nil {
				return bad("%v", err)
			}
			views = append(views, v...)
		}
	}
	if *pic {
		opts, err := svgOptions(views, *flip, *arrows, *highlight)
		if err != nil {
			return bad("%v", err)
		}
		if err := svg.Write(stdout, pos, opts); err != nil {
			fmt.Fprintf(stderr, "westcott show: %v\n", err)
			return exitFail
		}
		return exitOK
	}
	var seeText string
	if *see != "" {
		seeText, err = bitview.SEEReport(&pos, *see)
		if err != nil {
			return bad("-see: %v", err)
		}
	}
	for _, v := range views {
		writeShowView(stdout, &pos, v)
	}
	fmt.Fprint(stdout, seeText)
	return exitOK
}

// svgOptions turns show's flags into the picture's options: a Mark for
// each view (its digits, if any, written on its squares), the arrows and
// the tinted squares.
func svgOptions(views []bitview.View, flip bool, arrows, highlight string) (svg.Options, error) {
	opts := svg.Options{Flip: flip}
	for _, v := range views {
		m := svg.Mark{Squares: v.Set, Title: v.Title}
		if v.Marks != nil {
			m.Labels = map[chess.Square]string{}
			for set := v.Set; set != 0; {
				sq := set.PopLSB()
				m.Labels[sq] = string(v.Marks[sq])
			}
		}
		opts.Marks = append(opts.Marks, m)
	}
	if arrows != "" {
		for _, a := range strings.Split(arrows, ",") {
			a = strings.TrimSpace(a)
			from, err1 := bitboard.ParseSquare(a[:min(2, len(a))])
			to, err2 := bitboard.ParseSquare(a[min(2, len(a)):])
			if err1 != nil || err2 != nil {
				return opts, fmt.Errorf("-arrows: %q: want two squares, like e2e4", a)
			}
			opts.Arrows = append(opts.Arrows, svg.Arrow{From: from, To: to})
		}
	}
	if highlight != "" {
		var set bitboard.Bitboard
		for _, s := range strings.Split(highlight, ",") {
			sq, err := bitboard.ParseSquare(strings.TrimSpace(s))
			if err != nil {
				return opts, fmt.Errorf("-highlight: %q: want a square, like e4", strings.TrimSpace(s))
			}
			set |= sq.Bitboard()
		}
		opts.Highlights = []svg.Highlight{{Squares: set}}
	}
	return opts, nil
}

func showList(w io.Writer) {
	var group string
	for _, f := range bitview.Families() {
		if f.Group != group {
			group = f.Group
			fmt.Fprintf(w, "%s:\n", group)
		}
		label := f.Name
		if f.Arg != "" {
			label += ":" + f.Arg
		}
		fmt.Fprintf(w, "  %-32s %s\n", label, f.Summary)
	}
	fmt.Fprintln(w, "\nCOLOR is white or black (w, b); left out, the side to move. DIR is one of",
		strings.Join(bitview.DirNames(), ", ")+".")
}

// writeShowView draws the title, then the board and the set side by side.
func writeShowView(w io.Writer, p *chess.Position, v bitview.View) {
	fmt.Fprintln(w, v.Title)
	for r := bitboard.Rank(7); ; r-- {
		var sb strings.Builder
		fmt.Fprintf(&sb, "%d  ", r+1)
		for f := bitboard.File(0); f < 8; f++ {
			if f > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(p.Piece(bitboard.NewSquare(f, r)).String())
		}
		sb.WriteString("    ")
		for f := bitboard.File(0); f < 8; f++ {
			if f > 0 {
				sb.WriteByte(' ')
			}
			sq := bitboard.NewSquare(f, r)
			switch {
			case !v.Set.Has(sq):
				sb.WriteByte('.')
			case v.Marks != nil:
				sb.WriteByte(v.Marks[sq])
			default:
				sb.WriteByte('1')
			}
		}
		fmt.Fprintln(w, sb.String())
		if r == 0 {
			break
		}
	}
	fmt.Fprintln(w, "   a b c d e f g h    a b c d e f g h")
	fmt.Fprintln(w)
}

// showNames returns every family name, sorted (for tests).
func showNames() []string {
	var names []string
	for _, f := range bitview.Families() {
		names = append(names, f.Name)
	}
	sort.Strings(names)
	return names
}

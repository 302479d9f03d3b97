package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/dirgolem"
	"github.com/westcott-chess/westcott/pawns"
)

func init() {
	register(command{name: "show", summary: "draw attack maps, pins, DirGolem targets, king paths and pawn patterns of a position; SEE of a move", run: runShow})
}

// showView is one diagram: a title and a set, drawn beside the board. With
// marks, a square shows its mark instead of "1" (digits for counts and
// steps); unmarked squares show ".".
type showView struct {
	title string
	set   bitboard.Bitboard
	marks *[64]byte
}

// showFamily is a kind of set show can draw: name[:arg].
type showFamily struct {
	name    string
	arg     string // "COLOR" (optional, default side to move), "SQUARE", "FROM-TO", "DIR", or "" for none
	group   string
	summary string
	draw    func(p *chess.Position, arg string) ([]showView, error)
}

// showFamilies is filled by init from the table below and the pawns
// package's patterns; showOrder keeps the listing order.
var (
	showFamilies = map[string]showFamily{}
	showOrder    []string
)

func addShowFamily(f showFamily) {
	if _, dup := showFamilies[f.name]; dup {
		panic("show: duplicate name " + f.name)
	}
	showFamilies[f.name] = f
	showOrder = append(showOrder, f.name)
}

func init() {
	for _, f := range []showFamily{
		{"attacks", "COLOR", "attack maps", "every square COLOR attacks (its defended pieces included)", showAttacks},
		{"counts", "COLOR", "attack maps", "how many of COLOR's pieces attack each square (digits, + for 10 or more)", showCounts},
		{"xrays", "COLOR", "attack maps", "squares COLOR's sliders attack through their own batteries (x-rays)", showXRays},
		{"attackers", "SQUARE", "attack maps", "the pieces of both colors attacking SQUARE, with Ed Schröder's attack bytes", showAttackers},
		{"pieces", "COLOR", "attack maps", "COLOR's pieces", showPieces},
		{"checkers", "", "checks and pins", "the pieces giving check to the side to move", showCheckers},
		{"pins", "COLOR", "checks and pins", "COLOR's pieces absolutely pinned to their king (x-ray and ray methods)", showPins},
		{"pinners", "COLOR", "checks and pins", "the enemy sliders pinning COLOR's pieces", showPinners},
		{"discovered", "COLOR", "checks and pins", "COLOR's pieces that give discovered check by leaving their line", showDiscovered},
		{"inbetween", "", "dirgolem", "DirGolem's in-between sets of the side to move, by line (blocks, pins, discoverers)", showInBetween},
		{"taboo", "", "dirgolem", "squares the side to move's king must avoid: enemy attacks with the king x-rayed", showTaboo},
		{"evasions", "", "dirgolem", "DirGolem's mask for non-king moves (check and double-check masks)", showEvasions},
		{"dirgolem", "DIR", "dirgolem", "DirGolem's move targets of the side to move: one direction, or without DIR every non-empty one", showDirGolem},
		{"paths", "FROM-TO", "paths", "all shortest king paths on the empty board, steps numbered; TO may list squares joined by +", showPaths},
		{"islands", "COLOR", "pawns", "pawn islands, numbered, with dispersion and distortion", showIslands},
		{"spans", "COLOR", "pawns", "the squares in front of COLOR's pawns (front spans)", showPawnPattern("spans", "front-spans")},
	} {
		addShowFamily(f)
	}
	for _, pt := range pawns.Patterns {
		name := pt.Name
		if name == "attacks" {
			name = "pawn-attacks" // "attacks" is every piece's
		}
		addShowFamily(showFamily{name, "COLOR", "pawns", pt.Summary, showPawnPattern(name, pt.Name)})
	}
}

func runShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("show", "show [-fen FEN] -what NAME[:ARG][,NAME[:ARG]...] [-see MOVE] | show -list", `
The viewer and calculator of the bitboard pages: draws sets of a position as
8x8 dot diagrams beside the board (rank 8 on top), and the static exchange
of a move. COLOR is white or black (w, b), and may be left out for the side
to move; squares are like e4.

Example:
  westcott show -what attacks:white,counts:white
  westcott show -fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' -what pins:black,attackers:e6,passed:white
  westcott show -fen '8/8/8/8/4K3/8/8/8 w - - 0 1' -what paths:e4-a1+h8
  westcott show -fen '3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1' -see Rd2xd5
  westcott show -list`, stderr)
	fen := fs.String("fen", chess.StartFEN, "position in FEN (X-FEN and Shredder-FEN castling accepted)")
	what := fs.String("what", "", "comma-separated names of the sets to draw (see -list)")
	see := fs.String("see", "", "a move (UCI or SAN) whose static exchange to print")
	list := fs.Bool("list", false, "list every name with a one-line description")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *list {
		showList(stdout)
		return exitOK
	}
	if *what == "" && *see == "" {
		fmt.Fprintln(stderr, "westcott show: nothing to show: give -what NAME, -see MOVE or -list")
		return exitUsage
	}
	pos, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "westcott show: %v\n", err)
		return exitUsage
	}
	// Check every name before drawing anything, so a typo costs no output.
	var views []showView
	if *what != "" {
		for _, item := range strings.Split(*what, ",") {
			v, err := showItem(&pos, strings.TrimSpace(item))
			if err != nil {
				fmt.Fprintf(stderr, "westcott show: %v\n", err)
				return exitUsage
			}
			views = append(views, v...)
		}
	}
	var seeText string
	if *see != "" {
		seeText, err = showSEE(&pos, *see)
		if err != nil {
			fmt.Fprintf(stderr, "westcott show: %v\n", err)
			return exitUsage
		}
	}
	for _, v := range views {
		writeShowView(stdout, &pos, v)
	}
	fmt.Fprint(stdout, seeText)
	return exitOK
}

// showItem draws one NAME[:ARG].
func showItem(p *chess.Position, item string) ([]showView, error) {
	name, arg, hasArg := strings.Cut(item, ":")
	f, ok := showFamilies[name]
	if !ok {
		return nil, fmt.Errorf("unknown name %q (westcott show -list lists them)", item)
	}
	switch {
	case f.arg == "" && hasArg:
		return nil, fmt.Errorf("%s takes no argument, got %q", name, item)
	case (f.arg == "SQUARE" || f.arg == "FROM-TO") && arg == "":
		return nil, fmt.Errorf("%s needs a %s: %s:%s", name, strings.ToLower(f.arg), name, showArgExample(f.arg))
	}
	return f.draw(p, arg)
}

func showArgExample(arg string) string {
	switch arg {
	case "SQUARE":
		return "e4"
	case "FROM-TO":
		return "e4-h8"
	case "DIR":
		return "north"
	}
	return "white"
}

func showList(w io.Writer) {
	groups := map[string][]string{}
	var groupOrder []string
	for _, n := range showOrder {
		g := showFamilies[n].group
		if _, seen := groups[g]; !seen {
			groupOrder = append(groupOrder, g)
		}
		groups[g] = append(groups[g], n)
	}
	for _, g := range groupOrder {
		fmt.Fprintf(w, "%s:\n", g)
		for _, n := range groups[g] {
			f := showFamilies[n]
			label := n
			if f.arg != "" {
				label += ":" + f.arg
			}
			fmt.Fprintf(w, "  %-32s %s\n", label, f.summary)
		}
	}
	fmt.Fprintln(w, "\nCOLOR is white or black (w, b); left out, the side to move. DIR is one of",
		strings.Join(showDirNames(), ", ")+".")
}

// writeShowView draws the title, then the board and the set side by side.
func writeShowView(w io.Writer, p *chess.Position, v showView) {
	fmt.Fprintln(w, v.title)
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
			case !v.set.Has(sq):
				sb.WriteByte('.')
			case v.marks != nil:
				sb.WriteByte(v.marks[sq])
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

// showColor reads a COLOR argument; empty means the side to move.
func showColor(p *chess.Position, arg string) (chess.Color, error) {
	switch strings.ToLower(arg) {
	case "":
		return p.SideToMove(), nil
	case "white", "w":
		return chess.White, nil
	case "black", "b":
		return chess.Black, nil
	}
	return 0, fmt.Errorf("bad color %q: want white or black", arg)
}

func showSquare(arg string) (bitboard.Square, error) {
	sq, err := bitboard.ParseSquare(arg)
	if err != nil {
		return 0, fmt.Errorf("bad square %q: want a1..h8", arg)
	}
	return sq, nil
}

// showColorFunc adapts a function of a color to a family's draw function.
func showColorFunc(f func(p *chess.Position, c chess.Color) showView) func(*chess.Position, string) ([]showView, error) {
	return func(p *chess.Position, arg string) ([]showView, error) {
		c, err := showColor(p, arg)
		if err != nil {
			return nil, err
		}
		return []showView{f(p, c)}, nil
	}
}

func squareList(b bitboard.Bitboard) string {
	if b == 0 {
		return "none"
	}
	var s []string
	for b != 0 {
		s = append(s, b.PopLSB().String())
	}
	return strings.Join(s, " ")
}

// titled returns the view of a set titled "item: what (n squares)".
func titled(set bitboard.Bitboard, format string, args ...any) showView {
	return showView{title: fmt.Sprintf(format, args...) + fmt.Sprintf(" (%d)", set.Count()), set: set}
}

var (
	showAttacks = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		return titled(attackmap.Attacks(p, c), "attacks:%v — squares %v attacks", c, c)
	})
	showXRays = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		return titled(attackmap.XRays(p, c), "xrays:%v — squares %v's sliders attack through their own batteries", c, c)
	})
	showPieces = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		return titled(p.ByColor(c), "pieces:%v — %v's pieces", c, c)
	})
	showCounts = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		m := attackmap.Counts(p, c)
		var marks [64]byte
		most := 0
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			n := m.At(sq)
			most = max(most, n)
			switch {
			case n >= 10:
				marks[sq] = '+'
			default:
				marks[sq] = byte('0' + n)
			}
		}
		return showView{
			title: fmt.Sprintf("counts:%v — how many of %v's pieces attack each square (at most %d; twice or more: %d squares)",
				c, c, most, m.AtLeast(2).Count()),
			set: m.AtLeast(1), marks: &marks,
		}
	})
	showPins = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		pinned, pinners := attackmap.PinnedByXRay(p, c)
		v := titled(pinned, "pins:%v — %v's pieces pinned to their king, by %s", c, c, squareList(pinners))
		if rp, rpinners := attackmap.PinnedByRays(p, c); rp != pinned || rpinners != pinners {
			v.title += " [the ray method disagrees: " + squareList(rp) + "]"
		}
		return v
	})
	showPinners = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		_, pinners := attackmap.PinnedByXRay(p, c)
		return titled(pinners, "pinners:%v — the enemy sliders pinning %v's pieces", c, c)
	})
	showDiscovered = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		return titled(attackmap.DiscoveredByRays(p, c), "discovered:%v — %v's pieces that uncover check by leaving their line", c, c)
	})
	showIslands = showColorFunc(func(p *chess.Position, c chess.Color) showView {
		own := p.Pieces(c, chess.Pawn)
		n, islands := pawns.Islands(own)
		var marks [64]byte
		var set bitboard.Bitboard
		for i, isl := range islands[:n] {
			set |= isl
			for b := isl; b != 0; {
				marks[b.PopLSB()] = byte('1' + i)
			}
		}
		return showView{
			title: fmt.Sprintf("islands:%v — %d pawn island(s), numbered from the a-file; dispersion %d, distortion %d",
				c, n, pawns.Dispersion(own), pawns.Distortion(c, own)),
			set: set, marks: &marks,
		}
	})
)

// showPawnPattern draws the pawns package's pattern name, titled as the
// family show calls it.
func showPawnPattern(title, name string) func(*chess.Position, string) ([]showView, error) {
	pt, ok := pawns.LookupPattern(name)
	if !ok {
		panic("show: no pawn pattern " + name)
	}
	return showColorFunc(func(p *chess.Position, c chess.Color) showView {
		set := pt.Set(c, p.Pieces(c, chess.Pawn), p.Pieces(c.Other(), chess.Pawn))
		return titled(set, "%s:%v — %s", title, c, pt.Summary)
	})
}

func showAttackers(p *chess.Position, arg string) ([]showView, error) {
	sq, err := showSquare(arg)
	if err != nil {
		return nil, err
	}
	a := attackmap.AttackersTo(p, sq, p.Occupied())
	w, b := a&p.ByColor(chess.White), a&p.ByColor(chess.Black)
	return []showView{titled(a, "attackers:%v — white %s (byte %v), black %s (byte %v)", sq,
		squareList(w), attackmap.ByteOf(p, w), squareList(b), attackmap.ByteOf(p, b))}, nil
}

func showCheckers(p *chess.Position, _ string) ([]showView, error) {
	return []showView{titled(attackmap.Checkers(p), "checkers — pieces checking %v", p.SideToMove())}, nil
}

func showInBetween(p *chess.Position, _ string) ([]showView, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	var out []showView
	for l := dirgolem.Vertical; l <= dirgolem.AntiDiagonal; l++ {
		out = append(out, titled(t.InBetween[l], "inbetween — %v line through %v's king", l, p.SideToMove()))
	}
	return out, nil
}

func showTaboo(p *chess.Position, _ string) ([]showView, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	return []showView{titled(t.EnemyAttacks, "taboo — squares %v's king must not step on (enemy attacks, king x-rayed)", p.SideToMove())}, nil
}

func showEvasions(p *chess.Position, _ string) ([]showView, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	what := "not in check: every square but the own pieces"
	switch n := t.Checkers.Count(); {
	case n == 1:
		what = "in check: take the checker or block"
	case n > 1:
		what = "double check: only the king moves"
	}
	return []showView{titled(t.Evasions, "evasions — DirGolem's target mask for %v's non-king moves, %s", p.SideToMove(), what)}, nil
}

func showDirNames() []string {
	names := make([]string, dirgolem.NumDirs)
	for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
		names[d] = d.String()
	}
	return names
}

func showDirGolem(p *chess.Position, arg string) ([]showView, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	view := func(d dirgolem.Dir) showView {
		return titled(t.To[d], "dirgolem:%v — %v's move targets in direction %v", d, p.SideToMove(), d)
	}
	if arg != "" {
		for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
			if strings.EqualFold(arg, d.String()) {
				return []showView{view(d)}, nil
			}
		}
		return nil, fmt.Errorf("bad direction %q: want one of %s", arg, strings.Join(showDirNames(), ", "))
	}
	out := []showView{{title: fmt.Sprintf("dirgolem — %d legal moves of %v, all targets (%d squares)", t.Count(), p.SideToMove(), t.All().Count()), set: t.All()}}
	for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
		if t.To[d] != 0 {
			out = append(out, view(d))
		}
	}
	return out, nil
}

func showPaths(p *chess.Position, arg string) ([]showView, error) {
	fromS, toS, ok := strings.Cut(arg, "-")
	if !ok {
		return nil, fmt.Errorf("bad path %q: want FROM-TO, e.g. e4-h8 or e4-a1+h8", arg)
	}
	from, err := showSquare(fromS)
	if err != nil {
		return nil, err
	}
	var to bitboard.Bitboard
	for _, s := range strings.Split(toS, "+") {
		sq, err := showSquare(s)
		if err != nil {
			return nil, err
		}
		to |= sq.Bitboard()
	}
	var asp [bitboard.MaxPathSteps]bitboard.Bitboard
	n, found := bitboard.AllShortestPaths(from.Bitboard(), to, bitboard.Universe, &asp)
	if !found {
		return []showView{{title: fmt.Sprintf("paths:%s — no path", arg)}}, nil
	}
	var marks [64]byte
	var set bitboard.Bitboard
	for k := 0; k <= n; k++ {
		set |= asp[k]
		for b := asp[k]; b != 0; {
			mark := byte('0' + k)
			if k > 9 {
				mark = '+'
			}
			marks[b.PopLSB()] = mark
		}
	}
	return []showView{{
		title: fmt.Sprintf("paths:%s — all shortest king paths on the empty board, %d moves; each square shows the move that reaches it", arg, n),
		set:   set, marks: &marks,
	}}, nil
}

// showSEE prints the static exchange of a move given in UCI or SAN.
func showSEE(p *chess.Position, text string) (string, error) {
	m, err := p.ParseMove(text)
	if err != nil && !looksUCI(text) {
		m, err = p.ParseSAN(text)
	}
	if err != nil {
		return "", fmt.Errorf("-see: %v", err)
	}
	var sb strings.Builder
	r := attackmap.Exchange(p, m)
	fmt.Fprintf(&sb, "SEE of %s (%s): %d\n", p.SAN(m), p.UCI(m), attackmap.SEE(p, m))
	if len(r.Captures) == 0 {
		sb.WriteString("  castling exchanges nothing\n")
		return sb.String(), nil
	}
	to := m.To()
	for i, c := range r.Captures {
		sep, note := "x", ""
		if i == 0 && p.Piece(to) == chess.NoPiece && m.Kind() != chess.EnPassant {
			sep = "-"
		}
		if i >= r.Stop {
			note = "   (would not pay: not played)"
		}
		fmt.Fprintf(&sb, "  %2d. %s%v%s%v  gains %d%s\n", i+1, c.Piece, c.From, sep, to, c.Gain, note)
	}
	// Ed Schröder's byte SEE scores a capture by the least valuable
	// attacker; say so when m is not one.
	if m.Kind() == chess.Normal && p.Piece(to) != chess.NoPiece {
		us := p.SideToMove()
		a := attackmap.AttackersTo(p, to, p.Occupied())
		fmt.Fprintf(&sb, "byte SEE (Ed Schröder's table) on %v: %d, bytes %v %v, %v %v", to, attackmap.ByteSEE(p, to),
			us, attackmap.ByteOf(p, a&p.ByColor(us)), us.Other(), attackmap.ByteOf(p, a&p.ByColor(us.Other())))
		v := attackmap.PieceValue(p.Piece(m.From()).Type())
		for b := a & p.ByColor(us); b != 0; {
			if attackmap.PieceValue(p.Piece(b.PopLSB()).Type()) < v {
				sb.WriteString("; it scores a capture by the least valuable attacker, not this one")
				break
			}
		}
		if why := attackmap.ByteSEECaveat(p, to); why != "" {
			fmt.Fprintf(&sb, "; not exact here (%s)", why)
		} else {
			sb.WriteString("; exact here")
		}
		sb.WriteByte('\n')
	}
	return sb.String(), nil
}

// looksUCI reports whether s has the shape of a UCI move (e2e4, e7e8q).
func looksUCI(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	return s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8' && s[2] >= 'a' && s[2] <= 'h' && s[3] >= '1' && s[3] <= '8'
}

// showNames returns every family name, sorted (for tests).
func showNames() []string {
	names := make([]string, 0, len(showFamilies))
	for n := range showFamilies {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

package bitview

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pawns"
	"github.com/westcott-chess/westcott/studies/dirgolem"
)

// View is one drawable set: a title and a set. With Marks, a square shows
// its mark instead of "1" (digits for counts and steps); squares not in Set
// show ".".
type View struct {
	Title string
	Set   bitboard.Bitboard
	Marks *[64]byte
}

// Family is a kind of set that can be drawn: NAME[:ARG].
type Family struct {
	Name    string
	Arg     string // "COLOR" (optional, default side to move), "SQUARE", "FROM-TO", "DIR", or "" for none
	Group   string // "attack maps", "checks and pins", "dirgolem", "paths", "pawns", "design principles"
	Summary string
	draw    func(p *chess.Position, arg string) ([]View, error)
}

// Families returns every family in listing order (grouped), a fresh slice.
func Families() []Family {
	out := make([]Family, len(order))
	for i, n := range order {
		out[i] = families[n]
	}
	return out
}

// Lookup returns the family called name, and whether there is one.
func Lookup(name string) (Family, bool) {
	f, ok := families[name]
	return f, ok
}

// Draw computes NAME[:ARG] on p: one view, or several for inbetween and a
// dirgolem without direction. An unknown name, a missing or bad argument is
// an error that quotes it: Draw(&start, "attacks:white") is the 22 squares
// white attacks; Draw(&start, "attackers") is the error "attackers needs a
// square: attackers:e4".
func Draw(p *chess.Position, item string) ([]View, error) {
	name, arg, hasArg := strings.Cut(item, ":")
	f, ok := families[name]
	if !ok {
		return nil, fmt.Errorf("unknown name %q (westcott show -list lists them)", item)
	}
	switch {
	case f.Arg == "" && hasArg:
		return nil, fmt.Errorf("%s takes no argument, got %q", name, item)
	case (f.Arg == "SQUARE" || f.Arg == "FROM-TO") && arg == "":
		return nil, fmt.Errorf("%s needs a %s: %s:%s", name, strings.ToLower(f.Arg), name, argExample(f.Arg))
	}
	return f.draw(p, arg)
}

// families is filled by init from the table below and the pawns
// package's patterns; order keeps the listing order.
var (
	families = map[string]Family{}
	order    []string
)

func add(f Family) {
	if _, dup := families[f.Name]; dup {
		panic("bitview: duplicate name " + f.Name)
	}
	families[f.Name] = f
	order = append(order, f.Name)
}

func init() {
	for _, f := range []Family{
		{"attacks", "COLOR", "attack maps", "every square COLOR attacks (its defended pieces included)", attacks},
		{"counts", "COLOR", "attack maps", "how many of COLOR's pieces attack each square (digits, + for 10 or more)", counts},
		{"xrays", "COLOR", "attack maps", "squares COLOR's sliders attack through their own batteries (x-rays)", xRays},
		{"attackers", "SQUARE", "attack maps", "the pieces of both colors attacking SQUARE, with Ed Schröder's attack bytes", attackers},
		{"pieces", "COLOR", "attack maps", "COLOR's pieces", pieces},
		{"checkers", "", "checks and pins", "the pieces giving check to the side to move", checkers},
		{"pins", "COLOR", "checks and pins", "COLOR's pieces absolutely pinned to their king (x-ray and ray methods)", pins},
		{"pinners", "COLOR", "checks and pins", "the enemy sliders pinning COLOR's pieces", pinners},
		{"discovered", "COLOR", "checks and pins", "COLOR's pieces that give discovered check by leaving their line", discovered},
		{"inbetween", "", "dirgolem", "DirGolem's in-between sets of the side to move, by line (blocks, pins, discoverers)", inBetween},
		{"taboo", "", "dirgolem", "squares the side to move's king must avoid: enemy attacks with the king x-rayed", taboo},
		{"evasions", "", "dirgolem", "DirGolem's mask for non-king moves (check and double-check masks)", evasions},
		{"dirgolem", "DIR", "dirgolem", "DirGolem's move targets of the side to move: one direction, or without DIR every non-empty one", dirGolem},
		{"paths", "FROM-TO", "paths", "all shortest king paths on the empty board, steps numbered; TO may list squares joined by +", paths},
		{"islands", "COLOR", "pawns", "pawn islands, numbered, with dispersion and distortion", islands},
		{"spans", "COLOR", "pawns", "the squares in front of COLOR's pawns (front spans)", pawnPattern("spans", "front-spans")},
	} {
		add(f)
	}
	for _, pt := range pawns.Patterns {
		name := pt.Name
		if name == "attacks" {
			name = "pawn-attacks" // "attacks" is every piece's
		}
		add(Family{name, "COLOR", "pawns", pt.Summary, pawnPattern(name, pt.Name)})
	}
	for _, pr := range attackmap.Principles {
		add(Family{pr.Name, "COLOR", "design principles", pr.Summary, principle(pr)})
	}
}

// principle draws one of page "Design Principles"' patterns; the material
// signature's title gives the classification itself.
func principle(pr attackmap.Principle) func(*chess.Position, string) ([]View, error) {
	return colorFunc(func(p *chess.Position, c chess.Color) View {
		summary := strings.ReplaceAll(pr.Summary, "COLOR", c.String())
		if pr.Name == "material-signature" {
			return titled(pr.Set(p, c), "%s:%v — %q: %s", pr.Name, c, attackmap.MaterialSignature(p), summary)
		}
		return titled(pr.Set(p, c), "%s:%v — %s", pr.Name, c, summary)
	})
}

func argExample(arg string) string {
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

// parseColor reads a COLOR argument; empty means the side to move.
func parseColor(p *chess.Position, arg string) (chess.Color, error) {
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

func parseSquare(arg string) (bitboard.Square, error) {
	sq, err := bitboard.ParseSquare(arg)
	if err != nil {
		return 0, fmt.Errorf("bad square %q: want a1..h8", arg)
	}
	return sq, nil
}

// colorFunc adapts a function of a color to a family's draw function.
func colorFunc(f func(p *chess.Position, c chess.Color) View) func(*chess.Position, string) ([]View, error) {
	return func(p *chess.Position, arg string) ([]View, error) {
		c, err := parseColor(p, arg)
		if err != nil {
			return nil, err
		}
		return []View{f(p, c)}, nil
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
func titled(set bitboard.Bitboard, format string, args ...any) View {
	return View{Title: fmt.Sprintf(format, args...) + fmt.Sprintf(" (%d)", set.Count()), Set: set}
}

var (
	attacks = colorFunc(func(p *chess.Position, c chess.Color) View {
		return titled(attackmap.Attacks(p, c), "attacks:%v — squares %v attacks", c, c)
	})
	xRays = colorFunc(func(p *chess.Position, c chess.Color) View {
		return titled(attackmap.XRays(p, c), "xrays:%v — squares %v's sliders attack through their own batteries", c, c)
	})
	pieces = colorFunc(func(p *chess.Position, c chess.Color) View {
		return titled(p.ByColor(c), "pieces:%v — %v's pieces", c, c)
	})
	counts = colorFunc(func(p *chess.Position, c chess.Color) View {
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
		return View{
			Title: fmt.Sprintf("counts:%v — how many of %v's pieces attack each square (at most %d; twice or more: %d squares)",
				c, c, most, m.AtLeast(2).Count()),
			Set: m.AtLeast(1), Marks: &marks,
		}
	})
	pins = colorFunc(func(p *chess.Position, c chess.Color) View {
		pinned, pinners := attackmap.PinnedByXRay(p, c)
		v := titled(pinned, "pins:%v — %v's pieces pinned to their king, by %s", c, c, squareList(pinners))
		if rp, rpinners := attackmap.PinnedByRays(p, c); rp != pinned || rpinners != pinners {
			v.Title += " [the ray method disagrees: " + squareList(rp) + "]"
		}
		return v
	})
	pinners = colorFunc(func(p *chess.Position, c chess.Color) View {
		_, pinners := attackmap.PinnedByXRay(p, c)
		return titled(pinners, "pinners:%v — the enemy sliders pinning %v's pieces", c, c)
	})
	discovered = colorFunc(func(p *chess.Position, c chess.Color) View {
		return titled(attackmap.DiscoveredByRays(p, c), "discovered:%v — %v's pieces that uncover check by leaving their line", c, c)
	})
	islands = colorFunc(func(p *chess.Position, c chess.Color) View {
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
		return View{
			Title: fmt.Sprintf("islands:%v — %d pawn island(s), numbered from the a-file; dispersion %d, distortion %d",
				c, n, pawns.Dispersion(own), pawns.Distortion(c, own)),
			Set: set, Marks: &marks,
		}
	})
)

// pawnPattern draws the pawns package's pattern name, titled as the
// family show calls it.
func pawnPattern(title, name string) func(*chess.Position, string) ([]View, error) {
	pt, ok := pawns.LookupPattern(name)
	if !ok {
		panic("bitview: no pawn pattern " + name)
	}
	return colorFunc(func(p *chess.Position, c chess.Color) View {
		set := pt.Set(c, p.Pieces(c, chess.Pawn), p.Pieces(c.Other(), chess.Pawn))
		return titled(set, "%s:%v — %s", title, c, pt.Summary)
	})
}

func attackers(p *chess.Position, arg string) ([]View, error) {
	sq, err := parseSquare(arg)
	if err != nil {
		return nil, err
	}
	a := attackmap.AttackersTo(p, sq, p.Occupied())
	w, b := a&p.ByColor(chess.White), a&p.ByColor(chess.Black)
	return []View{titled(a, "attackers:%v — white %s (byte %v), black %s (byte %v)", sq,
		squareList(w), attackmap.ByteOf(p, w), squareList(b), attackmap.ByteOf(p, b))}, nil
}

func checkers(p *chess.Position, _ string) ([]View, error) {
	return []View{titled(attackmap.Checkers(p), "checkers — pieces checking %v", p.SideToMove())}, nil
}

func inBetween(p *chess.Position, _ string) ([]View, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	var out []View
	for l := dirgolem.Vertical; l <= dirgolem.AntiDiagonal; l++ {
		out = append(out, titled(t.InBetween[l], "inbetween — %v line through %v's king", l, p.SideToMove()))
	}
	return out, nil
}

func taboo(p *chess.Position, _ string) ([]View, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	return []View{titled(t.EnemyAttacks, "taboo — squares %v's king must not step on (enemy attacks, king x-rayed)", p.SideToMove())}, nil
}

func evasions(p *chess.Position, _ string) ([]View, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	what := "not in check: every square but the own pieces"
	switch n := t.Checkers.Count(); {
	case n == 1:
		what = "in check: take the checker or block"
	case n > 1:
		what = "double check: only the king moves"
	}
	return []View{titled(t.Evasions, "evasions — DirGolem's target mask for %v's non-king moves, %s", p.SideToMove(), what)}, nil
}

func DirNames() []string {
	names := make([]string, dirgolem.NumDirs)
	for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
		names[d] = d.String()
	}
	return names
}

func dirGolem(p *chess.Position, arg string) ([]View, error) {
	var t dirgolem.Targets
	dirgolem.Generate(p, &t)
	view := func(d dirgolem.Dir) View {
		return titled(t.To[d], "dirgolem:%v — %v's move targets in direction %v", d, p.SideToMove(), d)
	}
	if arg != "" {
		for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
			if strings.EqualFold(arg, d.String()) {
				return []View{view(d)}, nil
			}
		}
		return nil, fmt.Errorf("bad direction %q: want one of %s", arg, strings.Join(DirNames(), ", "))
	}
	out := []View{{Title: fmt.Sprintf("dirgolem — %d legal moves of %v, all targets (%d squares)", t.Count(), p.SideToMove(), t.All().Count()), Set: t.All()}}
	for d := dirgolem.Dir(0); d < dirgolem.NumDirs; d++ {
		if t.To[d] != 0 {
			out = append(out, view(d))
		}
	}
	return out, nil
}

func paths(p *chess.Position, arg string) ([]View, error) {
	fromS, toS, ok := strings.Cut(arg, "-")
	if !ok {
		return nil, fmt.Errorf("bad path %q: want FROM-TO, e.g. e4-h8 or e4-a1+h8", arg)
	}
	from, err := parseSquare(fromS)
	if err != nil {
		return nil, err
	}
	var to bitboard.Bitboard
	for _, s := range strings.Split(toS, "+") {
		sq, err := parseSquare(s)
		if err != nil {
			return nil, err
		}
		to |= sq.Bitboard()
	}
	var asp [bitboard.MaxPathSteps]bitboard.Bitboard
	n, found := bitboard.AllShortestPaths(from.Bitboard(), to, bitboard.Universe, &asp)
	if !found {
		return []View{{Title: fmt.Sprintf("paths:%s — no path", arg)}}, nil
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
	return []View{{
		Title: fmt.Sprintf("paths:%s — all shortest king paths on the empty board, %d moves; each square shows the move that reaches it", arg, n),
		Set:   set, Marks: &marks,
	}}, nil
}

// SEEReport returns the static exchange of a move given in UCI or SAN as
// text: the value, each capture with its gain (those that would not pay
// marked), and Ed Schröder's byte SEE of the square with a note on when it
// is exact. A move that is not legal in p is an error (chess.MoveError).
func SEEReport(p *chess.Position, text string) (string, error) {
	m, err := p.ParseMove(text)
	if err != nil && !looksUCI(text) {
		m, err = p.ParseSAN(text)
	}
	if err != nil {
		return "", err
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

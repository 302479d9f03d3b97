package svg

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/westcott-chess/westcott/chess"
)

// Options says what to draw beside the pieces. The zero Options draws the
// board from White's side, with coordinates, 400 pixels wide.
type Options struct {
	Flip          bool // Black at the bottom
	NoCoordinates bool // leave out the file letters and rank numbers

	// Size is the picture's width in pixels, 0 for 400. Its height is the
	// same, plus the legend's lines when a Mark has a Title.
	Size int

	// LastMove's from- and to-squares are tinted; NullMove tints none.
	// Castling is tinted on the king's and the rook's squares, as
	// chess.Move stores it.
	LastMove chess.Move

	Highlights []Highlight // tinted squares, under the pieces
	Marks      []Mark      // square sets as rings, over the pieces
	Arrows     []Arrow     // over everything but the legend
}

// Highlight tints a set of squares, as a board shows a selection or a
// check. Color is any SVG colour ("#e33", "red"); "" is a yellow.
type Highlight struct {
	Squares chess.Bitboard
	Color   string
}

// Mark draws a set of squares as a ring on each, over the pieces. The Nth
// Mark's rings are smaller than the (N-1)th's, so a square in several sets
// shows a ring of each. Color "" takes the Nth colour of a palette of six.
// A Mark with a Title gets a line in a legend under the board. Labels, if
// any, are short texts (a count, a step number) written in the middle of
// their squares in the Mark's colour, whether the square is in the set or
// not.
type Mark struct {
	Squares chess.Bitboard
	Color   string
	Title   string
	Labels  map[chess.Square]string
}

// Arrow is an arrow from the centre of one square to the centre of another;
// one from a square to itself is a circle around it. Color "" is a green.
type Arrow struct {
	From, To chess.Square
	Color    string
}

// The picture is drawn in units of a hundredth of a square, y downwards;
// the viewBox scales it to Size.
const (
	square      = 100
	board       = 8 * square
	defaultSize = 400

	lightColor     = "#e8dcc4"
	darkColor      = "#a47e5a"
	lastMoveColor  = "#d4c43a"
	highlightColor = "#f2d22e"
	arrowColor     = "#15803d"

	legendFont  = 20 // the legend's font size
	legendLine  = 28 // the distance between its lines
	legendWidth = 68 // runes a legend line holds before it wraps
)

// palette gives the Marks their colours when they have none: six hues
// that stay apart on both square colours.
var palette = [...]string{"#1d4ed8", "#dc2626", "#16a34a", "#ea580c", "#7c3aed", "#0891b2"}

// Write draws pos as an SVG document on w. It returns an error if an arrow
// has a square off the board, if Size is negative, or if w fails.
func Write(w io.Writer, pos chess.Position, opts Options) error {
	if opts.Size < 0 {
		return fmt.Errorf("svg: size %d: want 0 (the default) or more pixels", opts.Size)
	}
	for i, a := range opts.Arrows {
		if !a.From.Valid() || !a.To.Valid() {
			return fmt.Errorf("svg: arrow %d (%d to %d): a square off the board", i+1, a.From, a.To)
		}
	}
	d := drawing{opts: opts}
	d.draw(&pos)
	_, err := io.WriteString(w, d.b.String())
	return err
}

// drawing is one picture being written.
type drawing struct {
	opts Options
	b    strings.Builder
}

func (d *drawing) draw(pos *chess.Position) {
	legend := d.legendLines()
	height := board
	if len(legend) > 0 {
		height += legendLine/2 + len(legend)*legendLine
	}
	width := d.opts.Size
	if width == 0 {
		width = defaultSize
	}
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 %d %d" width="%d" height="%s">`+"\n",
		board, height, width, num(float64(width)*float64(height)/board))
	d.squares()
	if m := d.opts.LastMove; m != chess.NullMove {
		d.tint(m.From().Bitboard()|m.To().Bitboard(), lastMoveColor, "last-move")
	}
	for _, h := range d.opts.Highlights {
		d.tint(h.Squares, or(h.Color, highlightColor), "highlight")
	}
	if !d.opts.NoCoordinates {
		d.coordinates()
	}
	d.pieces(pos)
	for i, m := range d.opts.Marks {
		d.rings(i, m)
	}
	for _, a := range d.opts.Arrows {
		d.arrow(a)
	}
	d.legend(legend)
	d.b.WriteString("</svg>\n")
}

// corner returns the top-left corner of sq's square in the picture.
func (d *drawing) corner(sq chess.Square) (x, y int) {
	f, r := int(sq.File()), 7-int(sq.Rank())
	if d.opts.Flip {
		f, r = 7-f, 7-r
	}
	return f * square, r * square
}

// squares draws the light board and the dark squares on it.
func (d *drawing) squares() {
	fmt.Fprintf(&d.b, `<rect class="board" width="%d" height="%d" fill="%s"/>`+"\n", board, board, lightColor)
	fmt.Fprintf(&d.b, `<g class="dark" fill="%s">`+"\n", darkColor)
	for sq := chess.Square(0); sq < 64; sq++ {
		if isDark(sq) {
			x, y := d.corner(sq)
			fmt.Fprintf(&d.b, `<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", x, y, square, square)
		}
	}
	d.b.WriteString("</g>\n")
}

// isDark reports whether sq is a dark square (a1 is).
func isDark(sq chess.Square) bool { return (int(sq.File())+int(sq.Rank()))%2 == 0 }

// tint covers the squares of set with color, half transparent.
func (d *drawing) tint(set chess.Bitboard, color, class string) {
	if set == 0 {
		return
	}
	fmt.Fprintf(&d.b, `<g class="%s" fill="%s" fill-opacity="0.5">`+"\n", class, escape(color))
	for ; set != 0; set &= set - 1 {
		x, y := d.corner(set.LSB())
		fmt.Fprintf(&d.b, `<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", x, y, square, square)
	}
	d.b.WriteString("</g>\n")
}

// coordinates writes the rank numbers in the top-left corners of the
// left-hand column and the file letters in the bottom-right corners of the
// bottom row, each in the colour of the other kind of square.
func (d *drawing) coordinates() {
	d.b.WriteString(`<g class="coordinates" font-family="sans-serif" font-size="20" font-weight="bold">` + "\n")
	for i := range 8 {
		// The square at the left of the i-th row from the top, and the
		// square at the bottom of the i-th column from the left.
		left := chess.Square((7-i)*8 + 0)
		bottom := chess.Square(i)
		if d.opts.Flip {
			left, bottom = chess.Square(i*8+7), chess.Square(63-i)
		}
		x, y := d.corner(left)
		fmt.Fprintf(&d.b, `<text x="%d" y="%d" fill="%s">%d</text>`+"\n", x+5, y+21, otherColor(left), left.Rank()+1)
		x, y = d.corner(bottom)
		fmt.Fprintf(&d.b, `<text x="%d" y="%d" text-anchor="end" fill="%s">%c</text>`+"\n", x+square-5, y+square-6, otherColor(bottom), 'a'+byte(bottom.File()))
	}
	d.b.WriteString("</g>\n")
}

// otherColor is the colour of the squares sq is not.
func otherColor(sq chess.Square) string {
	if isDark(sq) {
		return lightColor
	}
	return darkColor
}

// pieces draws every piece of pos.
func (d *drawing) pieces(pos *chess.Position) {
	for sq := chess.Square(0); sq < 64; sq++ {
		pc := pos.Piece(sq)
		if pc == chess.NoPiece {
			continue
		}
		s := shapes[pc.Type()]
		fill, line := "#fff", "#000"
		if pc.Color() == chess.Black {
			fill, line = "#000", "#fff"
		}
		x, y := d.corner(sq)
		fmt.Fprintf(&d.b, `<g class="%s %s" transform="translate(%d %d)">`, pc.Color(), pieceName(pc.Type()), x, y)
		fmt.Fprintf(&d.b, `<path d="%s" fill="%s" stroke="#000" stroke-width="3" stroke-linejoin="round"/>`, s.body, fill)
		if s.detail != "" {
			fmt.Fprintf(&d.b, `<path d="%s" fill="none" stroke="%s" stroke-width="3" stroke-linecap="round"/>`, s.detail, line)
		}
		d.b.WriteString("</g>\n")
	}
}

// pieceName names a piece type in words, for the class attribute.
func pieceName(t chess.PieceType) string {
	return [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}[t]
}

// rings draws the i-th Mark: a ring on each of its squares, smaller the
// later the Mark, so that rings of several sets on one square nest.
func (d *drawing) rings(i int, m Mark) {
	color := escape(markColor(i, m))
	if m.Squares != 0 {
		r := max(42-8*i, 10)
		fmt.Fprintf(&d.b, `<g class="mark" fill="none" stroke="%s" stroke-width="7" stroke-opacity="0.85">`+"\n", color)
		for set := m.Squares; set != 0; set &= set - 1 {
			x, y := d.corner(set.LSB())
			fmt.Fprintf(&d.b, `<circle cx="%d" cy="%d" r="%d"/>`+"\n", x+square/2, y+square/2, r)
		}
		d.b.WriteString("</g>\n")
	}
	if len(m.Labels) == 0 {
		return
	}
	// A white outline under each letter keeps it legible on any square.
	fmt.Fprintf(&d.b, `<g class="labels" font-family="sans-serif" font-size="36" font-weight="bold" text-anchor="middle" fill="%s" stroke="#fff" stroke-width="5" paint-order="stroke">`+"\n", color)
	for sq := chess.Square(0); sq < 64; sq++ {
		if l, ok := m.Labels[sq]; ok && l != "" {
			x, y := d.corner(sq)
			fmt.Fprintf(&d.b, `<text x="%d" y="%d">%s</text>`+"\n", x+square/2, y+square/2+13, escape(l))
		}
	}
	d.b.WriteString("</g>\n")
}

// markColor is the i-th Mark's colour: its own, or the palette's.
func markColor(i int, m Mark) string {
	return or(m.Color, palette[i%len(palette)])
}

// arrow draws a as one polygon: a shaft from the centre of From to the head
// whose tip is the centre of To.
func (d *drawing) arrow(a Arrow) {
	color := escape(or(a.Color, arrowColor))
	fx, fy := d.corner(a.From)
	tx, ty := d.corner(a.To)
	if a.From == a.To {
		fmt.Fprintf(&d.b, `<circle class="arrow" cx="%d" cy="%d" r="44" fill="none" stroke="%s" stroke-width="8" stroke-opacity="0.8"/>`+"\n",
			fx+square/2, fy+square/2, color)
		return
	}
	const shaft, head, headLen = 16.0, 44.0, 40.0
	x0, y0 := float64(fx+square/2), float64(fy+square/2)
	x1, y1 := float64(tx+square/2), float64(ty+square/2)
	length := math.Hypot(x1-x0, y1-y0)
	ux, uy := (x1-x0)/length, (y1-y0)/length // along the arrow
	nx, ny := -uy, ux                        // across it
	bx, by := x1-ux*headLen, y1-uy*headLen   // where the head begins
	pts := [][2]float64{
		{x0 + nx*shaft/2, y0 + ny*shaft/2},
		{bx + nx*shaft/2, by + ny*shaft/2},
		{bx + nx*head/2, by + ny*head/2},
		{x1, y1},
		{bx - nx*head/2, by - ny*head/2},
		{bx - nx*shaft/2, by - ny*shaft/2},
		{x0 - nx*shaft/2, y0 - ny*shaft/2},
	}
	d.b.WriteString(`<polygon class="arrow" points="`)
	for i, p := range pts {
		if i > 0 {
			d.b.WriteByte(' ')
		}
		d.b.WriteString(num(p[0]) + "," + num(p[1]))
	}
	fmt.Fprintf(&d.b, `" fill="%s" fill-opacity="0.8"/>`+"\n", color)
}

// legendLines returns the legend's lines: each titled Mark's title, broken
// into lines of at most legendWidth runes, with the Mark's index (-1 on the
// lines that continue a title).
func (d *drawing) legendLines() []legendRow {
	var lines []legendRow
	for i, m := range d.opts.Marks {
		if m.Title == "" {
			continue
		}
		for j, text := range wrap(m.Title, legendWidth) {
			mark := i
			if j > 0 {
				mark = -1
			}
			lines = append(lines, legendRow{mark, text})
		}
	}
	return lines
}

type legendRow struct {
	mark int // the Mark whose ring starts the line, or -1
	text string
}

// legend writes the lines under the board, a ring of the Mark's colour
// before each title.
func (d *drawing) legend(lines []legendRow) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(&d.b, `<g class="legend" font-family="sans-serif" font-size="%d">`+"\n", legendFont)
	for i, l := range lines {
		y := board + legendLine/2 + i*legendLine
		if l.mark >= 0 {
			fmt.Fprintf(&d.b, `<circle cx="%d" cy="%d" r="8" fill="none" stroke="%s" stroke-width="4"/>`+"\n",
				12, y+legendLine/2, escape(markColor(l.mark, d.opts.Marks[l.mark])))
		}
		fmt.Fprintf(&d.b, `<text x="%d" y="%d">%s</text>`+"\n", 30, y+legendLine/2+legendFont*7/20, escape(l.text))
	}
	d.b.WriteString("</g>\n")
}

// wrap breaks s at spaces into lines of at most width runes; a word longer
// than that is cut.
func wrap(s string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		for utf8.RuneCountInString(word) > width {
			if line != "" {
				lines = append(lines, line)
				line = ""
			}
			cut := runeOffset(word, width)
			lines = append(lines, word[:cut])
			word = word[cut:]
		}
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// runeOffset returns the byte offset of s's n-th rune (counting from 0),
// counting each invalid byte as a rune, as range does; len(s) if s is shorter.
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// or returns s, or def if s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// num formats a coordinate with at most one decimal.
func num(v float64) string {
	v = math.Round(v*10) / 10
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// escape makes s safe as character data or an attribute value in double
// quotes (the only quotes this package writes): a caller's colour or title
// can hold no markup. Characters XML does not allow are
// replaced by U+FFFD.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '<':
			b.WriteString("&lt;")
		case r == '>':
			b.WriteString("&gt;")
		case r == '&':
			b.WriteString("&amp;")
		case r == '"':
			b.WriteString("&quot;")
		case !xmlChar(r):
			b.WriteRune(utf8.RuneError)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// xmlChar reports whether r may appear in an XML 1.0 document (its
// production Char); invalid UTF-8 decodes as U+FFFD, which may.
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D ||
		r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD ||
		r >= 0x10000 && r <= 0x10FFFF
}

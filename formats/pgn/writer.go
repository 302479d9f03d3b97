package pgn

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// MaxLineWidth is the longest movetext line a Writer writes: the export
// format wants lines of fewer than 80 characters. Only a single token longer
// than that (a word of a comment, or a ";" comment, see Writer) makes a
// longer line; tag pair lines are never broken.
const MaxLineWidth = 79

// Writer writes games in PGN export format.
//
// Comments are written in braces; one too long for a line is broken across
// lines at its spaces (a Reader reads each line break back as the space it
// replaced). A comment
// that contains "}" cannot go in braces; it is written as a ";" comment to
// the end of its line instead. Line breaks inside comments are written as
// spaces, since a Reader could not tell them apart.
type Writer struct {
	w      io.Writer
	out    []byte // the game being written
	col    int    // length of the current line
	prefix string // "(" waiting to be glued to the next token
	err    error
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes one game followed by a blank line. It checks every move
// against its position and writes nothing if one is illegal. Errors of the
// underlying writer are returned by every later call.
func (w *Writer) Write(g *Game) error {
	if w.err != nil {
		return w.err
	}
	w.out = w.out[:0]
	if err := w.writeTags(g); err != nil {
		return err
	}
	w.out = append(w.out, '\n')
	w.col = 0
	if g.Comment != "" {
		w.comment(g.Comment)
	}
	if err := w.writeLine(g.Moves, g.Start); err != nil {
		return err
	}
	res := g.Result
	if !isResult(res) {
		res = Unknown
	}
	w.token(res)
	w.out = append(w.out, '\n', '\n')
	if _, err := w.w.Write(w.out); err != nil {
		w.err = err
		return err
	}
	return nil
}

func (w *Writer) writeTags(g *Game) error {
	for _, t := range g.Tags {
		if t.Name == "" || strings.IndexFunc(t.Name, func(r rune) bool { return r > 127 || !isNameChar(byte(r)) }) >= 0 {
			return fmt.Errorf("pgn: cannot write tag name %q: only letters, digits and '_' are allowed", t.Name)
		}
	}
	for _, t := range exportTags(g) {
		w.tag(t.Name, t.Value)
	}
	return nil
}

// exportTags returns the tag pairs as a Writer writes them: the seven tag
// roster first (missing ones with their default values, the Result tag with
// the game's result even if the game's own Result tag says otherwise), then
// SetUp and FEN if the game starts from another position and has no FEN
// tag, Variant "Chess960" if it is a Chess960 game without a Variant tag,
// then every other tag pair in order, a FEN tag with the game's start
// position whatever its value was.
func exportTags(g *Game) []Tag {
	tags := make([]Tag, 0, len(g.Tags)+7)
	used := make([]bool, len(g.Tags))
	for _, name := range standardTagOrder {
		t := Tag{Name: name, Value: rosterDefault(name)}
		for i := range g.Tags {
			if g.Tags[i].Name == name {
				t.Value, used[i] = g.Tags[i].Value, true
				break
			}
		}
		if name == "Result" { // the game's, whatever the tag said
			t.Value = g.Result
			if !isResult(t.Value) {
				t.Value = Unknown
			}
		}
		tags = append(tags, t)
	}
	std := chess.StartPosition()
	if !g.HasTag("FEN") && g.Start.FEN() != std.FEN() {
		if !g.HasTag("SetUp") {
			tags = append(tags, Tag{"SetUp", "1"})
		}
		tags = append(tags, Tag{"FEN", g.Start.FEN()})
	}
	if g.Start.Chess960() && !g.HasTag("Variant") {
		tags = append(tags, Tag{"Variant", "Chess960"})
	}
	for i, t := range g.Tags {
		if !used[i] {
			if t.Name == "FEN" { // the start position, whatever the tag said
				t.Value = g.Start.FEN()
			}
			tags = append(tags, t)
		}
	}
	return tags
}

func (w *Writer) tag(name, value string) {
	w.out = append(w.out, '[')
	w.out = append(w.out, name...)
	w.out = append(w.out, ' ', '"')
	for i := 0; i < len(value); i++ {
		switch c := value[i]; c {
		case '\\', '"':
			w.out = append(w.out, '\\', c)
		case '\n':
			w.out = append(w.out, ' ')
		default:
			w.out = append(w.out, c)
		}
	}
	w.out = append(w.out, '"', ']', '\n')
}

// token writes one movetext token, starting a new line if it would not fit.
func (w *Writer) token(s string) {
	if w.prefix != "" {
		s = w.prefix + s
		w.prefix = ""
	}
	if w.col > 0 && w.col+1+len(s) > MaxLineWidth {
		w.out = append(w.out, '\n')
		w.col = 0
	}
	if w.col > 0 {
		w.out = append(w.out, ' ')
		w.col++
	}
	w.out = append(w.out, s...)
	w.col += len(s)
}

// closeParen ends a variation, glued to its last token if it fits.
func (w *Writer) closeParen() {
	if w.prefix != "" { // an empty variation: "()"
		w.prefix = ""
		w.token("()")
		return
	}
	if w.col == 0 || w.col+1 > MaxLineWidth {
		w.token(")")
		return
	}
	w.out = append(w.out, ')')
	w.col++
}

// commentSpace turns line breaks into spaces, as the Reader reads them.
var commentSpace = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ")

// comment writes a comment in braces, broken at spaces to fit the lines.
func (w *Writer) comment(text string) {
	text = strings.TrimSpace(commentSpace.Replace(text))
	if text == "" {
		return
	}
	if strings.Contains(text, "}") {
		w.token(";")
		w.out = append(w.out, ' ')
		w.out = append(w.out, text...)
		w.out = append(w.out, '\n')
		w.col = 0
		return
	}
	if len(text)+2 <= MaxLineWidth { // short comments move to the next line whole
		w.token("{" + text + "}")
		return
	}
	words := strings.Split(text, " ")
	for i, word := range words {
		if i == 0 {
			word = "{" + word
		}
		if i == len(words)-1 {
			word += "}"
		}
		if i == 0 {
			w.token(word)
			continue
		}
		// Inside the comment exactly one separator (space or line break) goes
		// between words, so that empty words (double spaces) survive.
		if w.col+1+len(word) > MaxLineWidth {
			w.out = append(w.out, '\n')
			w.col = 0
		} else {
			w.out = append(w.out, ' ')
			w.col++
		}
		w.out = append(w.out, word...)
		w.col += len(word)
	}
}

// writeLine writes the moves of a line played from pos. The first move has
// its number even if Black plays it ("12..."), as has a Black move after a
// comment or a variation.
func (w *Writer) writeLine(nodes []Node, pos chess.Position) error {
	number := true
	for i := range nodes {
		n := &nodes[i]
		before := pos
		// The move number and the move go on one line.
		num := ""
		if pos.SideToMove() == chess.White {
			num = strconv.Itoa(pos.FullmoveNumber()) + ". "
		} else if number {
			num = strconv.Itoa(pos.FullmoveNumber()) + "... "
		}
		if n.Move == chess.NullMove {
			if pos.InCheck() {
				return fmt.Errorf("pgn: cannot write move %d of a line: %w", i+1, &chess.MoveError{Move: "--", FEN: pos.FEN(), Err: ErrNullMoveInCheck})
			}
			w.token(num + "--")
			makeNull(&pos)
		} else {
			if !pos.IsLegal(n.Move) {
				return fmt.Errorf("pgn: cannot write move %d of a line: %w", i+1, &chess.MoveError{Move: pos.UCI(n.Move), FEN: pos.FEN(), Err: chess.ErrIllegalMove})
			}
			w.token(num + pos.SAN(n.Move))
			pos.MakeMove(n.Move)
		}
		for _, nag := range n.NAGs {
			w.token("$" + strconv.Itoa(int(nag)))
		}
		number = false
		if n.Comment != "" {
			w.comment(n.Comment)
			number = true
		}
		for _, v := range n.Variations {
			w.prefix = "("
			if v.Comment != "" {
				w.comment(v.Comment)
			}
			if err := w.writeLine(v.Moves, before); err != nil {
				return err
			}
			w.closeParen()
			number = true
		}
	}
	return nil
}

package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// PGNInfo is what a game's PGN header says beyond the game itself.
type PGNInfo struct {
	Event, Site string
	TimeControl string // "40/60+0", "10+0.1", or "-"
}

// WritePGN writes g in PGN export format (PGN standard, section 8): the
// seven tag roster, then SetUp/FEN for a non-standard start, TimeControl,
// PlyCount and Termination, a blank line, the movetext in lines of at most
// 79 characters with each move's engine comment ("{+0.35/12 0.52s}"), the
// reason of the result as a final comment, and the result.
func WritePGN(w io.Writer, g *Game, info PGNInfo) error {
	var b strings.Builder
	tag := func(name, value string) {
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, value)
	}
	or := func(s, def string) string {
		if s == "" {
			return def
		}
		return s
	}
	result := or(g.Result, "*")
	tag("Event", or(info.Event, "?"))
	tag("Site", or(info.Site, "?"))
	tag("Date", g.Started.Format("2006.01.02"))
	tag("Round", or(roundString(g.Round), "?"))
	tag("White", or(g.White, "?"))
	tag("Black", or(g.Black, "?"))
	tag("Result", result)
	if fen := g.Start.FEN(); fen != chess.StartFEN {
		if g.Start.Chess960() {
			tag("Variant", "Chess960")
		}
		tag("SetUp", "1")
		tag("FEN", fen)
	}
	tag("TimeControl", or(info.TimeControl, "-"))
	tag("PlyCount", strconv.Itoa(len(g.Moves)))
	if g.Termination != "" {
		tag("Termination", g.Termination)
	}
	b.WriteByte('\n')

	line := 0
	word := func(s string) {
		if line > 0 && line+1+len(s) > 79 {
			b.WriteByte('\n')
			line = 0
		}
		if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(s)
		line += len(s)
	}
	commentWords := func(c string) {
		c = strings.NewReplacer("}", ")", "\n", " ", "\r", " ").Replace(c)
		ws := strings.Fields(c)
		for i, x := range ws {
			if i == 0 {
				x = "{" + x
			}
			if i == len(ws)-1 {
				x += "}"
			}
			word(x)
		}
	}
	pos := g.Start
	needNumber := true
	for i, m := range g.Moves {
		n := pos.FullmoveNumber()
		if pos.SideToMove() == chess.White {
			word(strconv.Itoa(n) + ".")
		} else if needNumber {
			word(strconv.Itoa(n) + "...")
		}
		word(pos.SAN(m))
		needNumber = false
		if i < len(g.Comments) && g.Comments[i] != "" {
			commentWords(g.Comments[i])
			needNumber = true
		}
		pos.MakeMove(m)
	}
	if g.Reason != "" {
		commentWords(g.Reason)
	}
	word(result)
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func roundString(r int) string {
	if r <= 0 {
		return ""
	}
	return strconv.Itoa(r)
}

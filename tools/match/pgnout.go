package match

import (
	"io"
	"strconv"

	"github.com/westcott-chess/westcott/formats/pgn"
)

// PGNInfo is what a game's PGN header says beyond the game itself.
type PGNInfo struct {
	Event, Site string
	TimeControl string // "40/60+0", "10+0.1", or "-"
	Pair        int    // the game's pair of games in its match, from 1 (0: none), for ReadDone
}

// PGNGame turns a played game into a pgn.Game: the seven tag roster, then
// (from package pgn) SetUp/FEN for a non-standard start, and TimeControl
// (with WhiteTimeControl and BlackTimeControl under time odds), PlyCount and
// Termination; each move carries its engine comment
// ("+0.35/12 0.52s"), and the last one also the reason the game ended
// ("+M1/20 0.01s, White mates").
func PGNGame(g *Game, info PGNInfo) *pgn.Game {
	pg := pgn.NewGame()
	pg.Start = g.Start
	or := func(s, def string) string {
		if s == "" {
			return def
		}
		return s
	}
	pg.SetTag("Event", or(info.Event, "?"))
	pg.SetTag("Site", or(info.Site, "?"))
	pg.SetTag("Date", g.Started.Format("2006.01.02"))
	pg.SetTag("Round", or(roundString(g.Round), "?"))
	pg.SetTag("White", or(g.White, "?"))
	pg.SetTag("Black", or(g.Black, "?"))
	pg.Result = or(g.Result, pgn.Unknown)
	pg.SetTag("Result", pg.Result)
	pg.SetTag("TimeControl", or(info.TimeControl, "-"))
	if w, b := g.TC[0], g.TC[1]; w != nil && b != nil && *w != *b {
		// Time odds: each side's own clock.
		pg.SetTag("WhiteTimeControl", w.String())
		pg.SetTag("BlackTimeControl", b.String())
	}
	pg.SetTag("PlyCount", strconv.Itoa(len(g.Moves)))
	if g.Termination != "" {
		pg.SetTag("Termination", g.Termination)
	}
	if info.Pair > 0 {
		pg.SetTag(pairTag, strconv.Itoa(info.Pair))
	}
	for i, m := range g.Moves {
		n, err := pg.Append(m)
		if err != nil {
			break // cannot happen: the game loop played only legal moves
		}
		if i < len(g.Comments) {
			pg.Moves[n].Comment = g.Comments[i]
		}
	}
	if g.Reason != "" {
		if k := len(pg.Moves); k > 0 {
			if pg.Moves[k-1].Comment != "" {
				pg.Moves[k-1].Comment += ", "
			}
			pg.Moves[k-1].Comment += g.Reason
		} else {
			pg.Comment = g.Reason
		}
	}
	return pg
}

// WritePGN writes g in PGN export format with package pgn's Writer (lines of
// at most 79 characters).
func WritePGN(w io.Writer, g *Game, info PGNInfo) error {
	return pgn.NewWriter(w).Write(PGNGame(g, info))
}

func roundString(r int) string {
	if r <= 0 {
		return ""
	}
	return strconv.Itoa(r)
}

package datagen

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
)

// PGNStats counts what ConvertPGN read and wrote.
type PGNStats struct {
	Games   int   // games in the input, written or not
	Records int   // games written, a record each
	Plies   int   // their plies
	Scored  int   // plies with a score read from their comment
	Mates   int   // of those, mate scores
	Bytes   int64 // bytes written, header included

	// Games not written, by why.
	Unfinished int // result "*"
	Forfeits   int // ended by a time forfeit, an illegal move or a crash (the Termination tag): the result is not the position's
	Empty      int // no moves
	Invalid    int // refused by the PGN reader (bad syntax, an illegal move), or whose result contradicts the final position
	// FirstInvalid is the first of those errors, to show; nil if none.
	FirstInvalid error
}

// forfeitTerminations are the Termination tags (lower case) of games whose
// result the board did not decide: the PGN standard's (section 9.8.1)
// and fastchess's "illegal move".
var forfeitTerminations = map[string]bool{
	"abandoned": true, "death": true, "emergency": true, "rules infraction": true,
	"time forfeit": true, "unterminated": true, "illegal move": true,
}

// ConvertPGN reads the games of a PGN stream from r and writes them to w as
// a binary file (header included), one record a game, with game IDs from
// firstID on. Each move's score is read from its comment, where match
// runners put the mover's search score: fastchess and cutechess-cli write
// "+0.31/12 0.123s" (pawns, the mover's view; mates "+M5/20", "-M6/18" in
// plies to mate), OpenBench's compact PGNs "+0.31" or "+0.31 12/15 40 5012";
// see CommentScore. Moves whose comment holds no score ("book", none) are
// stored unscored. A record's reason is the final position's when the rules
// end the game there (checkmate, stalemate, repetition, fifty moves,
// material), else an adjudication (a decisive result is trainingdata.AdjudicatedWin, a
// draw trainingdata.AdjudicatedDraw). Games that are unfinished, forfeited, empty, or
// invalid (a PGN error, a result the final position contradicts) are
// skipped and counted. The error is a read or write failure, or too many
// plies for a record.
func ConvertPGN(r io.Reader, w io.Writer, firstID int64) (PGNStats, error) {
	var st PGNStats
	if firstID < 0 {
		return st, fmt.Errorf("first game ID %d out of range", firstID)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.Write(trainingdata.BinaryHeader()); err != nil {
		return st, err
	}
	st.Bytes = trainingdata.BinaryHeaderLen
	pr := pgn.NewReader(r)
	invalid := func(err error) {
		st.Invalid++
		if st.FirstInvalid == nil {
			st.FirstInvalid = err
		}
	}
	var (
		buf []byte
		rec trainingdata.Record
	)
	for id := firstID; ; {
		g, err := pr.Read()
		if err == io.EOF {
			break
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			st.Games++
			invalid(err)
			continue
		}
		if err != nil {
			return st, err
		}
		st.Games++
		switch {
		case g.Result != pgn.WhiteWins && g.Result != pgn.BlackWins && g.Result != pgn.Draw:
			st.Unfinished++
			continue
		case forfeitTerminations[strings.ToLower(g.Tag("Termination"))]:
			st.Forfeits++
			continue
		case len(g.Moves) == 0:
			st.Empty++
			continue
		}
		if err := gameRecord(g, id, &rec); err != nil {
			invalid(fmt.Errorf("game %d (line %d): %w", g.Number, g.Line, err))
			continue
		}
		if buf, err = trainingdata.AppendRecord(buf[:0], &rec); err != nil {
			return st, fmt.Errorf("game %d (line %d): %w", g.Number, g.Line, err)
		}
		if _, err := bw.Write(buf); err != nil {
			return st, err
		}
		id++
		st.Records++
		st.Plies += len(rec.Plies)
		st.Bytes += int64(len(buf))
		for _, p := range rec.Plies {
			if p.Score != trainingdata.NoScore {
				st.Scored++
				if score.IsMate(int(p.Score)) {
					st.Mates++
				}
			}
		}
	}
	return st, bw.Flush()
}

// gameRecord fills rec with game g: its start, its moves with their
// comments' scores (White's view), its result and why it ended.
func gameRecord(g *pgn.Game, id int64, rec *trainingdata.Record) error {
	*rec = trainingdata.Record{ID: id, Start: g.Start, Plies: rec.Plies[:0]}
	if len(g.Moves) > trainingdata.MaxRecordPlies {
		return fmt.Errorf("%d plies, at most %d in a record", len(g.Moves), trainingdata.MaxRecordPlies)
	}
	var (
		keys []uint64
		last chess.Position
		err  error
	)
	g.MainLine(func(pos *chess.Position, n *pgn.Node) bool {
		if n.Move == chess.NullMove {
			err = errors.New("a null move: not a played game")
			return false
		}
		white := int16(trainingdata.NoScore)
		if s, ok := CommentScore(n.Comment); ok {
			if pos.SideToMove() == chess.Black {
				s = -s
			}
			white = int16(s)
		}
		rec.Plies = append(rec.Plies, trainingdata.Ply{Move: n.Move, Score: white})
		keys = append(keys, pos.Key())
		last = *pos
		return true
	})
	if err != nil {
		return err
	}
	switch g.Result {
	case pgn.WhiteWins:
		rec.Result = 1
	case pgn.BlackWins:
		rec.Result = 0
	default:
		rec.Result = 0.5
	}
	final := last
	final.MakeMove(rec.Plies[len(rec.Plies)-1].Move)
	t := final.Termination(keys)
	switch t {
	case chess.NotOver:
		rec.Reason = trainingdata.AdjudicatedDraw
		if rec.Result != 0.5 {
			rec.Reason = trainingdata.AdjudicatedWin
		}
		return nil
	case chess.Checkmate:
		winner := 1.0 // the side that just moved
		if final.SideToMove() == chess.White {
			winner = 0
		}
		if rec.Result != winner {
			return fmt.Errorf("result %s, but the last move mates the other side", g.Result)
		}
	default:
		if rec.Result != 0.5 {
			return fmt.Errorf("result %s, but the final position is a draw (%v)", g.Result, t)
		}
	}
	rec.Reason = terminationReason(t)
	return nil
}

// CommentScore reads the search score at the start of a move's comment, as
// match runners write it from the mover's point of view: "+0.31/12
// 0.123s" (fastchess, cutechess-cli, westcott match), "0.00/1 0.001s" (no
// sign for zero), "+0.31" and "+0.31 12/15 40 5012" (OpenBench's compact
// PGNs), "+M5/20" and "-M6/18" (mates, the number counted in plies to mate
// as fastchess counts it). It returns centipawns from the mover's view
// (cp beyond ±score.MateBound clamped inside it), or a mate score as
// package score scales it (search.MateIn, search.MatedIn); ok is false for
// a comment that starts with no score ("book", "0.520s", words).
func CommentScore(c string) (cp int, ok bool) {
	c = strings.TrimLeft(c, " \t\n")
	end := strings.IndexAny(c, "/ ,\t\n")
	if end < 0 {
		end = len(c)
	}
	tok := c[:end]
	neg := false
	switch {
	case strings.HasPrefix(tok, "+"):
		tok = tok[1:]
	case strings.HasPrefix(tok, "-"):
		tok, neg = tok[1:], true
	}
	if m, isMate := strings.CutPrefix(tok, "M"); isMate {
		plies, err := strconv.ParseUint(m, 10, 32)
		if err != nil || !digits(m) {
			return 0, false
		}
		// Beyond the search's mate range a distance means nothing more.
		plies = min(plies, score.Mate-score.MateBound)
		if neg {
			return search.MatedIn(int(plies)), true
		}
		return search.MateIn(int(plies)), true
	}
	whole, frac, _ := strings.Cut(tok, ".")
	if !digits(whole) || frac != "" && !digits(frac) || strings.HasSuffix(tok, ".") || len(whole) > 6 {
		return 0, false
	}
	x, err := strconv.ParseFloat(tok, 64)
	if err != nil {
		return 0, false
	}
	cp = min(int(x*100+0.5), score.MateBound-1)
	if neg {
		cp = -cp
	}
	return cp, true
}

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool { return s != "" && strings.TrimLeft(s, "0123456789") == "" }

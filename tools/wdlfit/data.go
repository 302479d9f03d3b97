package wdlfit

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/tools/match"
	"github.com/westcott-chess/westcott/wdl"
)

// Data is the scored positions of the match games read so far, and the
// count of the games read and left out. Its zero value (with Skip set as
// wanted) is ready to read.
type Data struct {
	Skip     int          // leave out the first Skip plies of each game
	Samples  []wdl.Sample // one a scored move of the games used
	Games    int          // games read
	NoResult int          // games left out for want of a result
	Repeated int          // games left out because they repeat one read before, move for move
	seen     map[string]bool
}

// Used returns the number of games whose positions are in Samples.
func (d *Data) Used() int { return d.Games - d.NoResult - d.Repeated }

// ReadFile reads the games of the PGN file name, as Read does; its errors
// name the file.
func (d *Data) ReadFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := d.Read(f); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// Read adds the games of a PGN stream. A game that does not parse stops the
// reading with the PGN reader's error (the games before it stay read): the
// stream is not what a match writes.
func (d *Data) Read(r io.Reader) error {
	if d.seen == nil {
		d.seen = map[string]bool{}
	}
	pr := pgn.NewReader(r)
	for {
		g, err := pr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		d.add(g)
	}
}

// add counts the game and adds its scored moves, unless it has no result
// or was seen before.
func (d *Data) add(g *pgn.Game) {
	d.Games++
	white, ok := map[string]wdl.Result{pgn.WhiteWins: wdl.Win, pgn.Draw: wdl.Draw, pgn.BlackWins: wdl.Loss}[g.Result]
	if !ok {
		d.NoResult++
		return
	}
	var key strings.Builder
	key.WriteString(g.Start.FEN())
	for _, n := range g.Moves {
		key.WriteString(" " + n.Move.String())
	}
	if d.seen[key.String()] {
		d.Repeated++
		return
	}
	d.seen[key.String()] = true
	ply := 0
	g.MainLine(func(pos *chess.Position, n *pgn.Node) bool {
		ply++
		cp, ok := match.CommentScore(n.Comment)
		if !ok || ply <= d.Skip {
			return true
		}
		res := white
		if pos.SideToMove() == chess.Black {
			res = wdl.Win - white
		}
		d.Samples = append(d.Samples, wdl.Sample{CP: cp, Material: wdl.Material(pos), Result: res})
		return true
	})
}

// Package nntrain trains package nnue's networks on package datagen's
// positions: each position's features, the search's score and the game's
// result, fitted with Adam in float32 on all cores, then quantized into a
// network file.
package nntrain

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/tools/datagen"
)

// maxPieces bounds the pieces of a position (and so its active features per
// side).
const maxPieces = 32

// sample is one training position, from the side to move's point of view.
type sample struct {
	feats  [2][maxPieces]uint16 // active features: [0] the side to move's view, [1] the other side's
	n      uint8                // how many of each
	score  int16                // the search's score, centipawns
	result float32              // the game's result: 1 won, 0.5 drawn, 0 lost
}

// Data is a set of training positions.
type Data struct {
	samples []sample
}

// Len returns the number of positions.
func (d *Data) Len() int { return len(d.samples) }

// add appends the position e (datagen's, from White's view).
func (d *Data) add(e *datagen.Entry) error {
	p := &e.Pos
	stm := p.SideToMove()
	s := sample{score: int16(max(min(e.Score, 32767), -32767)), result: float32(e.Result)}
	if stm == chess.Black {
		s.score, s.result = -s.score, 1-s.result
	}
	occ := p.Occupied()
	if occ.Count() > maxPieces {
		return fmt.Errorf("%d pieces, at most %d", occ.Count(), maxPieces)
	}
	for b := occ; b != 0; {
		sq := b.PopLSB()
		pc := p.Piece(sq)
		s.feats[0][s.n] = uint16(nnue.Feature(stm, pc, sq))
		s.feats[1][s.n] = uint16(nnue.Feature(stm^1, pc, sq))
		s.n++
	}
	d.samples = append(d.samples, s)
	return nil
}

// Load reads a datagen file from r (named name in errors) and adds its
// positions to train, except those of one game in validEvery, which go to
// valid (whole games: positions of one game are alike, and a validation
// set sharing games with the training set would flatter overfitting). The
// games are told apart by datagen's "# game" lines; which go to valid
// depends on their order only, so it is the same on every run. A malformed
// line stops the load with an error naming it.
func Load(r io.Reader, name string, validEvery int, train, valid *Data) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	line, game := 0, 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.HasPrefix(text, "#") {
			if strings.HasPrefix(text, "# game ") {
				game++
			}
			continue
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		e, err := datagen.ParseLine(text)
		if err == nil {
			to := train
			if validEvery > 0 && game%validEvery == validEvery-1 {
				to = valid
			}
			err = to.add(&e)
		}
		if err != nil {
			return fmt.Errorf("%s:%d: %v", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s:%d: %v", name, line+1, err)
	}
	return nil
}

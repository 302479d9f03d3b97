// Package nntrain trains package nnue's networks on the positions of the
// training data (package trainingdata, as datagen writes it): each
// position's features, the search's score and the game's result, fitted
// with Adam in float32 on all cores, then quantized into a network file.
package nntrain

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/score"
)

// maxPieces bounds the pieces of a position (and so its active features per
// side).
const maxPieces = 32

// sample is one training position, from the side to move's point of view.
type sample struct {
	feats  [2][maxPieces]uint16 // active features: [0] the side to move's view, [1] the other side's
	king   [2]uint8             // each view's own king's square, as the view sees it (nnue.KingSquare)
	n      uint8                // how many of each
	score  int16                // the search's score, centipawns
	result float32              // the game's result: 1 won, 0.5 drawn, 0 lost
}

// Data is a set of training positions.
type Data struct {
	// Mirror adds each position that neither side may castle in twice:
	// as it is and mirrored left to right (files a and h swapped). The
	// network's inputs do not see castling rights, so without them the
	// mirrored position is the same position to it, of the same value: a
	// second sample for free, where a game's positions are few. Positions
	// with castling rights are not mirrored, as their mirror images (a king
	// on d1 that may castle) are not chess.
	Mirror  bool
	samples []sample
}

// Len returns the number of positions.
func (d *Data) Len() int { return len(d.samples) }

// add appends the position e (datagen's, from White's view).
func (d *Data) add(e *trainingdata.Entry) error {
	return d.addPos(&e.Pos, e.Score, e.Result)
}

// addPos appends p, scored white (centipawns) and result (the game's),
// both from White's view.
func (d *Data) addPos(p *chess.Position, white int, result float64) error {
	stm := p.SideToMove()
	s := sample{score: int16(max(min(white, 32767), -32767)), result: float32(result)}
	if stm == chess.Black {
		s.score, s.result = -s.score, 1-s.result
	}
	occ := p.Occupied()
	if occ.Count() > maxPieces {
		return fmt.Errorf("%d pieces, at most %d", occ.Count(), maxPieces)
	}
	for v, c := range [2]chess.Color{stm, stm ^ 1} {
		s.king[v] = uint8(nnue.KingSquare(c, p.KingSquare(c)))
	}
	m := s
	m.king[0], m.king[1] = s.king[0]^7, s.king[1]^7
	for b := occ; b != 0; {
		sq := b.PopLSB()
		pc := p.Piece(sq)
		s.feats[0][s.n] = uint16(nnue.Feature(stm, pc, sq))
		s.feats[1][s.n] = uint16(nnue.Feature(stm^1, pc, sq))
		s.n++
		m.feats[0][m.n] = uint16(nnue.Feature(stm, pc, sq^7))
		m.feats[1][m.n] = uint16(nnue.Feature(stm^1, pc, sq^7))
		m.n++
	}
	d.samples = append(d.samples, s)
	if d.Mirror && p.Castling() == chess.NoCastling {
		d.samples = append(d.samples, m)
	}
	return nil
}

// Filter says which positions loading drops, as the field's trainers do:
// positions whose score is a poor label for a static evaluation. Unscored
// plies (a binary file's random opening plies, the plies datagen convert
// found between positions) are always dropped: they have no label.
type Filter struct {
	// SkipPlies drops the positions before this ply of their game: the
	// ply from the move number, 2×(fullmove−1), plus 1 with Black to move
	// (the openings' own plies count).
	SkipPlies int
	Check     bool // drop positions in check
	Noisy     bool // drop positions whose move played (the search's best) captures or promotes; binary files only, text ones hold none
	Mate      bool // drop mate scores
}

// DefaultFilter is the filter of westcott nntrain. With datagen's openings
// (two moves each) and its 8 random plies the first 12 plies are unscored;
// 16 drops the first four searched ones too, still reeling from the
// random moves.
var DefaultFilter = Filter{SkipPlies: 16, Check: true, Noisy: true, Mate: true}

// ParseFilter returns the filter that a comma-separated list of the names
// "check", "noisy" and "mate" sets (as westcott nntrain's -filters), with
// SkipPlies 0. "none" and empty names set nothing; another name is an
// error.
func ParseFilter(list string) (Filter, error) {
	var f Filter
	for _, name := range strings.Split(list, ",") {
		switch strings.TrimSpace(name) {
		case "check":
			f.Check = true
		case "noisy":
			f.Noisy = true
		case "mate":
			f.Mate = true
		case "none", "":
		default:
			return Filter{}, fmt.Errorf("%q is not one of check, noisy, mate, none", name)
		}
	}
	return f, nil
}

// Names returns the list ParseFilter reads back as f (SkipPlies aside):
// "check,noisy,mate" for all three, "none" for none.
func (f Filter) Names() string {
	var names []string
	for _, n := range []struct {
		on   bool
		name string
	}{{f.Check, "check"}, {f.Noisy, "noisy"}, {f.Mate, "mate"}} {
		if n.on {
			names = append(names, n.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

// LoadStats counts what a load read and kept.
type LoadStats struct {
	Binary bool // the file was binary (else text)
	Read   int  // positions read: plies (binary), position lines (text)
	Kept   int
	// Dropped, by the first reason that applies, in this order.
	Unscored, Early, Check, Noisy, Mate int
	// Torn: the binary file ends inside a record (a run still appending,
	// or one killed mid-write); the records before it were loaded.
	Torn bool
}

// Add adds o's counts to s's.
func (s *LoadStats) Add(o LoadStats) {
	s.Read += o.Read
	s.Kept += o.Kept
	s.Unscored += o.Unscored
	s.Early += o.Early
	s.Check += o.Check
	s.Noisy += o.Noisy
	s.Mate += o.Mate
	s.Torn = s.Torn || o.Torn
}

// String is the counts in one line.
func (s LoadStats) String() string {
	return fmt.Sprintf("read %d, kept %d; dropped: %d unscored, %d before the first plies, %d in check, %d capturing or promoting, %d mate scores",
		s.Read, s.Kept, s.Unscored, s.Early, s.Check, s.Noisy, s.Mate)
}

// keep applies f to the position p, scored white, whose move played is m
// (NullMove: not known), and counts what it drops.
func (f *Filter) keep(st *LoadStats, p *chess.Position, white int, m chess.Move) bool {
	st.Read++
	ply := 2 * (p.FullmoveNumber() - 1)
	if p.SideToMove() == chess.Black {
		ply++
	}
	switch {
	case white == trainingdata.NoScore:
		st.Unscored++
	case ply < f.SkipPlies:
		st.Early++
	case f.Check && p.InCheck():
		st.Check++
	case f.Noisy && trainingdata.IsNoisy(p, m):
		st.Noisy++
	case f.Mate && score.IsMate(white):
		st.Mate++
	default:
		st.Kept++
		return true
	}
	return false
}

// Load is LoadWith without a filter (every scored position is kept).
func Load(r io.Reader, name string, validEvery int, train, valid *Data) error {
	_, err := LoadWith(r, name, validEvery, Filter{}, train, valid)
	return err
}

// LoadWith reads a datagen file from r (named name in errors), binary or
// text (told apart by the first bytes), and adds the positions f keeps to
// train, except those of one game in validEvery, which go to valid (whole
// games: positions of one game are alike, and a validation set sharing
// games with the training set would flatter overfitting). A binary file's
// games are told apart by their IDs (the game with ID i goes to valid when
// i mod validEvery = validEvery−1, the records of one game together); a
// text file's by its "# game" lines, in their order. Either way the split
// is the same on every run. A fault stops the load with an error naming
// it (the line of a text file; the offset, record, game and ply of a
// binary one), except a binary file that ends inside a record (Torn).
func LoadWith(r io.Reader, name string, validEvery int, f Filter, train, valid *Data) (LoadStats, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head, _ := br.Peek(len(trainingdata.BinaryMagic))
	if trainingdata.IsBinary(head) {
		st, err := loadBinary(br, validEvery, &f, train, valid)
		if err != nil {
			err = fmt.Errorf("%s: %v", name, err)
		}
		return st, err
	}
	return loadText(br, name, validEvery, &f, train, valid)
}

func loadBinary(r io.Reader, validEvery int, f *Filter, train, valid *Data) (LoadStats, error) {
	st := LoadStats{Binary: true}
	rd := trainingdata.NewBinaryReader(r)
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return st, nil
		}
		if errors.Is(err, trainingdata.ErrTruncated) && rd.Offset() > 0 {
			st.Torn = true
			return st, nil
		}
		if err != nil {
			return st, err
		}
		to := train
		if validEvery > 0 && rec.ID%int64(validEvery) == int64(validEvery-1) {
			to = valid
		}
		err = rec.Replay(func(pos *chess.Position, i int, p trainingdata.Ply) error {
			if !f.keep(&st, pos, int(p.Score), p.Move) {
				return nil
			}
			if err := to.addPos(pos, int(p.Score), rec.Result); err != nil {
				return fmt.Errorf("offset %d, record %d (game %d), ply %d: %v", rec.Offset, rec.Index, rec.ID, i, err)
			}
			return nil
		})
		if err != nil {
			return st, err
		}
	}
}

func loadText(r io.Reader, name string, validEvery int, f *Filter, train, valid *Data) (LoadStats, error) {
	var st LoadStats
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
		e, err := trainingdata.ParseLine(text)
		if err == nil && f.keep(&st, &e.Pos, e.Score, chess.NullMove) {
			to := train
			if validEvery > 0 && game%validEvery == validEvery-1 {
				to = valid
			}
			err = to.add(&e)
		}
		if err != nil {
			return st, fmt.Errorf("%s:%d: %v", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return st, fmt.Errorf("%s:%d: %v", name, line+1, err)
	}
	return st, nil
}

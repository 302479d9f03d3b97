package trainingdata

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/score"
)

// MaxBridge bounds the gap Convert bridges, in plies.
const MaxBridge = 6

// ConvertStats counts what Convert read and wrote.
type ConvertStats struct {
	Games     int   // text games ("# game" lines)
	Lines     int   // their position lines
	Records   int   // records written
	Plies     int   // their plies: the lines, and the plies found between them
	Bridged   int   // gaps between consecutive lines of a game bridged by a sequence of moves
	Filled    int   // the plies of those sequences after their first (stored unscored)
	Unbridged int   // gaps with no sequence of at most the maximum length (a new record starts)
	Ambiguous int   // gaps with more than one best sequence (the first found is stored)
	Dropped   int   // position lines after the last "# game" line (an unfinished game), not converted
	Bytes     int64 // bytes written, header included
}

// Convert reads a text datagen file from r and writes it to w as a binary
// file (header included). A text game holds only its quiet positions, so
// Convert reconnects each pair of consecutive positions of a game: it
// searches the sequences of legal moves from one to the other, of exactly
// the length the move numbers give (1 to maxGap plies, at most MaxBridge),
// whose first move is quiet (the one the engine played from a written
// position) and which keep the halfmove clocks. The first such sequence
// that explains the most skipped positions (in check, or a capture or a
// promotion played from them) is stored: its first move as the written
// position's move, the others as unscored plies. Where no sequence is
// found a new record of the same game ID starts. A game's last position
// ends its record with no move (NullMove), which is not known. Position
// lines after the last "# game" line belong to no finished game and are
// dropped (counted). Errors name the line.
func Convert(r io.Reader, w io.Writer, maxGap int) (ConvertStats, error) {
	var st ConvertStats
	if maxGap < 1 || maxGap > MaxBridge {
		return st, fmt.Errorf("the longest gap %d: must be 1 to %d", maxGap, MaxBridge)
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.Write(BinaryHeader()); err != nil {
		return st, err
	}
	st.Bytes = BinaryHeaderLen
	br := bufio.NewReaderSize(r, 1<<16)
	var (
		game []Entry
		buf  []byte
		rec  Record
		b    bridger
	)
	flush := func() error {
		var err error
		if buf, err = AppendRecord(buf[:0], &rec); err != nil {
			return err
		}
		st.Records++
		st.Plies += len(rec.Plies)
		st.Bytes += int64(len(buf))
		_, err = bw.Write(buf)
		return err
	}
	for n := 1; ; n++ {
		line, err := readLine(br)
		if errors.Is(err, errLongLine) {
			return st, fmt.Errorf("line %d: %w", n, err)
		}
		if err == io.EOF && line == "" {
			if n == 1 {
				return st, fmt.Errorf("line 1: not a text datagen file (empty; want the header %q)", Header)
			}
			break
		}
		if err != nil && err != io.EOF {
			return st, err
		}
		torn := err == io.EOF // the last line has no newline: a write cut short
		line = strings.TrimSuffix(line, "\n")
		if n == 1 {
			if !strings.HasPrefix(line, headerPrefix) {
				return st, fmt.Errorf("line 1: not a text datagen file (want the header %q)", Header)
			}
			continue
		}
		g, ok, err := ParseGameEnd(line)
		switch {
		case torn:
			if err == nil && !ok && strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "#") {
				game = append(game, Entry{}) // counted as dropped below
			}
		case err != nil:
			return st, fmt.Errorf("line %d: %v", n, err)
		case ok:
			st.Games++
			st.Lines += len(game)
			if len(game) == 0 {
				continue
			}
			rec = Record{ID: g.ID, Start: game[0].Pos, Plies: rec.Plies[:0], Result: g.Result, Reason: g.Reason}
			for i := range game {
				if game[i].Result != g.Result {
					return st, fmt.Errorf("line %d (# game %d): its result is %v, one of its positions has %v", n, g.ID, g.Result, game[i].Result)
				}
				if i == len(game)-1 {
					rec.Plies = append(rec.Plies, Ply{Score: int16(game[i].Score)})
					break
				}
				moves, found := b.bridge(&game[i].Pos, &game[i+1].Pos, maxGap)
				if found == 0 {
					st.Unbridged++
					rec.Plies = append(rec.Plies, Ply{Score: int16(game[i].Score)})
					if err := flush(); err != nil {
						return st, err
					}
					rec.Start, rec.Plies = game[i+1].Pos, rec.Plies[:0]
					continue
				}
				st.Bridged++
				st.Filled += len(moves) - 1
				if found > 1 {
					st.Ambiguous++
				}
				rec.Plies = append(rec.Plies, Ply{Move: moves[0], Score: int16(game[i].Score)})
				for _, m := range moves[1:] {
					rec.Plies = append(rec.Plies, Ply{Move: m, Score: NoScore})
				}
			}
			if err := flush(); err != nil {
				return st, err
			}
			game = game[:0]
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		default:
			e, err := ParseLine(line)
			if err != nil {
				return st, fmt.Errorf("line %d: %v", n, err)
			}
			if e.Score >= score.MateBound || e.Score <= -score.MateBound {
				return st, fmt.Errorf("line %d: score %d: a mate score, which text files never hold", n, e.Score)
			}
			game = append(game, e)
		}
	}
	st.Dropped = len(game)
	return st, bw.Flush()
}

// bridger searches the move sequences between two positions.
type bridger struct {
	target   *chess.Position
	fen      string
	d        int // plies from the start to the target
	resetAt  int // the ply (1-based) that resets the halfmove clock last; 0 none
	path     [MaxBridge]chess.Move
	best     [MaxBridge]chess.Move
	bestRank int
	found    int // sequences of the best rank
	nodes    int
	buf      [MaxBridge][chess.MaxMoves]chess.Move
}

// maxBridgeNodes bounds one bridge's search (a gap the pruning cannot
// narrow is left unbridged rather than searched for long).
const maxBridgeNodes = 2_000_000

// ply returns the position's ply number in its game, from its move number.
func ply(p *chess.Position) int {
	n := 2 * (p.FullmoveNumber() - 1)
	if p.SideToMove() == chess.Black {
		n++
	}
	return n
}

// bridge returns the best sequence of moves from a to b and how many
// sequences share its rank (0: none found).
func (br *bridger) bridge(a, b *chess.Position, maxGap int) ([]chess.Move, int) {
	d := ply(b) - ply(a)
	if d < 1 || d > maxGap {
		return nil, 0
	}
	hm := b.HalfmoveClock()
	br.resetAt = 0
	if hm < d {
		br.resetAt = d - hm
	} else if a.HalfmoveClock()+d != hm {
		return nil, 0
	}
	br.target, br.fen, br.d = b, "", d
	br.bestRank, br.found, br.nodes = -1, 0, 0
	br.search(a, 0, 0)
	if br.found == 0 || br.nodes > maxBridgeNodes {
		return nil, 0
	}
	return br.best[:d], br.found
}

// search extends the path from pos, k plies from the start, rank the
// skipped positions on it that are explained so far.
func (br *bridger) search(pos *chess.Position, k, rank int) {
	if br.nodes++; br.nodes > maxBridgeNodes {
		return
	}
	t := br.target
	if k == br.d {
		if pos.Key() != t.Key() || pos.HalfmoveClock() != t.HalfmoveClock() {
			return
		}
		if br.fen == "" {
			br.fen = t.FEN()
		}
		if pos.FEN() != br.fen {
			return
		}
		switch {
		case rank > br.bestRank:
			br.bestRank, br.found = rank, 1
			copy(br.best[:], br.path[:br.d])
		case rank == br.bestRank:
			br.found++
		}
		return
	}
	left := br.d - k
	if !reachable(pos, t, left) {
		return
	}
	check := k > 0 && pos.InCheck()
	n := pos.GenerateInto(chess.AllMoves, &br.buf[k])
	for _, m := range br.buf[k][:n] {
		noisy := IsNoisy(pos, m)
		if k == 0 && noisy { // a written position's move was quiet
			continue
		}
		reset := noisy || pos.Piece(m.From()).Type() == chess.Pawn
		switch {
		case k+1 == br.resetAt && !reset, k+1 > br.resetAt && reset:
			continue
		}
		r := rank
		if k > 0 && (check || noisy) { // a skipped position, and why
			r++
		}
		next := *pos
		next.MakeMove(m)
		br.path[k] = m
		br.search(&next, k+1, r)
	}
}

// reachable reports whether t could follow p after left plies, by counts
// no move can beat: each side's move puts a piece on at most one square
// (two when castling), so the squares where t has a piece of a side that
// p has not there cannot outnumber that side's moves (plus one if it may
// still castle); and pieces are never added.
func reachable(p, t *chess.Position, left int) bool {
	pn, tn := p.Occupied().Count(), t.Occupied().Count()
	if tn > pn || pn-tn > left {
		return false
	}
	stm := p.SideToMove()
	for _, c := range []chess.Color{chess.White, chess.Black} {
		moves := left / 2
		if c == stm {
			moves = (left + 1) / 2
		}
		rights := chess.WhiteKingside | chess.WhiteQueenside
		if c == chess.Black {
			rights = chess.BlackKingside | chess.BlackQueenside
		}
		if p.Castling()&rights != 0 {
			moves++
		}
		need := 0
		for pt := chess.Pawn; pt <= chess.King; pt++ {
			need += bits.OnesCount64(uint64(t.Pieces(c, pt) &^ p.Pieces(c, pt)))
		}
		if need > moves {
			return false
		}
	}
	return true
}

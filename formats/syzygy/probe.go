package syzygy

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
)

// WDL is a game-theoretic value for the side to move, with the 50-move rule
// taken into account: a cursed win is a win that the rule turns into a draw
// (the winner cannot make a capture or pawn move within 50 moves of the
// last one), a blessed loss the same seen by the loser.
type WDL int8

const (
	Loss        WDL = -2
	BlessedLoss WDL = -1
	Draw        WDL = 0
	CursedWin   WDL = 1
	Win         WDL = 2
)

// String returns "loss", "blessed-loss", "draw", "cursed-win" or "win".
func (w WDL) String() string {
	switch w {
	case Loss:
		return "loss"
	case BlessedLoss:
		return "blessed-loss"
	case Draw:
		return "draw"
	case CursedWin:
		return "cursed-win"
	case Win:
		return "win"
	}
	return fmt.Sprintf("WDL(%d)", int8(w))
}

// ProbeError is a probe that failed: the position and why.
type ProbeError struct {
	FEN string
	Err error
}

func (e *ProbeError) Error() string { return fmt.Sprintf("%v (position %s)", e.Err, e.FEN) }
func (e *ProbeError) Unwrap() error { return e.Err }

// check tells whether the tables can answer for p at all.
func (tb *Tablebase) check(p *chess.Position) error {
	if p.Castling() != chess.NoCastling {
		return &ProbeError{p.FEN(), fmt.Errorf("syzygy: %w", ErrCastling)}
	}
	if n := p.Occupied().Count(); n > tb.MaxPieces() {
		return &ProbeError{p.FEN(), fmt.Errorf("syzygy: %d pieces: %w (%d)", n, ErrTooManyPieces, tb.MaxPieces())}
	}
	return nil
}

// ProbeWDL returns the value of p for the side to move. p's halfmove clock
// plays no part: a cursed win is reported as such whatever the clock. It
// fails for positions with castling rights, more pieces than the tables have,
// a material with no table, or a table file that cannot be read.
func (tb *Tablebase) ProbeWDL(p *chess.Position) (WDL, error) {
	if err := tb.check(p); err != nil {
		return 0, err
	}
	q := *p
	w, _, err := tb.search(&q, false)
	return w, err
}

// tableWDL reads p's WDL value from its table, ignoring p's en-passant
// right (the tables store positions without one).
func (tb *Tablebase) tableWDL(p *chess.Position) (WDL, error) {
	if p.Occupied().Count() == 2 {
		return Draw, nil
	}
	e, err := tb.lookup(p)
	if err != nil {
		return 0, err
	}
	t, err := e.load(KindWDL)
	if err != nil {
		return 0, err
	}
	flip := positionKey(p) != e.key
	if e.mat.symmetric {
		flip = p.SideToMove() == chess.Black // stored for White to move only
	}
	side := 0
	if (p.SideToMove() == chess.Black) != flip {
		side = 1
	}
	var pl placement
	t.place(p, flip, &pl)
	st := &t.sub[side%t.sides][pl.file]
	idx, ok := t.index(st, &pl)
	if !ok {
		return 0, corrupt(e.mat.name+KindWDL.ext(), p)
	}
	v, ok := st.value(idx)
	if !ok || v > 4 {
		return 0, corrupt(e.mat.name+KindWDL.ext(), p)
	}
	return WDL(v - 2), nil
}

func corrupt(name string, p *chess.Position) error {
	return &ProbeError{p.FEN(), &FileError{File: name, Err: ErrCorrupt, Detail: "the position's data cannot be decoded"}}
}

// isCapture reports whether m takes a piece (en passant included).
func isCapture(p *chess.Position, m chess.Move) bool {
	return m.Kind() == chess.EnPassant || (m.Kind() != chess.Castling && p.Piece(m.To()) != chess.NoPiece)
}

// isZeroing reports whether m resets the 50-move counter: a capture or a
// pawn move.
func isZeroing(p *chess.Position, m chess.Move) bool {
	return isCapture(p, m) || p.Piece(m.From()).Type() == chess.Pawn
}

// search returns p's value. The tables leave some values to the prober:
// where the side to move has a capture that wins (or, with zeroing, a
// capture or pawn move that wins) the stored value is whatever compressed
// best, and where a capture draws a drawn position may be stored as lost;
// and they know nothing of en passant. So the captures (and with zeroing the
// pawn moves) are searched, and the table's value counts only where it is
// better than theirs. zeroingBest reports that the value comes from such a
// move (so the DTZ table has nothing to say about p), or that p has no
// other moves.
func (tb *Tablebase) search(p *chess.Position, zeroing bool) (w WDL, zeroingBest bool, err error) {
	var buf [chess.MaxMoves]chess.Move
	n := p.GenerateInto(chess.AllMoves, &buf)
	best := Loss
	searched := 0
	for _, m := range buf[:n] {
		if !isCapture(p, m) && !(zeroing && p.Piece(m.From()).Type() == chess.Pawn) {
			continue
		}
		searched++
		child := *p
		child.MakeMove(m)
		v, _, err := tb.search(&child, false)
		if err != nil {
			return 0, false, err
		}
		if v = -v; v > best {
			best = v
			if v == Win {
				return Win, true, nil
			}
		}
	}
	if searched > 0 && searched == n {
		return best, true, nil
	}
	v, err := tb.tableWDL(p)
	if err != nil {
		return 0, false, err
	}
	if best >= v {
		return best, best > Draw, nil
	}
	return v, false, nil
}

// ProbeDTZ returns p's distance to zeroing in plies and its WDL value. The
// distance counts the plies to the next capture or pawn move, that move
// included, in an optimal game for the 50-move rule: positive for a win,
// negative for a loss, 0 for a draw; 1 (-1) when the winning (losing) side
// zeroes at once; 101 and more (-101 and less) for cursed wins (blessed
// losses). The tables keep some distances in moves rather than plies where
// that cannot change the 50-move outcome; such a distance is read as 2n+1
// and may be one ply more than the shortest. It fails as ProbeWDL does.
func (tb *Tablebase) ProbeDTZ(p *chess.Position) (dtz int, wdl WDL, err error) {
	if err := tb.check(p); err != nil {
		return 0, 0, err
	}
	q := *p
	return tb.dtz(&q)
}

// zeroingDTZ is the distance of a position whose best move zeroes.
func zeroingDTZ(w WDL) int {
	return [...]int{-1, -101, 0, 101, 1}[w+2]
}

func (tb *Tablebase) dtz(p *chess.Position) (int, WDL, error) {
	w, zeroingBest, err := tb.search(p, true)
	if err != nil || w == Draw {
		return 0, w, err
	}
	if zeroingBest {
		return zeroingDTZ(w), w, nil
	}
	d, stored, err := tb.tableDTZ(p, w)
	if err != nil {
		return 0, 0, err
	}
	if stored {
		if w == CursedWin || w == BlessedLoss {
			d += 100
		}
		if w < 0 {
			d = -d
		}
		return d, w, nil
	}
	// The table holds the other side to move: one ply of search. The best
	// winning move is the one nearest to zeroing; the best losing one the
	// farthest.
	var buf [chess.MaxMoves]chess.Move
	n := p.GenerateInto(chess.AllMoves, &buf)
	best, found := 0, false
	for _, m := range buf[:n] {
		z := isZeroing(p, m)
		child := *p
		child.MakeMove(m)
		var d int
		if z {
			cw, _, err := tb.search(&child, false)
			if err != nil {
				return 0, 0, err
			}
			d = -zeroingDTZ(cw)
		} else {
			cd, _, err := tb.dtz(&child)
			if err != nil {
				return 0, 0, err
			}
			d = -cd
			if d > 0 {
				d++
			} else if d < 0 {
				d--
			}
			if d == 2 && child.IsCheckmate() {
				d = 1
			}
		}
		if (d > 0) != (w > 0) || d == 0 {
			continue
		}
		if !found || d < best {
			best, found = d, true
		}
	}
	if !found {
		return -1, w, nil // no legal move: mated
	}
	return best, w, nil
}

// tableDTZ reads p's stored distance, for the WDL value w, in plies. stored
// is false when the table holds the other side to move only.
func (tb *Tablebase) tableDTZ(p *chess.Position, w WDL) (d int, stored bool, err error) {
	e, err := tb.lookup(p)
	if err != nil {
		return 0, false, err
	}
	t, err := e.load(KindDTZ)
	if err != nil {
		return 0, false, err
	}
	flip := positionKey(p) != e.key
	if e.mat.symmetric {
		flip = p.SideToMove() == chess.Black
	}
	side := 0
	if (p.SideToMove() == chess.Black) != flip {
		side = 1
	}
	var pl placement
	t.place(p, flip, &pl)
	st := &t.sub[0][pl.file]
	storedSide := int(st.flags & flagDTZBlack)
	if storedSide != side && !(e.mat.symmetric && !t.pawns) {
		return 0, false, nil
	}
	name := e.mat.name + KindDTZ.ext()
	idx, ok := t.index(st, &pl)
	if !ok {
		return 0, false, corrupt(name, p)
	}
	v, ok := st.value(idx)
	if !ok {
		return 0, false, corrupt(name, p)
	}
	if st.flags&flagMapped != 0 {
		which := [...]int{1, 3, 0, 2, 0}[w+2] // the maps: win, loss, cursed win, blessed loss
		at := st.dtzMapBase + st.dtzMap[which]
		if st.flags&flagWideMap != 0 {
			at += 2 * v
			if at < 0 || at+2 > len(t.raw) {
				return 0, false, corrupt(name, p)
			}
			v = int(t.raw[at]) | int(t.raw[at+1])<<8
		} else {
			at += v
			if at < 0 || at >= len(t.raw) {
				return 0, false, corrupt(name, p)
			}
			v = int(t.raw[at])
		}
	}
	inPlies := (w == Win && st.flags&flagWinPlies != 0) || (w == Loss && st.flags&flagLossPlies != 0)
	if !inPlies {
		v *= 2
	}
	return v + 1, true, nil
}

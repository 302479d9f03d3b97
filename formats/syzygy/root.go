package syzygy

import (
	"sort"

	"github.com/westcott-chess/westcott/chess"
)

// RootMove is a legal move of a position with its outcome by the tables.
type RootMove struct {
	Move chess.Move
	// WDL is the outcome after the move for the side that makes it, counted
	// with the position's halfmove clock: with the 50-move rule, a win
	// that cannot zero before the clock runs out is a cursed win, a loss
	// that the opponent cannot force in time a blessed loss.
	WDL WDL
	// DTZ is the distance to zeroing in plies counted from the position,
	// the move included: 1 for a winning capture, pawn move or mate,
	// negative for losses, 0 for draws.
	DTZ int
	// Rank orders the moves, higher better: wins by the shortest distance,
	// losses by the longest.
	Rank int
}

// RootMoves returns every legal move of p with its outcome, best first
// (ties in the generator's order). With rule50 the halfmove clock counts:
// a win too far from zeroing ranks below every sure win, and a loss
// whose zeroing comes too late ranks above every sure loss; without it,
// cursed wins count as wins and blessed losses as losses. It fails as
// ProbeDTZ does, and returns nil without error for a position without legal
// moves.
func (tb *Tablebase) RootMoves(p *chess.Position, rule50 bool) ([]RootMove, error) {
	clock := p.HalfmoveClock()
	return tb.rankMoves(p, func(m chess.Move, child *chess.Position) (RootMove, error) {
		if child.HalfmoveClock() == 0 {
			cw, _, err := tb.search(child, false)
			return rootMove(m, zeroingDTZ(-cw), clock, rule50), err
		}
		cd, _, err := tb.dtz(child)
		d := -cd
		switch {
		case child.IsCheckmate():
			d = 1
		case child.HalfmoveClock() >= 100:
			d = 0 // the move lets the opponent claim the draw
		case d > 0:
			d++
		case d < 0:
			d--
		}
		return rootMove(m, d, clock, rule50), err
	})
}

// rankMoves returns the legal moves of p, each rated by rate from the
// position after it, best Rank first (a stable sort: ties keep the
// generator's order). It fails as ProbeDTZ does, or with rate's first
// error.
func (tb *Tablebase) rankMoves(p *chess.Position, rate func(m chess.Move, child *chess.Position) (RootMove, error)) ([]RootMove, error) {
	if err := tb.check(p); err != nil {
		return nil, err
	}
	var buf [chess.MaxMoves]chess.Move
	n := p.GenerateInto(chess.AllMoves, &buf)
	moves := make([]RootMove, 0, n)
	for _, m := range buf[:n] {
		child := *p
		child.MakeMove(m)
		rm, err := rate(m, &child)
		if err != nil {
			return nil, err
		}
		moves = append(moves, rm)
	}
	sort.SliceStable(moves, func(i, j int) bool { return moves[i].Rank > moves[j].Rank })
	return moves, nil
}

// rootMove classifies a move of distance d at halfmove clock clock. The
// side that zeroes at ply d of the game from here does so before the
// 50-move rule allows a claim when clock+d <= 100.
func rootMove(m chess.Move, d, clock int, rule50 bool) RootMove {
	rm := RootMove{Move: m, DTZ: d}
	switch {
	case d > 0 && (clock+d <= 100 || !rule50):
		rm.WDL, rm.Rank = Win, 2000-d
	case d > 0:
		rm.WDL, rm.Rank = CursedWin, 1000-d
	case d < 0 && (clock-d <= 100 || !rule50):
		rm.WDL, rm.Rank = Loss, -2000-d
	case d < 0:
		rm.WDL, rm.Rank = BlessedLoss, -1000-d
	}
	return rm
}

// Best returns the moves a player should choose from among moves (as
// RootMoves returns them, best first): the ones that keep the best outcome,
// and among wins only the ones nearest to zeroing, so that a player that
// keeps to them converts every won position and never lets a draw or a
// win slip.
func Best(moves []RootMove) []RootMove {
	if len(moves) == 0 {
		return nil
	}
	n := 1
	for n < len(moves) && moves[n].WDL == moves[0].WDL && (moves[0].WDL <= Draw || moves[n].Rank == moves[0].Rank) {
		n++
	}
	return moves[:n]
}

// RootMovesWDL is RootMoves for sets with WDL files only: each move's WDL
// (DTZ 0, Rank the WDL), without the halfmove clock. Keeping to the best
// value does not lose a win or a draw, but may not make progress.
func (tb *Tablebase) RootMovesWDL(p *chess.Position) ([]RootMove, error) {
	return tb.rankMoves(p, func(m chess.Move, child *chess.Position) (RootMove, error) {
		w, _, err := tb.search(child, false)
		if child.IsCheckmate() {
			w = Loss
		}
		return RootMove{Move: m, WDL: -w, Rank: int(-w)}, err
	})
}

package polyglot

import "github.com/westcott-chess/westcott/chess"

// Rand is the random source Pick draws from: Uint64N returns a uniform
// number in [0, n) for n > 0. A *rand.Rand of math/rand/v2 is one; tests
// pass their own.
type Rand interface {
	Uint64N(n uint64) uint64
}

// Pick chooses one of moves, a position's book moves. With best it returns
// the first move of the highest weight (Book.Moves lists it first);
// otherwise move i with probability weight_i / total weight, drawing one
// number from r. A move of weight 0 is never chosen. It returns false when
// no move has a weight above 0 (or there is none).
func Pick(moves []BookMove, best bool, r Rand) (BookMove, bool) {
	var total uint64
	top := -1
	for i, m := range moves {
		total += uint64(m.Weight)
		if m.Weight > 0 && (top < 0 || m.Weight > moves[top].Weight) {
			top = i
		}
	}
	if total == 0 {
		return BookMove{}, false
	}
	if best {
		return moves[top], true
	}
	x := r.Uint64N(total)
	for _, m := range moves {
		if x < uint64(m.Weight) {
			return m, true
		}
		x -= uint64(m.Weight)
	}
	panic("polyglot: Rand.Uint64N returned a number out of range")
}

// RandomLine walks the book from p: at each ply it picks a move by weight
// (Pick, not best) and plays it, for up to plies plies or until the
// position has no book move. It returns the moves played; p is not
// changed.
func (b *Book) RandomLine(p chess.Position, plies int, r Rand) []chess.Move {
	var line []chess.Move
	for len(line) < plies {
		m, ok := Pick(b.Moves(&p), false, r)
		if !ok {
			break
		}
		line = append(line, m.Move)
		p.MakeMove(m.Move)
	}
	return line
}

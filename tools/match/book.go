package match

import (
	"errors"
	"math/rand/v2"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
)

// bookTries bounds the walks drawn for one opening while they end where an
// earlier one did.
const bookTries = 100

// BookOpenings returns n openings walked through a Polyglot book from the
// start position: each plays up to plies book moves, each drawn by weight
// (polyglot.Book.RandomLine), and stops early where the book does. A walk
// that ends in the position of an earlier opening is drawn again, up to
// 100 times, so the openings differ as far as the book allows. The draws
// come from a PCG generator seeded with seed: the same book, n, plies and
// seed give the same openings. Each is named by its moves in SAN ("e4 e6
// d4 d5"). It is an error if the start position has no book move.
func BookOpenings(b *polyglot.Book, n, plies int, seed int64) ([]Opening, error) {
	start := chess.StartPosition()
	if _, ok := polyglot.Pick(b.Moves(&start), true, nil); !ok {
		return nil, errors.New("the start position has no book move")
	}
	r := rand.New(rand.NewPCG(uint64(seed), 0x5745_5354_434f_5454)) // "WESTCOTT"
	seen := map[uint64]bool{}
	out := make([]Opening, 0, n)
	for range n {
		var line []chess.Move
		var end chess.Position
		for try := 0; try < bookTries; try++ {
			line = b.RandomLine(start, plies, r)
			end = start
			for _, m := range line {
				end.MakeMove(m)
			}
			if !seen[end.Key()] {
				break
			}
		}
		seen[end.Key()] = true
		out = append(out, Opening{Pos: end, Name: sanLine(start, line)})
	}
	return out, nil
}

// sanLine returns moves played from p in SAN, separated by spaces.
func sanLine(p chess.Position, moves []chess.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = p.SAN(m)
		p.MakeMove(m)
	}
	return strings.Join(s, " ")
}

package polyglot

import (
	"cmp"
	"slices"

	"github.com/westcott-chess/westcott/chess"
)

// Result is a game's result as Builder scores it.
type Result int8

const (
	Unknown   Result = iota // "*" or missing: scored as a draw, as PolyGlot does
	WhiteWins               // "1-0"
	BlackWins               // "0-1"
	Draw                    // "1/2-1/2"
)

// ParseResult returns the Result of a PGN result string; Unknown for "*"
// and anything else.
func ParseResult(s string) Result {
	switch s {
	case "1-0":
		return WhiteWins
	case "0-1":
		return BlackWins
	case "1/2-1/2":
		return Draw
	}
	return Unknown
}

// score returns what a move by c scores in a game with result r: 2 for a
// win, 0 for a loss, 1 otherwise.
func (r Result) score(c chess.Color) uint32 {
	switch {
	case r == WhiteWins && c == chess.White, r == BlackWins && c == chess.Black:
		return 2
	case r == WhiteWins, r == BlackWins:
		return 0
	}
	return 1
}

// Builder makes a book from games by PolyGlot's rules ("polyglot
// make-book", version 2.0.4, whose books its tests match entry for entry):
//
//   - every move of a game's main line, up to MaxPly plies, counts for its
//     position (a move played twice in one game counts twice) and scores
//     2 for a win of the side that played it, 1 for a draw or an unknown
//     result, 0 for a loss;
//   - an entry's weight is its total score; a move counted 16384 times has
//     its count halved and its score halved rounding up, as PolyGlot does to
//     keep weights within 16 bits, so on very large databases the weights
//     of frequent moves are PolyGlot's, not the plain sums;
//   - moves counted fewer than MinGames times, and moves of weight 0 (never
//     a win or draw), are left out;
//   - entries are sorted by key, then by weight, highest first, then in the
//     order the moves were first seen.
//
// Set the fields before the first AddGame. The zero Builder keeps every
// move (MinGames 0 acts as 1) to any depth (MaxPly 0: no limit); NewBuilder
// gives PolyGlot's defaults.
type Builder struct {
	MinGames             int // least count for an entry
	MaxPly               int // plies of each game used; 0 for all
	OnlyWhite, OnlyBlack bool

	index map[slot]int // slot -> index in stats
	stats []stat       // in the order first seen
	games int
}

type slot struct {
	key  uint64
	move Move
}

type stat struct {
	slot
	n, sum uint32
}

// halveAt is the count at which PolyGlot halves an entry's count and score.
const halveAt = 16384

// NewBuilder returns a Builder with polyglot make-book's defaults:
// MinGames 3, MaxPly 1024, both colors.
func NewBuilder() *Builder { return &Builder{MinGames: 3, MaxPly: 1024} }

// AddGame counts the moves of a game played from start, with result r. A
// null move (chess.NullMove) ends what is counted of the game: the
// positions after a pass are not real ones. The moves must be legal.
func (b *Builder) AddGame(start chess.Position, moves []chess.Move, r Result) {
	if b.index == nil {
		b.index = map[slot]int{}
	}
	b.games++
	pos := start
	for ply, m := range moves {
		if b.MaxPly > 0 && ply >= b.MaxPly || m == chess.NullMove {
			break
		}
		side := pos.SideToMove()
		if !(b.OnlyWhite && side != chess.White || b.OnlyBlack && side != chess.Black) {
			b.count(slot{Key(&pos), EncodeMove(m)}, r.score(side))
		}
		pos.MakeMove(m)
	}
}

func (b *Builder) count(s slot, score uint32) {
	i, ok := b.index[s]
	if !ok {
		i = len(b.stats)
		b.index[s] = i
		b.stats = append(b.stats, stat{slot: s})
	}
	st := &b.stats[i]
	st.n++
	st.sum += score
	if st.n >= halveAt {
		st.n /= 2
		st.sum = (st.sum + 1) / 2
	}
}

// Games returns the number of games added.
func (b *Builder) Games() int { return b.games }

// Moves returns the number of distinct (position, move) pairs counted, kept
// or not.
func (b *Builder) Moves() int { return len(b.stats) }

// Entries returns the book's entries, sorted as Write needs them.
func (b *Builder) Entries() []Entry {
	var out []Entry
	for _, st := range b.stats {
		if int(st.n) < b.MinGames || st.sum == 0 {
			continue
		}
		out = append(out, Entry{Key: st.key, Move: st.move, Weight: uint16(st.sum)})
	}
	// Stable: equal keys and weights keep the order first seen.
	slices.SortStableFunc(out, func(x, y Entry) int {
		if c := cmp.Compare(x.Key, y.Key); c != 0 {
			return c
		}
		return cmp.Compare(y.Weight, x.Weight)
	})
	return out
}

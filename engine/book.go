package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
	"github.com/westcott-chess/westcott/search"
)

// Book option limits: BookDepth counts plies of the game (1 allows only
// White's first move), up to PolyGlot's own -max-ply default.
const (
	defaultBookDepth = 40
	maxBookDepth     = 1024
)

// bookOptions are the OwnBook, BookFile, BookDepth and BookBestMove
// options, and the book BookFile named.
type bookOptions struct {
	own   bool
	file  string // "" for none
	depth int
	best  bool
	book  *polyglot.Book // nil until a BookFile is read
	rand  *rand.Rand     // picks among book moves by weight
}

func defaultBookOptions() bookOptions {
	return bookOptions{depth: defaultBookDepth, rand: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
}

// setBookFile reads the book named by v; "" or <empty> leaves none. A
// book that cannot be read leaves none either, and says so.
func (e *Engine) setBookFile(v string) error {
	if v == "<empty>" {
		v = ""
	}
	e.book.file, e.book.book = v, nil
	if v == "" {
		return nil
	}
	b, err := polyglot.Open(v)
	if err != nil {
		return fmt.Errorf("%v (no book in use)", err)
	}
	e.book.book = b
	e.infof("BookFile: %s: %d entries", v, b.Len())
	return nil
}

// gamePly returns the number of plies played in the game before p, as its
// move number and side to move tell.
func gamePly(p *chess.Position) int {
	return 2*(p.FullmoveNumber()-1) + int(p.SideToMove())
}

// bookMove answers a go from the book, if it can, and reports whether it
// did. It can when OwnBook is on, a book is read, fewer than BookDepth
// plies of the game have been played, and the position has a book move of
// weight above 0 (among the searchmoves, if any): by weight, or the best
// with BookBestMove. The book answers a go that asks for a move of a game
// (a clock, a move time, a depth or a node limit, or ponder); go infinite,
// go mate and a go with no limit are analysis, and search. A go ponder in
// book waits for ponderhit or stop, then answers with the book move, as a
// pondering search would with its best.
func (e *Engine) bookMove(l search.Limits) bool {
	bo := &e.book
	if !bo.own || bo.book == nil || l.Infinite || l.Mate > 0 || !finite(&l) && l.Ponder == nil {
		return false
	}
	pos := e.pos
	if gamePly(&pos) >= bo.depth {
		return false
	}
	moves := bo.book.Moves(&pos)
	if len(l.SearchMoves) > 0 {
		moves = slices.DeleteFunc(moves, func(m polyglot.BookMove) bool { return !slices.Contains(l.SearchMoves, m.Move) })
	}
	pick, ok := polyglot.Pick(moves, bo.best, bo.rand)
	if !ok {
		return false
	}
	total := 0
	for _, m := range moves {
		total += int(m.Weight)
	}
	plural := "s"
	if len(moves) == 1 {
		plural = ""
	}
	info := fmt.Sprintf("info string book move %s weight %d of %d (%d book move%s)", pos.UCI(pick.Move), pick.Weight, total, len(moves), plural)
	best := "bestmove " + pos.UCI(pick.Move)
	after := pos
	after.MakeMove(pick.Move)
	if reply, ok := polyglot.Pick(bo.book.Moves(&after), true, nil); ok {
		best += " ponder " + after.UCI(reply.Move)
	}
	e.out.printf("%s\n", info)
	if l.Ponder == nil {
		e.out.printf("%s\n", best)
		return true
	}
	hit := make(chan struct{})
	j := &job{endless: true, ponderHit: hit, hitEnds: true}
	e.start(j, func(ctx context.Context) {
		select {
		case <-ctx.Done():
		case <-hit:
		}
		e.out.printf("%s\n", best)
	})
	return true
}

package engine

import (
	"slices"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
)

// OpenBook reads the Polyglot book file for BookMove, and returns it; ""
// leaves no book. A book that cannot be read leaves none either.
func (e *Engine) OpenBook(file string) (*polyglot.Book, error) {
	e.book = nil
	if file == "" {
		return nil, nil
	}
	b, err := polyglot.Open(file)
	if err == nil {
		e.book = b
	}
	return e.book, err
}

// Book returns the opening book; nil for none.
func (e *Engine) Book() *polyglot.Book { return e.book }

// BookOptions are how BookMove uses the book: the UCI options BookDepth
// and BookBestMove. The zero BookOptions plays no book move (Depth 0); the
// UCI option's default depth is 40.
type BookOptions struct {
	Depth int  // plies of the game (counted from the position's move number) within which the book plays
	Best  bool // the best book move, rather than one chosen by weight
}

// BookMove is a move from the book.
type BookMove struct {
	Move   chess.Move
	Ponder chess.Move // the book's best reply to it; chess.NullMove if none
	Weight int        // its weight
	Total  int        // the weights of all the book moves allowed, Weight among them
	Count  int        // how many they are
}

// gamePly returns the number of plies played in the game before p, as its
// move number and side to move tell.
func gamePly(p *chess.Position) int {
	return 2*(p.FullmoveNumber()-1) + int(p.SideToMove())
}

// BookMove returns the book's answer to req, if it has one: when a book is
// read, fewer than o.Depth plies of the game have been played, and the
// position has a book move of weight above 0 (among the searchmoves, if
// any): by weight, or the best with o.Best. The book answers a request
// for a move of a game (a clock, a move time, a depth or a node limit, or
// ponder); infinite, mate and no limit at all are analysis, and want a
// search.
func (e *Engine) BookMove(req Request, o BookOptions) (BookMove, bool) {
	l := &req.Limits
	if e.book == nil || l.Infinite || l.Mate > 0 || !EndsByItself(l) && l.Ponder == nil {
		return BookMove{}, false
	}
	pos := req.Position
	if gamePly(&pos) >= o.Depth {
		return BookMove{}, false
	}
	moves := e.book.Moves(&pos)
	if len(l.SearchMoves) > 0 {
		moves = slices.DeleteFunc(moves, func(m polyglot.BookMove) bool { return !slices.Contains(l.SearchMoves, m.Move) })
	}
	pick, ok := polyglot.Pick(moves, o.Best, e.bookRand)
	if !ok {
		return BookMove{}, false
	}
	bm := BookMove{Move: pick.Move, Weight: int(pick.Weight), Count: len(moves)}
	for _, m := range moves {
		bm.Total += int(m.Weight)
	}
	after := pos
	after.MakeMove(pick.Move)
	if reply, ok := polyglot.Pick(e.book.Moves(&after), true, nil); ok {
		bm.Ponder = reply.Move
	}
	return bm, true
}

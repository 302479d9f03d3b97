package engine

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

// testBook is a book Debian's polyglot made of 32 master games (-min-game
// 1): the start position has e2e4 33, d2d4 10, c2c4 2 (westcott book show).
const testBook = "../data/polyglot/32games-min1.bin"

// TestBookMove: the book answers a request for a game move within its
// depth, among the searchmoves, by weight or the best; not analysis, not
// past its depth, and not without a book.
func TestBookMove(t *testing.T) {
	e := New(Config{})
	start := chess.StartPosition()
	game := Request{Position: start, Limits: search.Limits{Depth: 5}}
	if _, ok := e.BookMove(game, BookOptions{Depth: 40}); ok {
		t.Error("a book move without a book")
	}
	b, err := e.OpenBook(testBook)
	if err != nil || b == nil || e.Book() != b || b.Len() != 1062 {
		t.Fatalf("OpenBook: %v, %v", b, err)
	}
	bm, ok := e.BookMove(game, BookOptions{Depth: 40, Best: true})
	if !ok || start.UCI(bm.Move) != "e2e4" || bm.Weight != 33 || bm.Total != 45 || bm.Count != 3 {
		t.Errorf("the best book move: %+v, %v; want e2e4, weight 33 of 45, 3 moves", bm, ok)
	}
	after := start
	after.MakeMove(bm.Move)
	if bm.Ponder == chess.NullMove || !after.IsLegal(bm.Ponder) {
		t.Errorf("ponder move %v is not a reply to e2e4", bm.Ponder)
	}
	seen := map[string]bool{}
	for range 200 {
		bm, ok := e.BookMove(game, BookOptions{Depth: 40})
		if !ok {
			t.Fatal("no book move by weight")
		}
		seen[start.UCI(bm.Move)] = true
	}
	if !seen["e2e4"] || !seen["d2d4"] || len(seen) > 3 {
		t.Errorf("200 moves by weight: %v", seen)
	}
	only := game
	only.Limits.SearchMoves = []chess.Move{mustMove(t, &start, "d2d4")}
	if bm, ok := e.BookMove(only, BookOptions{Depth: 40, Best: true}); !ok || start.UCI(bm.Move) != "d2d4" || bm.Count != 1 {
		t.Errorf("searchmoves d2d4: %+v, %v", bm, ok)
	}
	for _, c := range []struct {
		what string
		req  Request
		o    BookOptions
	}{
		{"depth 0", game, BookOptions{Depth: 0}},
		{"infinite", Request{Position: start, Limits: search.Limits{Infinite: true}}, BookOptions{Depth: 40}},
		{"mate", Request{Position: start, Limits: search.Limits{Mate: 3, Depth: 5}}, BookOptions{Depth: 40}},
		{"no limit", Request{Position: start}, BookOptions{Depth: 40}},
	} {
		if bm, ok := e.BookMove(c.req, c.o); ok {
			t.Errorf("%s: book move %+v", c.what, bm)
		}
	}
	if b, err := e.OpenBook("no/such.bin"); err == nil || b != nil || e.Book() != nil {
		t.Errorf("a missing book: %v, %v; the old book kept: %v", b, err, e.Book() != nil)
	}
}

func mustMove(t *testing.T, p *chess.Position, s string) chess.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

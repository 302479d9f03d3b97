package match

import (
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
)

func TestBookOpenings(t *testing.T) {
	book, err := polyglot.Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		t.Fatal(err)
	}
	a, err := BookOpenings(book, 20, 6, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := BookOpenings(book, 20, 6, 7)
	c, _ := BookOpenings(book, 20, 6, 8)
	names := func(o []Opening) []string {
		var s []string
		for _, x := range o {
			s = append(s, x.Name)
		}
		return s
	}
	if !slices.Equal(names(a), names(b)) {
		t.Errorf("the same seed gave %q and %q", names(a), names(b))
	}
	if slices.Equal(names(a), names(c)) {
		t.Errorf("seeds 7 and 8 gave the same openings %q", names(a))
	}
	distinct := map[string]bool{}
	for _, o := range a {
		distinct[o.Pos.FEN()] = true
		// Replaying the name's moves from the start, each was a book move
		// of weight above 0, and the walk stopped at 6 plies or where the
		// book ends.
		p := chess.StartPosition()
		words := strings.Fields(o.Name)
		for _, s := range words {
			m, err := p.ParseSAN(s)
			if err != nil {
				t.Fatalf("%q: %v", o.Name, err)
			}
			if !slices.ContainsFunc(book.Moves(&p), func(bm polyglot.BookMove) bool { return bm.Move == m && bm.Weight > 0 }) {
				t.Errorf("%q: %s is not a book move", o.Name, s)
			}
			p.MakeMove(m)
		}
		if p.FEN() != o.Pos.FEN() || len(words) == 0 || len(words) > 6 || len(words) < 6 && len(book.Moves(&p)) > 0 {
			t.Errorf("%q: ends at %s after %d plies", o.Name, o.Pos.FEN(), len(words))
		}
	}
	// The walks end in as many different positions as the book has ends
	// within 6 plies (when there are fewer than 20 of them).
	ends := map[string]bool{}
	var walk func(p chess.Position, depth int)
	walk = func(p chess.Position, depth int) {
		moves := book.Moves(&p)
		if depth == 6 || len(moves) == 0 {
			ends[p.FEN()] = true
			return
		}
		for _, m := range moves {
			if m.Weight > 0 {
				q := p
				q.MakeMove(m.Move)
				walk(q, depth+1)
			}
		}
	}
	walk(chess.StartPosition(), 0)
	t.Logf("%d ends", len(ends))
	if len(distinct) != min(20, len(ends)) {
		t.Errorf("%d distinct positions among 20 openings, of %d in the book: %q", len(distinct), len(ends), names(a))
	}
	if _, err := BookOpenings(new(polyglot.Book), 2, 6, 1); err == nil {
		t.Error("an empty book gave openings")
	}
}

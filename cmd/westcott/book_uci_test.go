package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
	"github.com/westcott-chess/westcott/formats/uci"
)

// TestUCIBook plays a game on the real binary with OwnBook: the book's best
// moves while BookDepth allows and the book has the position, then searched
// moves; go ponder in book waits for ponderhit, go infinite searches.
func TestUCIBook(t *testing.T) {
	bin := buildBinary(t)
	bookPath, err := filepath.Abs("../../data/polyglot/32games-min1.bin")
	if err != nil {
		t.Fatal(err)
	}
	book, err := polyglot.Open(bookPath)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, err := uci.Start(ctx, uci.Config{Path: bin, StopGrace: 10 * time.Second, HandshakeTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	for _, name := range []string{"OwnBook", "BookFile", "BookDepth", "BookBestMove"} {
		if e.Option(name) == nil {
			t.Fatalf("no option %s in %v", name, e.OptionNames)
		}
	}
	if o := e.Option("BookFile"); o.Type != uci.String || o.Default != "" { // declared "default <empty>"
		t.Errorf("BookFile declared as %+v", *o)
	}
	for _, o := range [][2]string{{"OwnBook", "true"}, {"BookFile", bookPath}, {"BookBestMove", "true"}, {"BookDepth", "12"}} {
		if err := e.SetOption(o[0], o[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.IsReady(ctx); err != nil { // reads past the BookFile's info string
		t.Fatal(err)
	}

	// A game against itself: while the position is in the book and fewer
	// than 12 plies are played, the reply is the book's best move at once,
	// with no search; then searched moves, legal ones. A searched move may
	// lead back into the book by transposition (with the branch evalterms'
	// evaluation Black's searched 5...c5 reaches a book position), and the
	// book answers again.
	pos := chess.StartPosition()
	var moves []string
	bookPlies := 0
	for ply := 0; ply < 16; ply++ {
		if err := e.Position("", moves); err != nil {
			t.Fatal(err)
		}
		var infos []uci.Info
		bm, err := e.Go(ctx, uci.Limits{Depth: 3}, func(i uci.Info) { infos = append(infos, i) })
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(bm.Move)
		if err != nil {
			t.Fatalf("ply %d: %v", ply, err)
		}
		bookMoves := book.Moves(&pos)
		wantBook := ply < 12 && len(bookMoves) > 0
		fromBook := len(infos) == 1 && strings.HasPrefix(infos[0].String, "book move "+bm.Move+" ")
		searched := len(infos) > 0 && infos[len(infos)-1].Depth > 0
		switch {
		case wantBook && (!fromBook || m != bookMoves[0].Move):
			t.Errorf("ply %d: %s with info %+v, want the book's %s", ply, bm.Move, infos, pos.UCI(bookMoves[0].Move))
		case !wantBook && (!searched || fromBook):
			t.Errorf("ply %d: %s with info %+v, want a search", ply, bm.Move, infos)
		}
		if fromBook {
			bookPlies++
		}
		moves = append(moves, bm.Move)
		pos.MakeMove(m)
	}

	if bookPlies < 2 || bookPlies > 12 {
		t.Errorf("%d plies from the book (%s), want the game to start in it and leave it", bookPlies, strings.Join(moves, " "))
	}
	t.Logf("game %s: %d plies from the book", strings.Join(moves, " "), bookPlies)

	// go ponder in book: the info string at once, the bestmove only at
	// ponderhit.
	e.Position("", nil)
	e.Send("go ponder wtime 10000 btime 10000")
	lines := readFor(e, 500*time.Millisecond)
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "info string book move e2e4") {
		t.Errorf("go ponder in book: %q before ponderhit", lines)
	}
	if lines := sendUntil(t, e, "ponderhit", 5*time.Second, "bestmove"); lines[len(lines)-1] != "bestmove e2e4 ponder e7e6" {
		t.Errorf("after ponderhit: %q", lines)
	}
	// go infinite in book: a search, until stop.
	e.Send("go infinite")
	lines = readFor(e, 500*time.Millisecond)
	if strings.Contains(strings.Join(lines, "\n"), "bestmove") || strings.Contains(strings.Join(lines, "\n"), "book") {
		t.Errorf("go infinite in book: %q before stop", lines)
	}
	lines = append(lines, sendUntil(t, e, "stop", 10*time.Second, "bestmove")...)
	if !strings.Contains(strings.Join(lines, "\n"), "info depth 1 ") {
		t.Errorf("go infinite in book: %q, want a search", lines)
	}
}

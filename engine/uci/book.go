package uci

import (
	"context"
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// setBookFile reads the book named by v; "" or <empty> leaves none. A
// book that cannot be read leaves none either, and says so.
func (s *Server) setBookFile(v string) error {
	if v == "<empty>" {
		v = ""
	}
	b, err := s.eng.OpenBook(v)
	if err != nil {
		return fmt.Errorf("%v (no book in use)", err)
	}
	if b != nil {
		s.infof("BookFile: %s: %d entries", v, b.Len())
	}
	return nil
}

// bookMove answers a go from the book, if it can, and reports whether it
// did: with OwnBook on, when the engine's book has a move for the go
// (engine.Engine.BookMove). A go ponder in book waits for ponderhit or
// stop, then answers with the book move, as a pondering search would with
// its best.
func (s *Server) bookMove(l search.Limits) bool {
	if !s.options.ownBook {
		return false
	}
	pos := s.pos
	bm, ok := s.eng.BookMove(engine.Request{Position: pos, Limits: l}, s.options.book)
	if !ok {
		return false
	}
	plural := "s"
	if bm.Count == 1 {
		plural = ""
	}
	info := fmt.Sprintf("info string book move %s weight %d of %d (%d book move%s)", pos.UCI(bm.Move), bm.Weight, bm.Total, bm.Count, plural)
	best := "bestmove " + pos.UCI(bm.Move)
	if bm.Ponder != chess.NullMove {
		after := pos
		after.MakeMove(bm.Move)
		best += " ponder " + after.UCI(bm.Ponder)
	}
	s.out.printf("%s\n", info)
	if l.Ponder == nil {
		s.out.printf("%s\n", best)
		return true
	}
	hit := make(chan struct{})
	j := &job{endless: true, ponderHit: hit, hitEnds: true}
	s.start(j, func(ctx context.Context) {
		select {
		case <-ctx.Done():
		case <-hit:
		}
		s.out.printf("%s\n", best)
	})
	return true
}

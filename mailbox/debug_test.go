package mailbox

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

func TestDebugStart(t *testing.T) {
	p := chess.StartPosition()
	b, _ := New(&p, Neighbors)
	if err := b.CheckNeighbors(); err != nil {
		t.Fatal(err)
	}
	var buf [256]legalMove
	n := b.pseudoMoves(&buf)
	for _, m := range buf[:n] {
		before := b.String()
		b.makeLegal(m)
		if err := b.CheckNeighbors(); err != nil {
			t.Fatalf("after %v: %v", toChess(m), err)
		}
		var buf2 [256]legalMove
		n2 := b.pseudoMoves(&buf2)
		for _, m2 := range buf2[:n2] {
			b.makeLegal(m2)
			if err := b.CheckNeighbors(); err != nil {
				t.Fatalf("after %v %v: %v", toChess(m), toChess(m2), err)
			}
			b.unmakeLegal()
			if err := b.CheckNeighbors(); err != nil {
				t.Fatalf("after %v %v unmake: %v", toChess(m), toChess(m2), err)
			}
		}
		b.unmakeLegal()
		if b.String() != before {
			t.Fatalf("%v: board\n%s", toChess(m), b)
		}
	}
}

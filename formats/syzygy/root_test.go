package syzygy_test

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// TestRootMovesAgree: on every reference position, the best root move keeps
// the position's value, and its distance is the position's (or one ply off,
// where the table stores moves).
func TestRootMovesAgree(t *testing.T) {
	tb := openTables(t)
	exact, off := 0, 0
	for _, r := range readReference(t) {
		p, err := chess.ParseFEN(r.fen)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := tb.RootMoves(&p, true)
		if err != nil {
			t.Fatalf("%s: %v", r.fen, err)
		}
		if len(moves) == 0 {
			continue
		}
		best := syzygy.Best(moves)
		if best[0].WDL.String() != r.wdl {
			t.Errorf("%s: best move %s gives %v, want %s", r.fen, p.UCI(best[0].Move), best[0].WDL, r.wdl)
			continue
		}
		switch d := best[0].DTZ - r.dtz; {
		case d == 0:
			exact++
		case d == 1 || d == -1:
			off++
		default:
			t.Errorf("%s: best move %s has dtz %d, the position %d", r.fen, p.UCI(best[0].Move), best[0].DTZ, r.dtz)
		}
		for _, m := range best {
			if m.WDL != best[0].WDL {
				t.Errorf("%s: Best mixes %v and %v", r.fen, best[0].WDL, m.WDL)
			}
		}
	}
	t.Logf("best move's dtz: %d equal to the position's, %d one ply off", exact, off)
}

// TestPlayout plays won reference positions out with both sides keeping to
// the tables' best moves: every game must end in mate for the winner, with
// no 50-move draw on the way, and every drawn position must stay drawn for
// 60 plies.
func TestPlayout(t *testing.T) {
	tb := openTables(t)
	refs := readReference(t)
	limit := 120
	if testing.Short() {
		limit = 20
	}
	won, drawn, longest := 0, 0, 0
	for _, r := range refs {
		if won >= limit && drawn >= limit/2 {
			break
		}
		p, err := chess.ParseFEN(r.fen)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case r.wdl == "win" && won < limit:
			won++
			winner := p.SideToMove()
			plies := 0
			for ; p.HasLegalMoves(); plies++ {
				if p.HalfmoveClock() >= 100 || plies > 1000 {
					t.Fatalf("%s: no mate after %d plies, clock %d: %s", r.fen, plies, p.HalfmoveClock(), p.FEN())
				}
				moves, err := tb.RootMoves(&p, true)
				if err != nil {
					t.Fatalf("%s: %v", p.FEN(), err)
				}
				p.MakeMove(syzygy.Best(moves)[0].Move)
			}
			if !p.IsCheckmate() || p.SideToMove() == winner {
				t.Errorf("%s: the game ended without the winner mating: %s", r.fen, p.FEN())
			}
			longest = max(longest, plies)
		case r.wdl == "draw" && drawn < limit/2:
			drawn++
			for range 60 {
				if !p.HasLegalMoves() {
					break
				}
				moves, err := tb.RootMoves(&p, true)
				if err != nil {
					t.Fatalf("%s: %v", p.FEN(), err)
				}
				best := syzygy.Best(moves)
				if best[0].WDL != syzygy.Draw {
					t.Fatalf("%s: drawn start, but %s is %v for the side to move", r.fen, p.FEN(), best[0].WDL)
				}
				p.MakeMove(best[len(best)-1].Move) // some other drawing move than the first
			}
		}
	}
	t.Logf("%d won positions mated (longest %d plies), %d drawn ones held 60 plies", won, longest, drawn)
}

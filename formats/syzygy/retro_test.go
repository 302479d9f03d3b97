package syzygy_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// randomPosition places the material of table name at random, either side
// as White, and returns a legal position without castling or en passant.
func randomPosition(rng *rand.Rand, name string) chess.Position {
	sides := strings.Split(name, "v")
	if rng.IntN(2) == 1 {
		sides[0], sides[1] = sides[1], sides[0]
	}
	for {
		var board [64]byte
		ok := true
		for s, side := range sides {
			for _, c := range side {
				sq := rng.IntN(64)
				for board[sq] != 0 {
					sq = rng.IntN(64)
				}
				if c == 'P' && (sq < 8 || sq >= 56) {
					ok = false
				}
				l := byte(c)
				if s == 1 {
					l += 'a' - 'A'
				}
				board[sq] = l
			}
		}
		if !ok {
			continue
		}
		var b strings.Builder
		for r := 7; r >= 0; r-- {
			empty := 0
			for f := range 8 {
				if c := board[8*r+f]; c != 0 {
					if empty > 0 {
						b.WriteByte(byte('0' + empty))
						empty = 0
					}
					b.WriteByte(c)
				} else {
					empty++
				}
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
			}
			if r > 0 {
				b.WriteByte('/')
			}
		}
		b.WriteString([]string{" w - - 0 1", " b - - 0 1"}[rng.IntN(2)])
		if p, err := chess.ParseFEN(b.String()); err == nil {
			return p
		}
	}
}

// retroCounts is what the retrograde check saw.
type retroCounts struct {
	positions, wins, draws, losses, terminal int
	dtzExact, dtzOneOff                      int
}

// checkRetrograde checks p's WDL and DTZ against those of its successors:
// the WDL is the best of the successors' (negated), a win's DTZ is one more
// than its best non-zeroing winning move's (1 if a zeroing move wins), and
// a loss's is one more than its most resisting move's (1 for a zeroing
// one). A distance may be one ply off where the table stores moves, not
// plies: those are counted apart.
func checkRetrograde(t *testing.T, tb *syzygy.Tablebase, p *chess.Position, c *retroCounts) {
	t.Helper()
	w, err := tb.ProbeWDL(p)
	if err != nil {
		t.Fatalf("%s: %v", p.FEN(), err)
	}
	d, w2, err := tb.ProbeDTZ(p)
	if err != nil {
		t.Fatalf("%s: %v", p.FEN(), err)
	}
	if w2 != w {
		t.Errorf("%s: WDL %v but the DTZ probe says %v", p.FEN(), w, w2)
	}
	if w != syzygy.Win && w != syzygy.Draw && w != syzygy.Loss {
		t.Errorf("%s: %v: no cursed or blessed values exist with 4 pieces", p.FEN(), w)
	}
	c.positions++
	moves := p.LegalMoves(nil)
	if len(moves) == 0 {
		c.terminal++
		want, wantD := syzygy.Draw, 0
		if p.InCheck() {
			want, wantD = syzygy.Loss, -1
		}
		if w != want || d != wantD {
			t.Errorf("%s: no legal moves, got %v dtz %d, want %v dtz %d", p.FEN(), w, d, want, wantD)
		}
		return
	}
	best := syzygy.Loss
	winDTZ, lossDTZ := 0, 0 // best distance of a winning move, worst of a losing one
	for _, m := range moves {
		zeroing := p.Piece(m.From()).Type() == chess.Pawn || p.Piece(m.To()) != chess.NoPiece || m.Kind() == chess.EnPassant
		child := *p
		child.MakeMove(m)
		cw, err := tb.ProbeWDL(&child)
		if err != nil {
			t.Fatalf("%s after %s: %v", p.FEN(), m, err)
		}
		v := -cw
		best = max(best, v)
		dist := 1
		if !zeroing && v != syzygy.Draw {
			cd, _, err := tb.ProbeDTZ(&child)
			if err != nil {
				t.Fatalf("%s after %s: %v", p.FEN(), m, err)
			}
			dist = 1 + max(cd, -cd)
			if child.IsCheckmate() {
				dist = 1
			}
		}
		switch v {
		case syzygy.Win:
			if winDTZ == 0 || dist < winDTZ {
				winDTZ = dist
			}
		case syzygy.Loss:
			lossDTZ = max(lossDTZ, dist)
		}
	}
	if w != best {
		t.Errorf("%s: WDL %v, but the best successor gives %v", p.FEN(), w, best)
		return
	}
	want := 0
	switch w {
	case syzygy.Win:
		c.wins++
		want = winDTZ
	case syzygy.Loss:
		c.losses++
		want = -lossDTZ
	default:
		c.draws++
	}
	switch diff := d - want; {
	case diff == 0:
		c.dtzExact++
	case diff == 1 || diff == -1:
		c.dtzOneOff++
	default:
		t.Errorf("%s: %v dtz %d, but its successors give %d", p.FEN(), w, d, want)
	}
}

// TestRetrograde checks a random sample of every table against its
// successors through Westcott's move generator.
func TestRetrograde(t *testing.T) {
	tb := openTables(t)
	perTable := 300
	if testing.Short() {
		perTable = 40
	}
	rng := rand.New(rand.NewPCG(11, 2026))
	var total retroCounts
	for _, name := range tb.Tables() {
		var c retroCounts
		for range perTable {
			p := randomPosition(rng, name)
			checkRetrograde(t, tb, &p, &c)
		}
		if c.positions != perTable {
			t.Errorf("%s: %d positions checked", name, c.positions)
		}
		t.Logf("%-7s %d positions: %d wins, %d draws, %d losses (%d without moves); dtz %d exact, %d one ply off",
			name, c.positions, c.wins, c.draws, c.losses, c.terminal, c.dtzExact, c.dtzOneOff)
		total.positions += c.positions
		total.wins += c.wins
		total.draws += c.draws
		total.losses += c.losses
		total.terminal += c.terminal
		total.dtzExact += c.dtzExact
		total.dtzOneOff += c.dtzOneOff
	}
	t.Logf("all %d tables, %d positions: %d wins, %d draws, %d losses (%d without moves); dtz %d exact, %d one ply off",
		len(tb.Tables()), total.positions, total.wins, total.draws, total.losses, total.terminal, total.dtzExact, total.dtzOneOff)
}

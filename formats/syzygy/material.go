package syzygy

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// MaxTablePieces is the most pieces (kings included) a table name may have:
// the largest Syzygy set has 7.
const MaxTablePieces = 7

// material is what a table covers, read from its name ("KRPvKR"): side 0 is
// the left part of the name, the side the table calls White.
type material struct {
	name      string
	count     [2][7]int // [side][chess.PieceType]
	pieces    int       // kings included
	symmetric bool      // both sides have the same pieces (KRvKR)
	unique    bool      // some side has exactly one piece of a non-king type
}

func (m *material) hasPawns() bool { return m.count[0][chess.Pawn]+m.count[1][chess.Pawn] > 0 }

// bothPawns reports whether both sides have pawns (KPvKP), which makes the
// second side's pawns a group of their own in the index.
func (m *material) bothPawns() bool { return m.count[0][chess.Pawn] > 0 && m.count[1][chess.Pawn] > 0 }

// key returns the material signature with side 0 as White.
func (m *material) key() uint64 { return signature(m.count[0], m.count[1]) }

// mirrorKey returns the material signature with side 0 as Black.
func (m *material) mirrorKey() uint64 { return signature(m.count[1], m.count[0]) }

// signature packs the non-king piece counts of White (w) and Black (b) into
// one number, four bits a count.
func signature(w, b [7]int) uint64 {
	var s uint64
	for t := chess.Pawn; t < chess.King; t++ {
		s |= uint64(w[t]) << (4 * (t - 1))
		s |= uint64(b[t]) << (4 * (t + 4))
	}
	return s
}

// positionKey returns the material signature of p; it allocates nothing.
func positionKey(p *chess.Position) uint64 {
	var s uint64
	for t := chess.Pawn; t < chess.King; t++ {
		s |= uint64(p.Pieces(chess.White, t).Count()) << (4 * (t - 1))
		s |= uint64(p.Pieces(chess.Black, t).Count()) << (4 * (t + 4))
	}
	return s
}

// materialName returns the table name of p's material with White on the
// left, e.g. "KQvKR": the name a missing-table error quotes.
func materialName(p *chess.Position) string {
	var b strings.Builder
	for _, c := range []chess.Color{chess.White, chess.Black} {
		if c == chess.Black {
			b.WriteByte('v')
		}
		for t := chess.King; t >= chess.Pawn; t-- {
			for range p.Pieces(c, t).Count() {
				b.WriteString(strings.ToUpper(t.String()))
			}
		}
	}
	return b.String()
}

// parseMaterial reads a table name such as "KRPvKR": two sides separated by
// "v", each a king and then pieces by the letters K Q R B N P.
func parseMaterial(name string) (material, error) {
	m := material{name: name}
	sides := strings.Split(name, "v")
	if len(sides) != 2 {
		return m, fmt.Errorf("table name %q: want two sides separated by \"v\"", name)
	}
	for s, side := range sides {
		for i := 0; i < len(side); i++ {
			pc := chess.PieceFromLetter(side[i])
			if pc == chess.NoPiece || pc.Color() != chess.White {
				return m, fmt.Errorf("table name %q: %q is not a piece letter", name, side[i])
			}
			t := pc.Type()
			m.count[s][t]++
			m.pieces++
		}
		if m.count[s][chess.King] != 1 {
			return m, fmt.Errorf("table name %q: each side needs exactly one king", name)
		}
	}
	if m.pieces > MaxTablePieces {
		return m, fmt.Errorf("table name %q: more than %d pieces", name, MaxTablePieces)
	}
	m.symmetric = m.count[0] == m.count[1]
	for s := range 2 {
		for t := chess.Pawn; t < chess.King; t++ {
			if m.count[s][t] == 1 {
				m.unique = true
			}
			if m.count[s][t] > 5 {
				return m, fmt.Errorf("table name %q: more than 5 pieces of one kind", name)
			}
		}
	}
	return m, nil
}

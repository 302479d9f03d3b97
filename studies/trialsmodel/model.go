package trialsmodel

// Search constants of the model engine.
const (
	// Inf is the score of a king capture: larger than any evaluation.
	Inf = 8000
	// Margin is the futility margin: a move whose child would stand pat by
	// more than Margin is not searched ("child will stand pat").
	Margin = 30
)

// Piece types, numbered as chess.PieceType numbers them.
const (
	NoType uint8 = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// Values are the piece values in centipawns, indexed by piece type. The
// king's value is never used: capturing it ends the search of a node.
var Values = [7]int32{0, 90, 325, 350, 500, 950, 0}

// Tables holds the piece-square tables and the futility bounds derived from
// them. It is computed once at start-up and read-only afterwards.
type Tables struct {
	// PST[color][type][sq] is the value of a piece of that color and type on
	// square sq (a1 = 0 … h8 = 63) from its owner's point of view: the
	// piece value plus a positional term. Type 0 (no piece) is all zero.
	PST [2][7][64]int32
	// MaxDelta bounds from above what any piece gains positionally by one
	// capture: the largest PST[c][t][to] - PST[c][t][from] over all colors,
	// types and pairs of squares such that a piece of that type on from
	// could capture on to (on an empty board).
	MaxDelta int32
	// MaxGain[t] bounds from above the evaluation gain of any capture of a
	// piece of type t: the victim's best PST entry plus MaxDelta. It grows
	// with the type (pawn < knight < … < queen); MaxGain[King] is Inf.
	MaxGain [8]int32
}

// T is the one set of tables every trials board uses. It is a value, not a
// pointer, so that hot loops read its entries directly.
var T = *newTables()

// centre returns 0 for a square on the edge of the board, 1 for the next
// ring, 2 and 3 for the two central rings.
func centre(f, r int) int {
	df, dr := min(f, 7-f), min(r, 7-r)
	return min(df, dr)
}

// newTables builds the piece-square tables: material, plus a centralisation
// term for the minor pieces and the queen, an advancement term for pawns
// (central files a little more), the seventh rank for rooks, and for the king
// the same centralisation term with the opposite sign (it should shelter).
func newTables() *Tables {
	t := &Tables{}
	for sq := 0; sq < 64; sq++ {
		f, r := sq&7, sq>>3
		c := int32(centre(f, r))                 // 0..3
		fc := int32(min(f, 7-f))                 // 0..3, file centrality
		ring := int32(min(f, 7-f) + min(r, 7-r)) // 0..6
		w := &t.PST[0]
		w[Pawn][sq] = Values[Pawn] + 8*int32(r) + 2*fc*(1+int32(min(r, 4)))/2
		w[Knight][sq] = Values[Knight] + 6*c + ring - 6
		w[Bishop][sq] = Values[Bishop] + 4*c + ring/2 - 4
		w[Rook][sq] = Values[Rook] + fc
		if r == 6 {
			w[Rook][sq] += 12
		}
		w[Queen][sq] = Values[Queen] + 2*c + ring/2
		w[King][sq] = -6*c - ring
		if r == 0 {
			w[King][sq] += 8
		}
	}
	for ty := 1; ty <= 6; ty++ {
		for sq := 0; sq < 64; sq++ {
			t.PST[1][ty][sq] = t.PST[0][ty][sq^56]
		}
	}
	t.MaxDelta = -Inf
	for c := 0; c < 2; c++ {
		for ty := uint8(1); ty <= 6; ty++ {
			for from := 0; from < 64; from++ {
				for to := 0; to < 64; to++ {
					if !captures(uint8(c), ty, from, to) {
						continue
					}
					if d := t.PST[c][ty][to] - t.PST[c][ty][from]; d > t.MaxDelta {
						t.MaxDelta = d
					}
				}
			}
		}
	}
	for ty := 1; ty <= 5; ty++ {
		best := int32(-Inf)
		for c := 0; c < 2; c++ {
			for sq := 0; sq < 64; sq++ {
				best = max(best, t.PST[c][ty][sq])
			}
		}
		t.MaxGain[ty] = best + t.MaxDelta
	}
	t.MaxGain[King] = Inf
	return t
}

// captures reports whether a piece of color c and type ty on from could
// capture on to, ignoring every other piece.
func captures(c, ty uint8, from, to int) bool {
	ff, fr, tf, tr := from&7, from>>3, to&7, to>>3
	df, dr := tf-ff, tr-fr
	adf, adr := max(df, -df), max(dr, -dr)
	if from == to {
		return false
	}
	switch ty {
	case Pawn:
		fwd := 1
		if c == 1 {
			fwd = -1
		}
		return adf == 1 && dr == fwd
	case Knight:
		return adf*adr == 2
	case Bishop:
		return adf == adr
	case Rook:
		return df == 0 || dr == 0
	case Queen:
		return adf == adr || df == 0 || dr == 0
	case King:
		return adf <= 1 && adr <= 1
	}
	return false
}

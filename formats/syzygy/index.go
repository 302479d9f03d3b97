package syzygy

import (
	"github.com/westcott-chess/westcott/chess"
)

// placement is a position as a table sees it: square and file piece code
// of each piece, in the table's colors (flipped when the table's White is
// the position's Black).
type placement struct {
	sq    [MaxTablePieces]int
	pc    [MaxTablePieces]byte
	n     int
	leads int // leading pawns, first in sq
	file  int // the leading pawn's file folded to a..d: the sub-table
}

// place reads p into pl for table t: with flip, colors are swapped and the
// board mirrored top to bottom, so the table's White is p's Black. With
// pawns it picks the leading pawn, which selects the sub-table by its file.
func (t *tableFile) place(p *chess.Position, flip bool, pl *placement) {
	var colorFlip byte
	sqFlip := 0
	if flip {
		colorFlip, sqFlip = 8, 56
	}
	pl.n, pl.leads, pl.file = 0, 0, 0
	var leadBB chess.Bitboard
	if t.pawns {
		// Every sub-table lists the same side's pawns first.
		leadColor := chess.Color((t.sub[0][0].pieces[0] ^ colorFlip) >> 3)
		leadBB = p.Pieces(leadColor, chess.Pawn)
		for b := leadBB; b != 0; {
			pl.sq[pl.n] = int(b.PopLSB()) ^ sqFlip
			pl.pc[pl.n] = byte(chess.NewPiece(leadColor, chess.Pawn)) ^ colorFlip
			pl.n++
		}
		pl.leads = pl.n
		best := 0
		for i := 1; i < pl.n; i++ {
			if pawnRank[pl.sq[i]] > pawnRank[pl.sq[best]] {
				best = i
			}
		}
		pl.sq[0], pl.sq[best] = pl.sq[best], pl.sq[0]
		f := pl.sq[0] & 7
		pl.file = min(f, 7-f)
	}
	for b := p.Occupied() &^ leadBB; b != 0; {
		s := b.PopLSB()
		pl.sq[pl.n] = int(s) ^ sqFlip
		pl.pc[pl.n] = byte(p.Piece(s)) ^ colorFlip
		pl.n++
	}
}

// index returns the position's index in sub-table st, or ok false when the
// placement does not fit the table (other material, touching kings).
func (t *tableFile) index(st *subTable, pl *placement) (idx uint64, ok bool) {
	sq := pl.sq
	pc := pl.pc
	n := pl.n
	if n != t.mat.pieces {
		return 0, false
	}
	// Put the pieces in the table's order; the leading pawns are there already.
	for i := pl.leads; i < n; i++ {
		if pc[i] == st.pieces[i] {
			continue
		}
		j := i + 1
		for j < n && pc[j] != st.pieces[i] {
			j++
		}
		if j == n {
			return 0, false
		}
		pc[i], pc[j] = pc[j], pc[i]
		sq[i], sq[j] = sq[j], sq[i]
	}
	// The board's symmetries bring the first piece to files a..d, and
	// without pawns to the a1-d1-d4 triangle with the first piece off the
	// diagonal below it.
	if sq[0]&7 > 3 {
		for i := range n {
			sq[i] ^= 7
		}
	}
	g0 := st.groupLen[0]
	if t.pawns {
		idx = leadPawnIndex[g0][sq[0]]
		sortBy(sq[1:g0], func(s int) int { return pawnRank[s] })
		for i := 1; i < g0; i++ {
			idx += binomial[i][pawnRank[sq[i]]]
		}
	} else {
		if sq[0]>>3 > 3 {
			for i := range n {
				sq[i] ^= 56
			}
		}
		for i := range g0 {
			d := diagOffset(sq[i])
			if d == 0 {
				continue
			}
			if d > 0 {
				for j := range n {
					sq[j] = (sq[j]>>3 | sq[j]<<3) & 63
				}
			}
			break
		}
		if t.mat.unique {
			idx = uniqueTripleIndex(sq[0], sq[1], sq[2])
		} else {
			k := kingPair[triangle[sq[0]]][sq[1]]
			if k < 0 {
				return 0, false
			}
			idx = uint64(k)
		}
	}
	idx *= st.groupMul[0]
	// Each further group is a set of squares, numbered by combinations
	// among the squares the earlier groups leave free.
	start := g0
	pawnGroup := t.mat.bothPawns()
	for g := 1; st.groupLen[g] != 0; g++ {
		end := start + st.groupLen[g]
		sortBy(sq[start:end], func(s int) int { return s })
		var c uint64
		for i := start; i < end; i++ {
			s := sq[i]
			for _, e := range sq[:start] {
				if e < sq[i] {
					s--
				}
			}
			if pawnGroup {
				s -= 8
			}
			if s < 0 {
				return 0, false
			}
			c += binomial[i-start+1][s]
		}
		pawnGroup = false
		idx += c * st.groupMul[g]
		start = end
	}
	return idx, idx < st.size
}

// uniqueTripleIndex numbers the placements of the first three pieces when
// the table encodes three together (0..31331): the first in the triangle
// below the diagonal, or on the diagonal with a later piece below it.
func uniqueTripleIndex(s0, s1, s2 int) uint64 {
	a1 := 0
	if s1 > s0 {
		a1 = 1
	}
	a2 := 0
	if s2 > s0 {
		a2++
	}
	if s2 > s1 {
		a2++
	}
	var i int
	switch {
	case diagOffset(s0) != 0:
		i = (triangle[s0]*63+s1-a1)*62 + s2 - a2
	case diagOffset(s1) != 0:
		i = (6*63+(s0>>3)*28+belowDiag[s1])*62 + s2 - a2
	case diagOffset(s2) != 0:
		i = 6*63*62 + 4*28*62 + (s0>>3)*7*28 + (s1>>3-a1)*28 + belowDiag[s2]
	default:
		i = 6*63*62 + 4*28*62 + 4*7*28 + (s0>>3)*7*6 + (s1>>3-a1)*6 + s2>>3 - a2
	}
	return uint64(i)
}

// sortBy sorts the few squares of s by key, stably (insertion sort: at most
// a handful of elements, no allocation).
func sortBy(s []int, key func(int) int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && key(s[j]) < key(s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

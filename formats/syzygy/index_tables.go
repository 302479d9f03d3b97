package syzygy

// The index tables of the Syzygy position encoding. They are facts of the
// format (the generator numbers positions this way), rebuilt here from their
// definitions once at start-up; nothing changes them afterwards.

// squares are plain ints 0..63 here (a1 = 0, h8 = 63), as the index
// arithmetic wants them.

// diagOffset returns rank - file: 0 on the a1-h8 diagonal, positive above
// it (a3 is 2), negative below it (c1 is -2).
func diagOffset(sq int) int { return sq>>3 - sq&7 }

var (
	// binomial[k][n] is n choose k, for k < 6 pieces of a group and n < 64 squares.
	binomial [6][64]uint64

	// triangle numbers the a1-d1-d4 triangle: the six squares below the
	// diagonal (b1 c1 d1 c2 d2 d3) 0..5, then the diagonal a1 b2 c3 d4 6..9;
	// -1 elsewhere.
	triangle [64]int

	// belowDiag numbers the 28 squares below the a1-h8 diagonal 0..27 in
	// square order (b1 = 0, c1 = 1, ..., h7 = 27); -1 elsewhere.
	belowDiag [64]int

	// kingPair[t][sq] numbers the 462 placements of two kings, the first on
	// the triangle square numbered t, the second on sq: legal placements
	// (kings apart) with the second not above the diagonal when the first is
	// on it; placements with both on the diagonal come last. -1 for the rest.
	kingPair [10][64]int

	// pawnRank orders the pawn squares a2..h7 for the leading pawn: a2 = 47,
	// h2 = 46, a3 = 45, h3 = 44, ..., then the b and g files, and so on. The
	// leading pawn is the one with the highest value, and its value is the
	// number of squares left for the other pawns of its group.
	pawnRank [64]int

	// leadPawnIndex[n][sq] is where the placements of n leading pawns with
	// the leader on sq start, counted within the leader's file table;
	// leadPawnCount[n][f] is the size of that table for file f (a..d).
	leadPawnIndex [6][64]uint64
	leadPawnCount [6][4]uint64
)

func init() {
	for n := 0; n < 64; n++ {
		binomial[0][n] = 1
		for k := 1; k < 6 && k <= n; k++ {
			binomial[k][n] = binomial[k-1][n-1] + binomial[k][n-1]
		}
	}

	code := 0
	for sq := 0; sq < 64; sq++ {
		belowDiag[sq] = -1
		if diagOffset(sq) < 0 {
			belowDiag[sq] = code
			code++
		}
	}

	for sq := range triangle {
		triangle[sq] = -1
	}
	var triSquares [10]int
	code = 0
	for _, pass := range []bool{false, true} { // below the diagonal first, then on it
		for sq := 0; sq < 32; sq++ {
			if sq&7 <= 3 && sq>>3 <= 3 && (diagOffset(sq) == 0) == pass && diagOffset(sq) <= 0 {
				triangle[sq] = code
				triSquares[code] = sq
				code++
			}
		}
	}

	for t := range kingPair {
		for sq := range kingPair[t] {
			kingPair[t][sq] = -1
		}
	}
	code = 0
	type pair struct{ t, sq int }
	var bothOnDiag []pair
	for t, k1 := range triSquares {
		for k2 := 0; k2 < 64; k2++ {
			switch {
			case kingsTouch(k1, k2):
			case diagOffset(k1) == 0 && diagOffset(k2) > 0:
			case diagOffset(k1) == 0 && diagOffset(k2) == 0:
				bothOnDiag = append(bothOnDiag, pair{t, k2})
			default:
				kingPair[t][k2] = code
				code++
			}
		}
	}
	for _, p := range bothOnDiag {
		kingPair[p.t][p.sq] = code
		code++
	}

	left := 47
	for f := 0; f < 4; f++ {
		for r := 1; r <= 6; r++ {
			pawnRank[r*8+f] = left
			pawnRank[r*8+7-f] = left - 1
			left -= 2
		}
	}
	for n := 1; n < 6; n++ {
		for f := 0; f < 4; f++ {
			var idx uint64
			for r := 1; r <= 6; r++ {
				sq := r*8 + f
				leadPawnIndex[n][sq] = idx
				idx += binomial[n-1][pawnRank[sq]]
			}
			leadPawnCount[n][f] = idx
		}
	}
}

// kingsTouch reports whether two kings on a and b would stand on the same or
// neighbouring squares.
func kingsTouch(a, b int) bool {
	df, dr := a&7-b&7, a>>3-b>>3
	return df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

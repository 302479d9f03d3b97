package bitboard

// All shortest paths (page "All Shortest Paths", Steffan Westcott's routine
// and Edmund Moshammer's optimisation): every shortest king path through a
// mask from one set of squares to another, as one bitboard per step.

// MaxPathSteps is the number of bitboards a path array needs: a shortest king
// path through at most 64 squares makes at most 63 moves, so its squares fit
// in 64 steps.
const MaxPathSteps = 64

// kingFill returns b with every king step from a member added.
func kingFill(b Bitboard) Bitboard {
	b |= b.East() | b.West()
	return b | b.North() | b.South()
}

// AllShortestPaths finds the shortest king paths that stay on the squares of
// mask and lead from any square of from to any square of to. It returns the
// number of king moves of such a path and true, and fills asp[0..length]:
// asp[k] is the set of squares a shortest path can stand on after k moves, so
// asp[0] holds the start squares on some shortest path and asp[length] the
// targets reached. Entries past length are left alone. When from and to
// share a square of mask the length is 0 and asp[0] is that intersection.
// When no path exists (from or to has no square on mask, or mask separates
// them) it returns 0, false and asp[0..] is undefined.
//
// This is Steffan Westcott's routine: an 8-way flood fill from from storing
// each new frontier until it reaches to, then a flood fill back from the
// reached targets intersecting the stored frontiers in reverse order. The
// page's C function returns length+1 (the number of bitboards), 0 for none.
//
// From e4 to {a1, h8} on the whole board the length is 4 and asp is
//
//	{e4}, {d3, d4, e5, f5}, {c2, c3, f6, g6}, {b1, b2, g7, h7}, {a1, h8}.
func AllShortestPaths(from, to, mask Bitboard, asp *[MaxPathSteps]Bitboard) (length int, ok bool) {
	return shortestPaths(from, to, mask, asp, kingFill)
}

// shortestPaths is AllShortestPaths with fill, a symmetric one-move fill
// that keeps its input (a piece's moves from b, and b), in place of the
// king's: the same forward and backward passes serve any such mover.
func shortestPaths(from, to, mask Bitboard, asp *[MaxPathSteps]Bitboard, fill func(Bitboard) Bitboard) (length int, ok bool) {
	from &= mask // drop bits not on the mask; no path without a start
	to &= mask   // or a target on it
	if from == 0 || to == 0 {
		return 0, false
	}
	i := 1
	asp[0] = from
	for from&to == 0 { // fill from all of from until a target is reached
		prev := from
		from = fill(from) & mask
		if from == prev {
			return 0, false // the fill has stopped: no path
		}
		asp[i] = from &^ prev // store the new frontier
		i++
	}
	length = i - 1
	i--
	to &= from // the targets reached, all at distance length
	asp[i] = to
	for i > 0 { // fill back from the reached targets
		prev := to
		to = fill(to) & mask
		i--
		asp[i] &= to &^ prev // intersect the frontiers
	}
	return length, true
}

// AllShortestPathsMoshammer computes the same as AllShortestPaths (same
// arguments, results and asp contents) by Edmund Moshammer's shorter loop: the
// forward fill only removes the previous step's set, so each stored set also
// holds squares two, four, … steps nearer the start, and the backward pass
// (asp[k-1] &= kingFill(asp[k]) & mask) cuts them away again.
//
// Three changes make it total and give it the original's results: from and
// to are first intersected with mask (the page's version starts from squares
// off the mask and reports length 0 as "no path"); the forward loop stops
// after MaxPathSteps-1 steps (the page's version never ends when to cannot be
// reached from a region of two or more squares, since its sets alternate
// forever); and the last step keeps only the targets reached (the page stores
// all of to there).
func AllShortestPathsMoshammer(from, to, mask Bitboard, asp *[MaxPathSteps]Bitboard) (length int, ok bool) {
	from &= mask
	to &= mask
	if from == 0 || to == 0 {
		return 0, false
	}
	asp[0] = from
	i := 0
	for ; asp[i]&to == 0; i++ {
		if i == MaxPathSteps-1 {
			return 0, false
		}
		if asp[i+1] = kingFill(asp[i]) & mask &^ asp[i]; asp[i+1] == 0 {
			return 0, false
		}
	}
	length = i
	asp[i] &= to
	for ; i > 0; i-- {
		asp[i-1] &= kingFill(asp[i]) & mask
	}
	return length, true
}

// The page's other fills: "a simple variant exists for knight moves too",
// and for pawns, "for quick determination of outposts outside all enemy
// pawn attack cones".

// AllShortestKnightPaths is AllShortestPaths for a knight: the same routine
// with the knight's one-move fill in place of the king's. Knight moves are
// symmetric, so the backward pass fills with the same moves.
func AllShortestKnightPaths(from, to, mask Bitboard, asp *[MaxPathSteps]Bitboard) (length int, ok bool) {
	return shortestPaths(from, to, mask, asp, knightFill)
}

func knightFill(b Bitboard) Bitboard { return b | b.KnightAttacks() }

// PawnAttackCone returns the squares the pawns of color c attack now or
// could attack after single pushes through the squares of path (usually
// the empty ones): the fill of the pawns forward through path, and its
// pawn attacks. A square outside the cone of the opponent's pawns can never
// be attacked by them (captures aside): an outpost for good.
func PawnAttackCone(c Color, pawns, path Bitboard) Bitboard {
	for {
		var next Bitboard
		if c == White {
			next = pawns | pawns.North()&path
		} else {
			next = pawns | pawns.South()&path
		}
		if next == pawns {
			break
		}
		pawns = next
	}
	if c == White {
		return pawns.NorthEast() | pawns.NorthWest()
	}
	return pawns.SouthEast() | pawns.SouthWest()
}

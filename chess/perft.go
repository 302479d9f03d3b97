package chess

// maxPerftDepth bounds the depth of Perft; deeper trees would take years.
const maxPerftDepth = 32

// perftStack holds a position and a move buffer per ply, so that the
// recursion copies each child into a slot it owns (copy-make, which measures
// faster than make/unmake here) and nothing escapes to the heap.
type perftStack struct {
	pos [maxPerftDepth + 1]Position
	buf [maxPerftDepth][MaxMoves]Move
}

// Perft counts the leaf nodes of the legal move tree of the given depth
// (perft(0) is 1). It counts the moves of the last ply without making them
// (bulk counting, CountLegal), so perft(1) costs one move count.
func Perft(p *Position, depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.CountLegal())
	}
	depth = min(depth, maxPerftDepth)
	s := new(perftStack)
	s.pos[0] = *p
	return s.perft(0, depth)
}

func (s *perftStack) perft(ply, depth int) uint64 {
	p := &s.pos[ply]
	buf := &s.buf[ply]
	n := p.generate(AllMoves, buf)
	child := &s.pos[ply+1]
	var nodes uint64
	if depth == 2 {
		for _, m := range buf[:n] {
			*child = *p
			child.makeMove(m)
			nodes += uint64(child.CountLegal())
		}
		return nodes
	}
	for _, m := range buf[:n] {
		*child = *p
		child.makeMove(m)
		nodes += s.perft(ply+1, depth-1)
	}
	return nodes
}

// MoveCount is one line of a perft divide: a root move and its subtree's leaves.
type MoveCount struct {
	Move  Move
	Nodes uint64
}

// Divide returns perft(depth-1) below each legal root move, in generation
// order; their sum is Perft(p, depth).
func Divide(p *Position, depth int) []MoveCount {
	moves := p.LegalMoves(nil)
	out := make([]MoveCount, len(moves))
	for i, m := range moves {
		child := *p
		child.makeMove(m)
		out[i] = MoveCount{m, Perft(&child, depth-1)}
	}
	return out
}

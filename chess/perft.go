package chess

// Perft counts the leaf nodes of the legal move tree of the given depth
// (perft(0) is 1). It counts the moves of the last ply without making them
// (bulk counting), so perft(1) costs one move generation.
func Perft(p *Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	n := p.generate(AllMoves, &buf)
	if depth == 1 {
		return uint64(n)
	}
	var nodes uint64
	for _, m := range buf[:n] {
		child := *p
		child.MakeMove(m)
		nodes += Perft(&child, depth-1)
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
		child.MakeMove(m)
		out[i] = MoveCount{m, Perft(&child, depth-1)}
	}
	return out
}

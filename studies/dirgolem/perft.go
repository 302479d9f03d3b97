package dirgolem

import "github.com/westcott-chess/westcott/chess"

// Perft counts the leaf nodes of the legal move tree of the given depth
// (perft(0) is 1), generating every node with DirGolem and making moves with
// chess.Position.MakeMove on a copy (copy-make). The last ply is counted
// from the target sets by population count, not serialised (bulk counting).
// It allocates nothing. Perft(start, 5) is 4865609.
func Perft(p *chess.Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(*p, depth)
}

// perft takes the position by value: a pointer to a copy made in a recursive
// function would escape to the heap (escape analysis cannot follow the
// recursion), a value parameter stays on the stack.
func perft(p chess.Position, depth int) uint64 {
	var t Targets
	Generate(&p, &t)
	if depth == 1 {
		return uint64(t.Count())
	}
	var buf [chess.MaxMoves]chess.Move
	var nodes uint64
	for _, m := range t.AppendMoves(&p, buf[:0]) {
		child := p
		child.MakeMove(m)
		nodes += perft(child, depth-1)
	}
	return nodes
}

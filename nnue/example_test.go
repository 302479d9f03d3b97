package nnue_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
)

// Evaluate positions with the network built into the binary, keeping the
// accumulator up to date move by move as a search does: a child's
// accumulator is its parent's plus and minus the columns of what the move
// changed, and scores exactly as one computed from scratch.
func ExampleNetwork_Update() {
	net := nnue.Default()
	pos := chess.StartPosition()
	parent := net.NewAccumulator()
	net.Refresh(parent, &pos)

	m, _ := pos.ParseSAN("e4")
	pos.MakeMove(m)
	child := net.NewAccumulator()
	net.Update(child, parent, &pos)
	score := net.Evaluate(child, pos.SideToMove()) // centipawns, Black's view: Black is to move
	fmt.Println(score == net.EvaluatePosition(&pos))

	// The network sees both sides alike: the same position with the colors
	// swapped scores the same for the side to move.
	mirror, _ := chess.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	fmt.Println(score == net.EvaluatePosition(&mirror))
	// Output:
	// true
	// true
}

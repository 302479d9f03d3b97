package search_test

import (
	"context"
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

func ExampleSearcher_Search() {
	// Mate in two: 1.Qh6+ Kxh6 2.Bxf6#.
	pos, _ := chess.ParseFEN("r1bq2r1/b4pk1/p1pp1p2/1p2pP2/1P2P1PB/3P4/1PPQ2P1/R3K2R w - - 0 1")
	s := search.NewSearcher(search.NewTT(16))
	res := s.Search(context.Background(), pos, nil, search.Limits{Depth: 6}, nil)
	fmt.Println(pos.SAN(res.Move), "mate in", search.MateMoves(res.Score))
	// Output:
	// Qh6+ mate in 2
}

func ExampleSearcher_Search_noLegalMove() {
	// Fool's mate: White is mated, there is no move to give.
	pos, _ := chess.ParseFEN("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	res := search.NewSearcher(search.NewTT(1)).Search(context.Background(), pos, nil, search.Limits{Depth: 4}, nil)
	fmt.Println(res.Move, res.Score == search.MatedIn(0))
	// Output:
	// 0000 true
}

func ExampleMateMoves() {
	fmt.Println(search.MateMoves(search.MateIn(1)), search.MateMoves(search.MateIn(3)), search.MateMoves(search.MatedIn(2)), search.MateMoves(25))
	// Output:
	// 1 2 -1 0
}

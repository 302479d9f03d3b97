package engine_test

import (
	"context"
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
)

// ExampleEngine_Search runs a search in process: the reports are values,
// not text.
func ExampleEngine_Search() {
	e := engine.New(engine.Config{HashMB: 1})
	pos, _ := chess.ParseFEN("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	res := e.Search(context.Background(), engine.Request{Position: pos, Limits: search.Limits{Depth: 4}}, func(i engine.Info) {
		if i.Depth == 4 {
			fmt.Println("depth", i.Depth, "score", engine.UCIScore(i.Score), "win", i.WDL[0], "permille")
		}
	})
	fmt.Println("best", pos.SAN(res.Move))
	// Output:
	// depth 4 score mate 1 win 1000 permille
	// best Ra8#
}

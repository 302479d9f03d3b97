// Package suite runs EPD test suites (Win at Chess, the Strategic Test
// Suite, any file of positions with bm or am operations) on an engine and
// scores them: a position is solved when the engine's move is one of its
// best moves (bm) and none of the moves to avoid (am); STS records add
// points for the move found from their c0 "move=points, ..." comment.
//
// The engine is a Solver: Westcott's own search in this process
// (NewWestcott) or any UCI engine in its own (StartUCI). Run hands the
// positions to several solvers at once and reports each Result in the
// suite's order:
//
//	recs, err := suite.ReadFile("data/epd/wac.epd")
//	...
//	solvers := []suite.Solver{suite.NewWestcott(16, engine.Eval{}), suite.NewWestcott(16, engine.Eval{})}
//	tally := suite.Run(ctx, recs, solvers, suite.Limits{Depth: 8}, 0, func(r suite.Result) {
//		fmt.Println(r) // WAC.001  bm Qg6  Qg6  ok    (depth 8, score #2, nodes 1234)
//	})
//	fmt.Println(tally) // solved 250/300 (83.3%), time 12.0 s
//
// "westcott epd" is this package with flags; its lines are those of
// Result.String and Tally.String.
package suite

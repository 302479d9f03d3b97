package suite_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/tools/suite"
)

// Two mates in two from Win at Chess, on Westcott's own search.
func ExampleRun() {
	recs, err := epd.ReadAll(strings.NewReader(`r1bq2rk/pp3pbp/2p1p1pQ/7P/3P4/2PB1N2/PP3PPR/2KR4 w - - bm Qxh7+; id "WAC.004";
5k2/6pp/p1qN4/1p1p4/3P4/2PKP2Q/PP3r2/3R4 b - - bm Qc4+; id "WAC.005";
`))
	if err != nil {
		panic(err)
	}
	solvers := []suite.Solver{suite.NewWestcott(1, engine.ClassicalEval())}
	defer solvers[0].Close()
	tally := suite.Run(context.Background(), recs, solvers, suite.Limits{Depth: 4}, 0, func(r suite.Result) {
		fmt.Println(r.ID(), r.Record.Position.SAN(r.Answer.Move), r.Answer.Score.Pawns(), r.OK)
	})
	fmt.Printf("solved %d/%d\n", tally.Solved, tally.Tests)
	// Output:
	// WAC.004 Qxh7+ #2 true
	// WAC.005 Qc4+ #2 true
	// solved 2/2
}

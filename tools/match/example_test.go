package match_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/tools/match"
)

func ExampleEloTrinomial() {
	r := match.WDL{W: 10, D: 20, L: 5}
	e := match.EloTrinomial(r)
	fmt.Printf("score %.3f Elo %+.1f ± %.1f LOS %.1f%%\n", e.Score, e.Elo, e.Margin(), 100*match.LOS(r))
	// Output: score 0.571 Elo +50.0 ± 76.3 LOS 90.2%
}

func ExampleSPRT() {
	sp, _ := match.ParseSPRT("elo0=0 elo1=5 alpha=0.05 beta=0.05")
	llr := sp.LLRPentanomial(match.Pentanomial{1, 3, 10, 4, 2})
	fmt.Printf("LLR %.3f in (%.3f, %.3f): %v\n", llr, sp.LowerBound(), sp.UpperBound(), sp.Decide(llr))
	// Output: LLR 0.083 in (-2.944, 2.944): continue
}

func ExampleParseTimeControl() {
	for _, s := range []string{"10+0.1", "40/60+0", "1:30+1"} {
		tc, _ := match.ParseTimeControl(s)
		fmt.Println(tc.Moves, tc.Base, tc.Inc, tc)
	}
	// Output:
	// 0 10s 100ms 10+0.1
	// 40 1m0s 0s 40/60
	// 0 1m30s 1s 90+1
}

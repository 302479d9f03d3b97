package score_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/score"
)

func ExampleIsMate() {
	for _, s := range []int{score.Mate - 1, -score.Mate, score.MateBound, score.MateBound - 1, 250, -900} {
		fmt.Println(s, score.IsMate(s))
	}
	// Output:
	// 31999 true
	// -32000 true
	// 31488 true
	// 31487 false
	// 250 false
	// -900 false
}

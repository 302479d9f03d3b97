package bitview_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/bitview"
)

func ExampleDraw() {
	pos, _ := chess.ParseFEN("3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1")
	views, err := bitview.Draw(&pos, "xrays:white")
	if err != nil {
		panic(err)
	}
	fmt.Println(views[0].Title)
	fmt.Println(views[0].Set)
	// Output:
	// xrays:white — squares white's sliders attack through their own batteries (3)
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . 1 . . . .
	// . . . 1 . . . .
	// . . . 1 . . . .
	// . . . . . . . .
	// . . . . . . . .
}

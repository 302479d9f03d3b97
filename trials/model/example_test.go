package model_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/trials/model"
)

// The largest move word is searched first: here the pawn takes the queen
// before the rook does.
func ExampleCapture() {
	px := model.Capture(model.Queen, 35, model.Pawn, 26)
	rx := model.Capture(model.Queen, 35, model.Rook, 3)
	fmt.Println(px > rx, px.Victim(), px.Mover(), px.From(), px.To())
	// Output: true 5 1 26 35
}

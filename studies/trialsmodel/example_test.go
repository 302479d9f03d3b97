package trialsmodel_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// The largest move word is searched first: here the pawn takes the queen
// before the rook does.
func ExampleCapture() {
	px := trialsmodel.Capture(trialsmodel.Queen, 35, trialsmodel.Pawn, 26)
	rx := trialsmodel.Capture(trialsmodel.Queen, 35, trialsmodel.Rook, 3)
	fmt.Println(px > rx, px.Victim(), px.Mover(), px.From(), px.To())
	// Output: true 5 1 26 35
}

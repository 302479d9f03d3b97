package syzygy_test

import (
	"fmt"
	"log"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// Probe a rook ending: the result with perfect play, the distance to the
// next capture or pawn move, and the moves that keep the win.
func ExampleTablebase_ProbeDTZ() {
	tb, err := syzygy.Open("../../data/syzygy") // a directory of .rtbw and .rtbz files
	if err != nil {
		log.Fatal(err)
	}
	pos, err := chess.ParseFEN("8/8/8/5k2/1R6/8/3K4/8 w - - 0 1")
	if err != nil {
		log.Fatal(err)
	}
	wdl, err := tb.ProbeWDL(&pos)
	if err != nil {
		log.Fatal(err)
	}
	dtz, _, err := tb.ProbeDTZ(&pos)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(wdl, dtz)
	moves, err := tb.RootMoves(&pos, true)
	if err != nil {
		log.Fatal(err)
	}
	for _, rm := range moves[:3] {
		fmt.Println(pos.SAN(rm.Move), rm.WDL, rm.DTZ)
	}
	// Output:
	// win 25
	// Kd3 win 25
	// Ke3 win 25
	// Rd4 win 25
}

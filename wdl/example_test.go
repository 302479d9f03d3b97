package wdl_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/wdl"
)

// A score and the material on the board give the side to move's chances.
// The model here is written out, so that the numbers stay put when
// wdl.Westcott, the model fitted to Westcott's games, is fitted again; a
// program would use wdl.Westcott.
func ExampleModel_Permille() {
	m := wdl.Model{A: [3]float64{200, 0, 0}, B: [3]float64{60, 20, 0}} // a = 200 cp everywhere; b = 60 + 20·t cp, steeper odds with less material
	start := chess.StartPosition()
	ending, _ := chess.ParseFEN("8/5k2/8/8/3R4/8/2K5/8 w - - 0 1")
	fmt.Println(wdl.Material(&start), wdl.Material(&ending))
	for _, cp := range []int{0, 100, 200, 400} {
		w, d, l := m.Permille(cp, wdl.Material(&start))
		w2, d2, l2 := m.Permille(cp, wdl.Material(&ending))
		fmt.Printf("%3d cp: start %d/%d/%d, rook ending %d/%d/%d\n", cp, w, d, l, w2, d2, l2)
	}
	// Output:
	// 78 5
	//   0 cp: start 76/848/76, rook ending 39/922/39
	// 100 cp: start 223/754/23, rook ending 168/824/8
	// 200 cp: start 500/493/7, rook ending 500/498/2
	// 400 cp: start 924/75/1, rook ending 961/39/0
}

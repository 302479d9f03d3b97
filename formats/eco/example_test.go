package eco_test

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
)

// Two move orders reach the French Defense's Advance Variation; the table
// lists only the first, and the position names both.
func ExampleClassify() {
	for _, line := range []string{"e4 e6 d4 d5 e5", "d4 e6 e4 d5 e5", "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6"} {
		g := chess.NewGame()
		for _, san := range strings.Fields(line) {
			if err := g.PlaySAN(san); err != nil {
				fmt.Println(err)
				return
			}
		}
		o, ok := eco.Classify(g.Start(), g.Moves())
		fmt.Println(o, ok)
	}
	// Output:
	// C02 French Defense: Advance Variation true
	// C02 French Defense: Advance Variation true
	// B90 Sicilian Defense: Najdorf Variation true
}

func ExampleLookup() {
	pos, _ := chess.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
	o, ok := eco.Lookup(pos)
	fmt.Println(o.ECO, o.Name, ok)
	fmt.Println(o.Moves)
	// Output:
	// C40 King's Knight Opening true
	// 1. e4 e5 2. Nf3
}

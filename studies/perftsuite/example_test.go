package perftsuite_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

// Checking the main generator against the CPW positions, every count of at
// most 10,000 leaves.
func ExampleCheckFile() {
	res, err := perftsuite.CheckFile("../../data/perft/cpw_perft.epd", chess.Perft,
		perftsuite.Limits{MaxDepth: 20, MaxNodes: 10_000},
		func(m perftsuite.Mismatch) { fmt.Println("MISMATCH", m) })
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("checked %d counts, %d mismatches\n", res.Checked, len(res.Mismatches))
	// Output:
	// checked 18 counts, 0 mismatches
}

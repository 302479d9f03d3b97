package mailbox

import (
	"testing"

	"github.com/westcott-chess/westcott/studies/perftsuite"
)

// TestPerftSuites checks the suites of data/perft (sources and checks in
// data/README.md) up to a node limit per count.
func TestPerftSuites(t *testing.T) {
	limit := uint64(1_000_000)
	if testing.Short() {
		limit = 50_000
	}
	for _, file := range []string{"cpw_perft.epd", "perftsuite.epd", "chess960_perft.epd"} {
		lim := perftsuite.Limits{MaxDepth: 7, MaxNodes: limit}
		if file == "chess960_perft.epd" {
			// Every fifth position keeps the test quick; westcott perft
			// -gen mailbox runs the whole file.
			lim.Stride = 5
		}
		perftsuite.Test(t, "../../data/perft/"+file, Perft, lim)
	}
}

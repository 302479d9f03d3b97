package trials_test

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trials"
)

// The same search on the mailbox board and on the bitboard board visits the
// same nodes.
func ExampleRun() {
	p, _ := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	for _, k := range []trials.Kind{trials.BestMailbox, trials.Bitboard} {
		r, _ := trials.Run(&p, k, 4, nil)
		last := r.Iterations[len(r.Iterations)-1]
		fmt.Println(k, last.Nodes, last.Score, strings.Join(last.PV, " "))
	}
	// Output:
	// mailbox:lazy 21728 -18 e2a6 e6d5 e4d5 b4c3
	// bitboard 21728 -18 e2a6 e6d5 e4d5 b4c3
}

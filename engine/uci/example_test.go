package uci_test

import (
	"os"
	"strings"

	"github.com/westcott-chess/westcott/engine/uci"
)

func Example() {
	s := uci.New(os.Stdout)
	s.Run(strings.NewReader(`isready
position fen 7k/8/8/8/8/8/1r6/K7 w - - 0 1
go perft 2
setoption name Hash value lots
`))
	// Output:
	// readyok
	// a1b2: 3
	//
	// Nodes searched: 3
	// info string setoption Hash: value "lots" is not a number
}

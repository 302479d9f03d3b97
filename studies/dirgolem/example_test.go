package dirgolem_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/dirgolem"
)

func ExampleGenerate() {
	// The black rook b1 checks the white king g1 along the first rank. The
	// evasion mask is the checker and the squares between; the knight d2
	// takes the rook or blocks on f1, the king steps off the rank.
	p, _ := chess.ParseFEN("4k3/8/8/8/8/8/3N4/1r4K1 w - - 0 1")
	var t dirgolem.Targets
	dirgolem.Generate(&p, &t)
	fmt.Println("checkers:", t.Checkers.LSB(), "moves:", t.Count())
	fmt.Println(t.Evasions)
	for _, m := range t.AppendMoves(&p, nil) {
		fmt.Print(p.UCI(m), " ")
	}
	fmt.Println()
	// Output:
	// checkers: b1 moves: 5
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . 1 1 1 1 1 . .
	// g1g2 g1h2 g1f2 d2f1 d2b1
}

func ExamplePerft() {
	p := chess.StartPosition()
	fmt.Println(dirgolem.Perft(&p, 4))
	kiwipete, _ := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	fmt.Println(dirgolem.Perft(&kiwipete, 3))
	// Output:
	// 197281
	// 97862
}

func ExampleTargets_AppendMoves() {
	// Chess960 castling is the king's step onto its own rook: the king f1
	// castling with the rook g1 is the east target g1 (it lands on g1, the
	// rook on f1). The rook's own step east is h1.
	p, _ := chess.ParseFEN("4k3/8/8/8/8/8/8/5KR1 w G - 0 1")
	var t dirgolem.Targets
	dirgolem.Generate(&p, &t)
	fmt.Println(t.To[dirgolem.East])
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . 1 1
}

// Package eco names chess openings: the lichess opening table (ECO code,
// name and the moves that reach each named position, data/*.tsv, from
// lichess-org/chess-openings, CC0), looked up by position so that
// transpositions count.
//
// A game is classified by the last named position it reaches, as the table's
// authors advise ("play moves backwards until a named position is found").
// Positions are compared by chess.Position.Key, the Zobrist key of the
// pieces, the side to move, the castling rights and a capturable en-passant
// square: so 1. d4 e6 2. e4 d5 3. e5 is the French Defense's Advance
// Variation (C02), reached by 1. e4 e6 2. d4 d5 3. e5 in the table.
//
//	g := chess.NewGame()
//	for _, san := range []string{"d4", "e6", "e4", "d5", "e5"} {
//		g.PlaySAN(san)
//	}
//	o, ok := eco.Classify(g.Start(), g.Moves())
//	fmt.Println(o) // C02 French Defense: Advance Variation
//
// The table is built on first use (its 3,807 lines replayed once; go test
// -bench Build times it), not when a program starts, and is read-only
// afterwards: any number of goroutines may look up at once.
package eco

// Package chess implements the rules of chess on a bitboard position: pieces
// and moves, FEN, make/unmake with incremental Zobrist keys, legal move
// generation, SAN and UCI move notation, Chess960, draw rules, perft, and
// games that know their outcome.
//
// The position is the "denser board" of the seed page "Bitboard
// Board-Definition" (the chessprogramming-wiki bitboard pages): two color bitboards and
// six piece-type bitboards, plus a 64-square piece array for the question
// "what stands on this square?". Legal moves are generated directly, not
// filtered from pseudo-legal ones: the checkers and the absolutely pinned
// pieces are found first, as the seed page "Checks and Pinned Pieces"
// describes, and restrict each piece's targets — to the check-blocking and
// checker squares when in check, to its pin line when pinned.
//
// Move generation, make/unmake and perft allocate nothing: callers pass
// the move buffer, one array a ply, reused.
//
//	pos := chess.StartPosition()
//	var buf [chess.MaxMoves]chess.Move
//	n := pos.GenerateInto(chess.AllMoves, &buf) // 20
//	for _, m := range buf[:n] {
//		u := pos.MakeMove(m)
//		// ... pos is the position after m
//		pos.UnmakeMove(m, u)
//	}
//
// LegalMoves(nil) returns a new slice instead, simpler where speed does not
// matter. A Game plays a whole game and knows its result:
//
//	g := chess.NewGame()
//	for _, san := range []string{"f3", "e5", "g4", "Qh4#"} {
//		if err := g.PlaySAN(san); err != nil {
//			log.Fatal(err)
//		}
//	}
//	fmt.Println(g.Outcome().Result(), g.Outcome()) // 0-1 black wins by checkmate
//	fmt.Println(g.Position())                      // the board, then the FEN
package chess

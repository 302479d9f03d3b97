// Package chess implements the rules of chess on a bitboard position: pieces
// and moves, FEN, make/unmake with incremental Zobrist keys, legal move
// generation, SAN and UCI move notation, Chess960, draw rules and perft.
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
// the move buffer.
//
//	pos, _ := chess.ParseFEN(chess.StartFEN)
//	moves := pos.LegalMoves(nil) // 20 moves
package chess

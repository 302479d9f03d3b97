// Package engine is the engine side of the Universal Chess Interface: a
// server that reads UCI commands, keeps the game position and the options,
// drives package search, and writes the protocol's answers.
//
// It follows the UCI specification (Stefan Meyer-Kahlen, April 2006):
//
//	> uci
//	< id name Westcott 0.1
//	< option name Hash type spin default 16 min 1 max 65536
//	< uciok
//	> position startpos moves e2e4
//	> go movetime 1000
//	< info depth 1 seldepth 2 multipv 1 score cp -20 nodes 23 ...
//	< bestmove e7e5 ponder g1f3
//
// Beside UCI it understands a few commands for people at a terminal, as
// Stockfish does: d (the board, FEN and key), eval (the evaluation by term),
// perft N, bench and help. Malformed commands are ignored with an
// "info string" line that says what was wrong; nothing a GUI or a person
// types makes it panic.
//
// The search runs on its own goroutine, so stop, ponderhit and isready are
// answered while it thinks. The engine reports through search's callbacks;
// only this package turns them into text.
package engine

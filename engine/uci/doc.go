// Package uci is the engine side of the Universal Chess Interface: a
// server that reads UCI commands, keeps the game position and the options,
// drives an engine in process (package engine: the table, the threads, the
// evaluation, the tables, the book, the search) and writes the protocol's
// answers. It only parses, calls and prints: what a search does is
// engine's, so that the programs that search in process do as go does.
// (The driving side of UCI, which talks to engines as processes, is
// package formats/uci.)
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
// perft N, bench and help. Malformed commands are answered with an
// "info string" line that says what was wrong, quoting at most the first
// 40 characters of a bad word; nothing a GUI or a person types makes it
// panic, wedge, or play a move for a position it was not given.
//
// # Jobs
//
// Searches, perft (and go perft) and bench run in the background as jobs,
// so that isready, stop, ponderhit and quit are answered while they run;
// stop and quit end any of them (a stopped perft or bench says so in an
// info string and prints no misleading total). Every go is answered by
// exactly one bestmove (go perft by its counts), in the order of the gos:
//
//   - go, ucinewgame, perft, bench and setoption of Hash, Threads, Clear
//     Hash, UseNNUE, EvalFile, SyzygyPath or (westcott uci -tune) a search
//     parameter need the engine: while a job runs they wait for it if it ends by
//     itself (a search with a depth, node, time or clock limit, a perft, a
//     bench), and stop it first if it is endless (go infinite, go ponder
//     before ponderhit, go with no limit, go mate alone), since a GUI that
//     has moved on will not send the stop it waits for. Fifty "go depth 1"
//     lines sent at once get fifty bestmoves, as with Stockfish.
//   - position, the other options, isready, uci, d, eval and help are
//     carried out at once; a running search keeps its own copy of the
//     position.
//   - stop without a job does nothing (a GUI may send it just as a bestmove
//     crosses it); ponderhit without a pondering search is answered with
//     an info string.
//   - Run reads ahead: a stop or quit that has arrived ends at once the job
//     that a command before it is waiting for.
//   - quit stops the job, writes its bestmove, and returns. At the end of
//     the input an endless search is stopped and a job that ends by itself
//     may finish within EOFGrace (5 s: "echo go depth 12 | westcott" prints
//     its bestmove), then it is stopped and answers, as are the jobs of the
//     commands still queued ("echo go depth 99999999999 | westcott" ends
//     after 5 s); then Run returns. Either way no job's goroutine outlives
//     Run.
//
// # Malformed input
//
//   - Lines end at "\n", "\r" or "\r\n"; words are separated by white space
//     and control characters (tabs, NUL). Lines up to MaxLineBytes (16 MiB,
//     150 times the longest legal game) are read whole; a longer line is
//     skipped with an info string, except that an over-long position leaves
//     no valid position, an over-long go gets the fallback search below,
//     and stop and quit are obeyed.
//   - go: an unknown word, a limit without a readable number, and an
//     illegal searchmoves move are skipped with an info string, and the
//     search runs with what is left. When that leaves no limit by which it
//     would end, it searches 10 plies or 1 s, whichever ends first: only go
//     infinite and go ponder wait for stop or ponderhit. Numbers too large
//     are capped with a note (depth 120, mate 60, times about 31.7 years;
//     every 64-bit node count up to 18446744073709551615 is taken). One rule
//     for negative numbers: a note, and the number is read as 0, which asks
//     for the least (1 ply, 1 node, 1 ms, no increment, no time control).
//     go mate 0 says that there is no mate in 0 to look for and searches
//     1 ply unless another limit is given.
//   - position: a malformed command (a bad FEN, a missing or unknown word,
//     an illegal or unreadable move in the moves) leaves no valid
//     position: it says why, and each go answers bestmove 0000 (go perft,
//     perft: an info string) until a valid position command; d and eval
//     show the last valid position with a note. The game up to an illegal
//     move is not searched: its side to move may not be the GUI's.
//   - FEN details that cannot matter are tidied, not refused: an
//     en-passant square that no pawn can take is ignored, and castling
//     rights the position cannot have (no king or rook on the squares they
//     need) are cleared with an info string naming them. Everything else
//     wrong in a FEN makes the position invalid, as above. (chess.ParseFEN
//     itself refuses impossible castling rights with ErrBadCastling; the
//     engine clears them, since GUIs send such FENs for set-up positions.)
//
// # Endgame tables
//
// The Syzygy options, named as Stockfish and the GUIs name them:
// SyzygyPath (string, default <empty>: directories of .rtbw/.rtbz files,
// separated by ":"; answered with an info string naming how many tables
// were found), SyzygyProbeDepth (spin 1..100, default 1), SyzygyProbeLimit
// (spin 0..7, default 7) and Syzygy50MoveRule (check, default true). They
// reach the search at the next go (engine.Request's Syzygy); package
// syzygy reads the files. Info lines then carry tbhits (see
// docs/SYZYGY.md).
//
// # Network evaluation
//
// UseNNUE (check, default engine.DefaultUseNNUE: true since a network won
// its SPRT) chooses the evaluation: false is the classical evaluation, true a
// network (package nnue, its accumulators updated along the search path):
// the one built into the binary (nnue.Default), unless EvalFile (string,
// default <empty>) names a network file, as westcott nntrain writes it.
// EvalFile <empty> returns to the built-in network; an EvalFile set while
// UseNNUE is false is kept for when it turns true, and its info string
// says so. A file that cannot be read is refused with an info string naming
// what is wrong, and the evaluation stays as it was. A change of network
// clears the hash table. The eval command prints the network's score and
// names it; bench searches with the engine's evaluation and names it.
//
// # Opening book
//
// With OwnBook on and BookFile naming a Polyglot book (package polyglot),
// a go in a book position within BookDepth plies of the game (counted from
// the position's move number) is answered at once from the book, by weight
// or, with BookBestMove, the best move, with the book's best reply as the
// ponder move:
//
//	> go wtime 60000 btime 60000
//	< info string book move e2e4 weight 33 of 45 (3 book moves)
//	< bestmove e2e4 ponder e7e6
//
// No info line with a depth or score is sent (a GUI would record a 0 score
// and may adjudicate on it). Only a go that asks for a game move is
// answered from the book (a clock, a move time, a depth or a node limit);
// go infinite, go mate and a bare go are analysis and search. go ponder in
// a book position writes the info string at once and the bestmove at
// ponderhit or stop, never before. Moves outside searchmoves are not
// played. Out of the book, past BookDepth, or with a book that cannot be
// read (setoption says why, and no book is used), the engine searches as
// usual; a later position in the book is answered from it again.
//
// # The engine below
//
// Each go becomes an engine.Request (the position, the game's keys,
// search.Limits with Move Overhead and MultiPV, the playing level and the
// Syzygy probe options) to engine.Engine.Search, whose typed reports this
// package formats as info and bestmove lines; OwnBook's moves come from
// engine.Engine.BookMove. The options that set up the engine (Hash,
// Threads, Clear Hash, UseNNUE and EvalFile, SyzygyPath, BookFile, the
// search parameters of westcott uci -tune) call its typed setters; the
// others are the server's, given with each request. The engine is the
// server's own (Server.Eval tells its evaluation), so that what the
// options say is what it is.
package uci

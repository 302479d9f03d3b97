// Package syzygy probes Syzygy endgame tablebases: the .rtbw files (win,
// draw or loss, with the 50-move rule's cursed wins and blessed losses) and
// the .rtbz files (distance to zeroing: plies to the next capture or pawn
// move on the way to the result), in pure Go.
//
// The decoder follows the public descriptions of the format by its author,
// Ronald de Man (the syzygy1/tb repository and the chessprogramming wiki's
// "Syzygy Bases" page): a position is numbered by a mixed-radix index over
// groups of like pieces, after the board's symmetries have brought it to a
// canonical form; the values are compressed by recursive pairing, whose
// symbols are coded with a canonical Huffman code in fixed-size blocks,
// found through a sparse index.
//
//	tb, _ := syzygy.Open("data/syzygy")
//	p, _ := chess.ParseFEN("8/8/8/5k2/1R6/8/3K4/8 w - - 0 1")
//	wdl, _ := tb.ProbeWDL(&p)     // win
//	dtz, _, _ := tb.ProbeDTZ(&p)  // 25
//
// Open only lists the files; each is mapped into memory on its first probe
// (read into memory where mapping fails). Probes are safe from any number of
// goroutines. The tables store positions without castling rights or an
// en-passant right; the probes search the captures (en passant included)
// themselves, as the format requires, so any position without castling
// rights with a table for its material can be probed.
package syzygy

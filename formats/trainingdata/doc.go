// Package trainingdata is the format of the engine's training data: the
// games of self-play (package datagen) with the search's score of every
// ply, as the trainers (nntrain, tune) read them. Files are binary
// (AppendRecord writes a record, BinaryReader reads them; the byte table is
// below); the older text format of scored positions, which the Texel tuner
// reads (ParseLine), can still be written (AppendText), and Convert turns a
// text file into a binary one. Resume prepares a file of either format for
// appending.
//
// The package needs the rules (chess) and the scale of scores (score), not
// the engine: a trainer reading the data does not link the search.
//
// # Binary format
//
// Little-endian throughout. A file starts with an 8-byte header: the magic
// "WCDG", the version byte 1 and three zero bytes. Then come records, one a
// game (a game may span consecutive records of the same ID: a converted
// text game whose gaps could not all be bridged). A record is
//
//	length  uint32  the body's bytes: 41 + 4 × plies
//	body:
//	  ID        uint64   the game's ID (below 2^62)
//	  occupancy uint64   bit i set: a piece on square i (a1 = 0, b1 = 1, … h8 = 63)
//	  pieces    16 bytes a 4-bit code for each occupied square, in square order,
//	                     the low nibble first; the unused nibbles zero. Codes:
//	                     1–6 White's pawn, knight, bishop, rook, queen, king;
//	                     9–14 Black's; 7 and 15 a White and a Black rook that
//	                     keeps a castling right
//	  flags     uint8    bit 0: Black to move; bit 1: Chess960
//	  ep        uint8    the en-passant square, 64 for none (set only when a
//	                     pawn can take there, as chess.Position does)
//	  halfmove  uint8    the halfmove clock
//	  fullmove  uint16   the move number
//	  plies     uint16   how many plies follow
//	  per ply:  move uint16 (chess.Move: from bits 0–5, to 6–11, promotion
//	            piece 12–13 knight…queen, kind 14–15 normal, promotion, en
//	            passant, castling as the king taking its own rook) and score
//	            int16 (the search's score of the position before the move,
//	            centipawns from White's view, mates as ±(32000 − plies);
//	            −32768 for no score)
//	  result    uint8    0 Black won, 1 draw, 2 White won
//	  reason    uint8    the Reason, 1–8
//	crc     uint32  CRC-32C (Castagnoli) of the length and the body
//
// Every ply is stored: the opening's random plies (unscored), positions in
// check, captures and promotions; the trainer filters. The last ply of an
// adjudicated game holds the move the search chose; a converted record's
// last ply holds no move (0), which the text did not know. A record is
// written with one Write when its game ends; a file that ends inside a
// record (a run killed mid-write) is detected by the length or the CRC,
// and ScanBinary tells such a torn tail from damage further in.
//
// # Text format
//
// A file is UTF-8 text, one record a line. The first line is the header
//
//	# westcott datagen v1: FEN | score | result
//
// Every other line starting with "#" is a comment, and blank lines are
// ignored. A position line is
//
//	FEN | score | result
//
// for example
//
//	r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 31 | 0.5
//
// with the full six-field FEN; score, an integer, the search's score in
// centipawns from White's view (never a mate score); and result the game's
// result from White's view: 1.0 (White won), 0.5 (draw) or 0.0 (Black won).
//
// The lines of a game are written together when the game ends, followed by
// the line
//
//	# game ID RESULT REASON
//
// (e.g. "# game 17 1.0 checkmate"): ID is the game's number, from which its
// random choices are derived (see datagen.Config.Seed), RESULT as above, and REASON
// one of the Reason values. A file thus holds as many games as "# game"
// lines; a resumed run counts them, and numbers its games after the
// highest ID so it never replays one (see ScanFile).
//
// # Which positions a text file holds
//
// Positions reached by the opening's random plies are not written, nor
// positions in check, positions whose best move is a capture or a
// promotion, positions scored as a mate, and positions whose search did not
// complete one iteration. The rest of every searched position is.
package trainingdata

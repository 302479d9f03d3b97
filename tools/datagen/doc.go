// Package datagen generates training positions by self-play: games from
// varied openings (a book position plus a few random plies) played by the
// engine at a small node budget per move, each searched position written
// with its search score and the game's result. The Texel tuner (package
// tune, through ParseLine) and a network trainer read the same files;
// Reader reads one whole.
//
// # Format
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
// random choices are derived (see Config.Seed), RESULT as above, and REASON
// one of the Reason values. A file thus holds as many games as "# game"
// lines; a resumed run counts them, and numbers its games after the
// highest ID so it never replays one (see ScanFile).
//
// # Which positions
//
// Positions reached by the opening's random plies are not written, nor
// positions in check, positions whose best move is a capture or a
// promotion, positions scored as a mate, and positions whose search did not
// complete one iteration. The rest of every searched position is.
//
// # Games
//
// A game ends by checkmate, stalemate, threefold repetition, the fifty-move
// rule or insufficient material; or is adjudicated: won when the score is
// at least WinScore (or a mate) for the same side on WinPlies consecutive
// plies, drawn when after move DrawMove the score stays within ±DrawScore
// for DrawPlies plies, and drawn after MaxPlies plies.
package datagen

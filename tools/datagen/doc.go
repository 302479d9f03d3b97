// Package datagen generates training data by self-play: games from varied
// openings (a book position plus a few random plies) played by the engine
// at a small node budget per move (a soft budget that ends with a
// completed iteration, under a hard cap), every ply with its search score
// and the game's result. Run writes them in either format of package
// trainingdata, whose documentation holds the byte table: binary records
// of whole games by default, or the older text lines of quiet scored
// positions.
//
// # Games
//
// A game ends by checkmate, stalemate, threefold repetition, the fifty-move
// rule or insufficient material; or is adjudicated: won when the score is
// at least WinScore (or a mate) for the same side on WinPlies consecutive
// plies, drawn when after move DrawMove the score stays within ±DrawScore
// for DrawPlies plies, and drawn after MaxPlies plies.
package datagen

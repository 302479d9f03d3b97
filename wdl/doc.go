// Package wdl turns a search score into the chances of a win, a draw and a
// loss for the side to move (UCI_ShowWDL's "wdl W D L"), by a model fitted
// to Westcott's own games.
//
// The model is the two-logistic one Stockfish made known: with x the score
// in centipawns,
//
//	win  = 1 / (1 + exp((a - x) / b))
//	loss = 1 / (1 + exp((a + x) / b))
//	draw = 1 - win - loss
//
// where a (the score at which a win is as likely as not) and b (how fast
// the odds change) are quadratics in the material left on the board, so
// that the same score means more in an endgame than in the opening. Fit
// finds the six coefficients by maximum likelihood from (score, material,
// result) samples; `westcott wdlfit` reads them from the games that
// `westcott match` writes and writes the fitted model as Go source
// (params.go). docs/WDL.md has the fit and its data.
package wdl

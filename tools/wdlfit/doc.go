// Package wdlfit is the workshop of `westcott wdlfit`: it reads the games
// that `westcott match` writes into the samples that package wdl fits its
// model to, and draws wdl's calibration of a model as a PNG chart.
//
// Each move comment of a match carries the mover's score
// (match.CommentScore reads it), and the game's result says how that
// position ended for the side that moved: one wdl.Sample a scored move,
// with the material on the board. Mates and moves without a score are left
// out, and so are games without a result and games that repeat one already
// read move for move (two copies of one deterministic engine play an
// opening's colour-reversed game exactly as the first: it counts once).
//
//	d := wdlfit.Data{Skip: 8}
//	err := d.ReadFile("games.pgn")
//	m, _, err := wdl.Fit(d.Samples)
//	err = wdlfit.WritePNG(w, wdl.Calibrate(&m, d.Samples))
package wdlfit

// Package score is the scale of the engine's scores: centipawns, with mates
// at the top of the range. It is apart from package search so that what
// stores or reads scores (the training data's format, its trainers) need
// not link the search, which counts its mates on this scale (search.MateIn).
//
// Scores are from one side's point of view. Mate-n is "mate in n plies",
// -(Mate-n) "mated in n plies":
//
//	31999   the side to move mates with its next move
//	-32000  the side to move is mated now
package score

const (
	Mate      = 32000      // the score of mate at the root
	MateBound = Mate - 512 // scores at or beyond ±MateBound are mate scores
)

// IsMate reports whether s is a mate score, for either side.
func IsMate(s int) bool { return s >= MateBound || s <= -MateBound }

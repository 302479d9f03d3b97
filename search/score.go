package search

import "github.com/westcott-chess/westcott/score"

// Scores are in centipawns from the side to move's point of view, on
// package score's scale. Mate scores count plies from the root:
// MateScore-n is "mate in n plies", -(MateScore-n) is "mated in n plies".
const (
	MaxPly    = 128             // deepest ply the search reaches, extensions included
	MateScore = score.Mate      // the score of mate at the root
	MateBound = score.MateBound // scores at or beyond ±MateBound are mate scores (score.IsMate)
	Infinity  = MateScore + 1   // bigger than any score
	DrawScore = 0
)

// MateIn returns the score of giving mate in the given number of plies.
// MateIn(1) is 31999.
func MateIn(ply int) int { return MateScore - ply }

// MatedIn returns the score of being mated in the given number of plies.
// MatedIn(0) is -32000: the side to move is mated now.
func MatedIn(ply int) int { return -MateScore + ply }

// MateMoves returns, for a mate score, the number of moves (not plies) to
// mate: positive when the side to move mates, negative when it is mated,
// as UCI's "score mate N" wants. MateMoves(MateIn(1)) is 1, MateMoves(MateIn(3))
// is 2, MateMoves(MatedIn(2)) is -1, and MateMoves(MatedIn(0)) is 0. It is 0
// for scores that are not mates.
func MateMoves(s int) int {
	switch {
	case s >= MateBound:
		return (MateScore - s + 1) / 2
	case s <= -MateBound:
		return -(MateScore + s) / 2
	}
	return 0
}

// scoreToTT turns a score of a node at ply into the form the TT keeps: mate
// and table-win scores counted from that node, not from the root, so a hit
// at another ply reads the right distance.
func scoreToTT(s, ply int) int {
	switch {
	case s >= TBWinInMaxPly:
		return s + ply
	case s <= -TBWinInMaxPly:
		return s - ply
	}
	return s
}

// scoreFromTT undoes scoreToTT for a node at ply.
func scoreFromTT(s, ply int) int {
	switch {
	case s >= TBWinInMaxPly:
		return s - ply
	case s <= -TBWinInMaxPly:
		return s + ply
	}
	return s
}

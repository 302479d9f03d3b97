// Package eval is Westcott's static evaluation: a score in centipawns for a
// position, from the side to move's point of view.
//
// The score is tapered: every term has a midgame and an endgame value, and
// the two are blended by the game phase (knights and bishops count 1, rooks 2,
// queens 4; 24 is the full board):
//
//	score = (mg*phase + eg*scale/64*(24-phase)) / 24
//
// where scale (out of 64) shrinks the endgame sum in material the side
// ahead can hardly win: opposite-coloured bishops, a minor piece up without
// pawns, a lone pawn against a defender's piece. The scales of those cases
// are weights too. When the side ahead cannot mate at all (a lone minor
// piece or two knights, no pawns) the score is 0.
//
// The terms are material, piece-square tables, pawn structure (passed,
// isolated, doubled and backward pawns, found set-wise as the seed pages
// "Attack Spans", "Backward Pawns (Bitboards)" and "Passed Pawns (Bitboards)"
// of the chessprogramming-wiki bitboard pages describe), passed pawns
// (blocked, supported, a safe path, unstoppable by the rule of the square),
// mobility counted from attack sets, king safety (attack units on the king
// zone with safe checks and weak squares, the pawn shield, pawn storms),
// outposts, space, the bishop pair, rooks on open files, threats (attacks
// on enemy pieces, hanging pieces, safe pawn pushes, moves that would
// attack the queen), and a tempo bonus for the side to move.
//
// Every weight is an entry of one table, Weights, indexed by Index and named
// by it (Groups lists the runs, such as KnightPST or KingDanger). The
// evaluation is linear in the weights but for the scale weights, which
// multiply the endgame sum: TraceOf returns how many times each weight
// counts in a position and which scale applies for either side leading, and
// the trace recomputes the evaluation exactly for any Weights, which is what
// a tuner needs. Evaluate uses the
// default weights, HandWeights unless a generated file installs tuned ones;
// EvaluateWith takes any.
//
// Evaluation is color-symmetric: a position and its color-flipped mirror
// image get the same score. It allocates nothing. Explain returns the same
// score split by term, for people.
//
// A search evaluates through an Evaluator, one per searching goroutine: the
// same scores, faster, from a cache of the pawn terms (keyed by the pawns
// themselves, with each king's shield and storm) and one table of piece
// values plus square bonuses. It is the search's one seam to the
// evaluation, where an incrementally updated network would plug in.
//
//	pos := chess.StartPosition()
//	eval.Evaluate(&pos) // the tempo bonus: a small positive score
package eval

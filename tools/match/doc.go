// Package match plays games between chess engines and measures the
// difference in strength: Elo with its 95% interval, the likelihood of
// superiority, pentanomial counts of game pairs, and a sequential
// probability ratio test (SPRT) that stops a match as soon as it has an
// answer.
//
// Engines speak UCI (through package uci) or the xboard protocol (through
// package cecp); a Player hides which. Each opening is played twice, colors
// reversed; a game ends by the rules of chess (checkmate, stalemate,
// insufficient material, the fifty-move rule, threefold repetition — the
// last two without waiting for a claim), by optional adjudication, or by a
// fault: an illegal move, a time forfeit, a crash or a hang. A faulty engine
// loses the game with the reason recorded, is restarted, and the match goes
// on.
//
// The statistics follow the usual practice of engine testing (fishtest,
// cutechess-cli): logistic Elo, Elo = −400·log10(1/score − 1); intervals
// from the normal approximation, per game (trinomial) or per game pair
// (pentanomial); LOS from wins and losses; the GSPRT log-likelihood ratio
// over game pairs, exact: each hypothesis takes the pentanomial distribution
// of highest likelihood with its mean score,
//
//	LLR = Σ n_i · ln(p1_i / p0_i)
//
//	sp := match.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
//	llr := sp.LLRPentanomial(match.Pentanomial{1, 3, 10, 4, 2}) // 0.0827
//	sp.Decide(llr)                                              // Continue, bounds ±2.944
package match

package search

import (
	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/chess"
)

// checkNodes is how often a search looks at the clock (and its context),
// in nodes: often enough that a slow node rate does not carry a search far
// past its time. At 100,000 nodes a second (the network evaluation on a
// loaded two-core machine, where 300,000 is usual) 512 nodes are 5 ms;
// each look costs about 100 ns, a fifth of a nanosecond a node. Stockfish
// looks every 512 nodes too.
const checkNodes = 512

// negamax is the principal-variation alpha-beta search of the node at ply
// with the given remaining depth. cutNode is true where a cut is expected
// (the null-window children of a PV move). It returns a score within
// [alpha, beta] when exact, else a bound (fail-soft).
func (s *Searcher) negamax(alpha, beta, depth, ply int, cutNode bool) int {
	// Step 1. Initialise the node.
	f := &s.stack[ply]
	f.pvLen = 0
	s.nnEnter(ply)
	excluded := f.excluded // a singular-extension search of this node
	pvNode := beta-alpha > 1
	inCheck := s.pos.InCheck()
	if inCheck {
		depth++ // check extension
	}
	if ply > 0 {
		// Step 2. Draws and mate distance pruning.
		if s.isDraw(ply) {
			return DrawScore
		}
		alpha = max(alpha, MatedIn(ply))
		beta = min(beta, MateIn(ply+1))
		if alpha >= beta {
			return alpha
		}
	}
	if depth <= 0 {
		return s.qsearch(alpha, beta, ply, 0)
	}
	if s.countNode() {
		return 0
	}
	if ply >= MaxPly-1 {
		return s.evaluate(ply)
	}
	s.selDepth = max(s.selDepth, ply)

	// Step 3. Transposition table: a deep enough entry ends a non-PV node.
	key := s.pos.Key()
	tte, hit := s.tt.Probe(key)
	ttMove := chess.NullMove
	ttScore := 0
	if hit {
		ttMove = tte.Move
		ttScore = scoreFromTT(tte.Score, ply)
		if !pvNode && excluded == chess.NullMove && tte.Depth >= depth && (tte.Bound == BoundExact ||
			tte.Bound == BoundLower && ttScore >= beta || tte.Bound == BoundUpper && ttScore <= alpha) {
			return ttScore
		}
	}
	if ply > 0 && s.tb.pieces > 0 && excluded == chess.NullMove { // Step 3b. Endgame tables (tb.go).
		if v, ok := s.tbProbe(depth, ply, key, inCheck); ok {
			return v
		}
	}

	// Step 4. Static evaluation, improved by the table's bound when it can.
	rawEval, staticEval, evalScore := -Infinity, -Infinity, -Infinity
	if !inCheck {
		if hit {
			rawEval = tte.Eval
		} else {
			rawEval = s.evaluate(ply)
		}
		staticEval = s.corrected(rawEval)
		evalScore = staticEval
		if hit && (tte.Bound == BoundLower && ttScore > evalScore || tte.Bound == BoundUpper && ttScore < evalScore) {
			evalScore = ttScore
		}
	}
	f.staticEval = staticEval
	improving := !inCheck && (ply < 2 || s.stack[ply-2].staticEval == -Infinity || staticEval > s.stack[ply-2].staticEval)

	if !pvNode && !inCheck && ply > 0 {
		// Step 5. Reverse futility pruning: so far above beta that a quiet
		// move will not bring it back.
		margin := s.params.RFPMargin * depth
		if improving {
			margin -= s.params.RFPMargin / 2
		}
		if depth <= s.params.RFPDepth && evalScore-margin >= beta && beta > -MateBound && evalScore < MateBound {
			return evalScore
		}

		// Step 6. Null move: if passing still fails high, a real move
		// will too. Not in pawn endings (zugzwang), not twice in a row.
		if depth >= s.params.NullMinDepth && excluded == chess.NullMove && evalScore >= beta && staticEval >= beta && s.stack[ply-1].move != chess.NullMove &&
			s.hasPieces(s.pos.SideToMove()) && beta > -MateBound {
			r := s.params.NullBaseReduction + depth/s.params.NullDepthDivisor + min((evalScore-beta)/s.params.NullEvalDivisor, s.params.NullEvalMaxPlies)
			f.move, f.cont = chess.NullMove, nil
			u := s.pos.MakeNullMove()
			s.keys = append(s.keys, s.pos.Key())
			prevNull := s.nullIdx
			s.nullIdx = len(s.keys) - 1
			v := -s.negamax(-beta, -beta+1, depth-1-r, ply+1, !cutNode)
			s.nullIdx = prevNull
			s.keys = s.keys[:len(s.keys)-1]
			s.pos.UnmakeNullMove(u)
			if s.stopped {
				return 0
			}
			if v >= beta {
				if v >= TBWinInMaxPly {
					v = beta // an unproven mate or table win
				}
				return v
			}
		}
	}

	if ply == 0 && s.rootPVLen > 0 {
		ttMove = s.rootPV[0] // the last iteration's best move first
	}

	// Step 7. Internal iterative reduction: without a hash move the
	// ordering is poor, so search shallower first.
	if depth >= s.params.IIRDepth && ttMove == chess.NullMove && (pvNode || cutNode) {
		depth--
	}

	// Step 8. Singular extension: when the hash move is much better than
	// every other move (a search without it fails low well below the
	// hash score), it is extended. When even that search fails high, more
	// than one move beats beta and the node is cut at once (multi-cut).
	extendTT := 0
	if ply > 0 && depth >= s.params.SingularDepth && excluded == chess.NullMove && ttMove != chess.NullMove &&
		tte.Depth >= depth-3 && tte.Bound != BoundUpper && abs(ttScore) < MateBound {
		sBeta := ttScore - s.params.SingularMargin*depth
		f.excluded = ttMove
		v := s.negamax(sBeta-1, sBeta, (depth-1)/2, ply, cutNode)
		f.excluded = chess.NullMove
		if s.stopped {
			return 0
		}
		if v < sBeta {
			extendTT = 1
		} else if sBeta >= beta {
			return sBeta
		}
	}

	// Step 9. The moves.
	s.initPicker(ply, ttMove, false)
	best, bestMove := -Infinity, chess.NullMove
	origAlpha := alpha
	legal, searched, nQuiets := 0, 0, 0
	side := s.pos.SideToMove()
	child := &s.stack[ply+1]
	for m := s.nextMove(f); m != chess.NullMove; m = s.nextMove(f) {
		if ply == 0 && !s.rootAllowed(m) || m == excluded {
			continue
		}
		legal++
		quiet := !isTactical(&s.pos, m)
		killer := m == f.killers[0] || m == f.killers[1]

		// Step 10. Shallow pruning, once a move is safe: late-move pruning
		// (too many moves tried already; the picker then hands out only
		// quiet checks), futility pruning (too far below alpha) and SEE
		// pruning (the move loses too much). The move in hand is spared if
		// it gives check or is a killer, so a quiet mating move is not lost
		// at once.
		futile := false
		if ply > 0 && !inCheck && best > -MateBound && !pvNode && depth <= s.params.SEEDepth {
			if quiet && depth <= s.params.LMPDepth && legal > lmpLimit(s.params.LMPBase, depth, improving) {
				// Late-move pruning: of the later quiet moves only checks
				// are searched, so the picker need not order them.
				f.pick.skipQuiets = true
				futile = true
			} else if quiet {
				futile = depth <= s.params.FutilityDepth && staticEval+s.params.FutilityBase+s.params.FutilityMargin*depth <= alpha ||
					!attackmap.SEEGreaterOrEqual(&s.pos, m, -s.params.SEEQuietMargin*depth) // hangs the piece
			} else if m.Kind() != chess.Promotion {
				futile = !attackmap.SEEGreaterOrEqual(&s.pos, m, -s.params.SEECaptureMargin*depth) // loses too much
			}
		}

		if futile && !killer && !s.pos.GivesCheck(m) {
			continue
		}
		if ply == 0 && s.limits.CurrMove != nil {
			s.reportCurrMove(m, legal)
		}
		f.move, f.cont = m, &s.contHist[s.pos.Piece(m.From())][m.To()]
		hist := 0
		if quiet {
			hist = s.quietScore(m, f.pick.conts)
		}
		u := s.pos.MakeMove(m)
		childKey := s.pos.Key()
		s.tt.Prefetch(childKey)
		s.keys = append(s.keys, childKey)

		// Step 11. Principal variation search with late-move reductions
		// (not at the root: a quiet root move reduced there is seldom
		// searched again, and a quiet sacrifice is found late). A quiet
		// check is reduced too (the check extension gives back a ply),
		// unless it leaves the king two safe squares or fewer: such checks
		// make the mating attacks of tactical positions, and reducing them
		// hides the mate for many plies.
		newDepth := depth - 1
		if m == ttMove {
			newDepth += extendTT
		}
		var v int
		if depth >= s.params.LMRMinDepth && ply > 0 && searched >= 1+boolInt(pvNode) && quiet {
			r := int(s.lmr[min(depth, 63)][min(searched, 63)])
			if pvNode {
				r--
			}
			if !improving {
				r++
			}
			if killer {
				r--
			}
			if cutNode {
				r++
			}
			r -= hist / s.params.LMRHistoryDivisor
			if r > 0 && s.pos.InCheck() && s.pos.KingFlights() <= 2 {
				r = 0
			}
			r = min(max(r, 0), newDepth-1)
			v = -s.negamax(-alpha-1, -alpha, newDepth-r, ply+1, true)
			if v > alpha && r > 0 {
				v = -s.negamax(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
			}
		} else if !pvNode || searched > 0 {
			v = -s.negamax(-alpha-1, -alpha, newDepth, ply+1, !cutNode)
		}
		if pvNode && (searched == 0 || v > alpha && v < beta) {
			v = -s.negamax(-beta, -alpha, newDepth, ply+1, false)
		}
		s.keys = s.keys[:len(s.keys)-1]
		s.pos.UnmakeMove(m, u)
		if s.stopped {
			return 0
		}
		searched++

		// Step 12. The best move so far.
		if v > best {
			best = v
			if v > alpha {
				bestMove = m
				alpha = v
				f.setPV(m, child)
				if ply == 0 {
					s.raised = m // the answer if the search stops (iterate)
				}
				if v >= beta {
					if quiet {
						s.rewardQuiet(f, side, m, depth, nQuiets)
					}
					break
				}
			}
		}
		if quiet && nQuiets < len(f.quiets) {
			f.quiets[nQuiets] = m
			nQuiets++
		}
	}

	// Step 13. Mate or stalemate.
	if legal == 0 {
		if excluded != chess.NullMove {
			return alpha // the excluded move is the only one: it is singular
		}
		if inCheck {
			return MatedIn(ply)
		}
		return DrawScore
	}
	if searched == 0 { // every move pruned: the node is worth about alpha
		return alpha
	}

	// Step 14. Remember, and correct the static evaluation where the
	// result says which way it erred (a quiet best move: a tactic's gain is
	// not the evaluation's error). A search without the excluded move is
	// not the node's result: it is not remembered.
	if excluded != chess.NullMove {
		return best
	}
	bound := boundOf(best, beta, alpha > origAlpha)
	if ply > 0 || s.pvIdx == 0 { // a later MultiPV line's root is not the root's value
		s.tt.Store(key, TTEntry{Move: bestMove, Score: scoreToTT(best, ply), Eval: rawEval, Depth: depth, Bound: bound})
		if !inCheck && abs(best) < MateBound && (bestMove == chess.NullMove || !isTactical(&s.pos, bestMove)) &&
			!(bound == BoundLower && best <= staticEval) && !(bound == BoundUpper && best >= staticEval) {
			s.updateCorrection(best, staticEval, depth)
		}
	}
	return best
}

// rewardQuiet updates killers, counter move and histories after the quiet move m cut at
// depth, and lowers the history of the quiet moves tried before it.
func (s *Searcher) rewardQuiet(f *frame, side chess.Color, m chess.Move, depth, nQuiets int) {
	if f.killers[0] != m {
		f.killers[1] = f.killers[0]
		f.killers[0] = m
	}
	bonus := min(depth*depth*s.params.HistoryBonusScale, s.params.HistoryBonusMax)
	s.updateHistory(side, m, bonus)
	s.updateConts(f.pick.conts, m, bonus)
	if c := f.pick.conts[0]; c != nil {
		c.counter = m
	}
	for _, q := range f.quiets[:nQuiets] {
		s.updateHistory(side, q, -bonus)
		s.updateConts(f.pick.conts, q, -bonus)
	}
}

// lmpLimit returns how many moves a node at depth searches before it
// prunes the remaining quiet ones (base: Params.LMPBase).
func lmpLimit(base, depth int, improving bool) int {
	n := base + depth*depth
	if !improving {
		n /= 2
	}
	return n + 1
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hasPieces reports whether color c has a piece other than pawns and king.
func (s *Searcher) hasPieces(c chess.Color) bool {
	p := &s.pos
	return p.ByColor(c)&^(p.Pieces(c, chess.Pawn)|p.Pieces(c, chess.King)) != 0
}

// isDraw reports whether the position at ply (not the root) is drawn by the
// fifty-move rule or by repetition: a repetition of a position inside the
// search path, or a third occurrence counting the game history. The scan
// stops at the last null move: a position before it was not reached by
// moves of the game, so "repeating" it proves nothing.
func (s *Searcher) isDraw(ply int) bool {
	hm := s.pos.HalfmoveClock()
	if hm >= 100 {
		return !s.pos.InCheck() || s.pos.HasLegalMoves()
	}
	n := len(s.keys) - 1
	key := s.keys[n]
	count := 0
	for i := n - 4; i >= s.nullIdx && i >= n-hm; i -= 2 {
		if s.keys[i] == key {
			if i >= s.root {
				return true
			}
			count++
			if count >= 2 {
				return true
			}
		}
	}
	return false
}

// The quiescence search's bounds. Captures that lose material by static
// exchange (SEE < 0) are never searched; the three bounds below keep the
// rest from branching without end where many pieces of equal value face
// each other (nine queens a side: before them, one ply of search took 340
// million nodes, nearly all of them here).
//
//   - qsEvenPlies: an even trade (SEE = 0) leaves the material as standing
//     pat does, so after the first plies it is not searched: only captures
//     that win material by SEE are (as Ethereal does at every ply).
//   - qsMoveCount: after this many captures searched at a node, only
//     recaptures on the square of the last move are (Stockfish's
//     move-count pruning of its quiescence search).
//   - qsRecapturePlies: from this ply of quiescence on, only recaptures
//     are searched (as Stockfish's DEPTH_QS_RECAPTURES once did), so a
//     long line of captures stays on one square.
//
// None applies in check, where every evasion is searched. Chosen among
// neighbouring values by bench, WAC at depths 8 and 10, and that position's
// node count (docs/STRENGTH.md).
const (
	qsEvenPlies      = 2
	qsMoveCount      = 2
	qsRecapturePlies = 6
)

// qsearch is the quiescence search: it searches captures and promotions
// only (every evasion when in check) until the position is quiet, so that
// the static evaluation is taken where nothing hangs. qply counts its plies
// from the main search's leaf (0 there).
func (s *Searcher) qsearch(alpha, beta, ply, qply int) int {
	f := &s.stack[ply]
	f.pvLen = 0
	s.nnEnter(ply)
	if s.countNode() {
		return 0
	}
	s.selDepth = max(s.selDepth, ply)
	inCheck := s.pos.InCheck()
	if ply >= MaxPly-1 {
		if inCheck {
			return DrawScore
		}
		return s.evaluate(ply)
	}
	pvNode := beta-alpha > 1

	key := s.pos.Key()
	tte, hit := s.tt.Probe(key)
	ttMove := chess.NullMove
	if hit {
		ttMove = tte.Move
		v := scoreFromTT(tte.Score, ply)
		if !pvNode && (tte.Bound == BoundExact || tte.Bound == BoundLower && v >= beta || tte.Bound == BoundUpper && v <= alpha) {
			return v
		}
	}

	best, rawEval, standPat := -Infinity, -Infinity, -Infinity
	if !inCheck {
		if hit {
			rawEval = tte.Eval
		} else {
			rawEval = s.evaluate(ply)
		}
		standPat = s.corrected(rawEval)
		// A table bound on the right side is a better guess than the
		// static evaluation.
		if v := scoreFromTT(tte.Score, ply); hit && abs(v) < MateBound &&
			(tte.Bound == BoundExact || tte.Bound == BoundLower && v > standPat || tte.Bound == BoundUpper && v < standPat) {
			standPat = v
		}
		if standPat >= beta {
			if !hit {
				s.tt.Store(key, TTEntry{Score: scoreToTT(standPat, ply), Eval: rawEval, Depth: 0, Bound: BoundLower})
			}
			return standPat
		}
		alpha = max(alpha, standPat)
		best = standPat
	}

	origAlpha := alpha
	bestMove := chess.NullMove
	child := &s.stack[ply+1]
	legal, searched := 0, 0
	recapture := chess.NoSquare // the square of a recapture: where the last move went
	if ply > 0 && s.stack[ply-1].move != chess.NullMove {
		recapture = s.stack[ply-1].move.To()
	}
	s.initPicker(ply, ttMove, true)
	for m := s.nextMove(f); m != chess.NullMove; m = s.nextMove(f) {
		legal++
		if !inCheck {
			// The bounds on the tree's width (see qsMoveCount).
			if m.To() != recapture && (searched >= qsMoveCount || qply >= qsRecapturePlies) {
				continue
			}
			gain := victimValue(&s.pos, m)
			// Delta pruning: even winning the piece leaves us far below alpha.
			if m.Kind() != chess.Promotion && standPat+gain+s.params.DeltaMargin <= alpha {
				continue
			}
			// A capture that loses material by static exchange is not
			// what makes the position unquiet; past the first plies, nor
			// is an even trade (see qsEvenPlies).
			if qply < qsEvenPlies && losingCapture(&s.pos, m) || qply >= qsEvenPlies && !winningCapture(&s.pos, m) {
				continue
			}
		}
		searched++
		f.move = m
		u := s.pos.MakeMove(m)
		childKey := s.pos.Key()
		s.tt.Prefetch(childKey)
		s.keys = append(s.keys, childKey)
		v := -s.qsearch(-beta, -alpha, ply+1, qply+1)
		s.keys = s.keys[:len(s.keys)-1]
		s.pos.UnmakeMove(m, u)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				bestMove = m
				f.setPV(m, child)
				if v >= beta {
					break
				}
			}
		}
	}
	if inCheck && legal == 0 {
		return MatedIn(ply)
	}
	bound := boundOf(best, beta, alpha > origAlpha)
	s.tt.Store(key, TTEntry{Move: bestMove, Score: scoreToTT(best, ply), Eval: rawEval, Depth: 0, Bound: bound})
	return best
}

// countNode counts a node and reports whether the search must stop: told
// to, out of time (looked at every checkNodes nodes), or out of nodes.
func (s *Searcher) countNode() bool {
	s.nodes++
	if s.nodes%checkNodes == 0 {
		s.checkStop()
	}
	if s.stopped || (s.limits.Nodes > 0 && s.nodes >= s.limits.Nodes) {
		s.stopped = true
	}
	return s.stopped
}

// setPV makes m followed by the child's principal variation the PV of f.
func (f *frame) setPV(m chess.Move, child *frame) {
	f.pv[0] = m
	f.pvLen = 1 + copy(f.pv[1:], child.pv[:child.pvLen])
}

// boundOf returns what a node's best score is known to be: a lower bound
// after a cut, exact if a move raised alpha, else an upper bound.
func boundOf(best, beta int, raised bool) Bound {
	switch {
	case best >= beta:
		return BoundLower
	case raised:
		return BoundExact
	}
	return BoundUpper
}

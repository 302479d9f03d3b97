package trials

// This file is the one source of the search. It is written for the bitboard
// board (type bbBoard); go generate copies it into search_gen.go once for
// every mailbox level, renaming searchBitboard and bbBoard, so that every copy
// calls its own board's methods directly (see Board). Edit this file, never
// search_gen.go, and run go generate ./studies/trials.

//go:generate go run ./internal/gensearch

import (
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// searchBitboard holds one search on a board of type bbBoard.
type searchBitboard struct {
	b     bbBoard
	st    Stats
	pv    [MaxPly + 1][MaxPly + 1]trialsmodel.Move
	pvLen [MaxPly + 1]int
	// The previous iteration's principal variation, searched first along
	// the leftmost path of the tree while following is set.
	prevPV    [MaxPly + 1]trialsmodel.Move
	prevLen   int
	following bool
	buf       [MaxPly + 1][256]trialsmodel.Move
	nullMove  bool
}

// stats returns the statistics counted so far.
func (s *searchBitboard) stats() Stats { return s.st }

// run searches to each depth from 1 to maxDepth and reports every iteration.
func (s *searchBitboard) run(maxDepth int, report func(Iteration)) {
	eval := s.b.Eval()
	for d := 1; d <= maxDepth; d++ {
		s.following = d > 1
		s.prevLen = s.pvLen[0]
		copy(s.prevPV[:], s.pv[0][:s.pvLen[0]])
		score := s.search(0, -trialsmodel.Inf, trialsmodel.Inf, int32(d), eval)
		it := Iteration{Depth: d, Score: score, Nodes: s.st.Nodes}
		for _, m := range s.pv[0][:s.pvLen[0]] {
			it.PV = append(it.PV, s.b.UCI(m))
		}
		report(it)
	}
}

// The search is the model engine of the thread: fail-hard alpha-beta to a
// fixed depth (search), then a capture-only quiescence search with stand-pat
// (qsearch); a move whose child would stand pat by more than trialsmodel.Margin is
// not searched, and since moves come in MVV/LVA order neither are the ones
// after it. Moves are pseudo-legal: a position where the side to move can
// capture the king scores +Inf (the move that led to it was illegal). The
// two node types are one node of the thread's search, split by depth (the
// quiescence nodes, nineteen in twenty, get a function with nothing else in
// it); both count every statistic the same way.

// search searches a node at depth >= 1.
func (s *searchBitboard) search(ply int, alpha, beta, depth, eval int32) int32 {
	// Step 1. Count the node, take the PV move if on the leftmost path.
	s.st.Nodes++
	s.pvLen[ply&MaxPly] = 0
	pvMove := trialsmodel.NoMove
	if s.following {
		if ply < s.prevLen {
			pvMove = s.prevPV[ply&MaxPly]
		}
		s.following = false
	}
	if ply >= MaxPly {
		s.st.MoveGens++
		s.st.Leaves++
		return alpha
	}

	// Step 2. Optional null-move pruning (the thread's programs had it; the
	// model engine of the issue does not): R = 3, not in check, and only
	// when the evaluation is not far below beta.
	if s.nullMove && eval > beta-trialsmodel.Margin && !s.b.InCheck() {
		s.b.MakeNull()
		var score int32
		if depth > 3 {
			score = -s.search(ply+1, -beta, 1-beta, depth-3, -eval)
		} else {
			score = -s.qsearch(ply+1, -beta, 1-beta, -eval)
		}
		s.b.UnmakeNull()
		if score >= beta {
			return beta
		}
	}
	s.st.MoveGens++

	// Step 3. First batch of captures; a king capture ends the node.
	// Futility applies to moves into quiescence (depth 1).
	futile := depth <= 1
	buf := &s.buf[ply&MaxPly]
	n, stage := s.b.Captures(trialsmodel.StageFirst, trialsmodel.NoFloor, buf)
	if stage == trialsmodel.StageKing {
		s.st.Leaves++
		return trialsmodel.Inf
	}
	searched := 0

	// Step 4. The PV move first, unconditionally. (Making a move and
	// searching its child is written out in each loop rather than called:
	// a call more per node costs more than the repetition.)
	if pvMove != trialsmodel.NoMove {
		searched++
		s.following = true
		s.st.Moves++
		if pvMove.IsCapture() {
			s.st.Captures++
		}
		childEval := -(eval + s.b.Gain(pvMove))
		s.b.Make(pvMove)
		var score int32
		if depth > 1 {
			score = -s.search(ply+1, -beta, -alpha, depth-1, childEval)
		} else {
			score = -s.qsearch(ply+1, -beta, -alpha, childEval)
		}
		s.b.Unmake(pvMove)
		if score > alpha {
			if score >= beta {
				return beta
			}
			alpha = score
			s.setPV(ply, pvMove)
		}
	}

	// Step 5. Captures, batch by batch, the largest sort key first (a
	// board whose batches come sorted skips the selection).
	for {
		for i := 0; i < n; i++ {
			m := buf[i&255]
			if !s.b.Sorted() {
				best := i
				for j := i + 1; j < n; j++ {
					if buf[j&255] > buf[best&255] {
						best = j
					}
				}
				m = buf[best&255]
				buf[best&255] = buf[i&255]
			}
			childEval := -(eval + s.b.Gain(m))
			if futile && childEval > trialsmodel.Margin-alpha {
				goto done // this move is futile, and so are all after it
			}
			if m == pvMove {
				continue
			}
			searched++
			s.st.Moves++
			s.st.Captures++
			var score int32
			if depth > 1 {
				s.b.Make(m)
				score = -s.search(ply+1, -beta, -alpha, depth-1, childEval)
				s.b.Unmake(m)
			} else {
				score = s.qchild(ply, m, alpha, beta, childEval)
			}
			if score > alpha {
				if score >= beta {
					alpha = beta
					goto done
				}
				alpha = score
				s.setPV(ply, m)
			}
		}
		if stage >= trialsmodel.StageDone {
			break
		}
		n, stage = s.b.Captures(stage, trialsmodel.NoFloor, buf)
	}

	// Step 6. Non-captures, in the board's QuietOrder.
	n = s.b.Quiets(buf)
	for i := 0; i < n; i++ {
		m := buf[i&255]
		childEval := -(eval + s.b.Gain(m))
		if futile && childEval > trialsmodel.Margin-alpha {
			break
		}
		if m == pvMove {
			continue
		}
		searched++
		s.st.Moves++
		var score int32
		if depth > 1 {
			s.b.Make(m)
			score = -s.search(ply+1, -beta, -alpha, depth-1, childEval)
			s.b.Unmake(m)
		} else {
			score = s.qchild(ply, m, alpha, beta, childEval)
		}
		if score > alpha {
			if score >= beta {
				alpha = beta
				break
			}
			alpha = score
			s.setPV(ply, m)
		}
	}
done:
	if searched == 0 {
		s.st.Leaves++
	}
	return alpha
}

// qsearch searches a quiescence node (depth <= 0): stand pat, then the
// captures that are not futile. Only the captures of classes a board cannot
// rule out by the floor are generated: the search would find them futile.
func (s *searchBitboard) qsearch(ply int, alpha, beta, eval int32) int32 {
	// Step 1. Count the node, take the PV move if on the leftmost path.
	s.st.Nodes++
	s.st.QS++
	s.pvLen[ply&MaxPly] = 0
	pvMove := trialsmodel.NoMove
	if s.following {
		if ply < s.prevLen {
			pvMove = s.prevPV[ply&MaxPly]
		}
		s.following = false
	}

	// Step 2. Stand pat (the evaluation is only "computed" when it is not
	// hopelessly below alpha).
	if eval > alpha-trialsmodel.Margin {
		s.st.Evals++
		if eval > alpha {
			if eval >= beta {
				s.st.StandPats++
				return beta
			}
			alpha = eval
		}
	}
	s.st.MoveGens++
	if ply >= MaxPly {
		s.st.Leaves++
		return alpha
	}

	// Step 3. First batch of captures; a king capture ends the node.
	floor := alpha - trialsmodel.Margin - eval
	buf := &s.buf[ply&MaxPly]
	n, stage := s.b.Captures(trialsmodel.StageFirst, floor, buf)
	if stage == trialsmodel.StageKing {
		s.st.Leaves++
		return trialsmodel.Inf
	}
	searched := 0

	// Step 4. The PV move first, unconditionally.
	if pvMove != trialsmodel.NoMove {
		searched++
		s.following = true
		s.st.Moves++
		if pvMove.IsCapture() {
			s.st.Captures++
		}
		childEval := -(eval + s.b.Gain(pvMove))
		s.b.Make(pvMove)
		score := -s.qsearch(ply+1, -beta, -alpha, childEval)
		s.b.Unmake(pvMove)
		if score > alpha {
			if score >= beta {
				return beta
			}
			alpha = score
			s.setPV(ply, pvMove)
		}
	}

	// Step 5. Captures, batch by batch, the largest sort key first.
	for {
		for i := 0; i < n; i++ {
			m := buf[i&255]
			if !s.b.Sorted() {
				best := i
				for j := i + 1; j < n; j++ {
					if buf[j&255] > buf[best&255] {
						best = j
					}
				}
				m = buf[best&255]
				buf[best&255] = buf[i&255]
			}
			childEval := -(eval + s.b.Gain(m))
			if childEval > trialsmodel.Margin-alpha {
				goto done // this move is futile, and so are all after it
			}
			if m == pvMove {
				continue
			}
			searched++
			s.st.Moves++
			s.st.Captures++
			if childEval >= -alpha {
				// The child would stand pat at once: count it as such
				// without making the move (its score, -alpha, changes
				// nothing here).
				s.st.Nodes++
				s.st.QS++
				s.st.Evals++
				s.st.StandPats++
				continue
			}
			// The child's alpha after its stand-pat step, and whether it
			// counts an evaluation there.
			childAlpha := -beta
			evals := childEval > childAlpha-trialsmodel.Margin
			if evals && childEval > childAlpha {
				childAlpha = childEval
			}
			if ply+1 < MaxPly {
				// A board may settle the child before the move: a king
				// capture there, or nothing but futile captures. Count it
				// as entering it would have, without making the move.
				if st := s.b.Settle(m, childAlpha-trialsmodel.Margin-childEval); st != trialsmodel.StageFirst {
					s.st.Nodes++
					s.st.QS++
					if evals {
						s.st.Evals++
					}
					s.st.MoveGens++
					s.st.Leaves++
					if st == trialsmodel.StageKing {
						continue // its score, -Inf, changes nothing here
					}
					s.pvLen[(ply+1)&MaxPly] = 0
					if score := -childAlpha; score > alpha {
						if score >= beta {
							alpha = beta
							goto done
						}
						alpha = score
						s.setPV(ply, m)
					}
					continue
				}
			}
			s.b.Make(m)
			score := -s.qsearch(ply+1, -beta, -alpha, childEval)
			s.b.Unmake(m)
			if score > alpha {
				if score >= beta {
					alpha = beta
					goto done
				}
				alpha = score
				s.setPV(ply, m)
			}
		}
		if stage >= trialsmodel.StageDone {
			break
		}
		floor = alpha - trialsmodel.Margin - eval
		n, stage = s.b.Captures(stage, floor, buf)
	}
done:
	if searched == 0 {
		s.st.Leaves++
	}
	return alpha
}

// qchild returns the score of m's child, a quiescence node, for a node at
// depth 1 (m not its PV move): what qsearch's move loop does inline, in a
// function, as these nodes are few. A child that would stand pat at once,
// or that the board settles before the move, is counted as entering it
// would count it, without making the move.
func (s *searchBitboard) qchild(ply int, m trialsmodel.Move, alpha, beta, childEval int32) int32 {
	if childEval >= -alpha {
		s.st.Nodes++
		s.st.QS++
		s.st.Evals++
		s.st.StandPats++
		return alpha
	}
	childAlpha := -beta
	evals := childEval > childAlpha-trialsmodel.Margin
	if evals && childEval > childAlpha {
		childAlpha = childEval
	}
	if ply+1 < MaxPly {
		if st := s.b.Settle(m, childAlpha-trialsmodel.Margin-childEval); st != trialsmodel.StageFirst {
			s.st.Nodes++
			s.st.QS++
			if evals {
				s.st.Evals++
			}
			s.st.MoveGens++
			s.st.Leaves++
			if st == trialsmodel.StageKing {
				return -trialsmodel.Inf
			}
			s.pvLen[(ply+1)&MaxPly] = 0
			return -childAlpha
		}
	}
	s.b.Make(m)
	score := -s.qsearch(ply+1, -beta, -alpha, childEval)
	s.b.Unmake(m)
	return score
}

// setPV makes m followed by the child's PV the PV of this ply.
func (s *searchBitboard) setPV(ply int, m trialsmodel.Move) {
	pv, child := &s.pv[ply&MaxPly], &s.pv[(ply+1)&MaxPly]
	n := s.pvLen[(ply+1)&MaxPly] & MaxPly
	pv[0] = m
	copy(pv[1:], child[:n])
	s.pvLen[ply&MaxPly] = n + 1
}

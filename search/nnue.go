package search

import (
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
)

// nnState is the network evaluation of a searcher, when it has one: the
// network and an accumulator per ply of the search path. A node's
// accumulator is brought up to date only when the node is evaluated, from
// the nearest ancestor's (nnue.Network.Update finds what changed), so that
// nodes cut before their evaluation cost nothing. The cache makes the
// refreshes of a network with king buckets cheap.
type nnState struct {
	net   *nnue.Network
	cache *nnue.Cache
	acc   [MaxPly + 2]*nnue.Accumulator
	valid [MaxPly + 2]bool // acc[ply] holds the current path's position at ply
}

// SetNetwork makes the searcher evaluate with n; nil returns it to the
// classical evaluation. The transposition table keeps evaluations: clear it
// when the evaluation changes.
func (s *Searcher) SetNetwork(n *nnue.Network) {
	s.nn = nnState{net: n}
	if n == nil {
		return
	}
	s.nn.cache = n.NewCache()
	for i := range s.nn.acc {
		s.nn.acc[i] = n.NewAccumulator()
	}
}

// SetNetwork sets the network of every thread (see Searcher.SetNetwork).
func (g *Group) SetNetwork(n *nnue.Network) {
	g.network = n
	for _, s := range g.searchers {
		s.SetNetwork(n)
	}
}

// nnRoot computes the root's accumulator at the start of a search.
func (s *Searcher) nnRoot() {
	if s.nn.net == nil {
		return
	}
	s.nn.cache.Refresh(s.nn.acc[0], &s.pos)
	s.nn.valid = [MaxPly + 2]bool{0: true}
}

// nnEnter marks the accumulator of a new node at ply (not the root) as not
// yet computed.
func (s *Searcher) nnEnter(ply int) {
	if ply > 0 {
		s.nn.valid[ply] = false
	}
}

// evaluate returns the static evaluation of the node at ply, side to
// move's view: the network's when there is one, else the classical one.
func (s *Searcher) evaluate(ply int) int {
	if s.nn.net == nil {
		return s.ev.Evaluate(&s.pos)
	}
	nn := &s.nn
	if !nn.valid[ply] {
		q := ply - 1
		for q > 0 && !nn.valid[q] {
			q--
		}
		if q >= 0 && nn.valid[q] {
			nn.cache.Update(nn.acc[ply], nn.acc[q], &s.pos)
		} else {
			nn.cache.Refresh(nn.acc[ply], &s.pos)
		}
		nn.valid[ply] = true
	}
	// A network's output is not bounded by construction: keep it clear of
	// the table-base and mate scores.
	v := min(max(nn.net.Evaluate(nn.acc[ply], s.pos.SideToMove()), -maxNetworkEval), maxNetworkEval)
	if nnVerify != nil {
		nnVerify(v, min(max(nn.net.EvaluatePosition(&s.pos), -maxNetworkEval), maxNetworkEval), &s.pos)
	}
	return v
}

// maxNetworkEval bounds a network's score, far beyond any real evaluation
// and below every table-base and mate score.
const maxNetworkEval = 20000

// nnVerify, set by tests, sees each network evaluation beside the same
// position's evaluation from scratch.
var nnVerify func(incremental, fresh int, p *chess.Position)

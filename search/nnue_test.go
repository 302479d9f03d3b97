package search

import (
	"context"
	"math/rand"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
)

// randomNetwork is a network with weights of trained sizes, not trained.
func randomNetwork(h int, seed int64) *nnue.Network {
	r := rand.New(rand.NewSource(seed))
	n := nnue.New(h, 2)
	for i := range n.FT {
		n.FT[i] = int16(r.Intn(201) - 100)
	}
	for i := range n.FTBias {
		n.FTBias[i] = int16(r.Intn(256))
	}
	for i := range n.Out {
		n.Out[i] = int16(r.Intn(255) - 127)
	}
	return n
}

// TestNetworkSearchKeepsAccumulators searches with a network and checks
// every evaluation the search makes (its accumulators updated lazily along
// the path, through null moves, singular searches, check evasions and
// MultiPV) against the network's evaluation of the position from scratch.
func TestNetworkSearchKeepsAccumulators(t *testing.T) {
	evals, bad := 0, 0
	nnVerify = func(inc, fresh int, p *chess.Position) {
		evals++
		if inc != fresh && bad < 5 {
			bad++
			t.Errorf("%s: incremental %d, from scratch %d", p.FEN(), inc, fresh)
		}
	}
	defer func() { nnVerify = nil }()
	s := NewSearcher(NewTT(4))
	s.SetNetwork(randomNetwork(16, 1))
	for _, fen := range []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	} {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, mpv := range []int{1, 3} {
			res := s.Search(context.Background(), pos, nil, Limits{Nodes: 20000, MultiPV: mpv}, nil)
			if !pos.IsLegal(res.Move) {
				t.Fatalf("%s: illegal best move %v", fen, res.Move)
			}
		}
	}
	if evals < 10000 {
		t.Errorf("only %d network evaluations checked", evals)
	}
}

// TestNetworkReplacesTheEvaluation: with a network the search's static
// evaluation is the network's; without, the classical one again.
func TestNetworkReplacesTheEvaluation(t *testing.T) {
	n := randomNetwork(8, 2)
	s := NewSearcher(NewTT(1))
	pos := chess.StartPosition()
	s.pos = pos
	classical := s.evaluate(0)
	s.SetNetwork(n)
	s.nnRoot()
	if got, want := s.evaluate(0), n.EvaluatePosition(&pos); got != want {
		t.Errorf("with the network: %d, want %d", got, want)
	}
	s.SetNetwork(nil)
	if got := s.evaluate(0); got != classical {
		t.Errorf("without: %d, want the classical %d", got, classical)
	}
	g := NewGroup(NewTT(1), 1)
	g.SetNetwork(n)
	g.SetThreads(3)
	for i, th := range g.searchers {
		if th.nn.net != n {
			t.Errorf("thread %d has no network", i)
		}
	}
}

// TestNetworkScoreIsBounded: a network whose output runs past the table-base
// scores is clamped below them.
func TestNetworkScoreIsBounded(t *testing.T) {
	n := nnue.New(16, 1)
	for i := range n.FTBias {
		n.FTBias[i] = nnue.QA
	}
	for i := range n.Out {
		n.Out[i] = nnue.MaxOut
	}
	s := NewSearcher(NewTT(1))
	s.SetNetwork(n)
	s.pos = chess.StartPosition()
	s.nnRoot()
	if raw := n.EvaluatePosition(&s.pos); raw <= maxNetworkEval {
		t.Fatalf("the test network scores only %d", raw)
	}
	if v := s.evaluate(0); v != maxNetworkEval || v >= TBWinInMaxPly {
		t.Errorf("evaluation %d, want %d", v, maxNetworkEval)
	}
}

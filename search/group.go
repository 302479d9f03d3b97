package search

import (
	"context"
	"sync"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
)

// MaxThreads bounds the threads of a Group. Each thread is a Searcher
// with about 4 MB of its own (its histories, most of it):
// MaxThreads of them take 1 GB beside the shared table, made when
// SetThreads asks for them, since every thread of a search uses its
// tables from the first node.
const MaxThreads = 256

// Group searches with several threads by Lazy SMP: every thread runs the
// same iterative deepening on the same position, and they help each other
// only through the shared transposition table, which steers them apart.
// The first thread keeps the clock and gives the answer; the helpers stop
// when it does. With one thread a Group is a plain Searcher.
type Group struct {
	tt        *TT
	searchers []*Searcher
	network   *nnue.Network // every thread's evaluation network, nil for none
	params    Params        // every thread's parameters
}

// NewGroup returns a group of threads searchers (at least 1) sharing tt.
func NewGroup(tt *TT, threads int) *Group {
	g := &Group{tt: tt, params: DefaultParams()}
	g.SetThreads(threads)
	return g
}

// SetThreads sets the number of threads (clamped to 1..MaxThreads),
// keeping the killers and history of the threads that remain. No search may
// run meanwhile.
func (g *Group) SetThreads(n int) {
	n = min(max(n, 1), MaxThreads)
	for len(g.searchers) < n {
		s := NewSearcher(g.tt)
		s.inGroup = true
		s.SetNetwork(g.network)
		s.SetParams(g.params) // valid: checked by Group.SetParams
		g.searchers = append(g.searchers, s)
	}
	g.searchers = g.searchers[:n]
}

// SetParams makes p the parameters of every thread (see
// Searcher.SetParams). It refuses parameters outside their ranges. No
// search may run meanwhile.
func (g *Group) SetParams(p Params) error {
	if err := p.Validate(); err != nil {
		return err
	}
	g.params = p
	for _, s := range g.searchers {
		s.SetParams(p)
	}
	return nil
}

// Params returns the threads' parameters.
func (g *Group) Params() Params { return g.params }

// Threads returns the number of threads.
func (g *Group) Threads() int { return len(g.searchers) }

// Reset resets every thread's searcher (see Searcher.Reset).
func (g *Group) Reset() {
	for _, s := range g.searchers {
		s.Reset()
	}
}

// Search is Searcher.Search with every thread of the group. Reports and the
// result count the nodes of all threads; a Nodes limit counts the first
// thread's, and only the first thread keeps the clock.
func (g *Group) Search(ctx context.Context, pos chess.Position, history []uint64, limits Limits, onInfo func(Info)) Result {
	g.tt.NewSearch()
	main := g.searchers[0]
	main.helpers = g.searchers[1:]
	if len(g.searchers) == 1 {
		return main.Search(ctx, pos, history, limits, onInfo)
	}
	helperCtx, stopHelpers := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i, h := range g.searchers[1:] {
		l := Limits{Infinite: true, Depth: limits.Depth, SearchMoves: limits.SearchMoves, MultiPV: limits.MultiPV}
		h.startDepth = 1 + (i+1)%2 // half the helpers skip the first iteration: they drift apart sooner
		wg.Add(1)
		go func() {
			defer wg.Done()
			h.Search(helperCtx, pos, history, l, nil)
		}()
	}
	res := main.Search(ctx, pos, history, limits, onInfo)
	stopHelpers()
	wg.Wait()
	res.Nodes = main.nodes
	for _, h := range g.searchers[1:] {
		res.Nodes += h.published.Load()
	}
	return res
}

// publish makes the searcher's node count readable by other goroutines.
func (s *Searcher) publish() { s.published.Store(s.nodes) }

// totalNodes returns the nodes of this searcher and its helpers.
func (s *Searcher) totalNodes() uint64 {
	n := s.nodes
	for _, h := range s.helpers {
		n += h.published.Load()
	}
	return n
}

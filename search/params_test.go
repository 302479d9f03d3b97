package search

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// TestParamsDefaults: each parameter's listed default is DefaultParams'
// value, within its range; the names are unique; a new searcher has the
// defaults and the reduction table they give.
func TestParamsDefaults(t *testing.T) {
	d := DefaultParams()
	seen := map[string]bool{}
	for _, p := range Tunables() {
		v, ok := d.Get(p.Name)
		if !ok || v != p.Default || p.Default < p.Min || p.Default > p.Max {
			t.Errorf("%s: value %d (%v), default %d, range %d..%d", p.Name, v, ok, p.Default, p.Min, p.Max)
		}
		if seen[strings.ToLower(p.Name)] {
			t.Errorf("%s listed twice", p.Name)
		}
		seen[strings.ToLower(p.Name)] = true
	}
	if err := d.Validate(); err != nil {
		t.Error(err)
	}
	s := NewSearcher(NewTT(1))
	if s.Params() != d || s.lmr != newLMRTable(&d) {
		t.Errorf("a new searcher's parameters %+v, or its reductions, are not the defaults", s.Params())
	}
	if s.lmr[10][10] != 3 { // 0.75 + ln² 10 / 2.25 = 3.11
		t.Errorf("lmr[10][10] = %d", s.lmr[10][10])
	}
}

const paramsFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// nodesWith returns the nodes of a depth-8 search of paramsFEN by a new
// searcher with parameters p (0 if SetParams refuses them).
func nodesWith(p Params) uint64 {
	s := NewSearcher(NewTT(4))
	if s.SetParams(p) != nil {
		return 0
	}
	pos, _ := chess.ParseFEN(paramsFEN)
	return s.Search(context.Background(), pos, nil, Limits{Depth: 8}, nil).Nodes
}

// TestSetParamsChangesTheSearch: a changed parameter changes the tree (the
// node count of a fixed-depth search) of that searcher only, setting the
// defaults back restores it, and bad settings are refused.
func TestSetParamsChangesTheSearch(t *testing.T) {
	base := nodesWith(DefaultParams())
	for _, c := range []struct {
		name string
		v    int
	}{{"rfpmargin", 40}, {"LMRDivisor", 150}, {"LMRBase", 150}, {"AspirationDelta", 5}} {
		p := DefaultParams()
		if err := p.Set(c.name, c.v); err != nil {
			t.Fatal(err)
		}
		if n := nodesWith(p); n == base {
			t.Errorf("%s %d: the same %d nodes", c.name, c.v, n)
		}
		if n := nodesWith(DefaultParams()); n != base {
			t.Errorf("defaults after %s %d: %d nodes, want %d", c.name, c.v, n, base)
		}
	}
	// The reduction table follows the searcher's parameters there and back.
	s := NewSearcher(NewTT(1))
	p := DefaultParams()
	p.LMRBase = 150
	s.SetParams(p)
	if s.lmr == defaultLMR {
		t.Error("LMRBase 150: the default reductions")
	}
	s.SetParams(DefaultParams())
	if s.lmr != defaultLMR {
		t.Error("back to the defaults: not the default reductions")
	}

	p = DefaultParams()
	if err := p.Set("RFPMargin", 1000); err == nil || !strings.Contains(err.Error(), "outside 30..160") || p != DefaultParams() {
		t.Errorf("out of range: %v, %+v", err, p)
	}
	if err := p.Set("NoSuch", 1); err == nil || !strings.Contains(err.Error(), "NoSuch") {
		t.Errorf("unknown name: %v", err)
	}
	p.SEEDepth = 99
	if err := s.SetParams(p); err == nil || !strings.Contains(err.Error(), "SEEDepth 99") || s.Params() != DefaultParams() {
		t.Errorf("SetParams out of range: %v, %+v", err, s.Params())
	}
	g := NewGroup(NewTT(1), 1)
	if err := g.SetParams(p); err == nil || g.Params() != DefaultParams() {
		t.Errorf("Group.SetParams out of range: %v", err)
	}
	// A group's threads, those added later too, have its parameters.
	p = DefaultParams()
	p.LMRBase = 150
	g.SetParams(p)
	g.SetThreads(3)
	for i, s := range g.searchers {
		if s.Params() != p || s.lmr != newLMRTable(&p) {
			t.Errorf("thread %d: not the group's parameters", i)
		}
	}
}

// TestParamsPerSearcher runs two searchers with different parameters at
// once (run it with -race): each gives the node count it gives alone.
func TestParamsPerSearcher(t *testing.T) {
	tuned := DefaultParams()
	tuned.RFPMargin, tuned.LMRDivisor = 40, 150
	alone := [2]uint64{nodesWith(DefaultParams()), nodesWith(tuned)}
	if alone[0] == alone[1] {
		t.Fatalf("the two parameter sets give the same %d nodes", alone[0])
	}
	var together [2]uint64
	var wg sync.WaitGroup
	for i, p := range []Params{DefaultParams(), tuned} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			together[i] = nodesWith(p)
		}()
	}
	wg.Wait()
	if together != alone {
		t.Errorf("searching at once: %v nodes, alone %v", together, alone)
	}
}

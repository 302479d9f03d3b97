package search

import (
	"context"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// TestParamsDefaults: each parameter's listed default is the value the
// code starts with, within its range, and the names are unique.
func TestParamsDefaults(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Params() {
		if p.Value() != p.Default || p.Default < p.Min || p.Default > p.Max {
			t.Errorf("%s: value %d, default %d, range %d..%d", p.Name, p.Value(), p.Default, p.Min, p.Max)
		}
		if seen[strings.ToLower(p.Name)] {
			t.Errorf("%s listed twice", p.Name)
		}
		seen[strings.ToLower(p.Name)] = true
	}
}

// TestSetParamChangesTheSearch: a changed parameter changes the tree (the
// node count of a fixed-depth search), ResetParams restores it, and bad
// settings are refused.
func TestSetParamChangesTheSearch(t *testing.T) {
	defer ResetParams()
	nodes := func() uint64 {
		s := NewSearcher(NewTT(4))
		pos, _ := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
		return s.Search(context.Background(), pos, nil, Limits{Depth: 8}, nil).Nodes
	}
	base := nodes()
	for _, c := range []struct {
		name string
		v    int
	}{{"rfpmargin", 40}, {"LMRDivisor", 150}, {"LMRBase", 150}} {
		if err := SetParam(c.name, c.v); err != nil {
			t.Fatal(err)
		}
		if n := nodes(); n == base {
			t.Errorf("%s %d: the same %d nodes", c.name, c.v, n)
		}
		ResetParams()
		if n := nodes(); n != base {
			t.Errorf("after ResetParams: %d nodes, want %d", n, base)
		}
	}
	if err := SetParam("RFPMargin", 1000); err == nil || !strings.Contains(err.Error(), "outside 30..160") {
		t.Errorf("out of range: %v", err)
	}
	if err := SetParam("NoSuch", 1); err == nil || !strings.Contains(err.Error(), "NoSuch") {
		t.Errorf("unknown name: %v", err)
	}
}

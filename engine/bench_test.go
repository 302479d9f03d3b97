package engine

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"testing"
)

// The bench is the fingerprint: the same node count every run.
func TestBenchDeterministic(t *testing.T) {
	depth := 7
	if testing.Short() {
		depth = 4
	}
	var w1, w2 bytes.Buffer
	a := Bench(context.Background(), &w1, depth)
	b := Bench(context.Background(), &w2, depth)
	if a.Nodes != b.Nodes || a.Nodes == 0 {
		t.Errorf("bench nodes %d then %d", a.Nodes, b.Nodes)
	}
	strip := func(s string) string { return regexp.MustCompile(`(?m)^(depth .*|nps .*)$`).ReplaceAllString(s, "") }
	if strip(w1.String()) != strip(w2.String()) {
		t.Errorf("bench output differs:\n%s\n%s", w1.String(), w2.String())
	}
}

// The bench node count is pinned: a change that alters the search or the
// evaluation must say so by changing BenchNodes.
func TestBenchNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("the full bench takes seconds")
	}
	if r := Bench(context.Background(), io.Discard, BenchDepth); r.Nodes != BenchNodes {
		t.Errorf("bench at depth %d: %d nodes, BenchNodes says %d (update it if the search changed on purpose)", BenchDepth, r.Nodes, BenchNodes)
	}
}

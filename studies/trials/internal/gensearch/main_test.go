package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestUpToDate fails if studies/trials/search_gen.go is not what gensearch makes of
// studies/trials/search.go: the copies of the search must never drift from it.
func TestUpToDate(t *testing.T) {
	src, err := os.ReadFile("../../search.go")
	if err != nil {
		t.Fatal(err)
	}
	want, err := generate(src)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../search_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("studies/trials/search_gen.go is stale: run go generate ./studies/trials")
	}
	for _, in := range instances {
		if !strings.Contains(string(got), "func (s *"+in.searcher+") search(") {
			t.Errorf("no search method for %s", in.searcher)
		}
	}
	if strings.Contains(string(got), template.searcher) || strings.Contains(string(got), template.board) {
		t.Error("a template name survived in search_gen.go")
	}
}

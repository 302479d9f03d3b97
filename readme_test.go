package westcott_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/engine"
)

// TestREADMEOptions checks that README's table of UCI options names every
// option the engine declares.
func TestREADMEOptions(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	engine.New(&out).Execute("uci")
	n := 0
	for _, l := range strings.Split(out.String(), "\n") {
		rest, ok := strings.CutPrefix(l, "option name ")
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(rest, " type ")
		n++
		if !bytes.Contains(readme, []byte("`"+name+"`")) {
			t.Errorf("README does not list the UCI option %s", name)
		}
	}
	if n < 20 {
		t.Fatalf("uci declared %d options:\n%s", n, out.String())
	}
}

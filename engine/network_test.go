package engine

import (
	"path/filepath"
	"testing"

	"github.com/westcott-chess/westcott/nnue"
)

// TestEval checks the choice of evaluation as a value: what each choice
// resolves to and is called, and that an engine made with it, or set to it,
// evaluates with its network.
func TestEval(t *testing.T) {
	n := nnue.New(8, 1)
	def := ClassicalEval()
	if DefaultUseNNUE {
		def = EmbeddedEval()
	}
	for _, c := range []struct {
		v    Eval
		net  *nnue.Network
		name string
	}{
		{Eval{}, def.Network(), def.String()},
		{ClassicalEval(), nil, "classical evaluation"},
		{EmbeddedEval(), nnue.Default(), "embedded network " + nnue.DefaultName + ", " + nnue.Default().Size()},
		{NetworkEval(n, "x.nnue"), n, "network of x.nnue, 8 hidden units a side"},
		{NetworkEval(nil, "x.nnue"), nil, "classical evaluation"},
	} {
		if got := c.v.Network(); got != c.net {
			t.Errorf("%s: network %p, want %p", c.name, got, c.net)
		}
		if got := c.v.String(); got != c.name {
			t.Errorf("String %q, want %q", got, c.name)
		}
		e := New(Config{Eval: c.v})
		if e.net != c.net || e.Eval().String() != c.name {
			t.Errorf("Config{Eval: %s}: the engine evaluates with %s", c.name, e.Eval())
		}
		e = New(Config{Eval: NetworkEval(nnue.New(8, 2), "other.nnue")})
		e.SetEval(c.v)
		if e.net != c.net || e.Eval().String() != c.name {
			t.Errorf("SetEval(%s): the engine evaluates with %s", c.name, e.Eval())
		}
		if embedded := c.net == nnue.Default(); c.v.Embedded() != embedded {
			t.Errorf("%s: Embedded %v, want %v", c.name, c.v.Embedded(), embedded)
		}
	}
	if _, err := LoadEval(filepath.Join(t.TempDir(), "none.nnue")); err == nil {
		t.Error("LoadEval of a missing file: no error")
	}
}

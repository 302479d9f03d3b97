package uci

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/nnue"
)

func TestEvalFile(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := nnue.New(8, 2)
	for i := range n.FT {
		n.FT[i] = int16(r.Intn(201) - 100)
	}
	for i := range n.Out {
		n.Out[i] = int16(r.Intn(255) - 127)
	}
	dir := t.TempDir()
	good, broken := filepath.Join(dir, "net.nnue"), filepath.Join(dir, "broken.nnue")
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(good, b, 0o644)
	os.WriteFile(broken, b[:100], 0o644)

	e, out := newEngine()
	got := transcript(t, e, out, "setoption name UseNNUE value true", "setoption name EvalFile value "+good, "position startpos moves e2e4", "eval", "go depth 5",
		"setoption name EvalFile value "+broken, "eval", "setoption name UseNNUE value false", "eval")[1:]
	if want := "info string EvalFile: network of " + good + ", 8 hidden units a side"; !strings.Contains(strings.Join(got[0], "\n"), want) {
		t.Errorf("setoption: %q, want %q", got[0], want)
	}
	pos, _ := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	want := fmt.Sprintf("Network evaluation: %+.2f (white side)", -float64(n.EvaluatePosition(&pos))/100)
	if !strings.Contains(strings.Join(got[2], "\n"), want) {
		t.Errorf("eval: %q, want %q", got[2], want)
	}
	if last := got[3][len(got[3])-1]; !strings.HasPrefix(last, "bestmove ") {
		t.Errorf("go depth 5 ended with %q", last)
	}
	if s := strings.Join(got[4], "\n"); !strings.Contains(s, "broken.nnue") || !strings.Contains(s, "not a valid network file") {
		t.Errorf("a broken file: %q", s)
	}
	if !strings.Contains(strings.Join(got[5], "\n"), "Network evaluation") {
		t.Errorf("a broken file dropped the network: %q", got[5])
	}
	if s := strings.Join(got[7], "\n"); !strings.Contains(s, "Final evaluation") || e.eng.Eval().Network() != nil {
		t.Errorf("UseNNUE false kept the network: %q", s)
	}
}

// TestUseNNUE checks the choice of evaluation: UseNNUE's default is
// engine.DefaultUseNNUE; true is the embedded network, or EvalFile's; false the
// classical evaluation, whatever EvalFile says.
func TestUseNNUE(t *testing.T) {
	n := nnue.New(8, 1)
	n.OutB[0] = nnue.QA * nnue.QB / 16 // +25 cp for the side to move wherever it is
	file := filepath.Join(t.TempDir(), "net.nnue")
	b, err := n.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	e, out := newEngine()
	def := engine.ClassicalEval()
	if engine.DefaultUseNNUE {
		def = engine.EmbeddedEval()
	}
	if e.eng.Eval().Network() != (engine.Eval{}).Network() || e.eng.Eval() != def {
		t.Fatalf("a new engine evaluates with %s, want the default (engine.DefaultUseNNUE %v)", e.eng.Eval(), engine.DefaultUseNNUE)
	}
	got := transcript(t, e, out, "uci")
	if want := fmt.Sprintf("option name UseNNUE type check default %v", engine.DefaultUseNNUE); !slices.Contains(got[0], want) {
		t.Errorf("uci: no %q in %q", want, got[0])
	}
	start := chess.StartPosition()
	embedded := fmt.Sprintf("Network evaluation: %+.2f (white side)", float64(nnue.Default().EvaluatePosition(&start))/100)
	for _, c := range []struct {
		cmd  string
		net  *nnue.Network
		eval string // in the eval command's output
	}{
		{"setoption name UseNNUE value false", nil, "Final evaluation"},
		{"setoption name UseNNUE value true", nnue.Default(), embedded},
		{"setoption name EvalFile value " + file, nil, "Network evaluation: +0.25 (white side)"},
		{"setoption name UseNNUE value false", nil, "Final evaluation"},
		{"setoption name UseNNUE value true", nil, "Network: network of " + file},
		{"setoption name EvalFile value <empty>", nnue.Default(), "Network: embedded network " + nnue.DefaultName},
		{"setoption name UseNNUE value false", nil, "Final evaluation"},
		{"setoption name EvalFile value " + file, nil, "Final evaluation"},
	} {
		got := transcript(t, e, out, c.cmd, "eval")
		if c.net != nil && e.eng.Eval().Network() != c.net {
			t.Errorf("after %s: %s", c.cmd, e.eng.Eval())
		}
		if e.options.eval.choice() != e.eng.Eval() {
			t.Errorf("after %s: the options choose %s, the engine evaluates with %s", c.cmd, e.options.eval.choice(), e.eng.Eval())
		}
		if c.eval == "Final evaluation" && e.eng.Eval().Network() != nil {
			t.Errorf("after %s: %s, want the classical evaluation", c.cmd, e.eng.Eval())
		}
		if s := strings.Join(got[1], "\n"); !strings.Contains(s, c.eval) {
			t.Errorf("after %s, eval says %q, want %q", c.cmd, s, c.eval)
		}
	}
	// The last EvalFile was set with UseNNUE false: it says it is not used.
	e.Execute("setoption name EvalFile value " + file)
	if s := strings.Join(out.lines(), "\n"); !strings.Contains(s, "not in use: UseNNUE is false") {
		t.Errorf("EvalFile with UseNNUE false: %q", s)
	}
}

// TestBenchEval checks that the bench searches with the evaluation it is
// given, and that the UCI bench uses the engine's evaluation.
func TestBenchEval(t *testing.T) {
	classical := engine.BenchEval(context.Background(), io.Discard, 6, engine.ClassicalEval())
	network := engine.BenchEval(context.Background(), io.Discard, 6, engine.EmbeddedEval())
	if classical.Nodes == network.Nodes {
		t.Errorf("bench at depth 6: %d nodes with and without the network", classical.Nodes)
	}
	e, out := newEngine()
	got := transcript(t, e, out, "setoption name UseNNUE value true", "bench 6")
	if !slices.Contains(got[1], fmt.Sprintf("nodes %d", network.Nodes)) {
		t.Errorf("UCI bench 6 with UseNNUE: %q, want nodes %d", got[1], network.Nodes)
	}
	if want := "info string bench: embedded network " + nnue.DefaultName + ", " + nnue.Default().Size(); !slices.Contains(got[1], want) {
		t.Errorf("UCI bench 6 with UseNNUE: %q, want %q", got[1], want)
	}
}

// TestEvalSetInProcess: a network the server's engine was made with
// stands in EvalFile's place: UseNNUE false and true leave it and come back
// to it.
func TestEvalSetInProcess(t *testing.T) {
	n := nnue.New(8, 1)
	out := &buffer{}
	e := NewConfig(out, Config{Engine: engine.Config{Eval: engine.NetworkEval(n, "x.nnue")}})
	for _, c := range []struct {
		cmd  string
		want string
	}{
		{"setoption name UseNNUE value false", "classical evaluation"},
		{"setoption name UseNNUE value true", "network of x.nnue, 8 hidden units a side"},
		{"setoption name EvalFile value <empty>", engine.EmbeddedEval().String()},
	} {
		transcript(t, e, out, c.cmd)
		if got := e.eng.Eval().String(); got != c.want {
			t.Errorf("after %s: %s, want %s", c.cmd, got, c.want)
		}
	}
}

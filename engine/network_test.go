package engine

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
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
	got := transcript(t, e, out, "setoption name EvalFile value "+good, "position startpos moves e2e4", "eval", "go depth 5",
		"setoption name EvalFile value "+broken, "eval", "setoption name EvalFile value <empty>", "eval")
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
	if s := strings.Join(got[7], "\n"); !strings.Contains(s, "Final evaluation") || e.net != nil {
		t.Errorf("EvalFile <empty> kept the network: %q", s)
	}
}

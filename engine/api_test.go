package engine

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
)

const apiFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// TestSearchIsGo: Engine.Search gives the values that go prints as text:
// each info line is formatInfo of a report, the bestmove line the result's,
// the node counts alike.
func TestSearchIsGo(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "setoption name MultiPV value 2", "setoption name UCI_ShowWDL value true",
		"position fen "+apiFEN, "go depth 7")
	text := got[3]

	api := New(io.Discard)
	pos, _ := chess.ParseFEN(apiFEN)
	var lines []string
	res := api.Search(context.Background(), Request{Position: pos, Limits: search.Limits{Depth: 7, MultiPV: 2}}, func(i Info) {
		if i.MultiPV > 2 {
			t.Errorf("line %d reported, 2 asked for", i.MultiPV)
		}
		w, d, l := WDL(&pos, i.Score)
		if i.WDL != [3]int{w, d, l} {
			t.Errorf("WDL %v, want %d %d %d", i.WDL, w, d, l)
		}
		lines = append(lines, formatInfo(&pos, &i, true))
	})
	lines = append(lines, formatBestMove(&pos, res))
	// The clock's fields differ from run to run, and after a second the
	// search adds currmove lines and failed windows' bounds.
	clock := regexp.MustCompile(` (nps|time) \d+`)
	strip := func(ls []string) string {
		var kept []string
		for _, l := range ls {
			if !strings.Contains(l, " currmove ") && !strings.Contains(l, "bound ") {
				kept = append(kept, clock.ReplaceAllString(l, ""))
			}
		}
		return strings.Join(kept, "\n")
	}
	if len(text) < 8 || !strings.HasPrefix(last(text), "bestmove ") {
		t.Fatalf("go depth 7:\n%s", strings.Join(text, "\n"))
	}
	if a, b := strip(lines), strip(text); a != b {
		t.Errorf("Search:\n%s\ngo depth 7:\n%s", a, b)
	}
	if res.Depth != 7 || res.Move == chess.NullMove {
		t.Errorf("result %+v", res)
	}
}

// TestSearchLevel: a playing level searches its four lines and reports only
// the one asked for, within its node budget.
func TestSearchLevel(t *testing.T) {
	e := New(io.Discard)
	pos := chess.StartPosition()
	var final search.Info
	res := e.Search(context.Background(), Request{Position: pos, Limits: search.Limits{Depth: 30}, Elo: 1000}, func(i Info) {
		if i.MultiPV != 1 {
			t.Errorf("line %d reported at a level, 1 asked for", i.MultiPV)
		}
		final = i.Info
	})
	if res.Nodes > levelNodes(MinElo)+5000 || final.Depth == 0 {
		t.Errorf("level 1000: %d nodes, budget %d; last report %+v", res.Nodes, levelNodes(MinElo), final)
	}
	if !pos.IsLegal(res.Move) {
		t.Errorf("level's move %v is not legal", res.Move)
	}
}

// TestSearchOneAtATime: a second Search of the same engine while one runs
// is a programming error, and panics.
func TestSearchOneAtATime(t *testing.T) {
	e := New(io.Discard)
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		once := false
		e.Search(ctx, Request{Position: chess.StartPosition(), Limits: search.Limits{Infinite: true}}, func(Info) {
			if !once {
				once = true
				close(started)
			}
		})
	}()
	<-started
	func() {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "while the engine searches") {
				t.Errorf("second Search: recovered %v", r)
			}
		}()
		e.Search(context.Background(), Request{Position: chess.StartPosition(), Limits: search.Limits{Depth: 1}}, nil)
	}()
	cancel()
	<-done
	// Once it has ended the engine searches again.
	if res := e.Search(context.Background(), Request{Position: chess.StartPosition(), Limits: search.Limits{Depth: 2}}, nil); res.Depth != 2 {
		t.Errorf("after the first search: %+v", res)
	}
}

// TestConfig: an engine made with a Config has its table size as if set by
// the Hash option, and its Eval's network evaluates as EvalFile's would.
func TestConfig(t *testing.T) {
	n := nnue.New(8, 2)
	for i := range n.FT {
		n.FT[i] = int16(i%201 - 100)
	}
	out := &buffer{}
	e := NewConfig(out, Config{HashMB: 3, Eval: NetworkEval(n, "in.nnue")})
	got := transcript(t, e, out, "eval")
	if s := strings.Join(got[0], "\n"); !strings.Contains(s, "Network: network of in.nnue, 8 hidden units a side") ||
		!strings.Contains(s, "Network evaluation") || e.options.hashMB != 3 {
		t.Errorf("Config{HashMB: 3, Eval: a network}: Hash %d MB, eval %q", e.options.hashMB, s)
	}
	if e := NewConfig(io.Discard, Config{}); e.options.hashMB != DefaultHashMB {
		t.Errorf("HashMB 0: %d MB, want the default %d", e.options.hashMB, DefaultHashMB)
	}
	// A size search.CheckHashMB refuses is not clamped: NewConfig panics
	// with the check's error.
	for _, hash := range []int{-5, 1 << 30} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), search.CheckHashMB(hash, 1).Error()) {
					t.Errorf("HashMB %d: recovered %v, want the panic of CheckHashMB's error", hash, r)
				}
			}()
			NewConfig(io.Discard, Config{HashMB: hash})
		}()
	}
}

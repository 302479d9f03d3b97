package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
)

// TestSearchLevel: a playing level searches its four lines and reports only
// the one asked for, within its node budget.
func TestSearchLevel(t *testing.T) {
	e := New(Config{})
	pos := chess.StartPosition()
	var final search.Info
	res := e.Search(context.Background(), Request{Position: pos, Limits: search.Limits{Depth: 30}, Elo: 1000}, func(i Info) {
		if i.MultiPV != 1 {
			t.Errorf("line %d reported at a level, 1 asked for", i.MultiPV)
		}
		final = i.Info
	})
	if res.Nodes > LevelNodes(MinElo)+5000 || final.Depth == 0 {
		t.Errorf("level 1000: %d nodes, budget %d; last report %+v", res.Nodes, LevelNodes(MinElo), final)
	}
	if !pos.IsLegal(res.Move) {
		t.Errorf("level's move %v is not legal", res.Move)
	}
}

// TestSearchOneAtATime: a second Search of the same engine while one runs
// is a programming error, and panics, as does a setter that would change
// what the search uses.
func TestSearchOneAtATime(t *testing.T) {
	e := New(Config{})
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
	// The setters that change what the search uses are refused as well,
	// and change nothing; the getters and the book may be used.
	hash, threads, eval, params := e.HashMB(), e.Threads(), e.Eval(), e.Params()
	for name, set := range map[string]func(){
		"SetHashMB":  func() { e.SetHashMB(2) },
		"SetThreads": func() { e.SetThreads(2) },
		"SetEval":    func() { e.SetEval(ClassicalEval()) },
		"SetParams":  func() { e.SetParams(search.DefaultParams()) },
		"NewGame":    e.NewGame,
		"OpenSyzygy": func() { e.OpenSyzygy(tablesDir) },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), name+" called while the engine searches") {
					t.Errorf("%s during a search: recovered %v", name, r)
				}
			}()
			set()
		}()
	}
	if e.HashMB() != hash || e.Threads() != threads || e.Eval() != eval || e.Params() != params || e.Syzygy() != nil {
		t.Errorf("refused setters changed the engine: %d MB, %d threads, %s, tables %v", e.HashMB(), e.Threads(), e.Eval(), e.Syzygy())
	}
	if _, err := e.OpenBook(testBook); err != nil || e.Book() == nil {
		t.Errorf("OpenBook during a search: %v", err)
	}
	cancel()
	<-done
	// Once it has ended the engine searches again, and may be set.
	if err := e.SetThreads(2); err != nil || e.Threads() != 2 {
		t.Errorf("SetThreads(2) after the search: %v, %d threads", err, e.Threads())
	}
	if res := e.Search(context.Background(), Request{Position: chess.StartPosition(), Limits: search.Limits{Depth: 2}}, nil); res.Depth != 2 {
		t.Errorf("after the first search: %+v", res)
	}
}

// TestConfig: an engine made with a Config has its table size and its
// evaluation; the zero Config the defaults.
func TestConfig(t *testing.T) {
	n := nnue.New(8, 2)
	e := New(Config{HashMB: 3, Eval: NetworkEval(n, "in.nnue")})
	if e.HashMB() != 3 || e.Eval().Network() != n || e.Threads() != DefaultThreads {
		t.Errorf("Config{HashMB: 3, Eval: a network}: Hash %d MB, %s, %d threads", e.HashMB(), e.Eval(), e.Threads())
	}
	if e := New(Config{}); e.HashMB() != DefaultHashMB || e.Eval() != (Eval{}).resolve() {
		t.Errorf("the zero Config: %d MB, %s; want the default %d MB, %s", e.HashMB(), e.Eval(), DefaultHashMB, Eval{})
	}
	// A size search.CheckHashMB refuses is not clamped: New panics with
	// the check's error.
	for _, hash := range []int{-5, 1 << 30} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), search.CheckHashMB(hash, 1).Error()) {
					t.Errorf("HashMB %d: recovered %v, want the panic of CheckHashMB's error", hash, r)
				}
			}()
			New(Config{HashMB: hash})
		}()
	}
	// The setters: a size or thread count out of range is refused and
	// changes nothing.
	if err := e.SetHashMB(0); err == nil || e.HashMB() != 3 {
		t.Errorf("SetHashMB(0): %v, %d MB", err, e.HashMB())
	}
	if err := e.SetThreads(search.MaxThreads + 1); err == nil || e.Threads() != DefaultThreads {
		t.Errorf("SetThreads(%d): %v, %d threads", search.MaxThreads+1, err, e.Threads())
	}
	if err := e.SetHashMB(2); err != nil || e.HashMB() != 2 {
		t.Errorf("SetHashMB(2): %v, %d MB", err, e.HashMB())
	}
	if err := e.SetThreads(2); err != nil || e.Threads() != 2 {
		t.Errorf("SetThreads(2): %v, %d threads", err, e.Threads())
	}
}

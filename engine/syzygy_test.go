package engine

import (
	"context"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
	"github.com/westcott-chess/westcott/search"
)

const tablesDir = "../data/syzygy"

// TestSyzygyInProcess: with the tables open a search plays one of their
// best moves and probes them (the zero SyzygyProbe probing as the
// default); a probe limit of 0 probes nothing; closed, none are probed.
func TestSyzygyInProcess(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/2QK4/6r1 w - - 0 1" // KQvKR: Qc5+ forks
	pos, _ := chess.ParseFEN(fen)
	e := New(Config{})
	tb, err := e.OpenSyzygy(tablesDir)
	if err != nil || tb == nil || e.Syzygy() != tb || tb.MaxPieces() != 4 {
		t.Fatalf("OpenSyzygy: %v, %v", tb, err)
	}
	moves, err := tb.RootMoves(&pos, true)
	if err != nil {
		t.Fatal(err)
	}
	best := syzygy.Best(moves)
	run := func(p SyzygyProbe) (search.Result, uint64) {
		e.NewGame()
		var hits uint64
		res := e.Search(context.Background(), Request{Position: pos, Limits: search.Limits{Depth: 6}, Syzygy: p}, func(i Info) { hits = i.TBHits })
		return res, hits
	}
	res, hits := run(SyzygyProbe{})
	ok := false
	for _, m := range best {
		ok = ok || m.Move == res.Move
	}
	if !ok || hits == 0 {
		t.Errorf("with the tables: played %s (best %v), %d tbhits", pos.UCI(res.Move), best, hits)
	}
	if _, hits := run(SyzygyProbe{Depth: 1, Limit: 0, Rule50: true}); hits != 0 {
		t.Errorf("probe limit 0: %d tbhits", hits)
	}
	if tb, err := e.OpenSyzygy(""); tb != nil || err != nil || e.Syzygy() != nil {
		t.Fatalf(`OpenSyzygy(""): %v, %v`, tb, err)
	}
	if _, hits := run(SyzygyProbe{}); hits != 0 {
		t.Errorf("tables closed: %d tbhits", hits)
	}
}

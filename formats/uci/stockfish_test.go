package uci_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// startStockfish starts Debian's stockfish, or skips the test if it is not
// installed.
func startStockfish(t *testing.T) *uci.Engine {
	t.Helper()
	if _, err := uci.LookPath("stockfish"); err != nil {
		t.Skip("stockfish not installed (apt-get install stockfish); skipping the real-engine test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e, err := uci.Start(ctx, uci.Config{Path: "stockfish"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestStockfish(t *testing.T) {
	e := startStockfish(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if !strings.HasPrefix(e.Name, "Stockfish") {
		t.Errorf("id name %q", e.Name)
	}
	if o := e.Option("Hash"); o == nil || o.Type != uci.Spin || o.Min != 1 {
		t.Fatalf("Hash option %+v", o)
	}
	if o := e.Option("UCI_Chess960"); o == nil || o.Type != uci.Check || o.Default != "false" {
		t.Errorf("UCI_Chess960 option %+v", o)
	}
	if o := e.Option("Clear Hash"); o == nil || o.Type != uci.Button {
		t.Errorf("Clear Hash option %+v", o)
	}
	for _, kv := range [][2]string{{"Hash", "8"}, {"Threads", "1"}, {"UCI_ShowWDL", "true"}, {"Clear Hash", ""}} {
		if err := e.SetOption(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}

	// A mate in 2 (Kiwipete-free classic): every PV must be legal, and the
	// engine must find the mate at fixed depth.
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Position(fen, nil); err != nil {
		t.Fatal(err)
	}
	var last uci.Info
	infos := 0
	bm, err := e.Go(ctx, uci.Limits{Depth: 8}, func(in uci.Info) {
		infos++
		if in.Has&uci.FieldPV != 0 {
			p := pos
			for _, s := range in.PV {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Errorf("illegal pv move %s in %q: %v", s, in.PV, err)
					return
				}
				p.MakeMove(m)
			}
			last = in
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if bm.Move != "h5f7" {
		t.Errorf("bestmove %+v, want h5f7 (Qxf7#)", bm)
	}
	if !last.Score.IsMate || last.Score.Mate != 1 || last.Has&uci.FieldWDL == 0 || last.WDL[0] != 1000 {
		t.Errorf("last info %+v: want mate 1 with wdl 1000 0 0", last)
	}

	// Fixed nodes from the start position, with moves: a legal answer.
	if err := e.Position("", []string{"e2e4", "e7e5"}); err != nil {
		t.Fatal(err)
	}
	bm, err = e.Go(ctx, uci.Limits{Nodes: 5000}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := chess.StartPosition()
	for _, s := range []string{"e2e4", "e7e5", bm.Move} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("bestmove %s: %v", bm.Move, err)
		}
		p.MakeMove(m)
	}

	// An infinite search stopped by the context still returns a move.
	sctx, scancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer scancel()
	e.Position("", nil)
	bm, err = e.Go(sctx, uci.Limits{Infinite: true}, nil)
	if err != nil || !uci.IsMoveText(bm.Move) {
		t.Fatalf("infinite: %+v %v", bm, err)
	}
	if err := e.IsReady(ctx); err != nil {
		t.Fatal(err)
	}
	if infos == 0 {
		t.Error("no info lines")
	}
}

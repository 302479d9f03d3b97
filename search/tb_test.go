package search

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// fakeTables is a tablebase of rules a test can check by hand: with at most
// three pieces, the side with a queen wins (cursed when cursed is set), and
// anything else is drawn. rootMove, if set, is the only root move it keeps.
type fakeTables struct {
	cursed   bool
	rootMove string
	probes   atomic.Int64
	most     atomic.Int64 // the most pieces of a probed position
}

// MaxPieces is 4 when a root move is set (the test's root has 4 pieces),
// else 3.
func (f *fakeTables) MaxPieces() int {
	if f.rootMove != "" {
		return 4
	}
	return 3
}

func (f *fakeTables) ProbeWDL(p *chess.Position) (int, bool) {
	f.probes.Add(1)
	if n := int64(p.Occupied().Count()); n > f.most.Load() {
		f.most.Store(n)
	}
	if p.Occupied().Count() > 3 {
		return 0, false
	}
	win := 2
	if f.cursed {
		win = 1
	}
	us, them := p.SideToMove(), p.SideToMove()^1
	switch {
	case p.Pieces(us, chess.Queen) != 0:
		return win, true
	case p.Pieces(them, chess.Queen) != 0:
		return -win, true
	}
	return 0, true
}

func (f *fakeTables) RootMoves(p *chess.Position, rule50 bool) ([]chess.Move, int, bool) {
	if f.rootMove == "" {
		return nil, 0, false
	}
	m, err := p.ParseMove(f.rootMove)
	if err != nil {
		return nil, 0, false
	}
	return []chess.Move{m}, 0, true
}

func tbSearch(t *testing.T, fen string, cfg TBConfig, depth int) (Result, []Info) {
	t.Helper()
	s := NewSearcher(NewTT(8))
	s.SetTablebase(cfg)
	var infos []Info
	res := s.Search(context.Background(), mustFEN(t, fen), nil, Limits{Depth: depth}, func(i Info) { infos = append(infos, i) })
	return res, infos
}

// After the queen takes the rook (a capture: the halfmove clock is 0), the
// tables say won: the score is a table win, below every mate score and
// above every evaluation, and the probes are counted as tbhits.
func TestTBWinScore(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/2QK4/6r1 w - - 5 40" // Qc5+ wins the rook
	f := &fakeTables{}
	res, infos := tbSearch(t, fen, TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 7, Rule50: true}, 6)
	if res.Score < TBWinInMaxPly || abs(res.Score) >= MateBound {
		t.Errorf("score %d, want a table win in [%d, %d)", res.Score, TBWinInMaxPly, MateBound)
	}
	root := mustFEN(t, fen)
	if got := root.UCI(res.Move); got != "c2c5" {
		t.Errorf("best move %s, want c2c5 (the fork)", got)
	}
	last := infos[len(infos)-1]
	if last.TBHits == 0 || f.probes.Load() == 0 {
		t.Errorf("tbhits %d, probes %d: want the probes counted", last.TBHits, f.probes.Load())
	}

	// The same with no tables: an evaluation, no hits.
	res, infos = tbSearch(t, fen, TBConfig{}, 6)
	if res.Score >= TBWinInMaxPly || infos[len(infos)-1].TBHits != 0 {
		t.Errorf("without tables: score %d, tbhits %d", res.Score, infos[len(infos)-1].TBHits)
	}
}

// A cursed win is a draw under the 50-move rule (scored a shade above 0)
// and a win without it.
func TestTBCursedWin(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/2QK4/6r1 w - - 5 40"
	f := &fakeTables{cursed: true}
	res, _ := tbSearch(t, fen, TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 7, Rule50: true}, 6)
	if res.Score >= TBWinInMaxPly {
		t.Errorf("cursed win with the 50-move rule: score %d, want no table win", res.Score)
	}
	res, _ = tbSearch(t, fen, TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 7, Rule50: false}, 6)
	if res.Score < TBWinInMaxPly || res.Score >= MateBound {
		t.Errorf("cursed win without the 50-move rule: score %d, want a table win", res.Score)
	}
	// A probe limit caps the positions probed.
	f.most.Store(0)
	tbSearch(t, fen, TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 2, Rule50: true}, 6)
	if f.most.Load() > 2 {
		t.Errorf("ProbeLimit 2: probed a position of %d pieces", f.most.Load())
	}
}

// The root keeps only the moves the tables keep, even a move the search
// alone would not choose.
func TestTBRootMoves(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/2QK4/6r1 w - - 0 1"
	f := &fakeTables{rootMove: "d2e2"}
	cfg := TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 4, Rule50: true}
	res, _ := tbSearch(t, fen, cfg, 5)
	root := mustFEN(t, fen)
	if got := root.UCI(res.Move); got != "d2e2" {
		t.Errorf("best move %s, want the tables' d2e2", got)
	}
	// searchmoves of the GUI's own override the tables.
	s := NewSearcher(NewTT(8))
	s.SetTablebase(cfg)
	pos := mustFEN(t, fen)
	m, _ := pos.ParseMove("c2c5")
	res = s.Search(context.Background(), pos, nil, Limits{Depth: 3, SearchMoves: []chess.Move{m}}, nil)
	if res.Move != m {
		t.Errorf("searchmoves c2c5 with tables: best move %s", pos.UCI(res.Move))
	}
}

func TestTBScoresInTT(t *testing.T) {
	for _, ply := range []int{0, 1, 17, MaxPly - 1} {
		for _, s := range []int{TBWin - ply, -TBWin + ply, MateIn(ply + 1), MatedIn(ply + 2), 250} {
			if got := scoreFromTT(scoreToTT(s, ply), ply); got != s {
				t.Errorf("score %d at ply %d: back from the TT as %d", s, ply, got)
			}
		}
	}
	if TBWin >= MateBound || TBWinInMaxPly <= 20000 {
		t.Errorf("TB band [%d, %d] must lie below MateBound %d and above evaluations", TBWinInMaxPly, TBWin, MateBound)
	}
}

// Two threads probe the same tables at once (run with -race), and the
// report counts the helper's probes too.
func TestTBGroupThreads(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/2QK4/6r1 w - - 5 40"
	f := &fakeTables{}
	g := NewGroup(NewTT(8), 2)
	g.SetTablebase(TBConfig{Tables: f, ProbeDepth: 1, ProbeLimit: 7, Rule50: true})
	var last Info
	res := g.Search(context.Background(), mustFEN(t, fen), nil, Limits{Depth: 7}, func(i Info) { last = i })
	if res.Score < TBWinInMaxPly || res.Score >= MateBound {
		t.Errorf("score %d, want a table win", res.Score)
	}
	if last.TBHits == 0 || uint64(f.probes.Load()) < last.TBHits {
		t.Errorf("tbhits %d of %d probes", last.TBHits, f.probes.Load())
	}
}

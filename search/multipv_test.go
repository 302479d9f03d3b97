package search

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
)

// lastLines returns the lines of the last complete iteration reported:
// the reports of the deepest depth whose MultiPV runs 1..k without gaps.
func lastLines(t *testing.T, infos []Info) []Info {
	t.Helper()
	var lines []Info
	for _, i := range infos {
		if i.Bound != BoundExact {
			continue
		}
		if i.MultiPV == 1 {
			lines = lines[:0]
		}
		if i.MultiPV != len(lines)+1 {
			t.Fatalf("report of line %d after %d lines", i.MultiPV, len(lines))
		}
		i.PV = append([]chess.Move(nil), i.PV...) // valid only during the callback
		lines = append(lines, i)
	}
	return lines
}

// checkLines checks that lines are k distinct legal lines of pos, ordered
// by score, of one depth.
func checkLines(t *testing.T, name string, pos chess.Position, lines []Info, k int) {
	t.Helper()
	if len(lines) != k {
		t.Errorf("%s: %d lines, want %d", name, len(lines), k)
		return
	}
	seen := map[chess.Move]bool{}
	for n, l := range lines {
		if len(l.PV) == 0 || seen[l.PV[0]] {
			t.Errorf("%s: line %d: PV %v empty or its move repeated", name, n+1, l.PV)
			continue
		}
		seen[l.PV[0]] = true
		p := pos
		for _, m := range l.PV {
			if !p.IsLegal(m) {
				t.Errorf("%s: line %d: PV %v: %v is illegal", name, n+1, l.PV, m)
				break
			}
			p.MakeMove(m)
		}
		if n > 0 && (l.Score > lines[n-1].Score || l.Depth != lines[0].Depth) {
			t.Errorf("%s: line %d: score %d at depth %d after %d at depth %d", name, n+1, l.Score, l.Depth, lines[n-1].Score, lines[n-1].Depth)
		}
	}
}

// MultiPV 4 on the Bratko-Kopec positions: four distinct legal lines,
// ordered by score, the first mostly the move MultiPV 1 finds at the same
// depth and nearly always one of the four lines (not always line 1: the
// later lines fill the table differently, and these are hard positions
// with close candidates — MultiPV 1 itself changes its move between
// depths 8 and 9 in 5 of the 24).
func TestMultiPVBratkoKopec(t *testing.T) {
	f, err := os.Open("../data/epd/bratko_kopec.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := epd.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	depth := 8
	if testing.Short() {
		depth = 6
	}
	same, among := 0, 0
	for _, r := range recs {
		var infos []Info
		res := NewSearcher(NewTT(16)).Search(context.Background(), r.Position, nil, Limits{Depth: depth, MultiPV: 4},
			func(i Info) { infos = append(infos, i) })
		lines := lastLines(t, infos)
		checkLines(t, r.ID(), r.Position, lines, 4)
		if len(lines) == 0 || res.Move != lines[0].PV[0] || res.Score != lines[0].Score || res.Depth != depth {
			t.Errorf("%s: result %v %d depth %d is not line 1", r.ID(), res.Move, res.Score, res.Depth)
		}
		one := NewSearcher(NewTT(16)).Search(context.Background(), r.Position, nil, Limits{Depth: depth}, nil)
		for _, l := range lines {
			if len(l.PV) > 0 && l.PV[0] == one.Move {
				among++
			}
		}
		if one.Move == res.Move {
			same++
		} else {
			t.Logf("%s: MultiPV 1 plays %s (%d), MultiPV 4's line 1 %s (%d)", r.ID(),
				r.Position.UCI(one.Move), one.Score, r.Position.UCI(res.Move), res.Score)
		}
	}
	t.Logf("depth %d: line 1 of MultiPV 4 is MultiPV 1's best move in %d of %d positions; one of the four lines in %d", depth, same, len(recs), among)
	if same < len(recs)/2 || among < len(recs)*5/6 {
		t.Errorf("MultiPV 1's move is line 1 of MultiPV 4 in only %d of %d positions, one of its lines in %d", same, len(recs), among)
	}
}

// MultiPV with searchmoves: the lines come from the searchmoves only, and
// there are no more lines than moves to search.
func TestMultiPVSearchMoves(t *testing.T) {
	pos := chess.StartPosition()
	var allowed []chess.Move
	for _, s := range []string{"a2a3", "g1f3", "e2e4"} {
		m, _ := pos.ParseMove(s)
		allowed = append(allowed, m)
	}
	var infos []Info
	NewSearcher(NewTT(4)).Search(context.Background(), pos, nil, Limits{Depth: 6, MultiPV: 5, SearchMoves: allowed},
		func(i Info) { infos = append(infos, i) })
	lines := lastLines(t, infos)
	checkLines(t, "startpos searchmoves", pos, lines, 3)
	for _, l := range lines {
		if l.PV[0] != allowed[0] && l.PV[0] != allowed[1] && l.PV[0] != allowed[2] {
			t.Errorf("line %d plays %v, not one of the searchmoves", l.MultiPV, l.PV[0])
		}
	}
	// More lines than legal moves: one line per move.
	const fen = "7k/8/8/8/8/8/8/K7 w - - 0 1" // the king has 3 moves
	infos = infos[:0]
	p := mustFEN(t, fen)
	NewSearcher(NewTT(1)).Search(context.Background(), p, nil, Limits{Depth: 4, MultiPV: 256}, func(i Info) { infos = append(infos, i) })
	checkLines(t, fen, p, lastLines(t, infos), 3)
}

// With threads only the main thread reports, and each iteration reports
// lines 1..k in order, whatever the helpers do to the table.
func TestMultiPVThreads(t *testing.T) {
	pos := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	g := NewGroup(NewTT(16), 2)
	var infos []Info
	res := g.Search(context.Background(), pos, nil, Limits{Depth: 7, MultiPV: 3}, func(i Info) { infos = append(infos, i) })
	want := 1
	for _, i := range infos {
		if i.Bound != BoundExact {
			continue
		}
		if i.MultiPV != want {
			t.Fatalf("depth %d: report of line %d, want line %d", i.Depth, i.MultiPV, want)
		}
		want = want%3 + 1
	}
	lines := lastLines(t, infos)
	checkLines(t, "kiwipete, 2 threads", pos, lines, 3)
	if len(lines) > 0 && res.Move != lines[0].PV[0] {
		t.Errorf("best move %v is not line 1's %v", res.Move, lines[0].PV[0])
	}
}

// MultiPV 1 is the plain search: the same tree, node for node.
func TestMultiPVOneIsPlain(t *testing.T) {
	const fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	a := search(t, fen, Limits{Depth: 8})
	b := search(t, fen, Limits{Depth: 8, MultiPV: 1})
	if a.Nodes != b.Nodes || a.Move != b.Move || a.Score != b.Score {
		t.Errorf("MultiPV 0: %d nodes %v %d; MultiPV 1: %d nodes %v %d", a.Nodes, a.Move, a.Score, b.Nodes, b.Move, b.Score)
	}
}

// A searcher reused after a MultiPV search starts afresh: the lines of
// the last search exclude nothing from the next one.
func TestMultiPVReuse(t *testing.T) {
	const fen = "8/6k1/6r1/8/8/5P2/6K1/8 w - - 0 1"
	pos := mustFEN(t, fen)
	kh2, _ := pos.ParseMove("g2h2")
	s := NewSearcher(NewTT(1))
	for _, k := range []int{3, 1, 2} {
		res := s.Search(context.Background(), pos, nil, Limits{Depth: 3, MultiPV: k, SearchMoves: []chess.Move{kh2}}, nil)
		if res.Move != kh2 {
			t.Errorf("MultiPV %d after another search: %s, want the only searchmove g2h2", k, pos.UCI(res.Move))
		}
	}
}

// currmove reports: only after the first second, legal moves of the
// searchmoves, numbered from 1, and only from the main thread.
func TestCurrMove(t *testing.T) {
	pos := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	var allowed []chess.Move
	for _, s := range []string{"e2a6", "d5e6", "g2h3", "e5f7"} {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		allowed = append(allowed, m)
	}
	type report struct {
		depth, n int
		m        chess.Move
		at       time.Duration
	}
	reports := make(chan report, 1000)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	start := time.Now()
	done := make(chan struct{})
	go func() {
		defer close(done)
		l := Limits{Infinite: true, MultiPV: 2, SearchMoves: allowed, CurrMove: func(depth int, m chess.Move, n int) {
			select {
			case reports <- report{depth, n, m, time.Since(start)}:
			default:
			}
		}}
		NewGroup(NewTT(16), 2).Search(ctx, pos, nil, l, nil)
	}()
	var got []report
	timeout := time.After(60 * time.Second)
	for len(got) < 8 {
		select {
		case r := <-reports:
			got = append(got, r)
		case <-timeout:
			t.Fatalf("%d currmove reports in 60 s", len(got))
		}
	}
	cancel()
	<-done
	for _, r := range got {
		ok := false
		for _, a := range allowed {
			ok = ok || r.m == a
		}
		if !ok || r.n < 1 || r.n > len(allowed) || r.depth < 1 || r.at < time.Second {
			t.Errorf("currmove %v number %d depth %d after %v: want one of the 4 searchmoves, numbered 1..4, after 1 s", r.m, r.n, r.depth, r.at)
		}
	}
}

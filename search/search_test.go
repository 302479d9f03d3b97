package search

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
)

func mustFEN(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func search(t testing.TB, fen string, l Limits) Result {
	t.Helper()
	s := NewSearcher(NewTT(8))
	return s.Search(context.Background(), mustFEN(t, fen), nil, l, nil)
}

// Mates verified with Stockfish 15.1 ("go depth 20").
func TestFindsMates(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		moves int    // mate in this many moves
		best  string // the only mating first move, or ""
	}{
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", 1, "a1a8"},
		{"r1bq2r1/b4pk1/p1pp1p2/1p2pP2/1P2P1PB/3P4/1PPQ2P1/R3K2R w - - 0 1", 2, "d2h6"},
		{"6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1", 2, "g2g1"},
		{"r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1", 3, "f8c5"},
		{"2q1nk1r/4Rp2/1ppp1P2/6Pp/3p1B2/3P3P/PPP1Q3/6K1 w - - 0 1", 5, "e7e8"},
		{"8/8/8/8/8/2k5/8/K6Q w - - 0 1", 6, ""}, // KQK
	} {
		pos := mustFEN(t, tc.fen)
		res := search(t, tc.fen, Limits{Mate: tc.moves, Depth: 30})
		if got := MateMoves(res.Score); got != tc.moves || res.Score != MateIn(2*tc.moves-1) {
			t.Errorf("%s: score %d (mate %d), want mate in %d", tc.fen, res.Score, got, tc.moves)
		}
		if tc.best != "" && pos.UCI(res.Move) != tc.best {
			t.Errorf("%s: best move %s, want %s", tc.fen, pos.UCI(res.Move), tc.best)
		}
	}
}

func TestNoLegalMoves(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		score int
	}{
		{"R6k/6pp/8/8/8/8/8/K7 b - - 0 1", MatedIn(0)},                                // back-rank mate
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", MatedIn(0)}, // fool's mate
		{"7k/5Q2/8/8/8/8/8/K7 b - - 0 1", DrawScore},                                  // stalemate
	} {
		var infos []Info
		s := NewSearcher(NewTT(1))
		res := s.Search(context.Background(), mustFEN(t, tc.fen), nil, Limits{Depth: 5}, func(i Info) { infos = append(infos, i) })
		if res.Move != chess.NullMove || res.Score != tc.score {
			t.Errorf("%s: move %v score %d, want 0000 and %d", tc.fen, res.Move, res.Score, tc.score)
		}
		if len(infos) != 1 || infos[0].Score != tc.score {
			t.Errorf("%s: infos %+v, want one report of score %d", tc.fen, infos, tc.score)
		}
	}
}

// A search always has a legal move to give, however little it may search.
func TestAlwaysAMove(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, fen := range []string{chess.StartFEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "8/8/8/8/8/2k5/8/K6Q b - - 0 1"} {
		pos := mustFEN(t, fen)
		for name, run := range map[string]func() Result{
			"nodes 1":   func() Result { return search(t, fen, Limits{Nodes: 1}) },
			"depth 1":   func() Result { return search(t, fen, Limits{Depth: 1}) },
			"movetime":  func() Result { return search(t, fen, Limits{MoveTime: time.Millisecond}) },
			"no time":   func() Result { return search(t, fen, Limits{WTime: time.Millisecond, BTime: time.Millisecond}) },
			"cancelled": func() Result { return NewSearcher(NewTT(1)).Search(cancelled, pos, nil, Limits{}, nil) },
		} {
			res := run()
			if !pos.IsLegal(res.Move) {
				t.Errorf("%s, %s: move %v is not legal", fen, name, res.Move)
			}
		}
	}
}

// Every node limit below the clock's interval (checkNodes) and past it,
// with one and two threads and MultiPV 1 and 3, a search stopped before it
// starts and one of 1 ms: each answers a legal move, whatever the table and
// the histories hold from the searches before it (as in a game). (The soak
// test's one "bestmove 0000" for go nodes 127 was a bestmove line lost in
// the engine's output, not the search's: uci.TestWritesAreWholeLines.)
func TestEveryLimitAnswersALegalMove(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, fen := range []string{
		"rn3k1r/p1pq1Np1/1p1b1n1p/3p4/1P1pP2P/2P3P1/PB3KB1/RN1bR3 b - - 0 20", // the soak's
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	} {
		pos := mustFEN(t, fen)
		for _, threads := range []int{1, 2} {
			for _, multiPV := range []int{1, 3} {
				g := NewGroup(NewTT(1), threads)
				check := func(what string, res Result) {
					t.Helper()
					if !pos.IsLegal(res.Move) {
						t.Fatalf("%s, %d threads, MultiPV %d, %s: move %v at depth %d", fen, threads, multiPV, what, res.Move, res.Depth)
					}
				}
				step := uint64(1)
				if threads > 1 || testing.Short() {
					step = 7
				}
				for n := uint64(1); n <= 600; n += step {
					check(fmt.Sprintf("nodes %d", n), g.Search(context.Background(), pos, nil, Limits{Nodes: n, MultiPV: multiPV}, nil))
				}
				check("stopped at once", g.Search(cancelled, pos, nil, Limits{MultiPV: multiPV}, nil))
				check("movetime 1", g.Search(context.Background(), pos, nil, Limits{MoveTime: time.Millisecond, MultiPV: multiPV}, nil))
				check("wtime 1", g.Search(context.Background(), pos, nil, Limits{WTime: time.Millisecond, BTime: time.Millisecond, MultiPV: multiPV}, nil))
			}
		}
	}
}

func TestSearchMoves(t *testing.T) {
	pos := chess.StartPosition()
	a3, _ := pos.ParseMove("a2a3")
	h3, _ := pos.ParseMove("h2h3")
	res := search(t, chess.StartFEN, Limits{Depth: 6, SearchMoves: []chess.Move{a3, h3}})
	if res.Move != a3 && res.Move != h3 {
		t.Errorf("best move %v outside searchmoves", res.Move)
	}
}

// Repetition: White, a rook down, can only save itself by returning to a
// position that already stood twice in the game.
func TestRepetitionDraw(t *testing.T) {
	const fen = "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 20 40"
	pos := mustFEN(t, fen)
	kf1, _ := pos.ParseMove("g1f1")
	after := pos
	after.MakeMove(kf1)
	history := make([]uint64, 12)
	for i := range history {
		history[i] = uint64(i + 1)
	}
	// The position after Kf1 is at index len+1 of the key list; four and
	// eight plies earlier it stood already.
	history[len(history)-3] = after.Key()
	history[len(history)-7] = after.Key()
	s := NewSearcher(NewTT(8))
	res := s.Search(context.Background(), pos, history, Limits{Depth: 6}, nil)
	if res.Move != kf1 || res.Score != DrawScore {
		t.Errorf("got %s score %d, want the drawing g1f1 with 0", pos.UCI(res.Move), res.Score)
	}
	// Without the history the rook is simply lost.
	res = s.Search(context.Background(), pos, nil, Limits{Depth: 6}, nil)
	if res.Score > -300 {
		t.Errorf("without history: score %d, want a lost position", res.Score)
	}
}

// Fifty-move rule: on the 99th quiet ply, a king move draws.
func TestFiftyMoveDraw(t *testing.T) {
	res := search(t, "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 99 80", Limits{Depth: 6})
	pos := mustFEN(t, "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 99 80")
	if res.Score != DrawScore || pos.Piece(res.Move.From()).Type() != chess.King {
		t.Errorf("got %s score %d, want a king move drawing by the fifty-move rule", pos.UCI(res.Move), res.Score)
	}
}

func TestMovetimeRespected(t *testing.T) {
	if testing.Short() {
		t.Skip("timed")
	}
	pos := chess.StartPosition()
	s := NewSearcher(NewTT(16))
	start := time.Now()
	res := s.Search(context.Background(), pos, nil, Limits{MoveTime: 200 * time.Millisecond}, nil)
	// A generous bound: the machine is shared and may be slow; what must
	// never happen is a search that ignores its time.
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("movetime 200ms took %v", el)
	}
	if !pos.IsLegal(res.Move) {
		t.Errorf("illegal move %v", res.Move)
	}
	// On a clock of one second (no increment), one move must use a small part.
	start = time.Now()
	s.Search(context.Background(), pos, nil, Limits{WTime: time.Second, BTime: time.Second, Overhead: 10 * time.Millisecond}, nil)
	if el := time.Since(start); el > time.Second/2 {
		t.Errorf("a move with 1s on the clock took %v", el)
	}
}

func TestInfiniteWaitsForStop(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result)
	go func() {
		done <- NewSearcher(NewTT(1)).Search(ctx, chess.StartPosition(), nil, Limits{Infinite: true, Depth: 2}, nil)
	}()
	select {
	case <-done:
		t.Fatal("an infinite search returned before stop")
	case <-time.After(50 * time.Millisecond):
	}
	cancel()
	if res := <-done; res.Move == chess.NullMove {
		t.Error("no move after stop")
	}
}

func TestPonderHit(t *testing.T) {
	hit := make(chan struct{})
	done := make(chan Result)
	go func() {
		l := Limits{Ponder: hit, WTime: 100 * time.Millisecond, BTime: 100 * time.Millisecond}
		done <- NewSearcher(NewTT(1)).Search(context.Background(), chess.StartPosition(), nil, l, nil)
	}()
	select {
	case <-done:
		t.Fatal("a ponder search returned before ponderhit")
	case <-time.After(50 * time.Millisecond):
	}
	close(hit) // now the 100 ms clock runs: the search must end by itself
	select {
	case res := <-done:
		if res.Move == chess.NullMove {
			t.Error("no move after ponderhit")
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the search did not stop after ponderhit")
	}
}

// Self-play: every move a search returns is legal, through whole games.
func TestSelfPlayLegal(t *testing.T) {
	games, plies := 12, 160
	if testing.Short() {
		games = 3
	}
	tt := NewTT(4)
	s := NewSearcher(tt)
	openings := []string{chess.StartFEN,
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		"rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", // Chess960 notation
	}
	for g := 0; g < games; g++ {
		pos := mustFEN(t, openings[g%len(openings)])
		var history []uint64
		tt.Clear()
		s.Reset()
		for ply := 0; ply < plies && pos.Termination(history) == chess.NotOver; ply++ {
			res := s.Search(context.Background(), pos, history, Limits{Nodes: uint64(500 + 300*(g%4))}, nil)
			if !pos.IsLegal(res.Move) {
				t.Fatalf("game %d ply %d: illegal move %v in %s", g, ply, res.Move, pos.FEN())
			}
			if res.Ponder != chess.NullMove {
				after := pos
				after.MakeMove(res.Move)
				if !after.IsLegal(res.Ponder) {
					t.Fatalf("game %d ply %d: illegal ponder move %v after %v in %s", g, ply, res.Ponder, res.Move, pos.FEN())
				}
			}
			history = append(history, pos.Key())
			pos.MakeMove(res.Move)
		}
	}
}

func TestDeterministic(t *testing.T) {
	run := func() (uint64, chess.Move) {
		res := search(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Limits{Depth: 8})
		return res.Nodes, res.Move
	}
	n1, m1 := run()
	n2, m2 := run()
	if n1 != n2 || m1 != m2 {
		t.Errorf("two equal searches differ: %d %v and %d %v", n1, m1, n2, m2)
	}
}

// A timed search starts no iteration once iterationCutoff tenths of its
// soft limit have passed, and does start one before that. The fake clock
// is set from the iterations' reports: just under the cut-off after depth
// 5, just over it after depth 6, so the search must end at depth 6. The
// best move (the pawn takes the queen) never changes, so the soft limit is
// not stretched.
func TestIterationCutoff(t *testing.T) {
	var fake atomic.Int64
	base := time.Now()
	now = func() time.Time { return base.Add(time.Duration(fake.Load())) }
	defer func() { now = time.Now }()

	p := mustFEN(t, "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1")
	l := Limits{WTime: 10 * time.Second, BTime: 10 * time.Second}
	soft, hard := l.timePlan(chess.White)
	cut := soft * iterationCutoff / 10
	if cut+time.Millisecond >= hard {
		t.Fatalf("time plan %v %v: no room past the cut-off", soft, hard)
	}
	res := NewSearcher(NewTT(4)).Search(context.Background(), p, nil, l, func(info Info) {
		switch info.Depth {
		case 5:
			fake.Store(int64(cut - time.Millisecond))
		case 6:
			fake.Store(int64(cut + time.Millisecond))
		case 7:
			fake.Store(int64(hard)) // a search that went on stops now
		}
	})
	if res.Depth != 6 || res.Move.String() != "e4d5" {
		t.Errorf("the search ended at depth %d with %v, want depth 6 (the first iteration done past the cut-off) with e4d5", res.Depth, res.Move)
	}
}

// The clock of a ponder search starts at the ponder hit: the time spent
// pondering is not counted, and after the hit the search keeps to its
// clock. The search's clock is a fake one here, moved by the test, so that
// nothing depends on the machine's speed.
func TestPonderHitTimeAccounting(t *testing.T) {
	var fake atomic.Int64 // nanoseconds since base
	base := time.Now()
	now = func() time.Time { return base.Add(time.Duration(fake.Load())) }
	defer func() { now = time.Now }()

	hit := make(chan struct{})
	done := make(chan Result, 1)
	// 1 s on the clock: a hard limit of a few hundred ms per move.
	l := Limits{Ponder: hit, WTime: time.Second, BTime: time.Second}
	soft, hard := l.timePlan(chess.White)
	if soft <= 0 || hard <= 0 || hard > time.Second {
		t.Fatalf("time plan %v %v", soft, hard)
	}
	started := make(chan struct{}, 1)
	go func() {
		done <- NewSearcher(NewTT(4)).Search(context.Background(), chess.StartPosition(), nil, l, func(Info) {
			select {
			case started <- struct{}{}:
			default:
			}
		})
	}()
	<-started                  // the search's clock has started (an iteration is done)
	fake.Add(int64(time.Hour)) // an hour of pondering
	close(hit)
	// With the clock stopped at the hit the search has all its time left:
	// it must still be searching. (Counting the pondering, it would stop at
	// its next look at the clock.)
	select {
	case res := <-done:
		t.Fatalf("the search stopped at the ponder hit (depth %d): it counted the pondering as its own time", res.Depth)
	case <-time.After(300 * time.Millisecond):
	}
	// Past its hard limit after the hit, it stops by itself.
	fake.Add(int64(hard + time.Millisecond))
	select {
	case res := <-done:
		if res.Move == chess.NullMove {
			t.Error("no move")
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the search did not stop past its hard limit after the ponder hit")
	}
}

// A search that stops while it re-searches a root move that failed the
// aspiration window high answers that move: it beat the window, so it beat
// the last iteration's choice. The fake clock runs a minute a reading, so
// that every failed window is reported. The node budgets are picked so that
// some searches stop in such a re-search (the test checks that some do).
func TestStoppedInFailHighPlaysTheMove(t *testing.T) {
	var ticks atomic.Int64
	base := time.Now()
	now = func() time.Time { return base.Add(time.Duration(ticks.Add(1)) * time.Minute) }
	defer func() { now = time.Now }()

	cases := 0
	for _, fen := range []string{
		"2rq1bk1/p4p1p/1p4p1/3b4/3B1Q2/8/P4PpP/3RR1K1 w - - 0 1", // WAC.131
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
	} {
		for nodes := uint64(20000); nodes <= 120000; nodes += 20000 {
			var last Info
			s := NewSearcher(NewTT(8))
			res := s.Search(context.Background(), mustFEN(t, fen), nil, Limits{Nodes: nodes}, func(i Info) { last = i })
			if last.Bound != BoundLower || len(last.PV) == 0 || res.Depth >= last.Depth {
				continue // the last report is not a fail high of the unfinished iteration
			}
			cases++
			if res.Move != last.PV[0] {
				t.Errorf("%s, %d nodes: stopped after %v failed high at depth %d, answered %v", fen, nodes, last.PV[0], last.Depth, res.Move)
			}
		}
	}
	if cases == 0 {
		t.Fatal("no search stopped in a fail high's re-search: choose other budgets")
	}
	t.Logf("%d searches stopped in a fail high's re-search", cases)
}

func TestSoftNodesSpent(t *testing.T) {
	for _, c := range []struct {
		total, last, before, soft uint64
		want                      bool
	}{
		{100, 100, 0, 100, true},      // spent
		{100, 100, 0, 250, true},      // no growth known: twice the last, 300 > 250
		{100, 100, 0, 300, false},     // 300 fits
		{1000, 600, 200, 2500, true},  // growth 3: 1000 + 1800 > 2500
		{1000, 600, 200, 2800, false}, // 2800 fits
		{1000, 600, 590, 1900, false}, // growth ~1 counts as 1.5: 1000 + 900
		{1000, 600, 10, 3400, false},  // growth 60 counts as 4: 1000 + 2400
		{1000, 600, 10, 3300, true},
	} {
		if got := softNodesSpent(c.total, c.last, c.before, c.soft); got != c.want {
			t.Errorf("softNodesSpent(%d, %d, %d, %d) = %v, want %v", c.total, c.last, c.before, c.soft, got, c.want)
		}
	}
}

// A soft node budget ends the search with the first completed iteration
// after which softNodesSpent says stop (never cut inside one), and the hard
// cap still stops it at once.
func TestSoftNodes(t *testing.T) {
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
	for _, soft := range []uint64{1, 3000, 20000} {
		var iters []Info // the last report of each completed iteration
		s := NewSearcher(NewTT(8))
		res := s.Search(context.Background(), mustFEN(t, fen), nil, Limits{SoftNodes: soft}, func(i Info) {
			if i.Bound != BoundExact {
				return
			}
			if n := len(iters); n > 0 && iters[n-1].Depth == i.Depth {
				iters = iters[:n-1]
			}
			iters = append(iters, i)
		})
		if len(iters) == 0 {
			t.Fatalf("soft %d: no iteration reported", soft)
		}
		last := iters[len(iters)-1]
		if res.Depth != last.Depth || res.Nodes != last.Nodes {
			t.Errorf("soft %d: result depth %d, %d nodes; the last iteration reported depth %d, %d nodes: want the completed iteration", soft, res.Depth, res.Nodes, last.Depth, last.Nodes)
		}
		var start, before uint64
		for k, it := range iters {
			stop := softNodesSpent(it.Nodes, it.Nodes-start, before, soft)
			if stop != (k == len(iters)-1) {
				t.Errorf("soft %d: after depth %d (%d nodes, this iteration %d, the one before %d) stop is %v, yet the search %s", soft, it.Depth, it.Nodes, it.Nodes-start, before, stop, map[bool]string{true: "went on", false: "stopped"}[stop])
			}
			before, start = it.Nodes-start, it.Nodes
		}
		t.Logf("soft %d: depth %d, %d nodes", soft, last.Depth, last.Nodes)
	}
	s := NewSearcher(NewTT(8))
	res := s.Search(context.Background(), mustFEN(t, fen), nil, Limits{SoftNodes: 1 << 40, Nodes: 5000}, nil)
	if res.Nodes > 5000+64 || res.Move == chess.NullMove {
		t.Errorf("a hard cap of 5000 under a huge soft budget: %d nodes, move %v", res.Nodes, res.Move)
	}
}

package datagen

import (
	"bytes"
	"context"
	"io"
	"math/rand"
	"strings"
	"sync"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/tools/match"
)

func openings(t testing.TB) []chess.Position {
	t.Helper()
	ops, err := match.LoadOpenings("../../data/openings/2moves_v1_sample.epd")
	if err != nil {
		t.Fatal(err)
	}
	pos := make([]chess.Position, len(ops))
	for i, o := range ops {
		pos[i] = o.Pos
	}
	return pos
}

// lockedBuffer lets a test read what Run wrote while Run may still write.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// tinyConfig is a quick run: the classical evaluation, 400 nodes a move.
func tinyConfig(t testing.TB, games int, out io.Writer) Config {
	return Config{Games: games, Seed: 7, Nodes: 400, Threads: 2, HashMB: 1, Openings: openings(t), RandomPlies: 8, Format: trainingdata.Text, Out: out,
		Eval: engine.ClassicalEval()}
}

// checkFile checks a whole file: it scans, every position line parses to a
// legal, quiet position with a non-mate score, and every game's lines carry
// the result of its "# game" line, which comes last. It returns the games.
func checkFile(t *testing.T, text string) []trainingdata.GameEnd {
	t.Helper()
	if _, err := trainingdata.ScanFile(strings.NewReader(text)); err != nil {
		t.Fatalf("ScanFile: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if lines[0] != trainingdata.Header {
		t.Fatalf("first line %q, want the header", lines[0])
	}
	var games []trainingdata.GameEnd
	var pending []trainingdata.Entry
	ids := map[int64]bool{}
	for n, line := range lines[1:] {
		g, ok, err := trainingdata.ParseGameEnd(line)
		if err != nil {
			t.Fatalf("line %d: %v", n+2, err)
		}
		if ok {
			for _, e := range pending {
				if e.Result != g.Result {
					t.Errorf("game %d (%s): a position has result %v, the game %v", g.ID, g.Reason, e.Result, g.Result)
				}
			}
			if ids[g.ID] {
				t.Errorf("game ID %d twice", g.ID)
			}
			ids[g.ID] = true
			games = append(games, g)
			pending = pending[:0]
			continue
		}
		e, err := trainingdata.ParseLine(line)
		if err != nil {
			t.Fatalf("line %d %q: %v", n+2, line, err)
		}
		if e.Pos.InCheck() {
			t.Errorf("line %d: in check: %s", n+2, line)
		}
		if !e.Pos.HasLegalMoves() {
			t.Errorf("line %d: no legal move: %s", n+2, line)
		}
		if e.Score <= -WinScore*8 || e.Score >= WinScore*8 {
			t.Errorf("line %d: score %d looks like a mate", n+2, e.Score)
		}
		pending = append(pending, e)
	}
	if len(pending) > 0 {
		t.Errorf("%d position lines after the last game line", len(pending))
	}
	return games
}

func TestRunShort(t *testing.T) {
	var buf lockedBuffer
	buf.Write([]byte(trainingdata.Header + "\n"))
	cfg := tinyConfig(t, 4, &buf)
	calls := 0
	cfg.OnGame = func(st Stats) { calls++ }
	st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	games := checkFile(t, buf.String())
	if len(games) != 4 || st.Games != 4 || calls != 4 || st.White+st.Draw+st.Black != 4 {
		t.Fatalf("%d games in the file, stats %+v, %d OnGame calls; want 4", len(games), st, calls)
	}
	fs, _ := trainingdata.ScanFile(strings.NewReader(buf.String()))
	if fs.Positions != st.Positions || fs.Positions == 0 || fs.NextID != 4 {
		t.Errorf("file %+v, stats %+v", fs, st)
	}
	if st.Positions >= st.Plies {
		t.Errorf("%d positions of %d plies: the filters removed nothing", st.Positions, st.Plies)
	}
}

// A game is a function of the seed and its ID: a resumed run, numbering
// after the file's last game, plays new games that can be reproduced.
func TestGamesReproducible(t *testing.T) {
	cfg := tinyConfig(t, 1, io.Discard)
	p, q := newPlayer(&cfg), newPlayer(&cfg)
	q.play(context.Background(), 9) // q's table and history are warm
	a, err := p.play(context.Background(), 3)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := q.play(context.Background(), 3)
	c, _ := q.play(context.Background(), 4)
	if !bytes.Equal(a.block, b.block) {
		t.Errorf("game 3 played twice differs:\n%s\n%s", a.block, b.block)
	}
	if bytes.Equal(a.block[:bytes.IndexByte(a.block, '|')], c.block[:bytes.IndexByte(c.block, '|')]) {
		t.Errorf("games 3 and 4 start alike: %s", a.block[:80])
	}
}

// Cancelling abandons the games being played: the output holds whole games
// only, as many as Run reports.
func TestCancelLeavesWholeGames(t *testing.T) {
	var buf lockedBuffer
	buf.Write([]byte(trainingdata.Header + "\n"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := tinyConfig(t, 100, &buf)
	cfg.Nodes = 2000
	cfg.OnGame = func(st Stats) {
		if st.Games == 2 {
			cancel()
		}
	}
	st, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	games := checkFile(t, buf.String())
	if st.Games != 2 || len(games) != 2 || st.Abandoned == 0 {
		t.Errorf("stats %+v, %d games in the file; want 2 written and some abandoned", st, len(games))
	}
}

type failWriter struct{ n int }

func (f *failWriter) Write(p []byte) (int, error) {
	if f.n++; f.n > 1 {
		return 0, io.ErrShortWrite
	}
	return len(p), nil
}

func TestRunWriteError(t *testing.T) {
	cfg := tinyConfig(t, 20, &failWriter{})
	st, err := Run(context.Background(), cfg)
	if err == nil || st.Games != 1 {
		t.Errorf("stats %+v, error %v; want one game and the write error", st, err)
	}
}

func TestLopsidedOpenings(t *testing.T) {
	pos, _ := chess.ParseFEN("4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1")
	cfg := Config{Games: 1, Nodes: 200, Threads: 1, HashMB: 1, Openings: []chess.Position{pos}, Out: io.Discard, Eval: engine.ClassicalEval()}
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "lopsided") {
		t.Errorf("error %v; want no balanced start", err)
	}
}

func TestAdjudicator(t *testing.T) {
	type step struct {
		white, move int
		over        bool
		result      float64
		reason      trainingdata.Reason
	}
	cases := map[string][]step{
		"white wins after 4 plies": {{2500, 30, false, 0, 0}, {2100, 30, false, 0, 0}, {2000, 31, false, 0, 0}, {31990, 31, true, 1, trainingdata.AdjudicatedWin}},
		"black wins":               {{-2500, 30, false, 0, 0}, {-2500, 30, false, 0, 0}, {-2500, 31, false, 0, 0}, {-2500, 31, true, 0, trainingdata.AdjudicatedWin}},
		"a dip resets":             {{2500, 30, false, 0, 0}, {2500, 30, false, 0, 0}, {1999, 31, false, 0, 0}, {2500, 31, false, 0, 0}, {2500, 31, false, 0, 0}, {2500, 32, false, 0, 0}, {2500, 32, true, 1, trainingdata.AdjudicatedWin}},
		"the winner changes":       {{2500, 30, false, 0, 0}, {2500, 30, false, 0, 0}, {-2500, 31, false, 0, 0}, {-2500, 31, false, 0, 0}, {-2500, 32, false, 0, 0}, {-2500, 32, true, 0, trainingdata.AdjudicatedWin}},
		"no draw before move 81": {{0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0},
			{0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}, {0, 80, false, 0, 0}},
		"draw after move 80": {{10, 81, false, 0, 0}, {-10, 81, false, 0, 0}, {0, 82, false, 0, 0}, {0, 82, false, 0, 0}, {0, 83, false, 0, 0},
			{0, 83, false, 0, 0}, {0, 84, false, 0, 0}, {0, 84, false, 0, 0}, {0, 85, false, 0, 0}, {5, 85, true, 0.5, trainingdata.AdjudicatedDraw}},
		"an 11 resets the draw": {{0, 81, false, 0, 0}, {0, 81, false, 0, 0}, {0, 82, false, 0, 0}, {0, 82, false, 0, 0}, {0, 83, false, 0, 0},
			{0, 83, false, 0, 0}, {0, 84, false, 0, 0}, {0, 84, false, 0, 0}, {0, 85, false, 0, 0}, {11, 85, false, 0, 0}},
	}
	for name, steps := range cases {
		var a adjudicator
		for i, s := range steps {
			res, reason, over := a.update(s.white, s.move)
			if over != s.over || (over && (res != s.result || reason != s.reason)) {
				t.Errorf("%s, step %d (%d cp, move %d): over %v %v %s; want %v %v %s", name, i, s.white, s.move, over, res, reason, s.over, s.result, s.reason)
			}
		}
	}
}

// TestRunWithNetwork: with a network the searches evaluate with it, so the
// same seed gives other games, still well-formed.
func TestRunWithNetwork(t *testing.T) {
	n := nnue.New(8, 2)
	r := rand.New(rand.NewSource(1))
	for i := range n.FT {
		n.FT[i] = int16(r.Intn(201) - 100)
	}
	for i := range n.Out {
		n.Out[i] = int16(r.Intn(201) - 100)
	}
	var classical, network lockedBuffer
	for _, b := range []*lockedBuffer{&classical, &network} {
		b.Write([]byte(trainingdata.Header + "\n"))
		cfg := tinyConfig(t, 2, b)
		if b == &network {
			cfg.Eval = engine.NetworkEval(n, "random.nnue")
		}
		if _, err := Run(context.Background(), cfg); err != nil {
			t.Fatal(err)
		}
		if games := checkFile(t, b.String()); len(games) != 2 {
			t.Fatalf("%d games", len(games))
		}
	}
	if classical.String() == network.String() {
		t.Error("the network changed no game")
	}
}

// readRecords reads a whole binary file, replaying every record, and
// checks what every record must hold: its random plies unscored, the rest
// scored, a game that ends as its reason says. It returns the records.
func readRecords(t *testing.T, b []byte, randomPlies int) []*trainingdata.Record {
	t.Helper()
	st, err := trainingdata.ScanBinary(bytes.NewReader(b))
	if err != nil || st.Torn != 0 {
		t.Fatalf("ScanBinary: %+v, %v", st, err)
	}
	r := trainingdata.NewBinaryReader(bytes.NewReader(b))
	var recs []*trainingdata.Record
	plies := 0
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var last chess.Position
		keys := []uint64{}
		err = rec.Replay(func(pos *chess.Position, i int, p trainingdata.Ply) error {
			if (i < randomPlies) != (p.Score == trainingdata.NoScore) {
				t.Errorf("game %d, ply %d: score %d (%d random plies)", rec.ID, i, p.Score, randomPlies)
			}
			keys = append(keys, pos.Key())
			last = *pos
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Plies) <= randomPlies {
			t.Fatalf("game %d: %d plies", rec.ID, len(rec.Plies))
		}
		plies += len(rec.Plies)
		after := last
		after.MakeMove(rec.Plies[len(rec.Plies)-1].Move)
		over := after.Termination(keys)
		switch rec.Reason {
		case trainingdata.Checkmate:
			if over != chess.Checkmate || (rec.Result == 1) != (after.SideToMove() == chess.Black) {
				t.Errorf("game %d: %v, result %v, after the last ply %v", rec.ID, rec.Reason, rec.Result, over)
			}
		case trainingdata.AdjudicatedWin, trainingdata.AdjudicatedDraw, trainingdata.MaxPliesReached:
			if over != chess.NotOver && rec.Reason != trainingdata.MaxPliesReached {
				t.Errorf("game %d adjudicated (%v) but the last ply ends it (%v)", rec.ID, rec.Reason, over)
			}
		default:
			if over == chess.NotOver {
				t.Errorf("game %d: %v, but the game is not over after its last ply", rec.ID, rec.Reason)
			}
		}
		recs = append(recs, rec)
	}
	if st.Records != len(recs) || st.Positions != plies || st.Games != len(recs) {
		t.Errorf("ScanBinary %+v; read %d records, %d plies", st, len(recs), plies)
	}
	return recs
}

// The binary format holds every ply of the same games as the text one: a
// binary run's records, written as text, are the text run's file.
func TestRunBinaryMatchesText(t *testing.T) {
	var text, bin lockedBuffer
	text.Write([]byte(trainingdata.Header + "\n"))
	bin.Write(trainingdata.BinaryHeader())
	cfgs := map[*lockedBuffer]Config{}
	for _, b := range []*lockedBuffer{&text, &bin} {
		cfg := tinyConfig(t, 5, b)
		cfg.Threads = 1 // games written in ID order
		if b == &bin {
			cfg.Format = trainingdata.Binary
		}
		st, err := Run(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		cfgs[b] = cfg
		if b == &bin && (st.Positions <= st.Quiet || st.Positions != st.Plies+5*cfg.RandomPlies || st.Nodes == 0 || st.Depths < st.Plies) {
			t.Errorf("binary run: %+v", st)
		}
	}
	recs := readRecords(t, bin.b.Bytes(), 8)
	want := []byte(trainingdata.Header + "\n")
	for i, rec := range recs {
		if rec.ID != int64(i) {
			t.Errorf("record %d has ID %d", i, rec.ID)
		}
		want, _ = trainingdata.AppendText(want, rec)
	}
	if string(want) != text.String() {
		t.Errorf("binary as text:\n%.2000s\ntext:\n%.2000s", want, text.String())
	}
	checkFile(t, text.String())
}

// A soft budget ends each move's search with a completed iteration: more
// nodes than its budget, fewer than the cap, and a game as well formed.
func TestRunSoftNodes(t *testing.T) {
	var bin lockedBuffer
	bin.Write(trainingdata.BinaryHeader())
	cfg := tinyConfig(t, 3, &bin)
	cfg.Format, cfg.SoftNodes, cfg.Nodes = trainingdata.Binary, 300, 3000
	st, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if per := st.Nodes / uint64(st.Plies); per < 300 || per > 3000 {
		t.Errorf("%d nodes a position with a soft budget of 300 and a cap of 3000", per)
	}
	readRecords(t, bin.b.Bytes(), 8)
}

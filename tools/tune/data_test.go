package tune

import (
	"bufio"
	"fmt"
	"math"
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/tools/fit"
)

// testPositions returns n positions: the openings sample and positions
// reached from them by random legal moves.
func testPositions(t testing.TB, n int) []chess.Position {
	f, err := os.Open("../../data/openings/2moves_v1_sample.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := rand.New(rand.NewSource(3))
	var out []chess.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		fields := strings.Fields(sc.Text())
		if len(fields) < 4 {
			continue
		}
		p, err := chess.ParseFEN(strings.Join(fields[:4], " "))
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 100 && len(out) < n; ply++ {
			if ply%6 == 0 {
				out = append(out, p)
			}
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
		}
	}
	if len(out) < n {
		t.Fatalf("only %d positions", len(out))
	}
	return out
}

func TestParseLine(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, tc := range []struct {
		line   string
		ok     bool
		result float64
		score  int
		has    bool
	}{
		{start + " | 25 | 1.0", true, 1, 25, true},
		{"  " + start + "|-310|0.0\r", true, 0, -310, true},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - | 0 | 0.5", true, 0.5, 0, true},
		{"# a comment | 1 | 1.0", false, 0, 0, false},
		{"   ", false, 0, 0, false},
		{"", false, 0, 0, false},
		// EPD as westcott pgn -epd writes it; ce is the side to move's view.
		{`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - hmvc 0; fmvn 1; c9 "0-1";`, true, 0, 0, false},
		{`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - ce 40; c9 "1/2-1/2";`, true, 0.5, -40, true},
	} {
		rec, ok, err := ParseLine(tc.line)
		if err != nil || ok != tc.ok || rec.Result != tc.result || rec.Score != tc.score || rec.HasScore != tc.has {
			t.Errorf("%q: %+v, %v, %v", tc.line, rec, ok, err)
		}
	}
	for _, line := range []string{
		start + " | 25",
		start + " | 25 | 1.0 | x",
		start + " | 2.5 | 1.0",
		start + " | | 1.0",
		start + " | 25 | 1-0",
		start + " | 25 | 0.75",
		start + " | 99999999999 | 1.0",
		"8/8/8/8/8/8/8/8 w - - | 0 | 1.0",
		"not a fen | 0 | 1.0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0;",
		`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c9 "*";`,
	} {
		if _, ok, err := ParseLine(line); err == nil || ok {
			t.Errorf("%q: no error", line)
		}
	}
}

func FuzzParseLine(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 25 | 1.0")
	f.Add("8/8/4k3/8/8/3K4/8/8 b - - | -3 | 0.5")
	f.Add(`rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - ce 40; c9 "1/2-1/2";`)
	f.Add("# comment")
	f.Add("|||")
	f.Fuzz(func(t *testing.T, line string) {
		rec, ok, err := ParseLine(line)
		if err != nil && ok {
			t.Fatalf("%q: an error and a record", line)
		}
		if !ok {
			return
		}
		if rec.Result != 0 && rec.Result != 0.5 && rec.Result != 1 {
			t.Fatalf("%q: result %v", line, rec.Result)
		}
		// Every record can be traced and stored.
		var s Set
		if err := s.Add(&rec); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	})
}

func TestLoad(t *testing.T) {
	pos := testPositions(t, 5000)
	var sb strings.Builder
	sb.WriteString("# generated for the test\n\n")
	for i := range pos {
		fmt.Fprintf(&sb, "%s | %d | %.1f\n", pos[i].FEN(), i%200-100, float64(i%3)/2)
	}
	text := sb.String()
	load := func(threads int, validation float64) (Set, Set) {
		var train, valid Set
		l := Loader{Threads: threads, Validation: validation}
		if err := l.Load(strings.NewReader(text), "x", &train, &valid); err != nil {
			t.Fatal(err)
		}
		return train, valid
	}
	a, b := load(1, 0.1)
	if a.Len()+b.Len() != len(pos) || b.Len() < 400 || b.Len() > 600 {
		t.Fatalf("%d training and %d validation positions of %d", a.Len(), b.Len(), len(pos))
	}
	// The split and the order do not depend on the number of threads.
	c, d := load(3, 0.1)
	if !reflect.DeepEqual(a, c) || !reflect.DeepEqual(b, d) {
		t.Error("loading with 3 threads differs from loading with 1")
	}
	all, none := load(2, 0)
	if all.Len() != len(pos) || none.Len() != 0 {
		t.Errorf("-validation 0: %d and %d positions", all.Len(), none.Len())
	}
	// Stored traces are the evaluator's.
	for i := range all.Len() {
		if i%7 != 0 {
			continue
		}
		var s Set
		s.Add(&Record{Pos: pos[i]})
		if fmt.Sprint(s.index, s.count, s.phase, s.scales) != fmt.Sprint(all.index[all.start[i]:all.start[i+1]], all.count[all.start[i]:all.start[i+1]], all.phase[i:i+1], all.scales[i:i+1]) {
			t.Fatalf("position %d stored differently", i)
		}
		if all.result[i] != float32(i%3)/2 || all.score[i] != float32(i%200-100) {
			t.Fatalf("position %d: result %v score %v", i, all.result[i], all.score[i])
		}
	}

	// A malformed line is named by its number, in any batch.
	lines := strings.Split(text, "\n")
	for _, bad := range []int{5, 4100, 5002} {
		broken := append([]string(nil), lines...)
		broken[bad-1] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - | x | 1.0"
		var train, valid Set
		l := Loader{Threads: 2}
		err := l.Load(strings.NewReader(strings.Join(broken, "\n")), "data.txt", &train, &valid)
		if err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("data.txt:%d: ", bad)) {
			t.Errorf("line %d broken: %v", bad, err)
		}
	}
}

func TestSetTargets(t *testing.T) {
	var s Set
	pos := testPositions(t, 2)
	s.Add(&Record{Pos: pos[0], Result: 1, Score: 100, HasScore: true})
	s.Add(&Record{Pos: pos[1], Result: 0.5})
	if err := s.SetTargets(0.01, 1); err != nil || s.target[0] != 1 || s.target[1] != 0.5 {
		t.Errorf("lambda 1: %v %v", s.target, err)
	}
	if err := s.SetTargets(0.01, 0.5); err == nil {
		t.Error("lambda 0.5 without a score: no error")
	}
	s.score[1] = 0
	if err := s.SetTargets(0.01, 0.5); err != nil || math.Abs(float64(s.target[0])-(0.5+0.5*fit.Sigmoid(1))) > 1e-6 || s.target[1] != 0.5 {
		t.Errorf("lambda 0.5: %v %v", s.target, err)
	}
}

// A game's positions land in one set, also where the game crosses the
// loader's batch boundary, and the split does not depend on the threads.
func TestLoadSplitsByGame(t *testing.T) {
	pos := testPositions(t, 5500)
	var sb strings.Builder
	const perGame = 11
	for i := range pos {
		fmt.Fprintf(&sb, "%s | %d | 0.5\n", pos[i].FEN(), i/perGame) // the score names the game
		if i%perGame == perGame-1 {
			fmt.Fprintf(&sb, "# game %d 0.5 repetition\n", i/perGame)
		}
	}
	for _, threads := range []int{1, 3} {
		var train, valid Set
		l := Loader{Threads: threads, Validation: 0.2}
		if err := l.Load(strings.NewReader(sb.String()), "x", &train, &valid); err != nil {
			t.Fatal(err)
		}
		games := func(s *Set) map[float32]int {
			g := map[float32]int{}
			for _, v := range s.score {
				g[v]++
			}
			return g
		}
		tg, vg := games(&train), games(&valid)
		if len(vg) < 60 || len(vg) > 140 {
			t.Fatalf("%d threads: %d of %d games held back, want about 100", threads, len(vg), len(pos)/perGame)
		}
		for g, n := range vg {
			if tg[g] != 0 || n != perGame {
				t.Fatalf("%d threads: game %v has %d positions in validation and %d in training", threads, g, n, tg[g])
			}
		}
	}
}

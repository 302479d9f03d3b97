package uci

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
)

// buffer is an io.Writer safe for the engine's two goroutines.
type buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *buffer) lines() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := strings.TrimRight(b.b.String(), "\n")
	b.b.Reset()
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// transcript runs commands on an engine, one at a time, waiting for each
// job that ends by itself (a finite go, perft, bench) to end, and returns
// the output lines of each.
func transcript(t *testing.T, e *Server, out *buffer, cmds ...string) [][]string {
	t.Helper()
	var all [][]string
	for _, c := range cmds {
		e.Execute(c)
		if e.job != nil && !e.job.endless {
			select {
			case <-e.job.done:
			case <-time.After(60 * time.Second):
				t.Fatalf("%q: no end after 60s", c)
			}
		}
		all = append(all, out.lines())
	}
	return all
}

func newEngine() (*Server, *buffer) {
	out := &buffer{}
	return New(out), out
}

func last(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return lines[len(lines)-1]
}

func TestHandshake(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "uci", "isready")
	uci := strings.Join(got[0], "\n")
	for _, want := range []string{"id name Westcott", "id author ", "option name Hash type spin default 16 min 1 max 65536",
		"option name Threads type spin", "option name UCI_Chess960 type check default false", "option name Move Overhead type spin",
		"option name Clear Hash type button", "option name Ponder type check default false", "option name UCI_ShowWDL type check default false",
		"option name UCI_LimitStrength type check default false", "option name UCI_Elo type spin default 1500 min 1000 max 2400",
		"option name Skill Level type spin default 20 min 0 max 20",
		"option name MultiPV type spin default 1 min 1 max 256"} {
		if !strings.Contains(uci, want) {
			t.Errorf("uci answer lacks %q:\n%s", want, uci)
		}
	}
	if last(got[0]) != "uciok" || last(got[1]) != "readyok" {
		t.Errorf("got %q and %q, want uciok and readyok", last(got[0]), last(got[1]))
	}
}

var infoRE = regexp.MustCompile(`^info depth \d+ seldepth \d+ multipv 1 score (cp -?\d+|mate -?\d+)( lowerbound| upperbound)? nodes \d+ nps \d+ hashfull \d+ time \d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+$`)

var currmoveRE = regexp.MustCompile(`^info depth \d+ currmove [a-h][1-8][a-h][1-8][qrbn]? currmovenumber \d+$`)

func TestGo(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "position startpos moves e2e4 e7e5 g1f3", "go depth 6")
	var lines []string
	for _, l := range got[1] {
		if !currmoveRE.MatchString(l) { // a search past its first second says which root move it is on
			lines = append(lines, l)
		}
	}
	if len(lines) < 7 {
		t.Fatalf("want 6 info lines and bestmove, got %q", lines)
	}
	for _, l := range lines[:len(lines)-1] {
		if !infoRE.MatchString(l) {
			t.Errorf("malformed info line %q", l)
		}
	}
	if !strings.HasPrefix(lines[5], "info depth 6 ") {
		t.Errorf("last info %q, want depth 6", lines[5])
	}
	pos, _ := chess.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
	f := strings.Fields(last(lines))
	if f[0] != "bestmove" {
		t.Fatalf("last line %q, want bestmove", last(lines))
	}
	if _, err := pos.ParseMove(f[1]); err != nil {
		t.Errorf("bestmove %s: %v", f[1], err)
	}
}

func TestGoNoLegalMoves(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out,
		"position startpos moves f2f3 e7e5 g2g4 d8h4", "go depth 5", // fool's mate
		"position fen 7k/5Q2/8/8/8/8/8/K7 b - - 0 1", "go movetime 100") // stalemate
	want := [][]string{nil, {"info depth 0 seldepth 0 multipv 1 score mate 0 nodes 0 nps 0 hashfull 0 time 0", "bestmove 0000"},
		nil, {"info depth 0 seldepth 0 multipv 1 score cp 0 nodes 0 nps 0 hashfull 0 time 0", "bestmove 0000"}}
	timeRE := regexp.MustCompile(`time \d+`) // the report's time may be a millisecond or more on a busy machine
	for i := range want {
		if timeRE.ReplaceAllString(strings.Join(got[i], "|"), "time 0") != strings.Join(want[i], "|") {
			t.Errorf("command %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

func TestMalformedCommands(t *testing.T) {
	e, out := newEngine()
	bad := []string{
		"xyzzy", "go perft 99", "go perft", "go perft x",
		"position", "position fen", "position fen 8/8/8/8 w - - 0 1", "position startpos moves e2e5",
		"position startpos e2e4", "position middlegame", "setoption", "setoption name", "setoption name Nope value 1",
		"setoption name Hash value 0", "setoption name Hash value lots", "setoption name Hash", "setoption name UCI_Chess960 value maybe",
		"perft", "perft -1", "perft x", "bench x", "ponderhit",
	}
	got := transcript(t, e, out, bad...)
	for i, lines := range got {
		if len(lines) != 1 || !strings.HasPrefix(lines[0], "info string ") {
			t.Errorf("%q: got %q, want one info string line", bad[i], lines)
		}
	}
	// The engine is unharmed: the position is still the start position.
	got = transcript(t, e, out, "isready", "d")
	if last(got[0]) != "readyok" || !strings.Contains(strings.Join(got[1], "\n"), chess.StartFEN) {
		t.Errorf("after bad commands: %q %q", got[0], got[1])
	}
}

// A go with something wrong in it is still answered with a bestmove (the
// UCI specification asks engines to skip what they do not understand): the
// bad parts are named in info strings and skipped.
func TestLenientGo(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "position startpos", "go wtime 100 btime 100 frobnicate", "go searchmoves e2e5 a2a3 depth 3",
		"go depth x nodes 2000", "go nodes -5 depth 2")
	for i, want := range []string{"", "frobnicate", "e2e5", "depth", "nodes"} {
		if i == 0 {
			continue
		}
		all := strings.Join(got[i], "\n")
		if !strings.HasPrefix(got[i][0], "info string go: ") || !strings.Contains(got[i][0], want) || !strings.HasPrefix(last(got[i]), "bestmove ") {
			t.Errorf("command %d: %q; want an info string naming %q, then bestmove", i, all, want)
		}
	}
	if !strings.HasPrefix(last(got[2]), "bestmove a2a3") {
		t.Errorf("searchmoves with one illegal move: %q, want the legal one", last(got[2]))
	}
	// With every limit skipped, go does not wait for a stop the GUI does
	// not mean to send: it searches briefly and answers.
	got = transcript(t, e, out, "go depth x")
	if all := strings.Join(got[0], "\n"); !strings.Contains(all, "no limit left") || !strings.HasPrefix(last(got[0]), "bestmove ") {
		t.Errorf("go depth x: %q, want the fallback search named, then bestmove", got[0])
	}
	// A bad move in position leaves no valid position, as a bad FEN does.
	got = transcript(t, e, out, "position startpos moves e2e4 e7e5 e1e3 g1f3", "go depth 1")
	if !strings.HasPrefix(got[0][0], "info string position: move 3") || last(got[1]) != "bestmove 0000" {
		t.Errorf("position with an illegal third move: %q %q", got[0], got[1])
	}
}

func TestPositionAndDisplay(t *testing.T) {
	e, out := newEngine()
	// Counts checked with Stockfish 15.1 "go perft".
	got := transcript(t, e, out, "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1 e8c8", "d", "go perft 1", "perft 2")
	d := strings.Join(got[1], "\n")
	if !strings.Contains(d, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2") || !strings.Contains(d, "Key: ") {
		t.Errorf("d after castling both ways:\n%s", d)
	}
	if last(got[2]) == "" || !strings.Contains(strings.Join(got[2], "\n"), "Nodes searched: 24") {
		t.Errorf("go perft 1: %q", got[2])
	}
	if !strings.Contains(strings.Join(got[3], "\n"), "Nodes searched: 492") {
		t.Errorf("perft 2: %q", got[3])
	}
	// Chess960: the same castling written as king takes rook.
	got = transcript(t, e, out, "setoption name UCI_Chess960 value true",
		"position fen r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1 moves e1h1 e8a8", "d")
	if d := strings.Join(got[2], "\n"); !strings.Contains(d, "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2") {
		t.Errorf("d after Chess960 castling:\n%s", d)
	}
}

// In Chess960 mode castling is written king takes rook.
func TestChess960BestMove(t *testing.T) {
	pos, _ := chess.ParseFEN("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	m, _ := pos.ParseMove("e1g1")
	if got := formatBestMove(&pos, search.Result{Move: m}); got != "bestmove e1g1" {
		t.Errorf("standard: %q", got)
	}
	pos.SetChess960(true)
	if got := formatBestMove(&pos, search.Result{Move: m}); got != "bestmove e1h1" {
		t.Errorf("chess960: %q", got)
	}
}

func TestStopAndPonder(t *testing.T) {
	e, out := newEngine()
	e.Execute("position startpos")
	e.Execute("go infinite")
	time.Sleep(20 * time.Millisecond)
	if strings.Contains(strings.Join(out.lines(), "\n"), "bestmove") {
		t.Fatal("bestmove before stop in an infinite search")
	}
	got := transcript(t, e, out, "isready", "stop")
	if !strings.Contains(strings.Join(got[0], "\n"), "readyok") {
		t.Errorf("isready during a search: %q", got[0])
	}
	if !strings.HasPrefix(last(got[1]), "bestmove ") {
		t.Errorf("stop: %q, want bestmove", got[1])
	}

	e.Execute("go ponder wtime 200 btime 200")
	time.Sleep(20 * time.Millisecond)
	if strings.Contains(strings.Join(out.lines(), "\n"), "bestmove") {
		t.Fatal("bestmove before ponderhit")
	}
	done := e.job.done
	e.Execute("ponderhit")
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("no bestmove after ponderhit on a 200 ms clock")
	}
	if !strings.HasPrefix(last(out.lines()), "bestmove ") {
		t.Error("no bestmove after ponderhit")
	}
}

func TestLimits(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "position startpos", "go nodes 5000", "go movetime 50", "go wtime 1000 btime 1000 winc 10 binc 10 movestogo 5",
		"go searchmoves a2a3 depth 5", "go mate 1 depth 5", "setoption name Hash value 1", "setoption name Clear Hash", "ucinewgame", "go depth 1",
		"setoption name Threads value 2", "go depth 6", "go movetime 50")
	for _, i := range []int{1, 2, 3, 4, 5, 9, 11, 12} {
		if !strings.HasPrefix(last(got[i]), "bestmove ") {
			t.Errorf("command %d: %q, want bestmove", i, got[i])
		}
	}
	if !strings.HasPrefix(last(got[4]), "bestmove a2a3") {
		t.Errorf("searchmoves a2a3: %q", last(got[4]))
	}
	for _, i := range []int{6, 7, 8} {
		if got[i] != nil {
			t.Errorf("command %d: %q, want no output", i, got[i])
		}
	}
	if e.eng.Threads() != 2 {
		t.Errorf("threads %d after setoption Threads 2", e.eng.Threads())
	}
	if e.eng.HashMB() != 1 {
		t.Errorf("hash %d MB after setoption Hash 1", e.eng.HashMB())
	}
}

func TestTerminalCommands(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "setoption name UseNNUE value false", "help", "eval", "bench 4")[1:] // eval explains the classical evaluation
	if !strings.Contains(strings.Join(got[0], "\n"), "position startpos|fen") {
		t.Errorf("help: %q", got[0])
	}
	start, _ := chess.ParseFEN(chess.StartFEN)
	want := fmt.Sprintf("Final evaluation: %+.2f (white side)", float64(eval.Evaluate(&start))/100)
	if !strings.Contains(strings.Join(got[1], "\n"), want) {
		t.Errorf("eval: %q, want %q", got[1], want)
	}
	b := got[2]
	if len(b) < 2 || !strings.HasPrefix(b[len(b)-2], "nodes ") || !strings.HasPrefix(b[len(b)-1], "nps ") {
		t.Errorf("bench does not end with nodes and nps: %q", b)
	}
}

// bigNumber matches a number too large for a quick fuzz run's hash table.
var bigNumber = regexp.MustCompile(`\d{3,}`)

func FuzzExecute(f *testing.F) {
	for _, s := range []string{"uci", "position startpos moves e2e4", "position fen 8/8/8/8/8/8/8/K6k w - - 0 1", "go depth 2",
		"setoption name Hash value 2", "go searchmoves e2e4 depth 1", "go wtime -5 btime 0", "d", "eval"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.Contains(line, "perft") || strings.Contains(line, "bench") {
			return // slow by design (a person asked for it), not a parsing question
		}
		if strings.Contains(strings.ToLower(line), "hash") && bigNumber.MatchString(line) {
			return // a hash table of hundreds of MB per input would only measure allocation
		}
		e, out := newEngine()
		e.Execute(line)
		e.Execute("stop")
		e.Execute("isready")
		if last(out.lines()) != "readyok" {
			t.Errorf("%q: engine did not answer isready after it", line)
		}
	})
}

// gateWriter holds back a "bestmove" line until the gate opens.
type gateWriter struct {
	buffer
	gate chan struct{}
}

func (g *gateWriter) Write(p []byte) (int, error) {
	if bytes.HasPrefix(p, []byte("bestmove")) {
		<-g.gate
	}
	return g.buffer.Write(p)
}

// A search that has its result but has not yet written bestmove must not
// make the engine refuse the next position and go: a GUI that has read
// bestmove sends them at once (this race made a match see a stale best
// move played again as an illegal move). The position is taken at once;
// the go waits for the bestmove.
func TestCommandsAfterResult(t *testing.T) {
	w := &gateWriter{gate: make(chan struct{})}
	e := New(w)
	e.Execute("position startpos")
	e.Execute("go depth 2")
	go func() {
		time.Sleep(30 * time.Millisecond)
		close(w.gate)
	}()
	e.Execute("position startpos moves e2e4")
	e.Execute("go depth 2") // waits for the first bestmove to be written
	<-e.job.done
	lines := w.lines()
	if strings.Contains(strings.Join(lines, "\n"), "ignored") {
		t.Fatalf("a command was refused:\n%s", strings.Join(lines, "\n"))
	}
	after, _ := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	f := strings.Fields(last(lines))
	if len(f) < 2 || f[0] != "bestmove" {
		t.Fatalf("last line %q", last(lines))
	}
	if _, err := after.ParseMove(f[1]); err != nil {
		t.Errorf("second bestmove %s is not a move of the new position: %v", f[1], err)
	}
}

// A hash table too big for the machine is refused with a message, not
// allocated (a failed allocation would kill the process).
func TestHashTooBig(t *testing.T) {
	if search.CheckHashMB(search.MaxHashMB, 1) == nil {
		t.Skip("machine memory unknown or over twice the Hash maximum")
	}
	e, out := newEngine()
	got := transcript(t, e, out, fmt.Sprintf("setoption name Hash value %d", search.MaxHashMB), "isready")
	if len(got[0]) != 1 || !strings.Contains(got[0][0], "more than half of this machine") {
		t.Errorf("got %q, want one info string refusing", got[0])
	}
	if e.eng.HashMB() != 16 {
		t.Errorf("hash %d MB, want the default 16 kept", e.eng.HashMB())
	}
}

// MultiPV: each iteration reports lines 1..k, the best move is line 1 of
// the last one, and searchmoves bounds the number of lines.
func TestMultiPV(t *testing.T) {
	e, out := newEngine()
	multiRE := regexp.MustCompile(`^info depth (\d+) seldepth \d+ multipv (\d+) score cp (-?\d+) nodes .* pv ([a-h][1-8][a-h][1-8][qrbn]?)`)
	for _, tc := range []struct {
		goCmd string
		lines int
	}{{"go depth 6", 3}, {"go depth 5 searchmoves e2e4 d2d4", 2}} {
		got := transcript(t, e, out, "setoption name MultiPV value 3", "position startpos", tc.goCmd)
		lines := got[2]
		if len(got[0]) != 0 {
			t.Fatalf("setoption MultiPV: %q", got[0])
		}
		var lastDepth []string // first moves of the last depth's lines
		for _, l := range lines[:len(lines)-1] {
			if currmoveRE.MatchString(l) {
				continue // on a slow machine the search may pass its first second
			}
			m := multiRE.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("%s: malformed info line %q", tc.goCmd, l)
			}
			k, _ := strconv.Atoi(m[2])
			if k == 1 {
				lastDepth = lastDepth[:0]
			}
			if k != len(lastDepth)+1 {
				t.Fatalf("%s: line %d after %d lines: %q", tc.goCmd, k, len(lastDepth), l)
			}
			lastDepth = append(lastDepth, m[4])
		}
		if len(lastDepth) != tc.lines {
			t.Fatalf("%s: %d lines at the last depth, want %d", tc.goCmd, len(lastDepth), tc.lines)
		}
		if lastDepth[0] == lastDepth[1] {
			t.Errorf("%s: lines 1 and 2 both play %s", tc.goCmd, lastDepth[0])
		}
		if want := "bestmove " + lastDepth[0]; !strings.HasPrefix(last(lines), want) {
			t.Errorf("%s: %q, want %q", tc.goCmd, last(lines), want)
		}
	}
	if got := transcript(t, e, out, "setoption name MultiPV value 0", "setoption name MultiPV value 257"); len(got[0]) != 1 || len(got[1]) != 1 {
		t.Errorf("MultiPV 0 and 257: got %q, want a complaint each", got)
	}
}

// currmove: a long search says which root move it is on.
func TestCurrMove(t *testing.T) {
	s := startSession(t)
	s.send("position startpos moves e2e4", "go infinite")
	lines := s.untilPrefix("info depth")
	lines = append(lines, s.until(60*time.Second, "currmove", func(l string) bool { return strings.Contains(l, "currmove") })...)
	s.send("stop")
	lines = append(lines, s.untilPrefix("bestmove")...)
	re := regexp.MustCompile(`^info depth \d+ currmove ([a-h][1-8][a-h][1-8]) currmovenumber (\d+)$`)
	pos := mustFEN(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	for _, l := range lines {
		if !strings.Contains(l, "currmove") {
			continue
		}
		m := re.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("malformed %q", l)
		}
		n, _ := strconv.Atoi(m[2])
		if _, err := pos.ParseMove(m[1]); err != nil || n < 1 || n > 20 {
			t.Errorf("%q: want a legal move numbered 1..20", l)
		}
	}
	s.send("quit")
	if err := s.end(); err != nil {
		t.Fatal(err)
	}
}

// UCI_ShowWDL: off by default; on, every score has its wdl, summing to
// 1000, a win more likely as the score rises, and certain at mate.
func TestShowWDL(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "position startpos", "go depth 3")
	if strings.Contains(strings.Join(got[1], "\n"), " wdl ") {
		t.Errorf("wdl shown by default: %q", got[1])
	}
	wdlRE := regexp.MustCompile(` score (cp|mate) (-?\d+) wdl (\d+) (\d+) (\d+) nodes `)
	for _, tc := range []struct {
		fen       string
		mate      bool
		favourite bool // the side to move should be more likely to win than lose
	}{
		{chess.StartFEN, false, false},
		{"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", true, true},   // mate in 1
		{"6k1/5ppp/8/8/8/8/1Q3PPP/6K1 w - - 0 1", false, true}, // a queen up... or mate
	} {
		got := transcript(t, e, out, "setoption name UCI_ShowWDL value true", "position fen "+tc.fen, "go depth 5")
		n := 0
		for _, l := range got[2] {
			if !strings.HasPrefix(l, "info depth") || strings.Contains(l, "currmove") {
				continue
			}
			m := wdlRE.FindStringSubmatch(l)
			if m == nil {
				t.Fatalf("%s: no wdl in %q", tc.fen, l)
			}
			n++
			w, _ := strconv.Atoi(m[3])
			d, _ := strconv.Atoi(m[4])
			lo, _ := strconv.Atoi(m[5])
			if w+d+lo != 1000 || m[1] == "mate" && w != 1000 || tc.favourite && w <= lo {
				t.Errorf("%s: %q", tc.fen, l)
			}
		}
		if n == 0 {
			t.Errorf("%s: no info lines", tc.fen)
		}
	}
}

// Impossible castling rights are cleared with a note (the policy for
// en-passant squares no pawn can take: ignored); the rest of the FEN must
// still be valid, and the error then quotes the GUI's FEN.
func TestImpossibleCastlingCleared(t *testing.T) {
	e, out := newEngine()
	for _, tc := range []struct {
		fen, note, want string // want: the FEN d shows, "" for an invalid position
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling rights K cleared",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1"},
		{"4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", "castling rights KQkq cleared", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1", "castling rights KQ cleared", "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1"},
		{"4k3/8/8/8/8/8/8/4K3 w KQkqX - 0 1", `invalid FEN "4k3/8/8/8/8/8/8/4K3 w KQkqX - 0 1": castling: syntax error`, ""},
		{"4k3/8/8/8/8/8/8/4K3 w K e3 0 1", `invalid FEN "4k3/8/8/8/8/8/8/4K3 w K e3 0 1": en passant`, ""},
	} {
		got := transcript(t, e, out, "position fen "+tc.fen, "d", "go depth 1")
		if len(got[0]) != 1 || !strings.Contains(got[0][0], tc.note) {
			t.Errorf("%s: got %q, want one info string with %q", tc.fen, got[0], tc.note)
		}
		d := strings.Join(got[1], "\n")
		best := last(got[2])
		if tc.want != "" && (!strings.Contains(d, tc.want) || best == "bestmove 0000") || tc.want == "" && best != "bestmove 0000" {
			t.Errorf("%s: d shows\n%s\nthen %q", tc.fen, d, best)
		}
	}
}

const apiFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// TestSearchIsGo: engine.Engine.Search gives the values that go prints as text:
// each info line is formatInfo of a report, the bestmove line the result's,
// the node counts alike.
func TestSearchIsGo(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "setoption name MultiPV value 2", "setoption name UCI_ShowWDL value true",
		"position fen "+apiFEN, "go depth 7")
	text := got[3]

	api := engine.New(engine.Config{})
	pos, _ := chess.ParseFEN(apiFEN)
	var lines []string
	res := api.Search(context.Background(), engine.Request{Position: pos, Limits: search.Limits{Depth: 7, MultiPV: 2}}, func(i engine.Info) {
		if i.MultiPV > 2 {
			t.Errorf("line %d reported, 2 asked for", i.MultiPV)
		}
		w, d, l := engine.WDL(&pos, i.Score)
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

// TestConfig: a server made with a Config has its engine's table size as if
// set by the Hash option, and its Eval's network evaluates as EvalFile's
// would.
func TestConfig(t *testing.T) {
	n := nnue.New(8, 2)
	for i := range n.FT {
		n.FT[i] = int16(i%201 - 100)
	}
	out := &buffer{}
	e := NewConfig(out, Config{Engine: engine.Config{HashMB: 3, Eval: engine.NetworkEval(n, "in.nnue")}})
	got := transcript(t, e, out, "eval")
	if s := strings.Join(got[0], "\n"); !strings.Contains(s, "Network: network of in.nnue, 8 hidden units a side") ||
		!strings.Contains(s, "Network evaluation") || e.eng.HashMB() != 3 {
		t.Errorf("Config{HashMB: 3, Eval: a network}: Hash %d MB, eval %q", e.eng.HashMB(), s)
	}
	if e.Eval().Network() != n {
		t.Errorf("Config{Eval: a network}: Server.Eval is %s", e.Eval())
	}
	transcript(t, e, out, "setoption name UseNNUE value false")
	if e.Eval() != engine.ClassicalEval() {
		t.Errorf("UseNNUE false: Server.Eval is %s", e.Eval())
	}
	if e := NewConfig(io.Discard, Config{}); e.eng.HashMB() != engine.DefaultHashMB {
		t.Errorf("HashMB 0: %d MB, want the default %d", e.eng.HashMB(), engine.DefaultHashMB)
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
			NewConfig(io.Discard, Config{Engine: engine.Config{HashMB: hash}})
		}()
	}
}

// A limited engine: searches no more than its budget, shows only the
// GUI's lines, plays one of the lines it searched, and at a low level
// does not always play the best one.
func TestLimitStrength(t *testing.T) {
	const fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	pos, _ := chess.ParseFEN(fen)
	nodesRE := regexp.MustCompile(` multipv (\d+) .* nodes (\d+) `)
	for _, tc := range []struct {
		setup    []string
		elo      int
		multiPV  int
		varied   bool // the moves must differ between runs
		constant bool // the moves must not
	}{
		{[]string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1000"}, 1000, 1, true, false},
		{[]string{"setoption name Skill Level value 0", "setoption name MultiPV value 2"}, 1000, 2, true, false},
		// Full strength: the one best move, no budget.
		{[]string{"setoption name UCI_LimitStrength value false", "setoption name Skill Level value 20"}, 0, 1, false, true},
	} {
		out := &buffer{}
		e := NewConfig(out, Config{Engine: engine.Config{Rand: rand.New(rand.NewPCG(7, 7))}})
		transcript(t, e, out, tc.setup...)
		played := map[string]bool{}
		for run := 0; run < 12; run++ {
			got := transcript(t, e, out, "ucinewgame", "position fen "+fen, "go depth 6")
			lines := got[2]
			for _, l := range lines[:len(lines)-1] {
				m := nodesRE.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				k, _ := strconv.Atoi(m[1])
				n, _ := strconv.ParseUint(m[2], 10, 64)
				if k > tc.multiPV || tc.elo > 0 && n > engine.LevelNodes(tc.elo) {
					t.Errorf("%v: %q: line %d shown or nodes over the budget %d", tc.setup, l, k, engine.LevelNodes(tc.elo))
				}
			}
			f := strings.Fields(last(lines))
			if len(f) < 2 || f[0] != "bestmove" {
				t.Fatalf("%v: last line %q", tc.setup, last(lines))
			}
			if _, err := pos.ParseMove(f[1]); err != nil {
				t.Fatalf("%v: %v", tc.setup, err)
			}
			played[f[1]] = true
		}
		if tc.varied && len(played) < 2 || tc.constant && len(played) != 1 {
			t.Errorf("%v: moves played in 12 runs: %v", tc.setup, played)
		}
	}
}

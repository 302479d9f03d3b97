package uci_test

import (
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestMain(m *testing.M) {
	ucitest.Main()
	os.Exit(m.Run())
}

// handshake is the start of every transcript: an engine with a banner, ids,
// one option of each type and a junk line before uciok.
const handshake = `
<- uci
-> Fake 1.0 by nobody
-> id name Fake Engine 1.0
-> id author A. Nobody
-> option name Hash type spin default 16 min 1 max 1024
-> option name Ponder type check default false
-> option name Style type combo default Normal var Solid var Normal var Risky
-> option name Clear Hash type button
-> option name Book File type string default <empty>
-> option name Broken type wobble
-> uciok
`

// fake starts the test binary as an engine following script.
func fake(t *testing.T, script string, mod ...func(*uci.Config)) (*uci.Engine, error) {
	t.Helper()
	cfg := fakeConfig(t, script)
	for _, f := range mod {
		f(&cfg)
	}
	return uci.Start(context.Background(), cfg)
}

// fakeConfig is the configuration that runs the test binary as an engine
// following script.
func fakeConfig(t *testing.T, script string) uci.Config {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return uci.Config{Path: exe, Env: ucitest.Script(script), Name: "fake",
		HandshakeTimeout: 10 * time.Second, StopGrace: 3 * time.Second}
}

func TestHandshakeAndOptions(t *testing.T) {
	var mu sync.Mutex
	var ignored []string
	e, err := fake(t, handshake+`
<- setoption name Hash value 64
<- setoption name Ponder value true
<- setoption name Style value Risky
<- setoption name Clear Hash
<- setoption name Book File value <empty>
<- setoption name Book File value my book.bin
<- isready
-> readyok
<- quit
`, func(c *uci.Config) {
		c.Log = func(k uci.LogKind, line string) {
			if k == uci.LogIgnored {
				mu.Lock()
				ignored = append(ignored, line)
				mu.Unlock()
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if e.Name != "Fake Engine 1.0" || e.Author != "A. Nobody" {
		t.Errorf("id = %q, %q", e.Name, e.Author)
	}
	wantNames := []string{"Hash", "Ponder", "Style", "Clear Hash", "Book File"}
	if !reflect.DeepEqual(e.OptionNames, wantNames) {
		t.Errorf("OptionNames = %q, want %q", e.OptionNames, wantNames)
	}
	if o := e.Option("hash"); o == nil || o.Type != uci.Spin || o.Default != "16" || o.Min != 1 || o.Max != 1024 {
		t.Errorf("Hash = %+v", o)
	}
	if o := e.Option("STYLE"); o == nil || o.Type != uci.Combo || !reflect.DeepEqual(o.Vars, []string{"Solid", "Normal", "Risky"}) {
		t.Errorf("Style = %+v", o)
	}
	for _, c := range []struct{ name, value string }{
		{"Hash", "64"}, {"ponder", "TRUE"}, {"Style", "risky"}, {"Clear Hash", ""}, {"Book File", ""}, {"Book File", "my book.bin"},
	} {
		if err := e.SetOption(c.name, c.value); err != nil {
			t.Errorf("SetOption(%q, %q): %v", c.name, c.value, err)
		}
	}
	for _, c := range []struct {
		name, value string
		want        error
	}{
		{"Hash", "0", uci.ErrBadOptionValue}, {"Hash", "x", uci.ErrBadOptionValue}, {"Ponder", "yes", uci.ErrBadOptionValue},
		{"Style", "Wild", uci.ErrBadOptionValue}, {"Threads", "2", uci.ErrUnknownOption}, {"Broken", "1", uci.ErrUnknownOption},
	} {
		err := e.SetOption(c.name, c.value)
		var oe *uci.OptionError
		if !errors.Is(err, c.want) || !errors.As(err, &oe) || oe.Name != c.name {
			t.Errorf("SetOption(%q, %q) = %v, want %v", c.name, c.value, err, c.want)
		}
	}
	if err := e.IsReady(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	want := []string{"Fake 1.0 by nobody", "option name Broken type wobble"}
	if !reflect.DeepEqual(ignored, want) {
		t.Errorf("ignored lines %q, want %q", ignored, want)
	}
}

func TestGameTranscript(t *testing.T) {
	e, err := fake(t, handshake+`
<- ucinewgame
<- isready
-> readyok
<- position startpos moves e2e4
<- go wtime 60000 btime 59000 winc 1000 binc 1000 movestogo 40
-> info depth 1 seldepth 2 multipv 1 score cp -20 nodes 30 nps 30000 time 1 pv e7e5
-> this line is junk
-> info depth x
-> info string hello   world
-> info depth 2 seldepth 3 multipv 1 score mate 3 lowerbound wdl 900 90 10 nodes 200 nps 100000 hashfull 5 tbhits 2 time 2 pv c7c5 g1f3
-> bestmove c7c5 ponder g1f3
<- position fen 8/8/8/8/8/8/k7/7K w - - 0 1
<- go depth 5 nodes 1000 movetime 250
-> bestmove h1g1
<- quit
`)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := e.NewGame(ctx); err != nil {
		t.Fatal(err)
	}
	if err := e.Position("", []string{"e2e4"}); err != nil {
		t.Fatal(err)
	}
	var infos []uci.Info
	bm, err := e.Go(ctx, uci.Limits{WTime: time.Minute, BTime: 59 * time.Second, WInc: time.Second, BInc: time.Second, MovesToGo: 40},
		func(in uci.Info) { infos = append(infos, in) })
	if err != nil {
		t.Fatal(err)
	}
	if bm != (uci.BestMove{Move: "c7c5", Ponder: "g1f3"}) {
		t.Errorf("bestmove %+v", bm)
	}
	if len(infos) != 3 {
		t.Fatalf("got %d infos, want 3 (junk skipped): %+v", len(infos), infos)
	}
	if infos[1].String != "hello   world" || infos[1].Has != uci.FieldString {
		t.Errorf("info string = %+v", infos[1])
	}
	last := infos[2]
	if !last.Score.IsMate || last.Score.Mate != 3 || !last.Score.Lowerbound || last.WDL != [3]int{900, 90, 10} ||
		last.HashFull != 5 || last.TBHits != 2 || !reflect.DeepEqual(last.PV, []string{"c7c5", "g1f3"}) {
		t.Errorf("last info = %+v", last)
	}
	if err := e.Position("8/8/8/8/8/8/k7/7K w - - 0 1", nil); err != nil {
		t.Fatal(err)
	}
	bm, err = e.Go(ctx, uci.Limits{Depth: 5, Nodes: 1000, MoveTime: 250 * time.Millisecond}, nil)
	if err != nil || bm.Move != "h1g1" || bm.Ponder != "" {
		t.Fatalf("Go = %+v, %v", bm, err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestInfiniteStopAndPonderHit(t *testing.T) {
	e, err := fake(t, handshake+`
<- position startpos
<- go infinite
-> info depth 1 currmove e2e4 currmovenumber 1
<- stop
-> bestmove e2e4 ponder e7e5
<- position startpos moves e2e4 e7e5
<- go ponder wtime 1000 btime 1000
<- ponderhit
-> bestmove g1f3
<- position startpos
<- go infinite
-> info depth 1
<- stop
-> bestmove d2d4
<- quit
`)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// Stop from another goroutine once the first info arrives.
	e.Position("", nil)
	bm, err := e.Go(context.Background(), uci.Limits{Infinite: true}, func(in uci.Info) {
		if in.CurrMove != "e2e4" || in.CurrMoveNumber != 1 {
			t.Errorf("info %+v", in)
		}
		go e.Stop()
	})
	if err != nil || bm.Move != "e2e4" || bm.Ponder != "e7e5" {
		t.Fatalf("infinite: %+v, %v", bm, err)
	}
	e.Position("", []string{"e2e4", "e7e5"})
	go func() { time.Sleep(50 * time.Millisecond); e.PonderHit() }()
	bm, err = e.Go(context.Background(), uci.Limits{Ponder: true, WTime: time.Second, BTime: time.Second}, nil)
	if err != nil || bm.Move != "g1f3" {
		t.Fatalf("ponder: %+v, %v", bm, err)
	}
	// Cancelling the context stops an infinite search and returns its move.
	e.Position("", nil)
	ctx, cancel := context.WithCancel(context.Background())
	bm, err = e.Go(ctx, uci.Limits{Infinite: true}, func(uci.Info) { cancel() })
	if err != nil || bm.Move != "d2d4" {
		t.Fatalf("cancelled: %+v, %v", bm, err)
	}
}

func TestHangIsKilled(t *testing.T) {
	e, err := fake(t, handshake+`
<- position startpos
<- go movetime 10
!> thinking very hard
hang
`, func(c *uci.Config) { c.StopGrace = 500 * time.Millisecond })
	if err != nil {
		t.Fatal(err)
	}
	e.Position("", nil)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = e.Go(ctx, uci.Limits{MoveTime: 10 * time.Millisecond}, nil)
	var ue *uci.Error
	if !errors.Is(err, uci.ErrHang) || !errors.As(err, &ue) || ue.Op != "stop" {
		t.Fatalf("Go on a hung engine: %v, want ErrHang in stop", err)
	}
	if !reflect.DeepEqual(ue.Stderr, []string{"thinking very hard"}) {
		t.Errorf("stderr tail %q", ue.Stderr)
	}
	select {
	case <-e.Exited():
	case <-time.After(10 * time.Second):
		t.Fatal("hung engine not killed")
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
	if err := e.Position("", nil); !errors.Is(err, uci.ErrHang) && !errors.Is(err, uci.ErrClosed) {
		t.Errorf("after the kill: %v", err)
	}
}

func TestHandshakeTimeout(t *testing.T) {
	_, err := fake(t, "<- uci\n-> id name Silent\nhang\n", func(c *uci.Config) { c.HandshakeTimeout = 200 * time.Millisecond })
	var ue *uci.Error
	if !errors.Is(err, uci.ErrHang) || !errors.As(err, &ue) || ue.Op != "uci" {
		t.Fatalf("got %v, want ErrHang in uci", err)
	}
}

func TestCrashReported(t *testing.T) {
	e, err := fake(t, handshake+`
<- position startpos
<- go depth 3
-> info depth 1
!> Segmentation fault in search()
exit 139
`)
	if err != nil {
		t.Fatal(err)
	}
	e.Position("", nil)
	_, err = e.Go(context.Background(), uci.Limits{Depth: 3}, nil)
	var ue *uci.Error
	if !errors.Is(err, uci.ErrCrashed) || !errors.As(err, &ue) {
		t.Fatalf("got %v, want ErrCrashed", err)
	}
	if ue.Exit != "exit status 139" || len(ue.Stderr) != 1 || ue.Stderr[0] != "Segmentation fault in search()" {
		t.Errorf("crash report %+v", ue)
	}
	if !strings.Contains(err.Error(), "Segmentation fault") {
		t.Errorf("message %q lacks the stderr tail", err)
	}
	// Later calls report the crash too, never hang.
	if err := e.IsReady(context.Background()); !errors.Is(err, uci.ErrCrashed) {
		t.Errorf("IsReady after crash: %v", err)
	}
	if err := e.Close(); err != nil {
		t.Errorf("Close after crash: %v", err)
	}
}

func TestTranscriptMismatchIsVisible(t *testing.T) {
	e, err := fake(t, handshake+"<- isready\n-> readyok\n")
	if err != nil {
		t.Fatal(err)
	}
	err = e.NewGame(context.Background()) // sends ucinewgame, which the script does not expect
	if !errors.Is(err, uci.ErrCrashed) || !strings.Contains(err.Error(), `got \"ucinewgame\", want \"isready\"`) {
		t.Fatalf("got %v", err)
	}
}

func TestStartErrors(t *testing.T) {
	_, err := uci.Start(context.Background(), uci.Config{Path: "/nonexistent/engine"})
	var ue *uci.Error
	if !errors.As(err, &ue) || ue.Op != "start" {
		t.Fatalf("got %v", err)
	}
	// A program that is not an engine: exits at once.
	_, err = fake(t, "exit 0\n")
	if !errors.Is(err, uci.ErrCrashed) {
		t.Fatalf("got %v, want ErrCrashed", err)
	}
}

func TestPlayerModes(t *testing.T) {
	exe, _ := os.Executable()
	ctx := context.Background()
	start := func(mode ucitest.Mode, after int) *uci.Engine {
		e, err := uci.Start(ctx, uci.Config{Path: exe, Env: ucitest.Player("P", mode, after), StopGrace: 300 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	e := start(ucitest.Fair, 0)
	e.Position("", []string{"e2e4"})
	bm, err := e.Go(ctx, uci.Limits{Nodes: 1}, nil)
	if err != nil || !uci.IsMoveText(bm.Move) {
		t.Fatalf("fair: %+v %v", bm, err)
	}
	e.Close()

	e = start(ucitest.Exit, 2)
	e.Position("", nil)
	if _, err := e.Go(ctx, uci.Limits{Nodes: 1}, nil); err != nil {
		t.Fatalf("first go: %v", err)
	}
	if _, err := e.Go(ctx, uci.Limits{Nodes: 1}, nil); !errors.Is(err, uci.ErrCrashed) {
		t.Fatalf("second go: %v, want crash", err)
	}
	e.Close()
}

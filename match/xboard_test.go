package match

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/uci"
	"github.com/westcott-chess/westcott/uci/ucitest"
)

func xboardScript(t *testing.T, script string) (*xboardPlayer, error) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p, err := startXBoard(context.Background(), uci.Config{Path: exe, Env: ucitest.Script(script), Name: "xb",
		HandshakeTimeout: 2 * time.Second, StopGrace: 300 * time.Millisecond}, [][2]string{{"Resign", "0"}})
	if err != nil {
		return nil, err
	}
	return p.(*xboardPlayer), nil
}

func TestXBoardTranscript(t *testing.T) {
	x, err := xboardScript(t, `
<- xboard
<- protover 2
-> Hello from a CECP engine
-> feature myname="Fake XB 1.0" setboard=1 ping=1 usermove=1 san=1
<- accepted myname
<- accepted setboard
<- accepted ping
<- accepted usermove
<- rejected san
-> feature weird=3 done=1
<- rejected weird
<- accepted done
<- option Resign=0
<- ping 1
-> pong 1
<- new
<- force
<- easy
<- post
<- setboard rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
<- ping 2
-> pong 2
<- force
<- level 40 1:30 0.5
<- time 9000
<- otim 8950
<- go
-> 1 -15 0 100 e7e5
-> 2 -20 1 350 e7e5 g1f3
-> move e7e5
<- force
<- usermove g1f3
<- time 8900
<- otim 8800
<- go
-> resign
<- quit
`)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.Name() != "Fake XB 1.0" {
		t.Errorf("name %q", x.Name())
	}
	ctx := context.Background()
	start, _ := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if err := x.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	tc := &TimeControl{Moves: 40, Base: 90 * time.Second, Inc: 500 * time.Millisecond}
	req := &Request{Start: start, Pos: start, TC: tc, Limits: uci.Limits{WTime: 89500 * time.Millisecond, BTime: 90 * time.Second}}
	r, err := x.Move(ctx, req)
	if err != nil || r.Move != "e7e5" || !r.HasScore || r.Score.CP != -20 || r.Depth != 2 || r.Nodes != 350 {
		t.Fatalf("first move %+v %v", r, err)
	}
	pos := start
	m1, _ := pos.ParseMove("e7e5")
	pos.MakeMove(m1)
	m2, _ := pos.ParseMove("g1f3")
	pos.MakeMove(m2)
	req = &Request{Start: start, Moves: []chess.Move{m1, m2}, Pos: pos, TC: tc, Limits: uci.Limits{WTime: 88 * time.Second, BTime: 89 * time.Second}}
	r, err = x.Move(ctx, req)
	if err != nil || !r.Resign {
		t.Fatalf("second move %+v %v", r, err)
	}
}

func TestXBoardEditModeAndMoveNow(t *testing.T) {
	x, err := xboardScript(t, `
<- xboard
<- protover 2
-> feature setboard=0 done=1
<- accepted setboard
<- accepted done
<- option Resign=0
<- new
<- force
<- easy
<- post
<- a2a3
<- edit
<- #
<- Ka1
<- Qb2
<- c
<- Kh8
<- .
<- force
<- st 1
<- go
<- ?
-> move h8g8
<- quit
`)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	start, _ := chess.ParseFEN("7k/8/8/8/8/8/1Q6/K7 b - - 0 1")
	ctx := context.Background()
	if err := x.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	mctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	r, err := x.Move(mctx, &Request{Start: start, Pos: start, Limits: uci.Limits{MoveTime: 50 * time.Millisecond}})
	if err != nil || r.Move != "h8g8" {
		t.Fatalf("move now: %+v %v", r, err)
	}
}

func TestParseFeatures(t *testing.T) {
	got := parseFeatures(`myname="Sjeng 11.2" setboard=1 variants="normal,bughouse" done=0`)
	want := [][2]string{{"myname", "Sjeng 11.2"}, {"setboard", "1"}, {"variants", "normal,bughouse"}, {"done", "0"}}
	if len(got) != len(want) {
		t.Fatalf("%q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%d: %q want %q", i, got[i], want[i])
		}
	}
	if s := xboardScore(-35); s.CP != -35 || s.IsMate {
		t.Errorf("%+v", s)
	}
	if !strings.Contains(comment(Reply{HasScore: true, Score: uci.Score{Mate: -3, IsMate: true}, Depth: 9}, 1500*time.Millisecond), "-M3/9 1.500s") {
		t.Error("mate comment")
	}
}

// xboard's "st" takes whole seconds: a move time is rounded down, never up,
// so that the engine is not told to think longer than the runner allows
// (a 1.5 s move time sent as "st 2" made engines lose on time).
func TestXBoardMoveTimeRoundsDown(t *testing.T) {
	x, err := xboardScript(t, `
<- xboard
<- protover 2
-> feature done=1
<- accepted done
<- option Resign=0
<- new
<- force
<- easy
<- post
<- force
<- st 1
<- go
-> move e2e4
<- quit
`)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	ctx := context.Background()
	start := chess.StartPosition()
	if err := x.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	r, err := x.Move(ctx, &Request{Start: start, Pos: start, Limits: uci.Limits{MoveTime: 1500 * time.Millisecond}})
	if err != nil || r.Move != "e2e4" {
		t.Fatalf("move: %+v %v", r, err)
	}
}

// A move time below a second cannot be said to an xboard engine: the match
// is refused before it starts, as a node limit is.
func TestRunRefusesSubSecondMoveTimeForXBoard(t *testing.T) {
	xb := fakeEngine(t, "xb", ucitest.Fair, 0)
	xb.Protocol = XBoard
	good := fakeEngine(t, "good", ucitest.Fair, 0)
	_, err := Run(context.Background(), Config{Engines: []EngineConfig{good, xb}, Limits: Limits{MoveTime: 500 * time.Millisecond}})
	if err == nil || !strings.Contains(err.Error(), "whole seconds") {
		t.Errorf("xboard engine with -movetime 500: %v; want a refusal naming whole seconds", err)
	}
}

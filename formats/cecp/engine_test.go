package cecp

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestMain(m *testing.M) {
	ucitest.Main()
	os.Exit(m.Run())
}

// script starts a fake engine that follows the transcript.
func script(t *testing.T, transcript string) *Engine {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	e, err := Start(context.Background(), uci.Config{Path: exe, Env: ucitest.Script(transcript), Name: "xb",
		HandshakeTimeout: 2 * time.Second, StopGrace: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestTranscript(t *testing.T) {
	e := script(t, `
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
	if e.Name != "Fake XB 1.0" || e.Feature("setboard") != "1" || e.Feature("weird") != "3" {
		t.Errorf("name %q, features %v", e.Name, e.features)
	}
	ctx := context.Background()
	if err := e.SetOption("Resign", "0"); err != nil {
		t.Fatal(err)
	}
	if err := e.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	start, _ := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if err := e.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	level := &Level{Moves: 40, Base: 90 * time.Second, Inc: 500 * time.Millisecond}
	var last Thinking
	a, err := e.Go(ctx, nil, Limits{Level: level, Time: 90 * time.Second, OTime: 89500 * time.Millisecond}, func(t Thinking) { last = t })
	if err != nil || a != (Answer{Move: "e7e5"}) || last.Depth != 2 || last.Score.CP != -20 || last.Nodes != 350 {
		t.Fatalf("first move %+v %v, thinking %+v", a, err, last)
	}
	pos := start
	m1, _ := pos.ParseMove("e7e5")
	pos.MakeMove(m1)
	m2, _ := pos.ParseMove("g1f3")
	a, err = e.Go(ctx, []chess.Move{m1, m2}, Limits{Level: level, Time: 89 * time.Second, OTime: 88 * time.Second}, nil)
	if err != nil || !a.Resign {
		t.Fatalf("second move %+v %v", a, err)
	}
}

// Without setboard the position is set up in edit mode; when the time is
// up, "?" asks for the move now.
func TestEditModeAndMoveNow(t *testing.T) {
	e := script(t, `
<- xboard
<- protover 2
-> feature setboard=0 done=1
<- accepted setboard
<- accepted done
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
	start, _ := chess.ParseFEN("7k/8/8/8/8/8/1Q6/K7 b - - 0 1")
	ctx := context.Background()
	if err := e.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	mctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	a, err := e.Go(mctx, nil, Limits{MoveTime: 50 * time.Millisecond}, nil)
	if err != nil || a.Move != "h8g8" {
		t.Fatalf("move now: %+v %v", a, err)
	}
}

// A version 1 engine sends no features: the handshake waits out its
// timeout and goes on without them.
func TestVersion1(t *testing.T) {
	e := script(t, `
<- xboard
<- protover 2
<- new
<- force
<- easy
<- post
<- force
<- sd 3
<- go
-> My move is: e2e4
<- quit
`)
	ctx := context.Background()
	if err := e.NewGame(ctx, chess.StartPosition()); err != nil {
		t.Fatal(err)
	}
	a, err := e.Go(ctx, nil, Limits{Depth: 3}, nil)
	if err != nil || a.Move != "e2e4" || e.Name != "xb" {
		t.Fatalf("%+v %v %q", a, err, e.Name)
	}
}

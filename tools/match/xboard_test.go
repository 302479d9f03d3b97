package match

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

// The adapter's own work: options before the first ping, the mover's clock
// as "time" (Black's here), thinking output as the reply's score, and a
// resignation. The protocol itself is tested in package cecp.
func TestXBoardPlayer(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	x, err := Start(ctx, EngineConfig{Name: "xb", Cmd: exe, Protocol: XBoard, Options: [][2]string{{"Resign", "0"}}, Env: ucitest.Script(`
<- xboard
<- protover 2
-> feature myname="Fake XB 1.0" ping=1 done=1
<- accepted myname
<- accepted ping
<- accepted done
<- option Resign=0
<- ping 1
-> pong 1
<- new
<- force
<- easy
<- post
<- ping 2
-> pong 2
<- force
<- e2e4
<- level 40 1:30 0.5
<- time 9000
<- otim 8950
<- go
-> 2 -20 1 350 e7e5 g1f3
-> move e7e5
<- force
<- g1f3
<- time 8900
<- otim 8800
<- go
-> resign
<- quit
`)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	if x.Name() != "Fake XB 1.0" {
		t.Errorf("name %q", x.Name())
	}
	start := chess.StartPosition()
	if err := x.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	var moves []chess.Move
	pos := start
	play := func(s string) {
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		pos.MakeMove(m)
	}
	play("e2e4")
	tc := &TimeControl{Moves: 40, Base: 90 * time.Second, Inc: 500 * time.Millisecond}
	r, err := x.Move(ctx, &Request{Start: start, Moves: moves, Pos: pos, TC: tc, Limits: uci.Limits{WTime: 89500 * time.Millisecond, BTime: 90 * time.Second}})
	if err != nil || r != (Reply{Move: "e7e5", HasScore: true, Score: uci.Score{CP: -20}, Depth: 2, Nodes: 350}) {
		t.Fatalf("first move %+v %v", r, err)
	}
	play("e7e5")
	play("g1f3")
	r, err = x.Move(ctx, &Request{Start: start, Moves: moves, Pos: pos, TC: tc, Limits: uci.Limits{WTime: 88 * time.Second, BTime: 89 * time.Second}})
	if err != nil || !r.Resign {
		t.Fatalf("second move %+v %v", r, err)
	}
}

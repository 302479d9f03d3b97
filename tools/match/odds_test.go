package match

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestEngineTimeControl(t *testing.T) {
	c, err := ParseEngineSpec("cmd=x tc=13.3+0.133")
	if err != nil || c.TC == nil || c.TC.Base != 13300*time.Millisecond || c.TC.Inc != 133*time.Millisecond {
		t.Fatalf("got %+v %v", c, err)
	}
	for _, s := range []string{"cmd=x tc=", "cmd=x tc=fast", "cmd=x tc=-1+0"} {
		if _, err := ParseEngineSpec(s); err == nil {
			t.Errorf("ParseEngineSpec(%q) accepted", s)
		}
	}
	// An engine's own clock needs a match clock beside it.
	cfg := Config{Engines: []EngineConfig{c, {Name: "y", Cmd: "y"}}, Games: 2, Concurrency: 1,
		Limits: Limits{Nodes: 100, MoveTimeout: time.Second}}
	var se *SettingError
	if err := cfg.Validate(); !errors.As(err, &se) || se.Setting != "Limits.TC" {
		t.Errorf("engine tc= without -tc: %v", err)
	}
	cfg.Limits.TC = &TimeControl{Base: 10 * time.Second}
	if err := cfg.Validate(); err != nil {
		t.Errorf("engine tc= with -tc: %v", err)
	}
}

// recorder plays the first legal move at once and keeps each request's
// limits.
type recorder struct {
	sleeper
	limits []uci.Limits
}

func (r *recorder) Move(ctx context.Context, req *Request) (Reply, error) {
	r.limits = append(r.limits, req.Limits)
	return r.sleeper.Move(ctx, req)
}

// With time odds each side's clock starts from, gains and is judged by its
// own time control, and both clocks are told to the engine as they are.
func TestTimeOddsClocks(t *testing.T) {
	white := &recorder{sleeper: sleeper{name: "odds", resignAt: 3}}
	black := &recorder{sleeper: sleeper{name: "full"}}
	lim := Limits{TC: &TimeControl{Base: 10 * time.Second, Inc: time.Second}, Margin: 200 * time.Millisecond, MoveTimeout: time.Minute}
	lim.ColorTC[chess.White] = &TimeControl{Base: 2 * time.Second, Inc: 100 * time.Millisecond}
	PlayGame(context.Background(), white, black, chess.StartPosition(), lim, Adjudication{})
	if len(white.limits) < 2 || len(black.limits) < 1 {
		t.Fatalf("requests: white %d, black %d", len(white.limits), len(black.limits))
	}
	first := white.limits[0]
	if first.WTime != 2*time.Second || first.BTime != 10*time.Second || first.WInc != 100*time.Millisecond || first.BInc != time.Second {
		t.Errorf("White's first request %+v: want its 2+0.1 clock beside Black's 10+1", first)
	}
	b := black.limits[0]
	if b.WTime <= 2*time.Second || b.WTime > 2100*time.Millisecond || b.BTime != 10*time.Second {
		t.Errorf("Black's first request %+v: want White near 2.1 s (its own increment), Black 10 s", b)
	}

	// The odds are enforced: 250 ms a move loses on a 100 ms clock with a
	// 200 ms margin (by the second move), not on the opponent's 10 s.
	slow := &sleeper{name: "slow", think: 250 * time.Millisecond, resignAt: 5}
	quick := &sleeper{name: "quick"}
	lim.ColorTC[chess.White] = &TimeControl{Base: 100 * time.Millisecond}
	g := PlayGame(context.Background(), slow, quick, chess.StartPosition(), lim, Adjudication{})
	if g.Fault != TimeForfeit || g.FaultColor != chess.White {
		t.Fatalf("game ended %s: %q; want White to lose on its own short clock", g.Result, g.Reason)
	}
	// The other way round, the slow side has the long clock: no forfeit.
	lim.ColorTC = [2]*TimeControl{nil, {Base: 100 * time.Millisecond}}
	slow.moves = 0
	g = PlayGame(context.Background(), slow, &sleeper{name: "quick"}, chess.StartPosition(), lim, Adjudication{})
	if g.Fault != NoFault || g.Reason != "White resigns" {
		t.Fatalf("game ended %s: %q; want White to keep its 10 s clock and resign", g.Result, g.Reason)
	}
}

// Run gives each engine its own clock whichever color it has, and the PGN
// names both clocks.
func TestRunTimeOdds(t *testing.T) {
	a := fakeEngine(t, "a", ucitest.Fair, 0)
	a.TC = &TimeControl{Base: 20 * time.Second}
	var out bytes.Buffer
	cfg := Config{
		Engines: []EngineConfig{a, fakeEngine(t, "b", ucitest.Fair, 0)},
		Games:   2,
		Limits:  Limits{TC: &TimeControl{Base: 10 * time.Second}, Nodes: 1, MoveTimeout: 5 * time.Second},
		PGN:     &out,
	}
	if _, err := Run(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	games := readBack(t, out.String(), 2)
	for _, g := range games {
		w, b := g.Tag("WhiteTimeControl"), g.Tag("BlackTimeControl")
		want := [2]string{"20", "10"}
		if g.Tag("White") == "b" {
			want = [2]string{"10", "20"}
		}
		if g.Tag("TimeControl") != "10" || w != want[0] || b != want[1] {
			t.Errorf("%s–%s: TimeControl %q, White %q, Black %q; want 10, %q, %q", g.Tag("White"), g.Tag("Black"),
				g.Tag("TimeControl"), w, b, want[0], want[1])
		}
	}
	if !strings.Contains(out.String(), "WhiteTimeControl") {
		t.Error("no time-odds tags")
	}
}

package match

import (
	"reflect"
	"testing"
	"time"
)

func TestParseEngineSpec(t *testing.T) {
	c, err := ParseEngineSpec(`name=sf cmd=stockfish option.Hash=64 "option.Skill Level=5" option."Move Overhead"=20`)
	want := EngineConfig{Name: "sf", Cmd: "stockfish", Options: [][2]string{{"Hash", "64"}, {"Skill Level", "5"}, {"Move Overhead", "20"}}}
	if err != nil || !reflect.DeepEqual(c, want) {
		t.Fatalf("got %+v %v", c, err)
	}
	c, err = ParseEngineSpec("cmd=/usr/games/gnuchess arg=--uci dir=/tmp")
	if err != nil || c.Name != "gnuchess" || !reflect.DeepEqual(c.Args, []string{"--uci"}) || c.Dir != "/tmp" || c.Protocol != UCI {
		t.Fatalf("got %+v %v", c, err)
	}
	c, err = ParseEngineSpec("name=ph cmd=phalanx proto=xboard")
	if err != nil || c.Protocol != XBoard {
		t.Fatalf("got %+v %v", c, err)
	}
	c, err = ParseEngineSpec("cmd=westcott ponder option.Hash=8")
	if err != nil || !c.Ponder || len(c.Options) != 1 {
		t.Fatalf("got %+v %v", c, err)
	}
	for _, s := range []string{"", "name=x", "cmd=x bogus", "cmd=x color=red", "cmd=x proto=telnet", `cmd="x`, "cmd=x option.=3",
		"cmd=phalanx proto=xboard ponder", "cmd=x ponder=yes"} {
		if _, err := ParseEngineSpec(s); err == nil {
			t.Errorf("ParseEngineSpec(%q) accepted", s)
		}
	}
}

func TestParseTimeControl(t *testing.T) {
	good := map[string]TimeControl{
		"10+0.1":  {Base: 10 * time.Second, Inc: 100 * time.Millisecond},
		"40/60+0": {Moves: 40, Base: time.Minute},
		"60":      {Base: time.Minute},
		"1:30+1":  {Base: 90 * time.Second, Inc: time.Second},
		"0.5+0":   {Base: 500 * time.Millisecond},
	}
	for s, want := range good {
		if got, err := ParseTimeControl(s); err != nil || got != want {
			t.Errorf("ParseTimeControl(%q) = %+v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "0+1", "x+1", "10+x", "0/10", "-5", "10+-1", "a/10", "1:x", "NaN", "Inf+0"} {
		if _, err := ParseTimeControl(s); err == nil {
			t.Errorf("ParseTimeControl(%q) accepted", s)
		}
	}
}

func TestParseAdjudication(t *testing.T) {
	var a Adjudication
	if err := a.ParseDraw("moves=8 score=10 after=40"); err != nil || a.DrawMoves != 8 || a.DrawScore != 10 || a.DrawMoveNumber != 40 {
		t.Fatalf("%+v %v", a, err)
	}
	if err := a.ParseResign("moves=3 score=600 twosided=1"); err != nil || a.ResignMoves != 3 || a.ResignScore != 600 || !a.TwoSided {
		t.Fatalf("%+v %v", a, err)
	}
	for _, s := range []string{"score=10", "moves=x", "moves=3 colour=1", "moves=-1"} {
		if err := a.ParseDraw(s); err == nil {
			t.Errorf("ParseDraw(%q) accepted", s)
		}
	}
	if err := a.ParseResign("moves=3"); err == nil {
		t.Error("resign without score accepted")
	}
}

func FuzzParseEngineSpec(f *testing.F) {
	f.Add(`name=sf cmd=stockfish "option.Skill Level=5" arg=x`)
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseEngineSpec(s)
		if err == nil && (c.Cmd == "" || c.Name == "") {
			t.Fatalf("accepted %q without cmd or name: %+v", s, c)
		}
	})
}

// In m:ss the seconds are below 60, and no time control overflows a
// time.Duration.
func TestParseTimeControlBounds(t *testing.T) {
	for _, s := range []string{"1:99+1", "1:60", "0:75", "100000000:0", "170000:0+1"} {
		if tc, err := ParseTimeControl(s); err == nil {
			t.Errorf("ParseTimeControl(%q) = %v, accepted", s, tc)
		}
	}
	for s, want := range map[string]time.Duration{"1:59.5": 119500 * time.Millisecond, "0:30": 30 * time.Second, "2:00+1": 2 * time.Minute} {
		if tc, err := ParseTimeControl(s); err != nil || tc.Base != want {
			t.Errorf("ParseTimeControl(%q) = %v, %v; want base %v", s, tc.Base, err, want)
		}
	}
}

package cecp

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

func TestParseFeatures(t *testing.T) {
	got := ParseFeatures(`myname="Sjeng 11.2" setboard=1 variants="normal,bughouse" done=0`)
	want := [][2]string{{"myname", "Sjeng 11.2"}, {"setboard", "1"}, {"variants", "normal,bughouse"}, {"done", "0"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestParseThinking(t *testing.T) {
	for _, c := range []struct {
		line string
		want Thinking
		ok   bool
	}{
		{"9 -35 150 12345 e2e4 e7e5", Thinking{Depth: 9, Score: uci.Score{CP: -35}, Time: 1500 * time.Millisecond, Nodes: 12345, PV: []string{"e2e4", "e7e5"}}, true},
		{"12. 99995 7 800", Thinking{Depth: 12, Score: uci.Score{Mate: 3, IsMate: true}, Time: 70 * time.Millisecond, Nodes: 800, PV: []string{}}, true},
		{"4& -99996 x 10 a7a8q", Thinking{Depth: 4, Score: uci.Score{Mate: -2, IsMate: true}, Nodes: 10, PV: []string{"a7a8q"}}, true},
		{"Hello from a CECP engine", Thinking{}, false},
		{"1 2 3", Thinking{}, false},
	} {
		got, ok := ParseThinking(c.line)
		if ok != c.ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: %+v %v, want %+v %v", c.line, got, ok, c.want, c.ok)
		}
	}
}

// "st" takes whole seconds: a move time is rounded down, never up, so that
// the engine is not told to think longer than the runner allows (a 1.5 s
// move time sent as "st 2" made engines lose on time).
func TestMoveTimeRoundsDown(t *testing.T) {
	for _, c := range []struct {
		mt   time.Duration
		want string
	}{{1500 * time.Millisecond, "st 1"}, {500 * time.Millisecond, "st 1"}, {2 * time.Second, "st 2"}} {
		if got := (Limits{MoveTime: c.mt}).Commands(); len(got) != 1 || got[0] != c.want {
			t.Errorf("%v: %q, want %q", c.mt, got, c.want)
		}
	}
}

// Pairs written back with quoted values parse to the same pairs.
func FuzzParseFeatures(f *testing.F) {
	for _, s := range []string{`myname="Sjeng 11.2" setboard=1 done=0`, `a="unclosed`, `=1 b= c="" d`, "x\ty=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var b strings.Builder
		var kept [][2]string
		for _, kv := range ParseFeatures(s) {
			if strings.ContainsRune(kv[1], '"') {
				continue // a quote inside an unquoted value cannot be quoted back
			}
			kept = append(kept, kv)
			b.WriteString(kv[0] + `="` + kv[1] + `" `)
		}
		if got := ParseFeatures(b.String()); len(kept) > 0 && !reflect.DeepEqual(got, kept) {
			t.Fatalf("%q → %q → %q", s, kept, got)
		}
	})
}

func FuzzParseThinking(f *testing.F) {
	for _, s := range []string{"9 -35 150 12345 e2e4 e7e5", "12. 99995 7 800", "4& -99996 x 10", "move e2e4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if th, ok := ParseThinking(line); ok && len(th.PV) != len(strings.Fields(line))-4 {
			t.Fatalf("%q: pv %q", line, th.PV)
		}
	})
}

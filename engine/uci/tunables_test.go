package uci

import (
	"regexp"
	"strings"
	"sync"
	"testing"
)

func TestTunableOptions(t *testing.T) {
	e, out := newEngine()
	got := transcript(t, e, out, "uci", "setoption name RFPMargin value 90")
	if strings.Contains(strings.Join(got[0], "\n"), "RFPMargin") {
		t.Errorf("search parameters listed without Config.Tune")
	}
	if s := strings.Join(got[1], "\n"); !strings.Contains(s, `no option named "RFPMargin"`) {
		t.Errorf("RFPMargin set without Config.Tune: %q", s)
	}

	out = &buffer{}
	e = NewConfig(out, Config{Tune: true})
	got = transcript(t, e, out, "uci", "setoption name rfpmargin value 95", "setoption name RFPMargin value 999",
		"setoption name LMRBase value x", "go depth 3", "uci")
	if s := strings.Join(got[0], "\n"); !strings.Contains(s, "option name RFPMargin type spin default 80 min 30 max 160") {
		t.Errorf("uci lacks RFPMargin:\n%s", s)
	}
	if p := e.eng.Params(); p.RFPMargin != 95 {
		t.Errorf("RFPMargin %d after setoption 95", p.RFPMargin)
	}
	if s := strings.Join(got[2], "\n"); !strings.Contains(s, "RFPMargin 999: outside 30..160") {
		t.Errorf("out of range: %q", s)
	}
	if s := strings.Join(got[3], "\n"); !strings.Contains(s, "setoption LMRBase") {
		t.Errorf("not a number: %q", s)
	}
	if last := got[4][len(got[4])-1]; !strings.HasPrefix(last, "bestmove ") {
		t.Errorf("go after tuning: %q", last)
	}
	if s := strings.Join(got[5], "\n"); !strings.Contains(s, "option name RFPMargin type spin default 95 min 30 max 160") {
		t.Errorf("uci after setoption: RFPMargin not 95:\n%s", s)
	}
}

var finalNodes = regexp.MustCompile(` nodes (\d+) `)

// goNodes runs "go depth 8" on e after the commands setup and returns the
// node count of its last info line.
func goNodes(e *Server, out *buffer, setup ...string) string {
	for _, c := range setup {
		e.Execute(c)
	}
	e.Execute("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	e.Execute("go depth 8")
	e.wait()
	nodes := ""
	for _, l := range out.lines() {
		if m := finalNodes.FindStringSubmatch(l); m != nil && strings.HasPrefix(l, "info depth 8 ") {
			nodes = m[1]
		}
	}
	return nodes
}

// TestTwoEnginesTwoParams runs two engines of one process with different
// search parameters at once (run it with -race): each gives the node count
// it gives alone.
func TestTwoEnginesTwoParams(t *testing.T) {
	setups := [2][]string{{"setoption name Hash value 4"},
		{"setoption name Hash value 4", "setoption name RFPMargin value 40", "setoption name LMRDivisor value 150"}}
	var alone, together [2]string
	for i, s := range setups {
		out := &buffer{}
		alone[i] = goNodes(NewConfig(out, Config{Tune: true}), out, s...)
	}
	if alone[0] == "" || alone[0] == alone[1] {
		t.Fatalf("alone: %q nodes", alone)
	}
	var wg sync.WaitGroup
	for i, s := range setups {
		out := &buffer{}
		e := NewConfig(out, Config{Tune: true})
		wg.Add(1)
		go func() {
			defer wg.Done()
			together[i] = goNodes(e, out, s...)
		}()
	}
	wg.Wait()
	if together != alone {
		t.Errorf("searching at once: %q nodes, alone %q", together, alone)
	}
}

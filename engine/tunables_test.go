package engine

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/search"
)

func TestTunableOptions(t *testing.T) {
	defer search.ResetParams()
	e, out := newEngine()
	got := transcript(t, e, out, "uci", "setoption name RFPMargin value 90")
	if strings.Contains(strings.Join(got[0], "\n"), "RFPMargin") {
		t.Errorf("search parameters listed without %s", TuneEnv)
	}
	if s := strings.Join(got[1], "\n"); !strings.Contains(s, `no option named "RFPMargin"`) {
		t.Errorf("RFPMargin set without %s: %q", TuneEnv, s)
	}

	t.Setenv(TuneEnv, "1")
	e, out = newEngine()
	got = transcript(t, e, out, "uci", "setoption name rfpmargin value 95", "setoption name RFPMargin value 999",
		"setoption name LMRBase value x", "go depth 3")
	if s := strings.Join(got[0], "\n"); !strings.Contains(s, "option name RFPMargin type spin default 80 min 30 max 160") {
		t.Errorf("uci lacks RFPMargin:\n%s", s)
	}
	if v := paramValue("RFPMargin"); v != 95 {
		t.Errorf("RFPMargin %d after setoption 95", v)
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
}

func paramValue(name string) int {
	for _, p := range search.Params() {
		if p.Name == name {
			return p.Value()
		}
	}
	return -1
}

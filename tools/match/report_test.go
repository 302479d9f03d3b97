package match

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// With every sample alike (one drawn pair, or only draws) the variance is
// zero: there is no interval to print, and "± 0.0" would claim certainty.
func TestEstimateStringWithoutSpread(t *testing.T) {
	for _, c := range []struct {
		r WDL
		p Pentanomial
	}{
		{WDL{W: 1, L: 1}, Pentanomial{0, 0, 1, 0, 0}},
		{WDL{D: 4}, Pentanomial{0, 0, 2, 0, 0}},
		{WDL{D: 3}, Pentanomial{}},
	} {
		s := EloEstimate(c.r, c.p).String()
		if strings.Contains(s, "±") || strings.Contains(s, "-0.0") || !strings.Contains(s, "no interval") {
			t.Errorf("%+v %v: %q; want +0.0 and no interval", c.r, c.p, s)
		}
	}
	if s := EloEstimate(WDL{W: 3, D: 4, L: 2}, Pentanomial{0, 1, 2, 1, 0}).String(); !strings.Contains(s, "±") {
		t.Errorf("a real spread: %q, want an interval", s)
	}
	if s := EloEstimate(WDL{W: 2}, Pentanomial{}).String(); s != "+Inf (interval +Inf .. +Inf)" {
		t.Errorf("all won: %q", s)
	}
}

// A gauntlet's standings: summed once over the pairings, shown on one line
// while it plays and in full at its end.
func TestReport(t *testing.T) {
	st := &Standings{First: "new", Played: 14, Total: 20, LLR: 0.5, Verdict: Continue, Stopped: "interrupted", Resumed: 2,
		Pairings: []Pairing{
			{Opponent: "old", WDL: WDL{W: 4, D: 3, L: 1}, Penta: Pentanomial{0, 1, 1, 1, 1}, Faults: map[string]int{"time forfeit": 1, "crash": 2}},
			{Opponent: "sf", WDL: WDL{W: 1, D: 2, L: 3}, Penta: Pentanomial{1, 1, 1, 0, 0}},
		}}
	r, p := st.Results()
	if r != (WDL{W: 5, D: 5, L: 4}) || p != (Pentanomial{1, 2, 2, 1, 1}) {
		t.Errorf("results %+v %v", r, p)
	}
	if got, want := st.Progress(nil), "Games 14/20  new +5 =5 -4  Elo "+EloPentanomial(p).String(); got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	sp := DefaultSPRT
	if got := st.Progress(&sp); !strings.HasSuffix(got, "  LLR 0.50 (-2.94, 2.94)") {
		t.Errorf("progress with an SPRT: %q", got)
	}
	var b strings.Builder
	if err := st.WriteReport(&b, &sp, 1234*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"",
		"Score of new vs old: 4 - 1 - 3  [0.688] 8",
		"Elo difference: " + EloPentanomial(Pentanomial{0, 1, 1, 1, 1}).String() + " (95%, pentanomial), LOS: 91.0 %, DrawRatio: 37.5 %",
		"Ptnml(0-2): [0, 1, 1, 1, 1], 4 pairs",
		"Games lost by a fault (either side): crash 2, time forfeit 1",
		"Score of new vs sf: 1 - 3 - 2  [0.333] 6",
		"Elo difference: " + EloPentanomial(Pentanomial{1, 1, 1, 0, 0}).String() + " (95%, pentanomial), LOS: 15.9 %, DrawRatio: 33.3 %",
		"Ptnml(0-2): [1, 1, 1, 0, 0], 3 pairs",
		"",
		"Per engine:",
		"  new                  W 5  D 5  L 4  score 0.536",
		"  old                  W 1  D 3  L 4  score 0.312",
		"  sf                   W 3  D 2  L 1  score 0.667",
		"SPRT (elo0=0 elo1=5 alpha=0.05 beta=0.05; GSPRT, game pairs, logistic Elo): LLR 0.50 (17.0%), bounds [-2.94, 2.94]: continue",
		"Stopped: interrupted",
		"Finished 14 of 20 games (2 by an earlier run) in 1.2s",
		"",
	}
	if got := strings.Split(b.String(), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("report:\n%s\nwant:\n%s", b.String(), strings.Join(want, "\n"))
	}
	if err := st.WriteReport(failWriter{}, nil, 0); err == nil {
		t.Error("a failed write is not reported")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

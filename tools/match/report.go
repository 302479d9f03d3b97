package match

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"
)

// Results returns the first engine's results summed over its pairings: its
// games and its completed game pairs.
func (st *Standings) Results() (WDL, Pentanomial) {
	var r WDL
	var p Pentanomial
	for _, pr := range st.Pairings {
		r.W, r.D, r.L = r.W+pr.WDL.W, r.D+pr.WDL.D, r.L+pr.WDL.L
		for i := range p {
			p[i] += pr.Penta[i]
		}
	}
	return r, p
}

// EloEstimate estimates the Elo difference from the game pairs when there
// are any (EloPentanomial, the honest interval for openings played twice),
// else from the single games (EloTrinomial).
func EloEstimate(r WDL, p Pentanomial) Estimate {
	if p.Pairs() > 0 {
		return EloPentanomial(p)
	}
	return EloTrinomial(r)
}

// String returns the estimate as "+12.3 ± 20.1"; "+0.0 (no interval yet:
// every sample scored the same)" while the samples have no spread; and the
// interval's ends where an end is infinite (a score of 0 or 1).
func (e Estimate) String() string {
	e.Elo += 0 // -0 (a score of exactly 0.5) prints as +0.0
	if e.StdError == 0 && !math.IsInf(e.Elo, 0) {
		// Every sample alike: the interval would be a point.
		return fmt.Sprintf("%+.1f (no interval yet: every sample scored the same)", e.Elo)
	}
	if math.IsInf(e.Elo, 0) || math.IsInf(e.Low, 0) || math.IsInf(e.Up, 0) || math.IsNaN(e.Margin()) {
		return fmt.Sprintf("%+.1f (interval %+.1f .. %+.1f)", e.Elo, e.Low, e.Up)
	}
	return fmt.Sprintf("%+.1f ± %.1f", e.Elo, e.Margin())
}

// Progress returns the standings on one line, as a match shows them while
// it plays: "Games 12/100  new +5 =4 -3  Elo +29.1 ± 81.2", with the LLR
// and its bounds when sp is not nil.
func (st *Standings) Progress(sp *SPRT) string {
	r, p := st.Results()
	s := fmt.Sprintf("Games %d/%d  %s +%d =%d -%d", st.Played, st.Total, st.First, r.W, r.D, r.L)
	if e := EloEstimate(r, p); !math.IsNaN(e.Elo) {
		s += "  Elo " + e.String()
	}
	if sp != nil {
		s += fmt.Sprintf("  LLR %.2f (%.2f, %.2f)", st.LLR, sp.LowerBound(), sp.UpperBound())
	}
	return s
}

// WriteReport writes the standings at a match's end, in cutechess-cli's
// words where it has them: for each pairing the score, the Elo difference
// with its interval, LOS, the draw ratio, the pentanomial counts and the
// games lost by a fault; then each engine's results, the SPRT when sp is
// not nil, why the match stopped early, and how many games it played in
// how long.
func (st *Standings) WriteReport(w io.Writer, sp *SPRT, elapsed time.Duration) error {
	var b strings.Builder
	b.WriteString("\n")
	for _, p := range st.Pairings {
		r := p.WDL
		fmt.Fprintf(&b, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", st.First, p.Opponent, r.W, r.L, r.D, r.Score(), r.Games())
		model := "pentanomial"
		if p.Penta.Pairs() == 0 {
			model = "trinomial"
		}
		draws := 0.0
		if r.Games() > 0 {
			draws = float64(r.D) / float64(r.Games())
		}
		fmt.Fprintf(&b, "Elo difference: %s (95%%, %s), LOS: %.1f %%, DrawRatio: %.1f %%\n", EloEstimate(r, p.Penta), model, 100*LOS(r), 100*draws)
		fmt.Fprintf(&b, "Ptnml(0-2): [%d, %d, %d, %d, %d], %d pairs\n", p.Penta[0], p.Penta[1], p.Penta[2], p.Penta[3], p.Penta[4], p.Penta.Pairs())
		if len(p.Faults) > 0 {
			var fs []string
			for k, n := range p.Faults {
				fs = append(fs, fmt.Sprintf("%s %d", k, n))
			}
			slices.Sort(fs)
			fmt.Fprintf(&b, "Games lost by a fault (either side): %s\n", strings.Join(fs, ", "))
		}
	}
	b.WriteString("\nPer engine:\n")
	total, _ := st.Results()
	fmt.Fprintf(&b, "  %-20s W %d  D %d  L %d  score %.3f\n", st.First, total.W, total.D, total.L, total.Score())
	for _, p := range st.Pairings {
		r := WDL{W: p.WDL.L, D: p.WDL.D, L: p.WDL.W}
		fmt.Fprintf(&b, "  %-20s W %d  D %d  L %d  score %.3f\n", p.Opponent, r.W, r.D, r.L, r.Score())
	}
	if sp != nil {
		fmt.Fprintf(&b, "SPRT (%s; GSPRT, game pairs, logistic Elo): LLR %.2f (%.1f%%), bounds [%.2f, %.2f]: %s\n",
			sp, st.LLR, 100*st.LLR/sp.UpperBound(), sp.LowerBound(), sp.UpperBound(), st.Verdict)
	}
	if st.Stopped != "" {
		fmt.Fprintf(&b, "Stopped: %s\n", st.Stopped)
	}
	resumed := ""
	if st.Resumed > 0 {
		resumed = fmt.Sprintf(" (%d by an earlier run)", st.Resumed)
	}
	fmt.Fprintf(&b, "Finished %d of %d games%s in %s\n", st.Played, st.Total, resumed, elapsed.Round(100*time.Millisecond))
	_, err := io.WriteString(w, b.String())
	return err
}

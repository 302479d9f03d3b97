package engine

import (
	"math"
	"math/rand/v2"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

// Playing levels (Request.Elo; UCI_LimitStrength with UCI_Elo, or Skill
// Level): a weaker Westcott that still plays moves a person might, not
// random blunders. A level limits the search to a node budget, searches strengthLines lines,
// and picks one of them at random, weighted by exp(-loss/T): a move that
// loses more than the temperature T to the best is seldom chosen, and T
// grows as the level falls. Budget and temperature are interpolated between
// the anchors of levelAnchors, set from games against Stockfish's UCI_Elo;
// the scale's measured strength is in docs/STRENGTH.md ("Playing levels").
const (
	MinElo = 1000 // UCI_Elo's range
	MaxElo = 2400
	// DefaultElo is UCI_Elo's default.
	DefaultElo = 1500
	// MaxSkill is Skill Level's top, full strength, and its default.
	MaxSkill = 20

	strengthLines       = 4    // lines searched to choose from
	clampScore          = 1000 // mate scores count as this much when weighing lines
	maxLossTemperatures = 3    // a line losing more than this many temperatures is never chosen
)

// levelAnchors are the budget and temperature at some levels, in rising
// order; levels between are interpolated (the budget geometrically). The
// budget never falls below the 1000 nodes that four lines of the first
// iteration need, so that a weak level chooses among searched moves.
var levelAnchors = []struct {
	elo   int
	nodes float64
	temp  float64 // centipawns
}{
	{1000, 1000, 340},
	{1400, 1550, 175},
	{1800, 4000, 125},
	{2200, 4500, 83},
	{2400, 5000, 68},
}

// networkTemperature scales the anchors' temperatures when a network
// evaluates. The anchors were set with the classical evaluation; a network
// plays stronger at the same budget, so it takes a higher temperature (more
// of the weaker lines) to play as the classical evaluation does. With
// n13k-h256 the five anchors, 200 games each against the classical self,
// averaged +59 Elo at 0.93 (n6-h64's factor), +9 at 1.05 and −2 at 1.15,
// every level within its error there (docs/STRENGTH.md, "The levels with
// the network").
const networkTemperature = 1.15

// SkillElo maps Skill Level 0..MaxSkill-1 onto the UCI_Elo scale, the
// Request's Elo (MaxSkill is full strength): 1000, 1070, ..., 2330.
func SkillElo(skill int) int { return MinElo + skill*(MaxElo-MinElo)/MaxSkill }

// levelParams returns the node budget and the temperature at level elo with
// the classical evaluation.
func levelParams(elo int) (nodes uint64, temp float64) {
	a := levelAnchors
	elo = min(max(elo, a[0].elo), a[len(a)-1].elo)
	i := 1
	for i < len(a)-1 && elo > a[i].elo {
		i++
	}
	f := float64(elo-a[i-1].elo) / float64(a[i].elo-a[i-1].elo)
	n := a[i-1].nodes * math.Pow(a[i].nodes/a[i-1].nodes, f)
	return uint64(math.Round(n)), a[i-1].temp + f*(a[i].temp-a[i-1].temp)
}

// LevelNodes returns the node budget of a move at level elo (MinElo..MaxElo).
func LevelNodes(elo int) uint64 { n, _ := levelParams(elo); return n }

// levelTemperature returns the temperature (centipawns) of the choice
// among lines at level elo, with a network if network is set.
func levelTemperature(elo int, network bool) float64 {
	_, t := levelParams(elo)
	if network {
		t *= networkTemperature
	}
	return t
}

// line is one MultiPV line of a search's last complete iteration.
type line struct {
	score int
	pv    []chess.Move
}

// chooseLine returns the index of the line a player of temperature temp
// picks: line i with probability proportional to exp(-(best-score_i)/temp),
// scores clamped to ±clampScore so that a mate is simply a big win, and
// never a line that loses more than maxLossTemperatures·temp. With temp 0
// (or one line) it is line 0, the best.
func chooseLine(lines []line, temp float64, rng *rand.Rand) int {
	if temp <= 0 || len(lines) < 2 {
		return 0
	}
	clamp := func(s int) float64 { return float64(min(max(s, -clampScore), clampScore)) }
	best := clamp(lines[0].score)
	for _, l := range lines[1:] {
		best = max(best, clamp(l.score))
	}
	w := make([]float64, len(lines))
	sum := 0.0
	for i, l := range lines {
		if loss := best - clamp(l.score); loss <= maxLossTemperatures*temp {
			w[i] = math.Exp(-loss / temp)
		}
		sum += w[i]
	}
	x := rng.Float64() * sum
	for i := range w {
		if x < w[i] {
			return i
		}
		x -= w[i]
	}
	return len(lines) - 1
}

// limitStrength applies level elo to the limits of a search: the node
// budget and the lines to choose from.
func limitStrength(l *search.Limits, elo int) {
	if n := LevelNodes(elo); l.Nodes == 0 || l.Nodes > n {
		l.Nodes = n
	}
	l.MultiPV = max(l.MultiPV, strengthLines)
}

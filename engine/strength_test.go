package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The choice among lines follows its weights: exp(-loss/T), nothing
// beyond 3T, and always the best at temperature 0.
func TestChooseLine(t *testing.T) {
	lines := []line{{score: 50}, {score: 30}, {score: 0}, {score: -200}}
	rng := rand.New(rand.NewPCG(1, 2))
	const draws = 20000
	for _, temp := range []float64{0, 20, 60} {
		var count [4]int
		for i := 0; i < draws; i++ {
			count[chooseLine(lines, temp, rng)]++
		}
		var w [4]float64
		sum := 0.0
		for i, l := range lines {
			if loss := float64(50 - l.score); temp > 0 && loss <= 3*temp || i == 0 {
				w[i] = 1
				if temp > 0 {
					w[i] = math.Exp(-loss / temp)
				}
			}
			sum += w[i]
		}
		for i := range lines {
			want := w[i] / sum
			got := float64(count[i]) / draws
			// Five standard deviations of a binomial frequency.
			if tol := 5 * math.Sqrt(want*(1-want)/draws); math.Abs(got-want) > tol+1e-9 {
				t.Errorf("temperature %v: line %d chosen %.4f of the time, want %.4f ± %.4f", temp, i, got, want, tol)
			}
		}
	}
	// A mate is a big win, not infinitely more than one: still chosen
	// almost always over a small edge.
	mate := []line{{score: 31990}, {score: 900}}
	n := 0
	for i := 0; i < 1000; i++ {
		if chooseLine(mate, 100, rng) == 0 {
			n++
		}
	}
	if n < 600 {
		t.Errorf("mate chosen %d times of 1000 over +9 at T=100", n)
	}
}

// The scale: the budget grows and the temperature falls with the level;
// Skill Level maps onto the same scale.
func TestLevelScale(t *testing.T) {
	for elo := MinElo; elo < MaxElo; elo += 100 {
		for _, network := range []bool{false, true} {
			if LevelNodes(elo+100) <= LevelNodes(elo) || levelTemperature(elo+100, network) >= levelTemperature(elo, network) {
				t.Errorf("Elo %d → %d, network %v: nodes %d → %d, temperature %.1f → %.1f", elo, elo+100, network,
					LevelNodes(elo), LevelNodes(elo+100), levelTemperature(elo, network), levelTemperature(elo+100, network))
			}
		}
	}
	// Between anchors: the budget geometric (√(1000·1550) ≈ 1245), the
	// temperature linear ((340+175)/2).
	if n, temp := levelParams(1200); n != 1245 || math.Abs(temp-257.5) > 1e-9 {
		t.Errorf("level 1200: %d nodes, temperature %v; want 1245 and 257.5", n, temp)
	}
	last := levelAnchors[len(levelAnchors)-1]
	if levelAnchors[0].elo != MinElo || last.elo != MaxElo || SkillElo(0) != MinElo || SkillElo(20) != MaxElo {
		t.Errorf("ends of the scale: anchors %d..%d, skill 0 → %d, 20 → %d", levelAnchors[0].elo, last.elo, SkillElo(0), SkillElo(20))
	}
}

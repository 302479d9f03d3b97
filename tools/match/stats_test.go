package match

import (
	"math"
	"testing"
)

func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.Abs(got-want) > tol || math.IsNaN(got) {
		t.Errorf("%s = %.6f, want %.6f (±%g)", what, got, want, tol)
	}
}

// Hand computation for W=10 D=20 L=5 (35 games):
//
//	score s = (10 + 20/2) / 35 = 20/35 = 0.571429
//	Elo = -400·log10(1/s − 1) = -400·log10(35/20 − 1) = -400·log10(0.75)
//	    = -400 · (−0.124939) = 49.9755
//	variance per game = (10·(1−s)² + 20·(½−s)² + 5·s²) / 35
//	    = (10·0.183673 + 20·0.005102 + 5·0.326531) / 35 = 3.571429/35 = 0.102041
//	standard error = √(0.102041/35) = 0.053995
//	interval s ± 1.96·0.053995 = 0.465600 .. 0.677258
//	    → Elo -400·log10(1/0.465600 − 1) = -23.94 and -400·log10(1/0.677258 − 1) = 128.76
//	LOS = ½·(1 + erf((10 − 5)/√(2·15))) = ½·(1 + erf(0.912871)) = ½·(1 + 0.803294) = 0.901647
func TestTrinomialByHand(t *testing.T) {
	r := WDL{W: 10, D: 20, L: 5}
	e := EloTrinomial(r)
	near(t, "score", e.Score, 20.0/35, 1e-12)
	near(t, "Elo", e.Elo, 49.9755, 1e-4)
	near(t, "std error", e.StdError, 0.053995, 1e-6)
	near(t, "low", e.Low, -23.941, 1e-3)
	near(t, "up", e.Up, 128.758, 1e-3)
	near(t, "margin", e.Margin(), 76.350, 1e-3)
	near(t, "LOS", LOS(r), 0.901647, 1e-6)
}

// Hand computation for the pentanomial counts [1 3 10 4 2] (20 pairs):
//
//	pair scores per game 0, ¼, ½, ¾, 1
//	mean s = (0·1 + 0.25·3 + 0.5·10 + 0.75·4 + 1·2) / 20 = 10.75/20 = 0.5375
//	variance = (1·0.5375² + 3·0.2875² + 10·0.0375² + 4·0.2125² + 2·0.4625²) / 20
//	    = (0.288906 + 0.247969 + 0.014063 + 0.180625 + 0.427813) / 20 = 1.159375/20 = 0.057969
//	standard error = √(0.057969/20) = 0.053837
//	Elo = -400·log10(1/0.5375 − 1) = -400·log10(0.860465) = 26.107
//	interval 0.5375 ± 1.96·0.053837 = 0.431980 .. 0.643020 → -47.559 .. 102.231
func TestPentanomialByHand(t *testing.T) {
	p := Pentanomial{1, 3, 10, 4, 2}
	e := EloPentanomial(p)
	near(t, "score", e.Score, 0.5375, 1e-12)
	near(t, "std error", e.StdError, 0.053837, 1e-6)
	near(t, "Elo", e.Elo, 26.107, 1e-3)
	near(t, "low", e.Low, -47.559, 1e-3)
	near(t, "up", e.Up, 102.231, 1e-3)
}

// The SPRT elo0=0 elo1=5 alpha=0.05 beta=0.05:
//
//	bounds ln(0.05/0.95) = -2.944439 and ln(0.95/0.05) = +2.944439
//	s0 = 1/(1 + 10^0) = 0.5, s1 = 1/(1 + 10^(−5/400)) = 0.507195
//
// The expected LLRs were computed by a separate program (Python, Newton's
// method on the Lagrange multiplier instead of bisection, with the
// constraints Σp = 1 and Σp·a = s checked): pentanomial [1 3 10 4 2] gives
// 0.082733 (its normal approximation, by hand: 20·0.007195·0.067805/0.115938
// = 0.084159, close as it should be), trinomial L=5 D=20 W=10 gives 0.159927.
func TestSPRTByHand(t *testing.T) {
	sp := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	near(t, "lower bound", sp.LowerBound(), -2.944439, 1e-6)
	near(t, "upper bound", sp.UpperBound(), 2.944439, 1e-6)
	near(t, "s1", ScoreFromElo(5), 0.5071951, 1e-7)
	near(t, "LLR pentanomial", sp.LLRPentanomial(Pentanomial{1, 3, 10, 4, 2}), 0.082733, 1e-6)
	near(t, "LLR trinomial", sp.LLRTrinomial(WDL{10, 20, 5}), 0.159927, 1e-6)
	if sp.Decide(0.08) != Continue || sp.Decide(-3) != AcceptH0 || sp.Decide(3) != AcceptH1 {
		t.Error("Decide")
	}
	// A strong result crosses the upper bound, a weak one the lower bound:
	// 600 pairs scoring 55% per game (≈ +35 Elo) against H1 = 5 Elo
	// (LLR 4.133 and −4.497 by the separate program).
	near(t, "strong", sp.LLRPentanomial(Pentanomial{30, 90, 240, 150, 90}), 4.133192, 1e-5)
	if v := sp.Decide(sp.LLRPentanomial(Pentanomial{30, 90, 240, 150, 90})); v != AcceptH1 {
		t.Errorf("strong result: %v", v)
	}
	if v := sp.Decide(sp.LLRPentanomial(Pentanomial{90, 150, 240, 90, 30})); v != AcceptH0 {
		t.Errorf("weak result: %v", v)
	}
	// Symmetry: mirrored counts under mirrored hypotheses give the opposite LLR.
	mirror := SPRT{Elo0: -5, Elo1: 0, Alpha: 0.05, Beta: 0.05}
	near(t, "mirrored LLR", mirror.LLRPentanomial(Pentanomial{2, 4, 10, 3, 1}), -sp.LLRPentanomial(Pentanomial{1, 3, 10, 4, 2}), 1e-9)
	// Empty categories are regularised: all pairs drawn still gives a finite LLR.
	near(t, "all draws", sp.LLRPentanomial(Pentanomial{0, 0, 50, 0, 0}), -0.717606, 1e-5)
	// One pair proves little, however it scored: the normal approximation
	// (sample variance ≈ 0) gave an LLR of 3.8 here and stopped a match
	// after its first two games.
	narrow := SPRT{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	near(t, "one pair", narrow.LLRPentanomial(Pentanomial{0, 0, 0, 1, 0}), 0.028811, 1e-5)
}

func TestEloEdges(t *testing.T) {
	near(t, "Elo(0.5)", EloFromScore(0.5), 0, 1e-12)
	near(t, "Elo(0.75)", EloFromScore(0.75), 190.848, 1e-3) // -400·log10(1/3)
	if !math.IsInf(EloFromScore(1), 1) || !math.IsInf(EloFromScore(0), -1) {
		t.Error("Elo of 0 and 1 must be infinite")
	}
	near(t, "round trip", EloFromScore(ScoreFromElo(123.4)), 123.4, 1e-9)
	near(t, "LOS no decisive", LOS(WDL{D: 10}), 0.5, 0)
	if e := EloTrinomial(WDL{}); e.Score != 0.5 {
		t.Error("empty")
	}
	var p Pentanomial
	p.Add(1, 0)
	p.Add(0.5, 1)
	p.Add(0, 0)
	p.Add(1, 1)
	if p != (Pentanomial{1, 0, 1, 1, 1}) {
		t.Errorf("Add: %v", p)
	}
}

func TestParseSPRT(t *testing.T) {
	sp, err := ParseSPRT("elo0=0 elo1=5 alpha=0.05 beta=0.05")
	if err != nil || sp != DefaultSPRT {
		t.Fatalf("%+v %v", sp, err)
	}
	sp, err = ParseSPRT("elo1=10 alpha=0.1")
	if err != nil || sp != (SPRT{0, 10, 0.1, 0.05}) {
		t.Fatalf("%+v %v", sp, err)
	}
	for _, s := range []string{"elo0=5 elo1=0", "alpha=0", "beta=0.6", "elo0", "elo2=3", "elo1=x", "elo1=NaN"} {
		if _, err := ParseSPRT(s); err == nil {
			t.Errorf("ParseSPRT(%q) accepted", s)
		}
	}
}

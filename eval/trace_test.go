package eval

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// traceFENs returns the suite positions and, from each, positions reached
// by random legal moves: middlegames and endgames the suites lack.
func traceFENs(t *testing.T) []string {
	r := rand.New(rand.NewSource(7))
	var fens []string
	for _, fen := range testFENs(t, 200) {
		p := mustFEN(t, fen)
		fens = append(fens, fen)
		for ply := 1; ply <= 80; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			if ply%8 == 0 {
				fens = append(fens, p.FEN())
			}
		}
	}
	return fens
}

// randomWeights returns weights far from the hand-set ones, so that a term
// the trace got wrong cannot hide behind a small or zero weight.
func randomWeights(r *rand.Rand) *Weights {
	var w Weights
	for i := range w {
		w[i] = Score{int32(r.Intn(601) - 300), int32(r.Intn(601) - 300)}
	}
	return &w
}

func TestTraceEqualsEvaluate(t *testing.T) {
	fens := traceFENs(t)
	if len(fens) < 5000 {
		t.Fatalf("only %d positions", len(fens))
	}
	r := rand.New(rand.NewSource(1))
	weights := []*Weights{defaultWeights, &handWeights, randomWeights(r), randomWeights(r), randomWeights(r)}
	scaled := 0
	var tr Trace
	for _, fen := range fens {
		p := mustFEN(t, fen)
		tr.Compute(&p)
		for k, w := range weights {
			if got, want := tr.Evaluate(w), EvaluateWith(&p, w); got != want {
				t.Fatalf("%s, weights %d: trace gives %d, the evaluation %d", fen, k, got, want)
			}
		}
		if tr.Scales != [2]Index{FullScale, FullScale} {
			scaled++
		}
		for i, c := range tr.Coefs {
			if c.N == 0 || c.Index < 0 || c.Index >= NumWeights || i > 0 && tr.Coefs[i-1].Index >= c.Index {
				t.Fatalf("%s: coefficients not sorted, unique and nonzero: %v", fen, tr.Coefs)
			}
		}
	}
	if scaled < 50 {
		t.Errorf("only %d positions with a scale below 64: the test misses endgames", scaled)
	}
}

// The flipped position's trace is the negated trace: the same squares of
// the tables (as each side sees them), the other side's counts.
func TestTraceSymmetry(t *testing.T) {
	for _, fen := range traceFENs(t)[:2000] {
		p, q := mustFEN(t, fen), mustFEN(t, flipFEN(t, fen))
		a, b := TraceOf(&p), TraceOf(&q)
		if len(a.Coefs) != len(b.Coefs) || a.Phase != b.Phase || a.Scales != [2]Index{b.Scales[1], b.Scales[0]} || a.Side == b.Side {
			t.Fatalf("%s: trace %+v, flipped %+v", fen, a, b)
		}
		for i := range a.Coefs {
			if a.Coefs[i].Index != b.Coefs[i].Index || a.Coefs[i].N != -b.Coefs[i].N {
				t.Fatalf("%s: %v, flipped %v", fen, a.Coefs, b.Coefs)
			}
		}
	}
}

func TestTraceKnown(t *testing.T) {
	// A white pawn on e2 against a bare king. The kings' table entries
	// cancel (each stands on its own e1), and so do the open files beside
	// them; Black lacks a pawn on e7 as well.
	p := mustFEN(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	tr := TraceOf(&p)
	want := map[Index]int{
		PieceValues: 1, pst(chess.Pawn, sqr(t, "e2")): 1, IsolatedPawn: 1,
		PassedPawn + 1: 1, PassedFree + 1: 1, PassedKingOwn + 1: 2, PassedKingFoe + 1: 5,
		ShieldNear: 1, ShieldMissing: 2 - 3, PawnStorm + 1: 1, TempoBonus: 1,
	}
	got := map[Index]int{}
	for _, c := range tr.Coefs {
		got[c.Index] = c.N
	}
	for i, n := range want {
		if got[i] != n {
			t.Errorf("%v: %d, want %d", i, got[i], n)
		}
	}
	for i, n := range got {
		if want[i] != n {
			t.Errorf("unexpected %v: %d", i, n)
		}
	}
	if tr.Phase != 0 || tr.Scales != [2]Index{FullScale, DrawScale} || tr.Side != chess.White {
		t.Errorf("phase %d, scales %v, side %v", tr.Phase, tr.Scales, tr.Side)
	}
}

func sqr(t *testing.T, s string) bitboard.Square {
	t.Helper()
	sq, err := bitboard.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

func TestGroupsCoverWeights(t *testing.T) {
	next := Index(0)
	for _, g := range Groups() {
		if g.Start != next || g.Len < 1 {
			t.Fatalf("group %s starts at %d, want %d", g.Name, g.Start, next)
		}
		if g.Start.String() != g.Name && !strings.HasPrefix(g.Start.String(), g.Name+"[") {
			t.Errorf("index %d is named %q, in group %s", g.Start, g.Start, g.Name)
		}
		next += Index(g.Len)
	}
	if next != NumWeights {
		t.Errorf("groups end at %d, NumWeights is %d", next, NumWeights)
	}
	for _, tc := range []struct {
		i    Index
		want string
	}{
		{PieceValues + 1, "PieceValues[knight]"}, {KnightPST, "KnightPST[a8]"}, {pst(chess.Rook, sqr(t, "e4")), "RookPST[e4]"},
		{QueenMobility + 27, "QueenMobility[27]"}, {ThreatByPawn, "ThreatByPawn[knight]"}, {ThreatByRook + 4, "ThreatByRook[queen]"},
		{TempoBonus, "TempoBonus"}, {ScaleOCB, "ScaleOCB"}, {FullScale, "FullScale"}, {NumWeights, fmt.Sprintf("Index(%d)", NumWeights)},
	} {
		if got := tc.i.String(); got != tc.want {
			t.Errorf("Index(%d).String() = %q, want %q", int(tc.i), got, tc.want)
		}
	}
}

func TestTraceAllocs(t *testing.T) {
	p := mustFEN(t, "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5")
	var tr Trace
	tr.Compute(&p)
	if n := testing.AllocsPerRun(100, func() { tr.Compute(&p) }); n != 0 {
		t.Errorf("Compute allocates %v times with a reused Trace", n)
	}
	if n := testing.AllocsPerRun(100, func() { Evaluate(&p) }); n != 0 {
		t.Errorf("Evaluate allocates %v times", n)
	}
}

package tune

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/tools/fit"
)

// setOf returns a set of the positions with result 0.5 each.
func setOf(t testing.TB, n int) *Set {
	var s Set
	for _, p := range testPositions(t, n) {
		if err := s.Add(&Record{Pos: p, Result: 0.5}); err != nil {
			t.Fatal(err)
		}
	}
	return &s
}

// The float model is the evaluator without its rounding.
func TestEvalMatchesEvaluator(t *testing.T) {
	s := setOf(t, 500)
	w := eval.HandWeights()
	p := ParamsOf(&w)
	for i, pos := range testPositions(t, 500) {
		want := eval.EvaluateWith(&pos, &w)
		if pos.SideToMove() == 1 {
			want = -want
		}
		// The evaluator truncates twice: the scaled endgame sum, the taper.
		if got, _, _ := s.eval(i, p); math.Abs(got-float64(want)) > 2 {
			t.Fatalf("position %d: %v, the evaluator %d", i, got, want)
		}
	}
}

func TestGradient(t *testing.T) {
	s := setOf(t, 40)
	r := rand.New(rand.NewSource(5))
	for i := range s.target {
		s.target[i] = float32(r.Intn(3)) / 2
	}
	hand := eval.HandWeights()
	p := ParamsOf(&hand)
	for i := range p {
		p[i][0] += r.Float64()*40 - 20
		p[i][1] += r.Float64()*40 - 20
	}
	const k = 0.006
	var g Params
	s.lossGrad(p, k, 2, &g)
	checked := 0
	for i := range p {
		for j := range 2 {
			if g[i][j] == 0 {
				continue
			}
			const h = 1e-3
			q := *p
			q[i][j] += h
			up := s.Loss(&q, k, 1)
			q[i][j] -= 2 * h
			down := s.Loss(&q, k, 1)
			fd := (up - down) / (2 * h)
			if math.Abs(fd-g[i][j]) > 1e-4*math.Abs(g[i][j])+1e-12 {
				t.Errorf("%v[%d]: gradient %g, finite difference %g", eval.Index(i), j, g[i][j], fd)
			}
			checked++
		}
	}
	t.Logf("%d derivatives checked", checked)
	if checked < 100 {
		t.Errorf("only %d weights checked", checked)
	}
}

func TestFitK(t *testing.T) {
	s := setOf(t, 4000)
	w := eval.HandWeights()
	p := ParamsOf(&w)
	const want = 0.0063
	// Targets exactly sigmoid(want·eval): the fit must find want.
	for i := range s.result {
		e, _, _ := s.eval(i, p)
		s.result[i] = float32(fit.Sigmoid(want * e))
	}
	if k, loss, err := s.FitK(p, 2); err != nil || math.Abs(k-want) > 1e-3*want || loss > 1e-9 {
		t.Errorf("fractional results: K %v loss %v %v, want K %v", k, loss, err, want)
	}
	// Game results drawn with those probabilities: near want.
	r := rand.New(rand.NewSource(9))
	for i := range s.result {
		if r.Float32() < s.result[i] {
			s.result[i] = 1
		} else {
			s.result[i] = 0
		}
	}
	if k, _, err := s.FitK(p, 2); err != nil || math.Abs(k-want) > 0.15*want {
		t.Errorf("drawn results: K %v %v, want about %v", k, err, want)
	}
}

// Tuning a set whose targets come from known weights finds weights that
// evaluate like them.
func TestAdamRecoversWeights(t *testing.T) {
	s := setOf(t, 3000)
	truth := eval.HandWeights()
	truth[eval.PieceValues+1] = eval.Score{MG: 380, EG: 340} // knights
	truth[eval.PieceValues+3] = eval.Score{MG: 440, EG: 580} // rooks
	truth[eval.BishopPair] = eval.Score{MG: 60, EG: 10}
	truth[eval.IsolatedPawn] = eval.Score{MG: -30, EG: 0}
	truth[eval.TempoBonus] = eval.Score{MG: 40, EG: 20}
	const k = 0.006
	pt := ParamsOf(&truth)
	for i := range s.target {
		e, _, _ := s.eval(i, pt)
		s.target[i] = float32(fit.Sigmoid(k * e))
	}
	start := eval.HandWeights()
	before := s.Loss(ParamsOf(&start), k, 2)
	p, err := Adam(s, nil, &start, Config{K: k, Epochs: 300, LR: 2, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	// A step size far too big diverges: an error, no weights.
	for _, lr := range []float64{1e300, math.Inf(1), math.NaN()} {
		if p, err := Adam(s, nil, &start, Config{K: k, Epochs: 3, LR: lr, Threads: 2}); !errors.Is(err, ErrDiverged) || p != nil {
			t.Errorf("LR %v: %v, want ErrDiverged and no weights", lr, err)
		}
	}
	after := s.Loss(p, k, 2)
	t.Logf("loss %g before, %g after", before, after)
	if after > before/20 {
		t.Errorf("loss %g before, %g after tuning", before, after)
	}
	// Evaluations agree, though the weights need not: material and the
	// square tables overlap.
	var diff, was float64
	ph := ParamsOf(&start)
	for i := range s.Len() {
		e, _, _ := s.eval(i, p)
		et, _, _ := s.eval(i, pt)
		eh, _, _ := s.eval(i, ph)
		diff += math.Abs(e - et)
		was += math.Abs(eh - et)
	}
	t.Logf("mean evaluation error %.2f before, %.2f after", was/float64(s.Len()), diff/float64(s.Len()))
	if diff > was/5 {
		t.Errorf("mean evaluation error %.1f after tuning, %.1f before", diff/float64(s.Len()), was/float64(s.Len()))
	}
	for _, i := range []eval.Index{eval.BishopPair, eval.IsolatedPawn, eval.TempoBonus} {
		t.Logf("%v: %.1f, true %d", i, p[i][0], truth[i].MG)
		if math.Abs(p[i][0]-float64(truth[i].MG)) > 12 {
			t.Errorf("%v: midgame %.1f, want about %d", i, p[i][0], truth[i].MG)
		}
	}
}

func TestRound(t *testing.T) {
	var p Params
	p[3] = [2]float64{2.5, -2.5}
	p[4] = [2]float64{1e12, -0.4}
	w := p.Round()
	if w[3] != (eval.Score{MG: 3, EG: -3}) || w[4] != (eval.Score{MG: math.MaxInt32, EG: 0}) {
		t.Errorf("rounded %v %v", w[3], w[4])
	}
}

// The generated file is Go of package eval that holds every weight at its
// index: read back through the group names.
func TestWriteGo(t *testing.T) {
	var w eval.Weights
	for i := range w {
		w[i] = eval.Score{MG: int32(i), EG: -int32(i) * 2}
	}
	var b bytes.Buffer
	const command = `westcott tune -data 'a b.txt' -epochs 3`
	if err := WriteGo(&b, &w, command, "a test"); err != nil {
		t.Fatal(err)
	}
	src := b.String()
	if first, _, _ := strings.Cut(src, "\n"); first != `// Code generated by "westcott tune -data 'a b.txt' -epochs 3" DO NOT EDIT.` {
		t.Errorf("header %q", first)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "weights_tuned.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	if f.Name.Name != "eval" {
		t.Errorf("package %s", f.Name.Name)
	}
	start := map[string]eval.Index{}
	for _, g := range eval.Groups() {
		start[g.Name] = g.Start
	}
	var lit *ast.CompositeLit
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CompositeLit); ok && lit == nil {
			if id, ok := c.Type.(*ast.Ident); ok && id.Name == "Weights" {
				lit = c
			}
		}
		return true
	})
	if lit == nil {
		t.Fatal("no Weights literal")
	}
	got := map[eval.Index]eval.Score{}
	next := eval.Index(0)
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			switch k := kv.Key.(type) {
			case *ast.Ident:
				next = start[k.Name]
			case *ast.BinaryExpr:
				off, _ := strconv.Atoi(k.Y.(*ast.BasicLit).Value)
				next = start[k.X.(*ast.Ident).Name] + eval.Index(off)
			}
			e = kv.Value
		}
		pair := e.(*ast.CompositeLit).Elts
		num := func(x ast.Expr) int32 {
			neg := false
			if u, ok := x.(*ast.UnaryExpr); ok {
				neg, x = true, u.X
			}
			n, _ := strconv.Atoi(x.(*ast.BasicLit).Value)
			if neg {
				n = -n
			}
			return int32(n)
		}
		got[next] = eval.Score{MG: num(pair[0]), EG: num(pair[1])}
		next++
	}
	if len(got) != int(eval.NumWeights) {
		t.Errorf("%d weights written, want %d", len(got), eval.NumWeights)
	}
	for i, s := range w {
		if got[eval.Index(i)] != s {
			t.Fatalf("%v: written %v, want %v", eval.Index(i), got[eval.Index(i)], s)
		}
	}
}

// Weights seen in too few positions keep their starting values; the
// others move.
func TestMinPositionsFreezes(t *testing.T) {
	s := setOf(t, 500)
	seen := s.Occurrences()
	if seen[eval.PieceValues] == 0 || seen[eval.TempoBonus] != s.Len() {
		t.Fatalf("occurrences: pawns %d, tempo %d of %d positions", seen[eval.PieceValues], seen[eval.TempoBonus], s.Len())
	}
	for i := range s.target {
		s.target[i] = 1 // White always wins: every weight White uses rises
	}
	start := eval.HandWeights()
	const minPos = 100
	p, err := Adam(s, nil, &start, Config{K: 0.006, Epochs: 20, LR: 2, Threads: 2, MinPositions: minPos})
	if err != nil {
		t.Fatal(err)
	}
	moved, kept := 0, 0
	for i := range p {
		same := p[i][0] == float64(start[i].MG) && p[i][1] == float64(start[i].EG)
		switch {
		case seen[i] < minPos && !same:
			t.Errorf("%v: seen in %d positions, moved", eval.Index(i), seen[i])
		case seen[i] < minPos:
			kept++
		case !same:
			moved++
		}
	}
	if moved == 0 || kept == 0 {
		t.Errorf("%d weights moved, %d kept: the test set should have both kinds", moved, kept)
	}
}

// The scale weights get their gradient through the scaled endgame sum, and
// the float model scales as the evaluator does.
func TestScaleGradient(t *testing.T) {
	var s Set
	for _, fen := range []string{
		"8/5pk1/6p1/4b3/8/3B2P1/4PPKP/8 w - - 0 1",                         // opposite bishops, White a pawn up
		"2r5/5pk1/6p1/4b3/8/3B2P1/4PPKP/2R5 b - - 0 1",                     // and rooks
		"8/4k3/3b4/8/8/3K4/3R4/8 w - - 0 1",                                // KRvKB
		"8/4k3/3r4/4p3/8/2K5/3R4/8 b - - 0 1",                              // KRPvKR, Black ahead
		"8/4k3/8/8/8/3KB3/8/8 w - - 0 1",                                   // drawn: no gradient
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", // full scale
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		hand := eval.HandWeights()
		want := eval.EvaluateWith(&p, &hand)
		if p.SideToMove() == chess.Black {
			want = -want
		}
		if err := s.Add(&Record{Pos: p, Result: 0.5}); err != nil {
			t.Fatal(err)
		}
		if got, _, _ := s.eval(s.Len()-1, ParamsOf(&hand)); math.Abs(got-float64(want)) > 1 {
			t.Errorf("%s: model %v, evaluator %d", fen, got, want)
		}
	}
	s.target[0], s.target[2] = 1, 0.8
	hand := eval.HandWeights()
	p := ParamsOf(&hand)
	const k = 0.006
	var g Params
	s.lossGrad(p, k, 1, &g)
	for _, i := range []eval.Index{eval.ScaleOCB, eval.ScaleOCBPieces, eval.ScalePawnless, eval.ScaleOnePawn} {
		const h = 1e-3
		q := *p
		q[i][1] += h
		up := s.Loss(&q, k, 1)
		q[i][1] -= 2 * h
		down := s.Loss(&q, k, 1)
		fd := (up - down) / (2 * h)
		if g[i][1] == 0 || math.Abs(fd-g[i][1]) > 1e-4*math.Abs(g[i][1]) {
			t.Errorf("%v: gradient %g, finite difference %g", i, g[i][1], fd)
		}
	}
}

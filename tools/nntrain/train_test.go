package nntrain

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/tools/fit"
)

// materialData plays random games and scores each position by its
// material (100, 300, 300, 500, 900 from White's side), with results drawn
// from that score's expectation: a target a small network can learn.
func materialData(t testing.TB, games int, seed int64) string {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	values := map[chess.PieceType]int{chess.Pawn: 100, chess.Knight: 300, chess.Bishop: 300, chess.Rook: 500, chess.Queen: 900}
	var b strings.Builder
	b.WriteString(trainingdata.Header + "\n")
	for g := 0; g < games; g++ {
		p := chess.StartPosition()
		for ply := 0; ply < 80; ply++ {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			if ply < 8 || p.InCheck() {
				continue
			}
			score := 0
			for pt, v := range values {
				score += v * (p.Pieces(chess.White, pt).Count() - p.Pieces(chess.Black, pt).Count())
			}
			result := "0.5"
			if x := r.Float64(); x < 1/(1+math.Exp(-0.01*float64(score)))-0.2 {
				result = "1.0"
			} else if x > 1/(1+math.Exp(-0.01*float64(score)))+0.2 {
				result = "0.0"
			}
			fmt.Fprintf(&b, "%s | %d | %s\n", p.FEN(), score, result)
		}
		fmt.Fprintf(&b, "# game %d 80 plies\n", g)
	}
	return b.String()
}

func TestLoadSplitsByGame(t *testing.T) {
	text := materialData(t, 40, 1)
	var train, valid Data
	if err := Load(strings.NewReader(text), "m.txt", 10, &train, &valid); err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(text, "\n") - 1 - 40
	if train.Len()+valid.Len() != lines || valid.Len() == 0 || valid.Len() > lines/5 {
		t.Fatalf("%d + %d positions of %d lines", train.Len(), valid.Len(), lines)
	}
	// Side to move's view: a Black-to-move position's score is negated.
	for _, s := range train.samples[:50] {
		if s.n < 2 || s.n > 32 {
			t.Fatalf("%d pieces", s.n)
		}
	}
	err := Load(strings.NewReader(trainingdata.Header+"\nnot a position | 1 | 1.0\n"), "bad.txt", 10, &train, &valid)
	if err == nil || !strings.Contains(err.Error(), "bad.txt:2") {
		t.Errorf("malformed line: %v", err)
	}
}

// TestGradientIsTheLossSlope checks the analytic gradient against finite
// differences of the loss, for weights of every kind.
func TestGradientIsTheLossSlope(t *testing.T) {
	var d, none Data
	if err := Load(strings.NewReader(materialData(t, 2, 2)), "m", 0, &d, &none); err != nil {
		t.Fatal(err)
	}
	for _, kings := range []int{1, 4} {
		t.Run(fmt.Sprintf("kings %d", kings), func(t *testing.T) { testGradient(t, &d, kings) })
	}
}

// testGradient compares parameters' gradients with finite differences,
// with the king buckets of nnue.KingLayout(kings).
func testGradient(t *testing.T, d *Data, kings int) {
	layout, err := nnue.KingLayout(kings)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(8, 4, layout)
	m.init(3)
	for i := range m.ftb() {
		m.ftb()[i] = 0.3 // most hidden values inside (0, 1), where the slope is not zero
	}
	s := &d.samples[5]
	k, lambda := 0.006, 0.7
	sc := m.newScratch(true)
	m.lossGrad(s, k, lambda, sc)
	kb := int(layout[s.king[0]])
	f := kb*nnue.Inputs + int(s.feats[0][0]) // the column in the block of the king's bucket
	b := m.bucket(s)                         // the gradient reaches only this bucket's output weights
	cases := []int{f*m.h + 1, f*m.h + 5, m.ftbOffset() + 2, m.outOffset() + 2*m.h*b + 3, m.outOffset() + 2*m.h*b + m.h + 4, m.outbOffset() + b,
		m.outOffset() + 2*m.h*((b+1)%4) + 3, m.outbOffset() + (b+1)%4} // the last two: another bucket's, slope 0
	if kings > 1 {
		other := (kb+1)%kings*nnue.Inputs + int(s.feats[0][0]) // the same feature in another king bucket: slope 0
		cases = append(cases, other*m.h+1)
	}
	for _, i := range cases {
		old := m.params[i]
		const eps = 1e-3
		m.params[i] = old + eps
		up := m.lossGrad(s, k, lambda, m.newScratch(false))
		m.params[i] = old - eps
		down := m.lossGrad(s, k, lambda, m.newScratch(false))
		m.params[i] = old
		num := (up - down) / (2 * eps)
		if got := float64(sc.grad[i]); math.Abs(got-num) > 1e-3*math.Max(1e-4, math.Abs(num))+1e-6 {
			t.Errorf("parameter %d: gradient %.8g, finite difference %.8g", i, got, num)
		}
	}
}

// TestTrainLearnsMaterial trains a small network on material scores: the
// loss must fall, and the quantized network must score positions close to
// their material.
func TestTrainLearnsMaterial(t *testing.T) {
	var train, valid Data
	if err := Load(strings.NewReader(materialData(t, 400, 4)), "m", 10, &train, &valid); err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	net, rep, err := Train(&train, &valid, Config{Hidden: 16, Buckets: 2, Epochs: 12, Batch: 256, LR: 0.01, Schedule: "step", LRDrop: 0.3, DropAt: 9,
		Lambda: 0, K: 0.01, Threads: 2, Seed: 5, Log: &log, BestValid: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + log.String())
	if rep.ValidBest > rep.ValidStart/4 || rep.TrainEnd > rep.TrainStart/4 {
		t.Errorf("loss did not fall enough: train %.5f → %.5f, valid %.5f → %.5f", rep.TrainStart, rep.TrainEnd, rep.ValidStart, rep.ValidBest)
	}
	// The quantized network against the material of validation positions.
	var text strings.Builder
	text.WriteString(materialData(t, 20, 99))
	var test, none Data
	if err := Load(strings.NewReader(text.String()), "t", 0, &test, &none); err != nil {
		t.Fatal(err)
	}
	r := trainingdata.NewReader(strings.NewReader(text.String()))
	errSum, n := 0.0, 0
	for {
		e, err := r.Read()
		if err != nil {
			break
		}
		want := e.Score
		if e.Pos.SideToMove() == chess.Black {
			want = -want
		}
		if abs(want) > 300 {
			continue // where σ(K·cp) is flat, the loss does not care
		}
		got := net.EvaluatePosition(&e.Pos)
		errSum += math.Abs(float64(got - want))
		n++
	}
	if mean := errSum / float64(n); n < 100 || mean > 50 {
		t.Errorf("quantized network is %.0f cp from the material on average over %d positions", mean, n)
	}
}

func abs(x int) int { return max(x, -x) }

// TestLossesScoreANetwork: Losses gives a network file's losses exactly as
// the trainer measures a starting network's, and a trained network scores
// better than an untrained one on games neither saw.
func TestLossesScoreANetwork(t *testing.T) {
	var train, valid, unseen, none Data
	if err := Load(strings.NewReader(materialData(t, 200, 6)), "m", 10, &train, &valid); err != nil {
		t.Fatal(err)
	}
	if err := Load(strings.NewReader(materialData(t, 30, 7)), "u", 0, &unseen, &none); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Hidden: 16, Buckets: 2, Epochs: 0, Batch: 256, LR: 0.01, Lambda: 0.3, K: 0.01, Threads: 2, Seed: 8}
	untrained, _, err := Train(&train, &valid, cfg) // random weights, quantized
	if err != nil {
		t.Fatal(err)
	}
	cfg.Epochs = 6
	trained, _, err := Train(&train, &valid, cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Epochs, cfg.Init = 0, trained
	_, rep, err := Train(&train, &unseen, cfg)
	if err != nil {
		t.Fatal(err)
	}
	toTarget, toResult := Losses(trained, &unseen, cfg.K, cfg.Lambda, cfg.Threads)
	if toTarget != rep.ValidStart {
		t.Errorf("Losses %.8f, the trainer's validation loss of the same network %.8f", toTarget, rep.ValidStart)
	}
	before, beforeResult := Losses(untrained, &unseen, cfg.K, cfg.Lambda, cfg.Threads)
	if !(toTarget < before/2) || !(toResult < beforeResult) {
		t.Errorf("on unseen games the trained network scores %.5f (results %.5f), the untrained %.5f (%.5f)", toTarget, toResult, before, beforeResult)
	}
	if a, b := Losses(trained, &none, cfg.K, cfg.Lambda, 1); !math.IsNaN(a) || !math.IsNaN(b) {
		t.Errorf("no positions: %v %v, want NaN", a, b)
	}
}

// TestQuantizedMatchesFloat: the integer network scores as its float
// weights do, to within the rounding of its weights (about 1/510 for each
// of the ~32 first-layer weights a hidden value sums, 1/128 for each output
// weight): a few centipawns on average.
func TestQuantizedMatchesFloat(t *testing.T) {
	var d, none Data
	if err := Load(strings.NewReader(materialData(t, 5, 6)), "m", 0, &d, &none); err != nil {
		t.Fatal(err)
	}
	for _, kings := range []int{1, 4} {
		t.Run(fmt.Sprintf("kings %d", kings), func(t *testing.T) { testQuantized(t, &d, kings) })
	}
}

// testQuantized checks the quantized network of random float weights with
// the king buckets of nnue.KingLayout(kings) against the floats.
func testQuantized(t *testing.T, d *Data, kings int) {
	layout, err := nnue.KingLayout(kings)
	if err != nil {
		t.Fatal(err)
	}
	m := newModel(32, 8, layout)
	m.init(7)
	r := rand.New(rand.NewSource(8))
	for i := range m.ft() {
		m.ft()[i] = (2*r.Float32() - 1) * 0.3 // as trained weights grow
	}
	for i := range m.ftb() {
		m.ftb()[i] = r.Float32() * 0.5
	}
	for i := range m.out() {
		m.out()[i] = (2*r.Float32() - 1) * 0.3
	}
	for i := range m.outb() {
		m.outb()[i] = 0.1 * float32(i)
	}
	net := m.quantize()
	text := materialData(t, 5, 6)
	rd := trainingdata.NewReader(strings.NewReader(text))
	sc := m.newScratch(false)
	sum, n := 0.0, 0
	for i := 0; ; i++ {
		e, err := rd.Read()
		if err != nil {
			break
		}
		want := float64(m.forward(&d.samples[i], sc)) * 400
		diff := math.Abs(float64(net.EvaluatePosition(&e.Pos)) - want)
		if diff > 40 {
			t.Fatalf("%s: quantized %d, float %.1f", e.Pos.FEN(), net.EvaluatePosition(&e.Pos), want)
		}
		sum += diff
		n++
	}
	if mean := sum / float64(n); n < 100 || mean > 8 {
		t.Errorf("quantized and float networks differ by %.1f cp on average over %d positions", mean, n)
	}
}

// BenchmarkTrain times the training's work of a batch (the gradient on two
// goroutines, then the Adam step) at the default batch size, for the widths
// worth measuring: H 64 (the networks so far), 256 and 512.
//
//	go test ./tools/nntrain -run '^$' -bench 'Train|Step' -benchtime 40x -count 5
func BenchmarkTrain(b *testing.B) {
	var d, none Data
	if err := Load(strings.NewReader(materialData(b, 60, 9)), "m", 0, &d, &none); err != nil {
		b.Fatal(err)
	}
	for _, h := range []int{64, 256, 512} {
		b.Run(fmt.Sprintf("H%d", h), func(b *testing.B) { benchTrain(b, &d, h) })
	}
}

// benchTrain makes b.N Adam steps of DefaultBatch positions with a network
// of width h.
func benchTrain(b *testing.B, d *Data, h int) {
	m := newModel(h, 8, [64]byte{})
	m.init(1)
	opt := fit.NewAdam[float32](len(m.params))
	scr := []*scratch{m.newScratch(true), m.newScratch(true)}
	order := make([]int32, DefaultBatch)
	done := 0
	b.ResetTimer()
	for range b.N {
		for i := range order {
			order[i] = int32((done + i) % d.Len())
		}
		m.batchGrad(d, order, 0.006, 0.3, scr)
		m.step(opt, scr, 0.001, 0.01, 1.0/DefaultBatch)
		done += len(order)
	}
	b.ReportMetric(float64(done)/b.Elapsed().Seconds(), "positions/s")
}

// TestThreadsAgree: the gradient split over goroutines is the gradient of
// one, whatever is left for the last batch of an epoch (here a single
// position, fewer than the goroutines): the runs end at the same loss but
// for the order of float additions.
func TestThreadsAgree(t *testing.T) {
	var train, valid Data
	if err := Load(strings.NewReader(materialData(t, 40, 11)), "m", 10, &train, &valid); err != nil {
		t.Fatal(err)
	}
	batch := (train.Len() - 1) / 3 // three full batches and one of a single position
	if (train.Len()-1)%3 != 0 {
		batch = train.Len() - 1
	}
	var loss [2]float64
	for i, threads := range []int{1, 3} {
		_, rep, err := Train(&train, &valid, Config{Hidden: 8, Buckets: 2, Epochs: 3, Batch: batch, LR: 0.01, Schedule: "cosine",
			Warmup: 2, Decay: 0.1, Lambda: 0.5, K: 0.01, Threads: threads, Seed: 12})
		if err != nil {
			t.Fatal(err)
		}
		loss[i] = rep.TrainEnd
	}
	if math.Abs(loss[0]-loss[1]) > 1e-5*loss[0] {
		t.Errorf("training loss %.8f on one goroutine, %.8f on three", loss[0], loss[1])
	}
}

// TestDecayShrinksWeights: with weight decay the trained weights are smaller
// (the biases are not decayed), and Train refuses a bad schedule or decay.
func TestDecayShrinksWeights(t *testing.T) {
	var train, valid Data
	if err := Load(strings.NewReader(materialData(t, 60, 13)), "m", 10, &train, &valid); err != nil {
		t.Fatal(err)
	}
	norm := func(decay float64) float64 {
		net, _, err := Train(&train, &valid, Config{Hidden: 8, Buckets: 1, Epochs: 4, Batch: 128, LR: 0.01, Schedule: "constant",
			Decay: decay, Lambda: 0, K: 0.01, Threads: 2, Seed: 14})
		if err != nil {
			t.Fatal(err)
		}
		s := 0.0
		for _, w := range net.FT {
			s += float64(w) * float64(w)
		}
		return math.Sqrt(s)
	}
	if plain, decayed := norm(0), norm(20); !(decayed < 0.8*plain) {
		t.Errorf("first-layer norm %.0f with decay 20, %.0f without", decayed, plain)
	}
	for _, cfg := range []Config{{Schedule: "linear"}, {Schedule: "step", LRDrop: 0}, {Schedule: "cosine", Floor: 2}, {Decay: -1}, {Warmup: -1}} {
		cfg.Hidden, cfg.Buckets, cfg.Epochs, cfg.Batch, cfg.LR = 4, 1, 1, 64, 0.01
		if _, _, err := Train(&train, &valid, cfg); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
}

// The step schedule drops at epoch DropAt, or in the last quarter.
func TestScheduleDropAt(t *testing.T) {
	for _, tc := range []struct{ epochs, dropAt, want int }{
		{8, 0, 6 * 10}, // epoch 7 of 8: 8·3/4+1
		{20, 0, 15 * 10},
		{1, 0, 0},
		{8, 3, 2 * 10},
		{8, 1, 0},
	} {
		cfg := Config{Epochs: tc.epochs, Schedule: "step", DropAt: tc.dropAt, LRDrop: 0.5}
		if s := cfg.schedule(10); s.DropAt != tc.want {
			t.Errorf("%d epochs, DropAt %d: drops at step %d, want %d", tc.epochs, tc.dropAt, s.DropAt, tc.want)
		}
	}
}

// loadN6 returns n6-h64, a 64-wide network without king buckets (the embedded
// default until n13k-h256), the network the growing tests start from.
func loadN6(t *testing.T) *nnue.Network {
	t.Helper()
	n, err := nnue.Load("../../data/nnue/n6-h64.nnue")
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestGrowPlaysAsTheSmallOne: the 64-wide n6-h64 grown to 256 (its
// columns copied, the new ones random with output weights 0), quantized,
// evaluates every position of random games as the small one does; Train
// from it with no epoch returns it; and a step of training moves the new
// units' output weights off 0.
func TestGrowPlaysAsTheSmallOne(t *testing.T) {
	small := loadN6(t)
	const wide = 256
	m := newModel(wide, small.Buckets, [64]byte{})
	m.grow(small, 1)
	grown := m.quantize()
	newFT := 0
	for f := range nnue.Inputs {
		for j := small.Hidden; j < wide; j++ {
			if grown.FT[f*wide+j] != 0 {
				newFT++
			}
		}
	}
	if newFT < nnue.Inputs*(wide-small.Hidden)/2 {
		t.Errorf("%d of the new units' first-layer weights are not 0: they should start small and random", newFT)
	}
	r := rand.New(rand.NewSource(2))
	n := 0
	for range 20 {
		p := chess.StartPosition()
		for range 120 {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			if a, b := small.EvaluatePosition(&p), grown.EvaluatePosition(&p); a != b {
				t.Fatalf("%s: the small network %d, grown %d", p.FEN(), a, b)
			}
			n++
		}
	}
	if n < 1000 {
		t.Fatalf("%d positions compared", n)
	}

	var d, none Data
	if err := Load(strings.NewReader(materialData(t, 6, 3)), "m", 0, &d, &none); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Hidden: wide, Buckets: small.Buckets, Epochs: 0, Batch: 256, LR: 0.001, K: 0.006, Threads: 2, Seed: 1, Init: small}
	net, _, err := Train(&d, &none, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(net.FT, grown.FT) || !slices.Equal(net.Out, grown.Out) || !slices.Equal(net.OutB, grown.OutB) || !slices.Equal(net.FTBias, grown.FTBias) {
		t.Error("Train with no epoch does not return the grown network")
	}
	cfg.Epochs, cfg.LR = 1, 0.05 // Adam's steps of 0.05 are 3 in the quantized output weights
	net, _, err = Train(&d, &none, cfg)
	if err != nil {
		t.Fatal(err)
	}
	moved := 0
	for k := range net.Buckets {
		for v := range 2 {
			for j := small.Hidden; j < wide; j++ {
				if net.Out[(2*k+v)*wide+j] != 0 {
					moved++
				}
			}
		}
	}
	if moved == 0 {
		t.Error("an epoch left every new unit's output weight at 0: they cannot learn")
	}
	cfg.Hidden, cfg.Epochs = small.Hidden/2, 0
	if _, _, err := Train(&d, &none, cfg); err == nil || !strings.Contains(err.Error(), "width of at most 32") {
		t.Errorf("a starting network wider than -hidden: %v", err)
	}
}

// BenchmarkStep times step alone, the per-batch work that does not shrink
// with the batch (summing the goroutines' gradients, Adam, clipping), at H
// 256 and 512: set against BenchmarkTrain's time a batch, its share.
//
//	go test ./tools/nntrain -run '^$' -bench 'Train|Step' -benchtime 40x -count 5
//
// TestGrowKingBuckets: n6-h64 started with four king buckets
// and grown to 128 wide evaluates every position of random games as it
// does, a king crossing between buckets or not; a network with king buckets
// continues only with the same ones.
func TestGrowKingBuckets(t *testing.T) {
	small := loadN6(t)
	layout, _ := nnue.KingLayout(4)
	m := newModel(128, small.Buckets, layout)
	m.grow(small, 1)
	grown := m.quantize()
	if grown.Kings != 4 {
		t.Fatalf("%d king buckets", grown.Kings)
	}
	r := rand.New(rand.NewSource(3))
	for range 20 {
		p := chess.StartPosition()
		for range 150 {
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.MakeMove(ms[r.Intn(len(ms))])
			if a, b := small.EvaluatePosition(&p), grown.EvaluatePosition(&p); a != b {
				t.Fatalf("%s: the network %d, with king buckets %d", p.FEN(), a, b)
			}
		}
	}
	var d, none Data
	if err := Load(strings.NewReader(materialData(t, 2, 3)), "m", 0, &d, &none); err != nil {
		t.Fatal(err)
	}
	two, _ := nnue.KingLayout(2)
	for _, c := range []struct {
		init    *nnue.Network
		kingMap [64]byte
	}{{grown, two}, {grown, [64]byte{}}} {
		cfg := Config{Hidden: 128, Buckets: small.Buckets, KingMap: c.kingMap, Epochs: 0, Batch: 256, Threads: 1, Init: c.init}
		if _, _, err := Train(&d, &none, cfg); err == nil || !strings.Contains(err.Error(), "king buckets") {
			t.Errorf("continued with other king buckets: %v", err)
		}
	}
	bad := layout
	bad[0] = 9
	if _, _, err := Train(&d, &none, Config{Hidden: 8, Buckets: 1, KingMap: bad, Batch: 256}); err == nil || !strings.Contains(err.Error(), "no square") {
		t.Errorf("a king map with unused buckets: %v", err)
	}
}

func BenchmarkStep(b *testing.B) {
	for _, h := range []int{256, 512} {
		b.Run(fmt.Sprintf("H%d", h), func(b *testing.B) {
			m := newModel(h, 8, [64]byte{})
			m.init(1)
			opt := fit.NewAdam[float32](len(m.params))
			scr := []*scratch{m.newScratch(true), m.newScratch(true)}
			for range b.N {
				m.step(opt, scr, 0.001, 0.01, 1.0/DefaultBatch)
			}
		})
	}
}

// TestTrainDiverges: a learning rate far too high trains to NaN; Train
// stops with ErrDiverged, gives no network and calls OnBest for no epoch
// after the divergence (issue 43: -lr 1e300 wrote the network, exit 0).
func TestTrainDiverges(t *testing.T) {
	var train, none Data
	if err := Load(strings.NewReader(materialData(t, 200, 4)), "m", 0, &train, &none); err != nil {
		t.Fatal(err)
	}
	for _, lr := range []float64{1e300, math.Inf(1)} {
		best := 0
		net, _, err := Train(&train, &none, Config{Hidden: 8, Buckets: 2, Epochs: 3, Batch: 64, LR: lr, Schedule: "constant", K: 0.01, Threads: 2, Seed: 5,
			OnBest: func(*nnue.Network, int) error { best++; return nil }})
		if !errors.Is(err, ErrDiverged) || net != nil || best != 0 {
			t.Errorf("LR %v: %v, network %v, OnBest called %d times; want ErrDiverged at the first epoch and nothing", lr, err, net != nil, best)
		}
	}
}

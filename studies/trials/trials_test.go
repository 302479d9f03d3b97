package trials

import (
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/mailbox"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// allKinds is every mailbox level and the bitboard board.
func allKinds() []Kind {
	var ks []Kind
	for l := mailbox.Level(0); l < mailbox.NumLevels; l++ {
		ks = append(ks, Mailbox(l))
	}
	return append(ks, Bitboard)
}

// agree runs every board on fen to depth and fails on any difference in
// node counts, scores, PVs or statistics.
func agree(t *testing.T, fen string, depth int) Result {
	t.Helper()
	return agreeWith(t, fen, Options{Depth: depth})
}

func agreeWith(t *testing.T, fen string, opt Options) Result {
	t.Helper()
	return agreeKinds(t, fen, opt, allKinds())
}

// agreeKinds is agreeWith on the given boards.
func agreeKinds(t *testing.T, fen string, opt Options, kinds []Kind) Result {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var ref Result
	for i, k := range kinds {
		r, err := RunWith(&p, k, opt, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			if len(r.Iterations) == 0 {
				t.Fatalf("%s: %s searched no iteration", fen, k)
			}
			ref = r
			continue
		}
		// The comparison below goes depth by depth: one run cannot stop
		// short of the other.
		if len(r.Iterations) != len(ref.Iterations) {
			t.Fatalf("%s: %s searched %d iterations, %s %d", fen, ref.Kind, len(ref.Iterations), k, len(r.Iterations))
		}
		for d := range ref.Iterations {
			a, b := ref.Iterations[d], r.Iterations[d]
			if a.Nodes != b.Nodes || a.Score != b.Score || !slices.Equal(a.PV, b.PV) {
				t.Fatalf("%s depth %d: %s gives %d nodes, score %d, PV %v; %s gives %d, %d, %v",
					fen, a.Depth, ref.Kind, a.Nodes, a.Score, a.PV, k, b.Nodes, b.Score, b.PV)
			}
		}
		if r.Stats != ref.Stats {
			t.Fatalf("%s: statistics of %s %+v differ from %s %+v", fen, k, r.Stats, ref.Kind, ref.Stats)
		}
	}
	return ref
}

// TestKiwipete checks that every board searches the same tree on the
// thread's position, and pins that tree: these numbers are the fingerprint
// of the model engine (evaluation, move order, pruning). A change to any of
// them is a change of the experiment and must update docs/PERFORMANCE.md.
func TestKiwipete(t *testing.T) {
	depth := 6
	if testing.Short() {
		depth = 5
	}
	r := agree(t, kiwipete, depth)
	want := []struct {
		nodes uint64
		score int32
		pv    string
	}{
		{1064, -3, "e2a6 b4c3 b2c3 e6d5"},
		{2164, -3, "e2a6 b4c3 b2c3 e6d5"},
		{7602, -18, "e2a6 e6d5 e4d5 b4c3"},
		{21728, -18, "e2a6 e6d5 e4d5 b4c3"},
		{91739, -21, "e2a6 e6d5 a6b7 b4c3 b7a8 c3d2"},
		{371113, -21, "e2a6 e6d5 a6b7 b4c3 b7a8 c3d2"},
	}
	if len(r.Iterations) != depth {
		t.Fatalf("%d iterations, want %d", len(r.Iterations), depth)
	}
	for i, it := range r.Iterations {
		w := want[i]
		if it.Nodes != w.nodes || it.Score != w.score || strings.Join(it.PV, " ") != w.pv {
			t.Errorf("depth %d: %d nodes, score %d, PV %s; want %d, %d, %s",
				it.Depth, it.Nodes, it.Score, strings.Join(it.PV, " "), w.nodes, w.score, w.pv)
		}
	}
}

// TestPerftSuitePositions runs every board on positions of the perft suites
// in data/perft (every position of perftsuite.epd and cpw_perft.epd,
// every eighth of chess960_perft.epd) and requires identical trees.
func TestPerftSuitePositions(t *testing.T) {
	depth := 4
	if testing.Short() {
		depth = 3
	}
	var fens []string
	for _, file := range []string{"cpw_perft.epd", "perftsuite.epd", "chess960_perft.epd"} {
		suite, err := perftsuite.Load("../../data/perft/" + file)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range suite {
			if file != "chess960_perft.epd" || i%8 == 0 {
				fens = append(fens, r.Position.FEN())
			}
		}
	}
	if len(fens) != 7+84+80 {
		t.Fatalf("%d positions, want 171", len(fens))
	}
	for i, fen := range fens {
		agree(t, fen, depth)
		if i%3 == 0 {
			agreeWith(t, fen, Options{Depth: depth + 1, NullMove: true})
		}
	}
	t.Logf("%d positions agree at depth %d", len(fens), depth)
}

// TestKiwipeteNullMove checks the boards agree with null-move pruning too,
// and that it gives the thread's shape of tree: almost all quiescence.
func TestKiwipeteNullMove(t *testing.T) {
	depth := 7
	if testing.Short() {
		depth = 5
	}
	r := agreeWith(t, kiwipete, Options{Depth: depth, NullMove: true})
	if r.Stats.Nodes != map[int]uint64{5: 210162, 7: 1247421}[depth] {
		t.Errorf("depth %d: %d nodes with null move", depth, r.Stats.Nodes)
	}
	if qs := float64(r.Stats.QS) / float64(r.Stats.Nodes); qs < 0.85 {
		t.Errorf("QS share %.2f with null move, want the thread's 0.9 or so", qs)
	}
	t.Logf("depth %d: %d nodes, %d QS", depth, r.Stats.Nodes, r.Stats.QS)
}

// TestVariants checks that the thread's variants (its direction order, the
// leaper lists, the incremental key) search the tree of today's boards, on
// Kiwipete with and without null move and on positions of the perft suites:
// the node counts the thread's order gives are today's.
func TestVariants(t *testing.T) {
	depth := 5
	if testing.Short() {
		depth = 4
	}
	kinds := append(Variants(), Bitboard)
	r := agreeKinds(t, kiwipete, Options{Depth: depth}, kinds)
	if want := map[int]uint64{4: 21728, 5: 91739}[depth]; r.Stats.Nodes != want {
		t.Errorf("Kiwipete depth %d: %d nodes, want %d (TestKiwipete)", depth, r.Stats.Nodes, want)
	}
	agreeKinds(t, kiwipete, Options{Depth: depth, NullMove: true}, kinds)
	suite, err := perftsuite.Load("../../data/perft/perftsuite.epd")
	if err != nil {
		t.Fatal(err)
	}
	for i, rec := range suite {
		if i%12 == 0 {
			agreeKinds(t, rec.Position.FEN(), Options{Depth: 3}, kinds)
		}
	}
}

func TestParseKind(t *testing.T) {
	for _, k := range append(allKinds(), Variants()...) {
		got, err := ParseKind(k.String())
		if err != nil || got != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.String(), got, err)
		}
	}
	if k, err := ParseKind("mailbox:2"); err != nil || k != Mailbox(mailbox.Neighbors) {
		t.Errorf("ParseKind(mailbox:2) = %v, %v", k, err)
	}
	if k, err := ParseKind("mailbox"); err != nil || k != BestMailbox {
		t.Errorf("ParseKind(mailbox) = %v, %v", k, err)
	}
	if k, err := ParseKind("mailbox:3+key+thread"); err != nil || k != (Kind{Level: mailbox.DirLists, Opt: mailbox.Options{Order: mailbox.Thread, Key: true}}) {
		t.Errorf("ParseKind(mailbox:3+key+thread) = %v, %v", k, err)
	}
	for _, bad := range []string{"", "Mailbox", "mailbox:", "mailbox:9", "mailbox:x", "bitboards",
		"mailbox:scan+leapers", "mailbox:lazy+leapers", "mailbox:lazy+", "mailbox:lazy+Thread", "mailbox:+key"} {
		if _, err := ParseKind(bad); err == nil {
			t.Errorf("ParseKind(%q) accepted", bad)
		}
	}
}

func TestRunErrors(t *testing.T) {
	p := chess.StartPosition()
	for _, d := range []int{0, -1, MaxDepth + 1} {
		if _, err := Run(&p, Bitboard, d, nil); err == nil {
			t.Errorf("Run depth %d accepted", d)
		}
	}
	if _, err := Run(&p, Mailbox(mailbox.NumLevels), 1, nil); err == nil {
		t.Error("Run with a level out of range accepted")
	}
}

// TestMate checks the king-capture rule: a mated side scores -Inf.
func TestMate(t *testing.T) {
	p, _ := chess.ParseFEN("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
	for _, k := range allKinds() {
		r, err := Run(&p, k, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s := r.Iterations[1].Score; s != -8000 {
			t.Errorf("%s: mated side scores %d, want -8000", k, s)
		}
	}
}

func FuzzParseKind(f *testing.F) {
	for _, s := range []string{"bitboard", "mailbox", "mailbox:lazy", "mailbox:3", "mailbox:", "x", "mailbox:dirlists+thread+leapers+key"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := ParseKind(s)
		if err != nil {
			if !strings.Contains(err.Error(), "trials:") {
				t.Fatalf("error without context: %v", err)
			}
			return
		}
		back, err := ParseKind(k.String())
		if err != nil || back != k {
			t.Fatalf("%q: round trip %v -> %q -> %v, %v", s, k, k.String(), back, err)
		}
	})
}

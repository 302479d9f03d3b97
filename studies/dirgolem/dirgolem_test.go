package dirgolem

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/perftsuite"
)

// The perft suites of data/perft (see its README for sources: the CPW
// "Perft Results" page, the classic perftsuite.epd, the Chess960 suite).
const perftDir = "../../data/perft/"

var suiteFiles = []string{perftDir + "cpw_perft.epd", perftDir + "perftsuite.epd", perftDir + "chess960_perft.epd"}

func suitePositions(t testing.TB) []chess.Position {
	t.Helper()
	ps, err := perftsuite.LoadPositions(suiteFiles...)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 {
		t.Fatalf("no positions in %v: the move-set tests would compare nothing", suiteFiles)
	}
	return ps
}

func mustFEN(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sameMoveSet compares DirGolem's moves with the main generator's as sets,
// and checks Count against the list and that no move repeats.
func sameMoveSet(t *testing.T, p *chess.Position, context string) bool {
	t.Helper()
	var bufA, bufB [chess.MaxMoves]chess.Move
	want := p.LegalMoves(bufA[:0])
	var tg Targets
	Generate(p, &tg)
	got := tg.AppendMoves(p, bufB[:0])
	if tg.Count() != len(got) {
		t.Errorf("%s: %s: Count %d, AppendMoves gave %d moves", context, p.FEN(), tg.Count(), len(got))
		return false
	}
	slices.Sort(want)
	slices.Sort(got)
	if slices.Equal(want, got) {
		return true
	}
	var missing, extra []string
	for _, m := range want {
		if _, found := slices.BinarySearch(got, m); !found {
			missing = append(missing, p.UCI(m)+verdict(p, m))
		}
	}
	for i, m := range got {
		if _, found := slices.BinarySearch(want, m); !found || (i > 0 && got[i-1] == m) {
			extra = append(extra, p.UCI(m)+verdict(p, m))
		}
	}
	t.Errorf("%s: %s: DirGolem misses %v, has extra or repeated %v", context, p.FEN(), missing, extra)
	return false
}

// verdict is a third opinion on a move the two generators disagree on: it
// makes the move and looks whether the mover's king is attacked afterwards.
// (It cannot judge castling through attacked squares, only the end.)
func verdict(p *chess.Position, m chess.Move) string {
	c := *p
	us := c.SideToMove()
	c.MakeMove(m)
	if c.IsAttacked(c.KingSquare(us), us.Other()) {
		return " (illegal: leaves the king attacked)"
	}
	return " (leaves the king safe)"
}

// TestMoveSetsSuitePositions compares the move sets on every position of the
// three perft suites and on every position one and two plies below them.
func TestMoveSetsSuitePositions(t *testing.T) {
	positions := 0
	for _, p := range suitePositions(t) {
		positions++
		if !sameMoveSet(t, &p, "suite") {
			continue
		}
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.MakeMove(m)
			positions++
			if !sameMoveSet(t, &c, "suite +"+p.UCI(m)) {
				break
			}
			for _, m2 := range c.LegalMoves(nil) {
				g := c
				g.MakeMove(m2)
				positions++
				if !sameMoveSet(t, &g, "suite +"+p.UCI(m)+" "+c.UCI(m2)) {
					break
				}
			}
		}
	}
	if suites := len(suitePositions(t)); positions <= suites {
		t.Fatalf("%d positions compared, no more than the %d suite positions: none below them", positions, suites)
	}
	t.Logf("%d positions compared", positions)
}

// TestMoveSetsRandomGames plays random games from the start position and
// every suite position, comparing the move sets at every ply.
func TestMoveSetsRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	starts := append([]chess.Position{chess.StartPosition()}, suitePositions(t)...)
	games, plies := 3, 200
	if testing.Short() {
		games = 1
	}
	positions := 0
	for _, start := range starts {
		for range games {
			p := start
			for range plies {
				positions++
				if !sameMoveSet(t, &p, "random game from "+start.FEN()) {
					break
				}
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.MakeMove(moves[rng.IntN(len(moves))])
			}
		}
	}
	if positions < len(starts)*games {
		t.Fatalf("%d positions compared, fewer than the %d games", positions, len(starts)*games)
	}
	t.Logf("%d positions compared", positions)
}

// TestPerftSuites checks DirGolem's perft against every count of the three
// suites up to a node budget per entry (the CLI checks them all).
func TestPerftSuites(t *testing.T) {
	budget := uint64(400_000)
	if testing.Short() {
		budget = 100_000
	}
	for _, path := range suiteFiles {
		res := perftsuite.Test(t, path, Perft, perftsuite.Limits{MaxDepth: 7, MaxNodes: budget})
		t.Logf("%s: %d counts checked", path, res.Checked)
	}
}

// TestPhaseOneSets checks the phase-one sets on hand-drawn positions: the
// three cases of the page's "Opposite Ray-Directions" (no, one and two pieces
// between a black rook and the white king), the x-rayed king, the check
// masks.
func TestPhaseOneSets(t *testing.T) {
	// No obstruction: the rook on b1 checks the king on g1. The in-between
	// set is c1–f1, all empty: the squares that block the check.
	p := mustFEN(t, "4k3/8/8/8/8/8/8/1r4K1 w - - 0 1")
	var tg Targets
	Generate(&p, &tg)
	wantInBetween := bitboard.MustParseDiagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . 1 1 1 1 . .`)
	if tg.InBetween[Horizontal] != wantInBetween {
		t.Errorf("no obstruction: horizontal in-between\n%v\nwant\n%v", tg.InBetween[Horizontal], wantInBetween)
	}
	if tg.Checkers != bitboard.B1.Bitboard() {
		t.Errorf("checkers\n%v\nwant b1", tg.Checkers)
	}
	// The king is x-rayed: the rook attacks h1 behind it, so Kh1 is illegal.
	if !tg.EnemyAttacks.Has(bitboard.H1) {
		t.Errorf("x-ray: h1 should be attacked through the king\n%v", tg.EnemyAttacks)
	}
	// Single check: non-king moves go to the checker or c1–f1 (none here).
	if tg.Evasions != wantInBetween|bitboard.B1.Bitboard() {
		t.Errorf("evasion mask\n%v", tg.Evasions)
	}
	wantKing := bitboard.Of(bitboard.F2, bitboard.G2, bitboard.H2)
	if got := tg.All(); got != wantKing {
		t.Errorf("king targets\n%v\nwant\n%v", got, wantKing)
	}

	// One piece between: a white knight on e1 is pinned, a black one would
	// be a possible discovered checker.
	p = mustFEN(t, "4k3/8/8/8/8/8/8/1r2N1K1 w - - 0 1")
	Generate(&p, &tg)
	if tg.InBetween[Horizontal] != bitboard.E1.Bitboard() || tg.Pinned != bitboard.E1.Bitboard() {
		t.Errorf("one piece: in-between\n%v\npinned\n%v\nwant e1", tg.InBetween[Horizontal], tg.Pinned)
	}
	if tg.Evasions != ^p.ByColor(chess.White) {
		t.Errorf("not in check: evasion mask should be all but own pieces\n%v", tg.Evasions)
	}
	p = mustFEN(t, "4k3/8/8/8/8/8/8/1r2n1K1 w - - 0 1")
	Generate(&p, &tg)
	if tg.InBetween[Horizontal] != bitboard.E1.Bitboard() || tg.Pinned != 0 {
		t.Errorf("enemy piece between: in-between\n%v\npinned\n%v", tg.InBetween[Horizontal], tg.Pinned)
	}

	// Two pieces between: the intersection is empty.
	p = mustFEN(t, "4k3/8/8/8/8/8/8/1r1NN1K1 w - - 0 1")
	Generate(&p, &tg)
	if tg.InBetween[Horizontal] != 0 || tg.Pinned != 0 {
		t.Errorf("two pieces: in-between\n%v", tg.InBetween[Horizontal])
	}

	// Double check (rook e8 and knight f3 on the king on e1): the mask is
	// empty, only the king moves.
	p = mustFEN(t, "4r1k1/8/8/8/8/5n2/8/4K3 w - - 0 1")
	Generate(&p, &tg)
	if tg.Evasions != 0 || tg.Checkers != bitboard.Of(bitboard.E8, bitboard.F3) {
		t.Errorf("double check: mask\n%v\ncheckers\n%v", tg.Evasions, tg.Checkers)
	}
	// Double check with a checker on h8 (the wrap-around of the signed trick).
	p = mustFEN(t, "3k3r/8/8/8/8/6n1/8/7K w - - 0 1")
	Generate(&p, &tg)
	if tg.Evasions != 0 || tg.Checkers != bitboard.Of(bitboard.H8, bitboard.G3) {
		t.Errorf("double check with h8: mask\n%v\ncheckers\n%v", tg.Evasions, tg.Checkers)
	}
	// Single check of a king on h8 (the signed trick's other edge).
	p = mustFEN(t, "7k/8/8/8/8/8/8/K6R b - - 0 1")
	Generate(&p, &tg)
	if tg.Checkers != bitboard.H1.Bitboard() || tg.Evasions != bitboard.FileHBB&^bitboard.H8.Bitboard() {
		t.Errorf("king on h8 in check: mask\n%v", tg.Evasions)
	}
}

// TestTargetSets checks whole target sets of a position against diagrams.
func TestTargetSets(t *testing.T) {
	// White: rook a1 and king e1 (may castle long); the bishop c3 pins the
	// pawn d2 on the diagonal, so d2 may capture the bishop but not push.
	p := mustFEN(t, "4k3/8/8/8/8/2b5/3P4/R3K3 w Q - 0 1")
	var tg Targets
	Generate(&p, &tg)
	if tg.Pinned != bitboard.D2.Bitboard() {
		t.Fatalf("pinned\n%v\nwant d2", tg.Pinned)
	}
	if tg.To[North] != bitboard.Of(bitboard.A2, bitboard.A3, bitboard.A4, bitboard.A5, bitboard.A6, bitboard.A7, bitboard.A8, bitboard.E2) {
		t.Errorf("north: rook a1 up the file and king e2, no pawn push\n%v", tg.To[North])
	}
	if tg.To[NorthWest] != bitboard.C3.Bitboard() {
		t.Errorf("north-west: the pinned pawn takes c3 along its pin line\n%v", tg.To[NorthWest])
	}
	// West: the king to d1; castling shows as the king onto a1.
	wantWest := bitboard.Of(bitboard.D1, bitboard.A1)
	if tg.To[West] != wantWest {
		t.Errorf("west: king to d1 and castling onto a1\n%v\nwant\n%v", tg.To[West], wantWest)
	}
	moves := tg.AppendMoves(&p, nil)
	if !slices.Contains(moves, chess.NewCastling(bitboard.E1, bitboard.A1)) {
		t.Errorf("castling e1a1 missing from %v", moves)
	}
}

func TestDir(t *testing.T) {
	for d := Dir(0); d < NumDirs; d++ {
		if d.String() == "" {
			t.Errorf("Dir(%d) has no name", d)
		}
		if d.IsKnight() != (d >= 8) {
			t.Errorf("%v.IsKnight() = %v", d, d.IsKnight())
		}
	}
	if North.Delta() != 8 || SouthEast.Delta() != -7 || NoNoEa.Delta() != 17 || SoSoWe.Delta() != -17 {
		t.Error("wrong deltas")
	}
	if LineOf(bitboard.DirSouth) != Vertical || LineOf(bitboard.DirSouthWest) != Diagonal ||
		LineOf(bitboard.DirWest) != Horizontal || LineOf(bitboard.DirSouthEast) != AntiDiagonal {
		t.Error("wrong lines")
	}
	// Every knight target comes from its knight shift.
	for d := NoNoEa; d < NumDirs; d++ {
		from := bitboard.D4
		to := bitboard.Square(int(from) + d.Delta())
		if !from.Bitboard().KnightAttacks().Has(to) {
			t.Errorf("%v: d4%+d = %v is no knight target", d, d.Delta(), to)
		}
	}
}

func TestNoKing(t *testing.T) {
	var p chess.Position
	var tg Targets
	Generate(&p, &tg)
	if tg.Count() != 0 || Perft(&p, 3) != 0 {
		t.Error("a position without a king has moves")
	}
}

func TestGenerateAllocatesNothing(t *testing.T) {
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	var buf [chess.MaxMoves]chess.Move
	allocs := testing.AllocsPerRun(100, func() {
		_ = LegalMoves(&p, buf[:0])
		_ = Perft(&p, 2)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}

// TestTrickyPositions checks perft counts of positions made to trip the
// special cases, with counts from Stockfish 15.1 ("go perft N", UCI_Chess960
// on), independent of package chess.
func TestTrickyPositions(t *testing.T) {
	for _, c := range []struct {
		fen    string
		counts []uint64 // perft 1, 2, 3, 4
		why    string
	}{
		{"Brkr3b/p2p1np1/1p3pn1/2N1p2p/4P1P1/8/1PPP1P1P/qRK1R1Q1 w EBb - 0 17", []uint64{32, 885, 26729, 774748},
			"Chess960: the king stays on c1 and the rook b1 shields it from the queen a1; castling would uncover check"},
		{"4k3/8/8/8/8/8/8/rR2K3 w B - 0 1", []uint64{8, 97, 1400, 21690},
			"castling long would leave the king on c1 to the rook a1 once b1 is gone"},
		{"8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2", []uint64{4, 68, 317, 5621},
			"en passant would take both pawns off the king's rank"},
		{"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", []uint64{6, 136, 863, 20471},
			"the same for Black, with a queen"},
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", []uint64{9, 50, 379, 2369},
			"en passant takes the checking pawn"},
		{"8/8/1k6/8/2pP4/8/8/5BK1 b - d3 0 1", []uint64{9, 90, 613, 7618},
			"en passant next to a bishop's diagonal"},
	} {
		p := mustFEN(t, c.fen)
		for i, want := range c.counts {
			if got := Perft(&p, i+1); got != want {
				t.Errorf("%s (%s): perft(%d) = %d, want %d", c.fen, c.why, i+1, got, want)
			}
		}
	}
}

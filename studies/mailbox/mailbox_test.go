package mailbox

import (
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

func TestSquareNumbering(t *testing.T) {
	prev := -1
	for sq := chess.Square(0); sq < 64; sq++ {
		s := Square(sq)
		if int(s) <= prev {
			t.Fatalf("Square(%v) = %d is not above %d: the numbering must be monotone", sq, s, prev)
		}
		prev = int(s)
		if back := ChessSquare(s); back != sq {
			t.Errorf("ChessSquare(Square(%v)) = %v", sq, back)
		}
		for _, st := range knightSteps {
			if onBoard(s + uint8(st)) {
				continue
			}
			if ChessSquare(s+uint8(st)) != chess.NoSquare {
				t.Errorf("off-board square %d maps to a chess square", s+uint8(st))
			}
		}
	}
	if Square(bitboard.A1) != 68 || Square(bitboard.H8) != 187 {
		t.Errorf("a1 = %d, h8 = %d; want 68, 187", Square(bitboard.A1), Square(bitboard.H8))
	}
}

func TestNewBoard(t *testing.T) {
	b, err := ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Lazy)
	if err != nil {
		t.Fatal(err)
	}
	want := `r . . . k . . r
p . p p q p b .
b n . . p n p .
. . . P N . . .
. p . . P . . .
. . N . . Q . p
P P P B B P P P
R . . . K . . R
`
	if b.String() != want {
		t.Errorf("board:\n%swant:\n%s", b, want)
	}
	if err := b.CheckNeighbors(); err != nil {
		t.Error(err)
	}
	if err := b.CheckMap(); err != nil {
		t.Error(err)
	}
	// The neighbor table of e5 (the white knight): north e6 pawn, east the
	// guard beyond h5, south e4 pawn, west d5 pawn, north-west d6 (empty,
	// so c7 pawn), north-east f6 knight, south-east f4 (empty: g3, h2), …
	e5 := &b.neighbor[Square(bitboard.E5)]
	names := make([]string, 8)
	for d, s := range e5 {
		names[d] = squareName(s)
	}
	if got := strings.Join(names, " "); got != "e6 f6 guard 8c h2 e4 c3 d5 c7" {
		t.Errorf("neighbors of e5: %s", got)
	}
	// Material is level in Kiwipete; the piece-square terms leave White a
	// point behind.
	if e := b.Eval(); e != -1 {
		t.Errorf("eval %d, want -1", e)
	}
	if _, err := ParseFEN("not a fen", Scan); err == nil {
		t.Error("ParseFEN accepted garbage")
	}
	p := chess.StartPosition()
	if _, err := New(&p, NumLevels); err == nil {
		t.Error("New accepted a level out of range")
	}
}

func TestLevels(t *testing.T) {
	for l := Level(0); l < NumLevels; l++ {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
		if got, err := ParseLevel(string(rune('0' + l))); err != nil || got != l {
			t.Errorf("ParseLevel(%d) = %v, %v", l, got, err)
		}
		if l.About() == "" {
			t.Errorf("level %v has no description", l)
		}
	}
	for _, bad := range []string{"", "7", "-1", "Lazy", "scan "} {
		if _, err := ParseLevel(bad); err == nil {
			t.Errorf("ParseLevel(%q) accepted", bad)
		}
	}
	if s := Level(9).String(); s != "Level(9)" {
		t.Errorf("Level(9).String() = %q", s)
	}
}

// TestCaptureOrder checks that the per-victim generators hand out captures
// in MVV/LVA order by themselves: most valuable victim first, least valuable
// attacker first.
func TestCaptureOrder(t *testing.T) {
	// White to move: the queen on d4 is attacked by the pawn c3, the knight
	// b5 and the rook d1; the rook on h4 by the queen; the pawn e5 by d4.
	b, err := ParseFEN("4k3/8/8/1N2p3/3q3r/2P5/8/3RK2Q w - - 0 1", Staged)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	var buf [256]trialsmodel.Move
	stage := trialsmodel.StageFirst
	for stage < trialsmodel.StageDone {
		n, next := b.CapturesStaged(stage, trialsmodel.NoFloor, &buf)
		batch := slices.Clone(buf[:n])
		slices.SortFunc(batch, func(x, y trialsmodel.Move) int { return int(y>>10) - int(x>>10) })
		for _, m := range batch {
			all = append(all, b.UCI(m))
		}
		stage = next
	}
	if got, want := strings.Join(all, " "), "c3d4 b5d4 d1d4 h1h4"; got != want {
		t.Errorf("captures %s, want %s", got, want)
	}
}

// TestLegalMovesRandomGames compares the full-rules move generator with the
// chess package's along random games, Chess960 included.
func TestLegalMovesRandomGames(t *testing.T) {
	fens := []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	}
	seed := uint64(7)
	for g := 0; g < 40; g++ {
		p, _ := chess.ParseFEN(fens[g%len(fens)])
		b, _ := New(&p, Neighbors)
		for ply := 0; ply < 120; ply++ {
			want := p.LegalMoves(nil)
			got := b.LegalMoves(nil)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: mailbox moves %v, chess moves %v", p.FEN(), got, want)
			}
			if b.InCheck() != p.InCheck() {
				t.Fatalf("%s: InCheck %v", p.FEN(), b.InCheck())
			}
			if len(want) == 0 {
				break
			}
			seed = seed*6364136223846793005 + 1442695040888963407
			m := want[(seed>>33)%uint64(len(want))]
			p.MakeMove(m)
			if err := b.MakeMove(m); err != nil {
				t.Fatal(err)
			}
			if err := b.CheckNeighbors(); err != nil {
				t.Fatalf("after %v: %v", m, err)
			}
		}
	}
	sp := chess.StartPosition()
	b, _ := New(&sp, Scan)
	if err := b.MakeMove(chess.NewMove(bitboard.E2, bitboard.E5)); err == nil {
		t.Error("MakeMove accepted e2e5")
	}
}

// FuzzParseFEN checks that every FEN chess.ParseFEN accepts gives a
// mailbox board whose legal moves, neighbor table and attack map are right,
// and that every FEN it rejects is rejected here too.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/8/8/8/8/8/8/K6k w - - 0 1",
		"rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 2",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, perr := chess.ParseFEN(fen)
		b, err := ParseFEN(fen, Lazy)
		if (perr == nil) != (err == nil) {
			t.Fatalf("%q: chess error %v, mailbox error %v", fen, perr, err)
		}
		if err != nil {
			return
		}
		if err := b.CheckNeighbors(); err != nil {
			t.Fatal(err)
		}
		if err := b.CheckMap(); err != nil {
			t.Fatal(err)
		}
		want, got := p.LegalMoves(nil), b.LegalMoves(nil)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("%q: mailbox moves %v, chess moves %v", fen, got, want)
		}
	})
}

package eval

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
)

// flipFEN returns the color-flipped mirror image of a FEN: ranks reversed,
// colors swapped, the other side to move.
func flipFEN(t testing.TB, fen string) string {
	f := strings.Fields(fen)
	for len(f) < 6 {
		f = append(f, map[int]string{2: "-", 3: "-", 4: "0", 5: "1"}[len(f)])
	}
	swap := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			switch {
			case r >= 'a' && r <= 'z':
				b.WriteRune(r - 'a' + 'A')
			case r >= 'A' && r <= 'Z':
				b.WriteRune(r - 'A' + 'a')
			default:
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	f[0] = swap(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		f[2] = swap(f[2])
	}
	if f[3] != "-" {
		f[3] = f[3][:1] + map[byte]string{'3': "6", '6': "3"}[f[3][1]]
	}
	return strings.Join(f, " ")
}

// testFENs returns positions from the shared suites: tactical, strategic,
// perft and opening positions, the first limit of each file.
func testFENs(t testing.TB, limit int) []string {
	var fens []string
	for _, name := range []string{"epd/wac.epd", "epd/sts/STS1.epd", "epd/sts/STS11.epd", "perft/perftsuite.epd", "openings/2moves_v1_sample.epd"} {
		f, err := os.Open("../data/" + name)
		if err != nil {
			t.Fatal(err)
		}
		rd := epd.NewReader(f)
		for range limit {
			r, err := rd.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			fens = append(fens, r.Position.FEN())
		}
		f.Close()
	}
	return fens
}

func mustFEN(t testing.TB, fen string) chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func TestSymmetry(t *testing.T) {
	fens := testFENs(t, 300)
	if len(fens) < 800 {
		t.Fatalf("only %d positions", len(fens))
	}
	for _, fen := range fens {
		p := mustFEN(t, fen)
		q := mustFEN(t, flipFEN(t, fen))
		if a, b := Evaluate(&p), Evaluate(&q); a != b {
			t.Errorf("eval %d but %d for the flipped position\n%s\n%s", a, b, fen, flipFEN(t, fen))
		}
		ea, eb := Explain(&p), Explain(&q)
		for term := range NumTerms {
			if ea.MG[term][0] != eb.MG[term][1] || ea.EG[term][0] != eb.EG[term][1] {
				t.Errorf("%s: term %v differs from the flipped position's", fen, Term(term))
			}
		}
	}
}

func TestKnownValues(t *testing.T) {
	start := chess.StartPosition()
	if got := Evaluate(&start); got != int(defaultWeights[TempoBonus].MG) {
		t.Errorf("start position: %d, want the tempo bonus %d", got, int(defaultWeights[TempoBonus].MG))
	}
	for _, tc := range []struct {
		fen  string
		want int
	}{
		{"8/8/4k3/8/8/3K4/8/8 w - - 0 1", 0},  // bare kings
		{"8/8/4k3/8/8/3KB3/8/8 w - - 0 1", 0}, // a lone bishop cannot mate
		{"8/8/4k3/8/8/3KN3/8/8 b - - 0 1", 0}, // nor a knight
		{"8/8/4k3/8/8/2NKN3/8/8 w - - 0 1", 0},
	} {
		p := mustFEN(t, tc.fen)
		if got := Evaluate(&p); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.fen, got, tc.want)
		}
	}
	// Signs and sizes: a queen up is winning for the side that has it.
	for _, tc := range []struct {
		fen      string
		min, max int
	}{
		{"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 800, 1300},
		{"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -1300, -800},
		{"8/8/8/8/8/2k5/8/K6Q w - - 0 1", 900, 1400},   // KQK
		{"8/8/8/8/8/2k5/8/K6R b - - 0 1", -800, -400},  // KRK, Black to move
		{"8/8/8/8/8/2k5/3p4/K7 b - - 0 1", 150, 1000},  // a pawn on the 7th, supported, unstoppable
		{"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 80, 250},   // one pawn up
		{"6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", 0, 40}, // level
	} {
		p := mustFEN(t, tc.fen)
		if got := Evaluate(&p); got < tc.min || got > tc.max {
			t.Errorf("%s: %d, want %d..%d", tc.fen, got, tc.min, tc.max)
		}
	}
}

func TestPawnStructure(t *testing.T) {
	// White pawns a2 b3 d4 f2 f3 h5, Black pawns c5 g7:
	//
	//	. . . . k . . .
	//	. . . . . . p .
	//	. . . . . . . .
	//	. . p . . . . P
	//	. . . P . . . .
	//	. P . . . P . .
	//	P . . . . P . .
	//	. . . . K . . .
	p := mustFEN(t, "4k3/6p1/8/2p4P/3P4/1P3P2/P4P2/4K3 w - - 0 1")
	wp, bp := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	w := pawnStructure(chess.White, wp, bp)
	b := pawnStructure(chess.Black, bp, wp)
	for _, tc := range []struct {
		name string
		got  bitboard.Bitboard
		want string
	}{
		{"white isolated", w.isolated, "d4 f2 f3 h5"},
		{"white doubled", w.doubled, "f3"},
		{"white passed", w.passed, "a2"}, // c5 guards d4's path, g7 guards h6
		{"white defended", w.defended, "b3"},
		{"white backward", w.backward, "h5"}, // stop h6 attacked by g7, no g-pawn to help
		{"white backward open", w.backwardOpen, "h5"},
		{"black passed", b.passed, ""}, // b3 guards c4, the f- and h-pawns guard g6
		{"black isolated", b.isolated, "c5 g7"},
		{"black backward", b.backward, "c5 g7"}, // stops c4 and g6 attacked by b3 and h5
	} {
		var want bitboard.Bitboard
		for _, f := range strings.Fields(tc.want) {
			sq, err := bitboard.ParseSquare(f)
			if err != nil {
				t.Fatal(err)
			}
			want |= sq.Bitboard()
		}
		if tc.got != want {
			t.Errorf("%s:\n%v\nwant\n%v", tc.name, tc.got, want)
		}
	}
}

// The first, own implementation of the pawn patterns, kept as the
// independent reference that package pawns is checked against.

// Set-wise pawn patterns of the seed pages "Attack Spans" and "Backward
// Pawns (Bitboards)" (the chessprogramming-wiki bitboard pages), written for either
// color: "front" is north for White and south for Black.

// push returns b moved one rank forward for color c.
func refPush(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.North()
	}
	return b.South()
}

// frontSpan returns the squares in front of the pawns b on their files,
// the pawns' own squares excluded.
func frontSpan(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.NorthSpan()
	}
	return b.SouthSpan()
}

// pawnAttacks returns the squares the pawns b of color c attack.
func refPawnAttacks(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	if c == chess.White {
		return b.NorthEast() | b.NorthWest()
	}
	return b.SouthEast() | b.SouthWest()
}

// attackFrontSpans returns the front attack spans of the pawns b: every
// square a pawn could attack by advancing on its file, the ones it attacks
// now included.
func attackFrontSpans(c chess.Color, b bitboard.Bitboard) bitboard.Bitboard {
	f := frontSpan(c, b)
	return f.East() | f.West()
}

// refPawnStructure finds the pawn patterns of color c's pawns own against the
// enemy pawns foe.
func refPawnStructure(c chess.Color, own, foe bitboard.Bitboard) pawnFacts {
	var f pawnFacts
	them := c.Other()
	fileFill := own.FileFill()
	// Isolated: not a member of its own east or west attack file fills.
	f.isolated = own &^ (fileFill.East() | fileFill.West())
	// Doubled: an own pawn stands behind it on its file.
	f.doubled = own & frontSpan(c, own)
	// Passed: not in the enemy pawns' front spans or front attack spans,
	// and no own pawn in front of it on its file.
	f.passed = own &^ (frontSpan(them, foe) | attackFrontSpans(them, foe) | frontSpan(them, own))
	// Backward: its stop square is not in its own front attack spans but
	// is attacked by an enemy pawn.
	stops := refPush(c, own)
	f.backward = refPush(them, stops&refPawnAttacks(them, foe)&^attackFrontSpans(c, own))
	f.backwardOpen = f.backward &^ frontSpan(them, foe)
	f.defended = own & refPawnAttacks(c, own)
	f.phalanx = own & (own.East() | own.West())
	return f
}

func TestPawnStructureAgrees(t *testing.T) {
	for _, fen := range testFENs(t, 300) {
		p := mustFEN(t, fen)
		for c := chess.White; c <= chess.Black; c++ {
			own, foe := p.Pieces(c, chess.Pawn), p.Pieces(c.Other(), chess.Pawn)
			if got, want := pawnStructure(c, own, foe), refPawnStructure(c, own, foe); got != want {
				t.Errorf("%s, %v: package pawns gives %+v, the reference %+v", fen, c, got, want)
			}
		}
	}
}

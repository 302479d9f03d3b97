package eco_test

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
)

// play plays SAN moves from the start, failing the test on an illegal one.
func play(t *testing.T, sans string) []chess.Move {
	t.Helper()
	pos := chess.StartPosition()
	var moves []chess.Move
	for _, san := range strings.Fields(sans) {
		if strings.HasSuffix(san, ".") {
			continue
		}
		m, err := pos.ParseSAN(san)
		if err != nil {
			t.Fatal(err)
		}
		pos.MakeMove(m)
		moves = append(moves, m)
	}
	return moves
}

// TestTable: every line of the five files was read (3,807 of them, the
// count of lichess-org/chess-openings at 51b8862), and every line's position
// names itself, unless an earlier line reached the same position (none
// does at 51b8862: 3,807 positions).
func TestTable(t *testing.T) {
	openings, positions := eco.Table()
	if len(openings) != 3807 {
		t.Errorf("%d openings, want 3807", len(openings))
	}
	shadowed := 0
	for _, o := range openings {
		got, ok := eco.Classify(chess.StartPosition(), play(t, o.Moves))
		switch {
		case !ok:
			t.Errorf("%s (%s): not named", o, o.Moves)
		case got != o:
			shadowed++
			// The earlier line must reach the very same position.
			a, b := final(t, got.Moves), final(t, o.Moves)
			if a.Key() != b.Key() {
				t.Errorf("%s (%s) is named %s (%s), another position", o, o.Moves, got, got.Moves)
			}
		}
	}
	if positions+shadowed != len(openings) {
		t.Errorf("%d positions and %d lines named by an earlier one: %d, want %d", positions, shadowed, positions+shadowed, len(openings))
	}
	t.Logf("%d lines, %d positions", len(openings), positions)
}

func final(t *testing.T, sans string) chess.Position {
	pos := chess.StartPosition()
	for _, m := range play(t, sans) {
		pos.MakeMove(m)
	}
	return pos
}

// TestClassify: the last named position counts, whatever the move order;
// a game leaving the table keeps the name of its last named position;
// moves that are not legal stop the walk.
func TestClassify(t *testing.T) {
	for _, c := range []struct{ moves, want string }{
		{"1. e4 e6 2. d4 d5 3. e5", "C02 French Defense: Advance Variation"},
		{"1. d4 e6 2. e4 d5 3. e5", "C02 French Defense: Advance Variation"},
		{"1. e4 e6 2. d4 d5 3. e5 a6 4. a3 h6 5. h3", "C02 French Defense: Advance Variation"},
		{"1. e4", "B00 King's Pawn Game"},
		{"1. Nf3 Nf6 2. Ng1 Ng8", "A05 Zukertort Opening"}, // back at the start, which has no name: 1... Nf6 names it
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5", "C60 Ruy Lopez"},
		{"1. Nf3 Nc6 2. e4 e5 3. Bb5", "C60 Ruy Lopez"},
	} {
		got, ok := eco.Classify(chess.StartPosition(), play(t, c.moves))
		if !ok || got.String() != c.want {
			t.Errorf("%s: %v %v, want %s", c.moves, got, ok, c.want)
		}
	}
	if o, ok := eco.Classify(chess.StartPosition(), nil); ok {
		t.Errorf("no moves: %v, want no name", o)
	}
	pos, _ := chess.ParseFEN("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	if o, ok := eco.Classify(pos, nil); ok {
		t.Errorf("two kings: %v, want no name", o)
	}
	// 1. e4 then an illegal move (e2e4 again): named by 1. e4.
	moves := append(play(t, "1. e4"), play(t, "1. e4")...)
	if o, _ := eco.Classify(chess.StartPosition(), moves); o.ECO != "B00" {
		t.Errorf("an illegal second move: %v, want B00", o)
	}
	// A null move passes: e4, a pass, d4, e6, a pass, d5, e5 reaches the
	// French Advance, with Black to move.
	adv := play(t, "1. e4 e6 2. d4 d5 3. e5")
	moves = []chess.Move{adv[0], chess.NullMove, adv[2], adv[1], chess.NullMove, adv[3], adv[4]}
	if o, _ := eco.Classify(chess.StartPosition(), moves); o.ECO != "C02" {
		t.Errorf("the French Advance with two passes: %v, want C02", o)
	}
	// A pass in check is not a move: the walk stops before it.
	check := play(t, "1. e4 f5 2. Qh5+")
	moves = append(check, chess.NullMove, adv[0])
	want, _ := eco.Classify(chess.StartPosition(), check)
	if o, _ := eco.Classify(chess.StartPosition(), moves); o != want {
		t.Errorf("a pass in check: %v, want %v", o, want)
	}
}

// TestLookup names a position by itself, its move counters aside.
func TestLookup(t *testing.T) {
	pos, _ := chess.ParseFEN("rnbqkbnr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR b KQkq - 0 3")
	if o, ok := eco.Lookup(pos); !ok || o.ECO != "C02" {
		t.Errorf("French Advance position: %v %v", o, ok)
	}
	pos, _ = chess.ParseFEN("rnbqkbnr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR b KQkq - 7 30")
	if o, ok := eco.Lookup(pos); !ok || o.ECO != "C02" {
		t.Errorf("the same with other clocks: %v %v", o, ok)
	}
	// The same pieces without castling rights are another position.
	pos, _ = chess.ParseFEN("rnbqkbnr/ppp2ppp/4p3/3pP3/3P4/8/PPP2PPP/RNBQKBNR b - - 0 3")
	if o, ok := eco.Lookup(pos); ok {
		t.Errorf("no castling rights: %v, want no name", o)
	}
}

// BenchmarkBuild times what the first lookup costs: reading and replaying
// the whole table.
func BenchmarkBuild(b *testing.B) {
	for b.Loop() {
		if err := eco.Build(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClassify names a 40-ply game (the table already built).
func BenchmarkClassify(b *testing.B) {
	pos := chess.StartPosition()
	var moves []chess.Move
	for _, san := range strings.Fields("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 g5 b4 Ne2 Nh5 Kb1 a5 Ng3 Nxg3 hxg3 a4 Nc1 Qa5 Bh3 Bxh3 Rxh3 Rfc8 Rh5 Nb6") {
		m, err := pos.ParseSAN(san)
		if err != nil {
			b.Fatal(err)
		}
		pos.MakeMove(m)
		moves = append(moves, m)
	}
	eco.Classify(chess.StartPosition(), nil)
	b.ResetTimer()
	for b.Loop() {
		eco.Classify(chess.StartPosition(), moves)
	}
}

// FuzzClassify gives Classify any moves, legal or not: it never panics, and
// its answer is the one for the legal moves before the first that is not.
func FuzzClassify(f *testing.F) {
	f.Add([]byte{0x0c, 0x07, 0x34, 0x08}) // e2e4 e7e5 as little-endian chess.Moves
	f.Add([]byte{0xff, 0xff, 0x00, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		var moves []chess.Move
		for i := 0; i+1 < len(data); i += 2 {
			moves = append(moves, chess.Move(data[i])|chess.Move(data[i+1])<<8)
		}
		got, gotOK := eco.Classify(chess.StartPosition(), moves)
		// The legal prefix, played by hand.
		pos := chess.StartPosition()
		var legal []chess.Move
		for _, m := range moves {
			if m == chess.NullMove {
				if pos.InCheck() {
					break
				}
				pos.MakeNullMove()
			} else {
				if !pos.IsLegal(m) {
					break
				}
				pos.MakeMove(m)
			}
			legal = append(legal, m)
		}
		want, wantOK := eco.Classify(chess.StartPosition(), legal)
		if got != want || gotOK != wantOK {
			t.Fatalf("%v: %v %v, but its legal prefix %v: %v %v", moves, got, gotOK, legal, want, wantOK)
		}
	})
}

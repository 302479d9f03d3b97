package match

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestTimeForfeitAgainstBareKingIsADraw(t *testing.T) {
	start, err := chess.ParseFEN("4k3/8/8/8/8/8/8/r3K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	w, b := startPair(t, fakeEngine(t, "king", ucitest.Fair, 0), fakeEngine(t, "slow", ucitest.Slow, 0))
	g := PlayGame(context.Background(), w, b, start, Limits{MoveTime: 20 * time.Millisecond, Margin: 50 * time.Millisecond}, Adjudication{})
	if g.Result != "1/2-1/2" || g.Fault != TimeForfeit || g.FaultColor != chess.Black || !strings.Contains(g.Reason, "bare king") {
		t.Fatalf("%s %v %v: %s", g.Result, g.Fault, g.FaultColor, g.Reason)
	}
}

func TestGauntlet(t *testing.T) {
	st, err := Run(context.Background(), Config{
		Engines: []EngineConfig{fakeEngine(t, "hero", ucitest.Fair, 0), fakeEngine(t, "cheat", ucitest.Illegal, 2), fakeEngine(t, "twin", ucitest.Fair, 0)},
		Games:   3, Limits: Limits{Nodes: 1, MoveTimeout: 5 * time.Second},
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.First != "hero" || len(st.Pairings) != 2 || st.Played != 6 || st.Total != 6 {
		t.Fatalf("standings %+v", st)
	}
	cheat, twin := st.Pairings[0], st.Pairings[1]
	if cheat.Opponent != "cheat" || cheat.WDL != (WDL{W: 3}) || cheat.Faults["illegal move"] != 3 || cheat.Penta != (Pentanomial{0, 0, 0, 0, 1}) {
		t.Errorf("vs cheat: %+v", cheat)
	}
	// Two identical deterministic engines: each opening gives one win for
	// each color, or two draws; either way one point per pair.
	if twin.Opponent != "twin" || twin.WDL.Games() != 3 || twin.Penta.Pairs() != 1 || twin.Penta[2] != 1 || len(twin.Faults) != 0 {
		t.Errorf("vs twin: %+v", twin)
	}
}

func TestPGNOpenings(t *testing.T) {
	ops, err := ReadPGNOpenings(strings.NewReader("[Event \"book\"]\n[Opening \"Petrov\"]\n\n1. e4 e5 2. Nf3 Nf6 *\n\n1. d4 d5 2. c4 *\n"), "book.pgn")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"}
	if len(ops) != 2 || ops[0].Pos.FEN() != want[0] || ops[1].Pos.FEN() != want[1] || ops[0].Name != "Petrov" {
		t.Fatalf("openings %v %v", ops[0].Name, ops)
	}
	_, err = ReadPGNOpenings(strings.NewReader("1. e4 e5 2. Ke3 *\n"), "bad.pgn")
	var perr *pgn.Error
	if !errors.As(err, &perr) || perr.Line != 1 || perr.Column != 13 || !strings.HasPrefix(err.Error(), "bad.pgn: ") {
		t.Errorf("bad PGN: %v", err)
	}
	for _, bad := range []string{"", "# only a comment\n", "rnbqkbnr/pppppppp/8 w KQkq -\n", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -\n"} {
		if _, err := ReadEPDOpenings(strings.NewReader(bad), "bad.epd"); err == nil || !strings.HasPrefix(err.Error(), "bad.epd") {
			t.Errorf("EPD %q: %v", bad, err)
		}
	}
	// The id is the id operation's operand, not text that looks like one;
	// errors say where, as epd does.
	ops, err = ReadEPDOpenings(strings.NewReader("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - c0 \"a solid \"; id \"start\";\n"), "ids.epd")
	if err != nil || len(ops) != 1 || ops[0].Name != "start" {
		t.Errorf("openings %+v, %v", ops, err)
	}
	_, err = ReadEPDOpenings(strings.NewReader("# x\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e5;\n"), "bm.epd")
	var eerr *epd.Error
	if !errors.As(err, &eerr) || eerr.Line != 2 || !strings.HasPrefix(err.Error(), "bm.epd:2:57: ") {
		t.Errorf("illegal bm: %v", err)
	}
}

func FuzzParseTimeControl(f *testing.F) {
	for _, s := range []string{"10+0.1", "40/60+0", "1:30+1", "60"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := ParseTimeControl(s)
		if err != nil {
			return
		}
		if tc.Base <= 0 || tc.Inc < 0 || tc.Moves < 0 {
			t.Fatalf("%q gave %+v", s, tc)
		}
		again, err := ParseTimeControl(tc.String())
		if err != nil || again.Moves != tc.Moves {
			t.Fatalf("%q → %q → %+v, %v", s, tc.String(), again, err)
		}
	})
}

func FuzzParseSPRT(f *testing.F) {
	f.Add("elo0=0 elo1=5 alpha=0.05 beta=0.05")
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSPRT(s)
		if err != nil {
			return
		}
		if !(sp.LowerBound() < 0 && sp.UpperBound() > 0 && sp.Elo0 < sp.Elo1) {
			t.Fatalf("%q gave %+v", s, sp)
		}
	})
}

func FuzzReadEPDOpenings(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 id \"e4\";\n")
	f.Fuzz(func(t *testing.T, s string) {
		ops, err := ReadEPDOpenings(strings.NewReader(s), "f.epd")
		if err == nil && len(ops) == 0 {
			t.Fatal("no openings and no error")
		}
	})
}

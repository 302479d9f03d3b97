package uci

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

const tablesDir = "../../data/syzygy"

func TestSyzygyOptionsDeclared(t *testing.T) {
	e, out := newEngine()
	got := strings.Join(transcript(t, e, out, "uci")[0], "\n")
	for _, want := range []string{
		"option name SyzygyPath type string default <empty>",
		"option name SyzygyProbeDepth type spin default 1 min 1 max 100",
		"option name SyzygyProbeLimit type spin default 7 min 0 max 7",
		"option name Syzygy50MoveRule type check default true",
	} {
		if !strings.Contains(got, want+"\n") {
			t.Errorf("uci does not declare %q", want)
		}
	}
}

func TestSyzygyOptionErrors(t *testing.T) {
	e, out := newEngine()
	for _, c := range []struct{ cmd, want string }{
		{"setoption name SyzygyPath value /no/such/dir", "info string setoption SyzygyPath: syzygy: /no/such/dir: not a readable directory"},
		{"setoption name SyzygyProbeDepth value 0", "info string setoption SyzygyProbeDepth: value 0 out of range 1..100"},
		{"setoption name SyzygyProbeLimit value 8", "info string setoption SyzygyProbeLimit: value 8 out of range 0..7"},
		{"setoption name Syzygy50MoveRule value maybe", "info string setoption Syzygy50MoveRule: value \"maybe\" is not true or false"},
		{"setoption name SyzygyPath value " + tablesDir, "info string Syzygy: 35 tables, up to 4 pieces, in " + tablesDir},
		{"setoption name SyzygyPath value <empty>", ""},
		{"setoption name SyzygyPath value", ""},
	} {
		got := transcript(t, e, out, c.cmd)[0]
		if c.want == "" && len(got) != 0 || c.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], c.want)) {
			t.Errorf("%s: got %q, want %q", c.cmd, got, c.want)
		}
	}
	if e.eng.Syzygy() != nil {
		t.Error("SyzygyPath <empty> left tables open")
	}
}

// With the tables the engine plays a move that keeps the best outcome by
// the shortest way, reports tbhits, and scores a won ending as a table win;
// without them, none of that.
func TestSyzygySearch(t *testing.T) {
	tb, err := syzygy.Open(tablesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, fen := range []string{
		"8/8/8/4k3/8/8/2QK4/6r1 w - - 0 1", // KQvKR: Qc5+ forks
		"8/8/8/8/4k3/8/3KP3/8 w - - 0 1",   // KPvK, won or drawn by one tempo
		"8/8/8/8/8/2k5/3p4/K7 w - - 0 1",   // KvKP: the pawn queens
		"8/8/8/8/2k5/8/1r6/K2R4 w - - 30 70",
	} {
		e, out := newEngine()
		lines := transcript(t, e, out, "setoption name SyzygyPath value "+tablesDir, "position fen "+fen, "go depth 6")[2]
		pos, _ := chess.ParseFEN(fen)
		moves, err := tb.RootMoves(&pos, true)
		if err != nil {
			t.Fatal(err)
		}
		best := syzygy.Best(moves)
		played := strings.Fields(last(lines))[1]
		ok := false
		for _, m := range best {
			ok = ok || pos.UCI(m.Move) == played
		}
		if !ok {
			t.Errorf("%s: played %s, not one of the tables' best moves %v", fen, played, best)
		}
		info := lines[len(lines)-2]
		if !strings.Contains(info, " tbhits ") {
			t.Errorf("%s: no tbhits in %q", fen, info)
		}
		if best[0].WDL == syzygy.Win && !strings.Contains(info, "score cp 31") {
			t.Errorf("%s: a win by the tables, but %q", fen, info)
		}
	}
}

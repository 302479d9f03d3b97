package uci_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

func TestParseInfo(t *testing.T) {
	cases := []struct {
		line string
		want uci.Info
	}{
		{"info depth 12 seldepth 17 multipv 1 score cp 35 nodes 20340 nps 1017000 hashfull 3 tbhits 0 time 20 pv e2e4 e7e5 g1f3",
			uci.Info{Has: uci.FieldDepth | uci.FieldSelDepth | uci.FieldMultiPV | uci.FieldScore | uci.FieldNodes | uci.FieldNPS |
				uci.FieldHashFull | uci.FieldTBHits | uci.FieldTime | uci.FieldPV,
				Depth: 12, SelDepth: 17, MultiPV: 1, Score: uci.Score{CP: 35}, Nodes: 20340, NPS: 1017000, HashFull: 3,
				Time: 20 * time.Millisecond, PV: []string{"e2e4", "e7e5", "g1f3"}}},
		{"info score mate -3 upperbound", uci.Info{Has: uci.FieldScore, Score: uci.Score{Mate: -3, IsMate: true, Upperbound: true}}},
		{"info score cp 20 lowerbound wdl 500 400 100", uci.Info{Has: uci.FieldScore | uci.FieldWDL,
			Score: uci.Score{CP: 20, Lowerbound: true}, WDL: [3]int{500, 400, 100}}},
		{"info currmove e7e8q currmovenumber 31", uci.Info{Has: uci.FieldCurrMove | uci.FieldCurrMoveNumber, CurrMove: "e7e8q", CurrMoveNumber: 31}},
		{"info refutation d1h5 g6h5", uci.Info{Has: uci.FieldRefutation, Refutation: []string{"d1h5", "g6h5"}}},
		{"info currline 2 e2e4 e7e5 depth 3", uci.Info{Has: uci.FieldCurrLine | uci.FieldDepth, CurrLineCPU: 2, CurrLine: []string{"e2e4", "e7e5"}, Depth: 3}},
		{"info currline e2e4", uci.Info{Has: uci.FieldCurrLine, CurrLine: []string{"e2e4"}}},
		{"info string NNUE evaluation using nn.nnue enabled", uci.Info{Has: uci.FieldString, String: "NNUE evaluation using nn.nnue enabled"}},
		{"info depth 3 string  two  spaces ", uci.Info{Has: uci.FieldDepth | uci.FieldString, Depth: 3, String: " two  spaces"}},
		{"info time 7 nodes 10000 nps 0 cpuload 848 sbhits 2", uci.Info{Has: uci.FieldTime | uci.FieldNodes | uci.FieldNPS | uci.FieldCPULoad | uci.FieldSBHits,
			Time: 7 * time.Millisecond, Nodes: 10000, CPULoad: 848, SBHits: 2}},
		{"info pv", uci.Info{Has: uci.FieldPV, PV: []string{}}},
		{"info", uci.Info{}},
	}
	for _, c := range cases {
		got, err := uci.ParseInfo(c.line)
		if err != nil {
			t.Errorf("ParseInfo(%q): %v", c.line, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseInfo(%q)\n got %+v\nwant %+v", c.line, got, c.want)
		}
	}
	bad := []struct{ line, token string }{
		{"info depth", ""}, {"info depth x", "x"}, {"info depth -1", "-1"}, {"info score", ""}, {"info score pawns 3", "pawns"},
		{"info score cp x", "x"}, {"info wdl 1 2", ""}, {"info pv e2e4 e9e5", "e9e5"}, {"info currmove", ""},
		{"nfo depth 3", ""}, {"info currline x1 e2e4", "x1"}, {"info time 99999999999999999", "99999999999999999"},
	}
	// Fields outside the specification are skipped with their values.
	got, err := uci.ParseInfo("info depth 20 movesleft 34 frob 1 2 score cp 15 pv e2e4")
	if err != nil || got.Depth != 20 || got.Score.CP != 15 || len(got.PV) != 1 {
		t.Errorf("unknown fields: %+v, %v", got, err)
	}
	for _, c := range bad {
		_, err := uci.ParseInfo(c.line)
		var pe *uci.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, uci.ErrSyntax) || pe.Line != c.line || pe.Token != c.token {
			t.Errorf("ParseInfo(%q) = %v, want a ParseError on %q", c.line, err, c.token)
		}
	}
}

func TestParseOption(t *testing.T) {
	cases := []struct {
		line string
		want uci.Option
	}{
		{"option name Hash type spin default 16 min 1 max 33554432", uci.Option{Name: "Hash", Type: uci.Spin, Default: "16", Min: 1, Max: 33554432}},
		{"option name Debug Log File type string default ", uci.Option{Name: "Debug Log File", Type: uci.String}},
		{"option name SyzygyPath type string default <empty>", uci.Option{Name: "SyzygyPath", Type: uci.String}},
		{"option name BookFile type string default my book.bin", uci.Option{Name: "BookFile", Type: uci.String, Default: "my book.bin"}},
		{"option name Clear Hash type button", uci.Option{Name: "Clear Hash", Type: uci.Button}},
		{"option name UCI_Chess960 type check default false", uci.Option{Name: "UCI_Chess960", Type: uci.Check, Default: "false"}},
		{"option name NullMove Pruning type combo default Fail High var Always var Fail High var Never",
			uci.Option{Name: "NullMove Pruning", Type: uci.Combo, Default: "Fail High", Vars: []string{"Always", "Fail High", "Never"}}},
		{"option name Contempt type spin default -12 min -300 max 300", uci.Option{Name: "Contempt", Type: uci.Spin, Default: "-12", Min: -300, Max: 300}},
	}
	for _, c := range cases {
		got, err := uci.ParseOption(c.line)
		if err != nil {
			t.Errorf("ParseOption(%q): %v", c.line, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseOption(%q)\n got %+v\nwant %+v", c.line, got, c.want)
		}
		// String gives the declaration back, and parses to the same option.
		again, err := uci.ParseOption(got.String())
		if err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("round trip of %q via %q: %+v, %v", c.line, got.String(), again, err)
		}
	}
	for _, line := range []string{
		"option type spin", "option name type spin", "option name X", "option name X type wobble",
		"option name X type spin default 1", "option name X type spin default 1 min a max 3",
		"option name X type spin default 1 min 5 max 3", "option name X type check default maybe",
		"option name X type check default true bogus 3",
	} {
		if _, err := uci.ParseOption(line); !errors.Is(err, uci.ErrSyntax) {
			t.Errorf("ParseOption(%q) = %v, want a syntax error", line, err)
		}
	}
}

func TestParseBestMove(t *testing.T) {
	good := map[string]uci.BestMove{
		"bestmove e2e4":               {Move: "e2e4"},
		"bestmove e7e8n ponder d1d8":  {Move: "e7e8n", Ponder: "d1d8"},
		"bestmove g8f6 ":              {Move: "g8f6"},
		"bestmove 0000":               {Move: "0000"},
		"bestmove (none)":             {Move: "(none)"},
		"bestmove e2e4 ponder (none)": {Move: "e2e4"},
	}
	for line, want := range good {
		got, err := uci.ParseBestMove(line)
		if err != nil || got != want {
			t.Errorf("ParseBestMove(%q) = %+v, %v; want %+v", line, got, err, want)
		}
	}
	for _, line := range []string{"bestmove", "bestmove e2e9", "bestmove e2e4 e7e5", "bestmove e2e4 ponder x", "best e2e4"} {
		if _, err := uci.ParseBestMove(line); !errors.Is(err, uci.ErrSyntax) {
			t.Errorf("ParseBestMove(%q) = %v, want a syntax error", line, err)
		}
	}
}

func TestLimitsCommand(t *testing.T) {
	cases := map[string]uci.Limits{
		"go":                      {},
		"go depth 12":             {Depth: 12},
		"go nodes 5000":           {Nodes: 5000},
		"go movetime 1500":        {MoveTime: 1500 * time.Millisecond},
		"go infinite":             {Infinite: true},
		"go mate 3":               {Mate: 3},
		"go wtime 10000 btime 0":  {WTime: 10 * time.Second},
		"go wtime 9999 btime 500": {WTime: 9999500 * time.Microsecond, BTime: 500 * time.Millisecond},
		"go searchmoves e2e4 d2d4 ponder wtime 60000 btime 60000 winc 600 binc 600 movestogo 40": {
			SearchMoves: []string{"e2e4", "d2d4"}, Ponder: true, WTime: time.Minute, BTime: time.Minute,
			WInc: 600 * time.Millisecond, BInc: 600 * time.Millisecond, MovesToGo: 40},
	}
	for want, l := range cases {
		if got := l.Command(); got != want {
			t.Errorf("%+v.Command() = %q, want %q", l, got, want)
		}
	}
}

func TestOptionCheck(t *testing.T) {
	spin := uci.Option{Name: "Hash", Type: uci.Spin, Min: 1, Max: 64}
	if v, err := spin.Check("064"); err != nil || v != "64" {
		t.Errorf("spin 064: %q %v", v, err)
	}
	str := uci.Option{Name: "Path", Type: uci.String}
	if _, err := str.Check("a\nquit"); !errors.Is(err, uci.ErrBadOptionValue) {
		t.Errorf("a string with a line break must be refused: %v", err)
	}
	if !strings.Contains((&uci.OptionError{Name: "Hash", Value: "0", Err: uci.ErrBadOptionValue, Msg: "out of range 1..64"}).Error(), "out of range 1..64") {
		t.Error("OptionError message lacks the detail")
	}
}

func FuzzParseInfo(f *testing.F) {
	for _, s := range []string{"info depth 1 score cp 3 pv e2e4", "info string x y", "info score mate -2 lowerbound wdl 1 2 3",
		"info currline 1 e2e4 refutation a7a8q", "info depth"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		in, err := uci.ParseInfo(line)
		if err != nil {
			var pe *uci.ParseError
			if !errors.As(err, &pe) || pe.Line != line {
				t.Fatalf("error %v is not a ParseError quoting the line", err)
			}
			return
		}
		for _, m := range in.PV {
			if !uci.IsMoveText(m) {
				t.Fatalf("pv move %q", m)
			}
		}
	})
}

func FuzzParseOption(f *testing.F) {
	for _, s := range []string{"option name Hash type spin default 16 min 1 max 64", "option name A B type combo default x var x var y",
		"option name S type string default <empty>", "option name B type button"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, err := uci.ParseOption(line)
		if err != nil {
			if !errors.Is(err, uci.ErrSyntax) {
				t.Fatalf("error %v is not a syntax error", err)
			}
			return
		}
		again, err := uci.ParseOption(o.String())
		if err != nil {
			t.Fatalf("%q parsed to %+v, whose String %q does not parse: %v", line, o, o.String(), err)
		}
		if again.Name != o.Name || again.Type != o.Type || again.Min != o.Min || again.Max != o.Max {
			t.Fatalf("round trip changed %+v to %+v", o, again)
		}
	})
}

func FuzzParseBestMove(f *testing.F) {
	for _, s := range []string{"bestmove e2e4 ponder e7e5", "bestmove (none)", "bestmove"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		bm, err := uci.ParseBestMove(line)
		if err == nil && !uci.IsMoveText(bm.Move) && bm.Move != "(none)" {
			t.Fatalf("accepted %q as a move", bm.Move)
		}
	})
}

// The edges of Pawns and PGN: a level score has a sign, mate 0 (the side to
// move is mated) counts against it, and bounds are not shown.
func TestScorePawns(t *testing.T) {
	for _, tc := range []struct {
		s          uci.Score
		pawns, pgn string
	}{
		{uci.Score{}, "+0.00", "+0.00"},
		{uci.Score{CP: -5}, "-0.05", "-0.05"},
		{uci.Score{CP: 1234, Lowerbound: true}, "+12.34", "+12.34"},
		{uci.Score{IsMate: true}, "-#0", "-M0"},
		{uci.Score{Mate: 1, IsMate: true}, "#1", "+M1"},
	} {
		if got := tc.s.Pawns(); got != tc.pawns {
			t.Errorf("%v: Pawns %q, want %q", tc.s, got, tc.pawns)
		}
		if got := tc.s.PGN(); got != tc.pgn {
			t.Errorf("%v: PGN %q, want %q", tc.s, got, tc.pgn)
		}
	}
}

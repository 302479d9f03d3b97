package epd

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

const dataDir = "../../data"

func readFile(t testing.TB, name string) []*Record {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := ReadAll(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return recs
}

// TestDataFiles reads every EPD file of the shared data (suites, perft
// suites and the openings file of full FENs) with the record counts of
// data/README.md, resolves every bm/am move (1875 in the
// suites, as the README counts them) and round-trips every record.
func TestDataFiles(t *testing.T) {
	files := map[string]int{
		"epd/wac.epd":                   300,
		"epd/bratko_kopec.epd":          24,
		"perft/cpw_perft.epd":           7,
		"perft/perftsuite.epd":          84,
		"perft/chess960_perft.epd":      640,
		"openings/2moves_v1_sample.epd": 4046,
	}
	for i := 1; i <= 15; i++ {
		files["epd/sts/STS"+itoa(i)+".epd"] = 100
	}
	var all []string
	for _, pat := range []string{"epd/*.epd", "epd/sts/*.epd", "perft/*.epd", "openings/*.epd"} {
		m, _ := filepath.Glob(filepath.Join(dataDir, pat))
		all = append(all, m...)
	}
	if len(all) != len(files) {
		t.Errorf("%d files, %d in the table", len(all), len(files))
	}
	moves := 0
	for name, want := range files {
		recs := readFile(t, name)
		if len(recs) != want {
			t.Errorf("%s: %d records, want %d", name, len(recs), want)
		}
		for _, r := range recs {
			moves += len(r.BestMoves()) + len(r.AvoidMoves())
			roundTrip(t, r)
		}
	}
	if moves != 1875 {
		t.Errorf("%d bm/am moves, want 1875", moves)
	}
}

func itoa(i int) string {
	if i >= 10 {
		return string(rune('0'+i/10)) + string(rune('0'+i%10))
	}
	return string(rune('0' + i))
}

// roundTrip formats r, parses it again and requires the same record.
func roundTrip(t testing.TB, r *Record) {
	t.Helper()
	text := r.Format()
	r2, err := Parse(text)
	if err != nil {
		t.Fatalf("%q does not parse back: %v", text, err)
	}
	if r2.Position.FEN() != r.Position.FEN() || !reflect.DeepEqual(r2.Ops, r.Ops) || r2.Clocks != r.Clocks {
		t.Fatalf("%q parses back as %q", text, r2.Format())
	}
	if r2.Format() != text {
		t.Fatalf("formatted twice: %q, %q", text, r2.Format())
	}
}

func TestWAC(t *testing.T) {
	recs := readFile(t, "epd/wac.epd")
	r := recs[0]
	if r.ID() != "WAC.001" || len(r.BestMoves()) != 1 || r.Position.SAN(r.BestMoves()[0]) != "Qg6" || r.BestMoves()[0].String() != "g3g6" {
		t.Errorf("WAC.001: id %q bm %v", r.ID(), r.BestMoves())
	}
	if got := r.Format(); got != `2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";` {
		t.Errorf("WAC.001 formatted as %s", got)
	}
}

func TestSTSPoints(t *testing.T) {
	r := readFile(t, "epd/sts/STS1.epd")[0]
	pts, err := r.Points()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pts {
		got = append(got, r.Position.UCI(p.Move)+"="+itoa(p.Points))
	}
	// c0 "f5=10, Be5+=2, Bf2=3, Bg4=2"; c9 "f4f5 d4e5 d4f2 f3g4".
	if strings.Join(got, " ") != "f4f5=10 d4e5=2 d4f2=3 f3g4=2" {
		t.Errorf("STS1.001 points %v", got)
	}
	// Every STS record: the c0 moves are the c9 UCI moves, in order.
	for i := 1; i <= 15; i++ {
		for _, r := range readFile(t, "epd/sts/STS"+itoa(i)+".epd") {
			pts, err := r.Points()
			if err != nil {
				t.Fatalf("%s: %v", r.ID(), err)
			}
			uci := strings.Fields(r.Text("c9"))
			if len(uci) != len(pts) {
				t.Fatalf("%s: %d c0 moves, %d c9 moves", r.ID(), len(pts), len(uci))
			}
			for k, p := range pts {
				if r.Position.UCI(p.Move) != uci[k] {
					t.Errorf("%s: c0 move %d is %s, c9 says %s", r.ID(), k, r.Position.UCI(p.Move), uci[k])
				}
			}
		}
	}
}

// TestPerftAgrees reads the perft suites with ReadPerftSuite and checks
// their counts against chess.Perft at the shallow depths (all three suites
// up to 10^5 leaves a position).
func TestPerftAgrees(t *testing.T) {
	checked := 0
	for name, records := range map[string]int{"perft/cpw_perft.epd": 7, "perft/perftsuite.epd": 84, "perft/chess960_perft.epd": 640} {
		f, err := os.Open(filepath.Join(dataDir, name))
		if err != nil {
			t.Fatal(err)
		}
		suite, err := ReadPerftSuite(f, name)
		f.Close()
		if err != nil || len(suite) != records {
			t.Fatalf("%s: %d records, want %d: %v", name, len(suite), records, err)
		}
		for i, r := range suite {
			if r.Line != i+1 || !r.Clocks {
				t.Errorf("%s: record %d: line %d, clocks as FEN fields %v", name, i, r.Line, r.Clocks)
			}
			for _, c := range r.Counts {
				if c.Nodes > 100000 {
					break
				}
				if got := chess.Perft(&r.Position, c.Depth); got != c.Nodes {
					t.Errorf("%s: perft(%d) %d, want %d", r.Position.FEN(), c.Depth, got, c.Nodes)
				}
				checked++
			}
		}
	}
	if checked < 1500 {
		t.Errorf("only %d counts checked", checked)
	}
}

func TestReadPerftSuite(t *testing.T) {
	suite, err := ReadPerftSuite(strings.NewReader("# a comment\n\n"+
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902\n"+
		"8/8/8/8/8/8/8/K6k w - - D2 9; id \"kings\"; D1 3;\n"), "")
	if err != nil || len(suite) != 2 {
		t.Fatalf("%d records: %v", len(suite), err)
	}
	want := []PerftCount{{1, 20}, {2, 400}, {3, 8902}}
	if suite[0].Line != 3 || !reflect.DeepEqual(suite[0].Counts, want) {
		t.Errorf("first record: line %d, counts %v", suite[0].Line, suite[0].Counts)
	}
	// Counts in the order written; other operations are kept.
	if s := suite[1]; s.Line != 4 || s.ID() != "kings" || !reflect.DeepEqual(s.Counts, []PerftCount{{2, 9}, {1, 3}}) {
		t.Errorf("second record: line %d, id %q, counts %v", s.Line, s.ID(), s.Counts)
	}

	for _, tc := range []struct {
		text   string
		line   int
		at     string // the token the column points at, "" for the end of the line
		target error
	}{
		{"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n8/8/8/8/8/8/8/K6k w - - 0 1\n", 2, "", ErrNoCounts},
		{"8/8/8/8/8/8/8/K6k w - - id \"no counts\";", 1, "", ErrNoCounts},
		{"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 -3\n", 3, "-3", ErrOperand},
		{"8/8/8/8/8/8/8/K6k w - - 0 1 ;D2 18446744073709551616", 1, "1844", ErrOperand},
		{"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 4", 1, "3 4", ErrOperand},
		{"8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 \"3\"", 1, "\"3\"", ErrOperand},
		{"8/8/8/8/8/8/8/8 w - - 0 1 ;D1 3", 1, "8/8", ErrPosition},
	} {
		_, err := ReadPerftSuite(strings.NewReader(tc.text), "")
		line := strings.Split(tc.text, "\n")[tc.line-1]
		column := strings.Index(line, tc.at) + 1
		if tc.at == "" {
			column = len(line) + 1
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.target) || e.Line != tc.line || e.Column != column {
			t.Errorf("%q: error %v, want %v at line %d, column %d", tc.text, err, tc.target, tc.line, column)
		}
	}
	for _, empty := range []string{"", "# only a comment\n\n"} {
		if _, err := ReadPerftSuite(strings.NewReader(empty), ""); err != ErrNoRecords {
			t.Errorf("%q: error %v, want ErrNoRecords", empty, err)
		}
	}
	// With a name, errors name the file as compilers do.
	_, err = ReadPerftSuite(strings.NewReader("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3x\n"), "s.epd")
	if err == nil || err.Error() != `s.epd:2:33: "3x": bad operand: D1 takes one count (0 to 2^64-1)` {
		t.Errorf("named suite: %v", err)
	}
	_, err = ReadPerftSuite(strings.NewReader("8/8/8/8/8/8/8/K6k w - - 0 1\n"), "s.epd")
	if err == nil || err.Error() != `s.epd:1:28: no perft count ("D<depth> <count>")` {
		t.Errorf("named suite without counts: %v", err)
	}
	if _, err = ReadPerftSuite(strings.NewReader(""), "s.epd"); !errors.Is(err, ErrNoRecords) || err.Error() != "s.epd: no records" {
		t.Errorf("named empty suite: %v", err)
	}
}

func TestOperations(t *testing.T) {
	r, err := Parse(`r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am d4; pv Bb5 a6 Ba4 Nf6; acd 22; acn 123456789; ce -35; hmvc 2; fmvn 3; c0 "Spanish, the main line"; foo bar "baz qux" 7; D1 27`)
	if err != nil {
		t.Fatal(err)
	}
	if r.Position.FEN() != "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" {
		t.Errorf("position with hmvc/fmvn: %s", r.Position.FEN())
	}
	var uci []string
	for _, m := range r.Op("pv").Moves {
		uci = append(uci, m.String())
	}
	if strings.Join(uci, " ") != "f1b5 a7a6 b5a4 g8f6" || len(r.BestMoves()) != 2 || r.AvoidMoves()[0].String() != "d2d4" {
		t.Errorf("pv %v bm %v am %v", uci, r.BestMoves(), r.AvoidMoves())
	}
	if n, ok, err := r.Int("ce"); n != -35 || !ok || err != nil {
		t.Errorf("ce %d %v %v", n, ok, err)
	}
	if n, ok, _ := r.Int("acn"); n != 123456789 || !ok {
		t.Errorf("acn %d", n)
	}
	if _, ok, _ := r.Int("dm"); ok {
		t.Errorf("dm found")
	}
	foo := r.Op("foo")
	if foo == nil || !reflect.DeepEqual(foo.Operands, []Operand{{"bar", false}, {"baz qux", true}, {"7", false}}) {
		t.Errorf("unknown opcode kept as %+v", foo)
	}
	if r.Text("c0") != "Spanish, the main line" {
		t.Errorf("c0 %q", r.Text("c0"))
	}
	roundTrip(t, r)

	// Built records.
	pos := chess.StartPosition()
	e4, _ := pos.ParseSAN("e4")
	e5 := chess.NewMove(chess.Square(52), chess.Square(36))
	b := &Record{Position: pos, Ops: []Op{MoveOp(&pos, "bm", e4), MoveOp(&pos, "pv", e4, e5), IntOp("acd", 20), StringOp("id", `say "hi"`)}}
	if got := b.Format(); got != `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; pv e4 e5; acd 20; id "say 'hi'";` {
		t.Errorf("built record: %s", got)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct {
		line   string
		at     string // the token the column points at
		target error
	}{
		{"8/8/8/8/8/8/8/8 w - - bm e4;", "8/8", ErrPosition},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - id \"x\";", "x KQkq", ErrPosition},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "", nil},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e5;", "e5", chess.ErrIllegalMove},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm Nf3 Nd2;", "Nd2", ErrMove},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - pv e4 e4;", "e4;", ErrMove},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"open;", "\"open", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 9x 1;", "9x", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - acd deep;", "deep", ErrOperand},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D3 8902 9;", "8902", ErrOperand},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D3 +8902;", "+8902", ErrOperand},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - acn 9223372036854775808;", "9223372036854775808", ErrOperand},
		// A bad clock is pointed at where it was written: FEN field or operation.
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 70000; bm e4;", "70000", ErrPosition},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - fmvn 70000;", "70000", ErrPosition},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999 1 bm e4;", "99999", ErrPosition},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 70000 bm e4;", "70000", ErrPosition},
	}
	for _, tc := range cases {
		_, err := Parse(tc.line)
		if tc.target == nil {
			if err != nil {
				t.Errorf("%q: %v", tc.line, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.target) {
			t.Errorf("%q: error %v, want %v", tc.line, err, tc.target)
			continue
		}
		want := strings.Index(tc.line, tc.at) + 1
		if tc.at == "" {
			want = len(tc.line) + 1 // the end of the line
		}
		if e.Column != want || e.Line != 1 {
			t.Errorf("%q: %v: want column %d", tc.line, err, want)
		}
	}
	// A Reader names the line.
	rd := NewReader(strings.NewReader("# a comment\n\n8/8/8/8/8/8/8/K6k w - - id \"ok\";\n8/8/8/8/8/8/8/K6k w - - bm Kb3;\n"))
	if _, err := rd.Read(); err != nil {
		t.Fatal(err)
	}
	_, err := rd.Read()
	var e *Error
	if !errors.As(err, &e) || e.Line != 4 || e.Column != 28 || !strings.Contains(err.Error(), "line 4, column 28") {
		t.Errorf("reader error %v", err)
	}
}

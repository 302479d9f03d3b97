package pgn

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

const dataDir = "../../data/pgn"

// sampleFiles lists every PGN file of the shared test data with the number
// of games and main-line plies it holds. The game counts are those of
// data/README.md (utf8-bom holds two games: the README's count missed
// the first, whose "[Event" follows the byte-order mark); the twic ply count
// is the (1,977,700 moves for 100 copies); every ply count was made
// by an independent regular-expression tokenizer (comments, variations, NAGs
// and move numbers stripped, the remaining tokens counted), and the reader
// also agrees with every PlyCount tag of the files (TestPlyCountTags).
var sampleFiles = []struct {
	name         string
	games, plies int
}{
	{"twic_232games.pgn", 232, 19777},
	{"32games.pgn", 32, 2069},
	{"tricky/mliebelt-benko.pgn", 2, 150},
	{"tricky/mliebelt-lichess-2024-01-03.pgn", 8, 604},
	{"tricky/notnil-0001.pgn", 1, 89},
	{"tricky/notnil-0002.pgn", 1, 89},
	{"tricky/notnil-0003.pgn", 1, 5},
	{"tricky/notnil-0004.pgn", 1, 26},
	{"tricky/notnil-0005.pgn", 1, 41},
	{"tricky/notnil-0006.pgn", 5, 391},
	{"tricky/notnil-0007.pgn", 5, 514},
	{"tricky/notnil-0008.pgn", 1, 4},
	{"tricky/notnil-0009.pgn", 1, 6},
	{"tricky/notnil-0010.pgn", 1, 6},
	{"tricky/notnil-0011.pgn", 1, 83},
	{"tricky/notnil-0012.pgn", 1, 0},
	{"tricky/notnil-0013.pgn", 3, 52},
	{"tricky/notnil-0014.pgn", 5, 33},
	{"tricky/notnil-0015.pgn", 1, 2},
	{"tricky/python-chess-anastasian-lewis.pgn", 1, 84},
	{"tricky/python-chess-chessbase-empty-line.pgn", 1, 134},
	{"tricky/python-chess-cutechess-fischerrandom.pgn", 4, 396},
	{"tricky/python-chess-kasparov-deep-blue-1997.pgn", 6, 519},
	{"tricky/python-chess-molinari-bordais-1979.pgn", 1, 10},
	{"tricky/python-chess-nepomniachtchi-liren-game1.pgn", 1, 97},
	{"tricky/python-chess-stockfish-learning.pgn", 1, 154},
	{"tricky/python-chess-uci-moves.pgn", 1, 113},
	{"tricky/python-chess-utf8-bom.pgn", 2, 0},
}

func readFile(t testing.TB, name string) []*Game {
	t.Helper()
	f, err := os.Open(filepath.Join(dataDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := NewReader(f)
	var games []*Game
	for {
		g, err := r.Read()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		games = append(games, g)
	}
}

func TestSampleFiles(t *testing.T) {
	// Every file of the data folder is in the table.
	var all []string
	for _, pat := range []string{"*.pgn", "tricky/*.pgn"} {
		m, _ := filepath.Glob(filepath.Join(dataDir, pat))
		all = append(all, m...)
	}
	if len(all) != len(sampleFiles) {
		t.Errorf("%d PGN files in %s, %d in the table", len(all), dataDir, len(sampleFiles))
	}
	for _, tc := range sampleFiles {
		games := readFile(t, tc.name)
		if len(games) != tc.games {
			t.Errorf("%s: %d games, want %d", tc.name, len(games), tc.games)
		}
		plies := 0
		for _, g := range games {
			plies += g.Plies()
		}
		if plies != tc.plies {
			t.Errorf("%s: %d plies, want %d", tc.name, plies, tc.plies)
		}
	}
}

// TestPlyCountTags checks the main lines against the PlyCount tags, the
// movetext results against the Result tags, and that a game whose last SAN
// says mate ends in checkmate.
func TestPlyCountTags(t *testing.T) {
	checked := 0
	for _, tc := range sampleFiles {
		for _, g := range readFile(t, tc.name) {
			if pc := g.Tag("PlyCount"); pc != "" {
				n, err := strconv.Atoi(pc)
				if err != nil {
					t.Fatalf("%s game %d: PlyCount %q", tc.name, g.Number, pc)
				}
				if n != g.Plies() {
					t.Errorf("%s game %d: %d plies, PlyCount %d", tc.name, g.Number, g.Plies(), n)
				}
				checked++
			}
			if res := g.Tag("Result"); res != "" && res != g.Result {
				t.Errorf("%s game %d: movetext result %q, tag %q", tc.name, g.Number, g.Result, res)
			}
		}
	}
	if checked < 15 {
		t.Errorf("only %d games with PlyCount tags", checked)
	}
}

func TestKnownGames(t *testing.T) {
	g := readFile(t, "tricky/python-chess-molinari-bordais-1979.pgn")[0]
	final := g.Final()
	if !final.IsCheckmate() || g.Result != BlackWins {
		t.Errorf("Molinari–Bordais: checkmate %v, result %s", final.IsCheckmate(), g.Result)
	}
	if got := final.FEN(); got != "r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6" {
		t.Errorf("Molinari–Bordais final FEN %s", got)
	}

	// Kasparov – Deep Blue 1997: six games, Kasparov won the first, Deep Blue
	// the second and the sixth, three were drawn.
	var results []string
	for _, g := range readFile(t, "tricky/python-chess-kasparov-deep-blue-1997.pgn") {
		results = append(results, g.Result)
	}
	if got := strings.Join(results, " "); got != "1-0 1-0 1/2-1/2 1/2-1/2 1/2-1/2 1-0" { // Deep Blue had White in games 2, 4 and 6
		t.Errorf("Kasparov–Deep Blue results %s", got)
	}

	// The null move of Anastasian–Lewis: 41... Z0 (kept as NullMove).
	g = readFile(t, "tricky/python-chess-anastasian-lewis.pgn")[0]
	if g.Moves[81].Move != chess.NullMove {
		t.Errorf("ply 82 is %v, want the null move", g.Moves[81].Move)
	}
	final = g.Final()
	if fen := final.FEN(); !strings.HasSuffix(fen, " w - - 3 43") {
		// 41. Bxf3 Z0 42. Ke1 Qh1+: White to move on move 43, three plies
		// after the capture (the pass counts as Black's move 41).
		t.Errorf("Anastasian–Lewis final position %s: want White to move on move 43", fen)
	}

	// The UCI-movetext file reads as the same game in SAN.
	g = readFile(t, "tricky/python-chess-uci-moves.pgn")[0]
	if s := g.String(); !strings.Contains(s, "1. Nf3 c5 2. e4 d6") || !strings.Contains(s, "15. O-O-O") {
		t.Errorf("uci-moves game written as:\n%s", s)
	}

	// Chess960: castling in a game from a Fischer random position.
	games := readFile(t, "tricky/python-chess-cutechess-fischerrandom.pgn")
	if !games[0].Start.Chess960() || games[0].Start.FEN() != "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w GDgd - 0 1" {
		t.Errorf("fischerrandom start %s (chess960 %v)", games[0].Start.FEN(), games[0].Start.Chess960())
	}

	// The BOM does not reach the first tag name.
	g = readFile(t, "tricky/python-chess-utf8-bom.pgn")[0]
	if g.Tags[0].Name != "Event" {
		t.Errorf("first tag %q after a BOM", g.Tags[0].Name)
	}
	// ChessBase's blank line inside the header.
	g = readFile(t, "tricky/python-chess-chessbase-empty-line.pgn")[0]
	if g.Tag("Event") != "AlphaZero vs. Stockfish" || g.Tag("White") != "Stockfish 8" || g.Plies() == 0 {
		t.Errorf("chessbase-empty-line: tags %v, %d plies", g.Tags, g.Plies())
	}
}

// read parses a PGN text into its games and errors.
func read(text string) ([]*Game, []error) {
	r := NewReader(strings.NewReader(text))
	var games []*Game
	var errs []error
	for {
		g, err := r.Read()
		if err == io.EOF {
			return games, errs
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		games = append(games, g)
	}
}

func TestMovetextFeatures(t *testing.T) {
	text := `% a comment line for programs
[Event "Features"]
[White "A \"quoted\" \\ name"]
[Result "1-0"]

{Game comment} 1. e4 $1 {after e4} ; rest of line
1... e5 2. Nf3!? (2. f4 exf4 (2... d5!) 3. Nf3) (2. Bc4) 2... Nc6 +- 3. Bb5 a6
% escaped line in movetext: 9. Qxf7 is not played
4. Ba4 -- 5. O-O 1-0
`
	games, errs := read(text)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("games %d errors %v", len(games), errs)
	}
	g := games[0]
	if g.Tag("White") != `A "quoted" \ name` {
		t.Errorf("escaped tag value %q", g.Tag("White"))
	}
	if g.Comment != "Game comment" || g.Moves[0].Comment != "after e4 rest of line" {
		t.Errorf("comments %q, %q", g.Comment, g.Moves[0].Comment)
	}
	if !reflect.DeepEqual(g.Moves[0].NAGs, []NAG{1}) || !reflect.DeepEqual(g.Moves[2].NAGs, []NAG{5}) || !reflect.DeepEqual(g.Moves[3].NAGs, []NAG{18}) {
		t.Errorf("NAGs %v %v %v", g.Moves[0].NAGs, g.Moves[2].NAGs, g.Moves[3].NAGs)
	}
	vs := g.Moves[2].Variations
	if len(vs) != 2 || len(vs[0].Moves) != 3 || len(vs[1].Moves) != 1 {
		t.Fatalf("variations of 2. Nf3: %+v", vs)
	}
	// 2... d5 replaces 2... exf4 inside the first variation.
	inner := vs[0].Moves[1].Variations
	if len(inner) != 1 || len(inner[0].Moves) != 1 || !reflect.DeepEqual(inner[0].Moves[0].NAGs, []NAG{1}) {
		t.Fatalf("nested variation %+v", inner)
	}
	if got := g.Plies(); got != 9 {
		t.Errorf("%d plies, want 9", got)
	}
	if g.Moves[7].Move != chess.NullMove {
		t.Errorf("ply 8 is not the null move")
	}
	want := `[Event "Features"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A \"quoted\" \\ name"]
[Black "?"]
[Result "1-0"]

{Game comment} 1. e4 $1 {after e4 rest of line} 1... e5 2. Nf3 $5 (2. f4 exf4
(2... d5 $1) 3. Nf3) (2. Bc4) 2... Nc6 $18 3. Bb5 a6 4. Ba4 -- 5. O-O 1-0

`
	if got := g.String(); got != want {
		t.Errorf("written as\n%s\nwant\n%s", got, want)
	}
}

// wantError reads text and checks the one error it has: where (the first
// occurrence of at on the given line) and what.
func wantError(t *testing.T, text string, line int, at string, target error, games int) {
	t.Helper()
	col := strings.Index(strings.Split(text, "\n")[line-1], at) + 1
	gs, errs := read(text)
	if len(errs) != 1 {
		t.Fatalf("errors %v, want one", errs)
	}
	var perr *Error
	if !errors.As(errs[0], &perr) {
		t.Fatalf("error %T %v is not a *pgn.Error", errs[0], errs[0])
	}
	if perr.Line != line || perr.Column != col || !errors.Is(perr, target) {
		t.Errorf("error %v: want line %d column %d wrapping %v", perr, line, col, target)
	}
	if len(gs) != games {
		t.Errorf("%d good games beside the error, want %d", len(gs), games)
	}
}

func TestErrors(t *testing.T) {
	next := "\n[Event \"next\"]\n\n1. d4 d5 *\n"
	wantError(t, "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n"+next, 3, "Ke3", chess.ErrIllegalMove, 1)
	wantError(t, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nc3 Bg4 6. Ne2 Bxf3 7. gxf3 Qh4 8. Ng3 Qxf2 9. Nxe4 1-0\n"+next, 1, "Qxf2", chess.ErrIllegalMove, 1)
	wantError(t, "1. e4 e5 2. Nf3 Nf6 3. Nc3 Nc6 4. Nd5 Nd4 5. Nxd4 exd4 6. Nxf6+ gxf6 7. Bd3 d6 8. N3 *\n", 1, "N3", chess.ErrInvalidMove, 0)
	wantError(t, "1. e4 e5 2. Nc3 Nc6 3. Ne2 Nf6 *\n"+next, 1, "Ne2", chess.ErrAmbiguousMove, 1)
	// A move of a variation is checked against the variation's position.
	wantError(t, "1. e4 (1. d4 Nf6 2. e5) 1... e5 *\n"+next, 1, "e5", chess.ErrIllegalMove, 1)
	wantError(t, "1. e4 e5 (1... d5 2. exd5 (2. e5 f6 (2... Qxd2+ 3. Kxd2) 3. f4) *\n"+next, 1, "Qxd2+", chess.ErrIllegalMove, 1)
	wantError(t, "( 1. e4 ) *\n"+next, 1, "(", ErrVariation, 1)
	wantError(t, "1. e4 ) e5 *\n"+next, 1, ")", ErrVariation, 1)
	wantError(t, "1. e4 (1. d4 d5 *\n"+next, 1, "(", ErrVariation, 1)
	wantError(t, "[Event \"x\"]\n[White \"no end]\n\n1. e4 *\n"+next, 2, "\"", ErrTag, 1)
	wantError(t, "[Event x]\n\n1. e4 *\n"+next, 1, "x", ErrTag, 1)
	wantError(t, "[Event \"x\"] [FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n"+next, 1, "[FEN", ErrFEN, 1)
	wantError(t, "[Event \"x\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n"+next, 2, "[", ErrVariant, 1)
	wantError(t, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ -- *\n"+next, 1, "--", ErrNullMoveInCheck, 1)
	wantError(t, "1. e4 $300 *\n"+next, 1, "$", ErrSyntax, 1)
	wantError(t, "1. e4 {never closed\n2. d4 *\n", 1, "{", ErrSyntax, 0)
	wantError(t, "1. e4 ] *\n"+next, 1, "]", ErrSyntax, 1)
	wantError(t, "1. e4 e5?!? *\n"+next, 1, "?", ErrSyntax, 1)
}

// TestErrorSkipsGame: after an error the reader goes on with the next game,
// even when the bad game's movetext has comments and variations with
// brackets and results inside.
func TestErrorSkipsGame(t *testing.T) {
	text := `[Event "1"]

1. e4 e5 2. Qxf7 {a comment with 1-0 and ( and [ inside} (2. Nf3 1-0) 2... Nc6 1-0

[Event "2"]

1. d4 *

[Event "3"]
1. e4 e5 (1... c5 2. Nf3 (2. xx) d6) 2. Nf3 0-1
[Event "4"]
1. c4 1/2-1/2`
	games, errs := read(text)
	if len(errs) != 2 || len(games) != 2 {
		t.Fatalf("games %d, errors %v", len(games), errs)
	}
	if games[0].Tag("Event") != "2" || games[1].Tag("Event") != "4" || games[1].Result != Draw {
		t.Errorf("games read: %q %q", games[0].Tag("Event"), games[1].Tag("Event"))
	}
	var perr *Error
	if !errors.As(errs[1], &perr) || perr.Game != 3 || perr.StartLine != 9 || perr.Line != 10 || perr.Column != strings.Index(text, "xx")-strings.Index(text, "1. e4 e5 (")+1 || perr.Token != "xx" {
		t.Errorf("second error %#v", perr)
	}
	if msg := errs[1].Error(); !strings.Contains(msg, "line 10, column 30") || !strings.Contains(msg, `"xx"`) {
		t.Errorf("message %q", msg)
	}
}

// TestPartialGame: a game with an error comes back as far as it was read.
func TestPartialGame(t *testing.T) {
	r := NewReader(strings.NewReader("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nf3 *\n"))
	g, err := r.Read()
	if err == nil || g == nil || g.Plies() != 3 || g.Tag("Event") != "x" {
		t.Fatalf("game %v, error %v", g, err)
	}
	if _, err := r.Read(); err != io.EOF {
		t.Errorf("then %v, want EOF", err)
	}
}

func TestHeaderEdgeCases(t *testing.T) {
	// Several tags on one line and movetext on the last tag's line.
	games, errs := read(`[Event "a"] [Site "b"]` + "\n" + `[Result "0-1"] 1. f3 e5 2. g4 Qh4# 0-1`)
	if len(errs) != 0 || len(games) != 1 || games[0].Tag("Site") != "b" {
		t.Fatalf("games %v errors %v", games, errs)
	}
	if final := games[0].Final(); !final.IsCheckmate() {
		t.Fatalf("games %v errors %v", games, errs)
	}
	// A game with tags and no movetext, then a blank line and the next game:
	// the repeated Event tag starts a new game.
	games, errs = read("[Event \"a\"]\n[Result \"*\"]\n\n[Event \"b\"]\n\n1. e4 *\n")
	if len(errs) != 0 || len(games) != 2 || games[0].Plies() != 0 || games[1].Plies() != 1 {
		t.Fatalf("games %d errors %v", len(games), errs)
	}
	// No result: the Result tag's value.
	games, _ = read("[Result \"1/2-1/2\"]\n\n1. e4 e5\n")
	if games[0].Result != Draw {
		t.Errorf("result %q", games[0].Result)
	}
	// Black to move first, from a FEN without SetUp; results inside a
	// variation are ignored.
	games, errs = read("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 (40... Ke7 41. e4 1-0) 41. e4 *")
	if len(errs) != 0 || games[0].Plies() != 2 || games[0].Moves[0].Variations[0].Moves[1].Move.String() != "e2e4" {
		t.Fatalf("games %v errors %v", games, errs)
	}
	if s := games[0].String(); !strings.Contains(s, "[SetUp \"1\"]") && !strings.Contains(s, "40... Kd7 (40... Ke7 41. e4) 41. e4 *") {
		t.Errorf("written as %s", s)
	}
	// Empty input, blank input, only comments.
	for _, s := range []string{"", "\n\n  \n", "{just a comment}\n; and another\n"} {
		if games, errs := read(s); len(games) != 0 || len(errs) != 0 {
			t.Errorf("%q: games %d errors %v", s, len(games), errs)
		}
	}
}

// TestLongLine: a line longer than the reader's buffer.
func TestLongLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"long\"]\n\n{")
	b.WriteString(strings.Repeat("x", 200000))
	b.WriteString("} 1. e4 *\n")
	games, errs := read(b.String())
	if len(errs) != 0 || len(games) != 1 || len(games[0].Comment) != 200000 || games[0].Plies() != 1 {
		t.Fatalf("games %d errors %v", len(games), errs)
	}
}

// Terminated tells a whole game from one cut off before its result token.
func TestTerminated(t *testing.T) {
	for text, want := range map[string]bool{
		"1. e4 e5 1-0\n":                    true,
		"[Result \"*\"]\n\n1. e4 *\n":       true,
		"[Result \"1-0\"]\n\n1. e4 e5 2.\n": false,
		"1. e4 (1. d4 1-0) e5\n":            false, // a marker inside a variation ends nothing
	} {
		g, err := NewReader(strings.NewReader(text)).Read()
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if g.Terminated != want {
			t.Errorf("%q: Terminated %v, want %v", text, g.Terminated, want)
		}
	}
}

// TestLimits: variations nested past MaxDepth and games past MaxMoves are
// errors wrapping ErrLimit at the token that went over, and the reader goes
// on with the next game.
func TestLimits(t *testing.T) {
	next := "\n[Event \"next\"]\n\n1. d4 d5 *\n"
	deep := "1. e4 " + strings.Repeat("(1. d4 ", DefaultMaxDepth+1) + strings.Repeat(")", DefaultMaxDepth+1) + " *\n"
	gs, errs := read(deep + next)
	var perr *Error
	if len(errs) != 1 || !errors.As(errs[0], &perr) || !errors.Is(perr, ErrLimit) || perr.Column != len("1. e4 ")+DefaultMaxDepth*len("(1. d4 ")+1 || len(gs) != 1 {
		t.Errorf("%d variations nested: errors %v, %d good games; want one ErrLimit at column %d and the next game",
			DefaultMaxDepth+1, errs, len(gs), len("1. e4 ")+DefaultMaxDepth*len("(1. d4 ")+1)
	}
	// At the limit it is a game.
	if gs, errs := read("1. e4 " + strings.Repeat("(1. d4 ", DefaultMaxDepth) + strings.Repeat(")", DefaultMaxDepth) + " *\n"); len(errs) != 0 || len(gs) != 1 {
		t.Errorf("%d variations nested: errors %v", DefaultMaxDepth, errs)
	}
	r := NewReader(strings.NewReader(strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 3) + "*\n" + next))
	r.MaxMoves = 10
	if _, err := r.Read(); !errors.As(err, &perr) || !errors.Is(err, ErrLimit) || perr.Token != "Ng1" || perr.Column != 2*len("Nf3 Nf6 Ng1 Ng8 ")+len("Nf3 Nf6 ")+1 {
		t.Errorf("12 moves with MaxMoves 10: %v, want ErrLimit at the 11th move", err)
	}
	if g, err := r.Read(); err != nil || len(g.Moves) != 2 {
		t.Errorf("the game after: %v", err)
	}
	// Without limits, the deep game reads.
	r = NewReader(strings.NewReader(deep))
	r.MaxDepth = 0
	if _, err := r.Read(); err != nil {
		t.Errorf("MaxDepth 0: %v", err)
	}
}

// TestErrorExcerpt: an error quotes at most the start of a long token.
func TestErrorExcerpt(t *testing.T) {
	for _, text := range []string{strings.Repeat("[", 100_000) + "\n", "1. e4 " + strings.Repeat("x", 100_000) + " *\n", "[Variant \"" + strings.Repeat("y", 100_000) + "\"]\n\n*\n"} {
		_, errs := read(text)
		if len(errs) != 1 || len(errs[0].Error()) > 300 {
			t.Errorf("%.20q…: %d errors, the first %d bytes long", text, len(errs), len(errs[0].Error()))
		}
	}
}

// limited returns a reader of text with small byte limits: a game's text
// 2,000 bytes, a comment 100, a token 20.
func limited(text string) *Reader {
	r := NewReader(strings.NewReader(text))
	r.MaxGameBytes, r.MaxCommentBytes, r.MaxTokenBytes = 2000, 100, 20
	return r
}

// TestByteLimits: a comment, a token, a line or a game's text over its
// limit is an error wrapping ErrLimit that names the game and the line,
// and the reader goes on with the next game.
func TestByteLimits(t *testing.T) {
	next := "\n[Event \"next\"]\n\n1. d4 d5 *\n"
	long := strings.Repeat("x", 101)
	for _, c := range []struct {
		name, text string
		line, game int
	}{
		{"a comment on one line", "[Event \"a\"]\n\n1. e4 {" + long + "} e5 *\n", 3, 1},
		{"a comment over lines", "1. e4 {" + strings.Repeat("x", 60) + "\n" + strings.Repeat("y", 60) + "} e5 *\n", 1, 1},
		{"a line comment", "1. e4 ;" + long + "\ne5 *\n", 1, 1},
		{"a comment before the game", "{" + long + "}\n[Event \"a\"]\n\n1. e4 *\n", 1, 1},
		{"a tag value", "[Event \"" + strings.Repeat("e", 21) + "\"]\n\n1. e4 *\n", 1, 1},
		{"a tag name", "[" + strings.Repeat("E", 21) + " \"x\"]\n\n1. e4 *\n", 1, 1},
		{"a move", "1. e4 " + strings.Repeat("N", 21) + " *\n", 1, 1},
		{"a move number", "1. e4 e5 " + strings.Repeat("9", 21) + ". Nf3 *\n", 1, 1},
		// 11 + 1 + 43 bytes on the first three lines, 32 on each after.
		{"a game's text", "[Event \"a\"]\n\n1. Nf3 Nf6 " + strings.Repeat("2. Ng1 Ng8 3. Nf3 Nf6 {comment}\n", 70) + "*\n", 64, 1},
		{"a line", "[Event \"a\"]\n\n1. e4 " + strings.Repeat("e5 ", 700) + "*\n", 3, 1},
		{"comments between games", strings.Repeat("{a comment before any game}\n", 100) + "1. e4 *\n", 72, 1},
	} {
		r := limited(c.text + next)
		g, err := r.Read()
		var perr *Error
		if !errors.As(err, &perr) || !errors.Is(err, ErrLimit) || perr.Line != c.line || perr.Game != c.game {
			t.Errorf("%s: %v, want ErrLimit on line %d of game %d", c.name, err, c.line, c.game)
			continue
		}
		if g == nil {
			t.Errorf("%s: no game beside the error", c.name)
		}
		if g, err := r.Read(); err != nil || g.Tag("Event") != "next" || g.Plies() != 2 {
			t.Errorf("%s: the game after: %v", c.name, err)
		}
		if _, err := r.Read(); err != io.EOF {
			t.Errorf("%s: after the last game: %v", c.name, err)
		}
	}
	// At the limits it is a game.
	text := "[Event \"" + strings.Repeat("e", 20) + "\"]\n\n1. e4 {" + strings.Repeat("x", 100) + "} e5 ;" + strings.Repeat("y", 100) + "\n*\n"
	if g, err := limited(text).Read(); err != nil || len(g.Moves[0].Comment) != 100 {
		t.Errorf("at the limits: %v", err)
	}
	// With no limits the long comment reads.
	r := limited("1. e4 {" + long + "} *\n")
	r.MaxCommentBytes = 0
	if g, err := r.Read(); err != nil || g.Moves[0].Comment != long {
		t.Errorf("MaxCommentBytes 0: %v", err)
	}
}

// TestLongLineMemory: a line of 64 MB is read and dropped with a memory of
// the game's limit, not of the line, and the next game is read.
func TestLongLineMemory(t *testing.T) {
	const size = 64 << 20
	in := io.MultiReader(strings.NewReader("[Event \"long\"]\n\n1. e4 {"),
		&repeatByte{c: 'x', n: size}, strings.NewReader("} *\n\n[Event \"next\"]\n\n1. d4 d5 *\n"))
	r := NewReader(in)
	r.MaxGameBytes = 1 << 20
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := r.Read()
	runtime.ReadMemStats(&after)
	var perr *Error
	if !errors.As(err, &perr) || !errors.Is(err, ErrLimit) || perr.Line != 3 {
		t.Errorf("a line of %d bytes: %v, want ErrLimit on line 3", size, err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Errorf("%d bytes allocated to read past a line of %d bytes with MaxGameBytes %d", alloc, size, r.MaxGameBytes)
	}
	if g, err := r.Read(); err != nil || g.Tag("Event") != "next" {
		t.Errorf("the game after: %v", err)
	}
}

// repeatByte reads as n copies of c (n < 0: for ever).
type repeatByte struct {
	c byte
	n int
}

func (r *repeatByte) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	if r.n > 0 && len(p) > r.n {
		p = p[:r.n]
	}
	for i := range p {
		p[i] = r.c
	}
	if r.n > 0 {
		r.n -= len(p)
	}
	return len(p), nil
}

// TestBinary: a NUL byte ends the reading with ErrBinary, the line and
// the column (not an *Error: nothing can be read after it), repeated by
// every later call; /dev/zero's endless zeros end at once.
func TestBinary(t *testing.T) {
	r := NewReader(strings.NewReader("[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 d\x00 *\n\n[Event \"c\"]\n\n1. c4 *\n"))
	if g, err := r.Read(); err != nil || g.Tag("Event") != "a" {
		t.Fatalf("the game before: %v", err)
	}
	for range 2 {
		_, err := r.Read()
		var perr *Error
		if !errors.Is(err, ErrBinary) || errors.As(err, &perr) || !strings.Contains(err.Error(), "line 7, column 8 (game 2 from line 5)") {
			t.Errorf("a NUL byte: %v, want ErrBinary at line 7, column 8, game 2", err)
		}
	}
	_, err := NewReader(&repeatByte{n: -1}).Read()
	if !errors.Is(err, ErrBinary) || !strings.Contains(err.Error(), "line 1, column 1") {
		t.Errorf("endless zeros: %v, want ErrBinary at line 1, column 1", err)
	}
	// Past the buffer, in a long line.
	_, err = NewReader(io.MultiReader(&repeatByte{c: 'x', n: 100_000}, &repeatByte{n: -1})).Read()
	if !errors.Is(err, ErrBinary) || !strings.Contains(err.Error(), "line 1, column 100001") {
		t.Errorf("zeros after a long line: %v, want ErrBinary at line 1, column 100001", err)
	}
}

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/epd"
)

const pgnData = "../../data/pgn"

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(""), &o, &e)
	return code, o.String(), e.String()
}

func TestPGNCommand(t *testing.T) {
	code, out, errOut := runCmd("pgn", filepath.Join(pgnData, "twic_232games.pgn"))
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"games 232, moves 19777, invalid 0\n", "results 1-0 98, 0-1 68, 1/2-1/2 66, * 0\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output %q lacks %q", out, want)
		}
	}

	// Every sample file, tricky ones included, reads without error, but
	// for the three fragments of movetext without a result token (not
	// whole games: flagged).
	files, _ := filepath.Glob(filepath.Join(pgnData, "tricky", "*.pgn"))
	code, out, _ = runCmd(append([]string{"pgn", filepath.Join(pgnData, "32games.pgn")}, files...)...)
	if code != exitFail || !strings.Contains(out, "invalid 3\n") || strings.Count(out, "without a result token") != 3 ||
		!strings.Contains(out, "notnil-0008.pgn:1: game 1 (line 1): the movetext ends without a result token") {
		t.Errorf("tricky files: exit %d\n%s", code, out)
	}
}

// A game cut off mid-movetext, or missing its result token, is not a
// valid game; a missing file is one error line, no summary.
func TestPGNCommandCutOff(t *testing.T) {
	pgnStdin = strings.NewReader("[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n" +
		"[Event \"b\"]\n[Result \"1-0\"]\n\n1. d4 d5\n\n" + // no result token
		"[Event \"c\"]\n[Result \"0-1\"]\n\n1. c4 e5 2. Nc3 Nf6 3.") // cut off
	defer func() { pgnStdin = os.Stdin }()
	code, out, _ := runCmd("pgn", "-")
	for _, want := range []string{
		"<stdin>:6: game 2 (line 6): the movetext ends without a result token",
		"<stdin>:11: game 3 (line 11): the movetext ends without a result token",
		"games 3, moves 4, invalid 2",
		"results 1-0 1, 0-1 0, 1/2-1/2 0, * 0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	code, out, errOut := runCmd("pgn", "/nonexistent/missing.pgn")
	if code != exitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "westcott pgn: ") {
		t.Errorf("missing file: exit %d, stdout %q, stderr %q; want one error line", code, out, errOut)
	}
}

func TestPGNCommandErrors(t *testing.T) {
	pgnStdin = strings.NewReader("[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"y\"]\n1. d4 (1. e4 e5 2. Nf9) d5 *\n[Event \"z\"]\n1. c4 1-0\n")
	defer func() { pgnStdin = os.Stdin }()
	code, out, _ := runCmd("pgn", "-")
	if code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	for _, want := range []string{
		`<stdin>:3:13: game 1 (line 1): "Ke3": illegal move "Ke3" in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2`,
		`<stdin>:6:20: game 2 (line 5): "Nf9": invalid move syntax`,
		"games 3, moves 1, invalid 2",
		"results 1-0 1, 0-1 0, 1/2-1/2 0, * 0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}

	for _, args := range [][]string{
		{"pgn"},
		{"pgn", "/nonexistent/file.pgn"},
		{"pgn", "-skip", "-1", "x.pgn"},
		{"pgn", "-final", "x.pgn"},
		{"pgn", "-fen", "-epd", "-", "x.pgn"},
		{"pgn", "-eco", "-fen", "x.pgn"},
		{"pgn", "-eco", "-epd", "-", "x.pgn"},
		{"pgn", "-nosuchflag", "x.pgn"},
	} {
		code, _, errOut := runCmd(args...)
		if code != exitUsage || errOut == "" || strings.Contains(errOut, "panic") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut)
		}
	}
}

func TestPGNCommandFENAndEPD(t *testing.T) {
	file := filepath.Join(pgnData, "tricky", "python-chess-molinari-bordais-1979.pgn")
	code, out, errOut := runCmd("pgn", "-fen", file)
	if code != exitOK || out != "r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6\n" || !strings.Contains(errOut, "games 1,") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}

	// Every position of the Kasparov – Deep Blue games as EPD: one record
	// per ply plus the final position of each game, each readable by the
	// epd package, with the game's result.
	dir := t.TempDir()
	outFile := filepath.Join(dir, "pos.epd")
	file = filepath.Join(pgnData, "tricky", "python-chess-kasparov-deep-blue-1997.pgn")
	code, out, _ = runCmd("pgn", "-epd", outFile, file)
	if code != exitOK || !strings.Contains(out, "epd positions 525 written") {
		t.Fatalf("exit %d, output %q", code, out)
	}
	f, err := os.Open(outFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := epd.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 519+6 {
		t.Fatalf("%d records", len(recs))
	}
	if recs[0].Position.FEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" || recs[0].Text("c9") != "1-0" {
		t.Errorf("first record %s", recs[0].Format())
	}

	// -final -skip: the final positions of the games longer than 100 plies.
	code, out, errOut = runCmd("pgn", "-epd", "-", "-final", "-skip", "100", file)
	if code != exitOK || strings.Count(out, "\n") != 1 || !strings.Contains(errOut, "epd positions 1 written") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestPGNCommandECO: -eco names each valid game, one line a game, by the
// last named position: the French Advance by either move order, a Catalan
// reached from the English that leaves the table after it, "?" for a set-up
// position the table never reaches; the invalid game gets no line.
func TestPGNCommandECO(t *testing.T) {
	pgnStdin = strings.NewReader("1. e4 e6 2. d4 d5 3. e5 *\n\n" +
		"1. d4 e6 2. e4 d5 3. e5 c5 4. a3 *\n\n" +
		"[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 1/2-1/2\n\n" +
		"1. e4 e5 2. Ke3 *\n\n" +
		"1. c4 e6 2. g3 d5 3. Bg2 Nf6 4. d4 h6 5. h4 1-0\n")
	defer func() { pgnStdin = os.Stdin }()
	code, out, errOut := runCmd("pgn", "-eco", "-")
	want := "C02 French Defense: Advance Variation\n" +
		"C02 French Defense: Advance Variation\n" +
		"?\n" +
		"E01 Catalan Opening: Open Defense\n"
	if code != exitFail || out != want || !strings.Contains(errOut, "games 5, moves 22, invalid 1") {
		t.Errorf("exit %d, stdout\n%s\nwant\n%s\nstderr %q", code, out, want, errOut)
	}
}

// -epd never writes over one of the PGN files it reads: os.Create would
// empty the file before it is read, and the games would be lost.
func TestPGNCommandEPDOverInput(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games.pgn")
	text := "[Event \"x\"]\n\n1. e4 e5 *\n"
	if err := os.WriteFile(games, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	// The same file under another name (a hard link) counts too.
	alias := filepath.Join(dir, "link.pgn")
	if err := os.Link(games, alias); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{games, alias} {
		code, _, errOut := runCmd("pgn", "-epd", out, games)
		if code != exitUsage || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "games.pgn") {
			t.Errorf("-epd %s: exit %d, stderr %q; want exit %d and one line naming the file", out, code, errOut, exitUsage)
		}
		if data, _ := os.ReadFile(games); string(data) != text {
			t.Fatalf("-epd %s: the input now reads %q", out, data)
		}
	}
}

// A flag after the files is not a file: Go's flag package stops at the
// first file, so "westcott pgn games.pgn -fen" would try to open "-fen".
func TestPGNCommandFlagAfterFiles(t *testing.T) {
	file := filepath.Join(pgnData, "32games.pgn")
	code, out, errOut := runCmd("pgn", file, "-fen")
	if code != exitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, `"-fen"`) || !strings.Contains(errOut, "before") {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and one line saying flags go before the files", code, out, errOut, exitUsage)
	}
}

// A line of 100,000 "[" is one short error line (issue 28): the message
// quotes the token's first characters, not all of it; so is a game of
// variations nested past the reader's limit.
func TestPGNCommandLongToken(t *testing.T) {
	defer func() { pgnStdin = os.Stdin }()
	for _, text := range []string{strings.Repeat("[", 100_000) + "\n", "1. e4 " + strings.Repeat("(1. d4 ", 200) + strings.Repeat(")", 200) + " *\n"} {
		pgnStdin = strings.NewReader(text)
		code, out, _ := runCmd("pgn", "-")
		first, _, _ := strings.Cut(out, "\n")
		if code != exitFail || len(first) > 200 || !strings.Contains(out, "invalid 1") {
			t.Errorf("%.20q…: exit %d, first line %d bytes: %.300s", text, code, len(first), out)
		}
	}
}

// zeros reads as endless NUL bytes, as /dev/zero does.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestPGNBinaryInput: endless NUL bytes (westcott pgn /dev/zero) end at
// once with an error naming the line and column, exit 2, as does a PGN
// file with NUL bytes read by wdlfit and book make.
func TestPGNBinaryInput(t *testing.T) {
	pgnStdin = zeros{}
	defer func() { pgnStdin = os.Stdin }()
	code, _, errOut := runCmd("pgn", "-")
	if code != exitUsage || !strings.Contains(errOut, "<stdin>: line 1, column 1: a NUL byte: binary data, not PGN text") {
		t.Errorf("pgn of endless zeros: exit %d, stderr %q", code, errOut)
	}
	name := filepath.Join(t.TempDir(), "zeros.pgn")
	if err := os.WriteFile(name, append([]byte("[Event \"a\"]\n\n1. e4 *\n\n"), make([]byte, 1<<20)...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"wdlfit", "-pgn", name}, {"book", "make", "-pgn", name, "-out", filepath.Join(t.TempDir(), "b.bin")}} {
		code, _, errOut := runCmd(args...)
		if code != exitUsage || !strings.Contains(errOut, "line 5, column 1: a NUL byte") {
			t.Errorf("%s: exit %d, stderr %q", args[0], code, errOut)
		}
	}
}

// -epd onto an existing file: a missing input is refused before anything
// is written, a file that cannot be read to its end leaves the old file
// byte for byte, and no temporary file is left beside it; a run that ends
// well replaces it (issue 43: the file was emptied first).
func TestPGNCommandEPDKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "o.epd")
	good := filepath.Join(dir, "good.pgn")
	binary := filepath.Join(dir, "binary.pgn")
	os.WriteFile(good, []byte("[Event \"x\"]\n\n1. e4 e5 *\n"), 0o644)
	os.WriteFile(binary, []byte("[Event \"x\"]\n\n1. e4 e5 *\n\n\x00"), 0o644)
	for _, c := range []struct {
		files []string
		msg   string
	}{
		{[]string{filepath.Join(dir, "nosuch.pgn")}, "nosuch.pgn: no such file"},
		{[]string{good, filepath.Join(dir, "nosuch.pgn")}, "nosuch.pgn: no such file"},
		{[]string{good, dir}, "is a folder"},
		{[]string{good, binary}, "a NUL byte"},
	} {
		os.WriteFile(out, []byte("keep\n"), 0o600)
		code, _, errOut := runCmd(append([]string{"pgn", "-epd", out}, c.files...)...)
		if data, _ := os.ReadFile(out); code != exitUsage || string(data) != "keep\n" || !strings.Contains(errOut, c.msg) {
			t.Errorf("%v: exit %d, stderr %q, o.epd now %q", c.files, code, errOut, data)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 3 {
			t.Errorf("%v: %d files in the folder, want 3 (no temporary file left)", c.files, len(entries))
		}
	}
	code, _, errOut := runCmd("pgn", "-epd", out, good)
	data, _ := os.ReadFile(out)
	st, _ := os.Stat(out)
	if code != exitOK || strings.Count(string(data), "\n") != 3 || st.Mode().Perm() != 0o600 {
		t.Errorf("a good run: exit %d, stderr %q, o.epd %q, mode %v (want the old file's 0600)", code, errOut, data, st.Mode().Perm())
	}
	code, _, errOut = runCmd("pgn", "-epd", filepath.Join(dir, "nosuch", "o.epd"), good)
	if code != exitUsage || !strings.Contains(errOut, "cannot write "+filepath.Join(dir, "nosuch", "o.epd")) {
		t.Errorf("into a missing folder: exit %d, stderr %q", code, errOut)
	}
}

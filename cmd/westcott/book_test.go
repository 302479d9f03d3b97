package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBookMakeEqualsPolyglot: westcott book make writes, byte for byte, the
// books Debian's polyglot made of the same games with the same settings
// (data/polyglot, commands in data/README.md).
func TestBookMakeEqualsPolyglot(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		book string
		args []string
	}{
		{"32games-min1.bin", []string{"-pgn", "../../data/pgn/32games.pgn", "-min-games", "1"}},
		{"twic_232games.bin", []string{"-pgn", "../../data/pgn/twic_232games.pgn"}},
		{"twic_232games-white20.bin", []string{"-min-games", "1", "-only-white", "-max-ply", "20", "../../data/pgn/twic_232games.pgn"}},
	} {
		out := filepath.Join(dir, tc.book)
		code, stdout, stderr := runCmd(append([]string{"book", "make", "-out", out}, tc.args...)...)
		if code != exitOK || stderr != "" {
			t.Fatalf("book make %q: exit %d, stderr %q", tc.args, code, stderr)
		}
		got, _ := os.ReadFile(out)
		want, err := os.ReadFile("../../data/polyglot/" + tc.book)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("book make %q: %d bytes differ from polyglot's %d", tc.args, len(got), len(want))
		}
		if wantLine := fmt.Sprintf("entries %d", len(want)/16) + " written to " + out + "\n"; !strings.HasSuffix(stdout, wantLine) {
			t.Errorf("book make %q: stdout %q, want it to end %q", tc.args, stdout, wantLine)
		}
	}
}

// TestBookMakeSkips: games the PGN reader rejects and Chess960 games are
// skipped with a warning; the rest make the book.
func TestBookMakeSkips(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	os.WriteFile(in, []byte(`[Result "1-0"]

1. e4 e5 2. Nf3 1-0

[Result "1-0"]

1. e4 e5 2. Ke3 1-0

[Variant "Chess960"]
[FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1"]
[Result "1-0"]

1. e4 1-0
`), 0o644)
	out := filepath.Join(dir, "b.bin")
	code, stdout, stderr := runCmd("book", "make", "-pgn", in, "-out", out, "-min-games", "1")
	if code != exitOK || strings.Count(stderr, "skipped") != 2 || !strings.Contains(stderr, "Chess960") ||
		!strings.Contains(stdout, "games 1, skipped 2, moves counted 3, entries 2 written") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, _ = runCmd("book", "show", "-book", out)
	if code != exitOK || stdout != "e2e4 weight 2\n" {
		t.Errorf("show: exit %d, %q", code, stdout)
	}
}

func TestBookShow(t *testing.T) {
	book := "../../data/polyglot/32games-min1.bin"
	for _, tc := range []struct {
		args []string
		code int
		out  string
		err  string
	}{
		{[]string{"-book", book}, exitOK, "e2e4 weight 33\nd2d4 weight 10\nc2c4 weight 2\n", ""},
		// Castling (e8h8 in the book) shows as the king's move of UCI: one
		// game of the 32, which Black won, castled here.
		{[]string{"-book", book, "-moves", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3"}, exitOK, "e8g8 weight 2\n", ""},
		// Equal weights in the book's order (the order polyglot first saw them).
		{[]string{"-book", book, "-fen", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 4"}, exitOK, "f8c5 weight 2\nh7h6 weight 2\n", ""},
		{[]string{"-book", book, "-moves", "a2a4"}, exitFail, "", "is not in ../../data/polyglot/32games-min1.bin\n"},
		{[]string{"-book", book, "-moves", "e2e5"}, exitUsage, "", "westcott book show: -moves: illegal move"},
		{[]string{"-book", book, "-fen", "junk"}, exitUsage, "", "westcott book show: "},
		{[]string{"-book", "no-such.bin"}, exitUsage, "", "westcott book show: open no-such.bin"},
		{[]string{"-book", "../../data/pgn/tricky/notnil-0015.pgn"}, exitUsage, "", "notnil-0015.pgn: entry 0 (byte 0): truncated"},
	} {
		code, out, errOut := runCmd(append([]string{"book", "show"}, tc.args...)...)
		if code != tc.code || out != tc.out || !strings.Contains(errOut, tc.err) || tc.err == "" && errOut != "" {
			t.Errorf("book show %q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out, errOut, tc.code, tc.out, tc.err)
		}
	}
	// A damaged book is named with what is wrong.
	data, _ := os.ReadFile(book)
	bad := filepath.Join(t.TempDir(), "bad.bin")
	os.WriteFile(bad, data[:100], 0o644)
	code, _, errOut := runCmd("book", "show", "-book", bad)
	if code != exitUsage || !strings.Contains(errOut, "entry 6 (byte 96): truncated") {
		t.Errorf("truncated book: exit %d, %q", code, errOut)
	}
}

func TestBookUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"book"},
		{"book", "fry"},
		{"book", "make", "-out", filepath.Join(dir, "x.bin")},
		{"book", "make", "-pgn", "../../data/pgn/32games.pgn"},
		{"book", "make", "-pgn", "../../data/pgn/32games.pgn", "-out", filepath.Join(dir, "x.bin"), "-only-white", "-only-black"},
		{"book", "make", "-pgn", "../../data/pgn/32games.pgn", "-out", filepath.Join(dir, "x.bin"), "-min-games", "0"},
		{"book", "make", "-pgn", "../../data/pgn/32games.pgn", "-out", filepath.Join(dir, "x.bin"), "-max-ply", "0"},
		{"book", "make", "-pgn", "../../data/pgn/32games.pgn", "-out", "../../data/pgn/32games.pgn"},
		{"book", "make", "-pgn", "no-such.pgn", "-out", filepath.Join(dir, "x.bin")},
		{"book", "show", "-bogus"},
		{"book", "show", "extra"},
	} {
		code, out, errOut := runCmd(args...)
		if code != exitUsage || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, "westcott book") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and one line", args, code, out, errOut)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.bin")); err == nil {
		t.Error("a refused book make wrote its output")
	}
	for _, args := range [][]string{{"book", "-h"}, {"book", "make", "-h"}, {"book", "show", "-h"}} {
		if code, _, errOut := runCmd(args...); code != exitOK || !strings.Contains(errOut, "westcott book") {
			t.Errorf("%q: exit %d, %q", args, code, errOut)
		}
	}
}

// A PGN file with no readable game is an error, as in westcott pgn: exit
// 1, nothing written (issue 28: a binary file made an empty book, exit 0);
// a file with a NUL byte is not PGN at all: exit 2, nothing written.
func TestBookMakeNoGames(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.bin")
	text := "\x01\x02 [[[ junk\n1. Ke3 *\n\n[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n"
	for _, c := range []struct {
		text, msg string
		code      int
	}{
		{text, "no readable game in " + garbage + ": nothing written", exitFail},
		{"\x00" + text, garbage + ": line 1, column 1: a NUL byte", exitUsage},
	} {
		os.WriteFile(garbage, []byte(c.text), 0o644)
		out := filepath.Join(dir, "b.bin")
		code, stdout, stderr := runCmd("book", "make", "-pgn", garbage, "-out", out)
		if _, err := os.Stat(out); code != c.code || stdout != "" || !strings.Contains(stderr, c.msg) || err == nil {
			t.Errorf("%.10q: exit %d, stdout %q, stderr %q, %s written: %v", c.text, code, stdout, stderr, out, err)
		}
	}
}

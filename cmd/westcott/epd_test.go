package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/formats/uci"
)

const epdData = "../../data/epd"

// The first five WAC positions: 001 (Qg6), 002 (Rxb2), 003 (Rg3), and two
// mates in two, 004 (Qxh7+) and 005 (Qc4+), which any sound search finds at
// depth 4.
func TestEPDCommandWestcott(t *testing.T) {
	code, out, errOut := runCmd("epd", "-file", filepath.Join(epdData, "wac.epd"), "-depth", "4", "-n", "5", "-threads", "2")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errOut, out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 7 || !strings.Contains(lines[0], "5 positions, depth 4 each, 2 thread(s), engine Westcott") {
		t.Fatalf("output:\n%s", out)
	}
	// Lines come in file order whatever thread finished first.
	for i, id := range []string{"WAC.001", "WAC.002", "WAC.003", "WAC.004", "WAC.005"} {
		if !strings.HasPrefix(lines[i+1], id+" ") {
			t.Errorf("line %d: %q, want %s", i+2, lines[i+1], id)
		}
	}
	for _, l := range lines[4:6] {
		if !regexp.MustCompile(`bm (Qxh7\+|Qc4\+) +(Qxh7\+|Qc4\+) +ok .*score #2,`).MatchString(l) {
			t.Errorf("mate in two not found: %q", l)
		}
	}
	if !regexp.MustCompile(`^solved [2-5]/5 \(`).MatchString(lines[6]) {
		t.Errorf("summary %q", lines[6])
	}
}

func TestEPDCommandStockfish(t *testing.T) {
	if _, err := uci.LookPath("stockfish"); err != nil {
		t.Skip("stockfish is not installed (apt-get install stockfish)")
	}
	// STS with points: c0 "f5=10, Be5+=2, Bf2=3, Bg4=2" etc.
	code, out, errOut := runCmd("epd", "-file", filepath.Join(epdData, "sts", "STS1.epd"), "-engine", "stockfish", "-nodes", "20000", "-n", "4", "-threads", "2", "-option", "Threads=1")
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, errOut, out)
	}
	if !strings.Contains(out, "engine Stockfish") || !regexp.MustCompile(`(?m)^STS\(v1\.0\) Undermine\.001 +bm f5 +\S+ +(ok  |FAIL)  points +\d+/10`).MatchString(out) {
		t.Errorf("output:\n%s", out)
	}
	m := regexp.MustCompile(`(?m)^solved (\d)/4 \(.*\), points (\d+)/40, time`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no summary with points in:\n%s", out)
	}
	// Stockfish at 20000 nodes solves Undermine.001 (f5) and mates are
	// certain: check the first record's line says ok.
	if !regexp.MustCompile(`(?m)^STS\(v1\.0\) Undermine\.001 +bm f5 +f5 +ok +points 10/10`).MatchString(out) {
		t.Errorf("Stockfish missed STS1.001 f5:\n%s", out)
	}

	// am: a record that is solved by avoiding a move.
	dir := t.TempDir()
	file := filepath.Join(dir, "am.epd")
	os.WriteFile(file, []byte(`6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - am Kf1; id "avoid";`+"\n"+`6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id "mate";`+"\n"), 0o644)
	code, out, _ = runCmd("epd", "-file", file, "-engine", "stockfish", "-depth", "5")
	if code != exitOK || !strings.Contains(out, "solved 2/2") || !regexp.MustCompile(`(?m)^avoid +am Kf1 +Ra8# +ok`).MatchString(out) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestEPDCommandBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.epd")
	os.WriteFile(bad, []byte("8/8/8/8/8/8/8/K6k w - - id \"ok\";\n8/8/8/8/8/8/8/K6k w - - bm Kb3;\n"), 0o644)
	empty := filepath.Join(dir, "empty.epd")
	os.WriteFile(empty, nil, 0o644)
	noTests := filepath.Join(dir, "notests.epd")
	os.WriteFile(noTests, []byte("8/8/8/8/8/8/8/K6k w - - id \"a\";\n8/8/8/8/8/8/8/K6k b - - id \"b\";\n"), 0o644)
	wac := filepath.Join(epdData, "wac.epd")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"epd"}, "-file is required"},
		{[]string{"epd", "-file", "/nonexistent.epd"}, "no such file"},
		{[]string{"epd", "-file", bad}, "bad.epd:2:28: bad move operand"},
		{[]string{"epd", "-file", empty}, "no positions"},
		{[]string{"epd", "-file", wac, "-depth", "3", "-nodes", "100"}, "give one of"},
		{[]string{"epd", "-file", wac, "-depth", "-3"}, "must be positive"},
		{[]string{"epd", "-file", wac, "-movetime", "0"}, "-movetime 0: -movetime, -depth and -nodes must be positive"},
		{[]string{"epd", "-file", wac, "-nodes", "0"}, "-nodes 0: "},
		{[]string{"epd", "-file", wac, "-depth", "0"}, "-depth 0: "},
		{[]string{"epd", "-file", wac, "-threads", "0"}, "-threads 0"},
		{[]string{"epd", "-file", wac, "-hash", "0"}, "-hash 0"},
		{[]string{"epd", "-file", wac, "-movetime", "10000000000"}, "-movetime 10000000000: at most 86400000 ms"},
		{[]string{"epd", "-file", wac, "-option", "Hash=1"}, "-option needs -engine"},
		{[]string{"epd", "-file", wac, "-option", "novalue", "-engine", "x"}, "NAME=VALUE"},
		{[]string{"epd", "-file", wac, "-engine", "/nonexistent/engine"}, "nonexistent"},
		{[]string{"epd", "-file", wac, "extra"}, "unexpected argument"},
		{[]string{"epd", "-file", wac, "-depth", "3", "-nodes", "18446744073709551615"}, "give one of"},
		{[]string{"epd", "-file", wac, "-depth", "3", "-timeout", "-1s"}, "-timeout -1s"},
		{[]string{"epd", "-file", noTests}, "no position has bm or am"},
	} {
		code, out, errOut := runCmd(tc.args...)
		if code != exitUsage || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, "panic") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q (want %q)", tc.args, code, out, errOut, tc.want)
		}
	}
}

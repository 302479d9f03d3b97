package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSPSACommand tunes two of Westcott's own search parameters for a few
// pairs, stops, and resumes from the state file.
func TestSPSACommand(t *testing.T) {
	bin := buildBinary(t)
	state := filepath.Join(t.TempDir(), "state.txt")
	args := func(pairs string) []string {
		return []string{"spsa", "-engine", "cmd=" + bin + " arg=uci arg=-tune option.Hash=4", "-params", "RFPMargin,LMRBase:10:0.01",
			"-pairs", pairs, "-nodes", "300", "-openings", "../../data/openings/2moves_v1_sample.epd", "-report", "2", "-state", state}
	}
	code, stdout, stderr := runCmd(args("4")...)
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q\n%s", code, stderr, stdout)
	}
	for _, p := range []string{
		`(?m)^step 2/4 \(\+\d+ =\d+ -\d+, [\d.]+ pairs/s\) RFPMargin [\d.]+ LMRBase [\d.]+$`,
		`(?m)^step 4/4 `,
		`(?m)^setoption name RFPMargin value \d+$`,
		`(?m)^setoption name LMRBase value \d+$`,
	} {
		if !regexp.MustCompile(p).MatchString(stdout) {
			t.Errorf("output lacks %s:\n%s", p, stdout)
		}
	}
	b, err := os.ReadFile(state)
	if err != nil || !strings.Contains(string(b), "\nstep 4 w ") {
		t.Fatalf("state file: %v\n%s", err, b)
	}
	code, stdout, stderr = runCmd(args("6")...)
	if code != exitOK || !strings.Contains(stdout, "resumed at step 4 of 6") || !strings.Contains(stdout, "step 6/6 ") || strings.Contains(stdout, "step 2/") {
		t.Fatalf("resume: exit %d, stderr %q\n%s", code, stderr, stdout)
	}
}

func TestSPSABadInput(t *testing.T) {
	dir := t.TempDir()
	badState := filepath.Join(dir, "state.txt")
	os.WriteFile(badState, []byte("not a state\n"), 0o644)
	sf := "cmd=stockfish"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "need -engine and -params"},
		{[]string{"-engine", "name=x", "-params", "A"}, "cmd=PATH is required"},
		{[]string{"-engine", sf, "-params", "A"}, "give -nodes or -tc"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-tc", "1+0"}, "give -nodes or -tc"},
		{[]string{"-engine", sf, "-params", "A", "-tc", "ten"}, "-tc"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-draw", "moves=x"}, "-draw"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-report", "0"}, "-report 0"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-r-end", "0"}, "-r-end 0"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-r-end", "Inf"}, "-r-end +Inf: not a finite number"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-r-end", "2"}, "-r-end 2: must be above 0 and at most 1"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-pairs", "0"}, "-pairs 0"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-concurrency", "0"}, "-concurrency 0"},
		{[]string{"-engine", sf, "-params", "A", "-nodes", "5", "-openings", filepath.Join(dir, "none.epd")}, "-openings"},
		{[]string{"-engine", "cmd=/nonexistent/engine", "-params", "A", "-nodes", "5"}, "/nonexistent/engine"},
	} {
		code, stdout, stderr := runCmd(append([]string{"spsa"}, tc.args...)...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("spsa %q: exit %d, stdout %q, stderr %q; want exit 2 mentioning %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
	bin := buildBinary(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-params", "NoSuchOption"}, "NoSuchOption is not a spin option"},
		{[]string{"-params", "Ponder"}, "Ponder is not a spin option"},
		{[]string{"-params", "RFPMargin:x"}, `"x" is not a finite number above 0`},
		{[]string{"-params", "RFPMargin:1:Inf"}, `RFPMargin: "Inf" is not a finite number above 0`},
		{[]string{"-params", "RFPMargin:Inf"}, `"Inf" is not a finite number above 0`},
		{[]string{"-params", "RFPMargin:NaN"}, `"NaN" is not a finite number above 0`},
		{[]string{"-params", "RFPMargin:1e9"}, "C_END 1e+09 is over the option's range"},
		{[]string{"-params", "RFPMargin:1:2"}, "R_END 2: must be at most 1"},
		{[]string{"-params", "RFPMargin:1:2:3"}, "want NAME[:C_END[:R_END]]"},
		{[]string{"-params", "RFPMargin", "-state", badState}, "state.txt: spsa state, line 1"},
		{[]string{"-params", "RFPMargin,RFPMargin"}, "RFPMargin given twice"},
	} {
		args := append([]string{"spsa", "-engine", "cmd=" + bin + " arg=uci arg=-tune", "-nodes", "5"}, tc.args...)
		code, stdout, stderr := runCmd(args...)
		if code != exitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("spsa %q: exit %d, stdout %q, stderr %q; want exit 2 mentioning %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
	// Without uci -tune the search parameters are not options.
	code, _, stderr := runCmd("spsa", "-engine", "cmd="+bin, "-nodes", "5", "-params", "RFPMargin")
	if code != exitUsage || !strings.Contains(stderr, "RFPMargin is not a spin option") || !strings.Contains(stderr, "arg=uci arg=-tune") {
		t.Errorf("spsa without uci -tune: exit %d, stderr %q", code, stderr)
	}
}

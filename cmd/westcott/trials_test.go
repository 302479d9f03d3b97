package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/studies/trials"
)

func TestTrialsCommand(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"trials", "-depth", "4"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %s", code, errb.String())
	}
	text := out.String()
	for _, want := range []string{
		"board mailbox:lazy\n",
		" 4  -18     21728 0 e2a6 e6d5 e4d5 b4c3\n",
		"board bitboard\n",
		"     21728 nodes (",
		" QS (", " evals (", " stand-pats (", " leaves (", " move gens\n", "captures: ",
		"ratio mailbox/bitboard ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "DISAGREEMENT") {
		t.Errorf("boards disagree:\n%s", text)
	}
}

func TestTrialsLevels(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"trials", "-depth", "3", "-board", "levels", "-repeat", "2"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errb.String())
	}
	for _, l := range []string{"mailbox:scan ", "mailbox:staged ", "mailbox:lazy ", "bitboard "} {
		if !strings.Contains(out.String(), "\n"+l) {
			t.Errorf("summary lacks %q:\n%s", l, out.String())
		}
	}
}

// TestTrialsVariants runs the thread's variants beside today's boards: all
// must agree (exit 0) and each has its line in the summary.
func TestTrialsVariants(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"trials", "-depth", "3", "-board", "variants"}, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errb.String())
	}
	for _, k := range trials.Variants() {
		if !strings.Contains(out.String(), "\n"+k.String()+" ") {
			t.Errorf("summary lacks %q:\n%s", k, out.String())
		}
	}
	for _, l := range []string{"mailbox:dirlists+thread+leapers ", "mailbox:lazy+key "} {
		if !strings.Contains(out.String(), "\n"+l) {
			t.Errorf("summary lacks %q:\n%s", l, out.String())
		}
	}
	out.Reset()
	if code := run([]string{"trials", "-depth", "3", "-board", "mailbox:split+thread"}, strings.NewReader(""), &out, &errb); code != exitOK ||
		!strings.Contains(out.String(), "board mailbox:split+thread\n") || !strings.Contains(out.String(), " 3  -18      7602 0 ") {
		t.Errorf("mailbox:split+thread: exit %d\n%s", code, out.String())
	}
}

func TestTrialsBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"trials", "-depth", "0"},
		{"trials", "-depth", "99"},
		{"trials", "-board", "abacus"},
		{"trials", "-board", "mailbox:9"},
		{"trials", "-board", "mailbox:scan+leapers"},
		{"trials", "-board", "mailbox:lazy+sideways"},
		{"trials", "-fen", "8/8/8 w - - 0 1"},
		{"trials", "-repeat", "0"},
		{"trials", "extra"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errb); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
		if lines := strings.Count(strings.TrimSpace(errb.String()), "\n"); errb.Len() == 0 || (lines > 0 && args[1] != "extra") {
			t.Errorf("%v: want one error line, got %q", args, errb.String())
		}
	}
}

func TestDisagreement(t *testing.T) {
	a := trials.Result{Iterations: []trials.Iteration{{Depth: 1, Score: 5, Nodes: 10, PV: []string{"e2e4"}}}}
	same := a
	if d := disagreement(&a, &same); d != "" {
		t.Errorf("identical results disagree: %s", d)
	}
	for _, b := range []trials.Iteration{
		{Depth: 1, Score: 5, Nodes: 11, PV: []string{"e2e4"}},
		{Depth: 1, Score: 6, Nodes: 10, PV: []string{"e2e4"}},
		{Depth: 1, Score: 5, Nodes: 10, PV: []string{"d2d4"}},
	} {
		other := trials.Result{Iterations: []trials.Iteration{b}}
		if d := disagreement(&a, &other); d == "" {
			t.Errorf("%+v: no disagreement found", b)
		}
	}
	other := a
	other.Stats.Leaves = 1
	if d := disagreement(&a, &other); !strings.Contains(d, "statistics") {
		t.Errorf("statistics difference not found: %q", d)
	}
}

// An unknown board is answered with every board the command takes, both
// and levels included (issue 28).
func TestTrialsBoardList(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"trials", "-board", "foo"}, strings.NewReader(""), &out, &errb)
	for _, want := range []string{`unknown board "foo"`, "mailbox, bitboard, both, levels", "mailbox:scan", "mailbox:lazy"} {
		if !strings.Contains(errb.String(), want) {
			t.Errorf("stderr %q lacks %q", errb.String(), want)
		}
	}
}

package main

import (
	"slices"
	"strings"
	"testing"
)

// The command table is in help's order, one row a name, each with a run
// function (run, or runIn for a command that reads stdin), and help lists
// them all.
func TestCommandTable(t *testing.T) {
	if !slices.IsSortedFunc(commands, func(a, b command) int { return strings.Compare(a.name, b.name) }) {
		t.Error("commands: keep the table sorted by name (help lists it in order)")
	}
	code, stdout, _ := runCmd("help")
	for i, c := range commands {
		if i > 0 && commands[i-1].name == c.name {
			t.Errorf("commands: %q twice", c.name)
		}
		if (c.run == nil) == (c.runIn == nil) || c.summary == "" { // one of them: runIn reads stdin
			t.Errorf("commands: %q has no run function or no summary", c.name)
		}
		if !strings.Contains(stdout, "  "+c.name+" ") {
			t.Errorf("help does not list %q", c.name)
		}
	}
	if code != exitOK {
		t.Errorf("help: exit %d", code)
	}
}

func TestComplain(t *testing.T) {
	var b strings.Builder
	if code := complain(&b, "datagen convert", exitFail)("-max-gap %d: must be 1 to %d", 9, 6); code != exitFail {
		t.Errorf("exit %d, want %d", code, exitFail)
	}
	if want := "westcott datagen convert: -max-gap 9: must be 1 to 6\n"; b.String() != want {
		t.Errorf("printed %q, want %q", b.String(), want)
	}
}

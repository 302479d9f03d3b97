package uci

import (
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/engine"
)

// optionState is what the options set: the server's options and its
// engine's state.
type optionState struct {
	options         options
	hashMB, threads int
	eval            engine.Eval
	tables, book    any
}

func stateOf(s *Server) optionState {
	e := s.eng
	return optionState{s.options, e.HashMB(), e.Threads(), e.Eval(), e.Syzygy(), e.Book()}
}

// TestOptionTable checks each row of the option table against the engine:
// a new engine is in the state the declared default names (setting the
// default changes nothing), and setting another value changes it (the row
// sets something, and something no other row sets).
func TestOptionTable(t *testing.T) {
	seen := map[string]bool{}
	setBy := map[optionState]string{} // the state after setting an option to another value
	e, out := newEngine()
	before := stateOf(e)
	for _, o := range optionList {
		if seen[strings.ToLower(o.name)] {
			t.Errorf("option %s is declared twice", o.name)
		}
		seen[strings.ToLower(o.name)] = true
		if o.kind == "button" {
			continue
		}
		e.Execute("setoption name " + o.name + " value " + o.def)
		if got := out.lines(); len(got) > 0 {
			t.Errorf("setoption %s to its default %s: %q", o.name, o.def, got)
		}
		if stateOf(e) != before {
			t.Errorf("setoption %s to its default %s changed a new engine's state: the default declared is not the engine's", o.name, o.def)
		}
		var other string
		switch o.kind {
		case "check":
			other = strconv.FormatBool(o.def != "true")
		case "spin":
			def, _ := strconv.Atoi(o.def)
			max, _ := strconv.Atoi(o.max)
			other = strconv.Itoa(def + 1)
			if def == max {
				other = strconv.Itoa(def - 1)
			}
		default:
			continue // strings need files: their own tests set them
		}
		e.Execute("setoption name " + o.name + " value " + other)
		if got := out.lines(); len(got) > 0 {
			t.Errorf("setoption %s %s: %q", o.name, other, got)
		}
		after := stateOf(e)
		if after == before {
			t.Errorf("setoption %s %s changed nothing", o.name, other)
		} else if by, ok := setBy[after]; ok {
			t.Errorf("setoption %s %s changed what %s changes", o.name, other, by)
		}
		setBy[after] = o.name
		e.Execute("setoption name " + o.name + " value " + o.def)
		if stateOf(e) != before {
			t.Errorf("setoption %s back to %s did not restore the state", o.name, o.def)
		}
	}
}

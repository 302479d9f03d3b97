package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/search"
)

// options are the engine's UCI options.
type options struct {
	hashMB   int
	threads  int
	overhead time.Duration
	chess960 bool
	ponder   bool
	multiPV  int
	showWDL  bool

	// Playing level (strength.go): UCI_LimitStrength with UCI_Elo, or a
	// Skill Level below 20.
	limitStrength bool
	elo           int
	skill         int
}

func defaultOptions() options {
	return options{hashMB: 16, threads: 1, overhead: 20 * time.Millisecond, multiPV: 1, elo: DefaultElo, skill: 20}
}

// option is one UCI option: its declaration and how to set it.
type option struct {
	name, kind    string // kind: spin, check, button, string
	def, min, max string
	set           func(e *Engine, value string) error
}

func (o option) declaration() string {
	s := "option name " + o.name + " type " + o.kind
	if o.kind != "button" {
		s += " default " + o.def
	}
	if o.kind == "spin" {
		s += " min " + o.min + " max " + o.max
	}
	return s
}

// idleOptions change what a search uses: setting one waits for the running
// job (see Engine.idle).
var idleOptions = map[string]bool{"Hash": true, "Threads": true, "Clear Hash": true, "SyzygyPath": true}

var optionList = []option{
	{"Hash", "spin", "16", strconv.Itoa(search.MinHashMB), strconv.Itoa(search.MaxHashMB), func(e *Engine, v string) error {
		n, err := spin(v, search.MinHashMB, search.MaxHashMB)
		// Go cannot recover from a failed allocation: refuse a table
		// bigger than half the machine rather than be killed making it.
		if mem := totalMemoryMB(); err == nil && mem > 0 && n > mem/2 {
			err = fmt.Errorf("%d MB is more than half of this machine's %d MB", n, mem)
		}
		if err == nil {
			e.options.hashMB = n
			e.tt.Resize(n)
		}
		return err
	}},
	{"Threads", "spin", "1", "1", strconv.Itoa(search.MaxThreads), func(e *Engine, v string) error {
		n, err := spin(v, 1, search.MaxThreads)
		if err == nil {
			e.options.threads = n
			e.group.SetThreads(n)
		}
		return err
	}},
	{"Move Overhead", "spin", "20", "0", "5000", func(e *Engine, v string) error {
		n, err := spin(v, 0, 5000)
		if err == nil {
			e.options.overhead = time.Duration(n) * time.Millisecond
		}
		return err
	}},
	{"Clear Hash", "button", "", "", "", func(e *Engine, v string) error {
		e.tt.Clear()
		e.group.Reset()
		return nil
	}},
	{"Ponder", "check", "false", "", "", func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.options.ponder = b
		}
		return err
	}},
	{"MultiPV", "spin", "1", "1", strconv.Itoa(search.MaxMultiPV), func(e *Engine, v string) error {
		n, err := spin(v, 1, search.MaxMultiPV)
		if err == nil {
			e.options.multiPV = n
		}
		return err
	}},
	{"UCI_ShowWDL", "check", "false", "", "", func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.options.showWDL = b
		}
		return err
	}},
	{"UCI_LimitStrength", "check", "false", "", "", func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.options.limitStrength = b
		}
		return err
	}},
	{"UCI_Elo", "spin", strconv.Itoa(DefaultElo), strconv.Itoa(MinElo), strconv.Itoa(MaxElo), func(e *Engine, v string) error {
		n, err := spin(v, MinElo, MaxElo)
		if err == nil {
			e.options.elo = n
		}
		return err
	}},
	{"Skill Level", "spin", "20", "0", "20", func(e *Engine, v string) error {
		n, err := spin(v, 0, 20)
		if err == nil {
			e.options.skill = n
		}
		return err
	}},
	{"UCI_Chess960", "check", "false", "", "", func(e *Engine, v string) error {
		b, err := check(v)
		if err == nil {
			e.options.chess960 = b
			if b {
				e.pos.SetChess960(true)
			}
		}
		return err
	}},
}

func spin(v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("value %s is not a number", excerpt(v))
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("value %d out of range %d..%d", n, lo, hi)
	}
	return n, nil
}

func check(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("value %s is not true or false", excerpt(v))
}

// setOption handles "setoption name NAME [value VALUE]"; names may have
// spaces and are matched without regard to case. Hash, Threads and Clear
// Hash change what a search uses: they wait for the running job (see idle);
// the other options take effect at the next go.
func (e *Engine) setOption(args []string) {
	if len(args) < 2 || args[0] != "name" {
		e.infof("setoption: want \"setoption name NAME [value VALUE]\"")
		return
	}
	i := 1
	for i < len(args) && args[i] != "value" {
		i++
	}
	name := strings.Join(args[1:i], " ")
	value := ""
	if i < len(args) {
		value = strings.Join(args[i+1:], " ")
	}
	for _, o := range optionList {
		if strings.EqualFold(o.name, name) {
			if idleOptions[o.name] {
				e.idle()
			}
			// A string may be empty (UCI writes it <empty>).
			if o.kind != "button" && o.kind != "string" && value == "" {
				e.infof("setoption %s: the value is missing", o.name)
				return
			}
			if err := o.set(e, value); err != nil {
				e.infof("setoption %s: %v", o.name, err)
			}
			return
		}
	}
	if e.tunable && e.setParam(name, value) {
		return
	}
	e.infof("setoption: no option named %s", excerpt(name))
}

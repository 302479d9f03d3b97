package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/formats/syzygy"
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

// DefaultHashMB is the Hash option's default, in megabytes: the table of
// a new engine, and of the commands that search (datagen, epd, serve)
// unless their -hash says otherwise.
const DefaultHashMB = 16

// The other search options' defaults: one thread, one line reported.
const (
	DefaultThreads = 1
	DefaultMultiPV = 1
)

func defaultOptions() options {
	return options{hashMB: DefaultHashMB, threads: DefaultThreads, overhead: DefaultMoveOverhead, multiPV: DefaultMultiPV,
		elo: DefaultElo, skill: MaxSkill}
}

// option is one UCI option: its declaration and how to set it.
type option struct {
	name, kind    string // kind: spin, check, button, string
	def, min, max string
	// waits: the option changes what a search uses, so setting it waits
	// for the running job (see Engine.idle); the others take effect at the
	// next go.
	waits bool
	set   func(e *Engine, value string) error
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

// optionList is every UCI option, in the order uci lists them. The state
// each one sets is in options, tbOptions (syzygy.go), bookOptions (book.go)
// and the evaluation's fields of Engine (network.go); the setters too long
// for a line live beside that state.
var optionList = []option{
	// The search.
	spinOption("Hash", DefaultHashMB, search.MinHashMB, search.MaxHashMB, (*Engine).setHash).waiting(),
	spinOption("Threads", DefaultThreads, 1, search.MaxThreads, func(e *Engine, n int) error {
		e.options.threads = n
		e.group.SetThreads(n)
		return nil
	}).waiting(),
	spinOption("Move Overhead", int(DefaultMoveOverhead/time.Millisecond), 0, 5000, func(e *Engine, n int) error {
		e.options.overhead = time.Duration(n) * time.Millisecond
		return nil
	}),
	buttonOption("Clear Hash", func(e *Engine) {
		e.tt.Clear()
		e.group.Reset()
	}).waiting(),
	checkOption("Ponder", false, func(e *Engine, b bool) { e.options.ponder = b }),
	spinOption("MultiPV", DefaultMultiPV, 1, search.MaxMultiPV, func(e *Engine, n int) error {
		e.options.multiPV = n
		return nil
	}),
	checkOption("UCI_ShowWDL", false, func(e *Engine, b bool) { e.options.showWDL = b }),

	// The playing level (strength.go).
	checkOption("UCI_LimitStrength", false, func(e *Engine, b bool) { e.options.limitStrength = b }),
	spinOption("UCI_Elo", DefaultElo, MinElo, MaxElo, func(e *Engine, n int) error {
		e.options.elo = n
		return nil
	}),
	spinOption("Skill Level", MaxSkill, 0, MaxSkill, func(e *Engine, n int) error {
		e.options.skill = n
		return nil
	}),

	checkOption("UCI_Chess960", false, func(e *Engine, b bool) {
		e.options.chess960 = b
		if b {
			e.pos.SetChess960(true)
		}
	}),

	// The opening book (book.go). Without a BookFile OwnBook has nothing
	// to say yet: GUIs send OwnBook before BookFile.
	checkOption("OwnBook", false, func(e *Engine, b bool) { e.book.own = b }),
	stringOption("BookFile", (*Engine).setBookFile),
	spinOption("BookDepth", defaultBookDepth, 1, maxBookDepth, func(e *Engine, n int) error {
		e.book.depth = n
		return nil
	}),
	checkOption("BookBestMove", false, func(e *Engine, b bool) { e.book.best = b }),

	// The evaluation (network.go): UseNNUE false is the classical one;
	// true a network, EvalFile's or else the one built in.
	checkOption("UseNNUE", DefaultUseNNUE, (*Engine).setUseNNUE).waiting(),
	stringOption("EvalFile", (*Engine).setEvalFile).waiting(),

	// The Syzygy tables (syzygy.go), as Stockfish and the GUIs name them.
	stringOption("SyzygyPath", (*Engine).setSyzygyPath).waiting(),
	spinOption("SyzygyProbeDepth", defaultProbeDepth, 1, 100, func(e *Engine, n int) error {
		e.tb.probeDepth = n
		return nil
	}),
	spinOption("SyzygyProbeLimit", defaultProbeLimit, 0, syzygy.MaxTablePieces, func(e *Engine, n int) error {
		e.tb.probeLimit = n
		return nil
	}),
	checkOption("Syzygy50MoveRule", defaultRule50, func(e *Engine, b bool) { e.tb.rule50 = b }),
}

// spinOption is a spin option from def in lo..hi; set gets the number.
func spinOption(name string, def, lo, hi int, set func(e *Engine, n int) error) option {
	return option{name: name, kind: "spin", def: strconv.Itoa(def), min: strconv.Itoa(lo), max: strconv.Itoa(hi),
		set: func(e *Engine, v string) error {
			n, err := spin(v, lo, hi)
			if err != nil {
				return err
			}
			return set(e, n)
		}}
}

// checkOption is a check option; set gets the value.
func checkOption(name string, def bool, set func(e *Engine, b bool)) option {
	return option{name: name, kind: "check", def: strconv.FormatBool(def),
		set: func(e *Engine, v string) error {
			b, err := check(v)
			if err == nil {
				set(e, b)
			}
			return err
		}}
}

// stringOption is a string option, default <empty>; set gets the value as
// sent, which may be "" or "<empty>".
func stringOption(name string, set func(e *Engine, v string) error) option {
	return option{name: name, kind: "string", def: "<empty>", set: set}
}

// buttonOption is a button.
func buttonOption(name string, push func(e *Engine)) option {
	return option{name: name, kind: "button", set: func(e *Engine, _ string) error {
		push(e)
		return nil
	}}
}

// waiting returns o with waits set.
func (o option) waiting() option {
	o.waits = true
	return o
}

// setHash resizes the hash table to n MB, if search.CheckHashMB allows it.
func (e *Engine) setHash(n int) error {
	if err := search.CheckHashMB(n, 1); err != nil {
		return err
	}
	e.options.hashMB = n
	e.tt.Resize(n)
	return nil
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
// spaces and are matched without regard to case. The options marked waits
// (Hash, Threads, Clear Hash, UseNNUE, EvalFile, SyzygyPath) change what a search
// uses: they wait for the running job (see idle); the others take effect at
// the next go.
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
			if o.waits {
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

package uci

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/syzygy"
	"github.com/westcott-chess/westcott/search"
)

// options are the UCI options that the server keeps and gives the engine
// with each request (engine.Request) or call; the engine keeps the rest
// (Hash, Threads, the evaluation, the tables, the book).
type options struct {
	overhead time.Duration
	chess960 bool
	ponder   bool
	multiPV  int
	showWDL  bool

	// Playing level: UCI_LimitStrength with UCI_Elo, or a Skill Level
	// below engine.MaxSkill (level).
	limitStrength bool
	elo           int
	skill         int

	eval   evalOptions        // UseNNUE and EvalFile (network.go)
	syzygy engine.SyzygyProbe // SyzygyProbeDepth, SyzygyProbeLimit, Syzygy50MoveRule

	// The opening book: OwnBook, BookDepth and BookBestMove (book.go).
	// Without a BookFile OwnBook has nothing to say yet: GUIs send OwnBook
	// before BookFile.
	ownBook bool
	book    engine.BookOptions
}

// defaultMultiPV is MultiPV's default: one line reported.
const defaultMultiPV = 1

// Book option limits: BookDepth counts plies of the game (1 allows only
// White's first move), up to PolyGlot's own -max-ply default.
const (
	defaultBookDepth = 40
	maxBookDepth     = 1024
)

// defaultOptions are a new server's options, with v its engine's evaluation.
func defaultOptions(v engine.Eval) options {
	return options{overhead: engine.DefaultMoveOverhead, multiPV: defaultMultiPV, elo: engine.DefaultElo, skill: engine.MaxSkill,
		eval: optionsOf(v), syzygy: engine.DefaultSyzygyProbe(), book: engine.BookOptions{Depth: defaultBookDepth}}
}

// level returns the Elo the engine plays at (engine.Request's Elo), or 0
// for full strength.
func (o *options) level() int {
	switch {
	case o.limitStrength:
		return o.elo
	case o.skill < engine.MaxSkill:
		return engine.SkillElo(o.skill)
	}
	return 0
}

// option is one UCI option: its declaration and how to set it.
type option struct {
	name, kind    string // kind: spin, check, button, string
	def, min, max string
	// waits: the option changes what a search uses, so setting it waits
	// for the running job (see Server.idle); the others take effect at the
	// next go.
	waits bool
	set   func(s *Server, value string) error
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
// each one sets is the server's options or its engine's; the setters too
// long for a line live beside that state.
var optionList = []option{
	// The search.
	spinOption("Hash", engine.DefaultHashMB, search.MinHashMB, search.MaxHashMB, func(s *Server, n int) error {
		return s.eng.SetHashMB(n)
	}).waiting(),
	spinOption("Threads", engine.DefaultThreads, 1, search.MaxThreads, func(s *Server, n int) error {
		return s.eng.SetThreads(n)
	}).waiting(),
	spinOption("Move Overhead", int(engine.DefaultMoveOverhead/time.Millisecond), 0, 5000, func(s *Server, n int) error {
		s.options.overhead = time.Duration(n) * time.Millisecond
		return nil
	}),
	buttonOption("Clear Hash", func(s *Server) { s.eng.NewGame() }).waiting(),
	checkOption("Ponder", false, func(s *Server, b bool) { s.options.ponder = b }),
	spinOption("MultiPV", defaultMultiPV, 1, search.MaxMultiPV, func(s *Server, n int) error {
		s.options.multiPV = n
		return nil
	}),
	checkOption("UCI_ShowWDL", false, func(s *Server, b bool) { s.options.showWDL = b }),

	// The playing level (engine.Request's Elo).
	checkOption("UCI_LimitStrength", false, func(s *Server, b bool) { s.options.limitStrength = b }),
	spinOption("UCI_Elo", engine.DefaultElo, engine.MinElo, engine.MaxElo, func(s *Server, n int) error {
		s.options.elo = n
		return nil
	}),
	spinOption("Skill Level", engine.MaxSkill, 0, engine.MaxSkill, func(s *Server, n int) error {
		s.options.skill = n
		return nil
	}),

	checkOption("UCI_Chess960", false, func(s *Server, b bool) {
		s.options.chess960 = b
		if b {
			s.pos.SetChess960(true)
		}
	}),

	// The opening book (book.go).
	checkOption("OwnBook", false, func(s *Server, b bool) { s.options.ownBook = b }),
	stringOption("BookFile", (*Server).setBookFile),
	spinOption("BookDepth", defaultBookDepth, 1, maxBookDepth, func(s *Server, n int) error {
		s.options.book.Depth = n
		return nil
	}),
	checkOption("BookBestMove", false, func(s *Server, b bool) { s.options.book.Best = b }),

	// The evaluation (network.go): UseNNUE false is the classical one;
	// true a network, EvalFile's or else the one built in.
	checkOption("UseNNUE", engine.DefaultUseNNUE, (*Server).setUseNNUE).waiting(),
	stringOption("EvalFile", (*Server).setEvalFile).waiting(),

	// The Syzygy tables, as Stockfish and the GUIs name them.
	stringOption("SyzygyPath", (*Server).setSyzygyPath).waiting(),
	spinOption("SyzygyProbeDepth", engine.DefaultSyzygyProbe().Depth, 1, 100, func(s *Server, n int) error {
		s.options.syzygy.Depth = n
		return nil
	}),
	spinOption("SyzygyProbeLimit", engine.DefaultSyzygyProbe().Limit, 0, syzygy.MaxTablePieces, func(s *Server, n int) error {
		s.options.syzygy.Limit = n
		return nil
	}),
	checkOption("Syzygy50MoveRule", engine.DefaultSyzygyProbe().Rule50, func(s *Server, b bool) { s.options.syzygy.Rule50 = b }),
}

// spinOption is a spin option from def in lo..hi; set gets the number.
func spinOption(name string, def, lo, hi int, set func(s *Server, n int) error) option {
	return option{name: name, kind: "spin", def: strconv.Itoa(def), min: strconv.Itoa(lo), max: strconv.Itoa(hi),
		set: func(s *Server, v string) error {
			n, err := spin(v, lo, hi)
			if err != nil {
				return err
			}
			return set(s, n)
		}}
}

// checkOption is a check option; set gets the value.
func checkOption(name string, def bool, set func(s *Server, b bool)) option {
	return option{name: name, kind: "check", def: strconv.FormatBool(def),
		set: func(s *Server, v string) error {
			b, err := check(v)
			if err == nil {
				set(s, b)
			}
			return err
		}}
}

// stringOption is a string option, default <empty>; set gets the value as
// sent, which may be "" or "<empty>".
func stringOption(name string, set func(s *Server, v string) error) option {
	return option{name: name, kind: "string", def: "<empty>", set: set}
}

// buttonOption is a button.
func buttonOption(name string, push func(s *Server)) option {
	return option{name: name, kind: "button", set: func(s *Server, _ string) error {
		push(s)
		return nil
	}}
}

// waiting returns o with waits set.
func (o option) waiting() option {
	o.waits = true
	return o
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
// (Hash, Threads, Clear Hash, UseNNUE, EvalFile, SyzygyPath), like the
// search parameters of Config.Tune, change what a search uses: they wait
// for the running job (see idle), as the engine's setters require; the
// others take effect at the next go.
func (s *Server) setOption(args []string) {
	if len(args) < 2 || args[0] != "name" {
		s.infof("setoption: want \"setoption name NAME [value VALUE]\"")
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
				s.idle()
			}
			// A string may be empty (UCI writes it <empty>).
			if o.kind != "button" && o.kind != "string" && value == "" {
				s.infof("setoption %s: the value is missing", o.name)
				return
			}
			if err := o.set(s, value); err != nil {
				s.infof("setoption %s: %v", o.name, err)
			}
			return
		}
	}
	if s.tunable && s.setParam(name, value) {
		return
	}
	s.infof("setoption: no option named %s", excerpt(name))
}

package engine

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/westcott-chess/westcott/formats/polyglot"
	"github.com/westcott-chess/westcott/formats/syzygy"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
)

// Name, Version and Author are the engine's identity, as UCI's "id"
// lines and the terminal's greeting give it.
const (
	Name    = "Westcott"
	Version = "0.1"
	Author  = "the Westcott developers"
)

// DefaultHashMB is the hash table's default size, in megabytes: the table
// of a new engine (the UCI option Hash's default), and of the commands that
// search (datagen, epd, serve) unless their -hash says otherwise.
const DefaultHashMB = 16

// DefaultThreads is the search threads of a new engine (the UCI option
// Threads's default).
const DefaultThreads = 1

// Engine is Westcott's engine in process: the hash table, the search
// threads, the evaluation, the endgame tables, the opening book and the
// search's parameters, set up once with typed values and searched with
// Search. It writes nothing: the UCI server (package engine/uci) and the
// programs that search in process (the web page, the EPD suites, self-play)
// turn its values into their own output. The zero Engine is not usable;
// make one with New.
//
// An Engine is not safe for use by several goroutines at once, but for
// this: while Search runs on one goroutine, another may read the engine
// (its getters) and use the book (OpenBook, BookMove), which no search
// reads. The setters that change what a search uses (SetHashMB,
// SetThreads, SetEval, SetParams, NewGame, OpenSyzygy) panic if a search
// is running, as a second Search does: stop it (cancel its context) and
// wait for its return first.
type Engine struct {
	threads int
	eval    Eval          // resolved: never the zero Eval
	net     *nnue.Network // eval's network; nil: the classical evaluation

	tables *syzygy.Tablebase // nil: none
	book   *polyglot.Book    // nil: none
	// bookRand picks among book moves by weight; rng makes the playing
	// level's choices.
	bookRand, rng *rand.Rand

	tt    *search.TT
	group *search.Group // the search threads

	// searching is held by the running search (api.go), or by a setter
	// while it changes what a search uses (hold).
	searching sync.Mutex
}

// hold keeps Search out while the setter named what changes the engine,
// until the returned release is called; it panics if a search is running,
// since the setter would change the tables and threads under it.
func (e *Engine) hold(what string) (release func()) {
	if !e.searching.TryLock() {
		panic("engine: " + what + " called while the engine searches")
	}
	return e.searching.Unlock
}

// Config is how an engine is made; its zero value makes the default engine.
type Config struct {
	// HashMB is the hash table's size; 0 for DefaultHashMB. A size
	// search.CheckHashMB refuses is the caller's mistake (check a user's
	// value with it first): New panics with its error.
	HashMB int
	// Eval is the evaluation; the zero Eval is the default (DefaultUseNNUE).
	Eval Eval
	// Rand makes the playing levels' choices (Request.Elo); nil for a
	// generator seeded from the clock. The engine draws from it while it
	// searches: it is the engine's own.
	Rand *rand.Rand
}

// New returns an engine made with cfg.
func New(cfg Config) *Engine {
	hashMB := DefaultHashMB
	if cfg.HashMB != 0 {
		if err := search.CheckHashMB(cfg.HashMB, 1); err != nil {
			panic("engine.New: Config.HashMB: " + err.Error())
		}
		hashMB = cfg.HashMB
	}
	e := &Engine{threads: DefaultThreads, rng: cfg.Rand, bookRand: rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))}
	if e.rng == nil {
		e.rng = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x5eed))
	}
	e.tt = search.NewTT(hashMB)
	e.group = search.NewGroup(e.tt, e.threads)
	e.SetEval(cfg.Eval)
	return e
}

// HashMB returns the hash table's size in megabytes.
func (e *Engine) HashMB() int { return e.tt.SizeMB() }

// SetHashMB resizes the hash table to n MB, if search.CheckHashMB allows
// it, and clears it.
func (e *Engine) SetHashMB(n int) error {
	defer e.hold("SetHashMB")()
	if err := search.CheckHashMB(n, 1); err != nil {
		return err
	}
	e.tt.Resize(n)
	return nil
}

// Threads returns the number of search threads.
func (e *Engine) Threads() int { return e.threads }

// SetThreads makes the search run n threads, 1..search.MaxThreads.
func (e *Engine) SetThreads(n int) error {
	defer e.hold("SetThreads")()
	if n < 1 || n > search.MaxThreads {
		return fmt.Errorf("%d threads out of range 1..%d", n, search.MaxThreads)
	}
	e.threads = n
	e.group.SetThreads(n)
	return nil
}

// NewGame makes the engine forget what it learnt (the hash table, the
// history heuristics), as UCI's ucinewgame and Clear Hash do.
func (e *Engine) NewGame() {
	defer e.hold("NewGame")()
	e.tt.Clear()
	e.group.Reset()
}

// Params returns the search's parameters (search.Tunables: pruning
// margins, depth limits, the reductions' shape): this engine's own.
func (e *Engine) Params() search.Params { return e.group.Params() }

// SetParams makes p the search's parameters, if they are valid; another
// engine of the process keeps its own.
func (e *Engine) SetParams(p search.Params) error {
	defer e.hold("SetParams")()
	return e.group.SetParams(p)
}

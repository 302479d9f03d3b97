package trials

import (
	"fmt"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/mailbox"
)

// Kind names a board the search can run on: the bitboard board or the
// mailbox board at one of its levels, with its options.
type Kind struct {
	Bitboard bool
	Level    mailbox.Level   // for the mailbox
	Opt      mailbox.Options // for the mailbox
}

// Bitboard is the bitboard board.
var Bitboard = Kind{Bitboard: true}

// Mailbox returns the mailbox board at level l.
func Mailbox(l mailbox.Level) Kind { return Kind{Level: l} }

// BestMailbox is the mailbox board at its fastest level.
var BestMailbox = Mailbox(mailbox.NumLevels - 1)

// The mailbox options as suffixes of a board's name.
const (
	suffixThread  = "+thread"  // mailbox.Options.Order = mailbox.Thread
	suffixLeapers = "+leapers" // mailbox.Options.LeaperLists
	suffixKey     = "+key"     // mailbox.Options.Key
)

// String returns "bitboard" or "mailbox:<level>", followed by the options
// ("mailbox:dirlists+thread+leapers+key").
func (k Kind) String() string {
	if k.Bitboard {
		return "bitboard"
	}
	s := "mailbox:" + k.Level.String()
	if k.Opt.Order == mailbox.Thread {
		s += suffixThread
	} else if k.Opt.Order != mailbox.Clockwise {
		s += "+" + k.Opt.Order.String()
	}
	if k.Opt.LeaperLists {
		s += suffixLeapers
	}
	if k.Opt.Key {
		s += suffixKey
	}
	return s
}

// ParseKind parses "bitboard", "mailbox" (the fastest level) or
// "mailbox:<level>" with a level name or number ("mailbox:neighbors",
// "mailbox:2"), optionally followed by mailbox options: "+thread" (the
// thread's direction order), "+leapers" (leaper step lists, levels neighbors
// and dirlists), "+key" (the incremental hash key).
func ParseKind(s string) (Kind, error) {
	switch {
	case s == "bitboard":
		return Bitboard, nil
	case s == "mailbox":
		return BestMailbox, nil
	case strings.HasPrefix(s, "mailbox:"):
		parts := strings.Split(strings.TrimPrefix(s, "mailbox:"), "+")
		l, err := mailbox.ParseLevel(parts[0])
		if err != nil {
			return Kind{}, fmt.Errorf("trials: board %q: %w", s, err)
		}
		k := Mailbox(l)
		for _, o := range parts[1:] {
			switch "+" + o {
			case suffixThread:
				k.Opt.Order = mailbox.Thread
			case suffixLeapers:
				if l != mailbox.Neighbors && l != mailbox.DirLists {
					return Kind{}, fmt.Errorf("trials: board %q: leaper lists need level neighbors or dirlists", s)
				}
				k.Opt.LeaperLists = true
			case suffixKey:
				k.Opt.Key = true
			default:
				return Kind{}, fmt.Errorf("trials: board %q: unknown option %q (want thread, leapers or key)", s, o)
			}
		}
		return k, nil
	}
	return Kind{}, fmt.Errorf("trials: unknown board %q (want bitboard, mailbox or mailbox:<level>[+thread][+leapers][+key])", s)
}

// Variants are the boards of the thread's variants beside today's: each of
// the levels whose generators follow the direction order, in Westcott's
// order and the thread's; the leaper lists; and the incremental key.
func Variants() []Kind {
	var ks []Kind
	for l := mailbox.Scan; l <= mailbox.DirLists; l++ {
		ks = append(ks, Mailbox(l), Kind{Level: l, Opt: mailbox.Options{Order: mailbox.Thread}})
	}
	return append(ks,
		Kind{Level: mailbox.Neighbors, Opt: mailbox.Options{LeaperLists: true}},
		Kind{Level: mailbox.DirLists, Opt: mailbox.Options{LeaperLists: true}},
		Kind{Level: mailbox.DirLists, Opt: mailbox.Options{Order: mailbox.Thread, LeaperLists: true}},
		Kind{Level: mailbox.DirLists, Opt: mailbox.Options{Key: true}},
		BestMailbox,
		Kind{Level: BestMailbox.Level, Opt: mailbox.Options{Key: true}},
	)
}

// Result is the outcome of one search.
type Result struct {
	Kind       Kind
	Iterations []Iteration
	Stats      Stats
	// CPU is the process CPU time the search took (like C's clock(), which
	// the thread used), Wall the elapsed time.
	CPU, Wall time.Duration
}

// Mnps returns the speed in millions of nodes per CPU second.
func (r *Result) Mnps() float64 {
	if r.CPU <= 0 {
		return 0
	}
	return float64(r.Stats.Nodes) / r.CPU.Seconds() / 1e6
}

// MaxDepth bounds the depth Run accepts.
const MaxDepth = 30

// Options are the settings of a search beyond the board.
type Options struct {
	Depth int // iterative deepening from 1 to Depth
	// NullMove adds null-move pruning (reduction 3, not in check, only
	// where the evaluation is above beta - trialsmodel.Margin), as the thread's
	// programs had; the model engine of the issue leaves it out.
	NullMove bool
}

// Run searches p to each depth 1..depth on the board k, calling report (if
// not nil) after each iteration.
func Run(p *chess.Position, k Kind, depth int, report func(Iteration)) (Result, error) {
	return RunWith(p, k, Options{Depth: depth}, report)
}

// RunWith is Run with all options.
func RunWith(p *chess.Position, k Kind, opt Options, report func(Iteration)) (Result, error) {
	depth := opt.Depth
	if depth < 1 || depth > MaxDepth {
		return Result{}, fmt.Errorf("trials: depth %d out of range 1..%d", depth, MaxDepth)
	}
	res := Result{Kind: k}
	rep := func(it Iteration) {
		res.Iterations = append(res.Iterations, it)
		if report != nil {
			report(it)
		}
	}
	var st Stats
	var cpu, wall time.Duration
	if k.Bitboard {
		st, cpu, wall = runOn(&searchBitboard{b: bbBoard{NewBitBoard(p)}, nullMove: opt.NullMove}, depth, rep)
	} else {
		b, err := mailbox.NewWith(p, k.Level, k.Opt)
		if err != nil {
			return Result{}, err
		}
		switch k.Level {
		case mailbox.Scan:
			st, cpu, wall = runOn(&searchScan{b: mbScan{b}, nullMove: opt.NullMove}, depth, rep)
		case mailbox.Split:
			st, cpu, wall = runOn(&searchSplit{b: mbSplit{b}, nullMove: opt.NullMove}, depth, rep)
		case mailbox.Neighbors:
			st, cpu, wall = runOn(&searchNeighbors{b: mbNeighbors{b}, nullMove: opt.NullMove}, depth, rep)
		case mailbox.DirLists:
			st, cpu, wall = runOn(&searchDirLists{b: mbDirLists{b}, nullMove: opt.NullMove}, depth, rep)
		case mailbox.Staged:
			st, cpu, wall = runOn(&searchStaged{b: mbStaged{b}, nullMove: opt.NullMove}, depth, rep)
		case mailbox.AttackMap:
			st, cpu, wall = runOn(&searchAttackMap{b: mbAttackMap{b}, nullMove: opt.NullMove}, depth, rep)
		default:
			st, cpu, wall = runOn(&searchLazy{b: mbLazy{b}, nullMove: opt.NullMove}, depth, rep)
		}
	}
	res.Stats, res.CPU, res.Wall = st, cpu, wall
	return res, nil
}

// searcher is a search on one board: searchBitboard or one of its copies in
// search_gen.go.
type searcher interface {
	run(maxDepth int, report func(Iteration))
	stats() Stats
}

// runOn runs the search s. The time includes the report callbacks (a few per
// search).
func runOn(s searcher, depth int, report func(Iteration)) (Stats, time.Duration, time.Duration) {
	c0, w0 := cpuTime(), time.Now()
	s.run(depth, report)
	return s.stats(), cpuTime() - c0, time.Since(w0)
}

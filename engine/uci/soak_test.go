package uci

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
)

// expectation is what the test knows about one go: the position the engine
// was given (if valid) and the searchmoves it may choose from.
type expectation struct {
	pos         chess.Position
	valid       bool
	searchMoves []string
	cmd         string
}

// soakModel generates random, mostly valid command sequences and follows
// what the engine must do with them.
type soakModel struct {
	rng     *rand.Rand
	pos     chess.Position
	valid   bool
	endless bool // an endless search (infinite, ponder, no limit) may be running
	ponder  bool // ...and it is a ponder search on a clock
	expect  []expectation
}

func (m *soakModel) pick(xs ...string) string { return xs[m.rng.IntN(len(xs))] }

// randomMoves plays up to n random legal moves from p and returns them.
func (m *soakModel) randomMoves(p *chess.Position, n int) []string {
	var moves []string
	for i := 0; i < n; i++ {
		legal := p.LegalMoves(nil)
		if len(legal) == 0 {
			break
		}
		mv := legal[m.rng.IntN(len(legal))]
		moves = append(moves, p.UCI(mv))
		p.MakeMove(mv)
	}
	return moves
}

func (m *soakModel) position() string {
	r := m.rng.IntN(100)
	switch {
	case r < 10: // invalid: the engine must not search the old position
		m.valid = false
		return m.pick("position", "position fen", "position fen garbage", "position startpos e2e4",
			"position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position middlegame", "position fen "+chess.StartFEN+" x y")
	case r < 20: // an illegal move: invalid too
		p := chess.StartPosition()
		moves := m.randomMoves(&p, m.rng.IntN(20))
		m.valid = false
		bad := m.pick("e2e5", "a1a1", "zz", "h8h8", "0000", "e7e8q")
		if _, err := p.ParseMove(bad); err == nil {
			bad = "a1a1" // e2e5 can be a queen's move
		}
		return "position startpos moves " + strings.Join(append(moves, bad), " ") + " g1f3"
	}
	fen := chess.StartFEN
	if r >= 60 {
		fen = engine.BenchPositions[m.rng.IntN(len(engine.BenchPositions))]
	}
	p, _ := chess.ParseFEN(fen)
	moves := m.randomMoves(&p, m.rng.IntN(40))
	m.pos, m.valid = p, true
	s := "position fen " + fen
	if fen == chess.StartFEN && m.rng.IntN(2) == 0 {
		s = "position startpos"
	}
	if len(moves) > 0 {
		s += " moves " + strings.Join(moves, " ")
	}
	return s
}

// goCmd returns a go and records its expectation.
func (m *soakModel) goCmd() string {
	r := m.rng.IntN(100)
	var s string
	var sm []string
	endless, ponder := false, false
	switch {
	case r < 27:
		s = fmt.Sprintf("go depth %d", 1+m.rng.IntN(2))
	case r < 45:
		s = fmt.Sprintf("go nodes %d", 1+m.rng.IntN(200))
	case r < 50:
		s = "go movetime 1"
	case r < 58:
		s = fmt.Sprintf("go wtime %d btime %d", 1+m.rng.IntN(20), 1+m.rng.IntN(20))
		if m.rng.IntN(2) == 0 {
			s += fmt.Sprintf(" winc %d binc %d movestogo %d", m.rng.IntN(5), m.rng.IntN(5), m.rng.IntN(10))
		}
	case r < 73: // malformed, negative, zero, capped: each with a limit left
		s = m.pick("go depth 2 frobnicate", "go nodes x depth 1", "go depth -3", "go movetime -5", "go wtime -100 btime -100",
			"go mate 0", "go nodes 0", "go depth 0", "go movetime 0", "go depth 99999999999999999999 nodes 500",
			"go nodes 18446744073709551615 depth 1", "go nodes -5 depth 2", "go winc -5 binc -5 wtime 20 btime 20", "go mate -1")
	case r < 83:
		if m.valid {
			p := m.pos
			for _, mv := range p.LegalMoves(nil) {
				if m.rng.IntN(4) == 0 {
					sm = append(sm, p.UCI(mv))
				}
			}
		}
		words := append([]string(nil), sm...)
		if m.rng.IntN(3) == 0 {
			words = append(words, "e2e5")
		}
		s = fmt.Sprintf("go searchmoves %s depth %d", strings.Join(words, " "), 1+m.rng.IntN(2))
	case r < 93:
		// go depth banana searches up to 1 s by itself: stopped at once
		// here, to keep the test short (TestGoMalformedIsBounded waits).
		s, endless = m.pick("go infinite", "go", "go mate 2", "go depth banana\nstop", "go infinite depth 3"), true
	default:
		s, endless, ponder = fmt.Sprintf("go ponder wtime %d btime %d", 1+m.rng.IntN(20), 1+m.rng.IntN(20)), true, true
	}
	m.expect = append(m.expect, expectation{pos: m.pos, valid: m.valid, searchMoves: sm, cmd: s})
	m.endless, m.ponder = endless && m.valid, ponder && m.valid
	return s
}

// sequence returns a random command sequence; no endless search runs at
// its end.
func (m *soakModel) sequence() []string {
	var cmds []string
	threads := false
	for n := 1 + m.rng.IntN(5); n > 0; n-- {
		r := m.rng.IntN(100)
		switch {
		case r < 30:
			cmds = append(cmds, m.position())
		case r < 70:
			cmds = append(cmds, m.goCmd())
		case r < 74:
			cmds = append(cmds, "stop")
			m.endless = false
		case r < 77:
			cmds = append(cmds, "ponderhit")
			if m.ponder {
				m.endless, m.ponder = false, false
			}
		case r < 82:
			c := m.pick("ucinewgame", "setoption name Hash value 1", "setoption name Hash value 2", "setoption name Threads value 2",
				"setoption name Clear Hash")
			cmds = append(cmds, c)
			m.endless = false
			threads = threads || strings.HasSuffix(c, "Threads value 2")
		case r < 84:
			if m.valid {
				cmds = append(cmds, m.pick("go perft 1", "perft 2"))
				m.endless = false
			}
		default:
			cmds = append(cmds, m.pick("isready", "d", "eval", "setoption name Move Overhead value 10", "setoption name Ponder value true",
				"xyzzy", "", "debug on", "uci", "setoption name Hash value lots", "setoption name MultiPV value 3",
				"setoption name MultiPV value 1"))
		}
	}
	if threads {
		// Helper threads double what a search costs: one sequence only.
		cmds = append(cmds, "setoption name Threads value 1")
		m.endless = false
	}
	if m.endless {
		// quit makes a new engine, whose 16 MB hash table costs more than
		// a sequence: rarely.
		cmds = append(cmds, m.pick("stop", "stop", "stop", "ucinewgame", "setoption name Clear Hash", "stop", "stop", "stop", "stop", "stop",
			"stop", "stop", "stop", "stop", "stop", "stop", "stop", "stop", "stop", "quit"))
		m.endless = false
	}
	return cmds
}

// TestSoak sends random command sequences through Run (the limits short,
// most of them by depth or nodes, which cost less than a timed search), as a GUI that may or
// may not wait for each answer would, and checks every bestmove against
// the position the engine was given: none illegal, none missing, none
// late.
func TestSoak(t *testing.T) {
	sequences := 10000
	if testing.Short() {
		sequences = 1000
	}
	const seed = 20261130
	base := runtime.NumGoroutine()
	m := &soakModel{rng: rand.New(rand.NewPCG(seed, 1)), pos: chess.StartPosition(), valid: true}
	checked := 0
	var sentLog []string // for the report of a failure
	dump := func() {
		for _, c := range sentLog[max(0, len(sentLog)-40):] {
			t.Logf("sent %.300q", c)
		}
	}
	s := startSession(t)
	s.send("setoption name Hash value 1")
	// check reads the output so far, and all of it when wait is set, and
	// checks each bestmove against its go.
	check := func(wait bool) {
		t.Helper()
		progress := time.Now() // of the last bestmove: info lines are no progress
		for {
			for _, l := range s.rest() {
				if strings.Contains(l, "ignored while") {
					dump()
					t.Fatalf("a command was refused: %q", l)
				}
				if !strings.HasPrefix(l, "bestmove") {
					if strings.Contains(l, "bestmove ") && !strings.HasPrefix(l, "info") {
						dump()
						t.Fatalf("a bestmove inside another line, where a GUI does not read it: %q", l)
					}
					continue
				}
				if checked == len(m.expect) {
					dump()
					t.Fatalf("a bestmove no go asked for: %q", l)
				}
				x := m.expect[checked]
				checked++
				progress = time.Now()
				if !x.valid {
					if l != "bestmove 0000" {
						dump()
						t.Fatalf("%q after an invalid position: %q", x.cmd, l)
					}
					continue
				}
				if err := checkBest(x.pos, l); err != nil {
					dump()
					t.Fatalf("%q in %s: %v", x.cmd, x.pos.FEN(), err)
				}
				if len(x.searchMoves) > 0 {
					if mv := strings.Fields(l)[1]; !strings.Contains(" "+strings.Join(x.searchMoves, " ")+" ", " "+mv+" ") {
						dump()
						t.Fatalf("%q: bestmove %s not among the searchmoves", x.cmd, mv)
					}
				}
			}
			if !wait || checked == len(m.expect) {
				return
			}
			select {
			case <-s.out.note:
			case <-time.After(time.Until(progress.Add(30 * time.Second))):
				dump()
				t.Fatalf("hang: %d bestmoves missing after 30s; the last go: %q", len(m.expect)-checked, m.expect[len(m.expect)-1].cmd)
			}
		}
	}
	start := time.Now()
	for i := 0; i < sequences; i++ {
		cmds := m.sequence()
		quit := len(cmds) > 0 && cmds[len(cmds)-1] == "quit"
		sep := "\n"
		switch m.rng.IntN(10) {
		case 0:
			sep = "\r\n"
		case 1:
			for j := range cmds {
				cmds[j] = strings.ReplaceAll(cmds[j], " ", "\t")
			}
		case 2:
			sep = "\x00\n"
		}
		s.send(strings.Join(cmds, sep))
		sentLog = append(sentLog, cmds...)
		// Half the time wait for the answers, as most GUIs do; else run on.
		check(quit || m.rng.IntN(2) == 0)
		if quit {
			if err := s.end(); err != nil {
				t.Fatalf("Run: %v", err)
			}
			check(true)
			s.in.Close()
			s = startSession(t)
			s.send("setoption name Hash value 1")
			m.pos, m.valid = chess.StartPosition(), true
		}
	}
	s.in.Close()
	if err := s.end(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	check(true)
	noLeaks(t, base)
	t.Logf("%d sequences, %d gos answered in %v", sequences, checked, time.Since(start).Round(time.Millisecond))
}

package engine

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/uci"
)

// Name and Author are what the engine answers to "uci".
const (
	Name    = "Westcott"
	Version = "0.1"
	Author  = "the Westcott developers"
)

// Engine is a UCI engine: feed it commands with Run or Execute. The zero
// Engine is not usable; make one with New.
type Engine struct {
	out     *syncWriter
	options options

	tt      *search.TT
	group   *search.Group // the search threads
	pos     chess.Position
	history []uint64 // keys of the positions before pos

	// The running search, if any.
	running   bool
	cancel    context.CancelFunc
	ponderHit chan struct{}
	done      chan struct{} // closed after the bestmove line is written
	ended     *atomic.Bool  // set when the search has its result, before bestmove is written
}

// syncWriter serialises whole lines from the command loop and the search
// goroutine.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) printf(format string, args ...any) {
	s.mu.Lock()
	fmt.Fprintf(s.w, format, args...)
	s.mu.Unlock()
}

// New returns an engine that writes its answers to out, with default
// options and the start position.
func New(out io.Writer) *Engine {
	e := &Engine{out: &syncWriter{w: out}}
	e.options = defaultOptions()
	e.tt = search.NewTT(e.options.hashMB)
	e.group = search.NewGroup(e.tt, e.options.threads)
	e.pos = chess.StartPosition()
	return e
}

// Run reads commands from in, one per line, until "quit" or the end of the
// input; then it stops any search, waits for its bestmove, and returns the
// reading error, if any (nil at the end of the input).
func (e *Engine) Run(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024) // long "position ... moves" lines
	for sc.Scan() {
		if quit := e.Execute(sc.Text()); quit {
			return nil
		}
	}
	e.stop()
	return sc.Err()
}

// Execute carries out one command line and reports whether it was "quit".
func (e *Engine) Execute(line string) (quit bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false
	}
	cmd, args := fields[0], fields[1:]
	switch cmd {
	case "uci":
		e.uci()
	case "isready":
		e.out.printf("readyok\n")
	case "setoption":
		e.setOption(args)
	case "ucinewgame":
		e.stop()
		e.tt.Clear()
		e.group.Reset()
	case "position":
		e.position(args)
	case "go":
		e.goCmd(args)
	case "stop":
		e.stop()
	case "ponderhit":
		e.ponderhit()
	case "quit":
		e.stop()
		return true
	case "debug", "register":
		// Accepted and ignored: nothing to debug or register.
	case "d":
		e.display()
	case "eval":
		e.evalCmd()
	case "perft":
		e.perft(args)
	case "bench":
		e.bench(args)
	case "help":
		e.help()
	default:
		e.infof("unknown command %q (type help for the list of commands)", cmd)
	}
	return false
}

// infof writes an "info string" line.
func (e *Engine) infof(format string, args ...any) {
	e.out.printf("info string "+format+"\n", args...)
}

func (e *Engine) uci() {
	e.out.printf("id name %s %s\nid author %s\n\n", Name, Version, Author)
	for _, o := range optionList {
		e.out.printf("%s\n", o.declaration())
	}
	e.out.printf("uciok\n")
}

// position handles "position startpos|fen FEN [moves m1 m2 ...]". On any
// error the command is ignored and the position stays as it was.
func (e *Engine) position(args []string) {
	if e.busy("position") {
		return
	}
	if len(args) == 0 {
		e.infof("position: want \"startpos\" or \"fen FEN\", then optionally \"moves ...\"")
		return
	}
	var fen string
	rest := args[1:]
	switch args[0] {
	case "startpos":
		fen = chess.StartFEN
	case "fen":
		i := 0
		for i < len(rest) && rest[i] != "moves" {
			i++
		}
		fen, rest = strings.Join(rest[:i], " "), rest[i:]
		if fen == "" {
			e.infof("position fen: the FEN is missing")
			return
		}
	default:
		e.infof("position: want \"startpos\" or \"fen\", got %q", args[0])
		return
	}
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		e.infof("position: %v", err)
		return
	}
	if e.options.chess960 {
		pos.SetChess960(true)
	}
	var history []uint64
	if len(rest) > 0 {
		if rest[0] != "moves" {
			e.infof("position: want \"moves\" after the position, got %q", rest[0])
			return
		}
		for i, s := range rest[1:] {
			m, err := pos.ParseMove(s)
			if err != nil {
				// Keep the game up to the bad move, as other engines do: a
				// search from there is the GUI's best hope.
				e.infof("position: move %d: %v (the moves from there are ignored)", i+1, err)
				break
			}
			history = append(history, pos.Key())
			pos.MakeMove(m)
		}
	}
	e.pos, e.history = pos, history
}

// busy reports, with an info string, that cmd cannot run during a search.
func (e *Engine) busy(cmd string) bool {
	if e.running {
		// A search that has its result is about to write bestmove (the
		// GUI may have seen it already and sent the next command): wait
		// for it rather than refuse.
		if e.ended.Load() {
			<-e.done
			e.finish()
			return false
		}
		e.infof("%s: ignored while searching (send stop first)", cmd)
		return true
	}
	return false
}

// finish cleans up after a search that has ended.
func (e *Engine) finish() {
	e.cancel()
	e.running = false
}

// goCmd starts a search: "go [searchmoves m...] [ponder] [wtime t] [btime
// t] [winc t] [binc t] [movestogo n] [depth d] [nodes n] [mate m]
// [movetime t] [infinite] [perft d]".
func (e *Engine) goCmd(args []string) {
	if e.busy("go") {
		return
	}
	l, perftDepth, warnings, err := parseGo(args, &e.pos)
	for _, w := range warnings {
		e.infof("go: %s", w)
	}
	if err != nil {
		e.infof("go: %v", err)
		return
	}
	if perftDepth >= 0 {
		e.perftDivide(perftDepth)
		return
	}
	l.Overhead = e.options.overhead
	var hit chan struct{}
	if l.Ponder != nil {
		hit = make(chan struct{})
		l.Ponder = hit
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.running, e.cancel, e.ponderHit, e.done, e.ended = true, cancel, hit, make(chan struct{}), &atomic.Bool{}
	pos, history, done, ended := e.pos, e.history, e.done, e.ended
	go func() {
		defer close(done)
		res := e.group.Search(ctx, pos, history, l, func(i search.Info) { e.out.printf("%s\n", formatInfo(&pos, &i)) })
		ended.Store(true)
		e.out.printf("%s\n", formatBestMove(&pos, res))
	}()
}

// stop ends the running search, if any, and waits for its bestmove.
func (e *Engine) stop() {
	if !e.running {
		return
	}
	e.cancel()
	<-e.done
	e.running = false
}

func (e *Engine) ponderhit() {
	if !e.running || e.ponderHit == nil {
		e.infof("ponderhit: not pondering")
		return
	}
	close(e.ponderHit)
	e.ponderHit = nil
}

// formatInfo returns the UCI info line of a search report.
func formatInfo(pos *chess.Position, i *search.Info) string {
	var b strings.Builder
	score := UCIScore(i.Score)
	score.Lowerbound, score.Upperbound = i.Bound == search.BoundLower, i.Bound == search.BoundUpper
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv 1 score %s", i.Depth, i.SelDepth, score)
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d", i.Nodes, i.NPS(), i.HashFull, i.Time.Milliseconds())
	if len(i.PV) > 0 {
		b.WriteString(" pv")
		p := *pos
		for _, m := range i.PV {
			b.WriteString(" " + p.UCI(m))
			p.MakeMove(m)
		}
	}
	return b.String()
}

// UCIScore returns a search score as UCI reports it: centipawns, or moves
// to mate (see search.MateMoves). Its String is the "score" of an info line,
// its Pawns the form for people.
func UCIScore(s int) uci.Score {
	if search.IsMate(s) {
		return uci.Score{Mate: search.MateMoves(s), IsMate: true}
	}
	return uci.Score{CP: s}
}

// formatBestMove returns the bestmove line: "bestmove 0000" without a legal
// move.
func formatBestMove(pos *chess.Position, r search.Result) string {
	if r.Move == chess.NullMove {
		return "bestmove 0000"
	}
	s := "bestmove " + pos.UCI(r.Move)
	if r.Ponder != chess.NullMove {
		after := *pos
		after.MakeMove(r.Move)
		s += " ponder " + after.UCI(r.Ponder)
	}
	return s
}

// elapsedMS formats a duration in milliseconds.
func elapsedMS(d time.Duration) int64 { return d.Milliseconds() }

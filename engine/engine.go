package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/internal/clip"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/wdl"
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
	tb      tbOptions     // the Syzygy options (syzygy.go)
	book    bookOptions   // the opening book and its options
	eval    evalOptions   // UseNNUE and EvalFile (network.go)
	net     *nnue.Network // the network in use (eval's choice); nil: the classical evaluation

	tt      *search.TT
	group   *search.Group // the search threads
	pos     chess.Position
	history []uint64 // keys of the positions before pos since the last capture or pawn move
	posErr  string   // why the last position command failed; "" when pos is the GUI's

	job *job // the running search, perft or bench; nil when idle

	// Run's reader counts the stop and quit lines it has read that the
	// loop has not yet carried out, and signals wake: a command waiting
	// for a job to end ends it at once when a stop is on its way.
	pendingStops atomic.Int32
	wake         chan struct{}

	// inputGone is set eofGrace after Run's input ended: from then on a
	// job that a command (or Run's end) waits for is stopped (see Run).
	inputGone atomic.Bool
	eofGrace  time.Duration // EOFGrace; tests shorten it

	rng *rand.Rand // the playing level's choices; seeded from the clock, tests set their own

	// tunable: the search's parameters are UCI options too (tunables.go),
	// when the engine was made with Config.Tune.
	tunable bool

	searching sync.Mutex // held by the running search (api.go)
}

// job is work that runs in the background: a search, a perft or a bench.
type job struct {
	cancel context.CancelFunc
	done   chan struct{} // closed after the job's last line is written
	// endless: the job ends only when stopped (go infinite, go ponder
	// before ponderhit, go with no limit at all); commands that need the
	// engine stop it rather than wait for it.
	endless   bool
	ponderHit chan struct{} // closed by ponderhit; nil unless pondering
	hitEnds   bool          // after ponderhit the search ends by itself
}

// syncWriter serialises whole lines from the command loop and the
// background jobs.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) printf(format string, args ...any) {
	s.mu.Lock()
	fmt.Fprintf(s.w, format, args...)
	s.mu.Unlock()
}

// Write writes p whole, for writers of whole lines (Bench).
func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// Config is how an engine is made, beyond where it writes.
type Config struct {
	// Tune makes the search's parameters (search.Tunables: pruning
	// margins, depth limits, the reductions' shape) UCI spin options, for
	// a tuner such as westcott spsa or OpenBench's SPSA (westcott uci
	// -tune). They are this engine's own; without Tune they are not listed:
	// a GUI has no use for them.
	Tune bool
	// HashMB is the hash table's size, as the Hash option sets it; 0 for
	// the option's default. A size search.CheckHashMB refuses is the
	// caller's mistake (check a user's value with it first): NewConfig
	// panics with its error.
	HashMB int
	// Eval is the evaluation, as UseNNUE and EvalFile set it; the zero
	// Eval the default (DefaultUseNNUE).
	Eval Eval
}

// New returns an engine that writes its answers to out, with default
// options and the start position: NewConfig with the zero Config.
func New(out io.Writer) *Engine { return NewConfig(out, Config{}) }

// NewConfig returns an engine made with cfg that writes its answers to
// out, with default options and the start position.
func NewConfig(out io.Writer, cfg Config) *Engine {
	e := &Engine{out: &syncWriter{w: out}, wake: make(chan struct{}, 1), eofGrace: EOFGrace}
	e.rng = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x5eed))
	e.options = defaultOptions()
	if cfg.HashMB != 0 {
		if err := search.CheckHashMB(cfg.HashMB, 1); err != nil {
			panic("engine.NewConfig: Config.HashMB: " + err.Error())
		}
		e.options.hashMB = cfg.HashMB
	}
	e.tb = defaultTBOptions()
	e.book = defaultBookOptions()
	e.tt = search.NewTT(e.options.hashMB)
	e.group = search.NewGroup(e.tt, e.options.threads)
	e.setEval(optionsOf(cfg.Eval))
	e.pos = chess.StartPosition()
	e.tunable = cfg.Tune
	return e
}

// EOFGrace is how long a job that ends by itself may still run after the
// end of Run's input: then it is stopped, as quit would, since nobody is
// left to send stop ("echo go depth 99999999999 | westcott" would search
// for hours, the deepest search it can ask being 120 plies).
const EOFGrace = 5 * time.Second

// Run reads commands from in, one per line, until "quit" or the end of the
// input, and returns the reading error, if any (nil at the end of the
// input). At "quit" it stops the running job; at the end of the input it
// stops an endless one (go infinite, go ponder, go alone) and lets one that
// ends by itself finish within EOFGrace of the end of the input (the
// commands still queued then are carried out, their jobs stopped at once),
// so that "echo go depth 12 | westcott" prints its bestmove and nothing
// runs on. Either way every go has its bestmove before Run returns.
//
// A goroutine reads ahead of the commands, so that a stop or quit ends a
// search that a command before it is waiting for. After quit that reader
// is left blocked on in until in's next line or end (the process exits).
func (e *Engine) Run(in io.Reader) error {
	q := newLineQueue()
	q.urgent = func() {
		e.pendingStops.Add(1)
		e.wakeUp()
	}
	e.inputGone.Store(false)
	q.onEnd = func() {
		time.AfterFunc(e.eofGrace, func() {
			q.mu.Lock() // a Run that has returned (q.closed) is left alone
			if !q.closed {
				e.inputGone.Store(true)
				e.wakeUp()
			}
			q.mu.Unlock()
		})
	}
	defer func() {
		q.close() // no more counting: the stops not carried out are void
		e.pendingStops.Store(0)
	}()
	go e.read(in, q)
	for {
		l, ok := q.pop()
		if !ok {
			break
		}
		quit := e.executeLine(l)
		if l.urgent {
			e.pendingStops.Add(-1)
		}
		if quit {
			return nil
		}
	}
	if e.job != nil && e.job.endless {
		e.job.cancel()
	}
	e.wait()
	return q.readErr()
}

// wakeUp tells wait to look again at why it might stop the job.
func (e *Engine) wakeUp() {
	select {
	case e.wake <- struct{}{}:
	default:
	}
}

// read feeds q with the lines of in.
func (e *Engine) read(in io.Reader, q *lineQueue) {
	lr := newLineReader(in, MaxLineBytes)
	for {
		l, err := lr.next()
		if err != nil {
			q.end(err)
			return
		}
		w := firstWord(l.text)
		if l.tooLong {
			w = firstWord(l.head)
		}
		l.urgent = w == "stop" || w == "quit"
		if !q.push(l) {
			return
		}
	}
}

// executeLine carries out a line of Run's input.
func (e *Engine) executeLine(l inputLine) (quit bool) {
	if l.tooLong {
		return e.skipLong(l)
	}
	return e.Execute(l.text)
}

// skipLong answers a line longer than MaxLineBytes without reading it: it
// is skipped, except that an over-long position leaves no valid position
// (a go must not search the previous one), an over-long go still gets a
// bestmove from the fallback search, and stop and quit are obeyed.
func (e *Engine) skipLong(l inputLine) (quit bool) {
	e.infof("skipped a line of %d bytes, over the limit of %d: %s", l.size, MaxLineBytes, excerpt(l.head))
	switch cmd := firstWord(l.head); cmd {
	case "position":
		e.invalidate("the position command was too long to read")
	case "go":
		e.idle()
		if e.noPosition() {
			return false
		}
		e.infof("go: the line was too long to read; searching %d plies or %v, whichever ends first", fallbackDepth, fallbackTime)
		e.search(search.Limits{Depth: fallbackDepth, MoveTime: fallbackTime})
	case "stop", "quit":
		return e.Execute(cmd)
	}
	return false
}

// Execute carries out one command line and reports whether it was "quit".
// Words are separated by white space and control characters. A command
// that needs the engine (go, setoption of Hash, Threads or Clear Hash,
// ucinewgame, perft, bench) first waits for the running job if it ends by
// itself, and stops it if it is endless; the others are answered at once.
func (e *Engine) Execute(line string) (quit bool) {
	fields := splitFields(line)
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
		e.idle()
		e.NewGame()
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
		e.infof("unknown command %s (type help for the list of commands)", excerpt(cmd))
	}
	return false
}

// infof writes an "info string" line: one line, and not a long one,
// whatever the arguments hold.
func (e *Engine) infof(format string, args ...any) {
	e.out.printf("info string %s\n", clip.Line(fmt.Sprintf(format, args...), maxInfoBytes))
}

func (e *Engine) uci() {
	e.out.printf("id name %s %s\nid author %s\n\n", Name, Version, Author)
	for _, o := range optionList {
		e.out.printf("%s\n", o.declaration())
	}
	if e.tunable {
		e.declareParams()
	}
	e.out.printf("uciok\n")
}

// position handles "position startpos|fen FEN [moves m1 m2 ...]". It does
// not wait for a running search, which has its own copy of the position.
// A malformed command, an illegal move among the moves included, leaves
// no valid position: the next go answers bestmove 0000 rather than play a
// move for some other position.
func (e *Engine) position(args []string) {
	pos, history, err := e.parsePosition(args)
	if err != nil {
		e.invalidate("position: " + err.Error())
		return
	}
	e.pos, e.history, e.posErr = pos, history, ""
}

// invalidate records that the GUI's position is unknown, and says so.
func (e *Engine) invalidate(why string) {
	e.posErr = clip.Line(why, 200)
	e.infof("%s; go answers bestmove 0000 until a valid position command", e.posErr)
}

func (e *Engine) parsePosition(args []string) (chess.Position, []uint64, error) {
	if len(args) == 0 {
		return chess.Position{}, nil, fmt.Errorf("want \"startpos\" or \"fen FEN\", then optionally \"moves ...\"")
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
			return chess.Position{}, nil, fmt.Errorf("the FEN is missing")
		}
	default:
		return chess.Position{}, nil, fmt.Errorf("want \"startpos\" or \"fen\", got %s", excerpt(args[0]))
	}
	pos, err := chess.ParseFEN(fen)
	if errors.Is(err, chess.ErrBadCastling) {
		pos, err = e.clearCastling(fen)
	}
	if err != nil {
		return chess.Position{}, nil, errors.New(describe(err))
	}
	if e.options.chess960 {
		pos.SetChess960(true)
	}
	var history []uint64
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return chess.Position{}, nil, fmt.Errorf("want \"moves\" after the position, got %s", excerpt(rest[0]))
		}
		for i, s := range rest[1:] {
			m, err := pos.ParseMove(s)
			if err != nil {
				// The game up to the bad move is not the GUI's game (its
				// side to move may be the other): no position, as for a
				// bad FEN, rather than a move for the wrong side.
				return chess.Position{}, nil, fmt.Errorf("move %d: %s", i+1, describe(err))
			}
			history = append(history, pos.Key())
			pos.MakeMove(m)
			if pos.HalfmoveClock() == 0 {
				// No position before a capture or pawn move can come
				// again: only the keys since then count for repetitions.
				history = history[:0]
			}
		}
	}
	return pos, history, nil
}

// clearCastling parses a FEN whose castling field gives rights the
// position cannot have (no king or rook on its square): the impossible
// rights are cleared, with a note, as an en-passant square that no pawn can
// take is ignored. Anything else wrong with the FEN is still an error.
func (e *Engine) clearCastling(fen string) (chess.Position, error) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return chess.ParseFEN(fen)
	}
	var kept, dropped []byte
	for i := 0; i < len(f[2]) && f[2] != "-"; i++ {
		g := append([]string(nil), f...)
		g[2] = string(append(append([]byte(nil), kept...), f[2][i]))
		if _, err := chess.ParseFEN(strings.Join(g, " ")); errors.Is(err, chess.ErrBadCastling) {
			dropped = append(dropped, f[2][i])
		} else {
			kept = append(kept, f[2][i])
		}
	}
	f[2] = string(kept)
	if len(kept) == 0 {
		f[2] = "-"
	}
	pos, err := chess.ParseFEN(strings.Join(f, " "))
	var fe *chess.FENError
	switch {
	case errors.As(err, &fe):
		fe.FEN = fen // the error is in the GUI's FEN, not in our edit of it
	case err == nil:
		e.infof("position: castling rights %s cleared: the position has no king or rook for them", dropped)
	}
	return pos, err
}

// describe is err's message with any input it quotes cut to an excerpt.
func describe(err error) string {
	var fe *chess.FENError
	var me *chess.MoveError
	switch {
	case errors.As(err, &fe):
		return fmt.Sprintf("invalid FEN %s: %s: %s", excerpt(fe.FEN), fe.Field, clip.Line(fe.Err.Error(), 120))
	case errors.As(err, &me):
		return fmt.Sprintf("%v %s in %s", me.Err, excerpt(me.Move), me.FEN)
	}
	return clip.Line(err.Error(), 200)
}

// noPosition answers a go when there is no valid position, and reports
// whether it did.
func (e *Engine) noPosition() bool {
	if e.posErr == "" {
		return false
	}
	e.infof("go: no valid position (%s)", e.posErr)
	e.out.printf("bestmove 0000\n")
	return true
}

// start runs a job in the background; e.job is it until it is waited for.
func (e *Engine) start(j *job, run func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	j.cancel, j.done = cancel, make(chan struct{})
	e.job = j
	go func() {
		defer close(j.done)
		run(ctx)
	}()
}

// wait waits for the running job to end, ending it at once if a stop or
// quit has been read meanwhile, or the input ended more than eofGrace ago.
func (e *Engine) wait() {
	j := e.job
	if j == nil {
		return
	}
	for {
		if e.pendingStops.Load() > 0 || e.inputGone.Load() {
			j.cancel()
		}
		select {
		case <-j.done:
			j.cancel() // release the context
			e.job = nil
			return
		case <-e.wake:
		}
	}
}

// idle makes the engine idle for a command that needs it: a job that ends
// by itself is waited for, an endless one stopped (it waits for a stop the
// GUI, having moved on, will not send). Either way its bestmove comes first.
func (e *Engine) idle() {
	if e.job != nil && e.job.endless {
		e.job.cancel()
	}
	e.wait()
}

// goCmd handles "go": see parseGo for its words. It waits for (or stops,
// see idle) the running job, then starts a search that always ends with a
// bestmove, or a perft.
func (e *Engine) goCmd(args []string) {
	e.idle()
	l, perftDepth, warnings, err := parseGo(args, &e.pos)
	if perftDepth >= 0 || err != nil { // go perft: no bestmove is due
		switch {
		case err != nil:
			e.infof("go: %v", err)
		case e.posErr != "":
			e.infof("go perft: no valid position (%s)", e.posErr)
		default:
			e.startPerft(perftDepth)
		}
		return
	}
	if e.noPosition() {
		return
	}
	for _, w := range warnings {
		e.infof("go: %s", w)
	}
	if e.bookMove(l) {
		return
	}
	e.search(l)
}

// search starts a search of the current position.
func (e *Engine) search(l search.Limits) {
	l.Overhead = e.options.overhead
	l.MultiPV = e.options.multiPV
	j := &job{endless: l.Infinite || !finite(&l)}
	if l.Ponder != nil {
		j.ponderHit = make(chan struct{})
		l.Ponder = j.ponderHit
		j.hitEnds = !j.endless
		j.endless = true
	}
	pos := e.pos
	l.CurrMove = func(depth int, m chess.Move, n int) {
		e.out.printf("info depth %d currmove %s currmovenumber %d\n", depth, pos.UCI(m), n)
	}
	req := Request{Position: pos, History: e.history, Limits: l, Elo: e.options.level()}
	tb, showWDL := e.tb.config(), e.options.showWDL
	e.start(j, func(ctx context.Context) {
		res := e.run(ctx, req, tb, func(i Info) { e.out.printf("%s\n", formatInfo(&pos, &i, showWDL)) })
		e.out.printf("%s\n", formatBestMove(&pos, res))
	})
}

// stop ends the running job, if any, and waits for its last line (a
// search's bestmove). Without a job it does nothing: a GUI may send stop
// just as the bestmove crosses it.
func (e *Engine) stop() {
	if e.job == nil {
		return
	}
	e.job.cancel()
	e.wait()
}

func (e *Engine) ponderhit() {
	if e.job == nil || e.job.ponderHit == nil {
		e.infof("ponderhit: not pondering")
		return
	}
	close(e.job.ponderHit)
	e.job.ponderHit = nil
	e.job.endless = !e.job.hitEnds
}

// formatInfo returns the UCI info line of a search report of pos, with
// the win/draw/loss chances if showWDL.
func formatInfo(pos *chess.Position, i *Info, showWDL bool) string {
	var b strings.Builder
	score := UCIScore(i.Score)
	score.Lowerbound, score.Upperbound = i.Bound == search.BoundLower, i.Bound == search.BoundUpper
	fmt.Fprintf(&b, "info depth %d seldepth %d multipv %d score %s", i.Depth, i.SelDepth, max(i.MultiPV, 1), score)
	if showWDL {
		fmt.Fprintf(&b, " wdl %d %d %d", i.WDL[0], i.WDL[1], i.WDL[2])
	}
	fmt.Fprintf(&b, " nodes %d nps %d hashfull %d time %d", i.Nodes, i.NPS(), i.HashFull, i.Time.Milliseconds())
	if i.TBHits > 0 {
		fmt.Fprintf(&b, " tbhits %d", i.TBHits)
	}
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

// WDL returns the side to move's chances of a win, a draw and a loss in
// permille at search score s in pos, by the model fitted to Westcott's
// games (package wdl); a mate is certain.
func WDL(pos *chess.Position, s int) (win, draw, loss int) {
	switch {
	case s >= search.MateBound:
		return 1000, 0, 0
	case s <= -search.MateBound:
		return 0, 0, 1000
	}
	return wdl.Westcott.Permille(s, wdl.Material(pos))
}

// UCIScore returns a search score as UCI reports it: centipawns, or moves
// to mate (see search.MateMoves). Its String is the "score" of an info line,
// its Pawns the form for people.
func UCIScore(s int) uci.Score {
	if score.IsMate(s) {
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

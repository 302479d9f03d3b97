package uci

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/internal/clip"
	"github.com/westcott-chess/westcott/search"
)

// Server is a UCI server: feed it commands with Run or Execute; it drives
// its engine (an engine.Engine) and writes the answers. The zero Server is
// not usable; make one with New.
type Server struct {
	out     *syncWriter
	eng     *engine.Engine
	options options // the options the engine does not keep (options.go)

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

	// tunable: the search's parameters are UCI options too (tunables.go),
	// when the server was made with Config.Tune.
	tunable bool
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
// background jobs. Every call must write whole lines, ending in a newline:
// between two calls that each write part of a line, a job's line can land
// in the middle (a bestmove inside the Checkers line of d was once lost to
// the reader that way).
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

// Config is how a server is made, beyond where it writes.
type Config struct {
	// Engine is how its engine is made: the table's size (as the Hash
	// option sets it), the evaluation (as UseNNUE and EvalFile set it) and
	// the playing levels' random choices. The options declare their own
	// defaults whatever it says.
	Engine engine.Config
	// Tune makes the search's parameters (search.Tunables: pruning
	// margins, depth limits, the reductions' shape) UCI spin options, for
	// a tuner such as westcott spsa or OpenBench's SPSA (westcott uci
	// -tune). They are this engine's own; without Tune they are not listed:
	// a GUI has no use for them.
	Tune bool
}

// New returns a server that writes its answers to out, with default
// options and the start position: NewConfig with the zero Config.
func New(out io.Writer) *Server { return NewConfig(out, Config{}) }

// NewConfig returns a server made with cfg that writes its answers to
// out, with default options and the start position.
func NewConfig(out io.Writer, cfg Config) *Server {
	s := &Server{out: &syncWriter{w: out}, wake: make(chan struct{}, 1), eofGrace: EOFGrace}
	s.eng = engine.New(cfg.Engine)
	s.options = defaultOptions(s.eng.Eval())
	s.pos = chess.StartPosition()
	s.tunable = cfg.Tune
	return s
}

// Eval returns the evaluation the server's engine uses, as UseNNUE and
// EvalFile (or Config.Engine.Eval) have chosen it. The engine itself is
// not handed out: a setter called behind the options' back would leave
// them saying what it no longer is, and a Search of it would collide with
// go's. Like Execute, Eval is for the goroutine that runs the commands.
func (s *Server) Eval() engine.Eval { return s.eng.Eval() }

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
func (s *Server) Run(in io.Reader) error {
	q := newLineQueue()
	q.urgent = func() {
		s.pendingStops.Add(1)
		s.wakeUp()
	}
	s.inputGone.Store(false)
	q.onEnd = func() {
		time.AfterFunc(s.eofGrace, func() {
			q.mu.Lock() // a Run that has returned (q.closed) is left alone
			if !q.closed {
				s.inputGone.Store(true)
				s.wakeUp()
			}
			q.mu.Unlock()
		})
	}
	defer func() {
		q.close() // no more counting: the stops not carried out are void
		s.pendingStops.Store(0)
	}()
	go s.read(in, q)
	for {
		l, ok := q.pop()
		if !ok {
			break
		}
		quit := s.executeLine(l)
		if l.urgent {
			s.pendingStops.Add(-1)
		}
		if quit {
			return nil
		}
	}
	if s.job != nil && s.job.endless {
		s.job.cancel()
	}
	s.wait()
	return q.readErr()
}

// wakeUp tells wait to look again at why it might stop the job.
func (s *Server) wakeUp() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// read feeds q with the lines of in.
func (s *Server) read(in io.Reader, q *lineQueue) {
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
func (s *Server) executeLine(l inputLine) (quit bool) {
	if l.tooLong {
		return s.skipLong(l)
	}
	return s.Execute(l.text)
}

// skipLong answers a line longer than MaxLineBytes without reading it: it
// is skipped, except that an over-long position leaves no valid position
// (a go must not search the previous one), an over-long go still gets a
// bestmove from the fallback search, and stop and quit are obeyed.
func (s *Server) skipLong(l inputLine) (quit bool) {
	s.infof("skipped a line of %d bytes, over the limit of %d: %s", l.size, MaxLineBytes, excerpt(l.head))
	switch cmd := firstWord(l.head); cmd {
	case "position":
		s.invalidate("the position command was too long to read")
	case "go":
		s.idle()
		if s.noPosition() {
			return false
		}
		s.infof("go: the line was too long to read; searching %d plies or %v, whichever ends first", fallbackDepth, fallbackTime)
		s.search(search.Limits{Depth: fallbackDepth, MoveTime: fallbackTime})
	case "stop", "quit":
		return s.Execute(cmd)
	}
	return false
}

// Execute carries out one command line and reports whether it was "quit".
// Words are separated by white space and control characters. A command
// that needs the engine (go, ucinewgame, perft, bench, setoption of an
// option that changes what a search uses: see setOption) first waits for
// the running job if it ends by itself, and stops it if it is endless; the
// others are answered at once.
func (s *Server) Execute(line string) (quit bool) {
	fields := splitFields(line)
	if len(fields) == 0 {
		return false
	}
	cmd, args := fields[0], fields[1:]
	switch cmd {
	case "uci":
		s.uci()
	case "isready":
		s.out.printf("readyok\n")
	case "setoption":
		s.setOption(args)
	case "ucinewgame":
		s.idle()
		s.eng.NewGame()
	case "position":
		s.position(args)
	case "go":
		s.goCmd(args)
	case "stop":
		s.stop()
	case "ponderhit":
		s.ponderhit()
	case "quit":
		s.stop()
		return true
	case "debug", "register":
		// Accepted and ignored: nothing to debug or register.
	case "d":
		s.display()
	case "eval":
		s.evalCmd()
	case "perft":
		s.perft(args)
	case "bench":
		s.bench(args)
	case "help":
		s.help()
	default:
		s.infof("unknown command %s (type help for the list of commands)", excerpt(cmd))
	}
	return false
}

// infof writes an "info string" line: one line, and not a long one,
// whatever the arguments hold.
func (s *Server) infof(format string, args ...any) {
	s.out.printf("info string %s\n", clip.Line(fmt.Sprintf(format, args...), maxInfoBytes))
}

func (s *Server) uci() {
	s.out.printf("id name %s %s\nid author %s\n\n", engine.Name, engine.Version, engine.Author)
	for _, o := range optionList {
		s.out.printf("%s\n", o.declaration())
	}
	if s.tunable {
		s.declareParams()
	}
	s.out.printf("uciok\n")
}

// position handles "position startpos|fen FEN [moves m1 m2 ...]". It does
// not wait for a running search, which has its own copy of the position.
// A malformed command, an illegal move among the moves included, leaves
// no valid position: the next go answers bestmove 0000 rather than play a
// move for some other position.
func (s *Server) position(args []string) {
	pos, history, err := s.parsePosition(args)
	if err != nil {
		s.invalidate("position: " + err.Error())
		return
	}
	s.pos, s.history, s.posErr = pos, history, ""
}

// invalidate records that the GUI's position is unknown, and says so.
func (s *Server) invalidate(why string) {
	s.posErr = clip.Line(why, 200)
	s.infof("%s; go answers bestmove 0000 until a valid position command", s.posErr)
}

func (s *Server) parsePosition(args []string) (chess.Position, []uint64, error) {
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
		pos, err = s.clearCastling(fen)
	}
	if err != nil {
		return chess.Position{}, nil, errors.New(describe(err))
	}
	if s.options.chess960 {
		pos.SetChess960(true)
	}
	var history []uint64
	if len(rest) > 0 {
		if rest[0] != "moves" {
			return chess.Position{}, nil, fmt.Errorf("want \"moves\" after the position, got %s", excerpt(rest[0]))
		}
		for i, mv := range rest[1:] {
			m, err := pos.ParseMove(mv)
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
func (s *Server) clearCastling(fen string) (chess.Position, error) {
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
		s.infof("position: castling rights %s cleared: the position has no king or rook for them", dropped)
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
func (s *Server) noPosition() bool {
	if s.posErr == "" {
		return false
	}
	s.infof("go: no valid position (%s)", s.posErr)
	s.out.printf("bestmove 0000\n")
	return true
}

// start runs a job in the background; s.job is it until it is waited for.
func (s *Server) start(j *job, run func(ctx context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	j.cancel, j.done = cancel, make(chan struct{})
	s.job = j
	go func() {
		defer close(j.done)
		run(ctx)
	}()
}

// wait waits for the running job to end, ending it at once if a stop or
// quit has been read meanwhile, or the input ended more than eofGrace ago.
func (s *Server) wait() {
	j := s.job
	if j == nil {
		return
	}
	for {
		if s.pendingStops.Load() > 0 || s.inputGone.Load() {
			j.cancel()
		}
		select {
		case <-j.done:
			j.cancel() // release the context
			s.job = nil
			return
		case <-s.wake:
		}
	}
}

// idle makes the engine idle for a command that needs it: a job that ends
// by itself is waited for, an endless one stopped (it waits for a stop the
// GUI, having moved on, will not send). Either way its bestmove comes first.
func (s *Server) idle() {
	if s.job != nil && s.job.endless {
		s.job.cancel()
	}
	s.wait()
}

// goCmd handles "go": see parseGo for its words. It waits for (or stops,
// see idle) the running job, then starts a search that always ends with a
// bestmove, or a perft.
func (s *Server) goCmd(args []string) {
	s.idle()
	l, perftDepth, warnings, err := parseGo(args, &s.pos)
	if perftDepth >= 0 || err != nil { // go perft: no bestmove is due
		switch {
		case err != nil:
			s.infof("go: %v", err)
		case s.posErr != "":
			s.infof("go perft: no valid position (%s)", s.posErr)
		default:
			s.startPerft(perftDepth)
		}
		return
	}
	if s.noPosition() {
		return
	}
	for _, w := range warnings {
		s.infof("go: %s", w)
	}
	if s.bookMove(l) {
		return
	}
	s.search(l)
}

// search starts a search of the current position.
func (s *Server) search(l search.Limits) {
	l.Overhead = s.options.overhead
	l.MultiPV = s.options.multiPV
	j := &job{endless: l.Infinite || !engine.EndsByItself(&l)}
	if l.Ponder != nil {
		j.ponderHit = make(chan struct{})
		l.Ponder = j.ponderHit
		j.hitEnds = !j.endless
		j.endless = true
	}
	pos := s.pos
	l.CurrMove = func(depth int, m chess.Move, n int) {
		s.out.printf("info depth %d currmove %s currmovenumber %d\n", depth, pos.UCI(m), n)
	}
	req := engine.Request{Position: pos, History: s.history, Limits: l, Elo: s.options.level(), Syzygy: s.options.syzygy}
	showWDL := s.options.showWDL
	s.start(j, func(ctx context.Context) {
		res := s.eng.Search(ctx, req, func(i engine.Info) { s.out.printf("%s\n", formatInfo(&pos, &i, showWDL)) })
		s.out.printf("%s\n", formatBestMove(&pos, res))
	})
}

// stop ends the running job, if any, and waits for its last line (a
// search's bestmove). Without a job it does nothing: a GUI may send stop
// just as the bestmove crosses it.
func (s *Server) stop() {
	if s.job == nil {
		return
	}
	s.job.cancel()
	s.wait()
}

func (s *Server) ponderhit() {
	if s.job == nil || s.job.ponderHit == nil {
		s.infof("ponderhit: not pondering")
		return
	}
	close(s.job.ponderHit)
	s.job.ponderHit = nil
	s.job.endless = !s.job.hitEnds
}

// formatInfo returns the UCI info line of a search report of pos, with
// the win/draw/loss chances if showWDL.
func formatInfo(pos *chess.Position, i *engine.Info, showWDL bool) string {
	var b strings.Builder
	score := engine.UCIScore(i.Score)
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

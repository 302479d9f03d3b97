package uci

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Config says how to start an engine and how patient to be with it.
type Config struct {
	Path string   // the executable; a bare name is looked up in PATH, then in /usr/games (Debian's engines)
	Args []string // arguments, e.g. {"--uci"} for gnuchess
	Dir  string   // working directory; "" for the current one
	Env  []string // extra "KEY=value" entries added to the environment
	Name string   // label for errors and logs; default: the base name of Path

	HandshakeTimeout time.Duration // uci → uciok; default 10s
	ReadyTimeout     time.Duration // isready → readyok; default 30s (engines allocate hash here)
	StopGrace        time.Duration // stop → bestmove and quit → exit before the kill; default 2s

	// Log, if set, sees every line: sent to the engine (LogSent), received
	// and understood (LogReceived), received but ignored as junk
	// (LogIgnored), and written to stderr (LogStderr). It is called from
	// several goroutines, one at a time.
	Log func(kind LogKind, line string)
}

// LogKind says where a logged line came from.
type LogKind uint8

const (
	LogSent     LogKind = iota // client → engine
	LogReceived                // engine → client, understood
	LogIgnored                 // engine → client, not UCI or not expected here
	LogStderr                  // engine's stderr
)

func (k LogKind) String() string {
	return [...]string{"<<", ">>", "?>", "!>"}[k&3]
}

const (
	defaultHandshakeTimeout = 10 * time.Second
	defaultReadyTimeout     = 30 * time.Second
	defaultStopGrace        = 2 * time.Second
	stderrTailLines         = 20
	maxLineBytes            = 1 << 20
)

// Engine is a running engine process that has answered "uci" with "uciok".
// Its methods are meant for one goroutine at a time, except Stop, PonderHit
// and Close, which may be called from another goroutine while Go waits.
type Engine struct {
	// Name and Author are the engine's "id name" and "id author".
	Name, Author string
	// Options are the declared options by lower-case name (UCI option names
	// are case-insensitive); OptionNames keeps them in declared order.
	Options     map[string]*Option
	OptionNames []string

	*Process
}

// Process is a running engine process seen as lines: it starts the program,
// writes command lines, reads its output lines, keeps the tail of its
// stderr, and turns silence into ErrHang (after killing it) and an exit into
// ErrCrashed. Engine speaks UCI over it; other line protocols (xboard) can
// use it directly.
type Process struct {
	cfg    Config
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan string
	exited chan struct{} // closed when the process has exited and stdout is drained
	quit   chan struct{} // closed by Close: line delivery gives up
	stderr *tailWriter

	wmu      sync.Mutex // serialises writes to stdin
	exitErr  error      // the process's exit; read only after exited is closed
	closed   bool
	closeMu  sync.Mutex
	killed   bool
	killedMu sync.Mutex
}

// LookPath finds an engine executable: as given if it contains a slash,
// else in PATH, else in /usr/games, where Debian installs its engines.
func LookPath(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err == nil || strings.ContainsRune(name, '/') {
		return p, err
	}
	if p2, err2 := exec.LookPath(filepath.Join("/usr/games", name)); err2 == nil {
		return p2, nil
	}
	return "", err
}

// Start starts the engine process and performs the handshake: it sends
// "uci" and reads "id" and "option" lines up to "uciok", within
// HandshakeTimeout (and ctx). Other lines before uciok (banners) are ignored.
// On failure the process is killed and the error is an *Error.
func Start(ctx context.Context, cfg Config) (*Engine, error) {
	p, err := StartProcess(cfg)
	if err != nil {
		return nil, err
	}
	e := &Engine{Options: map[string]*Option{}, Process: p}
	if err := e.handshake(ctx); err != nil {
		e.kill()
		return nil, err
	}
	return e, nil
}

// StartProcess starts the program of cfg without any handshake. Defaults
// are filled in as for Start.
func StartProcess(cfg Config) (*Process, error) {
	if cfg.Name == "" {
		cfg.Name = filepath.Base(cfg.Path)
	}
	if cfg.HandshakeTimeout <= 0 {
		cfg.HandshakeTimeout = defaultHandshakeTimeout
	}
	if cfg.ReadyTimeout <= 0 {
		cfg.ReadyTimeout = defaultReadyTimeout
	}
	if cfg.StopGrace <= 0 {
		cfg.StopGrace = defaultStopGrace
	}
	e := &Process{
		cfg:    cfg,
		lines:  make(chan string, 256),
		exited: make(chan struct{}),
		quit:   make(chan struct{}),
	}
	e.stderr = &tailWriter{max: stderrTailLines, log: e.logFunc(LogStderr)}
	if cfg.Dir != "" {
		// exec reports a bad directory as the executable's error.
		if fi, err := os.Stat(cfg.Dir); err != nil {
			return nil, &Error{Engine: cfg.Name, Op: "start", Err: fmt.Errorf("working directory: %w", err)}
		} else if !fi.IsDir() {
			return nil, &Error{Engine: cfg.Name, Op: "start", Err: fmt.Errorf("working directory %s: not a directory", cfg.Dir)}
		}
	}
	path, err := LookPath(cfg.Path)
	if err != nil {
		return nil, &Error{Engine: cfg.Name, Op: "start", Err: err}
	}
	cmd := exec.Command(path, cfg.Args...)
	cmd.Dir = cfg.Dir
	if len(cfg.Env) > 0 {
		cmd.Env = append(os.Environ(), cfg.Env...)
	}
	lw := &lineWriter{e: e}
	cmd.Stdout = lw
	cmd.Stderr = e.stderr
	cmd.WaitDelay = cfg.StopGrace
	setProcAttr(cmd)
	e.stdin, err = cmd.StdinPipe()
	if err != nil {
		return nil, &Error{Engine: cfg.Name, Op: "start", Err: err}
	}
	if err := cmd.Start(); err != nil {
		return nil, &Error{Engine: cfg.Name, Op: "start", Err: err}
	}
	e.cmd = cmd
	go func() {
		err := cmd.Wait()
		lw.flush()
		e.exitErr = err
		close(e.exited)
	}()
	return e, nil
}

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.send("uci", "uci"); err != nil {
		return err
	}
	return e.readUntil(ctx, "uci", e.cfg.HandshakeTimeout, func(line string) bool {
		f := strings.Fields(line)
		if len(f) == 0 {
			e.log(LogIgnored, line)
			return false
		}
		switch f[0] {
		case "uciok":
			e.log(LogReceived, line)
			return true
		case "id":
			if len(f) >= 2 && (f[1] == "name" || f[1] == "author") {
				v := restAfter(line, 1)
				if f[1] == "name" {
					e.Name = v
				} else {
					e.Author = v
				}
				e.log(LogReceived, line)
				return false
			}
		case "option":
			if o, err := ParseOption(line); err == nil {
				key := strings.ToLower(o.Name)
				if _, dup := e.Options[key]; !dup {
					e.OptionNames = append(e.OptionNames, o.Name)
				}
				e.Options[key] = &o
				e.log(LogReceived, line)
				return false
			}
		}
		e.log(LogIgnored, line)
		return false
	})
}

// Option returns the declared option with the given name (any case), or nil.
func (e *Engine) Option(name string) *Option { return e.Options[strings.ToLower(name)] }

// SetOption sends "setoption name N value V" after checking the value
// against the engine's declaration (see Option.Check); for a button, value is
// ignored. It does not wait: call IsReady to know the engine has applied it.
func (e *Engine) SetOption(name, value string) error {
	o := e.Option(name)
	if o == nil {
		return &OptionError{Name: name, Value: value, Err: ErrUnknownOption}
	}
	v, err := o.Check(value)
	if err != nil {
		return err
	}
	if o.Type == Button {
		return e.send("setoption", "setoption name "+o.Name)
	}
	if o.Type == String && v == "" {
		v = "<empty>"
	}
	return e.send("setoption", "setoption name "+o.Name+" value "+v)
}

// IsReady sends "isready" and waits for "readyok" (ReadyTimeout).
func (e *Engine) IsReady(ctx context.Context) error {
	if err := e.send("isready", "isready"); err != nil {
		return err
	}
	return e.readUntil(ctx, "isready", e.cfg.ReadyTimeout, func(line string) bool {
		if strings.TrimSpace(line) == "readyok" {
			e.log(LogReceived, line)
			return true
		}
		e.log(LogIgnored, line)
		return false
	})
}

// NewGame sends "ucinewgame" and waits until the engine is ready.
func (e *Engine) NewGame(ctx context.Context) error {
	if err := e.send("ucinewgame", "ucinewgame"); err != nil {
		return err
	}
	return e.IsReady(ctx)
}

// Position sends "position startpos moves ..." when fen is "" (or the
// standard start position), else "position fen FEN moves ...". Moves are in
// UCI notation.
func (e *Engine) Position(fen string, moves []string) error {
	var b strings.Builder
	b.WriteString("position ")
	if fen == "" || fen == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" {
		b.WriteString("startpos")
	} else {
		b.WriteString("fen ")
		b.WriteString(fen)
	}
	if len(moves) > 0 {
		b.WriteString(" moves")
		for _, m := range moves {
			b.WriteByte(' ')
			b.WriteString(m)
		}
	}
	return e.send("position", b.String())
}

// Go sends "go" with the limits and reads the engine's output until
// "bestmove", passing each info line to onInfo (if not nil). Malformed info
// lines and other junk are ignored (and logged).
//
// If ctx is done first, Go sends "stop" and waits StopGrace for the
// bestmove: a cancelled infinite search returns its best move and no error;
// the caller decides whether it came too late. An engine that does not
// answer "stop" in time is killed (ErrHang); one that exits gives ErrCrashed.
func (e *Engine) Go(ctx context.Context, l Limits, onInfo func(Info)) (BestMove, error) {
	if err := e.send("go", l.Command()); err != nil {
		return BestMove{}, err
	}
	var bm BestMove
	parse := func(line string) bool {
		switch firstWord(line) {
		case "info":
			in, err := ParseInfo(line)
			if err != nil {
				e.log(LogIgnored, line)
				return false
			}
			e.log(LogReceived, line)
			if onInfo != nil {
				onInfo(in)
			}
			return false
		case "bestmove":
			b, err := ParseBestMove(line)
			if err != nil {
				e.log(LogIgnored, line)
				return false
			}
			e.log(LogReceived, line)
			bm = b
			return true
		}
		e.log(LogIgnored, line)
		return false
	}
	err := e.readUntil(ctx, "go", 0, parse)
	if err == nil || !isContextErr(err) {
		return bm, err
	}
	// ctx is done: ask for the move now, with a fresh grace period.
	if err := e.send("stop", "stop"); err != nil {
		return bm, err
	}
	err = e.readUntil(context.Background(), "stop", e.cfg.StopGrace, parse)
	return bm, err
}

// Stop sends "stop": the engine should answer the running Go at once.
func (e *Engine) Stop() error { return e.send("stop", "stop") }

// PonderHit sends "ponderhit": the opponent played the expected move, and the
// pondering search goes on as a normal one.
func (e *Engine) PonderHit() error { return e.send("ponderhit", "ponderhit") }

// Send writes a raw command line, for what this API does not cover ("debug
// on", "register later", or another protocol's commands).
func (e *Process) Send(line string) error { return e.send(firstWord(line), line) }

// ReadUntil reads output lines, giving each to fn, until fn returns true.
// It fails with ErrCrashed when the process exits, with ErrHang (after
// killing the process) when timeout > 0 passes first, and with ctx's error
// when ctx is done first; op names the command waited on, for the error.
func (e *Process) ReadUntil(ctx context.Context, op string, timeout time.Duration, fn func(line string) bool) error {
	return e.readUntil(ctx, op, timeout, fn)
}

// Log passes a line to Config.Log, if set.
func (e *Process) Log(kind LogKind, line string) { e.log(kind, line) }

// Config returns the configuration the process was started with, defaults
// filled in.
func (e *Process) Config() Config { return e.cfg }

// Exited returns a channel that is closed when the engine process has exited.
func (e *Process) Exited() <-chan struct{} { return e.exited }

// StderrTail returns the last lines the engine wrote to stderr.
func (e *Process) StderrTail() []string { return e.stderr.tail() }

// Close sends "quit" (which xboard engines understand too), waits StopGrace for the process to exit and kills it
// otherwise. It returns nil if the engine quit by itself (whatever its exit
// status) and an *Error wrapping ErrHang if it had to be killed. Calling it
// again does nothing.
func (e *Process) Close() error {
	e.closeMu.Lock()
	if e.closed {
		e.closeMu.Unlock()
		return nil
	}
	e.closed = true
	e.closeMu.Unlock()
	select {
	case <-e.exited:
		close(e.quit)
		return nil
	default:
	}
	_ = e.send("quit", "quit")
	_ = e.stdin.Close()
	close(e.quit) // stop delivering lines: nobody reads them any more
	t := time.NewTimer(e.cfg.StopGrace)
	defer t.Stop()
	select {
	case <-e.exited:
		return nil
	case <-t.C:
		e.kill()
		return &Error{Engine: e.cfg.Name, Op: "quit", Err: ErrHang, Stderr: e.stderr.tail()}
	}
}

// Kill ends the process at once, without "quit".
func (e *Process) Kill() {
	e.closeMu.Lock()
	if !e.closed {
		e.closed = true
		close(e.quit)
	}
	e.closeMu.Unlock()
	e.kill()
}

func (e *Process) kill() {
	e.killedMu.Lock()
	e.killed = true
	e.killedMu.Unlock()
	killProcess(e.cmd)
	t := time.NewTimer(e.cfg.StopGrace + time.Second)
	defer t.Stop()
	select {
	case <-e.exited:
	case <-t.C:
	}
}

func (e *Process) send(op, line string) error {
	e.closeMu.Lock()
	closed := e.closed
	e.closeMu.Unlock()
	if closed && op != "quit" {
		return &Error{Engine: e.cfg.Name, Op: op, Err: ErrClosed}
	}
	select {
	case <-e.exited:
		return e.crashError(op)
	default:
	}
	e.log(LogSent, line)
	e.wmu.Lock()
	_, err := io.WriteString(e.stdin, line+"\n")
	e.wmu.Unlock()
	if err != nil {
		// Most likely the process is gone (EPIPE); say so if it is.
		t := time.NewTimer(e.cfg.StopGrace)
		defer t.Stop()
		select {
		case <-e.exited:
			return e.crashError(op)
		case <-t.C:
			return &Error{Engine: e.cfg.Name, Op: op, Err: err}
		}
	}
	return nil
}

// readUntil reads lines, giving each to fn, until fn returns true. It fails
// with ErrCrashed when the process exits, with ErrHang (after killing the
// process) when timeout > 0 passes, and with ctx's error when ctx is done.
func (e *Process) readUntil(ctx context.Context, op string, timeout time.Duration, fn func(string) bool) error {
	var tc <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		tc = t.C
	}
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return e.crashError(op)
			}
			if fn(line) {
				return nil
			}
		case <-tc:
			e.kill()
			return &Error{Engine: e.cfg.Name, Op: op, Err: ErrHang, Stderr: e.stderr.tail()}
		case <-ctx.Done():
			return &Error{Engine: e.cfg.Name, Op: op, Err: ctx.Err()}
		}
	}
}

func (e *Process) crashError(op string) error {
	<-e.exited
	e.closeMu.Lock()
	closed := e.closed
	e.closeMu.Unlock()
	if closed {
		return &Error{Engine: e.cfg.Name, Op: op, Err: ErrClosed}
	}
	e.killedMu.Lock()
	killed := e.killed
	e.killedMu.Unlock()
	if killed {
		return &Error{Engine: e.cfg.Name, Op: op, Err: ErrHang, Stderr: e.stderr.tail()}
	}
	exit := "exit status 0"
	if e.exitErr != nil {
		exit = e.exitErr.Error()
	}
	return &Error{Engine: e.cfg.Name, Op: op, Err: ErrCrashed, Exit: exit, Stderr: e.stderr.tail()}
}

func isContextErr(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

func (e *Process) log(kind LogKind, line string) {
	if e.cfg.Log != nil {
		e.cfg.Log(kind, line)
	}
}

func (e *Process) logFunc(kind LogKind) func(string) {
	return func(line string) { e.log(kind, line) }
}

func firstWord(s string) string {
	s = strings.TrimLeft(s, " \t")
	if i := strings.IndexAny(s, " \t\r"); i >= 0 {
		return s[:i]
	}
	return s
}

// lineWriter is the engine's stdout: it cuts the byte stream into lines
// (LF or CRLF) and delivers them to the engine's channel. A line longer than
// maxLineBytes is cut.
type lineWriter struct {
	e   *Process
	buf []byte
}

func (w *lineWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		i := indexByte(p, '\n')
		if i < 0 {
			w.buf = append(w.buf, p...)
			if len(w.buf) > maxLineBytes {
				w.deliver()
			}
			break
		}
		w.buf = append(w.buf, p[:i]...)
		w.deliver()
		p = p[i+1:]
	}
	return n, nil
}

func (w *lineWriter) deliver() {
	line := strings.TrimRight(string(w.buf), "\r")
	w.buf = w.buf[:0]
	select {
	case w.e.lines <- line:
	case <-w.e.quit:
	}
}

func (w *lineWriter) flush() {
	if len(w.buf) > 0 {
		w.deliver()
	}
	close(w.e.lines)
}

func indexByte(p []byte, c byte) int {
	for i, b := range p {
		if b == c {
			return i
		}
	}
	return -1
}

// tailWriter keeps the last lines written to it (the engine's stderr).
type tailWriter struct {
	mu    sync.Mutex
	max   int
	lines []string
	part  []byte
	log   func(string)
}

func (t *tailWriter) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, b := range p {
		if b != '\n' {
			if len(t.part) < 4096 {
				t.part = append(t.part, b)
			}
			continue
		}
		line := strings.TrimRight(string(t.part), "\r")
		t.part = t.part[:0]
		t.log(line)
		t.lines = append(t.lines, line)
		if len(t.lines) > t.max {
			t.lines = t.lines[len(t.lines)-t.max:]
		}
	}
	return len(p), nil
}

func (t *tailWriter) tail() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := append([]string(nil), t.lines...)
	if len(t.part) > 0 {
		out = append(out, string(t.part))
	}
	return out
}

// String describes the engine for logs: its id name and path.
func (e *Engine) String() string { return fmt.Sprintf("%s (%s)", e.Name, e.cfg.Path) }

package uci

import (
	"errors"
	"fmt"
	"strings"
)

// Errors an *Error wraps.
var (
	// ErrHang: the engine did not answer in time (no uciok, readyok, or
	// bestmove after stop within the grace period). It has been killed.
	ErrHang = errors.New("engine did not answer in time and was killed")
	// ErrCrashed: the engine process exited while it was expected to answer.
	ErrCrashed = errors.New("engine exited")
	// ErrClosed: the Engine was closed (or had died earlier) before the call.
	ErrClosed = errors.New("engine is closed")
	// ErrUnknownOption, ErrBadOptionValue: SetOption refused the option.
	ErrUnknownOption  = errors.New("engine has no such option")
	ErrBadOptionValue = errors.New("bad option value")
	// ErrSyntax: a line of engine output could not be parsed.
	ErrSyntax = errors.New("syntax error")
)

// Error reports what went wrong with an engine: which engine, during which
// command, and why. For ErrCrashed it carries the exit status and the last
// lines the engine wrote to stderr.
type Error struct {
	Engine string   // Config.Name
	Op     string   // "uci", "isready", "go", "setoption", "position", ...
	Err    error    // ErrHang, ErrCrashed, ErrClosed, or an I/O or context error
	Exit   string   // with ErrCrashed: "exit status 3", "signal: segmentation fault", ...
	Stderr []string // with ErrCrashed or ErrHang: the tail of the engine's stderr
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "uci: engine %q: %s: %v", e.Engine, e.Op, e.Err)
	if e.Exit != "" {
		fmt.Fprintf(&b, " (%s)", e.Exit)
	}
	if n := len(e.Stderr); n > 0 {
		fmt.Fprintf(&b, "; stderr: %q", e.Stderr[n-1])
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// ParseError reports an engine line that could not be parsed: the line,
// verbatim, the token that failed and why.
type ParseError struct {
	Line  string // the input, verbatim
	Token string // the offending token ("" if the line ended too early)
	Msg   string // what was wrong
}

func (e *ParseError) Error() string {
	if e.Token == "" {
		return fmt.Sprintf("uci: %s in %q", e.Msg, e.Line)
	}
	return fmt.Sprintf("uci: %s: %q in %q", e.Msg, e.Token, e.Line)
}

func (e *ParseError) Unwrap() error { return ErrSyntax }

// OptionError reports a setoption that the engine's declared options refuse.
type OptionError struct {
	Name, Value string
	Err         error // ErrUnknownOption or ErrBadOptionValue
	Msg         string
}

func (e *OptionError) Error() string {
	if e.Msg != "" {
		return fmt.Sprintf("uci: option %q = %q: %v: %s", e.Name, e.Value, e.Err, e.Msg)
	}
	return fmt.Sprintf("uci: option %q = %q: %v", e.Name, e.Value, e.Err)
}

func (e *OptionError) Unwrap() error { return e.Err }

package match

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Protocol is the language an engine speaks.
type Protocol uint8

const (
	UCI    Protocol = iota // Universal Chess Interface, through package uci
	XBoard                 // Chess Engine Communication Protocol version 2 (xboard/WinBoard), natively
)

func (p Protocol) String() string {
	if p == XBoard {
		return "xboard"
	}
	return "uci"
}

// EngineConfig says how to start one engine of a match.
type EngineConfig struct {
	Name     string      // its name in results and PGN; default: its id name
	Cmd      string      // executable (PATH and /usr/games are searched)
	Args     []string    // arguments
	Dir      string      // working directory
	Env      []string    // extra environment entries, "KEY=value"
	Options  [][2]string // options to set, in order: {"Hash", "64"}
	Protocol Protocol
	// Ponder lets the engine think on the opponent's time (UCI only): after
	// each move it searches the reply it expects with "go ponder", and
	// gets "ponderhit" if the opponent plays it, "stop" if not.
	Ponder bool
	// TC, if set, is this engine's own clock in place of the match's
	// (time odds: "tc=13.3+0.133" against a match at 10+0.1).
	TC *TimeControl
}

// ParseEngineSpec parses an engine given on the command line:
//
//	name=NAME cmd=PATH [arg=ARG]... [dir=DIR] [proto=uci|xboard] [ponder] [tc=TC] [option.NAME=VALUE]...
//
// Words are separated by blanks; single or double quotes group words with
// blanks inside ("option.Skill Level=5" or option."Skill Level"=5). cmd is
// required; name defaults to the base name of cmd.
func ParseEngineSpec(spec string) (EngineConfig, error) {
	var c EngineConfig
	words, err := splitWords(spec)
	if err != nil {
		return c, fmt.Errorf("engine %q: %v", spec, err)
	}
	for _, w := range words {
		if w == "ponder" {
			c.Ponder = true
			continue
		}
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			return c, fmt.Errorf("engine %q: %q is not key=value", spec, w)
		}
		switch {
		case k == "name":
			c.Name = v
		case k == "cmd":
			c.Cmd = v
		case k == "arg":
			c.Args = append(c.Args, v)
		case k == "dir":
			c.Dir = v
		case k == "proto" || k == "protocol":
			switch strings.ToLower(v) {
			case "uci":
				c.Protocol = UCI
			case "xboard", "cecp", "winboard":
				c.Protocol = XBoard
			default:
				return c, fmt.Errorf("engine %q: unknown protocol %q (want uci or xboard)", spec, v)
			}
		case k == "tc":
			tc, err := ParseTimeControl(v)
			if err != nil {
				return c, fmt.Errorf("engine %q: %v", spec, err)
			}
			c.TC = &tc
		case strings.HasPrefix(k, "option."):
			name := strings.TrimPrefix(k, "option.")
			if name == "" {
				return c, fmt.Errorf("engine %q: option without a name in %q", spec, w)
			}
			c.Options = append(c.Options, [2]string{name, v})
		default:
			return c, fmt.Errorf("engine %q: unknown key %q (want name, cmd, arg, dir, proto, ponder, tc, option.NAME)", spec, k)
		}
	}
	if c.Cmd == "" {
		return c, fmt.Errorf("engine %q: cmd=PATH is required", spec)
	}
	if c.Ponder && c.Protocol == XBoard {
		return c, fmt.Errorf("engine %q: ponder is for UCI engines", spec)
	}
	if c.Name == "" {
		c.Name = c.Cmd[strings.LastIndexByte(c.Cmd, '/')+1:]
	}
	return c, nil
}

// splitWords splits s at blanks outside quotes, removing the quotes.
func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	var quote rune
	inWord := false
	for _, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("unclosed quote %c", quote)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// TimeControl is a chess clock: Moves moves in Base (0: the whole game),
// plus Inc after each move.
type TimeControl struct {
	Moves int
	Base  time.Duration
	Inc   time.Duration
}

// ParseTimeControl parses "10+0.1" (10 s for the game, 0.1 s increment),
// "40/60+0" (60 s for each 40 moves), "1:30+1" (minutes:seconds), "60"
// (no increment). Times are in seconds.
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	rest := s
	if m, r, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n <= 0 {
			return tc, fmt.Errorf("time control %q: moves %q must be a positive integer", s, m)
		}
		tc.Moves, rest = n, r
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	var err error
	if tc.Base, err = parseSeconds(base); err != nil || tc.Base <= 0 {
		return tc, fmt.Errorf("time control %q: base time %q must be a positive number of seconds (or m:ss)", s, base)
	}
	if hasInc {
		if tc.Inc, err = parseSeconds(inc); err != nil || tc.Inc < 0 {
			return tc, fmt.Errorf("time control %q: increment %q must be a number of seconds", s, inc)
		}
	}
	return tc, nil
}

func parseSeconds(s string) (time.Duration, error) {
	var mins float64
	colon := false
	if m, sec, ok := strings.Cut(s, ":"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("bad minutes")
		}
		mins, s, colon = float64(n), sec, true
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) || x < 0 || x > 1e7 {
		return 0, fmt.Errorf("bad seconds")
	}
	if colon && x >= 60 {
		return 0, fmt.Errorf("seconds of m:ss must be below 60")
	}
	if total := mins*60 + x; total <= 1e7 {
		return time.Duration(total * float64(time.Second)), nil
	}
	return 0, fmt.Errorf("more than 10^7 seconds")
}

// String returns the PGN TimeControl tag form: "40/60+0", "10+0.1", "60".
func (tc TimeControl) String() string {
	s := strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Inc > 0 {
		s += "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
	}
	return s
}

// Adjudication ends games early on the engines' scores. Both rules are off
// at their zero value.
type Adjudication struct {
	// Draw: after DrawMoveNumber full moves, when both engines' scores have
	// been within ±DrawScore centipawns for the last DrawMoves moves each.
	DrawMoves, DrawScore, DrawMoveNumber int
	// Resign: when one engine's score has been at or below −ResignScore
	// centipawns for its last ResignMoves moves (and, with TwoSided, its
	// opponent's at or above +ResignScore for as long).
	ResignMoves, ResignScore int
	TwoSided                 bool
}

// ParseDraw reads "moves=N score=S [after=M]" into the draw rule.
func (a *Adjudication) ParseDraw(s string) error {
	kv, err := parseKV("draw", s, "moves", "score", "after")
	if err != nil {
		return err
	}
	a.DrawMoves, a.DrawScore, a.DrawMoveNumber = kv["moves"], kv["score"], kv["after"]
	if a.DrawMoves <= 0 {
		return fmt.Errorf("draw %q: moves=N (N > 0) is required", s)
	}
	return nil
}

// ParseResign reads "moves=N score=S [twosided=1]" into the resign rule.
func (a *Adjudication) ParseResign(s string) error {
	kv, err := parseKV("resign", s, "moves", "score", "twosided")
	if err != nil {
		return err
	}
	a.ResignMoves, a.ResignScore, a.TwoSided = kv["moves"], kv["score"], kv["twosided"] != 0
	if a.ResignMoves <= 0 || a.ResignScore <= 0 {
		return fmt.Errorf("resign %q: moves=N and score=S (both > 0) are required", s)
	}
	return nil
}

func parseKV(what, s string, keys ...string) (map[string]int, error) {
	out := map[string]int{}
	for _, w := range strings.Fields(s) {
		k, v, ok := strings.Cut(w, "=")
		n, err := strconv.Atoi(v)
		if !ok || err != nil || n < 0 {
			return nil, fmt.Errorf("%s %q: %q: want key=non-negative integer", what, s, w)
		}
		known := false
		for _, key := range keys {
			known = known || key == k
		}
		if !known {
			return nil, fmt.Errorf("%s %q: unknown key %q (want %s)", what, s, k, strings.Join(keys, ", "))
		}
		out[k] = n
	}
	return out, nil
}

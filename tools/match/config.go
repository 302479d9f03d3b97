package match

import (
	"fmt"
	"io"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

// Config is a whole match: two engines, or a gauntlet of the first engine
// against each of the others.
type Config struct {
	Engines     []EngineConfig
	Openings    []Opening // none: every game starts from the standard position
	Random      bool      // take openings in an order shuffled by Seed, else in file order
	Seed        int64
	Games       int // games per pairing, 1 to 10^7 (Run takes 0 for DefaultGames); each opening is played twice, colors reversed
	Concurrency int // games played at once, 1 to 256 (Run takes 0 for DefaultConcurrency); one process per engine per game
	Limits      Limits
	Adjudicate  Adjudication
	SPRT        *SPRT // with two engines: stop when a bound is crossed
	// Resume lists the games an earlier run of this match played (ReadDone
	// reads them from its PGN): they are scored, not played again.
	Resume []Done

	Event string
	PGN   io.Writer // games in PGN export format, in the order they end

	// OnGame, if set, is called after every finished game (one call at a
	// time) with the game and the standings so far.
	OnGame func(g *Game, s *Standings)
	// Log, if set, sees every protocol line (engine, direction, line).
	Log func(engine string, kind uci.LogKind, line string)
	// StartPlayer starts engines; nil means Start.
	StartPlayer StartFunc
}

// SettingError is a setting of a Config that Run cannot play with.
type SettingError struct {
	Setting string // the Config field at fault: "Games", "Limits.Depth", "SPRT"
	// Msg says what is wrong, naming the setting as the flag of westcott
	// match that sets it, so that the command can print it as it is.
	Msg string
}

func (e *SettingError) Error() string { return "match: " + e.Msg }

// Validate reports the first setting Run cannot play with, as a
// *SettingError. It checks the settings as given: Run gives a zero Games or
// Concurrency its default before it validates.
func (c Config) Validate() error {
	bad := func(setting, format string, a ...any) error {
		return &SettingError{Setting: setting, Msg: fmt.Sprintf(format, a...)}
	}
	l := c.Limits
	switch {
	case len(c.Engines) < 2:
		return bad("Engines", "need at least two -engine flags (got %d)", len(c.Engines))
	case c.Games < 1 || c.Games > 1e7:
		return bad("Games", "-games %d: must be between 1 and 10000000", c.Games)
	case c.Concurrency < 1 || c.Concurrency > 256:
		return bad("Concurrency", "-concurrency %d: must be between 1 and 256", c.Concurrency)
	case l.Depth < 0 || l.Depth > 200:
		return bad("Limits.Depth", "-depth %d: must be between 0 and 200", l.Depth)
	case l.MoveTime < 0:
		return bad("Limits.MoveTime", "-movetime %d: must not be negative", l.MoveTime.Milliseconds())
	case l.Margin < 0:
		return bad("Limits.Margin", "-margin %d: must not be negative", l.Margin.Milliseconds())
	case l.TC == nil && l.Nodes == 0 && l.Depth == 0 && l.MoveTime == 0:
		return bad("Limits", "give a time control (-tc) or a fixed limit (-nodes, -depth, -movetime)")
	case l.MoveTimeout < 0:
		return bad("Limits.MoveTimeout", "-timeout %v: must not be negative", l.MoveTimeout)
	case l.MoveTimeout == 0 && l.TC == nil && l.MoveTime == 0:
		// Without a clock only the timeout stops an engine that never answers.
		return bad("Limits.MoveTimeout", "-timeout 0s: a move without -tc or -movetime needs a timeout")
	case c.SPRT != nil && len(c.Engines) != 2:
		return bad("SPRT", "-sprt needs exactly two engines (got %d)", len(c.Engines))
	}
	if c.SPRT != nil {
		if err := c.SPRT.Validate(); err != nil {
			return bad("SPRT", "-sprt %q: %v", c.SPRT.String(), err)
		}
	}
	for _, e := range c.Engines {
		if e.TC != nil && l.TC == nil {
			return bad("Limits.TC", "engine %s has its own clock (tc=); give the match one too with -tc", e.Name)
		}
		if e.Protocol != XBoard {
			continue
		}
		if l.Nodes > 0 {
			return bad("Limits.Nodes", "engine %s speaks xboard, which has no node limit; use -depth, -movetime or -tc", e.Name)
		}
		if l.MoveTime > 0 && l.MoveTime < time.Second {
			return bad("Limits.MoveTime", "engine %s speaks xboard, whose move time (st) is in whole seconds; use -movetime 1000 or more, or -tc", e.Name)
		}
	}
	return nil
}

// The defaults of Config's zero Games and Concurrency (westcott match's
// flags too): a pair of games an opening, one game at a time.
const (
	DefaultGames       = 2
	DefaultConcurrency = 1
)

// withDefaults fills in the settings whose zero value stands for a default.
func (c Config) withDefaults() Config {
	if c.Games == 0 {
		c.Games = DefaultGames
	}
	if c.Concurrency == 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.StartPlayer == nil {
		c.StartPlayer = Start
	}
	return c
}

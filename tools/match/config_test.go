package match

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci/ucitest"
)

func TestValidate(t *testing.T) {
	two := []EngineConfig{{Name: "a", Cmd: "a"}, {Name: "b", Cmd: "b"}}
	xb := []EngineConfig{{Name: "a", Cmd: "a"}, {Name: "xb", Cmd: "xb", Protocol: XBoard}}
	nodes := Limits{Nodes: 100, MoveTimeout: time.Minute}
	tc := &TimeControl{Base: 10 * time.Second}
	sp := DefaultSPRT
	ok := Config{Engines: two, Games: 2, Concurrency: 1, Limits: nodes}
	if err := ok.Validate(); err != nil {
		t.Fatalf("valid config: %v", err)
	}
	for _, c := range []struct {
		change  func(c *Config)
		setting string
		msg     string
	}{
		{func(c *Config) { c.Engines = two[:1] }, "Engines", "need at least two -engine flags (got 1)"},
		{func(c *Config) { c.Games = 0 }, "Games", "-games 0: must be between 1 and 10000000"},
		{func(c *Config) { c.Concurrency = 257 }, "Concurrency", "-concurrency 257: must be between 1 and 256"},
		{func(c *Config) { c.Limits.Depth = 201 }, "Limits.Depth", "-depth 201"},
		{func(c *Config) { c.Limits.MoveTime = -time.Millisecond }, "Limits.MoveTime", "-movetime -1"},
		{func(c *Config) { c.Limits.Margin = -time.Millisecond }, "Limits.Margin", "-margin -1"},
		{func(c *Config) { c.Limits = Limits{MoveTimeout: time.Minute} }, "Limits", "give a time control (-tc)"},
		{func(c *Config) { c.Limits.MoveTimeout = 0 }, "Limits.MoveTimeout", "-timeout 0s: a move without -tc or -movetime needs a timeout"},
		{func(c *Config) { c.Limits.MoveTimeout = -time.Second }, "Limits.MoveTimeout", "-timeout -1s: must not be negative"},
		{func(c *Config) { c.Engines, c.SPRT = append(two, two[0]), &sp }, "SPRT", "-sprt needs exactly two engines (got 3)"},
		{func(c *Config) { c.SPRT = &SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05} }, "SPRT", "elo0 must be below elo1"},
		{func(c *Config) { c.SPRT = &SPRT{} }, "SPRT", "alpha and beta must be in (0, 0.5)"},
		{func(c *Config) { c.Engines = xb }, "Limits.Nodes", "engine xb speaks xboard, which has no node limit"},
		{func(c *Config) { c.Engines, c.Limits = xb, Limits{MoveTime: 500 * time.Millisecond} }, "Limits.MoveTime", "whole seconds"},
	} {
		cfg := ok
		c.change(&cfg)
		var se *SettingError
		if err := cfg.Validate(); !errors.As(err, &se) || se.Setting != c.setting || !strings.Contains(se.Msg, c.msg) {
			t.Errorf("%v; want a SettingError for %s saying %q", err, c.setting, c.msg)
		}
	}
	// A clock needs no move timeout: only the clock stops an engine.
	for _, l := range []Limits{{TC: tc}, {MoveTime: 2 * time.Second}} {
		cfg := ok
		cfg.Engines, cfg.Limits = xb, l
		if err := cfg.Validate(); err != nil {
			t.Errorf("%+v: %v", l, err)
		}
	}
}

// Run validates what it is given, after the defaults of a zero Games and
// Concurrency: a move time below a second cannot be said to an xboard
// engine, so the match is refused before it starts, as a node limit is.
func TestRunRefusesSubSecondMoveTimeForXBoard(t *testing.T) {
	xb := fakeEngine(t, "xb", ucitest.Fair, 0)
	xb.Protocol = XBoard
	good := fakeEngine(t, "good", ucitest.Fair, 0)
	_, err := Run(context.Background(), Config{Engines: []EngineConfig{good, xb}, Limits: Limits{MoveTime: 500 * time.Millisecond}})
	if err == nil || !strings.Contains(err.Error(), "whole seconds") {
		t.Errorf("xboard engine with -movetime 500: %v; want a refusal naming whole seconds", err)
	}
}

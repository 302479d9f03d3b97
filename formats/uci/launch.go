package uci

import (
	"context"
	"fmt"
	"strings"
)

// Setting is one option to set when an engine starts.
type Setting struct {
	Name, Value string
	// IfDeclared skips the setting when the engine declares no such
	// option: for a default meant for any engine, such as Hash, that an
	// engine without it should not fail on.
	IfDeclared bool
}

// ParseSetting parses "NAME=VALUE", as command lines write options; blanks
// around either part are dropped. The value may be empty and may hold "=";
// ok is false without "=" or without a name.
func ParseSetting(s string) (set Setting, ok bool) {
	name, value, found := strings.Cut(s, "=")
	name = strings.TrimSpace(name)
	if !found || name == "" {
		return Setting{}, false
	}
	return Setting{Name: name, Value: strings.TrimSpace(value)}, true
}

func (s Setting) String() string { return s.Name + "=" + s.Value }

// Launch starts an engine ready for its first game: Start (process and
// handshake), then each setting in order, then isready → readyok. A
// setting the engine refuses fails the launch with an error naming the
// engine and the option. On any failure the process is killed.
func Launch(ctx context.Context, cfg Config, settings []Setting) (*Engine, error) {
	e, err := Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	for _, s := range settings {
		if s.IfDeclared && e.Option(s.Name) == nil {
			continue
		}
		if err := e.SetOption(s.Name, s.Value); err != nil {
			e.Kill()
			// The engine as it names itself, as the user sees it.
			who := e.Name
			if who == "" {
				who = e.cfg.Name
			}
			return nil, fmt.Errorf("%s: option %s: %w", who, s.Name, err)
		}
	}
	if err := e.IsReady(ctx); err != nil {
		e.Kill()
		return nil, err
	}
	return e, nil
}

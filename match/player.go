package match

import (
	"context"
	"fmt"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/uci"
)

// Player is one engine process as the game loop sees it, whatever protocol
// it speaks.
type Player interface {
	// Name returns the name the engine gave itself (UCI id name, xboard
	// myname).
	Name() string
	// NewGame prepares a new game from start.
	NewGame(ctx context.Context, start chess.Position) error
	// Move asks for a move in the position after the game's moves so far.
	Move(ctx context.Context, req *Request) (Reply, error)
	// Close ends the process politely; Kill at once.
	Close() error
	Kill()
}

// Request is what a Player needs to choose a move.
type Request struct {
	Start  chess.Position // the game's start position
	Moves  []chess.Move   // the moves played from it
	UCI    []string       // the same moves in UCI notation for this game
	Pos    chess.Position // the position to move in
	Limits uci.Limits     // clocks or fixed limits, as UCI says them
	TC     *TimeControl   // the time control, if the game has one
}

// Reply is a Player's move and what it said about it.
type Reply struct {
	Move     string // as the engine wrote it
	Score    uci.Score
	HasScore bool
	Depth    int
	Nodes    uint64
	Resign   bool // the engine resigned instead of moving (xboard)
}

// StartFunc starts the Player of an engine configuration. Start is the real
// one; tests may substitute their own.
type StartFunc func(ctx context.Context, c EngineConfig, log func(engine string, kind uci.LogKind, line string)) (Player, error)

// Start starts an engine: a UCI engine through package uci, an xboard
// engine through the native CECP driver; then it sets the configured
// options.
func Start(ctx context.Context, c EngineConfig, log func(engine string, kind uci.LogKind, line string)) (Player, error) {
	cfg := uci.Config{Path: c.Cmd, Args: c.Args, Dir: c.Dir, Env: c.Env, Name: c.Name}
	if log != nil {
		name := c.Name
		cfg.Log = func(k uci.LogKind, line string) { log(name, k, line) }
	}
	if c.Protocol == XBoard {
		return startXBoard(ctx, cfg, c.Options)
	}
	settings := make([]uci.Setting, len(c.Options))
	for i, o := range c.Options {
		settings[i] = uci.Setting{Name: o[0], Value: o[1]}
	}
	e, err := uci.Launch(ctx, cfg, settings)
	if err != nil {
		return nil, err
	}
	return &uciPlayer{e: e}, nil
}

type uciPlayer struct {
	e        *uci.Engine
	chess960 bool
}

func (p *uciPlayer) Name() string { return p.e.Name }

func (p *uciPlayer) NewGame(ctx context.Context, start chess.Position) error {
	if start.Chess960() != p.chess960 {
		if p.e.Option("UCI_Chess960") == nil {
			if start.Chess960() {
				return fmt.Errorf("engine %s has no UCI_Chess960 option and cannot play Chess960", p.e.Name)
			}
		} else if err := p.e.SetOption("UCI_Chess960", fmt.Sprint(start.Chess960())); err != nil {
			return err
		}
		p.chess960 = start.Chess960()
	}
	return p.e.NewGame(ctx)
}

func (p *uciPlayer) Move(ctx context.Context, req *Request) (Reply, error) {
	start := req.Start
	fen := start.FEN()
	if fen == chess.StartFEN {
		fen = ""
	}
	if err := p.e.Position(fen, req.UCI); err != nil {
		return Reply{}, err
	}
	var r Reply
	bm, err := p.e.Go(ctx, req.Limits, func(in uci.Info) {
		if in.MultiPV > 1 {
			return
		}
		if in.Has&uci.FieldScore != 0 {
			r.Score, r.HasScore = in.Score, true
		}
		if in.Has&uci.FieldDepth != 0 {
			r.Depth = in.Depth
		}
		if in.Has&uci.FieldNodes != 0 {
			r.Nodes = in.Nodes
		}
	})
	r.Move = bm.Move
	return r, err
}

func (p *uciPlayer) Close() error { return p.e.Close() }
func (p *uciPlayer) Kill()        { p.e.Kill() }

// ms rounds d up to whole milliseconds for display.
func ms(d time.Duration) int64 { return (d + time.Millisecond - 1).Milliseconds() }

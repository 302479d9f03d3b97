package match

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
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
	Resign   bool   // the engine resigned instead of moving (xboard)
	Ponder   string // the reply the engine expects, if it said (UCI "ponder")
}

// Ponderer is a Player that can think on the opponent's time. After the
// game loop has played its move, Ponder starts a search of req (the
// position after the move and the reply the engine expects, with the
// clocks as they stand) and returns at once; the next Move, or NewGame or
// Close, ends it: with "ponderhit" if the opponent played the expected
// reply (the search goes on as the answer, its time counted from then),
// else with "stop", its answer thrown away.
type Ponderer interface {
	Ponder(ctx context.Context, req *Request)
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
	if c.Ponder && e.Option("Ponder") != nil {
		// The UCI way of telling an engine that it will be let ponder.
		if err := e.SetOption("Ponder", "true"); err != nil {
			e.Kill()
			return nil, err
		}
	}
	return &uciPlayer{e: e, ponder: c.Ponder}, nil
}

type uciPlayer struct {
	e        *uci.Engine
	chess960 bool
	ponder   bool
	pond     *ponderSearch // the running ponder search, if any
}

// ponderSearch is a "go ponder" running on its own goroutine.
type ponderSearch struct {
	moves  []string // the game's moves it searches after, the expected reply last
	cancel context.CancelFunc
	done   chan struct{}
	reply  Reply // valid after done
	err    error
}

// Ponder starts a ponder search (see Ponderer).
func (p *uciPlayer) Ponder(ctx context.Context, req *Request) {
	if !p.ponder {
		return
	}
	p.endPonder(false)
	if err := p.position(req); err != nil {
		return // the next Move meets the same error
	}
	pctx, cancel := context.WithCancel(ctx)
	ps := &ponderSearch{moves: append([]string(nil), req.UCI...), cancel: cancel, done: make(chan struct{})}
	l := req.Limits
	l.Ponder = true
	go func() {
		defer close(ps.done)
		ps.reply, ps.err = p.search(pctx, l)
	}()
	p.pond = ps
}

// endPonder ends the ponder search, if any: hit says the opponent played
// the expected reply, so that its answer is wanted. It returns that answer.
func (p *uciPlayer) endPonder(hit bool) (Reply, error, bool) {
	ps := p.pond
	if ps == nil {
		return Reply{}, nil, false
	}
	p.pond = nil
	if hit {
		if err := p.e.PonderHit(); err != nil {
			ps.cancel()
			<-ps.done
			return Reply{}, err, true
		}
		<-ps.done
		ps.cancel()
		return ps.reply, ps.err, true
	}
	ps.cancel() // Go sends stop and waits for the bestmove
	<-ps.done
	return Reply{}, nil, false
}

func (p *uciPlayer) Name() string { return p.e.Name }

func (p *uciPlayer) NewGame(ctx context.Context, start chess.Position) error {
	p.endPonder(false)
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
	if ps := p.pond; ps != nil {
		if slices.Equal(ps.moves, req.UCI) {
			// Ponder hit: the search goes on as the answer; ctx bounds it.
			stop := context.AfterFunc(ctx, ps.cancel)
			r, err, _ := p.endPonder(true)
			stop()
			return r, err
		}
		p.endPonder(false)
	}
	if err := p.position(req); err != nil {
		return Reply{}, err
	}
	return p.search(ctx, req.Limits)
}

// position sends the position of req.
func (p *uciPlayer) position(req *Request) error {
	fen := req.Start.FEN()
	if fen == chess.StartFEN {
		fen = ""
	}
	return p.e.Position(fen, req.UCI)
}

// search runs go with l and gathers the reply.
func (p *uciPlayer) search(ctx context.Context, l uci.Limits) (Reply, error) {
	var r Reply
	bm, err := p.e.Go(ctx, l, func(in uci.Info) {
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
	r.Move, r.Ponder = bm.Move, bm.Ponder
	return r, err
}

func (p *uciPlayer) Close() error {
	p.endPonder(false)
	return p.e.Close()
}
func (p *uciPlayer) Kill() {
	if ps := p.pond; ps != nil {
		p.pond = nil
		ps.cancel()
		p.e.Kill()
		<-ps.done
		return
	}
	p.e.Kill()
}

// ms rounds d up to whole milliseconds for display.
func ms(d time.Duration) int64 { return (d + time.Millisecond - 1).Milliseconds() }

package suite

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// startTimeout bounds an engine's start: handshake, options and readyok.
const startTimeout = 30 * time.Second

// UCI is a UCI engine process as a Solver. After an error the process is
// ended, and a new one started for the next position.
type UCI struct {
	cfg      uci.Config
	settings []uci.Setting
	name     string
	eng      *uci.Engine // nil after an error
	c960     bool        // UCI_Chess960 as last set on eng
}

// StartUCI starts the engine of cfg with uci.Launch and the settings.
func StartUCI(cfg uci.Config, settings []uci.Setting) (*UCI, error) {
	u := &UCI{cfg: cfg, settings: settings}
	if err := u.start(); err != nil {
		return nil, err
	}
	u.name = u.eng.Name
	return u, nil
}

func (u *UCI) start() error {
	ctx, cancel := context.WithTimeout(context.Background(), startTimeout)
	defer cancel()
	eng, err := uci.Launch(ctx, u.cfg, u.settings)
	if err != nil {
		return err
	}
	u.eng, u.c960 = eng, false
	return nil
}

// Name is the engine's id name.
func (u *UCI) Name() string { return u.name }

// Solve searches pos as a new game (ucinewgame).
func (u *UCI) Solve(ctx context.Context, pos chess.Position, l Limits) Answer {
	if u.eng == nil {
		if err := u.start(); err != nil {
			return Answer{Err: err}
		}
	}
	a := u.search(ctx, pos, l)
	if a.Err != nil {
		u.Close()
	}
	return a
}

func (u *UCI) search(ctx context.Context, pos chess.Position, l Limits) Answer {
	eng := u.eng
	// Chess960 notation on for Chess960 positions and off again after them.
	if c960 := pos.Chess960(); c960 != u.c960 && eng.Option("UCI_Chess960") != nil {
		if err := eng.SetOption("UCI_Chess960", strconv.FormatBool(c960)); err != nil {
			return Answer{Err: err}
		}
		u.c960 = c960
	}
	if err := eng.NewGame(ctx); err != nil {
		return Answer{Err: err}
	}
	if err := eng.IsReady(ctx); err != nil {
		return Answer{Err: err}
	}
	if err := eng.Position(pos.FEN(), nil); err != nil {
		return Answer{Err: err}
	}
	var a Answer
	best, err := eng.Go(ctx, uci.Limits{Depth: l.Depth, Nodes: l.Nodes, MoveTime: l.MoveTime}, func(in uci.Info) {
		if in.Has&uci.FieldDepth != 0 {
			a.Depth = in.Depth
		}
		if in.Has&uci.FieldNodes != 0 {
			a.Nodes = in.Nodes
		}
		// A bound is no score of the position.
		if in.Has&uci.FieldScore != 0 && !in.Score.Lowerbound && !in.Score.Upperbound {
			a.Score, a.HasScore = in.Score, true
		}
	})
	if err != nil {
		return Answer{Err: err}
	}
	m, err := pos.ParseMove(best.Move)
	if err != nil {
		return Answer{Err: fmt.Errorf("%s played %q: %w", eng.Name, best.Move, err)}
	}
	a.Move = m
	return a
}

// Close ends the engine process.
func (u *UCI) Close() {
	if u.eng != nil {
		u.eng.Close()
		u.eng = nil
	}
}

package match

import (
	"context"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/cecp"
	"github.com/westcott-chess/westcott/formats/uci"
)

// xboardPlayer is an xboard engine (package cecp) as a Player.
type xboardPlayer struct{ e *cecp.Engine }

// startXBoard starts the engine, sets its options and waits until it has
// taken them in.
func startXBoard(ctx context.Context, cfg uci.Config, options [][2]string) (Player, error) {
	e, err := cecp.Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	for _, o := range options {
		if err := e.SetOption(o[0], o[1]); err != nil {
			e.Kill()
			return nil, err
		}
	}
	if err := e.Ping(ctx); err != nil {
		e.Kill()
		return nil, err
	}
	return &xboardPlayer{e}, nil
}

func (x *xboardPlayer) Name() string { return x.e.Name }

func (x *xboardPlayer) NewGame(ctx context.Context, start chess.Position) error {
	return x.e.NewGame(ctx, start)
}

// Move says the request's limits in xboard's terms: a time control as
// "level" with the mover's clock first, else a move time and a depth (the
// match refuses node limits for xboard engines before it starts).
func (x *xboardPlayer) Move(ctx context.Context, req *Request) (Reply, error) {
	l := cecp.Limits{MoveTime: req.Limits.MoveTime, Depth: req.Limits.Depth}
	if tc := req.TC; tc != nil {
		l.Level = &cecp.Level{Moves: tc.Moves, Base: tc.Base, Inc: tc.Inc}
		l.Time, l.OTime = req.Limits.WTime, req.Limits.BTime
		if req.Pos.SideToMove() == chess.Black {
			l.Time, l.OTime = l.OTime, l.Time
		}
	}
	var r Reply
	a, err := x.e.Go(ctx, req.Moves, l, func(t cecp.Thinking) {
		r.Depth, r.Nodes, r.Score, r.HasScore = t.Depth, t.Nodes, t.Score, true
	})
	r.Move, r.Resign = a.Move, a.Resign
	return r, err
}

func (x *xboardPlayer) Close() error { return x.e.Close() }
func (x *xboardPlayer) Kill()        { x.e.Kill() }

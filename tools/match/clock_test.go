package match

import (
	"context"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
)

// sleeper is an in-process Player that plays the first legal move after
// thinking for think (or until its move's deadline, as an engine told to
// stop would), and resigns at its resignAt-th move.
type sleeper struct {
	name     string
	think    time.Duration
	resignAt int
	moves    int
}

func (s *sleeper) Name() string                                        { return s.name }
func (s *sleeper) NewGame(ctx context.Context, _ chess.Position) error { return nil }
func (s *sleeper) Close() error                                        { return nil }
func (s *sleeper) Kill()                                               {}

func (s *sleeper) Move(ctx context.Context, req *Request) (Reply, error) {
	s.moves++
	if s.resignAt > 0 && s.moves >= s.resignAt {
		return Reply{Resign: true}, nil
	}
	if s.think > 0 {
		t := time.NewTimer(s.think)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
	}
	pos := req.Pos
	return Reply{Move: pos.UCI(pos.LegalMoves(nil)[0])}, nil
}

// An engine whose clock went below zero, but by less than the margin, has
// only what is left of the margin for its next move: a negative clock is
// not "no clock".
func TestNegativeClockStillForfeits(t *testing.T) {
	// White needs 250 ms a move on a 100 ms clock with a 200 ms margin: its
	// first move leaves the clock at about -150 ms, within the margin; its
	// second must lose on time. Were it not checked, it would resign at its
	// third move.
	white := &sleeper{name: "slow", think: 250 * time.Millisecond, resignAt: 3}
	black := &sleeper{name: "quick"}
	lim := Limits{TC: &TimeControl{Base: 100 * time.Millisecond}, Margin: 200 * time.Millisecond, MoveTimeout: time.Minute}
	g := PlayGame(context.Background(), white, black, chess.StartPosition(), lim, Adjudication{})
	if g.Fault != TimeForfeit || g.FaultColor != chess.White || g.Result != "0-1" {
		t.Fatalf("game ended %s after %d plies, fault %v (%v): %q; want White to lose on time",
			g.Result, len(g.Moves), g.Fault, g.FaultColor, g.Reason)
	}
	t.Log(g.Reason)
	if len(g.Moves) > 2 {
		t.Errorf("White lost on time after %d plies, want at its first or second move", len(g.Moves))
	}
}

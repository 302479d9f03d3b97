package match

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// Fault is what an engine did wrong to lose a game outside the rules of
// chess.
type Fault uint8

const (
	NoFault     Fault = iota
	Illegal           // played an illegal (or malformed) move
	TimeForfeit       // ran out of time (beyond the margin)
	Crash             // the process exited, or could not be talked to
	Hang              // did not answer, even after stop, and was killed
)

var faultNames = [...]string{"", "illegal move", "time forfeit", "crash", "hang"}

func (f Fault) String() string { return faultNames[f] }

// Limits is how long engines think: a clock, or fixed limits per move
// (several may be combined: the engine stops at the first reached).
type Limits struct {
	TC *TimeControl
	// ColorTC, by color (White, Black), replaces TC for that side when TC
	// is set: time odds. Run sets it from each engine's own TimeControl.
	ColorTC  [2]*TimeControl
	Depth    int
	Nodes    uint64
	MoveTime time.Duration
	// Margin is how far past its clock (or MoveTime) an engine may go before
	// it loses on time: pipes and process switches take time too.
	Margin time.Duration
	// MoveTimeout bounds a move without a clock (depth or nodes only):
	// after it the engine is told to stop, and if it still does not answer
	// within its grace period it is killed and loses by hang.
	MoveTimeout time.Duration
}

// Game is one played game.
type Game struct {
	Round       int
	White       string
	Black       string
	Start       chess.Position
	Opening     int             // index in the opening list, -1 for the start position
	TC          [2]*TimeControl // each side's clock, White's first (nil: none); they differ with time odds
	Moves       []chess.Move
	Comments    []string // one per move: "+0.35/12 0.52s"
	Result      string   // "1-0", "0-1", "1/2-1/2", or "*" if aborted
	Reason      string   // "White mates", "Black loses on time", ...
	Termination string   // the PGN Termination tag: normal, adjudication, time forfeit, rules infraction, abandoned, unterminated
	Fault       Fault    // what the loser did wrong, if anything
	FaultColor  chess.Color
	Started     time.Time
	Duration    time.Duration
}

// score of a reply in centipawns from the mover's side; mates are ±30000
// minus the distance.
func cpOf(r Reply) (int, bool) {
	if !r.HasScore {
		return 0, false
	}
	if r.Score.IsMate {
		if r.Score.Mate > 0 {
			return 30000 - r.Score.Mate, true
		}
		return -30000 - r.Score.Mate, true
	}
	return r.Score.CP, true
}

// PlayGame plays one game between white and black from start, under the
// limits, the rules of chess and the adjudication rules. It never fails: an
// engine that breaks loses the game, with the reason in Reason and the kind
// in Fault. A game cut short by ctx has Result "*".
func PlayGame(ctx context.Context, white, black Player, start chess.Position, lim Limits, adj Adjudication) *Game {
	g := &Game{White: white.Name(), Black: black.Name(), Start: start, Started: time.Now(), Opening: -1}
	defer func() { g.Duration = time.Since(g.Started) }()
	p := newPlay(g, [2]Player{white, black}, lim)
	if p.newGame(ctx) {
		for !p.decided(adj) && p.move(ctx) {
		}
	}
	return g
}

var colorNames = [2]string{"White", "Black"}

// play is a game in progress: the position, what the players were sent,
// the clocks, and each side's scores.
type play struct {
	g        *Game
	players  [2]Player
	lim      Limits
	game     *chess.Game // the position, the keys to repeat, and how the rules end the game
	uciMoves []string
	clock    [2]time.Duration // time left, by color
	moved    [2]int           // moves made, by color
	scores   [2][]int         // for adjudication: each side's own view, most recent last
}

// newPlay sets up the game's clocks: each side's time control, full.
func newPlay(g *Game, players [2]Player, lim Limits) *play {
	p := &play{g: g, players: players, lim: lim, game: chess.NewGameFrom(g.Start)}
	for c := range g.TC {
		g.TC[c] = lim.TC
		if lim.TC != nil && lim.ColorTC[c] != nil {
			g.TC[c] = lim.ColorTC[c]
		}
		if g.TC[c] != nil {
			p.clock[c] = g.TC[c].Base
		}
	}
	return p
}

// end ends the game.
func (p *play) end(result, reason, termination string) {
	p.g.Result, p.g.Reason, p.g.Termination = result, reason, termination
}

// lose ends the game lost by c, for why, a fault or not.
func (p *play) lose(c chess.Color, f Fault, why string) {
	p.g.Fault, p.g.FaultColor = f, c
	term := map[Fault]string{NoFault: "normal", Illegal: "rules infraction", TimeForfeit: "time forfeit", Crash: "abandoned", Hang: "abandoned"}[f]
	res := "0-1"
	if c == chess.Black {
		res = "1-0"
	}
	p.end(res, colorNames[c]+" "+why, term)
}

// stopped ends the game unfinished.
func (p *play) stopped() { p.end("*", "match stopped", "unterminated") }

// newGame tells both players of the game; false if one failed (and lost)
// or the match was stopped.
func (p *play) newGame(ctx context.Context) bool {
	for i, pl := range p.players {
		if err := pl.NewGame(ctx, p.g.Start); err != nil {
			if ctx.Err() != nil {
				p.stopped()
			} else {
				f, why := classify(err)
				p.lose(chess.Color(i), f, why)
			}
			return false
		}
	}
	return true
}

// decided ends the game if the rules of chess or adjudication do.
func (p *play) decided(adj Adjudication) bool {
	switch o := p.game.Outcome(); {
	case o.Termination == chess.Checkmate:
		p.end(o.Result(), colorNames[o.Winner]+" mates", "normal")
		return true
	case o.Over(): // a draw by the rules: threefold and fifty moves end the game without a claim
		p.end(o.Result(), "Draw by "+o.Termination.String(), "normal")
		return true
	}
	pos := p.game.Position()
	switch r := adjudicate(adj, p.scores, pos.FullmoveNumber(), len(p.g.Moves)); r {
	case "":
		return false
	case "1/2-1/2":
		p.end(r, "Draw by adjudication", "adjudication")
	case "1-0":
		p.end(r, "White wins by adjudication (Black's score)", "adjudication")
	default:
		p.end(r, "Black wins by adjudication (White's score)", "adjudication")
	}
	return true
}

// request returns what the side to move is asked, and how long it has
// before its move is late (timed false: no limit of time).
func (p *play) request() (req *Request, budget time.Duration, timed bool) {
	pos := p.game.Position()
	side := pos.SideToMove()
	tc := p.g.TC[side]
	req = &Request{Start: p.g.Start, Moves: p.g.Moves, UCI: p.uciMoves, Pos: pos, TC: tc}
	req.Limits = uci.Limits{Depth: p.lim.Depth, Nodes: p.lim.Nodes, MoveTime: p.lim.MoveTime}
	// A clock may be below zero by less than the margin after an earlier
	// move: what is left of the margin is then all the engine has.
	if tc != nil {
		req.Limits.WTime, req.Limits.BTime = max(p.clock[0], time.Millisecond), max(p.clock[1], time.Millisecond)
		req.Limits.WInc, req.Limits.BInc = p.g.TC[0].Inc, p.g.TC[1].Inc
		if tc.Moves > 0 {
			req.Limits.MovesToGo = tc.Moves - p.moved[side]%tc.Moves
		}
		budget, timed = p.clock[side], true
	}
	if p.lim.MoveTime > 0 && (!timed || p.lim.MoveTime < budget) {
		budget, timed = p.lim.MoveTime, true
	}
	return req, budget, timed
}

// ask sends req to the side to move and waits for its reply, at most the
// budget and the margin (or Limits.MoveTimeout without a limit of time).
func (p *play) ask(ctx context.Context, req *Request, budget time.Duration, timed bool) (Reply, time.Duration, error) {
	mctx, cancel := ctx, context.CancelFunc(func() {})
	if timed {
		mctx, cancel = context.WithTimeout(ctx, budget+p.lim.Margin+50*time.Millisecond)
	} else if p.lim.MoveTimeout > 0 {
		mctx, cancel = context.WithTimeout(ctx, p.lim.MoveTimeout)
	}
	defer cancel()
	t0 := time.Now()
	reply, err := p.players[req.Pos.SideToMove()].Move(mctx, req)
	return reply, time.Since(t0), err
}

// move has the side to move play, and reports whether the game goes on: a
// fault, a resignation, a loss on time or a stopped match ends it.
func (p *play) move(ctx context.Context) bool {
	req, budget, timed := p.request()
	pos := req.Pos
	side := pos.SideToMove()
	reply, took, err := p.ask(ctx, req, budget, timed)
	switch {
	case ctx.Err() != nil:
		p.stopped()
		return false
	case err != nil:
		f, why := classify(err)
		p.lose(side, f, why)
		return false
	case reply.Resign:
		p.lose(side, NoFault, "resigns")
		return false
	case timed && took > budget+p.lim.Margin:
		p.lateMove(side, took, budget)
		return false
	}
	m, err := pos.ParseMove(reply.Move)
	if err != nil {
		if m2, err2 := pos.ParseSAN(reply.Move); err2 == nil {
			m, err = m2, nil
		}
	}
	if err == nil {
		err = p.record(m, reply, took)
	}
	if err != nil {
		p.lose(side, Illegal, fmt.Sprintf("makes an illegal move: %s", reply.Move))
		return false
	}
	if pl, ok := p.players[side].(Ponderer); ok && reply.Ponder != "" {
		l := req.Limits
		if tc := p.g.TC[side]; tc != nil && tc.Moves > 0 {
			l.MovesToGo = tc.Moves - p.moved[side]%tc.Moves
		}
		ponder(ctx, pl, reply.Ponder, p.g.Start, p.game.Position(), p.g.Moves, p.uciMoves, l, p.clock, p.g.TC[side])
	}
	return true
}

// lateMove ends the game of a side that took longer than its budget and
// the margin: a loss on time, or a draw when the opponent has a bare king
// and could never mate (FIDE Laws 6.9).
func (p *play) lateMove(side chess.Color, took, budget time.Duration) {
	why := fmt.Sprintf("loses on time (%d ms for a budget of %d ms)", ms(took), ms(budget))
	if budget < 0 {
		why = fmt.Sprintf("loses on time (%d ms with its clock already %d ms below zero)", ms(took), ms(-budget))
	}
	if pos := p.game.Position(); bareKing(&pos, side.Other()) {
		p.g.Fault, p.g.FaultColor = TimeForfeit, side
		p.end("1/2-1/2", colorNames[side]+" "+why+", but "+colorNames[side.Other()]+" has a bare king: draw", "time forfeit")
		return
	}
	p.lose(side, TimeForfeit, why)
}

// record plays the side to move's move m: its clock, its score, the
// move's comment, the move lists and the game. An error (m not legal)
// leaves everything as it was.
func (p *play) record(m chess.Move, reply Reply, took time.Duration) error {
	pos := p.game.Position()
	if err := p.game.Play(m); err != nil {
		return err
	}
	side := pos.SideToMove()
	if tc := p.g.TC[side]; tc != nil {
		p.clock[side] += tc.Inc - took
		p.moved[side]++
		if tc.Moves > 0 && p.moved[side]%tc.Moves == 0 {
			p.clock[side] += tc.Base
		}
	}
	cp, ok := cpOf(reply)
	if !ok {
		cp = noScore
	}
	p.scores[side] = append(p.scores[side], cp)
	p.g.Comments = append(p.g.Comments, comment(reply, took))
	p.uciMoves = append(p.uciMoves, pos.UCI(m))
	p.g.Moves = append(p.g.Moves, m)
	return nil
}

// ponder lets pl think on its opponent's time, on the reply it expects
// (if legal), with the clocks as they now stand.
func ponder(ctx context.Context, pl Ponderer, expected string, start, pos chess.Position, moves []chess.Move, uciMoves []string,
	l uci.Limits, clock [2]time.Duration, tc *TimeControl) {
	m, err := pos.ParseMove(expected)
	if err != nil {
		return
	}
	req := &Request{Start: start, Moves: append(slices.Clone(moves), m), UCI: append(slices.Clone(uciMoves), pos.UCI(m)), TC: tc}
	req.Pos = pos
	req.Pos.MakeMove(m)
	req.Limits = l
	if tc != nil {
		req.Limits.WTime, req.Limits.BTime = max(clock[0], time.Millisecond), max(clock[1], time.Millisecond)
	}
	pl.Ponder(ctx, req)
}

const noScore = 1 << 30

// adjudicate applies the draw and resign rules to the scores so far and
// returns a result, or "" to play on.
func adjudicate(a Adjudication, scores [2][]int, fullmove, plies int) string {
	last := func(c, n int) []int {
		if len(scores[c]) < n {
			return nil
		}
		return scores[c][len(scores[c])-n:]
	}
	if a.DrawMoves > 0 && fullmove > a.DrawMoveNumber {
		w, b := last(0, a.DrawMoves), last(1, a.DrawMoves)
		ok := w != nil && b != nil
		for _, s := range append(append([]int{}, w...), b...) {
			if s == noScore || s > a.DrawScore || s < -a.DrawScore {
				ok = false
			}
		}
		if ok {
			return "1/2-1/2"
		}
	}
	if a.ResignMoves > 0 {
		for c := 0; c < 2; c++ {
			own, opp := last(c, a.ResignMoves), last(1-c, a.ResignMoves)
			ok := own != nil && (!a.TwoSided || opp != nil)
			for _, s := range own {
				if s == noScore || s > -a.ResignScore {
					ok = false
				}
			}
			if a.TwoSided {
				for _, s := range opp {
					if s == noScore || s < a.ResignScore {
						ok = false
					}
				}
			}
			if ok {
				if c == 0 {
					return "0-1"
				}
				return "1-0"
			}
		}
	}
	return ""
}

// classify turns a Player error into a fault and the words for the game's
// reason.
func classify(err error) (Fault, string) {
	var ue *uci.Error
	switch {
	case errors.Is(err, uci.ErrHang):
		return Hang, "hangs (no answer, killed)"
	case errors.As(err, &ue) && errors.Is(err, uci.ErrCrashed):
		why := "crashes (" + ue.Exit + ")"
		if n := len(ue.Stderr); n > 0 {
			why += ": " + ue.Stderr[n-1]
		}
		return Crash, why
	}
	return Crash, "disconnects: " + err.Error()
}

// bareKing reports whether c has nothing but its king, so that it cannot
// win on time.
func bareKing(pos *chess.Position, c chess.Color) bool {
	return pos.ByColor(c) == pos.Pieces(c, chess.King)
}

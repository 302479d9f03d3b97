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
	players := [2]Player{white, black}
	colorName := [2]string{"White", "Black"}
	end := func(result, reason, term string) *Game {
		g.Result, g.Reason, g.Termination = result, reason, term
		return g
	}
	lose := func(c chess.Color, f Fault, why string) *Game {
		g.Fault, g.FaultColor = f, c
		term := map[Fault]string{NoFault: "normal", Illegal: "rules infraction", TimeForfeit: "time forfeit", Crash: "abandoned", Hang: "abandoned"}[f]
		res := "0-1"
		if c == chess.Black {
			res = "1-0"
		}
		return end(res, colorName[c]+" "+why, term)
	}
	for i, p := range players {
		if err := p.NewGame(ctx, start); err != nil {
			if ctx.Err() != nil {
				return end("*", "match stopped", "unterminated")
			}
			f, why := classify(err)
			return lose(chess.Color(i), f, why)
		}
	}
	pos := start
	var history []uint64
	var uciMoves []string
	var clock [2]time.Duration
	var moved [2]int
	tcs := &g.TC
	for c := range tcs {
		tcs[c] = lim.TC
		if lim.TC != nil && lim.ColorTC[c] != nil {
			tcs[c] = lim.ColorTC[c]
		}
		if tcs[c] != nil {
			clock[c] = tcs[c].Base
		}
	}
	// Scores for adjudication, from each side's own view, most recent last.
	var scores [2][]int
	for {
		switch t := pos.Termination(history); t {
		case chess.Checkmate:
			if pos.SideToMove() == chess.White {
				return end("0-1", "Black mates", "normal")
			}
			return end("1-0", "White mates", "normal")
		case chess.Stalemate, chess.InsufficientMaterial, chess.FiftyMoves, chess.ThreefoldRepetition:
			return end("1/2-1/2", "Draw by "+t.String(), "normal")
		}
		if r := adjudicate(adj, scores, pos.FullmoveNumber(), len(g.Moves)); r != "" {
			switch r {
			case "1/2-1/2":
				return end(r, "Draw by adjudication", "adjudication")
			case "1-0":
				return end(r, "White wins by adjudication (Black's score)", "adjudication")
			default:
				return end(r, "Black wins by adjudication (White's score)", "adjudication")
			}
		}
		side := pos.SideToMove()
		tc := tcs[side]
		req := &Request{Start: start, Moves: g.Moves, UCI: uciMoves, Pos: pos, TC: tc}
		req.Limits = uci.Limits{Depth: lim.Depth, Nodes: lim.Nodes, MoveTime: lim.MoveTime}
		// How long before the move is late. A clock may be below zero by
		// less than the margin after an earlier move: what is left of the
		// margin is then all the engine has.
		var budget time.Duration
		timed := false
		if tc != nil {
			req.Limits.WTime, req.Limits.BTime = max(clock[0], time.Millisecond), max(clock[1], time.Millisecond)
			req.Limits.WInc, req.Limits.BInc = tcs[0].Inc, tcs[1].Inc
			if tc.Moves > 0 {
				req.Limits.MovesToGo = tc.Moves - moved[side]%tc.Moves
			}
			budget, timed = clock[side], true
		}
		if lim.MoveTime > 0 && (!timed || lim.MoveTime < budget) {
			budget, timed = lim.MoveTime, true
		}
		mctx, cancel := ctx, context.CancelFunc(func() {})
		if timed {
			mctx, cancel = context.WithTimeout(ctx, budget+lim.Margin+50*time.Millisecond)
		} else if lim.MoveTimeout > 0 {
			mctx, cancel = context.WithTimeout(ctx, lim.MoveTimeout)
		}
		t0 := time.Now()
		reply, err := players[side].Move(mctx, req)
		took := time.Since(t0)
		cancel()
		if ctx.Err() != nil {
			return end("*", "match stopped", "unterminated")
		}
		if err != nil {
			f, why := classify(err)
			return lose(side, f, why)
		}
		if reply.Resign {
			return lose(side, NoFault, "resigns")
		}
		if timed && took > budget+lim.Margin {
			why := fmt.Sprintf("loses on time (%d ms for a budget of %d ms)", ms(took), ms(budget))
			if budget < 0 {
				why = fmt.Sprintf("loses on time (%d ms with its clock already %d ms below zero)", ms(took), ms(-budget))
			}
			if bareKing(&pos, side.Other()) {
				// The opponent could never mate: a draw (FIDE Laws 6.9).
				g.Fault, g.FaultColor = TimeForfeit, side
				return end("1/2-1/2", colorName[side]+" "+why+", but "+colorName[side.Other()]+" has a bare king: draw", "time forfeit")
			}
			return lose(side, TimeForfeit, why)
		}
		m, perr := pos.ParseMove(reply.Move)
		if perr != nil {
			if m2, err2 := pos.ParseSAN(reply.Move); err2 == nil {
				m, perr = m2, nil
			}
		}
		if perr != nil {
			return lose(side, Illegal, fmt.Sprintf("makes an illegal move: %s", reply.Move))
		}
		if tc != nil {
			clock[side] += tc.Inc - took
			moved[side]++
			if tc.Moves > 0 && moved[side]%tc.Moves == 0 {
				clock[side] += tc.Base
			}
		}
		if cp, ok := cpOf(reply); ok {
			scores[side] = append(scores[side], cp)
		} else {
			scores[side] = append(scores[side], noScore)
		}
		g.Comments = append(g.Comments, comment(reply, took))
		uciMoves = append(uciMoves, pos.UCI(m))
		g.Moves = append(g.Moves, m)
		history = append(history, pos.Key())
		pos.MakeMove(m)
		if pl, ok := players[side].(Ponderer); ok && reply.Ponder != "" {
			l := req.Limits
			if tc != nil && tc.Moves > 0 {
				l.MovesToGo = tc.Moves - moved[side]%tc.Moves
			}
			ponder(ctx, pl, reply.Ponder, start, pos, g.Moves, uciMoves, l, clock, tc)
		}
	}
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

package chess

import (
	"errors"
	"fmt"
	"slices"
)

// Errors a Game returns beside MoveError's.
var (
	// ErrGameOver: the game has ended, so no move, resignation, offer or
	// claim can be made. The error wrapping it says how it ended.
	ErrGameOver = errors.New("game over")
	// ErrNoDrawClaim: ClaimDraw found neither a threefold repetition nor
	// fifty moves without a capture or pawn move.
	ErrNoDrawClaim = errors.New("no draw to claim")
)

// Game is a game of chess that knows its result: the start position, the
// moves played, the keys of the positions passed through (for
// repetitions), and how it ended.
//
// A game ends on the board by checkmate, stalemate, insufficient material,
// fivefold repetition or the seventy-five-move rule; by default also at the
// threefold repetition and the fifty-move rule, as match runners and game
// servers apply them, unless DrawsByClaim leaves those two to ClaimDraw. It
// ends off the board by Resign or AgreeDraw. Outcome says how it stands.
//
// Once the game is over, Play, PlaySAN and PlayUCI refuse every move with
// an error wrapping ErrGameOver, and so do Resign, AgreeDraw and ClaimDraw:
// the ending stands until Undo. Undo takes back the last thing done: a
// resignation, an agreed draw or a claimed draw first (the moves stay),
// otherwise the last move, which also undoes an ending on the board.
//
// The zero Game is a game from the standard starting position, ready to
// play, as NewGame returns. A Game is not safe for concurrent use, and a
// copy of one shares its lists of moves with it: use a *Game, or a new
// game replayed from Start and Moves.
type Game struct {
	// DrawsByClaim, when true, leaves threefold repetition and the
	// fifty-move rule to a claim (ClaimDraw), as the Laws of Chess do over
	// the board; fivefold repetition and the seventy-five-move rule still end
	// the game by themselves. False, the default, ends the game at threefold
	// repetition and fifty moves, with no claim.
	DrawsByClaim bool

	started    bool // start and pos are set; false in the zero Game
	start, pos Position
	moves      []Move
	undo       []Undo   // what each move needs to be taken back
	keys       []uint64 // the keys of the positions before pos, oldest first
	declared   Outcome  // an ending off the board: resignation, agreement, a claimed draw
}

// NewGame returns a game from the standard starting position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom returns a game from the position pos, with no earlier
// positions to repeat.
func NewGameFrom(pos Position) *Game { return &Game{started: true, start: pos, pos: pos} }

// setUp gives the zero Game its start.
func (g *Game) setUp() {
	if !g.started {
		g.start, g.pos, g.started = StartPosition(), StartPosition(), true
	}
}

// Start returns the position the game started from.
func (g *Game) Start() Position {
	if !g.started {
		return StartPosition()
	}
	return g.start
}

// Position returns the position after the moves played.
func (g *Game) Position() Position {
	if !g.started {
		return StartPosition()
	}
	return g.pos
}

// Moves returns the moves played, in order. The slice is the game's own: do
// not modify it. It stays as it is while moves are played, until the next
// Undo.
func (g *Game) Moves() []Move { return slices.Clip(g.moves) }

// Keys returns the Zobrist keys of the positions before the current one,
// oldest first, one a move: the history that Position.Repetitions and a
// search take. It stays as it is until the next Undo, as Moves does.
func (g *Game) Keys() []uint64 { return slices.Clip(g.keys) }

// Outcome returns how the game stands: how it ended, or the zero Outcome
// (NotOver) while it goes on.
func (g *Game) Outcome() Outcome {
	if g.declared.Over() {
		return g.declared
	}
	pos := g.Position()
	if !g.DrawsByClaim {
		// Threefold and fifty first, so that a game that ends by them
		// ends as Position.Outcome says.
		if o := pos.Outcome(g.keys); o.Over() {
			return o
		}
	} else if o := pos.outcomeOnBoard(); o.Over() {
		return o
	}
	switch {
	case pos.halfmove >= 150:
		return Outcome{Termination: SeventyFiveMoves}
	case pos.Repetitions(g.keys) >= 4:
		return Outcome{Termination: FivefoldRepetition}
	}
	return Outcome{}
}

// over returns an error wrapping ErrGameOver if the game has ended.
func (g *Game) over() error {
	if o := g.Outcome(); o.Over() {
		return fmt.Errorf("%w: %v", ErrGameOver, o)
	}
	return nil
}

// Play plays the move m, which must be legal in Position(). It returns a
// *MoveError wrapping ErrIllegalMove if it is not, and an error wrapping
// ErrGameOver once the game has ended; either way the game is unchanged.
func (g *Game) Play(m Move) error {
	g.setUp()
	if err := g.over(); err != nil {
		return err
	}
	if m == NullMove || !g.pos.IsLegal(m) {
		return g.pos.moveError(g.pos.UCI(m), ErrIllegalMove)
	}
	g.push(m)
	return nil
}

// PlaySAN plays the move written in SAN ("Nf3", "O-O", "exd8=Q"), as
// Position.ParseSAN reads it; errors as for Play and ParseSAN.
func (g *Game) PlaySAN(san string) error {
	g.setUp()
	if err := g.over(); err != nil {
		return err
	}
	m, err := g.pos.ParseSAN(san)
	if err != nil {
		return err
	}
	g.push(m)
	return nil
}

// PlayUCI plays the move written in UCI notation ("g1f3", "e1g1",
// "e7e8q"), as Position.ParseMove reads it; errors as for Play and
// ParseMove.
func (g *Game) PlayUCI(uci string) error {
	g.setUp()
	if err := g.over(); err != nil {
		return err
	}
	m, err := g.pos.ParseMove(uci)
	if err != nil {
		return err
	}
	g.push(m)
	return nil
}

// push plays the legal move m.
func (g *Game) push(m Move) {
	g.keys = append(g.keys, g.pos.key)
	g.undo = append(g.undo, g.pos.MakeMove(m))
	g.moves = append(g.moves, m)
}

// Undo takes back the last thing done and reports whether there was one: a
// resignation, an agreed draw or a claimed draw is withdrawn first, the
// moves staying as they were; otherwise the last move is taken back.
func (g *Game) Undo() bool {
	if g.declared.Over() {
		g.declared = Outcome{}
		return true
	}
	n := len(g.moves)
	if n == 0 {
		return false
	}
	g.pos.UnmakeMove(g.moves[n-1], g.undo[n-1])
	g.moves, g.undo, g.keys = g.moves[:n-1], g.undo[:n-1], g.keys[:n-1]
	return true
}

// Resign ends the game lost by the side c (White or Black), whoever is to
// move.
func (g *Game) Resign(c Color) error {
	if c != White && c != Black {
		return fmt.Errorf("chess: Resign(%d): not a color", c)
	}
	if err := g.over(); err != nil {
		return err
	}
	g.declared = Outcome{Termination: Resignation, Winner: c.Other()}
	return nil
}

// AgreeDraw ends the game drawn by agreement.
func (g *Game) AgreeDraw() error {
	if err := g.over(); err != nil {
		return err
	}
	g.declared = Outcome{Termination: Agreement}
	return nil
}

// ClaimDraw ends the game drawn by the fifty-move rule or by threefold
// repetition of the current position, if either applies; otherwise it
// returns an error wrapping ErrNoDrawClaim. In a game without DrawsByClaim
// those rules have already ended the game whenever they apply, so a claim
// there gets ErrGameOver or ErrNoDrawClaim. (A claim by the move about to be
// played, which FIDE also allows, is made by playing the move first.)
func (g *Game) ClaimDraw() error {
	if err := g.over(); err != nil {
		return err
	}
	pos := g.Position()
	switch {
	case pos.IsFiftyMoves():
		g.declared = Outcome{Termination: FiftyMoves}
	case pos.Repetitions(g.keys) >= 2:
		g.declared = Outcome{Termination: ThreefoldRepetition}
	default:
		return fmt.Errorf("%w: %d plies without a capture or pawn move, and the position has occurred %d times",
			ErrNoDrawClaim, pos.HalfmoveClock(), pos.Repetitions(g.keys)+1)
	}
	return nil
}

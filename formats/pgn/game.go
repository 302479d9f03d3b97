package pgn

import (
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Tag is one tag pair of a game's header, such as [White "Tal, Mikhail"].
type Tag struct {
	Name  string
	Value string
}

// NAG is a Numeric Annotation Glyph: $1 is "good move" (!), $2 "poor move"
// (?), $3 "very good move" (!!), $4 "very poor move" (??), $5 "speculative
// move" (!?), $6 "questionable move" (?!), $10 "drawish position" (=),
// $14…$19 the advantage signs (+=, =+, +/-, -/+, +-, -+). The PGN standard
// lists $0…$139; values up to 255 are accepted.
type NAG uint8

// Node is one move of a line with what annotates it: its NAGs, the comment
// after it, and the variations that replace it (alternatives to this move,
// played from the position before it).
type Node struct {
	Move       chess.Move // chess.NullMove for a null move "--"
	NAGs       []NAG
	Comment    string
	Variations []Variation
}

// Variation is a line of moves that replaces a move of its parent line.
// Comment is the comment before its first move, as in "( {or} 12. Nf3 )".
type Variation struct {
	Comment string
	Moves   []Node
}

// Game is one game: its tag pairs in the order read, the position the moves
// start from, the comment before the first move, the main line and the
// result ("1-0", "0-1", "1/2-1/2" or "*").
//
// A Game records any sequence of legal moves: the rules that end a game
// (mate aside, after which no move is legal) do not stop Append, and Result is
// whatever the caller or the reader set. FromGame makes one from a chess.Game
// with its result. The zero Game has the empty board as its Start; NewGame
// starts from the standard position.
type Game struct {
	Tags    []Tag
	Start   chess.Position
	Comment string
	Moves   []Node
	Result  string

	// Terminated is true when a Reader found the movetext's game
	// termination marker ("1-0", "0-1", "1/2-1/2", "*"). A game cut off
	// before it, or written without it, has Terminated false and Result
	// taken from the Result tag.
	Terminated bool

	// Number is the game's 1-based index in the stream it was read from and
	// Line the line its first token is on; 0 for games not read by a Reader.
	Number, Line int

	// final is the position after the main line as Final last saw it, so
	// that Append and Final cost the same at any length.
	final finalCache
}

// finalCache is the position after the first n moves of a main line, with
// what it was computed from: the start position, the main line's first
// node (the slice's backing array) and its n-th move. Final trusts it only
// while all three are as they were, so a caller that sets Start or Moves
// (a new slice, a shorter or longer one, or a different last move) gets
// the position replayed, not a stale one.
type finalCache struct {
	valid bool
	start chess.Position
	first *Node
	n     int
	last  chess.Move
	pos   chess.Position
}

// The results a game can have.
const (
	WhiteWins = "1-0"
	BlackWins = "0-1"
	Draw      = "1/2-1/2"
	Unknown   = "*"
)

// NewGame returns an empty game from the standard starting position, with
// result "*" and no tags.
func NewGame() *Game {
	return &Game{Start: chess.StartPosition(), Result: Unknown}
}

// FromGame returns the PGN record of a chess game: its start, its moves, its
// result (chess.Outcome.Result), and Result and Termination tags. The
// Termination tag is in the PGN standard's words (section 9.8.1), as
// tools/match writes it: "normal" for a game over by the rules or by the
// players (mate, a draw by rule, resignation, agreement), "unterminated" for
// a game not over. How it ended, in words, is g.Outcome().String().
func FromGame(g *chess.Game) *Game {
	o := g.Outcome()
	pg := &Game{Start: g.Start(), Result: o.Result()}
	moves := g.Moves()
	pg.Moves = make([]Node, len(moves))
	for i, m := range moves {
		pg.Moves[i].Move = m
	}
	if len(moves) > 0 {
		pg.final = finalCache{valid: true, start: pg.Start, first: &pg.Moves[0], n: len(moves), last: moves[len(moves)-1], pos: g.Position()}
	}
	pg.SetTag("Result", pg.Result)
	if o.Over() {
		pg.SetTag("Termination", "normal")
	} else {
		pg.SetTag("Termination", "unterminated")
	}
	return pg
}

// Tag returns the value of the first tag pair with the given name, "" if
// there is none.
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// HasTag reports whether the game has a tag pair of the given name.
func (g *Game) HasTag(name string) bool {
	for _, t := range g.Tags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// SetTag sets the value of the tag pair name, adding it at the end if the
// game has none of that name.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Plies returns the number of moves (half-moves) of the main line.
func (g *Game) Plies() int { return len(g.Moves) }

// Append plays m after the last move of the main line and returns the
// index of its node in Moves (g.Moves[i]), or an error if m is not legal
// there. m may be chess.NullMove (a pass, not allowed in check). The index
// stays valid as the game grows; a *Node into Moves would not, since
// appending may move the slice. Append costs the same at any ply: it plays
// m on the cached final position rather than replaying the game.
func (g *Game) Append(m chess.Move) (int, error) {
	pos := g.Final()
	if err := play(&pos, m); err != nil {
		return -1, err
	}
	g.Moves = append(g.Moves, Node{Move: m})
	g.final = finalCache{valid: true, start: g.Start, first: &g.Moves[0], n: len(g.Moves), last: m, pos: pos}
	return len(g.Moves) - 1, nil
}

// Final returns the position after the last move of the main line. It
// replays only the moves it has not seen: a game grown by Append, or by
// appending to Moves, costs nothing to ask again. Setting Start or Moves
// anew is noticed, as is a change of the last move seen; changing an
// earlier node's Move in place is not (set Moves to a new slice then).
// Final writes that cache into g: like Append, it must not run while
// another goroutine uses the same Game.
func (g *Game) Final() chess.Position {
	c := &g.final
	if !c.valid || c.start != g.Start || c.n > len(g.Moves) ||
		c.n > 0 && (c.first != &g.Moves[0] || c.last != g.Moves[c.n-1].Move) {
		*c = finalCache{valid: true, start: g.Start, pos: g.Start}
	}
	for _, n := range g.Moves[c.n:] {
		playUnchecked(&c.pos, n.Move)
	}
	if c.n = len(g.Moves); c.n > 0 {
		c.first, c.last = &g.Moves[0], g.Moves[c.n-1].Move
	}
	return c.pos
}

// MainLine calls f for each move of the main line with the position before
// it, stopping early if f returns false. f must not keep pos: it is reused.
func (g *Game) MainLine(f func(pos *chess.Position, n *Node) bool) {
	pos := g.Start
	for i := range g.Moves {
		if !f(&pos, &g.Moves[i]) {
			return
		}
		playUnchecked(&pos, g.Moves[i].Move)
	}
}

// String returns the game in PGN export format, as a Writer writes it.
func (g *Game) String() string {
	var b strings.Builder
	w := NewWriter(&b)
	if err := w.Write(g); err != nil {
		return "pgn: " + err.Error()
	}
	return b.String()
}

// play makes m (a legal move or a null move) on pos after checking it.
func play(pos *chess.Position, m chess.Move) error {
	if m == chess.NullMove {
		if pos.InCheck() {
			return &chess.MoveError{Move: "--", FEN: pos.FEN(), Err: ErrNullMoveInCheck}
		}
		makeNull(pos)
		return nil
	}
	if !pos.IsLegal(m) {
		return &chess.MoveError{Move: pos.UCI(m), FEN: pos.FEN(), Err: chess.ErrIllegalMove}
	}
	pos.MakeMove(m)
	return nil
}

// playUnchecked makes m, a move known to be legal in pos, or a null move.
func playUnchecked(pos *chess.Position, m chess.Move) {
	if m == chess.NullMove {
		makeNull(pos)
		return
	}
	pos.MakeMove(m)
}

// makeNull passes the turn: a null move ("--"), which Black's pass ends the
// move number of like any other move.
func makeNull(pos *chess.Position) { pos.MakeNullMove() }

// standardTagOrder is the seven tag roster, in export order.
var standardTagOrder = [7]string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// rosterDefault is the value written for a missing roster tag.
func rosterDefault(name string) string {
	if name == "Date" {
		return "????.??.??"
	}
	return "?"
}

// isResult reports whether s is one of the four game termination markers.
func isResult(s string) bool {
	return s == WhiteWins || s == BlackWins || s == Draw || s == Unknown
}

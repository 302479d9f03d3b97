package chess

import "github.com/westcott-chess/westcott/bitboard"

// HasLegalMoves reports whether the side to move has a legal move.
func (p *Position) HasLegalMoves() bool {
	var buf [MaxMoves]Move
	return p.generate(AllMoves, &buf) > 0
}

// IsCheckmate reports whether the side to move is checkmated.
func (p *Position) IsCheckmate() bool { return p.InCheck() && !p.HasLegalMoves() }

// IsStalemate reports whether the side to move has no legal move and is not in check.
func (p *Position) IsStalemate() bool { return !p.InCheck() && !p.HasLegalMoves() }

// IsInsufficientMaterial reports whether neither side can ever checkmate:
// king against king with at most one knight or bishop in all, or kings and
// bishops only with every bishop on squares of one color.
func (p *Position) IsInsufficientMaterial() bool {
	if p.byType[Pawn]|p.byType[Rook]|p.byType[Queen] != 0 {
		return false
	}
	minors := p.byType[Knight] | p.byType[Bishop]
	if minors.Count() <= 1 {
		return true
	}
	bishops := p.byType[Bishop]
	return p.byType[Knight] == 0 && (bishops&bitboard.LightSquares == 0 || bishops&bitboard.DarkSquares == 0)
}

// CanMate reports whether c has the material to checkmate the other side by
// some series of legal moves, the other side helping (FIDE 6.9: a player
// whose flag falls loses only if the opponent could still mate; otherwise
// the game is drawn). It is false for a lone king, for king and knight
// against a lone king, and for king and bishops against king and bishops
// when every bishop stands on squares of one color; true otherwise. So king
// and knight or bishop against king and pawn is true (the pawn can block its
// own king, or promote), and so are opposite-colored bishops and king and
// knight against king and knight. Only material counts: a position where
// blocked pawns make mate impossible is still true.
func (p *Position) CanMate(c Color) bool {
	own := p.byColor[c&1]
	if own&(p.byType[Pawn]|p.byType[Rook]|p.byType[Queen]) != 0 {
		return true
	}
	knights, bishops := own&p.byType[Knight], own&p.byType[Bishop]
	switch {
	case knights == 0 && bishops == 0:
		return false
	case knights.Count() == 1 && bishops == 0:
		// Mate needs a piece of the other side to block its king.
		return p.byColor[c.Other()&1]&^p.byType[King] != 0
	case knights == 0:
		// Bishops on one color mate only if the other side has a piece
		// that can stand on the other color.
		all := p.byType[Bishop]
		other := p.byColor[c.Other()&1] &^ p.byType[King]
		return other&^all != 0 || all&bitboard.LightSquares != 0 && all&bitboard.DarkSquares != 0
	}
	return true // two knights, or a knight and a bishop
}

// IsFiftyMoves reports whether fifty moves (100 plies) have passed without a
// capture or pawn move, so either player may claim a draw. A checkmate on the
// hundredth ply still counts as mate; callers test IsCheckmate first.
func (p *Position) IsFiftyMoves() bool { return p.halfmove >= 100 }

// Repetitions counts the earlier occurrences of this position in history,
// the keys of the positions before it in game order (oldest first, the
// current position excluded). Only positions since the last capture or pawn
// move with the same side to move can repeat, so only those are compared.
// Two earlier occurrences make a threefold repetition.
func (p *Position) Repetitions(history []uint64) int {
	n := 0
	limit := len(history) - int(p.halfmove)
	for i := len(history) - 2; i >= 0 && i >= limit; i -= 2 {
		if history[i] == p.key {
			n++
		}
	}
	return n
}

// Termination is why a game is over, or NotOver.
type Termination uint8

const (
	NotOver Termination = iota
	Checkmate
	Stalemate
	InsufficientMaterial
	FiftyMoves
	ThreefoldRepetition
	FivefoldRepetition // the same position a fifth time: drawn without a claim (FIDE 9.6.1)
	SeventyFiveMoves   // 75 moves of each side without a capture or pawn move: drawn without a claim (FIDE 9.6.2)
	Resignation
	Agreement // a draw agreed by the players
)

var terminationNames = [...]string{"not over", "checkmate", "stalemate", "insufficient material", "fifty-move rule",
	"threefold repetition", "fivefold repetition", "seventy-five-move rule", "resignation", "agreement"}

// String names t in words: "checkmate", "threefold repetition", "agreement".
func (t Termination) String() string {
	if int(t) < len(terminationNames) {
		return terminationNames[t]
	}
	return "unknown"
}

// Termination tells whether the game is over in this position, given the
// keys of the earlier positions (see Repetitions): by checkmate or
// stalemate, by insufficient material, or by the fifty-move rule or
// threefold repetition (treated as over, as engine matches do, rather than
// waiting for a claim). Outcome adds the winner; Game also knows the
// endings off the board and the rules of a game that waits for claims.
func (p Position) Termination(history []uint64) Termination {
	return p.Outcome(history).Termination
}

// Outcome is Termination with the winner: how the game stands in this
// position, given the keys of the earlier positions, under the rules
// Termination applies.
func (p Position) Outcome(history []uint64) Outcome {
	if o := p.outcomeOnBoard(); o.Termination != NotOver {
		return o
	}
	switch {
	case p.IsFiftyMoves():
		return Outcome{Termination: FiftyMoves}
	case p.Repetitions(history) >= 2:
		return Outcome{Termination: ThreefoldRepetition}
	}
	return Outcome{}
}

// outcomeOnBoard is the ending the position alone decides: mate, stalemate
// or insufficient material.
func (p *Position) outcomeOnBoard() Outcome {
	if !p.HasLegalMoves() {
		if p.InCheck() {
			return Outcome{Termination: Checkmate, Winner: p.side.Other()}
		}
		return Outcome{Termination: Stalemate}
	}
	if p.IsInsufficientMaterial() {
		return Outcome{Termination: InsufficientMaterial}
	}
	return Outcome{}
}

// Outcome is how a game ended, as a Termination and the winner, or that it
// goes on (Termination NotOver, the zero Outcome).
type Outcome struct {
	Termination Termination
	// Winner is the side that won when the game is decisive (checkmate or
	// resignation); for a draw or a game not over it is White, the zero
	// Color, and means nothing: ask Decisive first.
	Winner Color
}

// Decisive reports whether one side won: by checkmate or resignation.
func (o Outcome) Decisive() bool { return o.Termination == Checkmate || o.Termination == Resignation }

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Termination != NotOver }

// Result returns the game's result as PGN writes it: "1-0" or "0-1" for a
// win, "1/2-1/2" for a draw, "*" while the game goes on.
func (o Outcome) Result() string {
	switch {
	case !o.Over():
		return "*"
	case !o.Decisive():
		return "1/2-1/2"
	case o.Winner == White:
		return "1-0"
	}
	return "0-1"
}

// String says how the game ended in words: "white wins by checkmate",
// "black wins by resignation", "draw by threefold repetition", or "not
// over".
func (o Outcome) String() string {
	switch {
	case !o.Over():
		return "not over"
	case o.Decisive():
		return o.Winner.String() + " wins by " + o.Termination.String()
	}
	return "draw by " + o.Termination.String()
}

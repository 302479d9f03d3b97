package pgn

import (
	"errors"
	"fmt"

	"github.com/westcott-chess/westcott/internal/clip"
)

// Errors an *Error can wrap. Move errors wrap a *chess.MoveError instead, so
// errors.Is(err, chess.ErrIllegalMove) (or ErrInvalidMove, ErrAmbiguousMove)
// tells those apart.
var (
	ErrSyntax          = errors.New("syntax error")
	ErrTag             = errors.New("malformed tag pair")
	ErrFEN             = errors.New("bad FEN tag")
	ErrVariant         = errors.New("unsupported variant")
	ErrVariation       = errors.New("misplaced variation")
	ErrNullMoveInCheck = errors.New("null move while in check")
	ErrLimit           = errors.New("game over the reader's limits")
)

// Error is a problem in one game of a PGN stream: where it is, in which game,
// the token at fault and why. The Reader skips the rest of that game.
type Error struct {
	Game      int    // 1-based number of the game in the stream
	StartLine int    // line the game starts on
	Line      int    // 1-based line of the token at fault
	Column    int    // 1-based byte column of the token at fault
	Token     string // the token at fault, verbatim, or its first excerptBytes bytes and "…" if longer ("" if none)
	Err       error  // ErrSyntax, ErrTag, …, or a *chess.MoveError
}

func (e *Error) Error() string {
	if e.Token != "" {
		return fmt.Sprintf("line %d, column %d (game %d from line %d): %q: %v", e.Line, e.Column, e.Game, e.StartLine, e.Token, e.Err)
	}
	return fmt.Sprintf("line %d, column %d (game %d from line %d): %v", e.Line, e.Column, e.Game, e.StartLine, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// excerptBytes is how much of a token an error keeps: a line of 100,000
// "[" is reported with its first 40, not all of them.
const excerptBytes = 40

// excerpt returns s, or its first excerptBytes bytes (cut at a character)
// and "…" if it is longer: excerpt("Nf3") is "Nf3".
func excerpt(s string) string { return clip.Cut(s, excerptBytes) }

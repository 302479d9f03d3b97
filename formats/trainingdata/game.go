package trainingdata

import (
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/score"
)

// Reason is why a game ended, as the files store it.
type Reason uint8

const (
	Checkmate Reason = iota + 1
	Stalemate
	Repetition
	FiftyMoves
	Material
	AdjudicatedWin
	AdjudicatedDraw
	MaxPliesReached
)

var reasonNames = [...]string{"", "checkmate", "stalemate", "repetition", "fifty-moves", "material", "adjudicated-win", "adjudicated-draw", "max-plies"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) && r != 0 {
		return reasonNames[r]
	}
	return "unknown"
}

// parseReason returns the Reason named s, or 0.
func parseReason(s string) Reason {
	for i, n := range reasonNames {
		if n == s && i > 0 {
			return Reason(i)
		}
	}
	return 0
}

// Format is one of the two file formats.
type Format uint8

const (
	Binary Format = iota // records of whole games (see "Binary format")
	Text                 // "FEN | score | result" lines
)

// IsNoisy reports whether m, a move of pos, captures or promotes (castling,
// encoded as the king taking its rook, does not). NullMove is not noisy.
// Such positions are left out of the text format and of training: their
// score is that of the exchange under way, not of the position.
func IsNoisy(pos *chess.Position, m chess.Move) bool {
	if m == chess.NullMove {
		return false
	}
	switch m.Kind() {
	case chess.Promotion, chess.EnPassant:
		return true
	case chess.Castling: // the king "takes" its own rook
		return false
	}
	return pos.Piece(m.To()) != chess.NoPiece
}

// AppendText appends the record's text lines: its quiet scored positions
// (see "Which positions a text file holds") and its "# game" line. It also returns how many
// positions it wrote.
func AppendText(b []byte, rec *Record) ([]byte, int) {
	n := 0
	rec.Replay(func(pos *chess.Position, _ int, p Ply) error {
		if p.Score != NoScore && !score.IsMate(int(p.Score)) && !pos.InCheck() && !IsNoisy(pos, p.Move) {
			b = appendLine(b, pos.FEN(), int(p.Score), rec.Result)
			n++
		}
		return nil
	})
	return GameEnd{ID: rec.ID, Result: rec.Result, Reason: rec.Reason}.appendLine(b), n
}

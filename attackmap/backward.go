package attackmap

import (
	"github.com/westcott-chess/westcott/chess"
)

// BackwardBySEE returns the pawns of color c that are backward by Vincent
// Diepeveen's definition (page "Backward Pawns (Bitboards)", section "Stops
// with negative SEE"): the stop square is empty and pushing the pawn there
// loses material by SEE, pieces of both sides counted. Unlike the pawn-only
// pawns.Backward, a pawn whose stop square an own pawn defends can be
// backward: in 8/1pp5/8/2P5/8/8/8/1R6 b7 is, since b6 falls to c5 and the
// rook after c7 recaptures, and so it is with the pawn on c6 instead.
func BackwardBySEE(p *chess.Position, c chess.Color) Bitboard {
	pawns := p.Pieces(c, chess.Pawn)
	stops := pawns.North() &^ p.Occupied()
	if c == chess.Black {
		stops = pawns.South() &^ p.Occupied()
	}
	var backward Bitboard
	for s := stops; s != 0; {
		to := s.PopLSB()
		from := to - 8
		if c == chess.Black {
			from = to + 8
		}
		if SEE(p, chess.NewMove(from, to)) < 0 {
			backward |= from.Bitboard()
		}
	}
	return backward
}

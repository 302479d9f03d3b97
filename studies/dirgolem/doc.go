// Package dirgolem is DirGolem, the direction-wise legal move generator of
// the seed page "DirGolem" (the chessprogramming-wiki bitboard pages), with the
// in-between sets of page "Checks and Pinned Pieces (Bitboards)", section
// "Opposite Ray-Directions". It is an independent second generator beside
// package chess: it reads a chess.Position through its exported bitboards
// and produces chess.Moves, so the two can be proved equal move for move.
//
// Generation runs in two phases, as the page describes.
//
// Phase one looks at the opponent. Its sliders are filled by Kogge-Stone, one
// ray direction at a time, through an occupancy from which the side to move's
// king is removed (x-rayed), so that a king in check cannot step back along
// the checking ray. Each direction's attacks are intersected with the attacks
// of the own king treated as a sliding super piece in the opposite direction:
// what is left are the in-between sets, by line (vertical, diagonal,
// horizontal, anti-diagonal). Their empty squares block a distant check,
// their own pieces are pinned along that line only, and their enemy pieces
// could give discovered check.
//
// Phase two fills the sixteen move-target sets: eight ray directions (rook,
// bishop, queen and king moves, pawn pushes and captures, castling) and eight
// knight directions. A branch-less mask restricts every non-king move to
// the checker and the blocking squares when in check, and to nothing in
// double check. Every target square in a direction's set has exactly one
// source square: the first piece met walking back from the target against
// the direction. That makes the sets an unsorted move list; AppendMoves
// serialises them and Count counts them by population count, promotions
// four times.
//
// The page leaves castling "to the ambitious reader". Here a castling move
// is the king "capturing" its own rook (as chess.Move encodes it), so it
// joins the east or west set as the rook's square, in standard chess and
// Chess960 alike. En passant, which the page assumes legal, is verified
// here, because chess.Position sets the en-passant square whenever an
// enemy pawn could capture, ignoring pins.
//
//	pos := chess.StartPosition()
//	var t dirgolem.Targets
//	dirgolem.Generate(&pos, &t)
//	t.Count() // 20
package dirgolem

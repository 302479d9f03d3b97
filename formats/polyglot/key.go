package polyglot

import "github.com/westcott-chess/westcott/chess"

// Offsets of the sub-tables of random64.
const (
	randomCastle    = 768
	randomEnPassant = 772
	randomTurn      = 780
)

// Key returns the Polyglot key of p: the exclusive or of one random number
// per piece (offset 64*kind + square, kind 0 black pawn, 1 white pawn, 2
// black knight, ... 11 white king), one per castling right held (white
// short, white long, black short, black long), one for the en-passant file
// when a pawn of the side to move stands beside the pawn that just moved two
// squares (pins do not matter), and one when White is to move. The start
// position's key is 0x463b96181691fc9c.
//
// In Chess960 the rights count by side of the king, so two positions that
// differ only in which rook of a side may castle share a key.
func Key(p *chess.Position) uint64 {
	var key uint64
	for occ := p.Occupied(); occ != 0; {
		sq := occ.PopLSB()
		pc := p.Piece(sq)
		kind := 2 * int(pc.Type()-chess.Pawn)
		if pc.Color() == chess.White {
			kind++
		}
		key ^= random64[64*kind+int(sq)]
	}
	cr := p.Castling()
	for i := range 4 {
		// chess.CastlingRights has the format's order: white short, white
		// long, black short, black long.
		if cr&(1<<i) != 0 {
			key ^= random64[randomCastle+i]
		}
	}
	// chess keeps the en-passant square only when a pawn of the side to move
	// attacks it, ignoring pins: the format's very condition.
	if ep := p.EnPassant(); ep != chess.NoSquare {
		key ^= random64[randomEnPassant+int(ep.File())]
	}
	if p.SideToMove() == chess.White {
		key ^= random64[randomTurn]
	}
	return key
}

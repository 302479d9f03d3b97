package trialsmodel

// Move is a move of a trials board: a from and a to square in the board's own
// square numbering (any numbering of at most 256 squares that orders squares
// as a1 = 0 … h8 = 63 does) and, in the high bits, the MVV/LVA sort key.
// Of two captures the larger Move is searched first. The zero Move is NoMove.
//
// Layout, from the top bit down:
//
//	31–29  victim type (0 for a non-capture)
//	28–21  255 - to
//	20–18  7 - type of the moving piece
//	17–10  255 - from
//	 9–0   zero
type Move uint32

// NoMove is the zero Move.
const NoMove Move = 0

// Capture returns the capture of a piece of type victim on to by a piece of
// type mover on from.
func Capture(victim uint8, to uint8, mover uint8, from uint8) Move {
	return Move(victim)<<29 | Move(255-to)<<21 | Move(7-mover)<<18 | Move(255-from)<<10
}

// Quiet returns the non-capture of a piece of type mover from from to to.
func Quiet(mover uint8, from, to uint8) Move {
	return Move(255-to)<<21 | Move(7-mover)<<18 | Move(255-from)<<10
}

// From returns the square the move starts on.
func (m Move) From() uint8 { return ^uint8(m >> 10) } // 255 - x is ^x in a byte

// To returns the square the move goes to.
func (m Move) To() uint8 { return ^uint8(m >> 21) }

// Victim returns the type of the captured piece, NoType for a non-capture.
func (m Move) Victim() uint8 { return uint8(m >> 29) }

// Mover returns the type of the moving piece.
func (m Move) Mover() uint8 { return ^uint8(m>>18) & 7 }

// IsCapture reports whether m captures.
func (m Move) IsCapture() bool { return m >= 1<<29 }

// QuietOrder returns the order in which non-captures are searched: by type of
// the moving piece (pawns first), then from-square, then to-square, smallest
// first. Boards hand out non-captures sorted by it.
func (m Move) QuietOrder() uint32 {
	return uint32(m.Mover())<<16 | uint32(m.From())<<8 | uint32(m.To())
}

// Stage tells a board where to go on generating captures, and the board
// tells the search where it stopped. A search starts each node with
// StageFirst; the values below StageDone are the board's own.
type Stage uint8

// The stages every board knows.
const (
	// StageFirst starts capture generation at a node.
	StageFirst Stage = 0
	// StageDone: no captures are left.
	StageDone Stage = 253
	// StageFutile: generation stopped because every capture left is
	// certainly futile (its gain is below the floor).
	StageFutile Stage = 254
	// StageKing: the side to move can capture the enemy king; the position
	// is illegal and no captures were written.
	StageKing Stage = 255
)

// NoFloor is the futility floor that prunes nothing.
const NoFloor int32 = -2 * Inf

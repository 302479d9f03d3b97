package mailbox

// The neighbor table: for every occupied square, and for the edge guards next
// to the board, the nearest occupied square (or edge guard) in each of the 8
// directions. A slider's captures are then its neighbors instead of the ends
// of ray scans. The table is kept up to date by three operations, as in the
// thread:
//
//   - evacuate(s): the piece on s leaves; its neighbors in opposite
//     directions now see each other. neighbor[s] itself is left as it was.
//   - reoccupy(s): undoes evacuate(s), using the entries evacuate left.
//   - occupy(s): a piece lands on an empty square. Its entries are unknown
//     (and may hold an evacuated square's data that an unmake still needs:
//     callers save and restore them), so four ray scans find the neighbors
//     in one direction of each line; the other comes from the table.
//
// Unmake undoes them in the reverse order, so the table is exactly restored.

func (b *Board) evacuate(s uint8) {
	n := &b.neighbor[s]
	for d := 0; d < 4; d++ {
		up, dn := n[d], n[d+4]
		b.neighbor[up][d+4] = dn
		b.neighbor[dn][d] = up
	}
}

func (b *Board) reoccupy(s uint8) {
	n := &b.neighbor[s]
	for d := 0; d < 4; d++ {
		up, dn := n[d], n[d+4]
		b.neighbor[up][d+4] = s
		b.neighbor[dn][d] = s
	}
}

func (b *Board) occupy(s uint8) {
	for d := 0; d < 4; d++ {
		v := uint8(vec[d])
		up := s + v
		for b.board[up] == 0 {
			up += v
		}
		dn := b.neighbor[up][d+4]
		b.neighbor[up][d+4] = s
		b.neighbor[dn][d] = s
		b.neighbor[s][d+4] = dn
		b.neighbor[s][d] = up
	}
}

// NeighborError describes the first difference between the incremental
// neighbor table and one rebuilt from scratch.
type NeighborError struct {
	Square    uint8 // board square (see Square)
	Direction int
	Got, Want uint8
}

func (e *NeighborError) Error() string {
	return "mailbox: neighbor table differs from a rebuilt one at square " + squareName(e.Square) +
		" direction " + string(rune('0'+e.Direction)) + ": got " + squareName(e.Got) + ", want " + squareName(e.Want)
}

func squareName(s uint8) string {
	if cs := ChessSquare(s); cs <= 63 {
		return cs.String()
	}
	return "guard " + string("0123456789abcdef"[s>>4]) + string("0123456789abcdef"[s&15])
}

// CheckNeighbors rebuilds the neighbor table from scratch by ray scans and
// compares it with the incremental one on every entry that must be valid: all
// 8 directions of every occupied square, and the inward directions of the
// guards next to the board. It returns nil if they agree (a debug check for
// tests; levels 0 and 1 do not keep the table). At level Lazy it first does
// any deferred update.
func (b *Board) CheckNeighbors() error {
	b.finishPending()
	for s := 0; s < 256; s++ {
		sq := uint8(s)
		occupied := b.board[sq] != 0 && b.board[sq] != Guard
		for d := 0; d < 8; d++ {
			if !occupied && !(b.board[sq] == Guard && onBoard(sq+uint8(vec[d])) && !onBoard(sq)) {
				continue
			}
			if want := scan(&b.board, sq, d); b.neighbor[sq][d] != want {
				return &NeighborError{sq, d, b.neighbor[sq][d], want}
			}
		}
	}
	return nil
}

package mailbox

// The incremental hash key of the thread's MakeMove (Options.Key):
//
//	hashKey = oldKey ^ KEY(piece, to) ^ KEY(piece, from) ^ KEY(victim, to)
//
// KEY of "no piece" is zero, so a non-capture costs the same three XORs.
// The key is a Zobrist key of the pieces only, as the thread's: the side to
// move, castling rights and the en-passant square are not in it. The thread
// kept one key per piece number; this one is per color and type, so that
// equal positions have equal keys whichever pawn went where.

// keyTab[row][sq] is the key of a piece of pst row row (color<<3 | type) on
// board square sq; row 0 (no piece) is zero.
var keyTab [16][256]uint64

// buildKeys fills keyTab from a fixed seed (splitmix64), so keys are the same
// in every run.
func buildKeys() {
	x := uint64(0x5757_4553_5443_4f54) // "WWESTCOT"
	for row := 1; row < 16; row++ {
		for sq := 0; sq < 256; sq++ {
			x += 0x9e3779b97f4a7c15
			z := x
			z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
			z = (z ^ z>>27) * 0x94d049bb133111eb
			keyTab[row][sq] = z ^ z>>31
		}
	}
}

// Key returns the board's incremental key (zero unless the board was made
// with Options.Key).
func (b *Board) Key() uint64 { return b.key }

// KeyFromScratch computes the key of the pieces on the board.
func (b *Board) KeyFromScratch() uint64 {
	if !b.opt.Key {
		return 0
	}
	var k uint64
	for pc := uint8(16); pc < 48; pc++ {
		if s := b.location[pc]; s != captured {
			k ^= keyTab[b.pstRow[pc]][s]
		}
	}
	return k
}

// keyMove does the thread's key update of a trials move (or a full-rules
// move without promotion) and saves the old key in u.
func (b *Board) keyMove(u *undo) {
	u.key = b.key
	r := &keyTab[b.pstRow[u.piece&63]&15]
	b.key ^= r[u.to] ^ r[u.from] ^ keyTab[b.pstRow[u.victim&63]&15][u.to]
}

// Package polyglot reads, writes and builds opening books in the Polyglot
// format ("Polyglot book format", H. G. Muller, after Fabien Letouzey's
// PolyGlot), the .bin books that GUIs, engines and match runners share.
//
// A book is a file of 16-byte entries, every integer big-endian, sorted by key:
//
//	key    uint64  Key of the position (Polyglot's own Zobrist key, not chess.Position.Key)
//	move   uint16  to file, to rank, from file, from rank (3 bits each), promotion (3 bits)
//	weight uint16  how good the move is; PolyGlot's builder writes 2 × wins + draws
//	learn  uint32  learning data, 0 from the builder
//
// A position's entries are found by binary search on its key, and its
// moves are decoded for that position: castling is written as the king
// taking its own rook (e1h1), as chess.Move stores it.
//
//	book, err := polyglot.Open("book.bin")
//	pos := chess.StartPosition()
//	for _, m := range book.Moves(&pos) {
//		fmt.Println(pos.UCI(m.Move), m.Weight) // e2e4 33, d2d4 10, ...
//	}
//
// Pick chooses one of a position's moves, by weight or the best only.
// Builder makes a book from games with PolyGlot's rules (polyglot make-book),
// and Write writes entries out.
package polyglot

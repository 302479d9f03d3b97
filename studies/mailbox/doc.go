// Package mailbox is the board of the forum thread "The mailbox trials":
// a 16x16 mailbox with edge guards, a
// piece list whose piece numbers carry color bits (so that one XOR with the
// side to move tells a foe from a friend, an empty square or a guard), step
// tables per piece type, and capture generators that write the MVV/LVA sort
// key into the move word (package trialsmodel).
//
// The thread's optimisations are levels of the board, chosen at
// construction (see Level): a dedicated capture generator split into
// leapers, sliders and king; the neighbor table (the nearest occupied square
// in each of 8 directions) kept by evacuate/occupy/reoccupy; location-
// dependent direction lists; staged per-victim generation with a capture-code
// board; an incrementally updated attack map; and a deferred map update. All
// levels search the same tree (package trials tests it); they differ in speed.
//
// Options (NewWith) add the thread's other variants, none of which changes
// what is generated: its own direction order (the steps[], firstSlide and
// slides tables), location-dependent step lists for the leapers, and the
// incremental hash key of its make.
//
// The board also plays chess by the full rules (castling with Chess960 rules,
// en passant, promotion) for perft:
//
//	b, _ := mailbox.ParseFEN(chess.StartFEN, mailbox.Neighbors)
//	b.Perft(5) // 4865609
//
// It shares only small types with package chess: squares, moves, and FEN
// parsing (chess.ParseFEN, then conversion).
package mailbox

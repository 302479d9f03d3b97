// Package trials is the model engine of the forum thread "The mailbox
// trials", written once and run on either
// board: the mailbox board of package mailbox at any of its levels, or a
// bitboard board built on packages bitboard and attacks.
//
// The search is the thread's: iterative deepening of a fail-hard alpha-beta
// search to a fixed depth, then a capture-only quiescence search with
// stand-pat; the evaluation is piece-square tables (package trialsmodel),
// updated incrementally with each move; captures are searched in MVV/LVA
// order (the sort key is in the move word) and a move whose child would stand
// pat by more than trialsmodel.Margin is not searched, nor are the moves after it
// ("child will stand pat"). There is no hash table, no killer or history
// heuristic, and null-move pruning only on request (Options.NullMove, as the
// thread's programs had it). Moves are pseudo-legal: a position in which the
// side to move can capture the king scores trialsmodel.Inf. Castling, en passant
// and promotion are left out, as in the thread (a pawn on the last rank
// stays a pawn). The previous iteration's principal variation is searched
// first along the leftmost path.
//
// The search counts the thread's statistics (nodes, quiescence nodes,
// evaluations, stand-pats, leaves, move generations, the share of captures
// among the moves searched) itself, so they are the same on every board; the
// tests require every board to give the same node counts, scores, PVs and
// statistics.
//
// The search is written once (search.go) and copied by go generate for each
// mailbox level (search_gen.go), so that each copy calls one concrete board
// type's methods directly and small ones inline: a Go generic function calls
// a type parameter's methods through a dictionary, which costs a call and
// forbids inlining in the hottest loop of the program. Quiescence nodes have
// a function of their own. A child the search knows in advance to stand pat
// at once, or that a board can settle before the move (Board.Settle: a king
// capture, or nothing but futile captures), is counted exactly as entering it
// would count it, without making the move: same nodes, same statistics, less
// work.
//
//	p, _ := chess.ParseFEN(fen)
//	r, _ := trials.Run(&p, trials.Bitboard, 8, nil)
//	fmt.Println(r.Stats.Nodes, r.Mnps())
package trials

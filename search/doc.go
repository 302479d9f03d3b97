// Package search finds the best move of a chess position: iterative
// deepening with aspiration windows over a principal-variation alpha-beta
// search, a quiescence search of captures and promotions at the leaves, and
// a transposition table shared by every search that uses it.
//
// The techniques are the classical ones of the chessprogramming wiki
// (the chessprogramming-wiki bitboard pages describe the board
// below it; the search follows the wiki's pages on each technique):
//
//   - move ordering: hash move, captures by most valuable victim / least
//     valuable attacker, two killer moves per ply, history heuristic;
//   - pruning and reductions: null move, reverse futility, futility and
//     late-move pruning near the leaves, late-move reductions, internal
//     iterative reduction, mate distance pruning, delta pruning and
//     skipping of likely losing captures in the quiescence search;
//   - extensions: a node in check is searched one ply deeper;
//   - draws: fifty-move rule and repetitions, of the game history and the
//     search path;
//   - MultiPV (Limits.MultiPV): at each depth line k searches the root
//     without the first moves of lines 1..k-1, with its own aspiration
//     window around its last score; the lines are reported best first and
//     line 1 is the answer. Only the main thread of a Group reports.
//
// A Searcher is a value the caller owns: it holds one search's stack,
// killers and history and runs one search at a time. Several Searchers may
// share one TT from several goroutines (the table is lock-free and checks
// each entry's key), the shape Lazy SMP needs. A search stops when its
// context is cancelled, at its Limits, or on its own clock, and reports
// progress through a callback; it never writes output itself.
//
//	tt := search.NewTT(16)
//	s := search.NewSearcher(tt)
//	res := s.Search(ctx, pos, nil, search.Limits{Depth: 8}, nil)
//	fmt.Println(pos.UCI(res.Move))
package search

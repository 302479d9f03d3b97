// Package engine is Westcott's engine in process: what package search needs
// around it to play, set up once with typed values, and searched by one
// call. It writes no protocol text; the UCI server (package engine/uci)
// parses commands into its calls and prints their values, as Stockfish
// keeps its engine apart from its uci.cpp.
//
//	e := engine.New(engine.Config{HashMB: 64})
//	res := e.Search(ctx, engine.Request{Position: pos, Limits: search.Limits{Depth: 12}}, func(i engine.Info) {
//		fmt.Println(i.Depth, engine.UCIScore(i.Score), i.WDL)
//	})
//	fmt.Println(pos.UCI(res.Move))
//
// An Engine holds:
//
//   - the hash table and the search threads (Config.HashMB, SetHashMB,
//     SetThreads; DefaultHashMB, DefaultThreads), and the search's
//     parameters (Params, SetParams: what westcott uci -tune declares);
//   - the evaluation (Eval: the classical evaluation, the network built into
//     the binary, or a network file; Config.Eval, SetEval; the default
//     DefaultUseNNUE). A change of network clears the hash table;
//   - the Syzygy endgame tables (OpenSyzygy; package syzygy reads the files),
//     probed as each Request's SyzygyProbe says (docs/SYZYGY.md);
//   - a Polyglot opening book (OpenBook; package polyglot), which BookMove
//     consults for a request that asks for a game move, within
//     BookOptions.Depth plies of the game, by weight or the best;
//   - the playing levels' random choices (Config.Rand).
//
// The setters that change what a search uses panic while Search runs
// (Engine says what may be used meanwhile): a caller stops the search and
// waits for it first, as the UCI server does.
//
// Search takes a Request (the position, the game's keys, search.Limits, a
// playing level, the tables' probe options) and calls back with typed Info
// reports (the search's report and the WDL chances), returning the best
// move, on the caller's goroutine. The UCI server's go runs this call; the
// web server's pool, the EPD suites (tools/suite) and self-play
// (tools/datagen) call it directly, so all of them search alike.
//
// A playing level (Request.Elo, MinElo..MaxElo; SkillElo maps UCI's Skill
// Level onto the scale) limits the search to a node budget (LevelNodes),
// searches four lines and picks one of them at random, weighted by how
// much each loses to the best (docs/STRENGTH.md, "Playing levels").
//
// Bench and BenchEval search BenchPositions to a depth: their node count
// (BenchNodes at BenchDepth with the default evaluation) is the
// fingerprint of the search and the evaluation.
package engine

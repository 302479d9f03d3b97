// Package cecp is the driving side of the Chess Engine Communication
// Protocol version 2 (Tim Mann and H. G. Muller, "Chess Engine Communication
// Protocol"), the protocol of xboard and WinBoard: it starts an xboard engine
// as a child process and plays games with it the way a GUI or a match runner
// does. It is the xboard counterpart of package uci, and runs on uci's
// Process, which starts the program, reads its lines and turns silence into
// uci.ErrHang and an exit into uci.ErrCrashed.
//
// Debian's polyglot only adapts UCI engines to xboard GUIs, not the other
// way round, so xboard-only engines (phalanx, sjeng, fairymax) are driven
// natively here.
//
//	eng, err := cecp.Start(ctx, uci.Config{Path: "fairymax"})
//	eng.SetOption("Resign", "0") // "option Resign=0"
//	eng.Ping(ctx)                // "ping 1" ... "pong 1"
//	eng.NewGame(ctx, chess.StartPosition())
//	ans, err := eng.Go(ctx, nil, cecp.Limits{MoveTime: 2 * time.Second}, func(t cecp.Thinking) { ... })
//	// ans.Move == "e2e4"
//	eng.Close()
//
// The engine is kept in force mode between its moves: for each move Go sends
// the moves the engine has not seen yet, the time control when it changed,
// the clocks ("time", "otim") and "go"; the engine answers "move MOVE" and is
// put back into force mode before the next request. That way a GUI's
// bookkeeping never depends on whose turn the engine thinks it is. Positions
// are set with "setboard" when the engine offers it, else with "edit" (the
// way xboard itself does it). Moves are in coordinate notation; an engine
// that asks for SAN is refused it.
//
// The parsers (ParseFeatures, ParseThinking) work on single lines and can be
// used without a process, e.g. on a log file.
package cecp

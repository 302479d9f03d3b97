// Package uci is the driving side of the Universal Chess Interface: it starts
// a chess engine as a child process and talks to it the way a GUI or a match
// runner does.
//
// It follows the UCI specification of April 2006 (Stefan Meyer-Kahlen,
// "Description of the universal chess interface (UCI)"), plus the common
// extensions: "info ... wdl W D L" (UCI_ShowWDL) and Chess960 castling as king
// takes rook. The engine side of UCI (Westcott's own engine) lives in package
// engine; this package drives any engine, Westcott or Stockfish alike.
//
//	eng, err := uci.Start(ctx, uci.Config{Path: "stockfish"})
//	// eng.Name == "Stockfish 15.1", eng.Options["hash"].Max == 33554432
//	eng.SetOption("Hash", "64")
//	eng.NewGame(ctx)
//	eng.Position("", []string{"e2e4"})
//	best, err := eng.Go(ctx, uci.Limits{Nodes: 10000}, func(in uci.Info) { ... })
//	// best.Move == "c7c5", best.Ponder == "g1f3"
//	eng.Close()
//
// Launch does the usual start in one call: Start, a list of settings (from
// "NAME=VALUE" with ParseSetting), and isready.
//
// Engines misbehave, and the client survives it: lines that are not UCI are
// ignored (and passed to Config.Log), an engine that does not answer in time
// is killed and reported with ErrHang, one that exits is reported with
// ErrCrashed, its exit status and the tail of its stderr. Every wait takes a
// context.Context for deadlines and cancellation.
//
// The parsers (ParseInfo, ParseOption, ParseBestMove) work on single lines and
// can be used without a process, e.g. on a log file.
package uci

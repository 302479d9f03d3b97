// Package web is `westcott serve`: a web page to play against Westcott,
// analyse positions and games, and see the bitboard pages' sets on a
// board, and the small JSON API it uses, which scripts can use too.
//
// The page (plain HTML, CSS and JavaScript, embedded with go:embed, nothing
// fetched from elsewhere) draws its board as SVG and knows no chess rules:
// the server answers every question about a position.
//
// # API
//
// Positions are sent as a start FEN ("" for the standard start) and the
// moves played from it in UCI notation; every request is checked against
// the rules, and a bad one is answered 4xx with {"error": "what was
// wrong"}. POST bodies are JSON objects of known fields, at most 2 MiB.
//
//	POST /api/position {"fen": "", "moves": ["e2e4"], "tags": {"White": "me"}, "result": "", "reason": ""}
//	     → State: fen, legal moves (UCI, from, to, promotion, SAN), check,
//	       SANs, status (checkmate, stalemate, threefold repetition, ...),
//	       result, the game's PGN, which sides could still mate (canMate),
//	       the opening ({"eco": "C02", "name": "French Defense: Advance
//	       Variation"}, left out if no position of the game is named)
//	POST /api/play {"fen": "", "moves": ["e2e4"], "level": 4, "wtime": 300000, "btime": 300000, "winc": 2000, "binc": 2000, "client": "tab1"}
//	     → {"move": "e7e5", "san": "e5", "report": Report}
//	GET  /api/analyse?fen=&moves=e2e4,e7e5&multipv=3&client=tab1[&movetime=MS] (an empty item in moves is a 400)
//	     → server-sent events: "report" (at most ten a second), then "done",
//	       each a Report: depth, nodes, nps, lines best first (score, PV in
//	       UCI and SAN), and at the end the best move
//	POST /api/graph {"fen": "", "moves": [...], "nodes": 20000} → {"points": [{"ply", "white", "mate", "score"}], "stopped": why, if cut short}
//	POST /api/pgn {"pgn": "1. e4 e5 (1... c5) *"} → the first game: tags, start, moves with variations
//	GET  /api/sets → the named sets of `westcott show -list`
//	POST /api/sets {"fen": "", "item": "attacks:white"} → views: title, squares, hex, dot diagram, marks
//	POST /api/see {"fen": "...", "move": "Rxd5"} → {"text": the exchange, capture by capture}
//	POST /api/perft {"fen": "", "depth": 4} → divide: moves with SAN and nodes, total
//	GET  /api/levels → the Play tab's strength scale
//	GET  /api/stats → searches running, waiting, started, finished, refused; heap
//
// # Who may use it
//
// Only the server's own page and local programs: a request whose Host is
// not Config.Addr or a loopback name with its port (DNS rebinding), and an
// API request that Origin or Sec-Fetch-Site marks as sent by another
// site's page, get a 403 naming the header (guard.go). There is no login:
// any program that can reach the port may use it.
//
// # Searches
//
// Each search borrows one of Config.Searches engines (package engine's
// engines in process, searched through engine.Engine.Search, each with its
// own hash of Config.HashMB), so the
// searches at once and their memory are bounded; a request that finds no
// engine free within Config.QueueWait is answered 503 with Retry-After. A
// search stops when its request's connection closes (the page went away),
// when the same client id starts another search (one search per browser
// tab), at its time cap (Config.MaxAnalysis, Config.MaxMove; a whole graph
// Config.MaxGraph), or when the server closes; its report's "stopped" says
// which. A request stopped while it waits for an engine ends the same way
// (an engine move without a move is a 503 naming why): never a 500.
package web

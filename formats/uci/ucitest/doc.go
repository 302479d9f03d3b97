// Package ucitest provides fake chess engines for testing UCI (and other
// line-based protocol) clients, the way net/http/httptest provides servers.
//
// A test binary becomes the fake engine: TestMain calls Main first, which
// returns at once in a normal test run and, in a child started with the
// environment from Script or Player, runs the fake engine and exits.
//
//	func TestMain(m *testing.M) {
//		ucitest.Main()
//		os.Exit(m.Run())
//	}
//
// Script engines follow a transcript: lines the client must send, replies,
// and actions. Player engines play real chess (the first legal move in
// generation order) and misbehave on request: play an illegal move, hang, or
// exit.
package ucitest

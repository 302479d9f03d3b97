package chess

import "testing"

// LoadSuitePositions returns the positions of the perft suites of
// data/perft. perft_test.go (package chess_test) sets it: reading them takes
// package epd, which the internal tests cannot import.
var LoadSuitePositions func(testing.TB) []Position

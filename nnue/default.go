package nnue

import (
	_ "embed"
	"sync"
)

// defaultFile is the network built into the binary: its provenance (data,
// engine, trainer, validation loss) is in default.md beside it.
//
//go:embed default.nnue
var defaultFile []byte

// DefaultSHA256 is the SHA-256 of the embedded network file
// (nnue/default.nnue), in hex as sha256sum prints it. A test checks it, so
// the file cannot change without this constant, default.md and
// engine.BenchNodes changing with it.
const DefaultSHA256 = "823b9dd492a0d8ce518060753603377942a4e1a2d19aa3d1bd39140955d81e27"

// DefaultName names the embedded network in messages: the file it was
// copied from (data/nnue/n13k-h256.nnue).
const DefaultName = "n13k-h256"

// Default returns the network built into the binary, parsed at the first
// call and shared by every caller after it: it must not be modified (a
// Network's accumulators are the caller's; its weights are read-only in a
// search). It panics if the embedded file is not a valid network, which
// TestDefault rules out for every build.
func Default() *Network { return parseDefault() }

var parseDefault = sync.OnceValue(func() *Network {
	n, err := Parse(defaultFile)
	if err != nil {
		panic("nnue: the embedded network: " + err.Error())
	}
	return n
})

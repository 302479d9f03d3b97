package main

import (
	"errors"
	"flag"
	"fmt"

	"github.com/westcott-chess/westcott/engine"
)

// evalFlags are the -classical, -nnue and -evalfile flags of the commands
// that play (bench, serve, epd, datagen): they choose an engine.Eval, the
// engine's default (the zero Eval) when none is given.
type evalFlags struct {
	classical, nnue bool
	file            string
}

func addEvalFlags(fs *flag.FlagSet) *evalFlags {
	def := "the " + engine.Eval{}.String()
	f := &evalFlags{}
	fs.BoolVar(&f.classical, "classical", false, "evaluate with the classical evaluation (default: "+def+")")
	fs.BoolVar(&f.nnue, "nnue", false, "evaluate with the network built into the binary, or -evalfile's (default: "+def+")")
	fs.StringVar(&f.file, "evalfile", "", "evaluate with this network `file` (westcott nntrain) instead of the embedded one")
	return f
}

// set reports whether a flag was given.
func (f *evalFlags) set() bool { return f.classical || f.nnue || f.file != "" }

// eval returns the evaluation the flags choose; -evalfile's network is
// read here, so that a bad file is reported before anything runs. The
// error names the flag.
func (f *evalFlags) eval() (engine.Eval, error) {
	switch {
	case f.classical && (f.nnue || f.file != ""):
		return engine.Eval{}, errors.New("-classical excludes -nnue and -evalfile")
	case f.file != "":
		v, err := engine.LoadEval(f.file)
		if err != nil {
			return engine.Eval{}, fmt.Errorf("-evalfile: %v", err)
		}
		return v, nil
	case f.nnue:
		return engine.EmbeddedEval(), nil
	case f.classical:
		return engine.ClassicalEval(), nil
	}
	return engine.Eval{}, nil
}

package main

import (
	"errors"
	"flag"
	"fmt"
	"strconv"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/nnue"
)

// evalFlags are the -classical, -nnue and -evalfile flags of the commands
// that play (bench, serve, epd, datagen): the evaluation, the default
// being the engine's (engine.DefaultUseNNUE), as UCI's UseNNUE and
// EvalFile choose it.
type evalFlags struct {
	classical, nnue bool
	file            string
}

func addEvalFlags(fs *flag.FlagSet) *evalFlags {
	def := "classical"
	if engine.DefaultUseNNUE {
		def = "the embedded network"
	}
	f := &evalFlags{}
	fs.BoolVar(&f.classical, "classical", false, "evaluate with the classical evaluation (default: "+def+")")
	fs.BoolVar(&f.nnue, "nnue", false, "evaluate with the network built into the binary, or -evalfile's (default: "+def+")")
	fs.StringVar(&f.file, "evalfile", "", "evaluate with this network `file` (westcott nntrain) instead of the embedded one")
	return f
}

// network returns the network the flags choose, nil for the classical
// evaluation, and its name (engine.EvalName). The error names the flag.
func (f *evalFlags) network() (*nnue.Network, string, error) {
	var net *nnue.Network
	switch {
	case f.classical && (f.nnue || f.file != ""):
		return nil, "", errors.New("-classical excludes -nnue and -evalfile")
	case f.file != "":
		var err error
		if net, err = nnue.Load(f.file); err != nil {
			return nil, "", fmt.Errorf("-evalfile: %v", err)
		}
	case f.nnue:
		net = nnue.Default()
	case !f.classical:
		net = engine.DefaultNetwork()
	}
	return net, engine.EvalName(net, f.file), nil
}

// uciSettings returns the flags as the UCI options of Westcott's engines
// in process: UseNNUE, and EvalFile when -evalfile names a file (which
// network reads first, to report a bad one).
func (f *evalFlags) uciSettings() []uci.Setting {
	use := engine.DefaultUseNNUE
	switch {
	case f.classical:
		use = false
	case f.nnue || f.file != "":
		use = true
	}
	s := []uci.Setting{{Name: "UseNNUE", Value: strconv.FormatBool(use)}}
	if f.file != "" {
		s = append(s, uci.Setting{Name: "EvalFile", Value: f.file})
	}
	return s
}

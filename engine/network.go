package engine

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/nnue"
)

// DefaultUseNNUE is the default of the UseNNUE option, and so the
// evaluation of a new engine and of westcott's commands: true evaluates
// with a network (the one built into the binary, nnue.Default, unless
// EvalFile names another), false with the classical evaluation. True since
// n5m-h64 won its SPRT against the classical evaluation (docs/NNUE.md,
// "The embedded network"); BenchNodes is the network's bench.
const DefaultUseNNUE = true

// DefaultNetwork returns the network a new engine evaluates with:
// nnue.Default() when DefaultUseNNUE, else nil (the classical evaluation).
func DefaultNetwork() *nnue.Network {
	if DefaultUseNNUE {
		return nnue.Default()
	}
	return nil
}

// evalOptions are the UseNNUE and EvalFile options.
type evalOptions struct {
	useNNUE bool
	file    string        // EvalFile; "" for none (the embedded network)
	fileNet *nnue.Network // EvalFile's network; nil when file is ""
}

// network returns the network the options choose; nil for the classical
// evaluation.
func (o *evalOptions) network() *nnue.Network {
	switch {
	case !o.useNNUE:
		return nil
	case o.fileNet != nil:
		return o.fileNet
	}
	return nnue.Default()
}

// setEval makes o the evaluation options and gives the search their
// network. A change of network clears the hash table, whose entries hold
// the other evaluation's scores.
func (e *Engine) setEval(o evalOptions) {
	e.eval = o
	if n := o.network(); n != e.net {
		e.net = n
		e.group.SetNetwork(n)
		e.tt.Clear()
	}
}

// setUseNNUE is UseNNUE: the network (EvalFile's, else the embedded one)
// or the classical evaluation.
func (e *Engine) setUseNNUE(b bool) {
	o := e.eval
	o.useNNUE = b
	e.setEval(o)
}

// setEvalFile is EvalFile: v names a network file of package nnue
// (westcott nntrain writes them) to use instead of the embedded network
// when UseNNUE is true; empty or <empty> returns to the embedded one. A
// file that cannot be read leaves the evaluation as it was.
func (e *Engine) setEvalFile(v string) error {
	v = strings.TrimSpace(v)
	o := e.eval
	o.file, o.fileNet = "", nil
	if v != "" && v != "<empty>" {
		n, err := nnue.Load(v)
		if err != nil {
			return err
		}
		o.file, o.fileNet = v, n
		note := ""
		if !o.useNNUE {
			note = " (not in use: UseNNUE is false, the classical evaluation plays)"
		}
		e.infof("EvalFile: network of %s, %d hidden units a side%s", v, n.Hidden, note)
	}
	e.setEval(o)
	return nil
}

// evalName says which evaluation the engine uses, for people.
func (e *Engine) evalName() string { return EvalName(e.net, e.eval.file) }

// EvalName names an evaluation for people: nil is "classical evaluation",
// nnue.Default() "embedded network n5m-h64, 64 hidden units a side", another
// network that of file ("network of net.nnue, 128 hidden units a side").
func EvalName(net *nnue.Network, file string) string {
	switch {
	case net == nil:
		return "classical evaluation"
	case net == nnue.Default():
		return fmt.Sprintf("embedded network %s, %d hidden units a side", nnue.DefaultName, net.Hidden)
	}
	return fmt.Sprintf("network of %s, %d hidden units a side", file, net.Hidden)
}

package uci

import (
	"strings"

	"github.com/westcott-chess/westcott/engine"
)

// evalOptions are the UseNNUE and EvalFile options, which together make
// the engine's evaluation (an engine.Eval).
type evalOptions struct {
	useNNUE bool
	file    engine.Eval // EvalFile's network; the zero Eval for none
}

// choice returns the evaluation the options choose.
func (o evalOptions) choice() engine.Eval {
	switch {
	case !o.useNNUE:
		return engine.ClassicalEval()
	case o.file != engine.Eval{}:
		return o.file
	}
	return engine.EmbeddedEval()
}

// optionsOf returns the options that choose v: UseNNUE, and EvalFile for a
// network other than the embedded one.
func optionsOf(v engine.Eval) evalOptions {
	switch {
	case v.Network() == nil:
		return evalOptions{}
	case v.Embedded():
		return evalOptions{useNNUE: true}
	}
	return evalOptions{useNNUE: true, file: v}
}

// setEval makes o the evaluation options and the engine's evaluation their
// choice (a change of network clears the hash table).
func (s *Server) setEval(o evalOptions) {
	s.options.eval = o
	s.eng.SetEval(o.choice())
}

// setUseNNUE is UseNNUE: the network (EvalFile's, else the embedded one)
// or the classical evaluation.
func (s *Server) setUseNNUE(b bool) {
	o := s.options.eval
	o.useNNUE = b
	s.setEval(o)
}

// setEvalFile is EvalFile: v names a network file of package nnue
// (westcott nntrain writes them) to use instead of the embedded network
// when UseNNUE is true; empty or <empty> returns to the embedded one. A
// file that cannot be read leaves the evaluation as it was.
func (s *Server) setEvalFile(v string) error {
	v = strings.TrimSpace(v)
	o := s.options.eval
	o.file = engine.Eval{}
	if v != "" && v != "<empty>" {
		f, err := engine.LoadEval(v)
		if err != nil {
			return err
		}
		o.file = f
		note := ""
		if !o.useNNUE {
			note = " (not in use: UseNNUE is false, the classical evaluation plays)"
		}
		s.infof("EvalFile: network of %s, %s%s", v, f.Network().Size(), note)
	}
	s.setEval(o)
	return nil
}

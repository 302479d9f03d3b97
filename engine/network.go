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

// Eval is a choice of evaluation: the classical evaluation, the network
// built into the binary (nnue.Default), or another network, named by its
// file. It is the one value every caller chooses with: the UCI options
// UseNNUE and EvalFile set it, a new engine takes Config.Eval, and the
// commands' -classical, -nnue and -evalfile flags, datagen, serve, the
// bench and the EPD suites make one. Its String is its name in logs and
// progress lines.
//
// The zero Eval is the default: the embedded network when DefaultUseNNUE,
// else the classical evaluation.
type Eval struct {
	kind evalKind
	net  *nnue.Network // the network of a NetworkEval or LoadEval
	file string        // its name: the file it was read from
}

type evalKind uint8

const (
	evalDefault evalKind = iota
	evalClassical
	evalEmbedded
	evalNetwork
)

// ClassicalEval is the classical evaluation (package eval).
func ClassicalEval() Eval { return Eval{kind: evalClassical} }

// EmbeddedEval is the network built into the binary, nnue.Default.
func EmbeddedEval() Eval { return Eval{kind: evalEmbedded} }

// LoadEval reads the network file (package nnue's format, as westcott
// nntrain writes it) and returns it as an Eval named by file.
func LoadEval(file string) (Eval, error) {
	n, err := nnue.Load(file)
	if err != nil {
		return Eval{}, err
	}
	return NetworkEval(n, file), nil
}

// NetworkEval is the network n, read from file (its name for people). A
// nil n is the classical evaluation.
func NetworkEval(n *nnue.Network, file string) Eval {
	if n == nil {
		return ClassicalEval()
	}
	return Eval{kind: evalNetwork, net: n, file: file}
}

// resolve turns the default into the choice it stands for.
func (v Eval) resolve() Eval {
	if v.kind == evalDefault {
		if DefaultUseNNUE {
			return EmbeddedEval()
		}
		return ClassicalEval()
	}
	return v
}

// Network returns the network v evaluates with; nil for the classical
// evaluation.
func (v Eval) Network() *nnue.Network {
	switch v = v.resolve(); v.kind {
	case evalEmbedded:
		return nnue.Default()
	case evalNetwork:
		return v.net
	}
	return nil
}

// String names the evaluation for people: "classical evaluation",
// "embedded network n5m-h64, 64 hidden units a side", or another
// network's file ("network of net.nnue, 128 hidden units a side").
func (v Eval) String() string {
	switch v = v.resolve(); v.kind {
	case evalEmbedded:
		return fmt.Sprintf("embedded network %s, %d hidden units a side", nnue.DefaultName, nnue.Default().Hidden)
	case evalNetwork:
		return fmt.Sprintf("network of %s, %d hidden units a side", v.file, v.net.Hidden)
	}
	return "classical evaluation"
}

// evalOptions are the UseNNUE and EvalFile options, which together make an
// Eval (choice).
type evalOptions struct {
	useNNUE bool
	file    Eval // EvalFile's network (a NetworkEval); the zero Eval for none
}

// choice returns the evaluation the options choose.
func (o evalOptions) choice() Eval {
	switch {
	case !o.useNNUE:
		return ClassicalEval()
	case o.file.kind == evalNetwork:
		return o.file
	}
	return EmbeddedEval()
}

// optionsOf returns the options that choose v: UseNNUE, and EvalFile for a
// network other than the embedded one.
func optionsOf(v Eval) evalOptions {
	switch v = v.resolve(); v.kind {
	case evalEmbedded:
		return evalOptions{useNNUE: true}
	case evalNetwork:
		return evalOptions{useNNUE: true, file: v}
	}
	return evalOptions{}
}

// setEval makes o the evaluation options and gives the search their
// network. A change of network clears the hash table, whose entries hold
// the other evaluation's scores.
func (e *Engine) setEval(o evalOptions) {
	e.eval = o
	if n := o.choice().Network(); n != e.net {
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
	o.file = Eval{}
	if v != "" && v != "<empty>" {
		f, err := LoadEval(v)
		if err != nil {
			return err
		}
		o.file = f
		note := ""
		if !o.useNNUE {
			note = " (not in use: UseNNUE is false, the classical evaluation plays)"
		}
		e.infof("EvalFile: network of %s, %d hidden units a side%s", v, f.net.Hidden, note)
	}
	e.setEval(o)
	return nil
}

// Eval returns the evaluation the engine uses.
func (e *Engine) Eval() Eval { return e.eval.choice() }

// SetEval makes the engine evaluate as v says, as UseNNUE and EvalFile
// would (a network other than the embedded one takes EvalFile's place). A
// change of network clears the hash table. No search may run meanwhile.
func (e *Engine) SetEval(v Eval) { e.setEval(optionsOf(v)) }

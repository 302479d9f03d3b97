package engine

import "github.com/westcott-chess/westcott/nnue"

// DefaultUseNNUE is the default of the UseNNUE option, and so the
// evaluation of a new engine and of westcott's commands: true evaluates
// with a network (the one built into the binary, nnue.Default, unless
// EvalFile names another), false with the classical evaluation. True since
// n5m-h64 won its SPRT against the classical evaluation (docs/NNUE.md,
// "The embedded network"); BenchNodes is the network's bench.
const DefaultUseNNUE = true

// Eval is a choice of evaluation: the classical evaluation, the network
// built into the binary (nnue.Default), or another network, named by its
// file. It is the one value every caller chooses with: a new engine takes
// Config.Eval, the UCI options UseNNUE and EvalFile set it (package
// engine/uci), and the commands' -classical, -nnue and -evalfile flags,
// datagen, serve, the bench and the EPD suites make one. Its String is its name in logs and
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
// "embedded network n13k-h256, 256 hidden units a side, 4 king buckets",
// or another network's file ("network of n6-h64.nnue, 64 hidden units a
// side"): nnue.Network.Size.
func (v Eval) String() string {
	switch v = v.resolve(); v.kind {
	case evalEmbedded:
		return "embedded network " + nnue.DefaultName + ", " + nnue.Default().Size()
	case evalNetwork:
		return "network of " + v.file + ", " + v.net.Size()
	}
	return "classical evaluation"
}

// Embedded reports whether v is the network built into the binary:
// EmbeddedEval, or the zero Eval when DefaultUseNNUE.
func (v Eval) Embedded() bool { return v.resolve().kind == evalEmbedded }

// Eval returns the evaluation the engine uses.
func (e *Engine) Eval() Eval { return e.eval }

// SetEval makes the engine evaluate as v says. A change of network clears
// the hash table, whose entries hold the other evaluation's scores.
func (e *Engine) SetEval(v Eval) {
	defer e.hold("SetEval")()
	e.eval = v.resolve()
	if n := v.Network(); n != e.net {
		e.net = n
		e.group.SetNetwork(n)
		e.tt.Clear()
	}
}

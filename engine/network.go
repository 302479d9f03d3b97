package engine

import (
	"strings"

	"github.com/westcott-chess/westcott/nnue"
)

// networkOptions choose the evaluation: EvalFile names a network file of
// package nnue (westcott nntrain writes them); empty means the classical
// evaluation.
var networkOptions = []option{
	{"EvalFile", "string", "<empty>", "", "", func(e *Engine, v string) error {
		v = strings.TrimSpace(v)
		var n *nnue.Network
		if v != "" && v != "<empty>" {
			var err error
			if n, err = nnue.Load(v); err != nil {
				return err
			}
			e.infof("EvalFile: network of %s, %d hidden units a side", v, n.Hidden)
		}
		e.net = n
		e.group.SetNetwork(n)
		e.tt.Clear() // its entries hold the other evaluation's scores
		return nil
	}},
}

func init() {
	optionList = append(optionList, networkOptions...)
	idleOptions["EvalFile"] = true
}

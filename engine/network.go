package engine

import (
	"strings"

	"github.com/westcott-chess/westcott/nnue"
)

// setEvalFile chooses the evaluation: v names a network file of package
// nnue (westcott nntrain writes them); empty or <empty> means the classical
// evaluation. A file that cannot be read leaves the evaluation as it was.
func (e *Engine) setEvalFile(v string) error {
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
}

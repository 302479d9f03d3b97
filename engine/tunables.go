package engine

import (
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/search"
)

// TuneEnv is the environment variable that makes the search's parameters
// (search.Params: pruning margins, depth limits, the reductions' shape)
// UCI spin options, for a tuner such as westcott spsa or OpenBench's SPSA.
// They are process-wide and are not listed otherwise: a GUI has no use for
// them.
const TuneEnv = "WESTCOTT_TUNE"

// setParam sets the search parameter name, if there is one, and reports
// whether there was.
func (e *Engine) setParam(name, value string) bool {
	for _, p := range search.Params() {
		if !strings.EqualFold(p.Name, name) {
			continue
		}
		e.idle()
		v, err := strconv.Atoi(strings.TrimSpace(value))
		if err == nil {
			err = search.SetParam(p.Name, v)
		}
		if err != nil {
			e.infof("setoption %s: %v", p.Name, err)
		}
		return true
	}
	return false
}

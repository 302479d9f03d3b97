package engine

import (
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/search"
)

// setParam sets the search parameter name, if there is one, and reports
// whether there was. The parameters are this engine's (its search group's):
// another engine of the process keeps its own.
func (e *Engine) setParam(name, value string) bool {
	for _, t := range search.Tunables() {
		if !strings.EqualFold(t.Name, name) {
			continue
		}
		e.idle()
		p := e.group.Params()
		v, err := strconv.Atoi(strings.TrimSpace(value))
		if err == nil {
			err = p.Set(t.Name, v)
		}
		if err == nil {
			err = e.group.SetParams(p)
		}
		if err != nil {
			e.infof("setoption %s: %v", t.Name, err)
		}
		return true
	}
	return false
}

// declareParams writes the search parameters' option declarations, each
// with the engine's current value as its default.
func (e *Engine) declareParams() {
	p := e.group.Params()
	for _, t := range search.Tunables() {
		v, _ := p.Get(t.Name)
		e.out.printf("option name %s type spin default %d min %d max %d\n", t.Name, v, t.Min, t.Max)
	}
}

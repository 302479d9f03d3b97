package uci

import (
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/search"
)

// setParam sets the search parameter name, if there is one, and reports
// whether there was. The parameters are this server's engine's: another
// engine of the process keeps its own.
func (s *Server) setParam(name, value string) bool {
	for _, t := range search.Tunables() {
		if !strings.EqualFold(t.Name, name) {
			continue
		}
		s.idle()
		p := s.eng.Params()
		v, err := strconv.Atoi(strings.TrimSpace(value))
		if err == nil {
			err = p.Set(t.Name, v)
		}
		if err == nil {
			err = s.eng.SetParams(p)
		}
		if err != nil {
			s.infof("setoption %s: %v", t.Name, err)
		}
		return true
	}
	return false
}

// declareParams writes the search parameters' option declarations, each
// with the engine's current value as its default.
func (s *Server) declareParams() {
	p := s.eng.Params()
	for _, t := range search.Tunables() {
		v, _ := p.Get(t.Name)
		s.out.printf("option name %s type spin default %d min %d max %d\n", t.Name, v, t.Min, t.Max)
	}
}

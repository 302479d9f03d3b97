package uci

import "strings"

// setSyzygyPath opens the tables in the directories of v (separated by
// ":") for the engine; "" or <empty> closes them.
func (s *Server) setSyzygyPath(v string) error {
	v = strings.TrimSpace(v)
	if v == "<empty>" {
		v = ""
	}
	tb, err := s.eng.OpenSyzygy(v)
	if err == nil && tb != nil {
		s.infof("Syzygy: %d tables, up to %d pieces, in %s", len(tb.Tables()), tb.MaxPieces(), v)
	}
	return err
}

package web

import (
	"fmt"
	"net/http"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/internal/clip"
	"github.com/westcott-chess/westcott/studies/bitview"
)

// SetFamily is one entry of GET /api/sets: a kind of set, as `westcott show
// -list` lists it.
type SetFamily struct {
	Name    string `json:"name"`
	Arg     string `json:"arg"` // "COLOR", "SQUARE", "FROM-TO", "DIR" or ""
	Group   string `json:"group"`
	Summary string `json:"summary"`
}

func (s *Server) handleSetList(w http.ResponseWriter, r *http.Request) {
	var out struct {
		Families []SetFamily `json:"families"`
		Dirs     []string    `json:"dirs"`
	}
	for _, f := range bitview.Families() {
		out.Families = append(out.Families, SetFamily{f.Name, f.Arg, f.Group, f.Summary})
	}
	out.Dirs = bitview.DirNames()
	writeJSON(w, out)
}

// setsRequest is POST /api/sets's body: a position and NAME[:ARG].
type setsRequest struct {
	gameRequest
	Item string `json:"item"`
}

// SetView is one drawn set: its title, its squares, the 64-bit value and
// the seed's dot diagram, and a mark per square for counts, islands and
// paths.
type SetView struct {
	Title   string            `json:"title"`
	Squares []string          `json:"squares"`
	Hex     string            `json:"hex"`
	Diagram string            `json:"diagram"`
	Marks   map[string]string `json:"marks,omitempty"`
}

// SetsAnswer is POST /api/sets's answer.
type SetsAnswer struct {
	Views []SetView `json:"views"`
}

func (req *setsRequest) answer() (SetsAnswer, error) {
	g, err := req.resolve()
	if err != nil {
		return SetsAnswer{}, err
	}
	if len(req.Item) > maxItemBytes {
		return SetsAnswer{}, badRequest("item: over %d bytes", maxItemBytes)
	}
	vs, err := bitview.Draw(&g.pos, req.Item)
	if err != nil {
		return SetsAnswer{}, badRequest("item: %s", clip.Line(err.Error(), 200))
	}
	out := []SetView{}
	for _, v := range vs {
		sv := SetView{Title: v.Title, Squares: []string{}, Hex: fmt.Sprintf("0x%016x", uint64(v.Set)), Diagram: v.Set.String()}
		for b := v.Set; b != 0; {
			sq := b.PopLSB()
			sv.Squares = append(sv.Squares, sq.String())
			if v.Marks != nil {
				if sv.Marks == nil {
					sv.Marks = map[string]string{}
				}
				sv.Marks[sq.String()] = string(v.Marks[sq])
			}
		}
		out = append(out, sv)
	}
	return SetsAnswer{out}, nil
}

// seeRequest is POST /api/see's body: a position and a move (UCI or SAN).
type seeRequest struct {
	gameRequest
	Move string `json:"move"`
}

// SEEAnswer is POST /api/see's answer: the exchange, step by step.
type SEEAnswer struct {
	Text string `json:"text"`
}

func (req *seeRequest) answer() (SEEAnswer, error) {
	g, err := req.resolve()
	if err != nil {
		return SEEAnswer{}, err
	}
	if len(req.Move) > 16 {
		return SEEAnswer{}, badRequest("move: over 16 bytes")
	}
	text, err := bitview.SEEReport(&g.pos, req.Move)
	if err != nil {
		return SEEAnswer{}, badRequest("move: %s", clip.Line(err.Error(), 200))
	}
	return SEEAnswer{text}, nil
}

// perftRequest is POST /api/perft's body.
type perftRequest struct {
	gameRequest
	Depth int `json:"depth"` // 1..MaxPerftDepth
}

// PerftRow is one root move of a divide.
type PerftRow struct {
	UCI   string `json:"uci"`
	SAN   string `json:"san"`
	Nodes uint64 `json:"nodes"`
}

func (s *Server) handlePerft(w http.ResponseWriter, r *http.Request) {
	var req perftRequest
	if err := decode(r, &req); err != nil {
		fail(w, err)
		return
	}
	g, err := req.resolve()
	if err == nil && (req.Depth < 1 || req.Depth > s.cfg.MaxPerftDepth) {
		err = badRequest("depth %d: want 1..%d", req.Depth, s.cfg.MaxPerftDepth)
	}
	if err != nil {
		fail(w, err)
		return
	}
	// A perft is a search's worth of work: it takes an engine's place.
	sl, err := s.pool.get(r.Context(), s.cfg.QueueWait)
	if err != nil {
		if err == errBusy {
			s.refused.Add(1)
			fail(w, err)
		}
		return
	}
	s.started.Add(1)
	t0 := time.Now()
	rows := []PerftRow{}
	var total uint64
	for _, mc := range chess.Divide(&g.pos, req.Depth) {
		rows = append(rows, PerftRow{g.pos.UCI(mc.Move), g.pos.SAN(mc.Move), mc.Nodes})
		total += mc.Nodes
	}
	ms := time.Since(t0).Milliseconds()
	s.pool.put(sl)
	s.finished.Add(1)
	writeJSON(w, map[string]any{"moves": rows, "total": total, "depth": req.Depth, "timeMs": ms})
}

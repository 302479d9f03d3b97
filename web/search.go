package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/internal/clip"
	"github.com/westcott-chess/westcott/search"
)

// Level is one step of the Play tab's strength scale: the engine's own
// (UCI_LimitStrength and UCI_Elo: a node budget and a choice among lines
// that falls with the Elo; see package engine), and at the top the full
// engine on the clock.
type Level struct {
	Number int    `json:"number"`
	Name   string `json:"name"`
	Elo    int    `json:"elo,omitempty"` // 0: full strength
}

// levels is the Play tab's scale: UCI_Elo from its least up in steps of
// 200, then full strength.
var levels = func() []Level {
	var out []Level
	for elo := engine.MinElo; elo <= engine.MaxElo; elo += 200 {
		out = append(out, Level{len(out) + 1, fmt.Sprintf("%d: Elo %d", len(out)+1, elo), elo})
	}
	return append(out, Level{len(out) + 1, fmt.Sprintf("%d: full strength", len(out)+1), 0})
}()

func (s *Server) handleLevels(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, levels)
}

// playRequest is POST /api/play's body: the game, the level and the
// clocks in milliseconds (all zero: no clock).
type playRequest struct {
	gameRequest
	Level    int    `json:"level"` // 1..len(levels); 0 is the top
	WTime    int64  `json:"wtime"`
	BTime    int64  `json:"btime"`
	WInc     int64  `json:"winc"`
	BInc     int64  `json:"binc"`
	MoveTime int64  `json:"movetime"` // without a clock; default 1000
	Client   string `json:"client"`
}

// PlayAnswer is POST /api/play's answer: the engine's move.
type PlayAnswer struct {
	Move   string `json:"move"`
	SAN    string `json:"san"`
	Report Report `json:"report"`
}

const maxClockMS = 24 * 3600 * 1000

// spec checks the request and returns its search.
func (req *playRequest) spec(limit time.Duration) (searchSpec, error) {
	g, err := req.resolve()
	if err != nil {
		return searchSpec{}, err
	}
	if t := g.over(); t != chess.NotOver {
		return searchSpec{}, badRequest("the game is over (%s): no move to play", t)
	}
	if req.Level < 0 || req.Level > len(levels) {
		return searchSpec{}, badRequest("level %d: want 1..%d", req.Level, len(levels))
	}
	for _, c := range []struct {
		name string
		v    int64
	}{{"wtime", req.WTime}, {"btime", req.BTime}, {"winc", req.WInc}, {"binc", req.BInc}, {"movetime", req.MoveTime}} {
		if c.v < 0 || c.v > maxClockMS {
			return searchSpec{}, badRequest("%s %d: want 0..%d ms", c.name, c.v, maxClockMS)
		}
	}
	if err := checkClient(req.Client); err != nil {
		return searchSpec{}, err
	}
	lv := levels[len(levels)-1]
	if req.Level > 0 {
		lv = levels[req.Level-1]
	}
	l := newLimits(1)
	if req.WTime > 0 || req.BTime > 0 {
		l.WTime, l.BTime = ms(max(req.WTime, 1)), ms(max(req.BTime, 1))
		l.WInc, l.BInc = ms(req.WInc), ms(req.BInc)
	} else {
		mt := req.MoveTime
		if mt == 0 {
			mt = 1000
		}
		l.MoveTime = ms(mt)
	}
	return searchSpec{game: g, limits: l, elo: lv.Elo, client: req.Client, limit: limit}, nil
}

// newLimits returns the limits of a search of multiPV lines with the
// engine's default Move Overhead, as the UCI option has it.
func newLimits(multiPV int) search.Limits {
	return search.Limits{MultiPV: multiPV, Overhead: engine.DefaultMoveOverhead}
}

// ms is n milliseconds.
func ms(n int64) time.Duration { return time.Duration(n) * time.Millisecond }

func (s *Server) handlePlay(w http.ResponseWriter, r *http.Request) {
	var req playRequest
	if err := decode(r, &req); err != nil {
		fail(w, err)
		return
	}
	spec, err := req.spec(s.cfg.MaxMove)
	if err != nil {
		fail(w, err)
		return
	}
	rep, err := s.search(r.Context(), spec, 0, nil)
	if err != nil {
		if r.Context().Err() != nil {
			return // the page went away: nobody to answer
		}
		fail(w, err)
		return
	}
	if rep.Best == "" {
		fail(w, &requestError{http.StatusServiceUnavailable, "the search was stopped before it found a move (" + rep.Stopped + ")"})
		return
	}
	writeJSON(w, PlayAnswer{Move: rep.Best, SAN: rep.BestSAN, Report: rep})
}

// checkClient checks a page's id: up to 64 letters, digits, '-' and '_'.
func checkClient(c string) error {
	if len(c) > 64 {
		return badRequest("client: over 64 bytes")
	}
	for _, r := range c {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return badRequest("client %q: letters, digits, - and _ only", clip.Line(c, 64))
		}
	}
	return nil
}

// analyseQuery reads GET /api/analyse's query: fen, moves (UCI, separated
// by spaces or commas), multipv (1..8, default 1), client, and movetime
// (ms; default: until stopped, at most MaxAnalysis).
func analyseQuery(q map[string][]string, limit time.Duration) (searchSpec, int, error) {
	get := func(k string) string {
		if v := q[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	moves, err := moveList(get("moves"))
	if err != nil {
		return searchSpec{}, 0, err
	}
	req := gameRequest{FEN: get("fen"), Moves: moves}
	g, err := req.resolve()
	if err != nil {
		return searchSpec{}, 0, err
	}
	multipv := 1
	if v := get("multipv"); v != "" {
		multipv, err = strconv.Atoi(v)
		if err != nil || multipv < 1 || multipv > maxMultiPV {
			return searchSpec{}, 0, badRequest("multipv %q: want 1..%d", clip.Line(v, 20), maxMultiPV)
		}
	}
	l := newLimits(multipv)
	l.Infinite = true
	if v := get("movetime"); v != "" {
		mt, err := strconv.ParseInt(v, 10, 64)
		if err != nil || mt < 1 || mt > maxClockMS {
			return searchSpec{}, 0, badRequest("movetime %q: want 1..%d ms", clip.Line(v, 20), maxClockMS)
		}
		l.Infinite, l.MoveTime = false, ms(mt)
	}
	client := get("client")
	if err := checkClient(client); err != nil {
		return searchSpec{}, 0, err
	}
	return searchSpec{game: g, limits: l, showWDL: true, client: client, limit: limit}, multipv, nil
}

// moveList splits a query's moves, separated by commas or spaces:
// "e2e4,e7e5" and "e2e4 e7e5" are two moves, "" none. An empty item
// ("e2e4,,e7e5", a comma at an end) is a bad request naming it, rather
// than a move silently dropped.
func moveList(s string) ([]string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []string
	for _, part := range strings.Split(s, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			return nil, badRequest("moves[%d]: empty (two commas in a row, or one at an end, in %q)", len(out), clip.Line(s, 80))
		}
		out = append(out, f...)
		if len(out) > maxMoves {
			return nil, badRequest("moves: over the limit of %d", maxMoves)
		}
	}
	return out, nil
}

// handleAnalyse streams an analysis as server-sent events: "report" events
// while it runs (at most ten a second), then one "done" event, each with a
// Report as JSON. The search stops when the page closes the stream.
func (s *Server) handleAnalyse(w http.ResponseWriter, r *http.Request) {
	spec, _, err := analyseQuery(r.URL.Query(), s.cfg.MaxAnalysis)
	if err != nil {
		fail(w, err)
		return
	}
	flusher, _ := w.(http.Flusher)
	started := false
	send := func(event string, rep Report) {
		if !started {
			started = true
			w.Header().Set("Content-Type", "text/event-stream")
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("X-Accel-Buffering", "no")
			w.WriteHeader(http.StatusOK)
		}
		b, _ := json.Marshal(rep)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
		if flusher != nil {
			flusher.Flush()
		}
	}
	rep, err := s.search(r.Context(), spec, 100*time.Millisecond, func(rep Report) { send("report", rep) })
	if err != nil {
		if r.Context().Err() == nil && !started {
			fail(w, err)
		}
		return
	}
	// The last event goes out unless the page has gone: when the server
	// closes, the page learns why its analysis ended.
	if r.Context().Err() == nil || s.ctx.Err() != nil {
		send("done", rep)
	}
}

// graphRequest is POST /api/graph's body: a game whose every position is
// searched to a small node budget, for the evaluation graph.
type graphRequest struct {
	gameRequest
	Nodes  uint64 `json:"nodes"` // per position; default 20,000, at most 1,000,000
	Client string `json:"client"`
}

// GraphPoint is one position's score from White's view.
type GraphPoint struct {
	Ply   int    `json:"ply"`
	White int    `json:"white"` // centipawns; a mate is ±(10000 − moves)
	Mate  int    `json:"mate"`
	Score string `json:"score"` // White's view, as people read it
}

func (s *Server) handleGraph(w http.ResponseWriter, r *http.Request) {
	var req graphRequest
	if err := decode(r, &req); err != nil {
		fail(w, err)
		return
	}
	g, err := req.resolve()
	if err == nil {
		err = checkClient(req.Client)
	}
	if err == nil && req.Nodes > 1_000_000 {
		err = badRequest("nodes %d: at most 1000000", req.Nodes)
	}
	if err != nil {
		fail(w, err)
		return
	}
	nodes := req.Nodes
	if nodes == 0 {
		nodes = 20000
	}
	// The whole graph has MaxGraph: past it, or when the client starts
	// another search, the points so far are the answer, with why.
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.MaxGraph)
	defer cancel()
	ans := GraphAnswer{Points: []GraphPoint{}}
	for ply := 0; ply <= len(g.moves); ply++ {
		sub := &game{start: g.start, pos: g.start, moves: g.moves[:ply]}
		for _, m := range sub.moves {
			sub.history = append(sub.history, sub.pos.Key())
			sub.pos.MakeMove(m)
		}
		pt := GraphPoint{Ply: ply}
		if !sub.pos.HasLegalMoves() {
			if sub.pos.InCheck() { // mated: the side to move lost
				pt.White, pt.Score = 10000, "1-0"
				if sub.pos.SideToMove() == chess.White {
					pt.White, pt.Score = -10000, "0-1"
				}
			} else {
				pt.Score = "½-½"
			}
			ans.Points = append(ans.Points, pt)
			continue
		}
		l := newLimits(1)
		l.Nodes = nodes
		spec := searchSpec{game: sub, limits: l, client: req.Client, limit: s.cfg.MaxMove}
		rep, err := s.search(ctx, spec, 0, nil)
		if err != nil {
			fail(w, err)
			return
		}
		if rep.Stopped != "" {
			if r.Context().Err() != nil {
				return // the page went away: nobody to answer
			}
			ans.Stopped = rep.Stopped // the cut search's score is left out
			break
		}
		if len(rep.Lines) > 0 {
			l := rep.Lines[0]
			pt.White, pt.Mate = l.White, l.Mate
			pt.Score = fmt.Sprintf("%+.2f", float64(l.White)/100)
			switch {
			case l.Mate > 0:
				pt.Score = "#" + strconv.Itoa(l.Mate)
			case l.Mate < 0:
				pt.Score = "-#" + strconv.Itoa(-l.Mate)
			}
		}
		ans.Points = append(ans.Points, pt)
	}
	writeJSON(w, ans)
}

// GraphAnswer is POST /api/graph's answer: a point for each position from
// the start, all of them unless Stopped says why not ("time limit": the
// graph ran Config.MaxGraph; "replaced": the client started another
// search; "server closing").
type GraphAnswer struct {
	Points  []GraphPoint `json:"points"`
	Stopped string       `json:"stopped,omitempty"`
}

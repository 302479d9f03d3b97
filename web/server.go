package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/internal/clip"
)

//go:embed assets
var assets embed.FS

// Config bounds what the server gives its clients. The zero Config takes
// the defaults below.
type Config struct {
	// Searches is the most searches (analyses, engine moves, graphs and
	// perfts) that run at once; each has its own engine with HashMB of hash,
	// so the engines' memory is Searches × HashMB. Default: the number of
	// CPUs, at least 2.
	Searches int
	HashMB   int // each engine's hash table; default engine.DefaultHashMB
	// Eval is the engines' evaluation; the zero Eval the engine's default.
	Eval engine.Eval

	// QueueWait is how long a request waits for a free engine before it is
	// answered 503; default DefaultQueueWait.
	QueueWait time.Duration
	// MaxAnalysis stops an analysis that has run this long (the page offers
	// to go on); MaxMove caps an engine move.
	MaxAnalysis, MaxMove time.Duration
	// MaxGraph bounds a whole evaluation graph (POST /api/graph); the
	// positions not searched by then are left out.
	MaxGraph time.Duration
	// MaxPerftDepth caps perft divide.
	MaxPerftDepth int

	// BodyTimeout is how long a request's body may take to arrive, from
	// the end of its headers (which the http.Server's ReadHeaderTimeout
	// bounds); a body still arriving then is cut and its connection closed.
	// It is set on each request with a body, not on the server, so that
	// the long answers (analysis streams, engine moves) have no deadline.
	// Default 30 s: a 2 MiB PGN at 70 KB/s.
	BodyTimeout time.Duration
	// MaxConns bounds the connections open at once through Listener: a
	// client past it waits to be accepted. Default 512.
	MaxConns int

	// Addr is the address served, as the listener has it ("127.0.0.1:8080"):
	// a request's Host header must name it, or localhost, 127.0.0.1 or
	// [::1] with its port (guard.go). Empty: a loopback name, any port.
	Addr string
}

// The defaults of Config's zero fields (westcott serve's flags too).
const (
	DefaultQueueWait     = 30 * time.Second
	DefaultMaxAnalysis   = 10 * time.Minute
	DefaultMaxMove       = time.Minute
	DefaultMaxGraph      = 2 * time.Minute
	DefaultMaxPerftDepth = 5 // Kiwipete: 193,690,690 leaves, about a second
)

func (c Config) withDefaults() Config {
	if c.Searches <= 0 {
		c.Searches = max(2, runtime.NumCPU())
	}
	if c.HashMB <= 0 {
		c.HashMB = engine.DefaultHashMB
	}
	if c.QueueWait <= 0 {
		c.QueueWait = DefaultQueueWait
	}
	if c.MaxAnalysis <= 0 {
		c.MaxAnalysis = DefaultMaxAnalysis
	}
	if c.MaxMove <= 0 {
		c.MaxMove = DefaultMaxMove
	}
	if c.MaxGraph <= 0 {
		c.MaxGraph = DefaultMaxGraph
	}
	if c.MaxPerftDepth <= 0 {
		c.MaxPerftDepth = DefaultMaxPerftDepth
	}
	if c.BodyTimeout <= 0 {
		c.BodyTimeout = 30 * time.Second
	}
	if c.MaxConns <= 0 {
		c.MaxConns = 512
	}
	return c
}

// Server is the web page and its API. Make one with New, serve its
// Handler, and Close it to stop every search (Close makes an
// http.Server's Shutdown finish: the analysis streams end).
type Server struct {
	cfg     Config
	pool    *pool
	mux     *http.ServeMux
	handler http.Handler    // mux behind guard
	ctx     context.Context // cancelled by Close; every search derives from it
	cancel  context.CancelFunc

	mu      sync.Mutex
	clients map[string]*clientSearch // the live search of each client id

	started, finished, refused atomic.Int64
	conns                      atomic.Int64 // open through Listener
}

// clientSearch is a client's live search, stopped when the same client
// starts another: one search per browser tab.
type clientSearch struct{ cancel context.CancelFunc }

// New returns a server with cfg's limits (zero fields take the defaults).
func New(cfg Config) *Server {
	cfg = cfg.withDefaults()
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{cfg: cfg, ctx: ctx, cancel: cancel, clients: map[string]*clientSearch{}}
	s.pool = newPool(cfg.Searches, cfg.HashMB, cfg.Eval)
	s.routes()
	return s
}

// Handler returns the handler of the page and the API, behind the checks
// of guard.go (the Host, and on the API Origin and Sec-Fetch-Site).
func (s *Server) Handler() http.Handler { return s.handler }

// Context is cancelled by Close; pass it as an http.Server's BaseContext
// so that the requests end with the server.
func (s *Server) Context() context.Context { return s.ctx }

// Close stops every search and makes the running requests return. The
// engines are released as their searches end.
func (s *Server) Close() { s.cancel() }

// endpoints are the API's METHOD and path pairs (doc.go describes them).
var endpoints = []string{
	"POST /api/position", "POST /api/pgn", "POST /api/play", "GET /api/analyse", "POST /api/graph",
	"GET /api/sets", "POST /api/sets", "POST /api/see", "POST /api/perft", "GET /api/levels", "GET /api/stats",
}

func (s *Server) routes() {
	s.mux = http.NewServeMux()
	static, err := fs.Sub(assets, "assets")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	files := http.FileServerFS(static)
	s.mux.Handle("/", staticOnly(files))
	handlers := map[string]http.HandlerFunc{
		"POST /api/position": serveJSON((*positionRequest).state),
		"POST /api/pgn":      s.handlePGN,
		"POST /api/play":     s.handlePlay,
		"GET /api/analyse":   s.handleAnalyse,
		"POST /api/graph":    s.handleGraph,
		"GET /api/sets":      s.handleSetList,
		"POST /api/sets":     serveJSON((*setsRequest).answer),
		"POST /api/see":      serveJSON((*seeRequest).answer),
		"POST /api/perft":    s.handlePerft,
		"GET /api/levels":    s.handleLevels,
		"GET /api/stats":     s.handleStats,
	}
	for _, e := range endpoints {
		s.mux.HandleFunc(e, handlers[e])
	}
	s.handler = s.guard(s.mux)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		for _, e := range endpoints {
			if m, path, _ := strings.Cut(e, " "); path == r.URL.Path {
				w.Header().Set("Allow", m)
				writeError(w, http.StatusMethodNotAllowed, "%s %s: use %s", clip.Line(r.Method, 20), path, m)
				return
			}
		}
		writeError(w, http.StatusNotFound, "no API endpoint %s %s (see go doc ./web)", clip.Line(r.Method, 20), clip.Line(r.URL.Path, 80))
	})
}

// staticOnly serves the page's files to GET and HEAD, and makes the browser
// ask again for them (no-cache), so that a new binary's page is never mixed
// with an old script.
func staticOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeError(w, http.StatusMethodNotAllowed, "%s %s: the page's files are read with GET", clip.Line(r.Method, 20), clip.Line(r.URL.Path, 80))
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}

// Stats is what GET /api/stats answers: the load-test's window on the
// server.
type Stats struct {
	Searches  int   `json:"searches"`  // engines, the bound on searches at once
	Live      int   `json:"live"`      // searches running now
	Waiting   int64 `json:"waiting"`   // requests waiting for an engine
	Started   int64 `json:"started"`   // searches started since the server began
	Finished  int64 `json:"finished"`  // searches ended (by themselves, stopped, or their client gone)
	Refused   int64 `json:"refused"`   // requests answered 503: no engine free in time
	HeapMB    int   `json:"heapMB"`    // Go heap in use
	SysMB     int   `json:"sysMB"`     // memory obtained from the system
	Goroutine int   `json:"goroutine"` // goroutines
	Conns     int64 `json:"conns"`     // connections open (through Listener)
}

// Stats returns the server's counters now.
func (s *Server) Stats() Stats {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return Stats{
		Searches: s.cfg.Searches, Live: s.pool.live(), Waiting: s.pool.waiting.Load(),
		Started: s.started.Load(), Finished: s.finished.Load(), Refused: s.refused.Load(),
		HeapMB: int(m.HeapInuse >> 20), SysMB: int(m.Sys >> 20), Goroutine: runtime.NumGoroutine(),
		Conns: s.conns.Load(),
	}
}

func (s *Server) handleStats(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, s.Stats())
}

// claim registers a new search of client (if it names one), stopping the
// client's previous one, and returns the search's context and its release.
func (s *Server) claim(parent context.Context, client string, limit time.Duration) (context.Context, func()) {
	outer, cancelCause := context.WithCancelCause(parent)
	ctx, cancel := context.WithTimeout(outer, limit)
	stopServer := context.AfterFunc(s.ctx, cancel)
	if client == "" {
		return ctx, func() { stopServer(); cancel(); cancelCause(nil) }
	}
	me := &clientSearch{cancel: func() { cancelCause(errReplaced) }}
	s.mu.Lock()
	if old := s.clients[client]; old != nil {
		old.cancel()
	}
	s.clients[client] = me
	s.mu.Unlock()
	return ctx, func() {
		stopServer()
		cancel()
		cancelCause(nil)
		s.mu.Lock()
		if s.clients[client] == me {
			delete(s.clients, client)
		}
		s.mu.Unlock()
	}
}

// errBusy: no engine came free within QueueWait.
var errBusy = errors.New("every engine is busy; try again in a moment")

// errReplaced ends a search whose client has started another.
var errReplaced = errors.New("replaced by the client's next search")

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(v)
}

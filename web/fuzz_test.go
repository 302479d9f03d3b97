package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// FuzzRequest sends any body to each POST endpoint and any query to the
// analysis: the answer is 200 with JSON, or a 4xx with {"error": ...};
// never a 5xx, never a panic. The searching endpoints (play, graph,
// analyse) are decoded and checked up to the search, which is not started.
func FuzzRequest(f *testing.F) {
	f.Add(uint8(0), `{"fen": "", "moves": ["e2e4", "e7e5"], "tags": {"White": "x"}}`, "moves=e2e4&multipv=3")
	f.Add(uint8(1), `{"pgn": "[White \"a\"]\n1. e4 (1. d4 d5) e5 {c} 2. Nf3 $1 *"}`, "fen=8/8/8/8/8/8/8/K1k5%20w%20-%20-%200%201")
	f.Add(uint8(2), `{"fen": "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "item": "paths:e4-a1+h8"}`, "movetime=100")
	f.Add(uint8(3), `{"move": "Qxh3", "fen": "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}`, "client=a_b")
	f.Add(uint8(4), `{"depth": 2}`, "")
	f.Add(uint8(5), `{"level": 3, "wtime": 1000, "btime": 1000, "moves": ["e2e4"]}`, "moves=e2e4,zz")
	f.Add(uint8(6), `{"nodes": 100, "moves": ["d2d4"]}`, "multipv=0")
	s := New(Config{Searches: 1, MaxPerftDepth: 2, QueueWait: time.Second})
	defer s.Close()
	f.Fuzz(func(t *testing.T, which uint8, body, query string) {
		check := func(code int, b []byte) {
			t.Helper()
			if code >= 500 {
				t.Fatalf("endpoint %d, body %q: status %d %s", which, body, code, b)
			}
			if code >= 400 {
				var e errorBody
				if json.Unmarshal(b, &e) != nil || e.Error == "" {
					t.Fatalf("endpoint %d, body %q: status %d without an error message: %s", which, body, code, b)
				}
			} else if !json.Valid(b) {
				t.Fatalf("endpoint %d, body %q: invalid JSON %s", which, body, b)
			}
		}
		handlers := []struct {
			path string
			h    http.HandlerFunc
		}{
			{"/api/position", serveJSON((*positionRequest).state)}, {"/api/pgn", s.handlePGN},
			{"/api/sets", serveJSON((*setsRequest).answer)}, {"/api/see", serveJSON((*seeRequest).answer)}, {"/api/perft", s.handlePerft},
		}
		if int(which) < len(handlers) {
			h := handlers[which]
			w := httptest.NewRecorder()
			r := httptest.NewRequest("POST", h.path, strings.NewReader(body))
			r.Header.Set("Content-Type", "application/json")
			h.h(w, r)
			check(w.Code, w.Body.Bytes())
			return
		}
		var err error
		switch int(which) - len(handlers) {
		case 0:
			var req playRequest
			if err = decodeBytes([]byte(body), &req); err == nil {
				_, err = req.spec(time.Second)
			}
		case 1:
			var req graphRequest
			if err = decodeBytes([]byte(body), &req); err == nil {
				_, err = req.resolve()
			}
		default:
			q, perr := url.ParseQuery(query)
			if perr != nil {
				return // the HTTP server's own parsing, not ours
			}
			_, _, err = analyseQuery(q, time.Second)
		}
		if err != nil {
			w := httptest.NewRecorder()
			fail(w, err)
			check(w.Code, w.Body.Bytes())
		}
	})
}

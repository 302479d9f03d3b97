package web_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/web"
)

// A PGN import is bounded in its variations' depth, its moves and its
// answer: the 1.6 MB body of 200,000 nested variations of issue 28 gets a
// short 413, not an 8.6 MB answer (and 1.1 GB of server memory).
func TestPGNLimits(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	const n = 200_000
	nested := "1. e4 " + strings.Repeat("(1. d4 ", n) + strings.Repeat(")", n) + " *"
	long := strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 2600) + "*"
	lt := "1. e4 {" + strings.Repeat("<", 1<<20) + "} *"
	for _, c := range []struct {
		name, pgn, want string
	}{
		{"nested", nested, "variations nested over 32 deep"},
		{"long", long, "over 10000 moves in the game"},
		{"commentary", lt, "answer would be over"},
	} {
		var body strings.Builder
		enc := json.NewEncoder(&body)
		enc.SetEscapeHTML(false) // '<' is one byte of the body, six of the answer
		enc.Encode(map[string]string{"pgn": c.pgn})
		code, b := post(t, url+"/api/pgn", body.String(), nil)
		if code != 413 || !strings.Contains(b, c.want) || len(b) > 400 {
			t.Errorf("%s: %d %.300s (%d bytes), want 413 with %q", c.name, code, b, len(b), c.want)
		}
	}
	// At the limits, it is a game.
	ok := "1. e4 " + strings.Repeat("(1. d4 ", 32) + strings.Repeat(")", 32) + " *"
	body, _ := json.Marshal(map[string]string{"pgn": ok})
	if code, b := post(t, url+"/api/pgn", string(body), nil); code != 200 {
		t.Errorf("32 nested variations: %d %.300s", code, b)
	}
}

// A graph has a bound on its total time: 200 positions at a million nodes
// each would run for many minutes; with MaxGraph 300 ms the answer comes at
// once with the points searched so far and "stopped": "time limit".
func TestGraphTimeLimit(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1, MaxGraph: 300 * time.Millisecond})
	moves := strings.Repeat(`"g1f3", "g8f6", "f3g1", "f6g8", `, 50)
	t0 := time.Now()
	var ans web.GraphAnswer
	code, b := post(t, url+"/api/graph", `{"moves": [`+strings.TrimSuffix(moves, ", ")+`], "nodes": 1000000}`, &ans)
	if code != 200 || ans.Stopped != "time limit" || len(ans.Points) >= 201 || time.Since(t0) > 10*time.Second {
		t.Errorf("%d after %v: %d points, stopped %q: %.300s", code, time.Since(t0), len(ans.Points), ans.Stopped, b)
	}
	for i, p := range ans.Points {
		if p.Ply != i || p.Score == "" {
			t.Errorf("point %d: %+v", i, p)
		}
	}
	// A small graph is whole, with no "stopped".
	ans = web.GraphAnswer{}
	if code, b := post(t, url+"/api/graph", `{"moves": ["e2e4", "e7e5"], "nodes": 1000}`, &ans); code != 200 || len(ans.Points) != 3 || ans.Stopped != "" || strings.Contains(b, "stopped") {
		t.Errorf("%d %s", code, b)
	}
}

// A request waiting for an engine that its client replaces ends as a
// replaced search does, never with a 500: an engine move with 503 saying
// "replaced", an analysis with its "done" event, a graph with its points
// so far and "stopped": "replaced" (issue 28: 27 of 200 answers were 500).
func TestReplacedWhileQueued(t *testing.T) {
	srv, url := serve(t, web.Config{Searches: 1, QueueWait: 20 * time.Second})
	busy, err := http.Get(url + "/api/analyse?client=holder")
	if err != nil {
		t.Fatal(err)
	}
	events(t, busy.Body, func(string, web.Report) bool { return true }) // the engine is taken
	type answer struct {
		code int
		body string
	}
	for _, c := range []struct {
		name string
		send func() answer
		want func(a answer) bool
	}{
		{"play", func() answer {
			code, b := post(t, url+"/api/play", `{"client": "b", "movetime": 50}`, nil)
			return answer{code, b}
		}, func(a answer) bool { return a.code == 503 && strings.Contains(a.body, "replaced") }},
		{"graph", func() answer {
			code, b := post(t, url+"/api/graph", `{"client": "b", "moves": ["e2e4"]}`, nil)
			return answer{code, b}
		}, func(a answer) bool { return a.code == 200 && strings.Contains(a.body, `"stopped":"replaced"`) }},
		{"analyse", func() answer {
			resp, err := http.Get(url + "/api/analyse?client=b")
			if err != nil {
				return answer{0, err.Error()}
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			return answer{resp.StatusCode, string(b)}
		}, func(a answer) bool {
			return a.code == 200 && strings.Contains(a.body, "event: done") && strings.Contains(a.body, `"stopped":"replaced"`)
		}},
	} {
		got := make(chan answer)
		go func() { got <- c.send() }()
		for srv.Stats().Waiting == 0 {
			time.Sleep(5 * time.Millisecond)
		}
		// The same client's next request replaces the waiting one; it
		// waits in turn, and leaves at once (its context ends).
		ctx, cancel := context.WithCancel(context.Background())
		req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/analyse?client=b", nil)
		go func() {
			if resp, err := http.DefaultClient.Do(req); err == nil {
				resp.Body.Close()
			}
		}()
		select {
		case a := <-got:
			if !c.want(a) {
				t.Errorf("%s replaced while queued: %d %.300s", c.name, a.code, a.body)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("%s replaced while queued: no answer", c.name)
		}
		cancel()
		for srv.Stats().Waiting != 0 {
			time.Sleep(5 * time.Millisecond)
		}
	}
	busy.Body.Close()
	waitIdle(t, srv)
}

// An empty item in the analysis query's moves is a 400 naming it, not a
// move dropped (issue 28).
func TestAnalyseEmptyMove(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	for q, want := range map[string]string{
		"moves=e2e4,,e7e5":  "moves[1]: empty",
		"moves=e2e4,":       "moves[1]: empty",
		"moves=,e2e4":       "moves[0]: empty",
		"moves=e2e4,+,e7e5": "moves[1]: empty",
	} {
		resp, err := http.Get(url + "/api/analyse?movetime=50&" + q)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 400 || !strings.Contains(string(b), want) {
			t.Errorf("%s: %d %s, want 400 with %q", q, resp.StatusCode, b, want)
		}
	}
	resp, err := http.Get(url + "/api/analyse?movetime=50&moves=e2e4,e7e5+g1f3")
	if err != nil {
		t.Fatal(err)
	}
	_, last, _ := events(t, resp.Body, func(e string, _ web.Report) bool { return e == "done" })
	resp.Body.Close()
	if last.Best == "" || last.Best == "e2e4" {
		t.Errorf("three moves by commas and a space: %+v", last)
	}
}

// An engine move is refused, the same way, on every game that
// POST /api/position calls over (issue 28: a repetition and the fifty-move
// count at 100 got a move).
func TestPlayFinishedGame(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	for _, c := range []struct{ game, status string }{
		{`"moves": ["f2f3", "e7e5", "g2g4", "d8h4"]`, "checkmate"},
		{`"fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"`, "stalemate"},
		{`"moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]`, "threefold repetition"},
		{`"fen": "4k3/8/8/8/8/8/4P3/4K2R w - - 100 80"`, "fifty-move rule"},
		{`"fen": "8/8/8/8/8/8/8/K1k4N w - - 0 1"`, "insufficient material"},
	} {
		var st web.State
		post(t, url+"/api/position", "{"+c.game+"}", &st)
		code, b := post(t, url+"/api/play", "{"+c.game+`, "movetime": 50}`, nil)
		if st.Status != c.status || code != 400 || !strings.Contains(b, "the game is over ("+c.status+")") {
			t.Errorf("%s: position says %q; play %d %s", c.game, st.Status, code, b)
		}
	}
	// One ply short of each, the engine plays.
	for _, g := range []string{`"moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"]`, `"fen": "4k3/8/8/8/8/8/4P3/4K2R w - - 99 80"`} {
		if code, b := post(t, url+"/api/play", "{"+g+`, "movetime": 50}`, nil); code != 200 {
			t.Errorf("%s: %d %s", g, code, b)
		}
	}
}

package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/web"
)

// serve starts a server with cfg on loopback.
func serve(t *testing.T, cfg web.Config) (*web.Server, string) {
	t.Helper()
	srv := web.New(cfg)
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Config.BaseContext = func(net.Listener) context.Context { return srv.Context() }
	ts.Start()
	t.Cleanup(func() { srv.Close(); ts.Close() })
	return srv, ts.URL
}

// post sends a JSON body and decodes the answer into out (if not nil); it
// returns the status and the raw body.
func post(t *testing.T, url, body string, out any) (int, string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode == http.StatusOK && out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: %v\n%s", url, err, b)
		}
	}
	return resp.StatusCode, string(b)
}

func TestPositionStates(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	for _, c := range []struct {
		body                  string
		legal                 int
		status, result, check string
		pgnHas                string
	}{
		{`{}`, 20, "", "*", "", `[Result "*"]`},
		{`{"fen": "startpos", "moves": ["f2f3", "e7e5", "g2g4", "d8h4"], "tags": {"White": "Fool"}}`, 0, "checkmate", "0-1", "e1", "1. f3 e5 2. g4 Qh4# 0-1"},
		{`{"fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}`, 0, "stalemate", "1/2-1/2", "", `[FEN "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"]`},
		{`{"moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]}`, 20, "threefold repetition", "1/2-1/2", "", `[Termination "threefold repetition"]`},
		{`{"fen": "8/8/8/8/8/8/8/K1k4N w - - 0 1"}`, 3, "insufficient material", "1/2-1/2", "", ""},
		{`{"moves": ["e2e4"], "result": "0-1", "reason": "White resigns", "tags": {"White": "Me", "Black": "Westcott"}}`, 20, "White resigns", "0-1", "", `[White "Me"]`},
		{`{"fen": "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "moves": ["e1g1"]}`, 23, "", "*", "", "1. O-O *"},
	} {
		var st web.State
		code, body := post(t, url+"/api/position", c.body, &st)
		if code != 200 {
			t.Errorf("%s: %d %s", c.body, code, body)
			continue
		}
		if len(st.Legal) != c.legal || st.Status != c.status || st.Result != c.result || st.Check != c.check || !strings.Contains(st.PGN, c.pgnHas) {
			t.Errorf("%s: %d legal, status %q, result %q, check %q, PGN\n%s", c.body, len(st.Legal), st.Status, st.Result, st.Check, st.PGN)
		}
	}
	// Castling is the king's move to its target square; promotions list
	// each piece.
	var st web.State
	post(t, url+"/api/position", `{"fen": "4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1"}`, &st)
	var castle, promos []string
	for _, l := range st.Legal {
		if l.From == "e1" && (l.To == "g1" || l.To == "c1") {
			castle = append(castle, l.SAN)
		}
		if l.Promo != "" {
			promos = append(promos, l.SAN)
		}
	}
	if strings.Join(castle, " ") != "O-O-O O-O" && strings.Join(castle, " ") != "O-O O-O-O" || len(promos) != 4 {
		t.Errorf("castling %v, promotions %v", castle, promos)
	}
	// Who could still mate, for a flag fall: K+N against K+P both, K+N
	// against K neither.
	for fen, want := range map[string]web.Sides{
		"kn6/8/8/8/8/8/7P/K7 w - - 0 1": {W: true, B: true},
		"kn6/8/8/8/8/8/8/K7 w - - 0 1":  {},
	} {
		var st web.State
		post(t, url+"/api/position", `{"fen": "`+fen+`"}`, &st)
		if st.CanMate != want {
			t.Errorf("%s: canMate %+v, want %+v", fen, st.CanMate, want)
		}
	}
}

// TestPositionOpening: the answer names the game's opening by its last
// named position, whatever the move order, and leaves it out when none is.
func TestPositionOpening(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	advance := &web.Opening{ECO: "C02", Name: "French Defense: Advance Variation"}
	for _, c := range []struct {
		body string
		want *web.Opening
	}{
		{`{"moves": ["e2e4", "e7e6", "d2d4", "d7d5", "e4e5"]}`, advance},
		{`{"moves": ["d2d4", "e7e6", "e2e4", "d7d5", "e4e5", "c7c5", "a2a3"]}`, advance},
		{`{}`, nil},
		{`{"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "moves": ["e1d2"]}`, nil},
	} {
		var st web.State
		if code, body := post(t, url+"/api/position", c.body, &st); code != 200 {
			t.Fatalf("%s: %d %s", c.body, code, body)
		}
		if (st.Opening == nil) != (c.want == nil) || st.Opening != nil && *st.Opening != *c.want {
			t.Errorf("%s: opening %+v, want %+v", c.body, st.Opening, c.want)
		}
	}
}

// Every bad request gets a 4xx and a message that says what was wrong.
func TestBadRequests(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	for _, c := range []struct {
		method, path, ctype, body string
		status                    int
		want                      string
	}{
		{"POST", "/api/position", "application/json", `{"fen": "8/8/8 w - - 0 1"}`, 400, "fen: invalid FEN"},
		{"POST", "/api/position", "application/json", `{"moves": ["e2e5"]}`, 400, `moves[0]: illegal move "e2e5"`},
		{"POST", "/api/position", "application/json", `{"moves": ["e2e4", "zz"]}`, 400, "moves[1]"},
		{"POST", "/api/position", "application/json", `{"move": "e2e4"}`, 400, `unknown field "move"`},
		{"POST", "/api/position", "application/json", `{"moves": "e2e4"}`, 400, "bad JSON body"},
		{"POST", "/api/position", "application/json", `{} {}`, 400, "data after the object"},
		{"POST", "/api/position", "application/json", ``, 400, "empty body"},
		{"POST", "/api/position", "text/plain", `{}`, 415, "send application/json"},
		{"POST", "/api/position", "application/json", `{"result": "2-0"}`, 400, `result "2-0"`},
		{"POST", "/api/position", "application/json", `{"tags": {"Bad\"Name": "x"}}`, 400, "tag"},
		{"POST", "/api/position", "application/json", `{"fen": "` + strings.Repeat("x", 300) + `"}`, 400, "fen: over 200 bytes"},
		{"POST", "/api/position", "application/json", `{"moves": [` + strings.Repeat(`"e2e4",`, 2000) + `"e2e4"]}`, 400, "over the limit of 2000"},
		{"POST", "/api/position", "application/json", `"` + strings.Repeat("x", 3<<20) + `"`, 413, "body over"},
		{"POST", "/api/play", "application/json", `{"level": 10}`, 400, "level 10: want 1..9"},
		{"POST", "/api/play", "application/json", `{"wtime": -5}`, 400, "wtime -5"},
		{"POST", "/api/play", "application/json", `{"client": "a b"}`, 400, `client "a b"`},
		{"POST", "/api/play", "application/json", `{"moves": ["f2f3", "e7e5", "g2g4", "d8h4"]}`, 400, "the game is over"},
		{"GET", "/api/analyse?multipv=9", "", "", 400, `multipv "9": want 1..8`},
		{"GET", "/api/analyse?moves=e2e4,e2e4", "", "", 400, "moves[1]"},
		{"GET", "/api/analyse?movetime=x", "", "", 400, `movetime "x"`},
		{"POST", "/api/graph", "application/json", `{"nodes": 5000000}`, 400, "nodes 5000000"},
		{"POST", "/api/sets", "application/json", `{"item": "attackers"}`, 400, "attackers needs a square"},
		{"POST", "/api/sets", "application/json", `{"item": "nonsense"}`, 400, `unknown name "nonsense"`},
		{"POST", "/api/see", "application/json", `{"move": "e5"}`, 400, `move: illegal move "e5"`},
		{"POST", "/api/perft", "application/json", `{"depth": 9}`, 400, "depth 9: want 1..5"},
		{"POST", "/api/pgn", "application/json", `{"pgn": "1. e4 e5 2. Ke3 *"}`, 400, `pgn: `},
		{"POST", "/api/pgn", "application/json", `{"pgn": ""}`, 400, "no game"},
		{"GET", "/api/position", "", "", 405, "GET /api/position: use POST"},
		{"GET", "/api/nothing", "", "", 404, "no API endpoint GET /api/nothing"},
		{"POST", "/index.html", "application/json", `{}`, 405, "read with GET"},
	} {
		req, _ := http.NewRequest(c.method, url+c.path, strings.NewReader(c.body))
		if c.ctype != "" {
			req.Header.Set("Content-Type", c.ctype)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		var e struct{ Error string }
		if json.Unmarshal(b, &e) != nil || e.Error == "" {
			t.Errorf("%s %s: the answer %q is not {\"error\": ...}", c.method, c.path, b)
		}
		if resp.StatusCode != c.status || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s %s %.60q: %d %s, want %d containing %q", c.method, c.path, c.body, resp.StatusCode, b, c.status, c.want)
		}
	}
}

func TestPlay(t *testing.T) {
	srv, url := serve(t, web.Config{Searches: 1})
	for _, body := range []string{
		`{"moves": ["e2e4"], "level": 1}`,
		`{"moves": ["e2e4"], "level": 8, "wtime": 2000, "btime": 2000, "winc": 100, "binc": 100}`,
		`{"fen": "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "level": 3}`,
	} {
		var ans web.PlayAnswer
		code, b := post(t, url+"/api/play", body, &ans)
		if code != 200 {
			t.Fatalf("%s: %d %s", body, code, b)
		}
		var req struct {
			FEN   string
			Moves []string
		}
		json.Unmarshal([]byte(body), &req)
		pos := chess.StartPosition()
		if req.FEN != "" {
			pos, _ = chess.ParseFEN(req.FEN)
		}
		for _, u := range req.Moves {
			m, _ := pos.ParseMove(u)
			pos.MakeMove(m)
		}
		m, err := pos.ParseMove(ans.Move)
		if err != nil || pos.SAN(m) != ans.SAN {
			t.Errorf("%s: move %s (%s): %v", body, ans.Move, ans.SAN, err)
		}
	}
	if s := srv.Stats(); s.Live != 0 || s.Started != 3 || s.Finished != 3 {
		t.Errorf("stats after three moves: %+v", s)
	}
}

// events reads server-sent events until the stream ends or stop says so.
func events(t *testing.T, body io.Reader, stop func(event string, r web.Report) bool) (n int, last web.Report, lastEvent string) {
	t.Helper()
	sc := bufio.NewScanner(body)
	event := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			event = line[7:]
		case strings.HasPrefix(line, "data: "):
			var r web.Report
			if err := json.Unmarshal([]byte(line[6:]), &r); err != nil {
				t.Fatalf("event %s: %v: %s", event, err, line)
			}
			n++
			last, lastEvent = r, event
			if stop(event, r) {
				return
			}
		}
	}
	return
}

func TestAnalyseStream(t *testing.T) {
	srv, url := serve(t, web.Config{Searches: 2})
	resp, err := http.Get(url + "/api/analyse?moves=e2e4,e7e5&movetime=300&client=a")
	if err != nil {
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != 200 || ct != "text/event-stream" {
		t.Fatalf("%d %s", resp.StatusCode, ct)
	}
	n, last, ev := events(t, resp.Body, func(string, web.Report) bool { return false })
	resp.Body.Close()
	if n < 2 || ev != "done" || !last.Done || last.Best == "" || len(last.Lines) == 0 || last.Lines[0].SAN[0] != last.BestSAN || last.Stopped != "" {
		t.Errorf("%d events, last %s %+v", n, ev, last)
	}

	// An endless analysis stops when its client goes away ...
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/analyse?client=b&multipv=2", nil)
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	events(t, resp.Body, func(string, web.Report) bool { return true })
	if live := srv.Stats().Live; live != 1 {
		t.Errorf("%d live searches, want 1", live)
	}
	cancel()
	resp.Body.Close()
	waitIdle(t, srv)

	// ... or when the same client starts another.
	resp1, err := http.Get(url + "/api/analyse?client=c")
	if err != nil {
		t.Fatal(err)
	}
	events(t, resp1.Body, func(string, web.Report) bool { return true })
	resp2, err := http.Get(url + "/api/analyse?client=c&movetime=200")
	if err != nil {
		t.Fatal(err)
	}
	_, last, ev = events(t, resp1.Body, func(e string, _ web.Report) bool { return e == "done" })
	if ev != "done" || last.Stopped != "replaced" || last.Best == "" {
		t.Errorf("the replaced analysis ended with %s %+v", ev, last)
	}
	resp1.Body.Close()
	events(t, resp2.Body, func(string, web.Report) bool { return false })
	resp2.Body.Close()
	waitIdle(t, srv)
	if s := srv.Stats(); s.Started != s.Finished || s.Started != 4 {
		t.Errorf("stats %+v", s)
	}
}

// waitIdle waits until no search runs.
func waitIdle(t *testing.T, srv *web.Server) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); srv.Stats().Live != 0; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("searches still live: %+v", srv.Stats())
		}
	}
}

// With every engine busy, a request waits QueueWait and is answered 503.
// Close ends the streams that run.
func TestBusyAndClose(t *testing.T) {
	srv, url := serve(t, web.Config{Searches: 1, QueueWait: 100 * time.Millisecond})
	resp, err := http.Get(url + "/api/analyse?client=x")
	if err != nil {
		t.Fatal(err)
	}
	events(t, resp.Body, func(string, web.Report) bool { return true })
	code, body := post(t, url+"/api/play", `{"level": 1}`, nil)
	if code != 503 || !strings.Contains(body, "every engine is busy") {
		t.Errorf("%d %s", code, body)
	}
	if s := srv.Stats(); s.Refused != 1 {
		t.Errorf("stats %+v", s)
	}
	done := make(chan string)
	go func() {
		_, last, ev := events(t, resp.Body, func(e string, _ web.Report) bool { return e == "done" })
		done <- ev + " " + last.Stopped
	}()
	srv.Close()
	select {
	case got := <-done:
		if got != "done server closing" && got != " " { // the stream may end before its last event
			t.Errorf("the stream ended with %q", got)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not end the analysis")
	}
	resp.Body.Close()
	waitIdle(t, srv)
}

func TestPGNImport(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	var g web.ImportedGame
	code, b := post(t, url+"/api/pgn", `{"pgn": "[White \"A\"]\n\n1. e4 e5 (1... c5 2. Nf3 {Sicilian} (2. c3)) 2. Nf3 $1 *"}`, &g)
	if code != 200 {
		t.Fatalf("%d %s", code, b)
	}
	if len(g.Moves) != 3 || g.Moves[1].SAN != "e5" || len(g.Moves[1].Variations) != 1 {
		t.Fatalf("%+v", g)
	}
	v := g.Moves[1].Variations[0]
	if len(v) != 2 || v[0].UCI != "c7c5" || v[1].Comment != "Sicilian" || len(v[1].Variations) != 1 || v[1].Variations[0][0].SAN != "c3" {
		t.Errorf("variation %+v", v)
	}
	if g.Moves[2].NAGs[0] != 1 || g.Tags[0] != [2]string{"White", "A"} {
		t.Errorf("%+v", g)
	}
}

func TestSetsAndPerft(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	var sets struct{ Views []web.SetView }
	code, b := post(t, url+"/api/sets", `{"fen": "7k/8/8/8/8/8/8/K7 w - - 0 1", "item": "paths:e4-a1+h8"}`, &sets)
	if code != 200 || len(sets.Views) != 1 {
		t.Fatalf("%d %s", code, b)
	}
	v := sets.Views[0]
	if len(v.Squares) != 15 || v.Marks["e4"] != "0" || v.Marks["h8"] != "4" || !strings.HasPrefix(v.Diagram, ". . . . . . . 1\n") {
		t.Errorf("%+v", v)
	}
	var perft struct {
		Moves []web.PerftRow
		Total uint64
	}
	code, b = post(t, url+"/api/perft", `{"fen": "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "depth": 3}`, &perft)
	if code != 200 || perft.Total != 97862 || len(perft.Moves) != 48 {
		t.Errorf("%d %s", code, b)
	}
	var see struct{ Text string }
	post(t, url+"/api/see", `{"fen": "3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "move": "Rxd5"}`, &see)
	if !strings.HasPrefix(see.Text, "SEE of Rxd5 (d2d5): 100\n") {
		t.Errorf("see %q", see.Text)
	}
}

// A line of the last iteration that begins with the move a new line has
// taken is dropped, so that no move shows as two lines.
func TestLinesNotRepeated(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	resp, err := http.Get(url + "/api/analyse?multipv=4&movetime=1500&moves=e2e4,e7e5,g1f3,b8c6")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, _, _ := events(t, resp.Body, func(e string, r web.Report) bool {
		first := map[string]bool{}
		for _, l := range r.Lines {
			if first[l.PV[0]] {
				t.Fatalf("%s shows %s twice: %+v", e, l.PV[0], r.Lines)
			}
			first[l.PV[0]] = true
		}
		return false
	})
	if n < 2 {
		t.Errorf("%d reports", n)
	}
}

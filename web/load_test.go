package web_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/web"
)

// TestLoad runs clients on loopback against one server for a while, each
// in a loop of analyses (an endless search it leaves after a random time:
// the search must stop then) and engine moves, with a position request
// now and then. It fails on any error (a status other than 200, a bad
// answer, a refused request), on searches left running after the clients
// have gone, and on a heap above 256 MB (eight engines of 16 MB hash). By default it is small (8 clients
// for 3 s); WESTCOTT_LOAD=50x60s runs the full load test of the README.
func TestLoad(t *testing.T) {
	clients, dur := 8, 3*time.Second
	if spec := os.Getenv("WESTCOTT_LOAD"); spec != "" {
		var secs int
		if _, err := fmt.Sscanf(spec, "%dx%ds", &clients, &secs); err != nil || clients < 1 || secs < 1 {
			t.Fatalf("WESTCOTT_LOAD=%q: want CLIENTSxSECONDSs, e.g. 50x60s", spec)
		}
		dur = time.Duration(secs) * time.Second
	}
	srv, url := serve(t, web.Config{Searches: 8})
	httpc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients * 2}}

	var (
		mu                       sync.Mutex
		errs                     []string
		playLat, firstLat        []time.Duration
		analyses, played, others atomic.Int64
		reports                  atomic.Int64
	)
	fail := func(format string, args ...any) {
		mu.Lock()
		if len(errs) < 20 {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
		mu.Unlock()
	}
	openings := [][]string{{}, {"e2e4"}, {"d2d4", "g8f6"}, {"e2e4", "c7c5", "g1f3"}, {"c2c4", "e7e5", "b1c3", "g8f6"}}

	// Sample the server while the clients run.
	var maxHeap, maxLive, maxWaiting, maxG int64
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			s := srv.Stats()
			maxHeap, maxLive = max(maxHeap, int64(s.HeapMB)), max(maxLive, int64(s.Live))
			maxWaiting, maxG = max(maxWaiting, s.Waiting), max(maxG, int64(s.Goroutine))
			select {
			case <-stopSampling:
				return
			case <-tick.C:
			}
		}
	}()

	deadline := time.Now().Add(dur)
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(c), 7))
			id := fmt.Sprintf("load%d", c)
			for time.Now().Before(deadline) {
				moves := openings[rng.IntN(len(openings))]
				switch k := rng.IntN(10); {
				case k < 5:
					analyses.Add(1)
					n, first, err := analyse(httpc, url, id, moves, 1+rng.IntN(3), time.Duration(200+rng.IntN(1300))*time.Millisecond)
					reports.Add(int64(n))
					if err != nil {
						fail("client %d analysis: %v", c, err)
					} else {
						mu.Lock()
						firstLat = append(firstLat, first)
						mu.Unlock()
					}
				case k < 9:
					moves2 := moves
					t0 := time.Now()
					body, _ := json.Marshal(map[string]any{"moves": moves2, "level": 1 + rng.IntN(8), "movetime": 100 + rng.IntN(200), "client": id})
					var ans web.PlayAnswer
					if err := postJSON(httpc, url+"/api/play", body, &ans); err != nil {
						fail("client %d play: %v", c, err)
						continue
					}
					if !legalAfter(moves2, ans.Move) {
						fail("client %d play: illegal move %q after %v", c, ans.Move, moves2)
					}
					played.Add(1)
					mu.Lock()
					playLat = append(playLat, time.Since(t0))
					mu.Unlock()
				default:
					others.Add(1)
					body, _ := json.Marshal(map[string]any{"moves": moves, "item": "attacks:white"})
					var v struct{ Views []web.SetView }
					if err := postJSON(httpc, url+"/api/sets", body, &v); err != nil || len(v.Views) != 1 {
						fail("client %d sets: %v", c, err)
					}
				}
			}
		}()
	}
	wg.Wait()
	end := time.Now()
	// Every search ends once its client has gone.
	for srv.Stats().Live != 0 {
		if time.Since(end) > 10*time.Second {
			t.Errorf("searches still running 10 s after the clients left: %+v", srv.Stats())
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	idle := time.Since(end)
	close(stopSampling)
	<-sampled
	s := srv.Stats()
	pct := func(d []time.Duration, p int) time.Duration {
		if len(d) == 0 {
			return 0
		}
		slices.Sort(d)
		return d[(len(d)-1)*p/100].Round(time.Millisecond)
	}
	t.Logf("%d clients for %v on loopback, %d engines: %d analyses (%d reports streamed), %d engine moves, %d set requests; %d errors",
		clients, dur, s.Searches, analyses.Load(), reports.Load(), played.Load(), others.Load(), len(errs))
	t.Logf("engine move latency p50 %v p95 %v max %v; analysis first report p50 %v p95 %v max %v",
		pct(playLat, 50), pct(playLat, 95), pct(playLat, 100), pct(firstLat, 50), pct(firstLat, 95), pct(firstLat, 100))
	t.Logf("searches started %d, finished %d, refused %d; at most %d live, %d waiting; heap at most %d MB (now %d MB, sys %d MB); at most %d goroutines; all searches ended %v after the last client left",
		s.Started, s.Finished, s.Refused, maxLive, maxWaiting, maxHeap, s.HeapMB, s.SysMB, maxG, idle.Round(time.Millisecond))
	for _, e := range errs {
		t.Error(e)
	}
	if s.Started != s.Finished || s.Refused != 0 {
		t.Errorf("started %d, finished %d, refused %d", s.Started, s.Finished, s.Refused)
	}
	if maxLive > int64(s.Searches) {
		t.Errorf("%d searches at once, over the bound of %d", maxLive, s.Searches)
	}
	if maxHeap > 256 {
		t.Errorf("heap reached %d MB", maxHeap)
	}
}

// analyse opens an analysis, reads its reports for stay after the first,
// and leaves. It returns the reports read and the wait for the first.
func analyse(c *http.Client, url, id string, moves []string, multipv int, stay time.Duration) (int, time.Duration, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	q := fmt.Sprintf("%s/api/analyse?client=%s&multipv=%d&moves=%s", url, id, multipv, strings.Join(moves, ","))
	req, _ := http.NewRequestWithContext(ctx, "GET", q, nil)
	t0 := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		return 0, 0, fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	var first time.Duration
	var leave <-chan time.Time
	n := 0
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
	}()
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				return n, first, fmt.Errorf("the stream ended after %d reports", n)
			}
			if !strings.HasPrefix(l, "data: ") {
				continue
			}
			var r web.Report
			if err := json.Unmarshal([]byte(l[6:]), &r); err != nil {
				return n, first, err
			}
			if len(r.Lines) == 0 {
				return n, first, fmt.Errorf("a report without lines: %s", l)
			}
			n++
			if n == 1 {
				first = time.Since(t0)
				leave = time.After(stay)
			}
		case <-leave:
			return n, first, nil // the client leaves: the deferred cancel closes the stream
		}
	}
}

func postJSON(c *http.Client, url string, body []byte, out any) error {
	resp, err := c.Post(url, "application/json", strings.NewReader(string(body)))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	return json.Unmarshal(b, out)
}

func legalAfter(moves []string, u string) bool {
	pos := chess.StartPosition()
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return false
		}
		pos.MakeMove(m)
	}
	_, err := pos.ParseMove(u)
	return err == nil
}

// TestHostileLoad sends 200 requests on loopback, 20 at once, mixing valid
// ones (positions, engine moves from five clients that replace each other,
// short analyses) with what a hostile page or user sends: a foreign Host
// or Origin, Sec-Fetch-Site cross-site, 200,000 nested variations, a PGN
// over the move limit, a graph of 300 positions at a million nodes, a body
// over 2 MiB, bad JSON, an empty move item, an engine move on a drawn game.
// Each kind has the answers it may get; none may be a 500, no request may
// fail or make the server panic, and once the searches have ended the
// heap must be back within 32 MB of where it began (issue 28).
func TestHostileLoad(t *testing.T) {
	srv := web.New(web.Config{Searches: 4, MaxGraph: time.Second})
	var logged strings.Builder
	var logMu sync.Mutex
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Config.BaseContext = func(net.Listener) context.Context { return srv.Context() }
	ts.Config.ErrorLog = log.New(writerFunc(func(b []byte) (int, error) {
		logMu.Lock()
		defer logMu.Unlock()
		return logged.Write(b)
	}), "", 0)
	ts.Start()
	defer func() { srv.Close(); ts.Close() }()
	url := ts.URL

	runtime.GC()
	start := srv.Stats().HeapMB

	const n = 20 * 5
	nested := `{"pgn": "1. e4 ` + strings.Repeat("(1. d4 ", 200_000) + strings.Repeat(")", 200_000) + ` *"}`
	long := `{"pgn": "` + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 2600) + `*"}`
	graph := `{"client": "graph", "nodes": 1000000, "moves": [` + strings.TrimSuffix(strings.Repeat(`"g1f3", "g8f6", "f3g1", "f6g8", `, 75), ", ") + `]}`
	big := `{"pgn": "` + strings.Repeat("x", 3<<20) + `"}`
	type kind struct {
		name, method, path, body string
		header                   map[string]string
		ok                       []int
	}
	kinds := []kind{
		{"position", "POST", "/api/position", `{"moves": ["e2e4", "e7e5"]}`, nil, []int{200}},
		{"play", "POST", "/api/play", `{"moves": ["d2d4"], "level": 2, "movetime": 50, "client": "c%d"}`, nil, []int{200, 503}},
		{"analyse", "GET", "/api/analyse?movetime=100&client=a%d&moves=e2e4", "", nil, []int{200, 503}},
		{"foreign host", "GET", "/api/analyse", "", map[string]string{"Host": "evil.example"}, []int{403}},
		{"foreign origin", "POST", "/api/play", `{}`, map[string]string{"Origin": "http://evil.example"}, []int{403}},
		{"cross-site", "GET", "/api/analyse", "", map[string]string{"Sec-Fetch-Site": "cross-site"}, []int{403}},
		{"nested variations", "POST", "/api/pgn", nested, nil, []int{413}},
		{"long game", "POST", "/api/pgn", long, nil, []int{413}},
		{"huge graph", "POST", "/api/graph", graph, nil, []int{200, 503}},
		{"big body", "POST", "/api/pgn", big, nil, []int{413}},
		{"bad JSON", "POST", "/api/position", `{"moves": [`, nil, []int{400}},
		{"empty move", "GET", "/api/analyse?moves=e2e4,,e7e5", "", nil, []int{400}},
		{"drawn game", "POST", "/api/play", `{"moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]}`, nil, []int{400}},
	}
	httpc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 20}, Timeout: time.Minute}
	var (
		mu     sync.Mutex
		counts = map[string]map[int]int{}
		errs   []string
	)
	sem := make(chan struct{}, 20)
	var wg sync.WaitGroup
	for i := range 2 * n {
		k := kinds[i%len(kinds)]
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			path, body := k.path, k.body
			if strings.Contains(path, "%d") {
				path = fmt.Sprintf(path, i%5)
			}
			if strings.Contains(body, "%d") {
				body = fmt.Sprintf(body, i%5)
			}
			req, _ := http.NewRequest(k.method, url+path, strings.NewReader(body))
			if k.method == "POST" {
				req.Header.Set("Content-Type", "application/json")
			}
			for h, v := range k.header {
				if h == "Host" {
					req.Host = v
				} else {
					req.Header.Set(h, v)
				}
			}
			resp, err := httpc.Do(req)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				errs = append(errs, fmt.Sprintf("%s: %v", k.name, err))
				return
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if counts[k.name] == nil {
				counts[k.name] = map[int]int{}
			}
			counts[k.name][resp.StatusCode]++
			if !slices.Contains(k.ok, resp.StatusCode) {
				errs = append(errs, fmt.Sprintf("%s: %d %.200s, want one of %v", k.name, resp.StatusCode, b, k.ok))
			}
		}()
	}
	wg.Wait()
	waitIdle(t, srv)
	httpc.CloseIdleConnections()
	runtime.GC()
	s := srv.Stats()
	t.Logf("%d requests, 20 at once: %v", 2*n, counts)
	t.Logf("heap %d MB at the start, %d MB after (sys %d MB); searches started %d, finished %d, refused %d", start, s.HeapMB, s.SysMB, s.Started, s.Finished, s.Refused)
	for _, e := range errs {
		t.Error(e)
	}
	fivehundreds := 0
	for _, c := range counts {
		fivehundreds += c[500]
	}
	if fivehundreds != 0 {
		t.Errorf("%d answers of 500", fivehundreds)
	}
	logMu.Lock()
	if strings.Contains(logged.String(), "panic") {
		t.Errorf("the server panicked:\n%.2000s", logged.String())
	}
	logMu.Unlock()
	if s.HeapMB > start+32 {
		t.Errorf("heap %d MB after the load, %d MB before", s.HeapMB, start)
	}
	if s.Started != s.Finished {
		t.Errorf("started %d, finished %d", s.Started, s.Finished)
	}
}

// writerFunc makes a function an io.Writer (the server's error log).
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

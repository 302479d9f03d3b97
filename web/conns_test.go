package web_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/web"
)

// serveLimited serves srv as westcott serve does: on its Listener, with a
// header timeout, and returns the address.
func serveLimited(t *testing.T, srv *web.Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 5 * time.Second,
		BaseContext: func(net.Listener) context.Context { return srv.Context() }}
	go hs.Serve(srv.Listener(ln))
	t.Cleanup(func() { srv.Close(); hs.Close() })
	return ln.Addr().String()
}

// slowBody opens a connection that sends a request's headers and the
// first byte of its 100-byte body, then nothing.
func slowBody(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, "POST /api/position HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{", addr)
	return c
}

// waitConns waits until the server counts want connections open, up to
// wait, and returns the count it saw last.
func waitConns(srv *web.Server, want int64, wait time.Duration) int64 {
	end := time.Now().Add(wait)
	for srv.Stats().Conns != want && time.Now().Before(end) {
		time.Sleep(10 * time.Millisecond)
	}
	return srv.Stats().Conns
}

// TestSlowBodies: 200 connections whose bodies stop after one byte, on a
// server of two searches, do not stop a normal request being answered;
// each slow one is answered 400 and closed once its BodyTimeout passes,
// and every connection is released (issue 43: 80 of them took every file
// descriptor). The numbers are logged; the assertions leave room for a
// loaded machine.
func TestSlowBodies(t *testing.T) {
	srv := web.New(web.Config{Searches: 2, BodyTimeout: 2 * time.Second})
	addr := serveLimited(t, srv)
	slow := make([]net.Conn, 200)
	for i := range slow {
		slow[i] = slowBody(t, addr)
		defer slow[i].Close()
	}
	if n := waitConns(srv, 200, 10*time.Second); n != 200 {
		t.Fatalf("%d connections open, want the 200 slow ones", n)
	}
	client := &http.Client{Timeout: 10 * time.Second}
	began := time.Now()
	resp, err := client.Post("http://"+addr+"/api/position", "application/json", strings.NewReader(`{"moves":["e2e4"]}`))
	if err != nil {
		t.Fatalf("a normal request beside 200 slow bodies: %v", err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	took := time.Since(began)
	st := srv.Stats()
	t.Logf("a normal request beside 200 slow bodies: %d in %v; heap %d MB, from the system %d MB, %d goroutines", resp.StatusCode, took, st.HeapMB, st.SysMB, st.Goroutine)
	if resp.StatusCode != http.StatusOK || took > 5*time.Second || st.HeapMB > 150 {
		t.Errorf("a normal request beside 200 slow bodies: %d in %v, heap %d MB", resp.StatusCode, took, st.HeapMB)
	}
	client.CloseIdleConnections()
	// Each slow request is answered 400 and its connection closed.
	for i, c := range slow {
		c.SetReadDeadline(time.Now().Add(20 * time.Second))
		r, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("slow connection %d: %v, want an answer once the body's time is up", i, err)
		}
		b, _ := io.ReadAll(r.Body)
		if r.StatusCode != http.StatusBadRequest || !strings.Contains(string(b), "timeout") {
			t.Fatalf("slow connection %d: %d %s, want 400 naming the timeout", i, r.StatusCode, b)
		}
		if _, err := c.Read(make([]byte, 1)); err != io.EOF {
			t.Fatalf("slow connection %d: %v after the answer, want it closed", i, err)
		}
	}
	if n := waitConns(srv, 0, 10*time.Second); n != 0 {
		t.Errorf("%d connections still open, want none", n)
	}
}

// TestMaxConns: past MaxConns, a connection waits to be accepted, and is
// served when one closes.
func TestMaxConns(t *testing.T) {
	srv := web.New(web.Config{Searches: 1, MaxConns: 3, BodyTimeout: time.Minute})
	addr := serveLimited(t, srv)
	var slow []net.Conn
	for range 3 {
		slow = append(slow, slowBody(t, addr))
	}
	if n := waitConns(srv, 3, 10*time.Second); n != 3 {
		t.Fatalf("%d connections open, want 3", n)
	}
	done := make(chan int, 1)
	go func() {
		resp, err := http.Get("http://" + addr + "/api/levels")
		if err != nil {
			done <- 0
			return
		}
		resp.Body.Close()
		done <- resp.StatusCode
	}()
	select {
	case code := <-done:
		t.Fatalf("a fourth connection served at once (%d), past MaxConns 3", code)
	case <-time.After(300 * time.Millisecond):
	}
	if n := srv.Stats().Conns; n != 3 {
		t.Errorf("%d connections open, want MaxConns 3", n)
	}
	slow[0].Close()
	select {
	case code := <-done:
		if code != http.StatusOK {
			t.Errorf("the fourth connection, once one closed: %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Error("the fourth connection not served after one closed")
	}
	for _, c := range slow[1:] {
		c.Close()
	}
}

// TestBodyTimeoutLifted: the body's deadline ends with the body, so an
// answer that takes longer (an engine move, a graph) is not cut.
func TestBodyTimeoutLifted(t *testing.T) {
	srv := web.New(web.Config{Searches: 1, BodyTimeout: 100 * time.Millisecond})
	addr := serveLimited(t, srv)
	began := time.Now()
	resp, err := http.Post("http://"+addr+"/api/play", "application/json", strings.NewReader(`{"moves":["e2e4"],"movetime":600}`))
	if err != nil {
		t.Fatal(err)
	}
	var ans web.PlayAnswer
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(b), `"move"`) || time.Since(began) < 500*time.Millisecond {
		t.Errorf("an engine move of 600 ms with a body timeout of 100 ms: %d %s after %v %v", resp.StatusCode, b, time.Since(began), ans)
	}
	runtime.KeepAlive(srv)
}

package web_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/web"
)

// Only the server's own page and local programs may use it: a Host that is
// not the server's address (DNS rebinding), and on the API an Origin of
// another site or Sec-Fetch-Site cross-site or same-site, get a 403 naming
// the reason, the analysis stream included (issue 28).
func TestGuard(t *testing.T) {
	for _, c := range []struct {
		addr, method, path, host string
		headers                  map[string]string
		status                   int
		want                     string
	}{
		{"127.0.0.1:8080", "GET", "/api/levels", "127.0.0.1:8080", nil, 200, ""},
		{"127.0.0.1:8080", "GET", "/api/levels", "localhost:8080", nil, 200, ""},
		{"127.0.0.1:8080", "GET", "/api/levels", "LOCALHOST.:8080", nil, 200, ""},
		{"127.0.0.1:8080", "GET", "/api/levels", "[::1]:8080", nil, 200, ""},
		{"127.0.0.1:8080", "GET", "/", "127.0.0.1:8080", nil, 200, ""},
		{"127.0.0.1:8080", "GET", "/api/levels", "evil.example", nil, 403, `host "evil.example" is not this server's address`},
		{"127.0.0.1:8080", "GET", "/api/levels", "evil.example:8080", nil, 403, "DNS rebinding"},
		{"127.0.0.1:8080", "GET", "/api/levels", "127.0.0.1:9090", nil, 403, `host "127.0.0.1:9090"`},
		{"127.0.0.1:8080", "GET", "/api/levels", "localhost", nil, 403, `host "localhost"`},
		{"127.0.0.1:8080", "GET", "/api/levels", "10.0.0.1:8080", nil, 403, "host"},
		{"127.0.0.1:8080", "GET", "/", "evil.example", nil, 403, "host"},
		{"127.0.0.1:8080", "GET", "/api/analyse?movetime=50", "evil.example", nil, 403, "host"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Origin": "http://127.0.0.1:8080"}, 200, ""},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Origin": "http://evil.example"}, 403, `origin "http://evil.example"`},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Origin": "http://127.0.0.1:3000"}, 403, "origin"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Origin": "https://127.0.0.1:8080"}, 403, "origin"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Origin": "null"}, 403, `origin "null"`},
		{"127.0.0.1:8080", "GET", "/api/analyse?movetime=50", "127.0.0.1:8080", map[string]string{"Origin": "http://evil.example"}, 403, "origin"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, `Sec-Fetch-Site "cross-site"`},
		{"127.0.0.1:8080", "GET", "/api/analyse?movetime=50", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "Sec-Fetch-Site"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "same-site"}, 403, "Sec-Fetch-Site"},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "same-origin"}, 200, ""},
		{"127.0.0.1:8080", "POST", "/api/position", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "none"}, 200, ""},
		// A link from another site may open the page; its API calls are
		// then same-origin.
		{"127.0.0.1:8080", "GET", "/", "127.0.0.1:8080", map[string]string{"Sec-Fetch-Site": "cross-site"}, 200, ""},
		// Without an address: loopback names, any port.
		{"", "GET", "/api/levels", "127.0.0.1:41234", nil, 200, ""},
		{"", "GET", "/api/levels", "evil.example:41234", nil, 403, "host"},
		// On every interface (-public): IP addresses too, never a name.
		{"0.0.0.0:8080", "GET", "/api/levels", "192.168.1.5:8080", nil, 200, ""},
		{"0.0.0.0:8080", "GET", "/api/levels", "evil.example:8080", nil, 403, "host"},
		{"[::]:8080", "GET", "/api/levels", "[fe80::1]:8080", nil, 200, ""},
		// Served by name: that name.
		{"box.lan:8080", "GET", "/api/levels", "box.lan:8080", nil, 200, ""},
		{"box.lan:8080", "GET", "/api/levels", "192.168.1.5:8080", nil, 403, "host"},
	} {
		srv := web.New(web.Config{Searches: 1, Addr: c.addr})
		body := ""
		if c.method == "POST" {
			body = "{}"
		}
		r := httptest.NewRequest(c.method, c.path, strings.NewReader(body))
		r.Host = c.host
		r.Header.Set("Content-Type", "application/json")
		for k, v := range c.headers {
			r.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		srv.Handler().ServeHTTP(w, r)
		srv.Close()
		var e struct{ Error string }
		json.Unmarshal(w.Body.Bytes(), &e)
		if w.Code != c.status || !strings.Contains(e.Error, c.want) {
			t.Errorf("served on %q: %s %s, Host %q, %v: %d %.200s, want %d with %q", c.addr, c.method, c.path, c.host, c.headers, w.Code, w.Body.String(), c.status, c.want)
		}
	}
}

// TestGuardTwoOriginsAndFraming: two Origin headers are refused as another
// site's request (even both the server's own), and every answer, refusals
// included, forbids framing by another page.
func TestGuardTwoOriginsAndFraming(t *testing.T) {
	srv := web.New(web.Config{Searches: 1, Addr: "127.0.0.1:8080"})
	defer srv.Close()
	for _, c := range []struct {
		method, path string
		origins      []string
		status       int
	}{
		{"POST", "/api/position", []string{"http://127.0.0.1:8080", "http://evil.example"}, 403},
		{"POST", "/api/position", []string{"http://127.0.0.1:8080", "http://127.0.0.1:8080"}, 403},
		{"GET", "/api/analyse?movetime=50", []string{"http://evil.example", "http://127.0.0.1:8080"}, 403},
		{"POST", "/api/position", []string{"http://127.0.0.1:8080"}, 200},
		{"GET", "/", nil, 200},
		{"GET", "/api/levels", nil, 200},
	} {
		r := httptest.NewRequest(c.method, c.path, strings.NewReader("{}"))
		r.Host = "127.0.0.1:8080"
		r.Header.Set("Content-Type", "application/json")
		for _, o := range c.origins {
			r.Header.Add("Origin", o)
		}
		w := httptest.NewRecorder()
		srv.Handler().ServeHTTP(w, r)
		if w.Code != c.status || c.status == 403 && !strings.Contains(w.Body.String(), "2 Origin headers") {
			t.Errorf("%s %s with Origin %q: %d %.200s, want %d", c.method, c.path, c.origins, w.Code, w.Body.String(), c.status)
		}
		if h := w.Header(); h.Get("X-Frame-Options") != "DENY" || h.Get("Content-Security-Policy") != "frame-ancestors 'none'" {
			t.Errorf("%s %s: X-Frame-Options %q, Content-Security-Policy %q", c.method, c.path, h.Get("X-Frame-Options"), h.Get("Content-Security-Policy"))
		}
	}
}

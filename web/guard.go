package web

import (
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/westcott-chess/westcott/internal/clip"
)

// guard refuses, with a 403 naming the reason, a request that did not come
// from this server's own page or from a local program: a Host header that
// is not an address of the server (a DNS-rebinding page names its own
// domain), and on the API a request its Origin or Sec-Fetch-Site header
// marks as coming from another site's page (a cross-site fetch, form or
// EventSource); two Origin headers are another site's too. Programs such
// as curl send neither header and pass. Every answer forbids being framed
// by another page (clickjacking), and every body gets BodyTimeout to
// arrive.
func (s *Server) guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Content-Security-Policy", "frame-ancestors 'none'")
		hd.Set("X-Content-Type-Options", "nosniff")
		s.timeBody(w, r)
		if !s.hostAllowed(r.Host) {
			writeError(w, http.StatusForbidden, "host %q is not this server's address (%s): refused against DNS rebinding", clip.Line(r.Host, 80), s.servedAs())
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") {
			switch site := r.Header.Get("Sec-Fetch-Site"); site {
			case "", "same-origin", "none":
			default:
				writeError(w, http.StatusForbidden, "Sec-Fetch-Site %q: the API answers only this server's own page", clip.Line(site, 40))
				return
			}
			if o := r.Header.Values("Origin"); len(o) > 1 {
				writeError(w, http.StatusForbidden, "%d Origin headers: the API answers only this server's own page, which sends one", len(o))
				return
			}
			if o := r.Header.Get("Origin"); o != "" && !s.sameOrigin(o, r.Host) {
				writeError(w, http.StatusForbidden, "origin %q: the API answers only this server's own page (%s)", clip.Line(o, 80), s.servedAs())
				return
			}
		}
		h.ServeHTTP(w, r)
	})
}

// loopbackNames are the names of this machine that every server answers to.
var loopbackNames = []string{"localhost", "127.0.0.1", "::1"}

// hostAllowed reports whether hostport (a Host header) names the server:
// its address from Config.Addr, or a loopback name, with its port (any
// port if Config.Addr has none). A server on every interface ("0.0.0.0",
// "::" or no host) also answers to any IP address: a rebinding page cannot
// make a browser send one, only its own name.
func (s *Server) hostAllowed(hostport string) bool {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = hostport, "80"
	}
	wantHost, wantPort, _ := net.SplitHostPort(s.cfg.Addr)
	if wantPort != "" && wantPort != "0" && port != wantPort {
		return false
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	for _, n := range loopbackNames {
		if host == n {
			return true
		}
	}
	if wantHost == "" || net.ParseIP(wantHost) != nil && net.ParseIP(wantHost).IsUnspecified() {
		return net.ParseIP(host) != nil
	}
	return host == strings.ToLower(wantHost)
}

// sameOrigin reports whether an Origin header is the page of host (a Host
// header already allowed): http, the same host and port.
func (s *Server) sameOrigin(origin, host string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Scheme != "http" || u.Path != "" {
		return false
	}
	return strings.EqualFold(u.Host, host)
}

// servedAs names the server's address for a refusal.
func (s *Server) servedAs() string {
	if s.cfg.Addr == "" {
		return "a loopback address"
	}
	return s.cfg.Addr + " or a loopback name with its port"
}

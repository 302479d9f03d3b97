package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/web"
)

func init() {
	register(command{name: "serve", summary: "a web page to play, analyse and see the bitboards (http://127.0.0.1:8080/)", run: runServe})
}

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [-addr HOST:PORT] [-searches N] [-hash MB] [-classical | -nnue | -evalfile FILE]", `
Serves a web page to play against Westcott, analyse positions and games,
and see the bitboard pages' sets on a board, with its JSON API (go doc
./web). It listens on loopback unless -addr names another address: then
anyone who can reach this machine can use it, and it says so. Ctrl-C stops
every search and the server.

Example:
  westcott serve
  westcott serve -addr 127.0.0.1:9000 -searches 4
  westcott serve -addr :8080        (every interface: other machines too)`, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free one")
	searches := fs.Int("searches", 0, "most searches at once, one engine each (0: the number of CPUs, at least 2)")
	hash := fs.Int("hash", 16, fmt.Sprintf("hash table of each engine, in MB (%d..%d)", search.MinHashMB, search.MaxHashMB))
	maxAnalysis := fs.Duration("max-analysis", 10*time.Minute, "an analysis stops after this long")
	maxMove := fs.Duration("max-move", time.Minute, "an engine move stops after this long")
	eval := addEvalFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case *searches < 0 || *searches > 256:
		fmt.Fprintf(stderr, "westcott serve: -searches %d out of range 0..256\n", *searches)
		return exitUsage
	case *hash < search.MinHashMB || *hash > search.MaxHashMB:
		fmt.Fprintf(stderr, "westcott serve: -hash %d out of range %d..%d\n", *hash, search.MinHashMB, search.MaxHashMB)
		return exitUsage
	case *maxAnalysis <= 0 || *maxMove <= 0:
		fmt.Fprintln(stderr, "westcott serve: -max-analysis and -max-move must be positive")
		return exitUsage
	}
	_, evalName, err := eval.network()
	if err != nil {
		fmt.Fprintf(stderr, "westcott serve: %v\n", err)
		return exitUsage
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "westcott serve: %v\n", err)
		return exitUsage
	}
	srv := web.New(web.Config{Searches: *searches, HashMB: *hash, Options: eval.uciSettings(), MaxAnalysis: *maxAnalysis, MaxMove: *maxMove})
	hs := &http.Server{
		Handler:           srv.Handler(),
		BaseContext:       func(net.Listener) context.Context { return srv.Context() },
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	tcp := ln.Addr().(*net.TCPAddr)
	host := tcp.IP.String()
	if tcp.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	fmt.Fprintf(stdout, "Westcott is serving on http://%s/ with the %s — open it in a browser; Ctrl-C stops it.\n", net.JoinHostPort(host, fmt.Sprint(tcp.Port)), evalName)
	if !tcp.IP.IsLoopback() {
		fmt.Fprintf(stdout, "Listening on %v, not only loopback: anyone who can reach this machine on port %d can use it (there is no login).\n", ln.Addr(), tcp.Port)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	select {
	case err := <-served:
		srv.Close()
		fmt.Fprintf(stderr, "westcott serve: %v\n", err)
		return exitFail
	case <-ctx.Done():
	}
	stop() // a second Ctrl-C kills at once
	// Stop the searches first: their streams end, so Shutdown does not
	// wait for pages that stay open.
	srv.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "westcott serve: shutting down: %v\n", err)
		return exitFail
	}
	fmt.Fprintln(stdout, "Westcott stopped.")
	return exitOK
}

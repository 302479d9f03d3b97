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
	"runtime"
	"strconv"
	"syscall"
	"time"

	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/web"
)

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "serve [-addr HOST:PORT [-public]] [-searches N] [-hash MB] [-classical | -nnue | -evalfile FILE]", `
Serves a web page to play against Westcott, analyse positions and games,
and see the bitboard pages' sets on a board, with its JSON API (go doc
./web). It listens on loopback. An -addr that is not loopback needs
-public as well: anyone who can reach this machine can then use the engine
(there is no login), and it says so. Requests naming another host, and API
requests from another site's page, are refused (403). Ctrl-C stops every
search and the server.

Example:
  westcott serve
  westcott serve -addr 127.0.0.1:9000 -searches 4
  westcott serve -addr :8080 -public    (every interface: other machines too)`, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on; port 0 picks a free one")
	searches := fs.Int("searches", 0, "most searches at once, one engine each (0: the number of CPUs, at least 2)")
	hash := fs.Int("hash", engine.DefaultHashMB, fmt.Sprintf("hash table of each engine, in MB (%d..%d)", search.MinHashMB, search.MaxHashMB))
	maxAnalysis := fs.Duration("max-analysis", web.DefaultMaxAnalysis, "an analysis stops after this long")
	maxMove := fs.Duration("max-move", web.DefaultMaxMove, "an engine move stops after this long")
	maxGraph := fs.Duration("max-graph", web.DefaultMaxGraph, "an evaluation graph stops after this long (the positions searched by then are shown)")
	public := fs.Bool("public", false, "allow an -addr beyond loopback: other machines may use the engine")
	eval := addEvalFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	engines := *searches // the tables made: one an engine, web.Config's default for 0
	if engines == 0 {
		engines = max(2, runtime.NumCPU())
	}
	switch {
	case *searches < 0 || *searches > 256:
		fmt.Fprintf(stderr, "westcott serve: -searches %d out of range 0..256\n", *searches)
		return exitUsage
	case search.CheckHashMB(*hash, engines) != nil:
		fmt.Fprintf(stderr, "westcott serve: -hash %d: %v\n", *hash, search.CheckHashMB(*hash, engines))
		return exitUsage
	case *maxAnalysis <= 0 || *maxMove <= 0 || *maxGraph <= 0:
		fmt.Fprintln(stderr, "westcott serve: -max-analysis, -max-move and -max-graph must be positive")
		return exitUsage
	}
	ev, err := eval.eval()
	if err != nil {
		fmt.Fprintf(stderr, "westcott serve: %v\n", err)
		return exitUsage
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "westcott serve: %v\n", err)
		return exitUsage
	}
	tcp := ln.Addr().(*net.TCPAddr)
	if !tcp.IP.IsLoopback() && !*public {
		ln.Close()
		fmt.Fprintf(stderr, "westcott serve: -addr %s listens beyond loopback, where anyone who can reach this machine could use the engine: add -public to mean it\n", *addr)
		return exitUsage
	}
	// Requests must name the address as given (a host name included), or
	// a loopback name, with the port listened on.
	given, _, _ := net.SplitHostPort(*addr)
	srv := web.New(web.Config{Searches: *searches, HashMB: *hash, Eval: ev, MaxAnalysis: *maxAnalysis, MaxMove: *maxMove, MaxGraph: *maxGraph,
		Addr: net.JoinHostPort(given, strconv.Itoa(tcp.Port))})
	hs := &http.Server{
		Handler:           srv.Handler(),
		BaseContext:       func(net.Listener) context.Context { return srv.Context() },
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	host := tcp.IP.String()
	if tcp.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	fmt.Fprintf(stdout, "Westcott is serving on http://%s/ with the %s — open it in a browser; Ctrl-C stops it.\n", net.JoinHostPort(host, fmt.Sprint(tcp.Port)), ev)
	if !tcp.IP.IsLoopback() {
		fmt.Fprintf(stdout, "Listening on %v, not only loopback (-public): anyone who can reach this machine on port %d can use it (there is no login).\n", ln.Addr(), tcp.Port)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- hs.Serve(srv.Listener(ln)) }() // at most web.Config.MaxConns connections at once
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

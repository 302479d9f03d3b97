package web

import (
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// Listener returns ln bounded to Config.MaxConns connections open at once
// (serve the Handler on it): past the bound, Accept waits for one to close,
// so that idle or slow clients cannot take every file descriptor of the
// process. Stats counts the connections open.
func (s *Server) Listener(ln net.Listener) net.Listener {
	return &limitListener{Listener: ln, slots: make(chan struct{}, s.cfg.MaxConns), done: make(chan struct{}), s: s}
}

type limitListener struct {
	net.Listener
	slots     chan struct{} // one a connection open
	done      chan struct{} // closed by Close: Accept waits no more
	closeOnce sync.Once
	s         *Server
}

func (l *limitListener) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.done:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	l.s.conns.Add(1)
	return &limitConn{Conn: c, release: sync.OnceFunc(func() {
		l.s.conns.Add(-1)
		<-l.slots
	})}, nil
}

func (l *limitListener) Close() error {
	l.closeOnce.Do(func() { close(l.done) })
	return l.Listener.Close()
}

// limitConn gives its slot back when it is closed (once, however often).
type limitConn struct {
	net.Conn
	release func()
}

func (c *limitConn) Close() error {
	err := c.Conn.Close()
	c.release()
	return err
}

// timeBody gives r's body, if it has one, BodyTimeout to arrive: a read
// deadline on the connection, lifted when the body has been read to its
// end (the server then reads on in the background to see the client
// leave, which a deadline would take for a departure). A ResponseWriter that cannot set
// deadlines (a test recorder) is left as it is.
func (s *Server) timeBody(w http.ResponseWriter, r *http.Request) {
	if r.Body == nil || r.Body == http.NoBody {
		return
	}
	rc := http.NewResponseController(w)
	if rc.SetReadDeadline(time.Now().Add(s.cfg.BodyTimeout)) != nil {
		return
	}
	r.Body = &timedBody{ReadCloser: r.Body, rc: rc}
}

type timedBody struct {
	io.ReadCloser
	rc   *http.ResponseController
	done bool
}

// Read lifts the deadline at the body's end only: after an error the
// server discards what is left of the body before it answers, which must
// not wait for ever either.
func (b *timedBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF && !b.done {
		b.done = true
		b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}

package uci

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// MaxLineBytes is the longest command line Run reads; a longer one is
// skipped with an info string (see skipLong). The longest game the rules
// allow (the 75-move and fivefold-repetition rules end every game within
// 17,697 plies) is about 110 KB as "position fen ... moves ...", so the
// limit is 150 times any real game, while bounding what one broken or
// hostile line can make the engine hold (the line and its fields, a few
// times 16 MiB).
const MaxLineBytes = 16 << 20

// headBytes of an over-long line are kept, to name it and to know its command.
const headBytes = 64

// inputLine is one line of input: its text, or for a line over the limit
// only its first bytes and its size.
type inputLine struct {
	text    string
	head    string // tooLong: the first headBytes bytes
	size    int    // bytes, without the line end
	tooLong bool
	urgent  bool // a stop or quit: counted in Server.pendingStops
}

// lineReader splits input into lines at "\n", "\r" or "\r\n" (an empty
// line between "\r" and "\n" is harmless), whatever their length.
type lineReader struct {
	in   io.Reader
	buf  []byte
	r, w int // unread input is buf[r:w]
	err  error
	max  int
}

func newLineReader(in io.Reader, max int) *lineReader {
	return &lineReader{in: in, buf: make([]byte, 64<<10), max: max}
}

// next returns the next line; at the end of the input (or a read error) it
// returns the last unterminated line first, then the error.
func (lr *lineReader) next() (inputLine, error) {
	var l inputLine
	var acc []byte
	seen := false
	for {
		data := lr.buf[lr.r:lr.w]
		i := bytes.IndexAny(data, "\r\n")
		part := data
		if i >= 0 {
			part = data[:i]
		}
		seen = seen || len(part) > 0
		l.size += len(part)
		if !l.tooLong {
			acc = append(acc, part...)
			if l.size > lr.max {
				l.tooLong = true
				acc = append([]byte(nil), acc[:min(headBytes, len(acc))]...) // keep the head, let go of the rest
			}
		}
		if i >= 0 {
			lr.r += i + 1
			break
		}
		lr.r, lr.w = 0, 0
		if lr.err != nil {
			if !seen {
				return inputLine{}, lr.err
			}
			break
		}
		lr.w, lr.err = lr.in.Read(lr.buf)
	}
	if l.tooLong {
		l.head = string(acc)
	} else {
		l.text = string(acc)
	}
	return l, nil
}

// lineQueue carries lines from Run's reader to its command loop. It holds
// at most about MaxLineBytes of input (but always one line), so that the
// reader sees a stop or quit well ahead of a command waiting for a search,
// without holding an unbounded amount of input.
type lineQueue struct {
	mu     sync.Mutex
	cond   sync.Cond
	lines  []inputLine
	bytes  int
	ended  bool   // the reader has read everything
	err    error  // the reader's error; nil at the end of the input
	closed bool   // the loop has returned: the reader gives up
	urgent func() // called, under the lock, for each urgent line queued
	onEnd  func() // called, without the lock, when the reader has read everything
}

func newLineQueue() *lineQueue {
	q := &lineQueue{}
	q.cond.L = &q.mu
	return q
}

// cost counts a line's bytes and its bookkeeping, so that many short lines
// are bounded as well as a few long ones.
func (l *inputLine) cost() int { return len(l.text) + len(l.head) + 64 }

// push adds a line; it reports false once the loop has returned.
func (q *lineQueue) push(l inputLine) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	for q.bytes > 0 && q.bytes+l.cost() > MaxLineBytes && !q.closed {
		q.cond.Wait()
	}
	if q.closed {
		return false
	}
	if l.urgent && q.urgent != nil {
		q.urgent()
	}
	q.lines = append(q.lines, l)
	q.bytes += l.cost()
	q.cond.Broadcast()
	return true
}

// pop returns the next line, waiting for one; false at the end.
func (q *lineQueue) pop() (inputLine, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.lines) == 0 && !q.ended {
		q.cond.Wait()
	}
	if len(q.lines) == 0 {
		return inputLine{}, false
	}
	l := q.lines[0]
	q.lines[0] = inputLine{}
	q.lines = q.lines[1:]
	if len(q.lines) == 0 {
		q.lines = nil
	}
	q.bytes -= l.cost()
	q.cond.Broadcast()
	return l, true
}

// end records the end of the input.
func (q *lineQueue) end(err error) {
	q.mu.Lock()
	if err == io.EOF {
		err = nil
	}
	q.ended, q.err = true, err
	q.cond.Broadcast()
	q.mu.Unlock()
	if q.onEnd != nil {
		q.onEnd()
	}
}

// close tells the reader that nobody reads the queue any more.
func (q *lineQueue) close() {
	q.mu.Lock()
	q.closed = true
	q.cond.Broadcast()
	q.mu.Unlock()
}

func (q *lineQueue) readErr() error {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.err
}

// isSeparator reports whether r separates words: white space and the
// control characters (NUL, from C programs that send their terminator,
// among them), so that no invisible byte makes a command unknown.
func isSeparator(r rune) bool {
	return unicode.IsSpace(r) || r < 0x20 || r == 0x7f
}

func splitFields(s string) []string { return strings.FieldsFunc(s, isSeparator) }

// firstWord returns the first word of s without splitting all of it.
func firstWord(s string) string {
	start := strings.IndexFunc(s, func(r rune) bool { return !isSeparator(r) })
	if start < 0 {
		return ""
	}
	s = s[start:]
	if end := strings.IndexFunc(s, isSeparator); end >= 0 {
		return s[:end]
	}
	return s
}

// excerptRunes is how much of a bad token a message quotes.
const excerptRunes = 40

// excerpt quotes s for a message: whole if short, else its first
// excerptRunes characters, "…" and its length, so that a megabyte of junk
// does not come back as a megabyte-long info string.
func excerpt(s string) string {
	n := 0
	for i := range s {
		if n == excerptRunes {
			return strconv.Quote(s[:i]+"…") + " (" + strconv.Itoa(len(s)) + " bytes)"
		}
		n++
	}
	return strconv.Quote(s)
}

// maxInfoBytes bounds an info string line, whatever an error says.
const maxInfoBytes = 400

package pgn

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Reader reads games from a PGN stream, one at a time. It reads line by line
// and keeps only the game being read, so memory does not grow with the input.
type Reader struct {
	// MaxDepth bounds how deep variations nest (the main line is depth 0;
	// "1. e4 (1. d4 (1. c4))" is depth 2), and MaxMoves the moves of one
	// game, its variations' included. A game past either is an error
	// wrapping ErrLimit, read as far as the limit; the reader skips the
	// rest of it. NewReader sets DefaultMaxDepth and
	// DefaultMaxMoves; a value of 0 or less is no limit.
	MaxDepth, MaxMoves int
	// MaxGameBytes bounds a game's text (the comments before it
	// included, and so any one line of it), MaxCommentBytes one comment,
	// and MaxTokenBytes one token (a move, a tag's name or value, a move
	// number). A game past one is an error wrapping ErrLimit; the reader
	// keeps nothing more of that game, skips the rest of it and goes on
	// with the next. NewReader sets the defaults below; 0 or less is no
	// limit.
	MaxGameBytes, MaxCommentBytes, MaxTokenBytes int

	br     *bufio.Reader
	line   []byte // the current line, without its line break
	long   []byte // storage for a line longer than br's buffer
	i      int    // read offset in line
	lineNo int    // 1-based number of the current line; 0 before the first
	eof    bool   // the input has no more lines
	err    error  // sticky read error (never io.EOF)
	games  int    // games started so far

	// Scratch space reused from game to game.
	text    []byte  // tag text or the comment being read
	spans   []int   // offsets into text: name, value pairs
	stack   []frame // the open lines: the main line, then variations
	pending string  // a comment read between games

	// Per-game state.
	game    *Game
	tagPos  map[string][2]int // line and offset of the FEN and Variant tags
	ended   bool              // the game's termination marker was read
	fail    *Error            // the game's first error
	skipLvl int               // after an error: parenthesis depth while skipping
	moves   int               // moves read in the game, variations included
	bytes   int               // bytes of the game's text read so far
	over    bool              // the game is over MaxGameBytes: keep nothing more of it
}

// The limits NewReader sets: far above any real game (the deepest
// published annotations nest about a dozen variations; the longest
// possible game has 5,949 moves), far below what would exhaust memory
// (each open variation holds two positions).
//
// The byte limits bound the reader's memory on any input (a game of
// 100,000 moves takes about 1 MB of text): a game's text at 8 MB, a
// comment at 1 MB (a book chapter), a token at 1,024 bytes (four times the
// standard's 255 for a string or a symbol).
const (
	DefaultMaxDepth        = 100
	DefaultMaxMoves        = 100_000
	DefaultMaxGameBytes    = 8 << 20
	DefaultMaxCommentBytes = 1 << 20
	DefaultMaxTokenBytes   = 1024
)

// ErrBinary ends the reading of a stream with a NUL byte: that is binary
// data, not PGN text, and where a next game would start in it cannot be
// told (reading on could take for ever: /dev/zero has no line break).
var ErrBinary = errors.New("a NUL byte: binary data, not PGN text")

// frame is a line being read: its moves so far, the position after them and
// the one before the last move (where a variation of that move starts).
type frame struct {
	nodes     []Node
	comment   string // comment before the first move (variations)
	pos, prev chess.Position
	anchor    int // index in the parent line of the move this one replaces
	line, col int // where "(" opened it
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 64*1024), MaxDepth: DefaultMaxDepth, MaxMoves: DefaultMaxMoves,
		MaxGameBytes: DefaultMaxGameBytes, MaxCommentBytes: DefaultMaxCommentBytes, MaxTokenBytes: DefaultMaxTokenBytes}
}

// Read reads the next game. It returns io.EOF when there is none left.
// A game with a problem is returned as far as it was read together with an
// *Error; the reader has then already skipped the rest of that game, so the
// next call reads the next one. Errors of the underlying reader are
// returned as they are and repeated by every later call, and so is an
// error wrapping ErrBinary (not an *Error: the stream cannot be read on).
func (r *Reader) Read() (*Game, error) {
	if r.err != nil {
		return nil, r.err
	}
	g := &Game{Result: Unknown}
	r.game, r.fail, r.over = g, nil, false
	if !r.startGame() {
		if r.err != nil {
			return nil, r.err
		}
		return nil, io.EOF
	}
	r.readHeader()
	r.setUp()
	r.readMovetext()
	r.game = nil
	if r.err != nil {
		return nil, r.err
	}
	if r.fail != nil {
		return g, r.fail
	}
	return g, nil
}

// Games returns the number of games the reader has started so far, the
// ones with errors included.
func (r *Reader) Games() int { return r.games }

// ---- lines

// nextLine loads the next line. Outside comments it skips "%" escape lines.
// It returns false at the end of the input or on a read error.
func (r *Reader) nextLine(inComment bool) bool {
	for {
		if r.eof {
			r.line, r.i = nil, 0
			return false
		}
		line, err := r.br.ReadSlice('\n')
		nul := bytes.IndexByte(line, 0)
		long := false
		if err == bufio.ErrBufferFull {
			// A line longer than the buffer: kept whole up to the game's
			// limit, the rest read and dropped.
			r.long = append(r.long[:0], line...)
			n := len(line) // the line's length so far
			for err == bufio.ErrBufferFull && nul < 0 {
				line, err = r.br.ReadSlice('\n')
				if k := bytes.IndexByte(line, 0); k >= 0 {
					nul = n + k
				}
				n += len(line)
				if long = long || r.MaxGameBytes > 0 && n > r.MaxGameBytes; !long {
					r.long = append(r.long, line...)
				}
			}
			line = r.long
		}
		if nul >= 0 {
			r.lineNo++
			r.err = fmt.Errorf("line %d, column %d: %w", r.lineNo, nul+1, ErrBinary)
			if r.game != nil && r.game.Number > 0 {
				r.err = fmt.Errorf("line %d, column %d (game %d from line %d): %w", r.lineNo, nul+1, r.game.Number, r.game.Line, ErrBinary)
			}
			r.line, r.i = nil, 0
			return false
		}
		if err != nil {
			if err != io.EOF {
				r.err = err
				r.line, r.i = nil, 0
				return false
			}
			r.eof = true
			if len(line) == 0 {
				r.line, r.i = nil, 0
				return false
			}
		}
		r.lineNo++
		r.bytes += len(line)
		if long || r.MaxGameBytes > 0 && r.bytes > r.MaxGameBytes {
			r.overLimit(long)
			if long {
				line = nil // read on from the next line
			}
		}
		line = bytes.TrimSuffix(line, []byte{'\n'})
		line = bytes.TrimSuffix(line, []byte{'\r'})
		if r.lineNo == 1 {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		}
		if !inComment && len(line) > 0 && line[0] == '%' {
			continue
		}
		r.line, r.i = line, 0
		return true
	}
}

// skipSpace moves to the next character that is not white space, loading
// lines as needed. It returns false at the end of the input.
func (r *Reader) skipSpace() bool {
	for {
		for r.i < len(r.line) {
			switch r.line[r.i] {
			case ' ', '\t', '\r', '\v', '\f':
				r.i++
			default:
				return true
			}
		}
		if !r.nextLine(false) {
			return false
		}
	}
}

// atLineStart reports whether only white space precedes r.i on its line.
func (r *Reader) atLineStart() bool {
	return len(bytes.TrimLeft(r.line[:r.i], " \t\v\f\r")) == 0
}

// ---- errors

// errorAt records err at the given line and byte offset as the game's error
// (only its first one counts).
func (r *Reader) errorAt(line, off int, tok []byte, err error) {
	if r.fail != nil {
		return
	}
	r.begin(line)
	var me *chess.MoveError
	if errors.As(err, &me) {
		me.Move = excerpt(me.Move)
	}
	r.fail = &Error{Game: r.game.Number, StartLine: r.game.Line, Line: line, Column: off + 1, Token: excerpt(string(tok)), Err: err}
	// Skip the rest of the game, counting parentheses from the current depth.
	r.skipLvl = max(len(r.stack)-1, 0)
}

// begin starts the game at line, unless it has started: a problem found
// before its first token (an unclosed comment, too much text) is its own.
func (r *Reader) begin(line int) {
	if r.game.Number == 0 {
		r.games++
		r.game.Number, r.game.Line = r.games, line
	}
}

// overLimit records that the game's text, or one line of it (long), is
// over MaxGameBytes: nothing more of the game is kept.
func (r *Reader) overLimit(long bool) {
	if r.over {
		return
	}
	r.over, r.pending = true, ""
	what := "the game's text"
	if long {
		what = "a line"
	}
	r.errorAt(r.lineNo, 0, nil, fmt.Errorf("%w: %s over %d bytes", ErrLimit, what, r.MaxGameBytes))
}

// tooLong reports whether tok, at offset off of the line, is over
// MaxTokenBytes, and records the error if so.
func (r *Reader) tooLong(off int, tok []byte) bool {
	if r.MaxTokenBytes <= 0 || len(tok) <= r.MaxTokenBytes {
		return false
	}
	r.errorf(off, tok, ErrLimit, "a token of %d bytes, over %d", len(tok), r.MaxTokenBytes)
	return true
}

// commentTooLong reports whether a comment of n bytes, opened at line and
// offset off, is over MaxCommentBytes, and records the error if so.
func (r *Reader) commentTooLong(line, off, n int) bool {
	if r.MaxCommentBytes <= 0 || n <= r.MaxCommentBytes {
		return false
	}
	r.errorAt(line, off, nil, fmt.Errorf("%w: a comment over %d bytes", ErrLimit, r.MaxCommentBytes))
	return true
}

func (r *Reader) errorf(off int, tok []byte, sentinel error, format string, args ...any) {
	r.errorAt(r.lineNo, off, tok, fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...))
}

// ---- game start and tags

// startGame moves to the first token of the next game: a tag pair or a
// movetext token. Comments between games are dropped, except one right
// before a game without tags, which becomes its comment.
//
// The comments count toward the game's text (MaxGameBytes): an error found
// in them starts the game there, and is its error (the game is skipped).
func (r *Reader) startGame() bool {
	r.pending = ""
	r.bytes = len(r.line) - r.i
	for {
		if !r.skipSpace() {
			return r.game.Number > 0
		}
		switch r.line[r.i] {
		case '{':
			line, off := r.lineNo, r.i
			c, ok := r.readBraceComment()
			if !ok {
				r.errorAt(line, off, []byte("{"), fmt.Errorf("%w: comment not closed with '}'", ErrSyntax))
				return true
			}
			r.pending = joinComment(r.pending, c)
		case ';':
			r.pending = joinComment(r.pending, r.readLineComment())
		default:
			r.begin(r.lineNo)
			return true
		}
	}
}

// readHeader reads the tag pairs, if any. Blank lines inside the tag section
// are allowed; after one, a tag whose name the game already has starts the
// next game instead (the game before had no movetext).
func (r *Reader) readHeader() {
	g := r.game
	r.text, r.spans = r.text[:0], r.spans[:0]
	if r.tagPos == nil {
		r.tagPos = map[string][2]int{}
	}
	clear(r.tagPos)
	for r.i < len(r.line) && r.line[r.i] == '[' {
		r.readTag()
		// More tags on this line, or movetext after them?
		for r.i < len(r.line) && isSpace(r.line[r.i]) {
			r.i++
		}
		if r.i < len(r.line) {
			continue
		}
		blank := false
		for {
			if !r.nextLine(false) {
				break
			}
			for r.i < len(r.line) && isSpace(r.line[r.i]) {
				r.i++
			}
			if r.i < len(r.line) {
				break
			}
			blank = true
		}
		if blank && r.i < len(r.line) && r.line[r.i] == '[' && r.seenTag(r.peekTagName()) {
			break
		}
	}
	if len(r.spans) == 0 {
		return
	}
	s := string(r.text) // one allocation for the header's text
	g.Tags = make([]Tag, len(r.spans)/4)
	for k := range g.Tags {
		p := r.spans[4*k : 4*k+4]
		g.Tags[k] = Tag{Name: s[p[0]:p[1]], Value: s[p[2]:p[3]]}
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

func isNameChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// peekTagName returns the name of the tag pair at r.i without reading it.
func (r *Reader) peekTagName() []byte {
	j := r.i + 1
	for j < len(r.line) && isSpace(r.line[j]) {
		j++
	}
	k := j
	for k < len(r.line) && isNameChar(r.line[k]) {
		k++
	}
	return r.line[j:k]
}

func (r *Reader) seenTag(name []byte) bool {
	for k := 0; k < len(r.spans); k += 4 {
		if string(r.text[r.spans[k]:r.spans[k+1]]) == string(name) {
			return true
		}
	}
	return false
}

// readTag reads one tag pair [Name "Value"] at r.i. On a syntax error it
// records it and skips the rest of the line.
func (r *Reader) readTag() {
	line := r.line
	start := r.i
	if r.over {
		r.i = len(line) // over the game's limit: nothing more is kept
		return
	}
	j := r.i + 1
	for j < len(line) && isSpace(line[j]) {
		j++
	}
	k := j
	for k < len(line) && isNameChar(line[k]) {
		k++
	}
	bad := func(at int, msg string) {
		end := len(line)
		if e := bytes.IndexByte(line[start:], ']'); e >= 0 {
			end = start + e + 1
		}
		r.errorf(at, line[start:end], ErrTag, "%s", msg)
		r.i = len(line)
	}
	if k == j {
		bad(j, "expected a tag name after '['")
		return
	}
	if r.tooLong(j, line[j:k]) {
		r.i = len(line)
		return
	}
	nameStart := len(r.text)
	r.text = append(r.text, line[j:k]...)
	nameEnd := len(r.text)
	for k < len(line) && isSpace(line[k]) {
		k++
	}
	if k >= len(line) || line[k] != '"' {
		bad(k, "expected '\"' to open the tag value")
		r.text = r.text[:nameStart]
		return
	}
	quote := k
	k++
	valueStart := len(r.text)
	closed := false
	for k < len(line) {
		c := line[k]
		if c == '\\' && k+1 < len(line) && (line[k+1] == '"' || line[k+1] == '\\') {
			r.text = append(r.text, line[k+1])
			k += 2
			continue
		}
		if c == '"' {
			closed = true
			k++
			break
		}
		r.text = append(r.text, c)
		k++
	}
	if !closed {
		bad(quote, "tag value not closed with '\"' on its line")
		r.text = r.text[:nameStart]
		return
	}
	if r.tooLong(quote+1, r.text[valueStart:]) {
		r.text = r.text[:nameStart]
		r.i = len(line)
		return
	}
	valueEnd := len(r.text)
	for k < len(line) && isSpace(line[k]) {
		k++
	}
	if k >= len(line) || line[k] != ']' {
		bad(k, "expected ']' after the tag value")
		r.text = r.text[:nameStart]
		return
	}
	r.i = k + 1
	r.spans = append(r.spans, nameStart, nameEnd, valueStart, valueEnd)
	if n := r.text[nameStart:nameEnd]; string(n) == "FEN" || string(n) == "Variant" {
		r.tagPos[string(n)] = [2]int{r.lineNo, start} // for errors found in setUp
	}
}

// setUp sets the game's start position from its FEN and Variant tags.
func (r *Reader) setUp() {
	g := r.game
	g.Start = chess.StartPosition()
	var fen, variant string
	var fenTag bool
	for _, t := range g.Tags {
		switch t.Name {
		case "FEN":
			fen, fenTag = t.Value, true
		case "Variant":
			variant = t.Value
		}
	}
	chess960 := false
	switch strings.ToLower(strings.TrimSpace(variant)) {
	case "", "standard", "chess", "normal", "from position", "fromposition":
	case "chess960", "chess 960", "960", "fischerandom", "fischer random", "fischerrandom", "frc":
		chess960 = true
	default:
		p := r.tagPos["Variant"]
		r.errorAt(p[0], p[1], nil, fmt.Errorf("%w %q", ErrVariant, excerpt(variant)))
		return
	}
	if fenTag {
		pos, err := chess.ParseFEN(strings.TrimSpace(fen))
		if err != nil {
			p := r.tagPos["FEN"]
			r.errorAt(p[0], p[1], nil, fmt.Errorf("%w: %w", ErrFEN, err))
			return
		}
		g.Start = pos
	}
	if chess960 {
		g.Start.SetChess960(true)
	}
}

// ---- movetext

// readMovetext reads moves, comments, NAGs and variations up to the game
// termination marker, a "[" at the start of a line, or the end of the input.
func (r *Reader) readMovetext() {
	g := r.game
	g.Comment = r.pending
	if g.Tags != nil {
		g.Comment = ""
	}
	r.stack = r.stack[:0]
	r.push(frame{pos: g.Start})
	r.skipLvl = 0
	r.moves = 0
	r.ended = false
	defer r.finish()
	for {
		if !r.skipSpace() {
			return
		}
		line, off := r.lineNo, r.i
		c := r.line[r.i]
		switch {
		case c == '[' && r.atLineStart():
			return
		case c == '{':
			text, ok := r.readBraceComment()
			if !ok {
				r.errorAt(line, off, []byte("{"), fmt.Errorf("%w: comment not closed with '}'", ErrSyntax))
				return
			}
			r.comment(text)
		case c == ';':
			r.comment(r.readLineComment())
		case c == '(':
			r.i++
			r.openVariation(line, off)
		case c == ')':
			r.i++
			r.closeVariation(off)
		case c == '$':
			r.readNAG()
		case c == '*':
			r.i++
			if r.result(Unknown) {
				return
			}
		case c >= '0' && c <= '9':
			if r.readNumberOrSymbol() {
				return
			}
		case c == '!' || c == '?':
			r.readSuffix()
		case c == '<':
			// Reserved by the standard for future expansion: skip to '>'.
			if e := bytes.IndexByte(r.line[r.i:], '>'); e >= 0 {
				r.i += e + 1
			} else {
				r.i = len(r.line)
			}
		case isSymbolStart(c):
			r.readSymbol()
		default:
			r.i++
			if r.fail == nil {
				r.errorf(off, r.line[off:off+1], ErrSyntax, "unexpected character")
			}
		}
	}
}

// finish closes the game: its main line, open variations, and the result
// when the movetext had none.
func (r *Reader) finish() {
	g := r.game
	if len(r.stack) > 1 && r.fail == nil {
		f := r.stack[len(r.stack)-1]
		r.errorAt(f.line, f.col, []byte("("), fmt.Errorf("%w: variation not closed with ')'", ErrVariation))
	}
	g.Moves = nodes(r.stack[0].nodes)
	g.Terminated = r.ended
	if !r.ended {
		if res := g.Tag("Result"); isResult(res) {
			g.Result = res
		}
	}
}

// result handles a game termination marker. It returns true if it ends the
// game (outside variations; one inside a variation is ignored).
func (r *Reader) result(res string) bool {
	if r.fail != nil {
		return r.skipLvl == 0
	}
	if len(r.stack) > 1 {
		return false
	}
	r.game.Result = res
	r.ended = true
	return true
}

func (r *Reader) top() *frame { return &r.stack[len(r.stack)-1] }

// comment attaches a comment: to the last move of the current line, else to
// the line itself (before its first move).
func (r *Reader) comment(text string) {
	if r.fail != nil || text == "" {
		return
	}
	f := r.top()
	if n := len(f.nodes); n > 0 {
		f.nodes[n-1].Comment = joinComment(f.nodes[n-1].Comment, text)
	} else if len(r.stack) == 1 {
		r.game.Comment = joinComment(r.game.Comment, text)
	} else {
		f.comment = joinComment(f.comment, text)
	}
}

func joinComment(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + " " + b
}

// readBraceComment reads a "{...}" comment at r.i, across lines if needed
// (each line break read as a space), and returns its text trimmed. Of a
// game with an error it keeps nothing: the text is read to find the '}'.
func (r *Reader) readBraceComment() (string, bool) {
	line, off := r.lineNo, r.i
	r.i++
	if e := bytes.IndexByte(r.line[r.i:], '}'); e >= 0 { // the common case: one line
		text := r.line[r.i : r.i+e]
		r.i += e + 1
		if r.fail != nil || r.commentTooLong(line, off, len(text)) {
			return "", true
		}
		return commentText(text), true
	}
	keep := r.fail == nil && !r.commentTooLong(line, off, len(r.line)-r.i)
	r.text = r.text[:0]
	if keep {
		r.text = append(r.text, r.line[r.i:]...)
	}
	for {
		if !r.nextLine(true) {
			return "", false
		}
		e := bytes.IndexByte(r.line, '}')
		end := e
		if e < 0 {
			end = len(r.line)
		}
		keep = keep && r.fail == nil && !r.commentTooLong(line, off, len(r.text)+1+end)
		if keep {
			r.text = append(r.text, ' ')
			r.text = append(r.text, r.line[:end]...)
		}
		if e >= 0 {
			r.i = e + 1
			if !keep {
				return "", true
			}
			return commentText(r.text), true
		}
	}
}

// readLineComment reads a ";" comment to the end of the line.
func (r *Reader) readLineComment() string {
	line, off, text := r.lineNo, r.i, r.line[r.i+1:]
	r.i = len(r.line)
	if r.fail != nil || r.commentTooLong(line, off, len(text)) {
		return ""
	}
	return commentText(text)
}

// commentText returns a comment's text trimmed, with carriage returns read
// as spaces (line breaks are already spaces).
func commentText(b []byte) string {
	b = bytes.TrimSpace(b)
	if bytes.IndexByte(b, '\r') < 0 {
		return string(b)
	}
	return strings.TrimSpace(strings.ReplaceAll(string(b), "\r", " "))
}

func (r *Reader) openVariation(line, off int) {
	if r.fail != nil {
		r.skipLvl++
		return
	}
	f := r.top()
	if len(f.nodes) == 0 {
		r.errorAt(line, off, []byte("("), fmt.Errorf("%w: variation before any move of its line", ErrVariation))
		r.skipLvl++
		return
	}
	if r.MaxDepth > 0 && len(r.stack) > r.MaxDepth {
		r.errorAt(line, off, []byte("("), fmt.Errorf("%w: variations nested over %d deep", ErrLimit, r.MaxDepth))
		r.skipLvl++
		return
	}
	r.push(frame{pos: f.prev, anchor: len(f.nodes) - 1, line: line, col: off})
}

// push opens a line, reusing the node buffer that the stack slot had.
func (r *Reader) push(f frame) {
	n := len(r.stack)
	if n < cap(r.stack) {
		f.nodes = r.stack[:n+1][n].nodes[:0]
	}
	r.stack = append(r.stack, f)
}

// nodes returns a copy of a line's nodes in a slice of their own: the
// buffers of the stack are reused for the next line.
func nodes(buf []Node) []Node {
	if len(buf) == 0 {
		return nil
	}
	return append([]Node(nil), buf...)
}

func (r *Reader) closeVariation(off int) {
	if r.fail != nil {
		if r.skipLvl > 0 {
			r.skipLvl--
		}
		return
	}
	if len(r.stack) == 1 {
		r.errorf(off, []byte(")"), ErrVariation, "')' without '('")
		return
	}
	child := &r.stack[len(r.stack)-1]
	v := Variation{Comment: child.comment, Moves: nodes(child.nodes)}
	r.stack = r.stack[:len(r.stack)-1]
	parent := r.top()
	n := &parent.nodes[child.anchor]
	n.Variations = append(n.Variations, v)
}

// readNAG reads "$n".
func (r *Reader) readNAG() {
	off := r.i
	j := r.i + 1
	v := 0
	for j < len(r.line) && r.line[j] >= '0' && r.line[j] <= '9' && v <= 255 {
		v = v*10 + int(r.line[j]-'0')
		j++
	}
	r.i = j
	if j == off+1 || v > 255 {
		for r.i < len(r.line) && r.line[r.i] >= '0' && r.line[r.i] <= '9' {
			r.i++
		}
		r.errorf(off, r.line[off:r.i], ErrSyntax, "NAG must be '$' and a number 0..255")
		return
	}
	r.addNAG(NAG(v))
}

// addNAG annotates the last move of the current line. A NAG before any
// move has nothing to annotate and is dropped.
func (r *Reader) addNAG(n NAG) {
	if r.fail != nil {
		return
	}
	f := r.top()
	if k := len(f.nodes); k > 0 {
		f.nodes[k-1].NAGs = append(f.nodes[k-1].NAGs, n)
	}
}

// suffixNAG maps a move suffix annotation to its NAG.
func suffixNAG(s []byte) (NAG, bool) {
	switch string(s) {
	case "!":
		return 1, true
	case "?":
		return 2, true
	case "!!":
		return 3, true
	case "??":
		return 4, true
	case "!?":
		return 5, true
	case "?!":
		return 6, true
	}
	return 0, false
}

// symbolNAG maps the evaluation symbols some programs write to NAGs.
func symbolNAG(s []byte) (NAG, bool) {
	switch string(s) {
	case "=":
		return 10, true
	case "+=", "+/=":
		return 14, true
	case "=+", "=/+":
		return 15, true
	case "+/-":
		return 16, true
	case "-/+":
		return 17, true
	case "+-":
		return 18, true
	case "-+":
		return 19, true
	}
	return 0, false
}

// readSuffix reads a suffix annotation standing apart from its move ("e4 !?").
func (r *Reader) readSuffix() {
	off := r.i
	j := r.i
	for j < len(r.line) && (r.line[j] == '!' || r.line[j] == '?') {
		j++
	}
	r.i = j
	n, ok := suffixNAG(r.line[off:j])
	if !ok {
		r.errorf(off, r.line[off:j], ErrSyntax, "unknown annotation")
		return
	}
	r.addNAG(n)
}

func isSymbolStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '+' || c == '='
}

func isSymbolChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '-' || c == '+' || c == '#' || c == '=' || c == ':' || c == '/' || c == '_' || c == '.'
}

// readNumberOrSymbol reads a move number ("12.", "12...") or a token that
// starts with a digit: a result, "0-0" castling or the null move "0000".
// It returns true if the token ends the game.
func (r *Reader) readNumberOrSymbol() bool {
	j := r.i
	for j < len(r.line) && r.line[j] >= '0' && r.line[j] <= '9' {
		j++
	}
	if j < len(r.line) && r.line[j] == '.' {
		for j < len(r.line) && r.line[j] == '.' {
			j++
		}
		if r.fail == nil {
			r.tooLong(r.i, r.line[r.i:j])
		}
		r.i = j
		return false
	}
	for j < len(r.line) && isSymbolChar(r.line[j]) {
		j++
	}
	tok := r.line[r.i:j]
	switch string(tok) {
	case WhiteWins:
		r.i = j
		return r.result(WhiteWins)
	case BlackWins:
		r.i = j
		return r.result(BlackWins)
	case Draw:
		r.i = j
		return r.result(Draw)
	}
	if isAllDigits(tok) && string(tok) != "0000" {
		// A bare number without a period: a move number as some programs write it.
		if r.fail == nil {
			r.tooLong(r.i, tok)
		}
		r.i = j
		return false
	}
	r.readSymbol()
	return false
}

func isAllDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// readSymbol reads a move (with its suffix annotation), a null move or an
// evaluation symbol, and plays the move on the current line.
func (r *Reader) readSymbol() {
	off := r.i
	j := r.i
	for j < len(r.line) && isSymbolChar(r.line[j]) {
		j++
	}
	tok := r.line[off:j]
	k := j
	for k < len(r.line) && (r.line[k] == '!' || r.line[k] == '?') {
		k++
	}
	suffix := r.line[j:k]
	r.i = k
	if r.fail != nil || r.tooLong(off, r.line[off:k]) {
		return
	}
	if len(suffix) == 0 {
		if n, ok := symbolNAG(tok); ok {
			r.addNAG(n)
			return
		}
		if string(tok) == "e.p." {
			return
		}
	}
	if r.MaxMoves > 0 && r.moves >= r.MaxMoves {
		r.errorf(off, tok, ErrLimit, "over %d moves in the game, variations included", r.MaxMoves)
		return
	}
	r.moves++
	f := r.top()
	var m chess.Move
	switch string(tok) {
	case "--", "Z0", "0000":
		if f.pos.InCheck() {
			r.errorAt(r.lineNo, off, r.line[off:k], &chess.MoveError{Move: string(tok), FEN: f.pos.FEN(), Err: ErrNullMoveInCheck})
			return
		}
		f.prev = f.pos
		makeNull(&f.pos)
	default:
		var err error
		m, err = resolveMove(&f.pos, tok)
		if err != nil {
			r.errorAt(r.lineNo, off, r.line[off:k], err)
			return
		}
		f.prev = f.pos
		f.pos.MakeMove(m)
	}
	f.nodes = append(f.nodes, Node{Move: m})
	if len(suffix) > 0 {
		n, ok := suffixNAG(suffix)
		if !ok {
			r.errorAt(r.lineNo, j, suffix, fmt.Errorf("%w: unknown annotation", ErrSyntax))
			return
		}
		f.nodes[len(f.nodes)-1].NAGs = append(f.nodes[len(f.nodes)-1].NAGs, n)
	}
}

// ReadAll reads every game of the input. It stops at the first error.
func ReadAll(rd io.Reader) ([]*Game, error) {
	r := NewReader(rd)
	var games []*Game
	for {
		g, err := r.Read()
		if errors.Is(err, io.EOF) {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

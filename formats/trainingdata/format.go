package trainingdata

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Header is the first line of every file (without its newline).
const Header = "# westcott datagen v1: FEN | score | result"

// headerPrefix is what a file must start with to be resumed: later
// versions of the header keep it.
const headerPrefix = "# westcott datagen"

// maxID bounds game IDs, far beyond any run, so ID+1 never overflows.
const maxID = 1 << 62

// gamePrefix starts the line that ends each game.
const gamePrefix = "# game "

// Entry is one position line.
type Entry struct {
	Pos    chess.Position
	Score  int     // centipawns, White's view
	Result float64 // 1, 0.5 or 0: the game's result, White's view
}

// AppendLine appends the entry's line, newline included, to b.
func (e *Entry) AppendLine(b []byte) []byte {
	return appendLine(b, e.Pos.FEN(), e.Score, e.Result)
}

func appendLine(b []byte, fen string, score int, result float64) []byte {
	b = append(b, fen...)
	b = append(b, " | "...)
	b = strconv.AppendInt(b, int64(score), 10)
	b = append(b, " | "...)
	b = append(b, resultString(result)...)
	return append(b, '\n')
}

func resultString(r float64) string {
	switch r {
	case 1:
		return "1.0"
	case 0:
		return "0.0"
	}
	return "0.5"
}

func parseResult(s string) (float64, error) {
	switch s {
	case "1.0":
		return 1, nil
	case "0.5":
		return 0.5, nil
	case "0.0":
		return 0, nil
	}
	return 0, fmt.Errorf("result %q: want 1.0, 0.5 or 0.0", s)
}

// ParseLine parses a position line ("FEN | score | result", without the
// newline).
func ParseLine(line string) (Entry, error) {
	var e Entry
	fen, rest, ok := strings.Cut(line, "|")
	scoreField, resultField, ok2 := strings.Cut(rest, "|")
	if !ok || !ok2 {
		return e, errors.New("want \"FEN | score | result\"")
	}
	pos, err := chess.ParseFEN(strings.TrimSpace(fen))
	if err != nil {
		return e, err
	}
	score, err := strconv.ParseInt(strings.TrimSpace(scoreField), 10, 32)
	if err != nil {
		return e, fmt.Errorf("score %q: not a 32-bit integer", strings.TrimSpace(scoreField))
	}
	result, err := parseResult(strings.TrimSpace(resultField))
	if err != nil {
		return e, err
	}
	e.Pos, e.Score, e.Result = pos, int(score), result
	return e, nil
}

// GameEnd is the line that ends a game: "# game ID RESULT REASON".
type GameEnd struct {
	ID     int64
	Result float64
	Reason Reason
}

func (g GameEnd) appendLine(b []byte) []byte {
	b = append(b, gamePrefix...)
	b = strconv.AppendInt(b, g.ID, 10)
	b = append(b, ' ')
	b = append(b, resultString(g.Result)...)
	b = append(b, ' ')
	b = append(b, g.Reason.String()...)
	return append(b, '\n')
}

// ParseGameEnd parses a "# game" line. ok is false, with no error, for any
// other line.
func ParseGameEnd(line string) (g GameEnd, ok bool, err error) {
	rest, found := strings.CutPrefix(line, gamePrefix)
	if !found {
		return g, false, nil
	}
	f := strings.Fields(rest)
	if len(f) != 3 {
		return g, true, fmt.Errorf("game line %q: want \"# game ID RESULT REASON\"", line)
	}
	if g.ID, err = strconv.ParseInt(f[0], 10, 64); err != nil || g.ID < 0 || g.ID > maxID {
		return g, true, fmt.Errorf("game line %q: bad ID", line)
	}
	if g.Result, err = parseResult(f[1]); err != nil {
		return g, true, fmt.Errorf("game line %q: %v", line, err)
	}
	if g.Reason = parseReason(f[2]); g.Reason == 0 {
		return g, true, fmt.Errorf("game line %q: unknown reason %q", line, f[2])
	}
	return g, true, nil
}

// maxLine bounds a line of a text file, as Reader's Scanner does (a
// position's line is under 120 bytes), so that no input (/dev/zero, a
// binary file) makes a line without end.
const maxLine = 1 << 16

var errLongLine = fmt.Errorf("a line over %d bytes: not a text datagen file", maxLine)

// readLine reads a line as bufio.Reader.ReadString('\n') does, or stops
// with errLongLine past maxLine bytes.
func readLine(br *bufio.Reader) (string, error) {
	var b []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(b)+len(chunk) > maxLine {
			return "", errLongLine
		}
		b = append(b, chunk...)
		if err != bufio.ErrBufferFull {
			return string(b), err
		}
	}
}

// Reader reads the position lines of a file, skipping comments and blank
// lines.
type Reader struct {
	sc   *bufio.Scanner
	line int
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<16)
	return &Reader{sc: sc}
}

// Read returns the next position, or io.EOF after the last. Errors name the
// line.
func (r *Reader) Read() (Entry, error) {
	for r.sc.Scan() {
		r.line++
		line := r.sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e, err := ParseLine(line)
		if err != nil {
			return e, fmt.Errorf("line %d: %w", r.line, err)
		}
		return e, nil
	}
	if err := r.sc.Err(); err != nil {
		return Entry{}, fmt.Errorf("line %d: %w", r.line+1, err)
	}
	return Entry{}, io.EOF
}

// FileState is what ScanFile learns of an existing file.
type FileState struct {
	Empty     bool  // no bytes at all: write the Header first
	Games     int   // "# game" lines
	Positions int   // position lines
	NextID    int64 // one more than the highest game ID (0 without games)
}

// ScanFile reads a file to resume it. It refuses a file that does not
// start with the header (not ours: appending would mix formats) and one
// whose last line has no newline (a write cut short; appending would glue
// the next game to it). Position lines are counted, not parsed, so
// scanning a large file is quick.
func ScanFile(r io.Reader) (FileState, error) {
	var st FileState
	br := bufio.NewReaderSize(r, 1<<16)
	for n := 1; ; n++ {
		line, err := readLine(br)
		if errors.Is(err, errLongLine) {
			return st, fmt.Errorf("line %d: %w", n, err)
		}
		if err == io.EOF {
			if line != "" {
				return st, fmt.Errorf("line %d: the last line is incomplete (no newline): an earlier run was cut off mid-write; remove that line to resume", n)
			}
			st.Empty = n == 1
			return st, nil
		}
		if err != nil {
			return st, err
		}
		line = strings.TrimSuffix(line, "\n")
		if n == 1 && !strings.HasPrefix(line, headerPrefix) {
			return st, fmt.Errorf("line 1: not a datagen file (want the header %q)", Header)
		}
		switch g, ok, err := ParseGameEnd(line); {
		case err != nil:
			return st, fmt.Errorf("line %d: %v", n, err)
		case ok:
			st.Games++
			st.NextID = max(st.NextID, g.ID+1)
		case line != "" && !strings.HasPrefix(line, "#"):
			st.Positions++
		}
	}
}

package match

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pgn"
)

// Opening is a start position.
type Opening struct {
	Pos  chess.Position
	Name string // the EPD "id", or "file:line"
}

// LoadOpenings reads start positions from a file: PGN if its name ends in
// ".pgn" (each game's position after its main line, as in opening books
// such as 8moves_v3.pgn), else EPD (see ReadEPDOpenings).
func LoadOpenings(path string) ([]Opening, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if strings.HasSuffix(strings.ToLower(path), ".pgn") {
		return ReadPGNOpenings(f, path)
	}
	return ReadEPDOpenings(f, path)
}

// ReadPGNOpenings reads the games of a PGN stream and returns the position
// at the end of each game's main line; name labels errors, which carry the
// line and column.
func ReadPGNOpenings(r io.Reader, name string) ([]Opening, error) {
	var out []Opening
	rd := pgn.NewReader(r)
	for {
		g, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		o := Opening{Pos: g.Final(), Name: fmt.Sprintf("%s:%d", name, g.Line)}
		if ev := g.Tag("Opening"); ev != "" {
			o.Name = ev
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no games", name)
	}
	return out, nil
}

// ReadEPDOpenings reads start positions from EPD text: one position a line,
// four FEN fields, optionally the two clocks, then operations (an "id"
// operation names it). Blank lines and lines starting with "#" are skipped.

func ReadEPDOpenings(r io.Reader, name string) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			return nil, fmt.Errorf("%s:%d: want at least the four FEN fields of a position, got %q", name, n, line)
		}
		fen := strings.Join(f[:4], " ")
		rest := f[4:]
		if len(rest) >= 2 && isUint(rest[0]) && isUint(strings.TrimSuffix(rest[1], ";")) {
			fen += " " + rest[0] + " " + strings.TrimSuffix(rest[1], ";")
			rest = rest[2:]
		}
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		o := Opening{Pos: pos, Name: fmt.Sprintf("%s:%d", name, n)}
		ops := strings.Join(rest, " ")
		if i := strings.Index(ops, "id \""); i >= 0 {
			if j := strings.IndexByte(ops[i+4:], '"'); j >= 0 {
				o.Name = ops[i+4 : i+4+j]
			}
		}
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", name)
	}
	return out, nil
}

func isUint(s string) bool {
	_, err := strconv.ParseUint(s, 10, 32)
	return err == nil
}

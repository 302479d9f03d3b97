package match

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Opening is a start position.
type Opening struct {
	Pos  chess.Position
	Name string // the EPD "id", or "file:line"
}

// LoadOpenings reads start positions from an EPD file (one position a line:
// four FEN fields, optionally the two clocks, then operations; an "id"
// operation names it). Blank lines and lines starting with "#" are skipped.
func LoadOpenings(path string) ([]Opening, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if strings.HasSuffix(strings.ToLower(path), ".pgn") {
		return nil, fmt.Errorf("%s: PGN openings are not supported yet (waiting for package pgn); give an EPD file", path)
	}
	return ReadEPDOpenings(f, path)
}

// ReadEPDOpenings reads EPD start positions from r; name labels errors.
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

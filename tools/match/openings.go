package match

import (
	_ "embed"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/pgn"
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
// at the end of each game's main line, named by its Opening tag or else
// name:line; name labels errors, which carry the line and column.
func ReadPGNOpenings(r io.Reader, name string) ([]Opening, error) {
	rd := pgn.NewReader(r)
	return readOpenings(name, "games", func() (Opening, int, error) {
		g, err := rd.Read()
		if err == io.EOF {
			return Opening{}, 0, err
		}
		if err != nil {
			return Opening{}, 0, fmt.Errorf("%s: %w", name, err)
		}
		return Opening{Pos: g.Final(), Name: g.Tag("Opening")}, g.Line, nil
	})
}

// ReadEPDOpenings reads start positions from EPD text (package epd): one
// position a line, four FEN fields, optionally the two clocks, then
// operations; an "id" operation names it, else name:line. Blank lines and
// lines starting with "#" are skipped. Errors carry the line and column
// (name:line:column).
func ReadEPDOpenings(r io.Reader, name string) ([]Opening, error) {
	rd := epd.NewReader(r)
	rd.Name = name
	return readOpenings(name, "positions", func() (Opening, int, error) {
		rec, err := rd.Read()
		if err != nil {
			return Opening{}, 0, err
		}
		return Opening{Pos: rec.Position, Name: rec.ID()}, rd.Line(), nil
	})
}

// readOpenings collects the openings next reads, up to io.EOF, naming those
// without a name by name and line; none at all is an error too. next's
// errors must name the file.
func readOpenings(name, what string, next func() (o Opening, line int, err error)) ([]Opening, error) {
	var out []Opening
	for {
		o, line, err := next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if o.Name == "" {
			o.Name = fmt.Sprintf("%s:%d", name, line)
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no %s", name, what)
	}
	return out, nil
}

// DefaultOpeningsName names the built-in openings: every tenth line of
// Stockfish's 2moves_v1 book, 4,046 balanced positions after two moves a
// side (data/README.md gives the source and licence; data/openings holds a
// link to the same file).
const DefaultOpeningsName = "2moves_v1_sample.epd (built in)"

//go:embed openings/2moves_v1_sample.epd
var defaultOpenings string

// DefaultOpenings returns the built-in openings (DefaultOpeningsName), so
// that a command needs no file beside it. Each call returns a new slice.
func DefaultOpenings() []Opening { return slices.Clone(defaultOpeningsOnce()) }

var defaultOpeningsOnce = sync.OnceValue(func() []Opening {
	ops, err := ReadEPDOpenings(strings.NewReader(defaultOpenings), DefaultOpeningsName)
	if err != nil {
		panic("match: the built-in openings do not read: " + err.Error()) // a test reads them
	}
	return ops
})

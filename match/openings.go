package match

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/epd"
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

// ReadEPDOpenings reads start positions from EPD text (package epd): one
// position a line, four FEN fields, optionally the two clocks, then
// operations; an "id" operation names it, else name:line. Blank lines and
// lines starting with "#" are skipped. Errors carry the line and column.
func ReadEPDOpenings(r io.Reader, name string) ([]Opening, error) {
	var out []Opening
	rd := epd.NewReader(r)
	for {
		rec, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		o := Opening{Pos: rec.Position, Name: fmt.Sprintf("%s:%d", name, rd.Line())}
		if id := rec.ID(); id != "" {
			o.Name = id
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", name)
	}
	return out, nil
}

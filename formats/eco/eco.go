package eco

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/chess"
)

// Opening is one named line of the table.
type Opening struct {
	ECO   string // the Encyclopaedia of Chess Openings code, "A00" to "E99"
	Name  string // "French Defense: Advance Variation"
	Moves string // the line in SAN with move numbers: "1. e4 e6 2. d4 d5 3. e5"
}

// String returns the code and the name: "C02 French Defense: Advance
// Variation".
func (o Opening) String() string { return o.ECO + " " + o.Name }

// Lookup returns the opening whose line ends in pos; ok is false if pos is
// not a named position.
func Lookup(pos chess.Position) (o Opening, ok bool) {
	return load().lookup(&pos)
}

// Classify returns the opening of the game of moves played from start: the
// last named position among start and the positions after each move; ok is
// false if none is named. The moves must be legal in turn, as those of a
// pgn.Game are (chess.NullMove is a pass, as in PGN); Classify stops at the
// first that is not, and names the game by the positions before it.
func Classify(start chess.Position, moves []chess.Move) (o Opening, ok bool) {
	t := load()
	pos := start
	o, ok = t.lookup(&pos)
	for _, m := range moves {
		if m == chess.NullMove {
			if pos.InCheck() {
				break
			}
			pos.MakeNullMove()
		} else {
			if !pos.IsLegal(m) {
				break
			}
			pos.MakeMove(m)
		}
		if named, found := t.lookup(&pos); found {
			o, ok = named, true
		}
	}
	return o, ok
}

// table is the lookup from a position's key to its opening.
type table struct {
	openings []Opening
	byKey    map[uint64]int32 // index into openings
}

func (t *table) lookup(pos *chess.Position) (Opening, bool) {
	i, ok := t.byKey[pos.Key()]
	if !ok {
		return Opening{}, false
	}
	return t.openings[i], true
}

//go:embed data/*.tsv
var files embed.FS

var (
	once   sync.Once
	loaded *table
)

// load returns the table, building it the first time.
func load() *table {
	once.Do(func() {
		t, err := build(files)
		if err != nil {
			// The files are part of the package and every line is
			// replayed by its tests: this is a broken build, not bad input.
			panic("eco: " + err.Error())
		}
		loaded = t
	})
	return loaded
}

// build reads every .tsv file of fsys in name order. Each has a header line
// "eco\tname\tpgn", then one line an opening: its code, its name and its
// moves from the standard start. Where two lines reach one position, the
// first names it.
func build(fsys fs.FS) (*table, error) {
	names, err := fs.Glob(fsys, "data/*.tsv")
	if err != nil {
		return nil, err
	}
	t := &table{byKey: map[uint64]int32{}}
	// Lines share their first moves: the positions after each prefix of
	// the moves met so far, by the prefix's text, spare replaying them
	// (8,649 distinct prefixes in the table's 36,895 plies).
	prefixes := map[string]chess.Position{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		if len(lines) == 0 || lines[0] != "eco\tname\tpgn" {
			return nil, fmt.Errorf("%s: the first line is not the header eco, name, pgn", name)
		}
		for n, line := range lines[1:] {
			o, pos, err := parseLine(line, prefixes)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, n+2, err)
			}
			t.openings = append(t.openings, o)
			if _, dup := t.byKey[pos.Key()]; !dup {
				t.byKey[pos.Key()] = int32(len(t.openings) - 1)
			}
		}
	}
	return t, nil
}

// parseLine reads one line of the table and plays its moves, from the
// longest prefix of them in prefixes, adding the prefixes it plays.
func parseLine(line string, prefixes map[string]chess.Position) (Opening, chess.Position, error) {
	pos := chess.StartPosition()
	f := strings.Split(line, "\t")
	if len(f) != 3 {
		return Opening{}, pos, fmt.Errorf("%d fields, want 3 (code, name, moves)", len(f))
	}
	o := Opening{ECO: f[0], Name: f[1], Moves: f[2]}
	if len(o.ECO) != 3 || o.ECO[0] < 'A' || o.ECO[0] > 'E' || o.ECO[1] < '0' || o.ECO[1] > '9' || o.ECO[2] < '0' || o.ECO[2] > '9' {
		return o, pos, fmt.Errorf("code %q, want A00 to E99", o.ECO)
	}
	if o.Name == "" {
		return o, pos, fmt.Errorf("no name")
	}
	plies := 0
	for end := 0; end < len(o.Moves); {
		start := end + strings.IndexFunc(o.Moves[end:], func(r rune) bool { return r != ' ' })
		if start < end {
			break // only spaces left
		}
		end = start + strings.IndexByte(o.Moves[start:], ' ')
		if end < start {
			end = len(o.Moves)
		}
		tok := o.Moves[start:end]
		if strings.HasSuffix(tok, ".") {
			continue // a move number
		}
		plies++
		if known, ok := prefixes[o.Moves[:end]]; ok {
			pos = known
			continue
		}
		m, err := pos.ParseSAN(tok)
		if err != nil {
			return o, pos, err
		}
		pos.MakeMove(m)
		prefixes[o.Moves[:end]] = pos
	}
	if plies == 0 {
		return o, pos, fmt.Errorf("no moves")
	}
	return o, pos, nil
}

package syzygy

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/chess"
)

// Errors of probing; errors.Is matches them in what the probes return.
var (
	ErrMissingTable  = errors.New("no table for this material")
	ErrTooManyPieces = errors.New("more pieces than the largest table")
	ErrCastling      = errors.New("tables hold no positions with castling rights")
	ErrBadDir        = errors.New("not a readable directory")
)

// Tablebase is a set of Syzygy tables found in one or more directories.
// Open only lists the files; each is mapped into memory on its first probe.
// All methods are safe for concurrent use by any number of goroutines.
type Tablebase struct {
	tables  map[uint64]*entry // by material signature, both colorings
	names   []string          // the tables found, sorted
	largest int               // pieces of the largest table with a WDL file
}

// entry is one material's pair of files.
type entry struct {
	mat  material
	key  uint64 // signature with the name's left side as White
	file [2]lazyFile
}

// lazyFile is a table file opened on first use, once.
type lazyFile struct {
	path string // "" when the directories have no such file
	once sync.Once
	t    *tableFile
	err  error
}

// Open lists the Syzygy tables (.rtbw and .rtbz files) in the directories of
// path, separated as the system separates lists of paths (":" on Unix,
// ";" on Windows), as GUIs pass the SyzygyPath option. Empty parts are
// skipped; a directory that cannot be read is an error. A table found in
// two directories is taken from the first.
func Open(path string) (*Tablebase, error) {
	tb := &Tablebase{tables: map[uint64]*entry{}}
	for _, dir := range filepath.SplitList(path) {
		if dir == "" {
			continue
		}
		des, err := os.ReadDir(dir)
		if err != nil {
			return nil, fmt.Errorf("syzygy: %s: %w (%v)", dir, ErrBadDir, err)
		}
		for _, de := range des {
			name := de.Name()
			var kind Kind
			switch filepath.Ext(name) {
			case ".rtbw":
				kind = KindWDL
			case ".rtbz":
				kind = KindDTZ
			default:
				continue
			}
			m, err := parseMaterial(strings.TrimSuffix(name, filepath.Ext(name)))
			if err != nil {
				continue // not a table's name: some other file
			}
			e := tb.tables[m.key()]
			if e == nil {
				e = &entry{mat: m, key: m.key()}
				tb.tables[e.key] = e
				tb.tables[m.mirrorKey()] = e
				tb.names = append(tb.names, m.name)
			}
			if e.file[kind].path == "" {
				e.file[kind].path = filepath.Join(dir, name)
			}
			if kind == KindWDL {
				tb.largest = max(tb.largest, m.pieces)
			}
		}
	}
	sort.Strings(tb.names)
	return tb, nil
}

// MaxPieces returns the number of pieces (kings included) of the largest
// table with a WDL file; 0 if there is none.
func (tb *Tablebase) MaxPieces() int {
	if tb == nil {
		return 0
	}
	return tb.largest
}

// Tables returns the names of the tables found, sorted ("KQvKR").
func (tb *Tablebase) Tables() []string { return append([]string(nil), tb.names...) }

// load returns the parsed file of the given kind of e, reading it on the
// first call.
func (e *entry) load(kind Kind) (*tableFile, error) {
	lf := &e.file[kind]
	lf.once.Do(func() {
		if lf.path == "" {
			lf.err = fmt.Errorf("syzygy: %s%s: %w", e.mat.name, kind.ext(), ErrMissingTable)
			return
		}
		f, err := os.Open(lf.path)
		if err != nil {
			lf.err = fmt.Errorf("syzygy: %w", err)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			lf.err = fmt.Errorf("syzygy: %w", err)
			return
		}
		b, release, err := mapFile(f, st.Size())
		if err != nil {
			lf.err = &FileError{File: lf.path, Err: err}
			return
		}
		t, err := parseTable(b, kind, e.mat)
		if err != nil {
			release()
			var fe *FileError
			if errors.As(err, &fe) {
				fe.File = lf.path
			}
			lf.err = err
			return
		}
		lf.t = t
	})
	return lf.t, lf.err
}

// readAll reads the whole file into memory.
func readAll(f *os.File, size int64) ([]byte, func(), error) {
	b, err := io.ReadAll(f)
	return b, func() {}, err
}

// lookup finds the table of p's material (either coloring).
func (tb *Tablebase) lookup(p *chess.Position) (*entry, error) {
	e := tb.tables[positionKey(p)]
	if e == nil {
		return nil, fmt.Errorf("syzygy: %s: %w", materialName(p), ErrMissingTable)
	}
	return e, nil
}

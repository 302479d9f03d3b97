package syzygy

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/westcott-chess/westcott/chess"
)

// Kind is the kind of a table file: WDL (.rtbw) or DTZ (.rtbz).
type Kind uint8

const (
	KindWDL Kind = iota
	KindDTZ
)

func (k Kind) String() string {
	if k == KindDTZ {
		return "DTZ"
	}
	return "WDL"
}

// ext returns the file name extension of k's tables.
func (k Kind) ext() string {
	if k == KindDTZ {
		return ".rtbz"
	}
	return ".rtbw"
}

// The magic numbers that open the two kinds of file.
var magic = [2][4]byte{{0x71, 0xe8, 0x23, 0x5d}, {0xd7, 0x66, 0x0c, 0xa5}}

// Sentinel errors of table files; a FileError wraps one.
var (
	ErrBadMagic  = errors.New("not a Syzygy table of this kind (bad magic number)")
	ErrTruncated = errors.New("file ends inside the table")
	ErrCorrupt   = errors.New("inconsistent table data")
)

// FileError is a table file that cannot be read: which file, at which byte
// offset, and what was wrong.
type FileError struct {
	File   string // the file's path or table name
	Offset int    // byte offset where the problem was found
	Err    error  // ErrBadMagic, ErrTruncated, ErrCorrupt, or an I/O error
	Detail string // what exactly, for people
}

func (e *FileError) Error() string {
	if e.Detail != "" {
		return fmt.Sprintf("syzygy: %s at byte %d: %v: %s", e.File, e.Offset, e.Err, e.Detail)
	}
	return fmt.Sprintf("syzygy: %s at byte %d: %v", e.File, e.Offset, e.Err)
}

func (e *FileError) Unwrap() error { return e.Err }

// Flags of a sub-table (one byte in the file).
const (
	flagDTZBlack    = 1    // DTZ: the stored side to move is Black
	flagMapped      = 2    // DTZ: values go through a map
	flagWinPlies    = 4    // DTZ: wins are stored in plies, not moves
	flagLossPlies   = 8    // DTZ: losses are stored in plies, not moves
	flagWideMap     = 16   // DTZ: the map has 16-bit entries
	flagSingleValue = 0x80 // every position has the same value
)

// subTable is one compressed table of a file: one side to move and, with
// pawns, one file of the leading pawn. It holds the position encoding (the
// pieces' order and groups) and the compressed data: a canonical Huffman
// code over symbols that expand by recursive pairing into runs of values.
type subTable struct {
	pieces   [MaxTablePieces]byte // file piece codes (1..6 White, 9..14 Black) in index order
	groupLen [MaxTablePieces + 1]int
	groupMul [MaxTablePieces + 1]uint64 // multiplier of each group's index
	size     uint64                     // positions in the table

	flags       byte
	singleValue int

	blockSize  uint64 // bytes per compressed block
	span       uint64 // positions per sparse index entry
	numBlocks  uint64
	padding    uint64   // block length entries past the last block
	minLen     int      // shortest code length in bits
	lowest     []uint16 // lowest symbol of each code length from minLen
	base       []uint64 // left-aligned smallest code of each length
	tree       []byte   // 3 bytes a symbol: the pair it stands for
	runLen     []int32  // values a symbol expands to, less one
	sparse     []byte   // 6 bytes an entry: block (32 bits), offset (16 bits)
	blockLen   []byte   // 16 bits a block: values in the block, less one
	data       []byte   // the blocks
	dtzMapBase int      // DTZ: byte offset of the file's map area
	dtzMap     [4]int   // DTZ: start of the map for win, loss, cursed win, blessed loss
}

// tableFile is a parsed table file; its slices point into the file's bytes.
type tableFile struct {
	kind  Kind
	mat   material
	pawns bool
	files int            // 4 with pawns (leading pawn on file a..d), else 1
	sides int            // 2 for a WDL table of unequal material, else 1
	sub   [2][4]subTable // [side][file]
	raw   []byte         // the whole file
}

// reader walks a file's bytes and turns a short read into a FileError.
type reader struct {
	b    []byte
	pos  int
	name string
	err  error
}

func (r *reader) fail(err error, detail string) {
	if r.err == nil {
		r.err = &FileError{File: r.name, Offset: r.pos, Err: err, Detail: detail}
	}
}

func (r *reader) need(n int) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || r.pos+n > len(r.b) || r.pos+n < r.pos {
		r.fail(ErrTruncated, fmt.Sprintf("need %d more bytes, have %d", n, len(r.b)-r.pos))
		return false
	}
	return true
}

func (r *reader) u8() int {
	if !r.need(1) {
		return 0
	}
	r.pos++
	return int(r.b[r.pos-1])
}

func (r *reader) u16() int {
	if !r.need(2) {
		return 0
	}
	r.pos += 2
	return int(binary.LittleEndian.Uint16(r.b[r.pos-2:]))
}

func (r *reader) u32() uint64 {
	if !r.need(4) {
		return 0
	}
	r.pos += 4
	return uint64(binary.LittleEndian.Uint32(r.b[r.pos-4:]))
}

func (r *reader) bytes(n uint64) []byte {
	if n > uint64(len(r.b)) || !r.need(int(n)) {
		r.fail(ErrTruncated, fmt.Sprintf("need %d more bytes, have %d", n, len(r.b)-r.pos))
		return nil
	}
	r.pos += int(n)
	return r.b[r.pos-int(n) : r.pos]
}

func (r *reader) align(n int) { r.pos = (r.pos + n - 1) &^ (n - 1) }

// parseTable reads the header of a table file of the given kind and
// material from b and returns its sub-tables, or an error that says what is
// wrong and where. It never panics, whatever b holds.
func parseTable(b []byte, kind Kind, m material) (*tableFile, error) {
	r := &reader{b: b, name: m.name + kind.ext()}
	if len(b) < 5 || [4]byte(b[:4]) != magic[kind] {
		r.fail(ErrBadMagic, "")
		return nil, r.err
	}
	t := &tableFile{kind: kind, mat: m, pawns: m.hasPawns(), files: 1, sides: 1, raw: b}
	r.pos = 4
	flags := r.u8()
	if (flags&2 != 0) != t.pawns {
		r.fail(ErrCorrupt, "pawn flag disagrees with the table's name")
		return nil, r.err
	}
	if t.pawns {
		t.files = 4
	}
	if kind == KindWDL && !m.symmetric {
		t.sides = 2
	}
	if kind == KindWDL && (flags&1 != 0) != !m.symmetric {
		r.fail(ErrCorrupt, "two-sides flag disagrees with the table's name")
		return nil, r.err
	}
	both := m.bothPawns()
	for f := range t.files {
		o := r.u8()
		order := [2][2]int{{o & 15, 15}, {o >> 4, 15}}
		if both {
			o2 := r.u8()
			order[0][1], order[1][1] = o2&15, o2>>4
		}
		for i := range m.pieces {
			c := r.u8()
			t.sub[0][f].pieces[i] = byte(c & 15)
			t.sub[1][f].pieces[i] = byte(c >> 4)
		}
		if r.err != nil {
			return nil, r.err
		}
		for s := range t.sides {
			if err := t.setGroups(&t.sub[s][f], order[s], f); err != "" {
				r.fail(ErrCorrupt, err)
				return nil, r.err
			}
		}
	}
	r.align(2)
	for f := range t.files {
		for s := range t.sides {
			readSizes(r, &t.sub[s][f])
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	if kind == KindDTZ {
		base := r.pos
		for f := range t.files {
			st := &t.sub[0][f]
			st.dtzMapBase = base
			if st.flags&flagMapped == 0 {
				continue
			}
			wide := st.flags&flagWideMap != 0
			if wide {
				r.align(2)
			}
			for i := range 4 {
				if wide {
					st.dtzMap[i] = r.pos - base + 2
					r.pos += 2 * r.u16()
				} else {
					st.dtzMap[i] = r.pos - base + 1
					r.pos += r.u8()
				}
			}
		}
		r.align(2)
	}
	for f := range t.files {
		for s := range t.sides {
			st := &t.sub[s][f]
			if st.flags&flagSingleValue == 0 {
				st.sparse = r.bytes(6 * ((st.size + st.span - 1) / st.span))
			}
		}
	}
	for f := range t.files {
		for s := range t.sides {
			st := &t.sub[s][f]
			st.blockLen = r.bytes(2 * st.numBlocksPadded())
		}
	}
	for f := range t.files {
		for s := range t.sides {
			st := &t.sub[s][f]
			r.align(64)
			if st.numBlocks > 0 && st.blockSize > uint64(len(b)) {
				r.fail(ErrTruncated, "block size larger than the file")
			}
			st.data = r.bytes(st.numBlocks * st.blockSize)
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	return t, nil
}

// numBlocksPadded is the number of block length entries: the blocks and
// some padding that keeps the sparse index in range.
func (st *subTable) numBlocksPadded() uint64 { return st.numBlocks + st.padding }

// setGroups splits the pieces of st into the groups of the index and gives
// each group its multiplier: order[0] is where the leading group comes in
// the mixed-radix index, order[1] where the second side's pawns come (15 if
// they make no group of their own), and the other groups fill the rest in
// turn. It returns what is wrong, or "".
func (t *tableFile) setGroups(st *subTable, order [2]int, file int) string {
	m := &t.mat
	var have [2][7]int
	for i := range m.pieces {
		c := st.pieces[i]
		pt := chess.PieceType(c & 7)
		if c&7 == 0 || c&7 == 7 || c > 14 {
			return fmt.Sprintf("piece code %d is not a piece", c)
		}
		have[c>>3][pt]++
	}
	if have != m.count {
		return "the pieces listed disagree with the table's name"
	}
	first := 2
	if t.pawns {
		first = 1
		if st.pieces[0]&7 != byte(chess.Pawn) {
			return "a pawn table whose first piece is not a pawn"
		}
	} else if m.unique {
		first = 3
	}
	n := 0
	st.groupLen[0] = 1
	for i := 1; i < m.pieces; i++ {
		if i < first || st.pieces[i] == st.pieces[i-1] {
			st.groupLen[n]++
		} else {
			n++
			st.groupLen[n] = 1
		}
	}
	n++
	st.groupLen[n] = 0
	both := m.bothPawns()
	if !t.pawns && st.groupLen[0] != first {
		return "the leading group has the wrong size"
	}
	if t.pawns && st.groupLen[0] != m.count[st.pieces[0]>>3][chess.Pawn] {
		return "the leading pawns are not listed together"
	}
	if both && (n < 2 || st.pieces[st.groupLen[0]]&7 != byte(chess.Pawn)) {
		return "the second side's pawns do not follow the leading pawns"
	}
	for g := 0; g < n; g++ {
		if st.groupLen[g] > 5 {
			return "a group of more than 5 pieces"
		}
	}
	next := 1
	if both {
		next = 2
	}
	free := 64 - st.groupLen[0]
	if both {
		free -= st.groupLen[1]
	}
	mul := uint64(1)
	done := 0
	for k := 0; k < 16 && (next < n || k == order[0] || k == order[1]); k++ {
		switch {
		case k == order[0]:
			st.groupMul[0] = mul
			switch {
			case t.pawns:
				mul *= leadPawnCount[st.groupLen[0]][file]
			case m.unique:
				mul *= 31332
			default:
				mul *= 462
			}
		case k == order[1]:
			st.groupMul[1] = mul
			mul *= binomial[st.groupLen[1]][48-st.groupLen[0]]
		default:
			st.groupMul[next] = mul
			mul *= binomial[st.groupLen[next]][free]
			free -= st.groupLen[next]
			next++
		}
		done++
	}
	if done != n {
		return fmt.Sprintf("group order %v does not place the %d groups", order, n)
	}
	st.size = mul
	st.groupMul[n] = mul
	return ""
}

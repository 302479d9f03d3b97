package polyglot

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"

	"github.com/westcott-chess/westcott/chess"
)

// EntrySize is the size of a book entry in bytes.
const EntrySize = 16

// Entry is one entry of a book: a move of the position whose key is Key.
type Entry struct {
	Key    uint64
	Move   Move
	Weight uint16
	Learn  uint32
}

// Book is a Polyglot book held in memory: the file's bytes, checked once
// when read, searched by key. A Book is read-only, so any number of
// goroutines may use one. The zero Book is an empty book.
type Book struct {
	data []byte // whole entries, keys ascending
}

// Open reads the book in the named file (see Parse). It must be a regular
// file: a device or a pipe could be endless.
func Open(name string) (*Book, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("polyglot book %s: not a regular file", name)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	b, err := Parse(data)
	if fe, ok := err.(*FormatError); ok {
		fe.Name = name
	}
	return b, err
}

// Read reads a whole book from r (see Parse).
func Read(r io.Reader) (*Book, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse checks data as a book and returns it; the Book keeps data, which
// the caller must not change afterwards. It returns a *FormatError for a
// size that is not a multiple of 16 (ErrTruncated, naming the incomplete
// last entry), keys out of ascending order (ErrUnsorted, naming the first
// entry below its predecessor), and a move field no move can have
// (ErrBadMove: promotion code above 4, bit 15 set, or from = to other than
// the zero move, which means "no move"). An empty book is valid.
func Parse(data []byte) (*Book, error) {
	if r := len(data) % EntrySize; r != 0 {
		n := len(data) / EntrySize
		return nil, &FormatError{Entry: n, Offset: int64(n * EntrySize), Err: ErrTruncated,
			Detail: fmt.Sprintf("%d bytes, the last entry has %d of its 16", len(data), r)}
	}
	b := &Book{data: data}
	var prev uint64
	for i := range b.Len() {
		e := b.Entry(i)
		if i > 0 && e.Key < prev {
			return nil, &FormatError{Entry: i, Offset: int64(i * EntrySize), Err: ErrUnsorted,
				Detail: fmt.Sprintf("key %016x after key %016x", e.Key, prev)}
		}
		if err := e.Move.check(); err != nil {
			return nil, &FormatError{Entry: i, Offset: int64(i * EntrySize), Err: ErrBadMove, Detail: err.Error()}
		}
		prev = e.Key
	}
	return b, nil
}

// Len returns the number of entries.
func (b *Book) Len() int { return len(b.data) / EntrySize }

// Entry returns entry i (0 ≤ i < Len()).
func (b *Book) Entry(i int) Entry {
	d := b.data[i*EntrySize : (i+1)*EntrySize]
	return Entry{
		Key:    binary.BigEndian.Uint64(d[0:8]),
		Move:   Move(binary.BigEndian.Uint16(d[8:10])),
		Weight: binary.BigEndian.Uint16(d[10:12]),
		Learn:  binary.BigEndian.Uint32(d[12:16]),
	}
}

func (b *Book) key(i int) uint64 {
	return binary.BigEndian.Uint64(b.data[i*EntrySize:])
}

// Entries returns the entries of key in the book's order; none if the key
// is not in the book.
func (b *Book) Entries(key uint64) []Entry {
	n := b.Len()
	i := sort.Search(n, func(i int) bool { return b.key(i) >= key })
	var out []Entry
	for ; i < n && b.key(i) == key; i++ {
		out = append(out, b.Entry(i))
	}
	return out
}

// BookMove is a legal move of a position found in a book, with its entry's
// weight and learn fields.
type BookMove struct {
	Move   chess.Move
	Weight uint16
	Learn  uint32
}

// Moves returns p's moves in the book, highest weight first (in the book's
// order among equal weights); none if p is not in the book. Entries that
// are not a legal move of p (another position with the same key, or the
// zero move) are left out; a move with two entries is listed once, with the
// first entry's fields.
func (b *Book) Moves(p *chess.Position) []BookMove {
	entries := b.Entries(Key(p))
	if len(entries) == 0 {
		return nil
	}
	var buf [chess.MaxMoves]chess.Move
	legal := buf[:p.GenerateInto(chess.AllMoves, &buf)]
	out := make([]BookMove, 0, len(entries))
	for _, e := range entries {
		m, ok := e.Move.find(legal)
		if !ok || slices.ContainsFunc(out, func(bm BookMove) bool { return bm.Move == m }) {
			continue
		}
		out = append(out, BookMove{Move: m, Weight: e.Weight, Learn: e.Learn})
	}
	slices.SortStableFunc(out, func(a, b BookMove) int { return cmp.Compare(b.Weight, a.Weight) })
	return out
}

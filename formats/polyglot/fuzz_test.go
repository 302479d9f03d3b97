package polyglot

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// FuzzParse feeds Parse any bytes: it must return a book or a *FormatError,
// never panic; a book it accepts must write back to the same bytes and
// answer lookups (the start position's moves, every entry's key).
func FuzzParse(f *testing.F) {
	if data, err := os.ReadFile("../../data/polyglot/twic_232games.bin"); err == nil {
		f.Add(data)
		f.Add(data[:100])
		f.Add(data[16:48])
	}
	f.Add([]byte{})
	f.Add(mkBook(Entry{Key: 0x463b96181691fc9c, Move: mv("e2e4"), Weight: 1}))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Parse(data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			return
		}
		entries := make([]Entry, b.Len())
		for i := range entries {
			entries[i] = b.Entry(i)
		}
		var out bytes.Buffer
		if err := Write(&out, entries); err != nil {
			t.Fatalf("Write of a parsed book: %v", err)
		}
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatalf("wrote %x, read %x", out.Bytes(), data)
		}
		for _, e := range entries {
			if len(b.Entries(e.Key)) == 0 {
				t.Fatalf("key %016x not found", e.Key)
			}
		}
		p := chess.StartPosition()
		for _, m := range b.Moves(&p) {
			if !p.IsLegal(m.Move) {
				t.Fatalf("book move %v not legal", m.Move)
			}
		}
	})
}

package polyglot

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
)

// Write writes entries to w as a book, 16 bytes each, in their order. The
// keys must be ascending and every move valid (the zero move included), as
// Parse requires; otherwise Write returns the *FormatError Parse would
// give for the result, before writing anything.
func Write(w io.Writer, entries []Entry) error {
	for i, e := range entries {
		fe := &FormatError{Entry: i, Offset: int64(i * EntrySize)}
		if i > 0 && e.Key < entries[i-1].Key {
			fe.Err, fe.Detail = ErrUnsorted, fmt.Sprintf("key %016x after key %016x", e.Key, entries[i-1].Key)
			return fe
		}
		if err := e.Move.check(); err != nil {
			fe.Err, fe.Detail = ErrBadMove, err.Error()
			return fe
		}
	}
	bw := bufio.NewWriter(w)
	var buf [EntrySize]byte
	for _, e := range entries {
		binary.BigEndian.PutUint64(buf[0:8], e.Key)
		binary.BigEndian.PutUint16(buf[8:10], uint16(e.Move))
		binary.BigEndian.PutUint16(buf[10:12], e.Weight)
		binary.BigEndian.PutUint32(buf[12:16], e.Learn)
		bw.Write(buf[:])
	}
	return bw.Flush()
}

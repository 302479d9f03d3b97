package polyglot

import (
	"errors"
	"fmt"
)

// Errors a FormatError wraps.
var (
	ErrTruncated = errors.New("truncated: the size is not a whole number of 16-byte entries")
	ErrUnsorted  = errors.New("entries not sorted by key")
	ErrBadMove   = errors.New("invalid move")
)

// FormatError reports a book that breaks the format: which entry (0-based)
// at which byte offset, and why (ErrTruncated, ErrUnsorted, ErrBadMove,
// with the details in Detail).
type FormatError struct {
	Name   string // the file, if known
	Entry  int
	Offset int64
	Detail string
	Err    error
}

func (e *FormatError) Error() string {
	s := "polyglot book"
	if e.Name != "" {
		s += " " + e.Name
	}
	s += fmt.Sprintf(": entry %d (byte %d): %v", e.Entry, e.Offset, e.Err)
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	return s
}

func (e *FormatError) Unwrap() error { return e.Err }

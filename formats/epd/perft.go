package epd

import (
	"errors"
	"fmt"
	"io"
	"strconv"
)

// PerftCount is one "Dn count" operation of a perft suite: the number of
// leaves of the legal move tree of depth n.
type PerftCount struct {
	Depth int
	Nodes uint64
}

// Perft returns the perft counts of the record's D1, D2, … operations, in
// the order written. A parsed record has checked them; only a record built
// with bad operands gives an error.
func (r *Record) Perft() ([]PerftCount, error) {
	var counts []PerftCount
	for _, op := range r.Ops {
		d, ok := perftDepth(op.Code)
		if !ok {
			continue
		}
		if len(op.Operands) != 1 {
			return nil, fmt.Errorf("epd: %s needs one operand, has %d", op.Code, len(op.Operands))
		}
		n, err := strconv.ParseUint(op.Operands[0].Text, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("epd: %s count %q is not a number", op.Code, op.Operands[0].Text)
		}
		counts = append(counts, PerftCount{d, n})
	}
	return counts, nil
}

// perftDepth returns n of a perft opcode "Dn".
func perftDepth(code string) (int, bool) {
	if len(code) < 2 || code[0] != 'D' {
		return 0, false
	}
	d, err := strconv.Atoi(code[1:])
	return d, err == nil && d >= 0 && d < 100
}

// Errors of ReadPerftSuite.
var (
	ErrNoCounts  = errors.New(`no perft count ("D<depth> <count>")`)
	ErrNoRecords = errors.New("no records")
)

// PerftRecord is a record of a perft suite with its counts and its line.
type PerftRecord struct {
	*Record
	Line   int
	Counts []PerftCount // in the order written; never empty
}

// ReadPerftSuite reads a perft suite, a record a line as in
//
//	rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400
//
// Every record must have a count and the suite a record, so that a suite
// read wrong cannot pass for a suite checked. name, if not "", is the file's
// name for errors (Reader.Name). A bad record is an *Error naming its line;
// one without counts wraps ErrNoCounts, and an empty suite is ErrNoRecords.
func ReadPerftSuite(r io.Reader, name string) ([]PerftRecord, error) {
	rd := NewReader(r)
	rd.Name = name
	var suite []PerftRecord
	for {
		rec, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		counts, err := rec.Perft()
		if err != nil { // cannot happen: parsing checked every count
			return nil, rd.named(&Error{Line: rd.Line(), Column: 1, Err: fmt.Errorf("%w: %w", ErrOperand, err)})
		}
		if len(counts) == 0 {
			return nil, rd.named(&Error{Line: rd.Line(), Column: rd.lineLen + 1, Err: ErrNoCounts})
		}
		suite = append(suite, PerftRecord{rec, rd.Line(), counts})
	}
	if len(suite) == 0 {
		return nil, rd.named(ErrNoRecords)
	}
	return suite, nil
}

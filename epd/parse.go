package epd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Parse parses one EPD record. Errors are *Error values with Line 1.
func Parse(line string) (*Record, error) { return parseLine(line, 1) }

// span is a token of the line and its byte offset.
type span struct {
	text string
	off  int
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f' }

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func parseLine(line string, lineNo int) (*Record, error) {
	fail := func(off int, tok string, err error) (*Record, error) {
		return nil, &Error{Line: lineNo, Column: off + 1, Token: tok, Err: err}
	}
	i := 0
	word := func() span {
		for i < len(line) && isSpace(line[i]) {
			i++
		}
		start := i
		for i < len(line) && !isSpace(line[i]) && line[i] != ';' {
			i++
		}
		return span{line[start:i], start}
	}
	// The four position fields.
	var fields [4]span
	for k := range fields {
		fields[k] = word()
		if fields[k].text == "" {
			return fail(fields[k].off, "", fmt.Errorf("%w: want 4 position fields (placement, side, castling, en passant), have %d", ErrSyntax, k))
		}
	}
	rec := &Record{}
	// FEN clocks, as perft suites write them.
	clocks := "0 1"
	hmOff, fmOff := fields[0].off, fields[0].off // where each clock was written, for errors
	save := i
	if hm := word(); isDigits(hm.text) {
		save = i
		hmOff = hm.off
		if fm := word(); isDigits(fm.text) {
			clocks = hm.text + " " + fm.text
			rec.Clocks = true
			save = i
			fmOff = fm.off
		} else {
			clocks = hm.text + " 1"
			rec.Clocks = true
		}
	}
	i = save

	// Operations.
	type opSpan struct {
		code     span
		operands []span
	}
	var ops []opSpan
	for {
		for i < len(line) && (isSpace(line[i]) || line[i] == ';') {
			i++
		}
		if i >= len(line) {
			break
		}
		start := i
		for i < len(line) && !isSpace(line[i]) && line[i] != ';' && line[i] != '"' {
			i++
		}
		code := line[start:i]
		if !validOpcode(code) {
			end := i
			if end == start {
				end = start + 1
			}
			return fail(start, line[start:end], fmt.Errorf("%w: an opcode is a letter then up to 14 letters, digits or '_'", ErrSyntax))
		}
		op := opSpan{code: span{code, start}}
		for {
			for i < len(line) && isSpace(line[i]) {
				i++
			}
			if i >= len(line) || line[i] == ';' {
				break
			}
			if line[i] == '"' {
				end := strings.IndexByte(line[i+1:], '"')
				if end < 0 {
					return fail(i, line[i:], fmt.Errorf("%w: string not closed with '\"'", ErrSyntax))
				}
				op.operands = append(op.operands, span{line[i : i+end+2], i})
				i += end + 2
				continue
			}
			s := i
			for i < len(line) && !isSpace(line[i]) && line[i] != ';' && line[i] != '"' {
				i++
			}
			op.operands = append(op.operands, span{line[s:i], s})
		}
		if i < len(line) {
			i++ // the ';'
		}
		ops = append(ops, op)
	}

	// The clocks may also come as operations.
	hm, fm := strings.Fields(clocks)[0], strings.Fields(clocks)[1]
	for _, op := range ops {
		if (op.code.text == "hmvc" || op.code.text == "fmvn") && len(op.operands) == 1 && isDigits(op.operands[0].text) {
			if op.code.text == "hmvc" {
				hm, hmOff = op.operands[0].text, op.operands[0].off
			} else {
				fm, fmOff = op.operands[0].text, op.operands[0].off
			}
		}
	}
	fen := fields[0].text + " " + fields[1].text + " " + fields[2].text + " " + fields[3].text + " " + hm + " " + fm
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		off := fields[0].off
		var fe *chess.FENError
		if errors.As(err, &fe) {
			switch fe.Field {
			case chess.FieldSideToMove:
				off = fields[1].off
			case chess.FieldCastling:
				off = fields[2].off
			case chess.FieldEnPassant:
				off = fields[3].off
			case chess.FieldHalfmoveClock:
				off = hmOff
			case chess.FieldFullmoveNumber:
				off = fmOff
			}
		}
		return fail(off, "", fmt.Errorf("%w: %w", ErrPosition, err))
	}
	rec.Position = pos

	for _, o := range ops {
		op := Op{Code: o.code.text}
		for _, s := range o.operands {
			if strings.HasPrefix(s.text, `"`) {
				op.Operands = append(op.Operands, Operand{Text: s.text[1 : len(s.text)-1], Quoted: true})
			} else {
				op.Operands = append(op.Operands, Operand{Text: s.text})
			}
		}
		switch {
		case isMoveOpcode(op.Code):
			for k, s := range o.operands {
				m, err := resolve(&pos, op.Operands[k].Text)
				if err != nil {
					return fail(s.off, s.text, fmt.Errorf("%w: %w", ErrMove, err))
				}
				op.Moves = append(op.Moves, m)
			}
		case op.Code == "pv":
			p := pos
			for k, s := range o.operands {
				m, err := resolve(&p, op.Operands[k].Text)
				if err != nil {
					return fail(s.off, s.text, fmt.Errorf("%w: %w", ErrMove, err))
				}
				op.Moves = append(op.Moves, m)
				p.MakeMove(m)
			}
		case isIntOpcode(op.Code):
			if len(o.operands) != 1 || !isInteger(op.Operands[0].Text) || op.Operands[0].Quoted {
				off, tok := o.code.off, o.code.text
				if len(o.operands) > 0 {
					off, tok = o.operands[0].off, o.operands[0].text
				}
				return fail(off, tok, fmt.Errorf("%w: %s takes one integer", ErrOperand, op.Code))
			}
		}
		rec.Ops = append(rec.Ops, op)
	}
	return rec, nil
}

// isIntOpcode reports whether code takes one integer operand: the analysis
// counts, evaluations, clocks and perft counts.
func isIntOpcode(code string) bool {
	switch code {
	case "acd", "acn", "ce", "dm", "hmvc", "fmvn", "rc":
		return true
	}
	_, ok := perftDepth(code)
	return ok
}

func isInteger(s string) bool {
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	return isDigits(s)
}

func validOpcode(s string) bool {
	if len(s) == 0 || len(s) > 15 {
		return false
	}
	c := s[0]
	if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// Reader reads EPD records line by line. Blank lines and lines starting
// with '#' are skipped.
type Reader struct {
	sc     *bufio.Scanner
	lineNo int
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	return &Reader{sc: sc}
}

// Read returns the next record, or io.EOF. A bad record is an *Error with
// its line; the next call goes on with the next line.
func (r *Reader) Read() (*Record, error) {
	for r.sc.Scan() {
		r.lineNo++
		line := r.sc.Text()
		if r.lineNo == 1 {
			line = strings.TrimPrefix(line, "\xef\xbb\xbf")
		}
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		return parseLine(line, r.lineNo)
	}
	if err := r.sc.Err(); err != nil {
		return nil, err
	}
	return nil, io.EOF
}

// Line returns the line number of the record read last.
func (r *Reader) Line() int { return r.lineNo }

// ReadAll reads every record of r; it stops at the first error.
func ReadAll(r io.Reader) ([]*Record, error) {
	rd := NewReader(r)
	var recs []*Record
	for {
		rec, err := rd.Read()
		if err == io.EOF {
			return recs, nil
		}
		if err != nil {
			return recs, err
		}
		recs = append(recs, rec)
	}
}

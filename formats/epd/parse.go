package epd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
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

// parseLine reads a record in two passes: scan splits the line into its
// tokens, checking only the syntax; build checks them against the position.
// Both keep each token's offset so that any error points at it.
func parseLine(line string, lineNo int) (*Record, error) {
	s := &scanner{line: line, lineNo: lineNo}
	raw, err := s.scan()
	if err != nil {
		return nil, err
	}
	return s.build(raw)
}

// scanner walks one line.
type scanner struct {
	line   string
	lineNo int
	i      int // the next byte to read
}

// rawRecord is a line split into tokens.
type rawRecord struct {
	fields [4]span // placement, side to move, castling, en passant
	// The clocks as written in FEN fields, or "0" and "1" at the first
	// field's offset if absent; clocks reports they were written.
	hm, fm span
	clocks bool
	ops    []rawOp
}

type rawOp struct {
	code     span
	operands []span // quoted ones with their quotes
}

func (s *scanner) errAt(off int, tok string, err error) *Error {
	return &Error{Line: s.lineNo, Column: off + 1, Token: tok, Err: err}
}

func (s *scanner) skip(skip func(byte) bool) {
	for s.i < len(s.line) && skip(s.line[s.i]) {
		s.i++
	}
}

// until advances to the next byte that is a space or one of stops.
func (s *scanner) until(stops string) {
	for s.i < len(s.line) && !isSpace(s.line[s.i]) && strings.IndexByte(stops, s.line[s.i]) < 0 {
		s.i++
	}
}

// word returns the next word of the position fields, which ';' ends too.
func (s *scanner) word() span {
	s.skip(isSpace)
	start := s.i
	s.until(";")
	return span{s.line[start:s.i], start}
}

func (s *scanner) scan() (*rawRecord, error) {
	raw := &rawRecord{}
	for k := range raw.fields {
		raw.fields[k] = s.word()
		if raw.fields[k].text == "" {
			return nil, s.errAt(raw.fields[k].off, "", fmt.Errorf("%w: want 4 position fields (placement, side, castling, en passant), have %d", ErrSyntax, k))
		}
	}
	s.scanClocks(raw)
	for {
		op, ok, err := s.scanOp()
		if err != nil {
			return nil, err
		}
		if !ok {
			return raw, nil
		}
		raw.ops = append(raw.ops, op)
	}
}

// scanClocks reads the halfmove clock and fullmove number of a full FEN, as
// perft suites write them. A word that is not a number is left unread: it
// is an opcode.
func (s *scanner) scanClocks(raw *rawRecord) {
	raw.hm = span{"0", raw.fields[0].off}
	raw.fm = span{"1", raw.fields[0].off}
	save := s.i
	hm := s.word()
	if !isDigits(hm.text) {
		s.i = save
		return
	}
	raw.hm, raw.clocks = hm, true
	save = s.i
	if fm := s.word(); isDigits(fm.text) {
		raw.fm = fm
	} else {
		s.i = save
	}
}

// scanOp reads the next operation: an opcode, its operands, and the ';'
// that ends it unless the line ends first. ok is false at the end of the line.
func (s *scanner) scanOp() (op rawOp, ok bool, err error) {
	s.skip(func(c byte) bool { return isSpace(c) || c == ';' })
	if s.i >= len(s.line) {
		return rawOp{}, false, nil
	}
	start := s.i
	s.until(`;"`)
	code := s.line[start:s.i]
	if !validOpcode(code) {
		end := max(s.i, start+1)
		return rawOp{}, false, s.errAt(start, s.line[start:end], fmt.Errorf("%w: an opcode is a letter then up to 14 letters, digits or '_'", ErrSyntax))
	}
	op.code = span{code, start}
	for {
		s.skip(isSpace)
		if s.i >= len(s.line) || s.line[s.i] == ';' {
			break
		}
		o, err := s.scanOperand()
		if err != nil {
			return rawOp{}, false, err
		}
		op.operands = append(op.operands, o)
	}
	if s.i < len(s.line) {
		s.i++ // the ';'
	}
	return op, true, nil
}

// scanOperand reads a quoted string, quotes and all, or a word.
func (s *scanner) scanOperand() (span, error) {
	start := s.i
	if s.line[start] != '"' {
		s.until(`;"`)
		return span{s.line[start:s.i], start}, nil
	}
	end := strings.IndexByte(s.line[start+1:], '"')
	if end < 0 {
		return span{}, s.errAt(start, s.line[start:], fmt.Errorf("%w: string not closed with '\"'", ErrSyntax))
	}
	s.i = start + end + 2
	return span{s.line[start:s.i], start}, nil
}

// build makes the record of raw: its position, then its operations checked
// against it.
func (s *scanner) build(raw *rawRecord) (*Record, error) {
	pos, err := s.position(raw)
	if err != nil {
		return nil, err
	}
	rec := &Record{Position: pos, Clocks: raw.clocks}
	for _, o := range raw.ops {
		op, err := s.buildOp(&pos, o)
		if err != nil {
			return nil, err
		}
		rec.Ops = append(rec.Ops, op)
	}
	return rec, nil
}

// position parses the four fields and the clocks, which hmvc and fmvn
// operations set too. An error points at the field or operand at fault.
func (s *scanner) position(raw *rawRecord) (chess.Position, error) {
	hm, fm := raw.hm, raw.fm
	for _, op := range raw.ops {
		if len(op.operands) != 1 || !isDigits(op.operands[0].text) {
			continue // not a clock: buildOp reports it
		}
		switch op.code.text {
		case "hmvc":
			hm = op.operands[0]
		case "fmvn":
			fm = op.operands[0]
		}
	}
	f := raw.fields
	pos, err := chess.ParseFEN(strings.Join([]string{f[0].text, f[1].text, f[2].text, f[3].text, hm.text, fm.text}, " "))
	if err == nil {
		return pos, nil
	}
	off := f[0].off
	var fe *chess.FENError
	if errors.As(err, &fe) {
		switch fe.Field {
		case chess.FieldSideToMove:
			off = f[1].off
		case chess.FieldCastling:
			off = f[2].off
		case chess.FieldEnPassant:
			off = f[3].off
		case chess.FieldHalfmoveClock:
			off = hm.off
		case chess.FieldFullmoveNumber:
			off = fm.off
		}
	}
	return pos, s.errAt(off, "", fmt.Errorf("%w: %w", ErrPosition, err))
}

// buildOp makes the operation of o and checks its operands by opcode: moves
// must be legal, numbers numbers.
func (s *scanner) buildOp(pos *chess.Position, o rawOp) (Op, error) {
	op := Op{Code: o.code.text}
	for _, sp := range o.operands {
		if strings.HasPrefix(sp.text, `"`) {
			op.Operands = append(op.Operands, Operand{Text: sp.text[1 : len(sp.text)-1], Quoted: true})
		} else {
			op.Operands = append(op.Operands, Operand{Text: sp.text})
		}
	}
	var err error
	switch {
	case isMoveOpcode(op.Code):
		op.Moves, err = s.resolveMoves(*pos, o, op, false)
	case op.Code == "pv":
		op.Moves, err = s.resolveMoves(*pos, o, op, true)
	case isIntOpcode(op.Code):
		err = s.checkInt(o, op)
	}
	return op, err
}

// resolveMoves resolves the operands to legal moves: each of pos, or, for a
// line, each of the position after the moves before it.
func (s *scanner) resolveMoves(pos chess.Position, o rawOp, op Op, line bool) ([]chess.Move, error) {
	var moves []chess.Move
	for k, sp := range o.operands {
		m, err := resolve(&pos, op.Operands[k].Text)
		if err != nil {
			return nil, s.errAt(sp.off, sp.text, fmt.Errorf("%w: %w", ErrMove, err))
		}
		moves = append(moves, m)
		if line {
			pos.MakeMove(m)
		}
	}
	return moves, nil
}

// checkInt requires one unquoted integer operand in the range of the
// accessor that reads it: Perft's uint64 for a perft count, else Int's int64.
func (s *scanner) checkInt(o rawOp, op Op) error {
	want, bits := "64-bit integer", func(t string) error { _, err := strconv.ParseInt(t, 10, 64); return err }
	if _, perft := perftDepth(op.Code); perft {
		want, bits = "count (0 to 2^64-1)", func(t string) error { _, err := strconv.ParseUint(t, 10, 64); return err }
	}
	if len(o.operands) == 1 && !op.Operands[0].Quoted && bits(op.Operands[0].Text) == nil {
		return nil
	}
	at := o.code
	if len(o.operands) > 0 {
		at = o.operands[0]
	}
	return s.errAt(at.off, at.text, fmt.Errorf("%w: %s takes one %s", ErrOperand, op.Code, want))
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
	// Name is the name of the file read, for errors: an *Error has it, any
	// other error starts with it.
	Name    string
	sc      *bufio.Scanner
	lineNo  int
	lineLen int // of the line read last, for errors at its end
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
		r.lineLen = len(line)
		rec, err := parseLine(line, r.lineNo)
		if err != nil {
			return nil, r.named(err)
		}
		return rec, nil
	}
	if err := r.sc.Err(); err != nil {
		return nil, r.named(err)
	}
	return nil, io.EOF
}

// named returns err for the Reader to return: an *Error with its line and
// column, or err, both with the file's name.
func (r *Reader) named(err error) error {
	var e *Error
	switch {
	case errors.As(err, &e):
		e.Name = r.Name
	case r.Name != "":
		return fmt.Errorf("%s: %w", r.Name, err)
	}
	return err
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

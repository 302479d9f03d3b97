package epd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Errors an *Error can wrap. A bad position also wraps the *chess.FENError,
// a bad move operand the *chess.MoveError.
var (
	ErrSyntax   = errors.New("syntax error")
	ErrPosition = errors.New("bad position")
	ErrMove     = errors.New("bad move operand")
	ErrOperand  = errors.New("bad operand")
)

// Error is a problem in one EPD record: where and why.
type Error struct {
	Name   string // the file, if the Reader was given its name
	Line   int    // 1-based line (1 for Parse)
	Column int    // 1-based byte column of the field, opcode or operand at fault
	Token  string // that field, opcode or operand, verbatim
	Err    error
}

// Error reads "line 4, column 28: …", or with a file name the usual
// "name:4:28: …".
func (e *Error) Error() string {
	where := fmt.Sprintf("line %d, column %d", e.Line, e.Column)
	if e.Name != "" {
		where = fmt.Sprintf("%s:%d:%d", e.Name, e.Line, e.Column)
	}
	if e.Token != "" {
		return fmt.Sprintf("%s: %q: %v", where, e.Token, e.Err)
	}
	return fmt.Sprintf("%s: %v", where, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Operand is one operand of an operation as written: its text, and whether
// it was a quoted string (the quotes are not part of Text).
type Operand struct {
	Text   string
	Quoted bool
}

// Op is one operation: its opcode, its operands and, for the move opcodes
// (am, bm, pm, sm, pv), the operands resolved to moves.
type Op struct {
	Code     string
	Operands []Operand
	Moves    []chess.Move
}

// Record is one EPD record: a position and its operations in the order read.
type Record struct {
	Position chess.Position
	Ops      []Op
	// Clocks reports that the record gave the halfmove clock and fullmove
	// number as FEN fields rather than as hmvc and fmvn operations; String
	// writes them back the same way.
	Clocks bool
}

// moveOpcodes are the opcodes whose operands are SAN moves of the position.
func isMoveOpcode(code string) bool {
	return code == "bm" || code == "am" || code == "pm" || code == "sm"
}

// Op returns the first operation with the given opcode, or nil.
func (r *Record) Op(code string) *Op {
	for i := range r.Ops {
		if r.Ops[i].Code == code {
			return &r.Ops[i]
		}
	}
	return nil
}

// Text returns the text of the first operand of the operation code
// (e.g. id, c0), "" if there is none.
func (r *Record) Text(code string) string {
	if op := r.Op(code); op != nil && len(op.Operands) > 0 {
		return op.Operands[0].Text
	}
	return ""
}

// ID returns the id operation's string, "" if there is none.
func (r *Record) ID() string { return r.Text("id") }

// BestMoves returns the moves of the bm operation (nil if none).
func (r *Record) BestMoves() []chess.Move {
	if op := r.Op("bm"); op != nil {
		return op.Moves
	}
	return nil
}

// AvoidMoves returns the moves of the am operation (nil if none).
func (r *Record) AvoidMoves() []chess.Move {
	if op := r.Op("am"); op != nil {
		return op.Moves
	}
	return nil
}

// Int returns the first operand of operation code as an integer, e.g. acd
// (depth), acn (nodes), ce (centipawns), dm (mate in n), hmvc, fmvn. ok is
// false if there is no such operation; err is set if its operand is not an
// integer.
func (r *Record) Int(code string) (n int64, ok bool, err error) {
	op := r.Op(code)
	if op == nil {
		return 0, false, nil
	}
	if len(op.Operands) == 0 {
		return 0, true, fmt.Errorf("epd: %s has no operand", code)
	}
	n, err = strconv.ParseInt(op.Operands[0].Text, 10, 64)
	if err != nil {
		return 0, true, fmt.Errorf("epd: %s operand %q is not an integer", code, op.Operands[0].Text)
	}
	return n, true, nil
}

// MovePoints is a move and the points a test suite gives it.
type MovePoints struct {
	Move   chess.Move
	Points int
}

// Points returns the points of the Strategic Test Suite's c0 operation,
// c0 "f5=10, Be5+=2, Bf2=3, Bg4=2", with each SAN move resolved. It returns
// nil if the record has no c0 operation in that form.
func (r *Record) Points() ([]MovePoints, error) {
	text := r.Text("c0")
	if !strings.Contains(text, "=") {
		return nil, nil
	}
	var pts []MovePoints
	for _, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		eq := strings.LastIndexByte(item, '=')
		if eq <= 0 {
			return nil, fmt.Errorf("epd: c0 item %q: want move=points", item)
		}
		n, err := strconv.Atoi(item[eq+1:])
		if err != nil {
			return nil, fmt.Errorf("epd: c0 item %q: points are not a number", item)
		}
		m, err := resolve(&r.Position, item[:eq])
		if err != nil {
			return nil, fmt.Errorf("epd: c0 item %q: %w", item, err)
		}
		pts = append(pts, MovePoints{m, n})
	}
	return pts, nil
}

// resolve returns the legal move s names in pos: SAN, or UCI notation.
func resolve(pos *chess.Position, s string) (chess.Move, error) {
	m, err := pos.ParseSAN(s)
	if err == nil {
		return m, nil
	}
	if m2, err2 := pos.ParseMove(s); err2 == nil {
		return m2, nil
	}
	return chess.NullMove, err
}

// StringOp returns an operation with one quoted string operand, e.g.
// StringOp("id", "WAC.001").
func StringOp(code, s string) Op {
	return Op{Code: code, Operands: []Operand{{Text: s, Quoted: true}}}
}

// IntOp returns an operation with one integer operand, e.g. IntOp("acd", 12).
func IntOp(code string, n int64) Op {
	return Op{Code: code, Operands: []Operand{{Text: strconv.FormatInt(n, 10)}}}
}

// MoveOp returns an operation whose operands are moves of pos written in
// SAN: alternatives (bm, am, pm, sm) or, for pv, a line played one move after
// another. The moves must be legal.
func MoveOp(pos *chess.Position, code string, moves ...chess.Move) Op {
	op := Op{Code: code, Moves: moves}
	p := *pos
	for _, m := range moves {
		op.Operands = append(op.Operands, Operand{Text: p.SAN(m)})
		if code == "pv" {
			p.MakeMove(m)
		}
	}
	return op
}

// Format returns the record as one line of EPD: the four position fields
// (and the clocks as FEN fields if the record was read that way), then each
// operation as opcode, operands and ";", separated by spaces.
func (r *Record) Format() string {
	var b strings.Builder
	fen := r.Position.FEN()
	fields := strings.Fields(fen)
	n := 4
	if r.Clocks {
		n = 6
	}
	b.WriteString(strings.Join(fields[:min(n, len(fields))], " "))
	for _, op := range r.Ops {
		b.WriteByte(' ')
		b.WriteString(op.Code)
		for _, o := range op.Operands {
			b.WriteByte(' ')
			if o.Quoted || o.Text == "" || strings.ContainsAny(o.Text, " \t;\"") {
				// EPD strings have no escapes: a '"' inside becomes "'".
				b.WriteByte('"')
				b.WriteString(strings.ReplaceAll(o.Text, `"`, "'"))
				b.WriteByte('"')
			} else {
				b.WriteString(o.Text)
			}
		}
		b.WriteByte(';')
	}
	return b.String()
}

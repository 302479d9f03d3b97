package uci

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// Field is one kind of information an info line can carry; Info.Has tells
// which ones a line had.
type Field uint32

const (
	FieldDepth Field = 1 << iota
	FieldSelDepth
	FieldMultiPV
	FieldScore
	FieldWDL
	FieldNodes
	FieldNPS
	FieldHashFull
	FieldTBHits
	FieldTime
	FieldPV
	FieldCurrMove
	FieldCurrMoveNumber
	FieldString
	FieldRefutation
	FieldCurrLine
	FieldCPULoad
	FieldSBHits
)

// Score is an engine's evaluation from the point of view of the side to
// move: centipawns, or mate in Mate moves (negative: the side to move is
// mated). Lowerbound and Upperbound mark fail-high and fail-low scores.
type Score struct {
	CP         int
	Mate       int // moves to mate; 0 if the score is in centipawns
	IsMate     bool
	Lowerbound bool
	Upperbound bool
}

// String returns "cp 35", "mate -3", "cp 20 lowerbound": the UCI form.
func (s Score) String() string {
	var b strings.Builder
	if s.IsMate {
		b.WriteString("mate ")
		b.WriteString(strconv.Itoa(s.Mate))
	} else {
		b.WriteString("cp ")
		b.WriteString(strconv.Itoa(s.CP))
	}
	if s.Lowerbound {
		b.WriteString(" lowerbound")
	}
	if s.Upperbound {
		b.WriteString(" upperbound")
	}
	return b.String()
}

// Pawns returns the score as people read it: pawns with a sign ("+0.36",
// "-1.20"), or a mate: "#3" mates in 3 moves, "-#2" is mated in 2. Bounds are
// not shown.
func (s Score) Pawns() string { return s.pawns("#", "-#") }

// PGN returns the score as match tools (cutechess-cli) write it in PGN move
// comments: as Pawns, but mates as "+M3" and "-M2".
func (s Score) PGN() string { return s.pawns("+M", "-M") }

// pawns is Pawns with the marks of a mate for and against the side to move.
// Mate 0 (the side to move is mated) counts as against.
func (s Score) pawns(mates, mated string) string {
	switch {
	case !s.IsMate:
		return fmt.Sprintf("%+.2f", float64(s.CP)/100)
	case s.Mate > 0:
		return mates + strconv.Itoa(s.Mate)
	}
	return mated + strconv.Itoa(-s.Mate)
}

// Info is one parsed "info" line. Only the fields named in Has were present;
// the others are zero.
//
//	info depth 12 seldepth 17 multipv 1 score cp 35 nodes 20340 nps 1017000 time 20 pv e2e4 e7e5
//
// gives Depth 12, SelDepth 17, MultiPV 1, Score{CP: 35}, Nodes 20340,
// NPS 1017000, Time 20ms and PV [e2e4 e7e5].
type Info struct {
	Has            Field
	Depth          int
	SelDepth       int
	MultiPV        int
	Score          Score
	WDL            [3]int // wins, draws, losses per mille, side to move's view
	Nodes          uint64
	NPS            uint64
	HashFull       int // per mille
	TBHits         uint64
	SBHits         uint64
	CPULoad        int // per mille
	Time           time.Duration
	PV             []string // moves in UCI notation
	CurrMove       string
	CurrMoveNumber int
	String         string // the rest of the line after "string"
	Refutation     []string
	CurrLine       []string
	CurrLineCPU    int // the CPU number of "currline", 0 if not given
}

// ParseInfo parses an "info ..." line. Every field of the UCI specification
// is understood, plus "wdl W D L"; a malformed field is an error
// (*ParseError naming the token). A field the specification does not name
// (lc0's "movesleft 34", say) is skipped with its values, up to the next
// known keyword, as the specification asks of a GUI. Move lists (pv,
// refutation, currline) run to the next keyword; moves are checked for UCI
// form ("e2e4", "e7e8q", "0000").
func ParseInfo(line string) (Info, error) {
	p := infoParser{line: line, f: strings.Fields(line), i: 1}
	if len(p.f) == 0 || p.f[0] != "info" {
		return Info{}, &ParseError{Line: line, Msg: `info line must start with "info"`}
	}
	for p.i < len(p.f) {
		if err := p.field(); err != nil {
			return Info{}, err
		}
	}
	return p.in, nil
}

// infoParser reads the fields of an info line, f, from f[i] on into in.
type infoParser struct {
	line string
	f    []string
	i    int
	in   Info
}

// token returns f[i+k], or "" past the end of the line.
func (p *infoParser) token(k int) string {
	if p.i+k < len(p.f) {
		return p.f[p.i+k]
	}
	return ""
}

func (p *infoParser) fail(tok, msg string) error {
	return &ParseError{Line: p.line, Token: tok, Msg: msg}
}

// field reads the field whose keyword is f[i] and moves i past it.
func (p *infoParser) field() error {
	switch key := p.f[p.i]; key {
	case "depth", "seldepth", "multipv", "nodes", "nps", "hashfull", "tbhits", "sbhits", "cpuload", "time", "currmovenumber":
		return p.integer(key)
	case "score":
		return p.score()
	case "wdl":
		return p.wdl()
	case "currmove":
		if !IsMoveText(p.token(1)) {
			return p.fail(p.token(1), "currmove needs a move")
		}
		p.in.CurrMove, p.in.Has = p.token(1), p.in.Has|FieldCurrMove
		p.i += 2
	case "pv", "refutation":
		ms, err := p.moves(key)
		if err != nil {
			return err
		}
		if key == "pv" {
			p.in.PV, p.in.Has = ms, p.in.Has|FieldPV
		} else {
			p.in.Refutation, p.in.Has = ms, p.in.Has|FieldRefutation
		}
	case "currline":
		return p.currline()
	case "string":
		p.in.String = restAfter(p.line, p.i)
		p.in.Has |= FieldString
		p.i = len(p.f)
	default: // not a UCI field: skip it and its values
		for p.i++; p.i < len(p.f) && !isInfoKeyword(p.f[p.i]); p.i++ {
		}
	}
	return nil
}

// integer reads a field of one non-negative integer.
func (p *infoParser) integer(key string) error {
	tok := p.token(1)
	n, err := strconv.ParseInt(tok, 10, 64)
	if err != nil || n < 0 {
		return p.fail(tok, key+" needs a non-negative integer")
	}
	p.i += 2
	in := &p.in
	switch key {
	case "depth":
		in.Depth, in.Has = int(n), in.Has|FieldDepth
	case "seldepth":
		in.SelDepth, in.Has = int(n), in.Has|FieldSelDepth
	case "multipv":
		in.MultiPV, in.Has = int(n), in.Has|FieldMultiPV
	case "nodes":
		in.Nodes, in.Has = uint64(n), in.Has|FieldNodes
	case "nps":
		in.NPS, in.Has = uint64(n), in.Has|FieldNPS
	case "hashfull":
		in.HashFull, in.Has = int(n), in.Has|FieldHashFull
	case "tbhits":
		in.TBHits, in.Has = uint64(n), in.Has|FieldTBHits
	case "sbhits":
		in.SBHits, in.Has = uint64(n), in.Has|FieldSBHits
	case "cpuload":
		in.CPULoad, in.Has = int(n), in.Has|FieldCPULoad
	case "time":
		if n > int64(math.MaxInt64/time.Millisecond) {
			return p.fail(tok, "time is out of range")
		}
		in.Time, in.Has = time.Duration(n)*time.Millisecond, in.Has|FieldTime
	case "currmovenumber":
		in.CurrMoveNumber, in.Has = int(n), in.Has|FieldCurrMoveNumber
	}
	return nil
}

// score reads "score cp N" or "score mate N", then its bounds.
func (p *infoParser) score() error {
	if p.i+2 >= len(p.f) {
		return p.fail("", "score needs cp or mate and a number")
	}
	v, err := strconv.Atoi(p.f[p.i+2])
	if err != nil {
		return p.fail(p.f[p.i+2], "score value is not an integer")
	}
	switch p.f[p.i+1] {
	case "cp":
		p.in.Score.CP = v
	case "mate":
		p.in.Score.Mate, p.in.Score.IsMate = v, true
	default:
		return p.fail(p.f[p.i+1], "score needs cp or mate")
	}
	for p.i += 3; p.i < len(p.f) && (p.f[p.i] == "lowerbound" || p.f[p.i] == "upperbound"); p.i++ {
		if p.f[p.i] == "lowerbound" {
			p.in.Score.Lowerbound = true
		} else {
			p.in.Score.Upperbound = true
		}
	}
	p.in.Has |= FieldScore
	return nil
}

// wdl reads "wdl W D L".
func (p *infoParser) wdl() error {
	if p.i+3 >= len(p.f) {
		return p.fail("", "wdl needs three integers")
	}
	for k := range 3 {
		v, err := strconv.Atoi(p.f[p.i+1+k])
		if err != nil || v < 0 {
			return p.fail(p.f[p.i+1+k], "wdl needs three non-negative integers")
		}
		p.in.WDL[k] = v
	}
	p.i += 4
	p.in.Has |= FieldWDL
	return nil
}

// list returns the words after the keyword up to the next keyword, and
// moves i to that keyword.
func (p *infoParser) list() []string {
	j := p.i + 1
	for j < len(p.f) && !isInfoKeyword(p.f[j]) {
		j++
	}
	ms := p.f[p.i+1 : j]
	p.i = j
	return ms
}

// moves reads the move list of the field key.
func (p *infoParser) moves(key string) ([]string, error) {
	ms := p.list()
	for _, m := range ms {
		if !IsMoveText(m) {
			return nil, p.fail(m, key+" contains something that is not a move")
		}
	}
	return ms, nil
}

// currline reads "currline [CPU] MOVES".
func (p *infoParser) currline() error {
	ms := p.list()
	if len(ms) > 0 && !IsMoveText(ms[0]) {
		cpu, err := strconv.Atoi(ms[0])
		if err != nil || cpu < 0 {
			return p.fail(ms[0], "currline needs a CPU number or a move")
		}
		p.in.CurrLineCPU = cpu
		ms = ms[1:]
	}
	for _, m := range ms {
		if !IsMoveText(m) {
			return p.fail(m, "currline contains something that is not a move")
		}
	}
	p.in.CurrLine, p.in.Has = ms, p.in.Has|FieldCurrLine
	return nil
}

// restAfter returns the text of line after its i-th field and the blank that
// follows it, spaces inside kept.
func restAfter(line string, i int) string {
	s := line
	for k := 0; k <= i; k++ {
		s = strings.TrimLeft(s, " \t")
		j := strings.IndexAny(s, " \t")
		if j < 0 {
			return ""
		}
		s = s[j:]
	}
	if len(s) > 0 {
		s = s[1:]
	}
	return strings.TrimRight(s, " \t\r")
}

func isInfoKeyword(s string) bool {
	switch s {
	case "depth", "seldepth", "multipv", "score", "wdl", "nodes", "nps", "hashfull", "tbhits", "sbhits",
		"cpuload", "time", "pv", "currmove", "currmovenumber", "string", "refutation", "currline":
		return true
	}
	return false
}

// IsMoveText reports whether s has the form of a move in UCI notation:
// from-square, to-square and an optional promotion letter ("e2e4", "a7a8q"),
// or the null move "0000". It does not check legality.
func IsMoveText(s string) bool {
	if s == "0000" {
		return true
	}
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	for k := 0; k < 4; k += 2 {
		if s[k] < 'a' || s[k] > 'h' || s[k+1] < '1' || s[k+1] > '8' {
			return false
		}
	}
	return len(s) == 4 || strings.IndexByte("qrbn", s[4]) >= 0
}

// BestMove is the engine's answer to "go": its move and, optionally, the
// move it expects in reply (to ponder on). Move is "0000" or "(none)" as the
// engine wrote it when it has no legal move.
type BestMove struct {
	Move   string
	Ponder string
}

// ParseBestMove parses "bestmove e2e4 [ponder e7e5]". Engines with no legal
// move write "bestmove 0000" or "bestmove (none)"; both are accepted.
func ParseBestMove(line string) (BestMove, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return BestMove{}, &ParseError{Line: line, Msg: `want "bestmove MOVE [ponder MOVE]"`}
	}
	bm := BestMove{Move: f[1]}
	if !IsMoveText(bm.Move) && bm.Move != "(none)" {
		return BestMove{}, &ParseError{Line: line, Token: f[1], Msg: "bestmove is not a move"}
	}
	switch {
	case len(f) == 2:
	case len(f) == 4 && f[2] == "ponder" && IsMoveText(f[3]):
		bm.Ponder = f[3]
	case len(f) == 4 && f[2] == "ponder" && f[3] == "(none)":
	case len(f) == 3 && f[2] == "ponder":
	default:
		return BestMove{}, &ParseError{Line: line, Token: strings.Join(f[2:], " "), Msg: `want "ponder MOVE" after the best move`}
	}
	return bm, nil
}

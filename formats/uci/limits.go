package uci

import (
	"strconv"
	"strings"
	"time"
)

// Limits is what "go" tells the engine: the clocks, or a fixed depth, node
// count or move time, or an infinite (or pondering) search. The zero Limits is
// "go" alone, which engines treat as infinite; give at least one limit.
//
// Clock fields are sent when WTime or BTime is set (wtime/btime, and winc,
// binc and movestogo when non-zero). Times are rounded down to milliseconds.
type Limits struct {
	WTime, BTime time.Duration
	WInc, BInc   time.Duration
	MovesToGo    int // moves until the next time control; 0 for none (sudden death)

	Depth    int           // plies
	Nodes    uint64        // nodes
	Mate     int           // search for a mate in this many moves
	MoveTime time.Duration // exactly this long

	Infinite    bool     // until "stop"
	Ponder      bool     // ponder on the position: the engine waits for ponderhit or stop
	SearchMoves []string // restrict the search to these root moves (UCI notation)
}

// Command returns the "go ..." line for l:
// Limits{Depth: 12}.Command() is "go depth 12"; Limits{}.Command() is "go".
func (l Limits) Command() string {
	var b strings.Builder
	b.WriteString("go")
	ms := func(key string, d time.Duration) {
		b.WriteString(" " + key + " ")
		b.WriteString(strconv.FormatInt(max(d.Milliseconds(), 0), 10))
	}
	if len(l.SearchMoves) > 0 {
		b.WriteString(" searchmoves ")
		b.WriteString(strings.Join(l.SearchMoves, " "))
	}
	if l.Ponder {
		b.WriteString(" ponder")
	}
	if l.WTime > 0 || l.BTime > 0 {
		ms("wtime", l.WTime)
		ms("btime", l.BTime)
		if l.WInc > 0 {
			ms("winc", l.WInc)
		}
		if l.BInc > 0 {
			ms("binc", l.BInc)
		}
		if l.MovesToGo > 0 {
			b.WriteString(" movestogo " + strconv.Itoa(l.MovesToGo))
		}
	}
	if l.Depth > 0 {
		b.WriteString(" depth " + strconv.Itoa(l.Depth))
	}
	if l.Nodes > 0 {
		b.WriteString(" nodes " + strconv.FormatUint(l.Nodes, 10))
	}
	if l.Mate > 0 {
		b.WriteString(" mate " + strconv.Itoa(l.Mate))
	}
	if l.MoveTime > 0 {
		ms("movetime", l.MoveTime)
	}
	if l.Infinite {
		b.WriteString(" infinite")
	}
	return b.String()
}

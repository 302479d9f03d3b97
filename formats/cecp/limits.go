package cecp

import (
	"fmt"
	"strconv"
	"time"
)

// Limits is how long the engine may think on a move: a clock (Level with
// both sides' times), or a fixed time per move, and optionally a depth. The
// protocol has no node limit.
type Limits struct {
	Level       *Level        // a time control; nil for none
	Time, OTime time.Duration // with a Level: the engine's clock and its opponent's ("time", "otim")
	MoveTime    time.Duration // without a Level: the time per move ("st"), in whole seconds
	Depth       int           // plies ("sd"); 0 for no limit
}

// Level is a conventional chess clock: Moves moves in Base (0: the whole
// game), plus Inc after each move.
type Level struct {
	Moves     int
	Base, Inc time.Duration
}

// Commands returns the commands that set l, without the clocks: "level"
// (or "st"), then "sd". A Level's base is sent as minutes or m:ss, at least
// 0:01, and a move time is rounded down to whole seconds, at least 1:
// rounded up, the engine would be told to think past the time it is held to.
func (l Limits) Commands() []string {
	var cmds []string
	switch {
	case l.Level != nil:
		lv := l.Level
		base := strconv.Itoa(int(lv.Base / time.Minute))
		if secs := int((lv.Base % time.Minute) / time.Second); secs > 0 {
			base += fmt.Sprintf(":%02d", secs)
		}
		if lv.Base < time.Second {
			base = "0:01"
		}
		cmds = append(cmds, fmt.Sprintf("level %d %s %s", lv.Moves, base, strconv.FormatFloat(lv.Inc.Seconds(), 'f', -1, 64)))
	case l.MoveTime > 0:
		cmds = append(cmds, "st "+strconv.FormatInt(max(int64(l.MoveTime/time.Second), 1), 10))
	}
	if l.Depth > 0 {
		cmds = append(cmds, "sd "+strconv.Itoa(l.Depth))
	}
	return cmds
}

// centiseconds is a clock as "time" and "otim" say it.
func centiseconds(d time.Duration) string { return strconv.FormatInt(d.Milliseconds()/10, 10) }

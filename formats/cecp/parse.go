package cecp

import (
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

// ParseFeatures splits the arguments of a "feature" line,
// `myname="Sjeng 11.2" setboard=1 done=0`, into key/value pairs in order,
// quotes removed.
func ParseFeatures(s string) [][2]string {
	var out [][2]string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			break
		}
		k := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var v string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				v, s = s[1:], ""
			} else {
				v, s = s[1:1+end], s[2+end:]
			}
		} else {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				v, s = s, ""
			} else {
				v, s = s[:end], s[end:]
			}
		}
		out = append(out, [2]string{k, v})
	}
	return out
}

// Thinking is one line of an engine's thinking output ("post" mode).
type Thinking struct {
	Depth int
	Score uci.Score // from the engine's side
	Time  time.Duration
	Nodes uint64
	PV    []string
}

// ParseThinking reads a thinking line, "ply score time nodes pv...": the
// ply may end in "." or "&", the score is in centipawns (mates as 100000±N
// in the engines that report them so), the time in centiseconds. It reports
// false for lines of another shape.
func ParseThinking(line string) (Thinking, bool) {
	f := strings.Fields(line)
	if len(f) < 4 {
		return Thinking{}, false
	}
	ply, e1 := strconv.Atoi(strings.TrimRight(f[0], ".&"))
	cp, e2 := strconv.Atoi(f[1])
	nodes, e3 := strconv.ParseUint(f[3], 10, 64)
	if e1 != nil || e2 != nil || e3 != nil {
		return Thinking{}, false
	}
	t := Thinking{Depth: ply, Score: score(cp), Nodes: nodes, PV: f[4:]}
	if cs, err := strconv.ParseInt(f[2], 10, 64); err == nil {
		t.Time = time.Duration(cs) * 10 * time.Millisecond
	}
	return t, true
}

// score turns an xboard score into a UCI score: mates are 100000 minus the
// distance in plies, for the engines that report them at all.
func score(cp int) uci.Score {
	const mateBase = 100000
	switch {
	case cp >= mateBase-1000:
		return uci.Score{Mate: (mateBase - cp + 1) / 2, IsMate: true}
	case cp <= -(mateBase - 1000):
		return uci.Score{Mate: -(mateBase + cp + 1) / 2, IsMate: true}
	}
	return uci.Score{CP: cp}
}

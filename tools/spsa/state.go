package spsa

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// stateHeader starts a state file.
const stateHeader = "# westcott spsa state"

// WriteState writes st in the state file format:
//
//	# westcott spsa state
//	step 1200 w 150 d 900 l 140
//	RFPMargin 83.125
//	FutilityMargin 88.5
//
// one line per parameter, in the order of params.
func WriteState(w io.Writer, st *State, params []Param) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nstep %d w %d d %d l %d\n", stateHeader, st.Step, st.W, st.D, st.L)
	for i, p := range params {
		fmt.Fprintf(&b, "%s %s\n", p.Name, strconv.FormatFloat(st.Theta[i], 'g', -1, 64))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ReadState reads a state file for params: every parameter must have its
// line (others are refused, so that a run is not resumed with a different
// set). Errors name the line.
func ReadState(r io.Reader, params []Param) (*State, error) {
	st := &State{Theta: make([]float64, len(params))}
	index := map[string]int{}
	for i, p := range params {
		index[p.Name] = i
	}
	seen := make([]bool, len(params))
	sc := bufio.NewScanner(r)
	line := 0
	bad := func(format string, a ...any) (*State, error) {
		return nil, fmt.Errorf("spsa state, line %d: %s", line, fmt.Sprintf(format, a...))
	}
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		f := strings.Fields(text)
		switch {
		case line == 1:
			if text != stateHeader {
				return bad("%.40q is not the header %q", text, stateHeader)
			}
		case line == 2:
			if len(f) != 8 || f[0] != "step" || f[2] != "w" || f[4] != "d" || f[6] != "l" {
				return bad("want \"step N w W d D l L\", got %.60q", text)
			}
			var n [4]int
			for i, s := range []string{f[1], f[3], f[5], f[7]} {
				v, err := strconv.Atoi(s)
				if err != nil || v < 0 {
					return bad("%q is not a count", s)
				}
				n[i] = v
			}
			st.Step, st.W, st.D, st.L = n[0], n[1], n[2], n[3]
		case text == "":
		default:
			if len(f) != 2 {
				return bad("want \"NAME VALUE\", got %.60q", text)
			}
			i, ok := index[f[0]]
			if !ok {
				return bad("%.40q is not a tuned parameter", f[0])
			}
			if seen[i] {
				return bad("%s given twice", f[0])
			}
			v, err := strconv.ParseFloat(f[1], 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return bad("%s: %.40q is not a number", f[0], f[1])
			}
			st.Theta[i], seen[i] = v, true
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("spsa state: %w", err)
	}
	if line < 2 {
		return nil, fmt.Errorf("spsa state: %d lines, want the header and the step line", line)
	}
	for i, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("spsa state: no line for %s", params[i].Name)
		}
	}
	return st, nil
}

package spsa

import (
	"bytes"
	"strings"
	"testing"
)

var stateParams = []Param{{Name: "A"}, {Name: "B"}}

func TestStateRoundTrip(t *testing.T) {
	st := &State{Step: 12, W: 3, D: 7, L: 2, Theta: []float64{83.125, -0.1}}
	var b bytes.Buffer
	if err := WriteState(&b, st, stateParams); err != nil {
		t.Fatal(err)
	}
	got, err := ReadState(&b, stateParams)
	if err != nil || got.Step != 12 || got.W != 3 || got.D != 7 || got.L != 2 || got.Theta[0] != 83.125 || got.Theta[1] != -0.1 {
		t.Fatalf("read back %+v, %v", got, err)
	}
}

func TestReadStateErrors(t *testing.T) {
	h := stateHeader + "\n"
	for _, c := range []struct{ text, want string }{
		{"", "0 lines"},
		{"hello\n", "line 1"},
		{h + "step 1 w 2 d 3\n", "line 2: want"},
		{h + "step x w 2 d 3 l 4\n", `"x" is not a count`},
		{h + "step 1 w 0 d 0 l 0\nA 1\n", "no line for B"},
		{h + "step 1 w 0 d 0 l 0\nA 1\nC 2\n", `line 4: "C" is not a tuned parameter`},
		{h + "step 1 w 0 d 0 l 0\nA 1\nA 2\n", "A given twice"},
		{h + "step 1 w 0 d 0 l 0\nA NaN\nB 1\n", "not a number"},
		{h + "step 1 w 0 d 0 l 0\nA 1 2\nB 1\n", "want \"NAME VALUE\""},
	} {
		if _, err := ReadState(strings.NewReader(c.text), stateParams); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}

func FuzzReadState(f *testing.F) {
	f.Add(stateHeader + "\nstep 1 w 0 d 0 l 0\nA 1\nB 2\n")
	f.Add(stateHeader + "\nstep 99999999999999999999 w 0 d 0 l 0\n")
	f.Fuzz(func(t *testing.T, text string) {
		st, err := ReadState(strings.NewReader(text), stateParams)
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := WriteState(&b, st, stateParams); err != nil {
			t.Fatal(err)
		}
		again, err := ReadState(&b, stateParams)
		if err != nil || again.Step != st.Step || again.Theta[0] != st.Theta[0] || again.Theta[1] != st.Theta[1] {
			t.Fatalf("round trip: %+v vs %+v (%v)", again, st, err)
		}
	})
}

package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// FuzzShow feeds show any -what list and -see move: it must draw (exit 0)
// or refuse with exactly one line on stderr (exit 2), never panic. The
// -what list is drawn as SVG too, which must then parse as XML.
func FuzzShow(f *testing.F) {
	f.Add("attacks:white,counts", "Qxh3")
	f.Add("paths:e4-a1+h8,dirgolem:north", "f3h3")
	f.Add("attackers:e6,pins:b", "O-O")
	f.Add("passed:black,islands", "e5d6")
	f.Fuzz(func(t *testing.T, what, see string) {
		if what == "" && see == "" {
			return
		}
		args := []string{"show", "-fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}
		if what != "" {
			args = append(args, "-what", what)
		}
		if see != "" {
			args = append(args, "-see", see)
		}
		var out, errb bytes.Buffer
		switch code := run(args, strings.NewReader(""), &out, &errb); code {
		case exitOK:
		case exitUsage:
			if strings.Count(errb.String(), "\n") != 1 {
				t.Fatalf("%q %q: stderr %q", what, see, errb.String())
			}
		default:
			t.Fatalf("%q %q: exit %d", what, see, code)
		}
		out.Reset()
		errb.Reset()
		switch code := run([]string{"show", "-svg", "-what", what}, strings.NewReader(""), &out, &errb); code {
		case exitOK:
			d := xml.NewDecoder(&out)
			for {
				_, err := d.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatalf("-svg -what %q: not XML: %v", what, err)
				}
			}
		case exitUsage:
			if strings.Count(errb.String(), "\n") != 1 {
				t.Fatalf("-svg -what %q: stderr %q", what, errb.String())
			}
		default:
			t.Fatalf("-svg -what %q: exit %d", what, code)
		}
	})
}

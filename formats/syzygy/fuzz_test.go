package syzygy

import (
	"os"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// fuzzCases are the materials FuzzParseTable tries bytes as, with a
// position of each to probe: pawnless with a unique piece, pawnless with
// the kings first, pawns of one side, pawns of both sides.
var fuzzCases = []struct {
	name string
	fen  string
}{
	{"KRvK", "8/8/8/5k2/1R6/8/3K4/8 w - - 0 1"},
	{"KNNvK", "8/8/8/5k2/1N6/4N3/3K4/8 b - - 0 1"},
	{"KPvK", "8/8/8/5k2/1P6/8/3K4/8 w - - 0 1"},
	{"KPvKP", "8/8/2p5/5k2/1P6/8/3K4/8 b - - 0 1"},
}

// FuzzParseTable feeds arbitrary bytes to the table parser as each kind of
// file of each material, then decodes values and probes a position through
// whatever parsed: corrupt or truncated files must give errors, never a
// panic or a hang.
func FuzzParseTable(f *testing.F) {
	for _, c := range fuzzCases {
		for _, ext := range []string{".rtbw", ".rtbz"} {
			b, err := os.ReadFile("../../data/syzygy/" + c.name + ext)
			if err != nil {
				f.Fatal(err)
			}
			if len(b) > 4096 {
				b = b[:4096] // a truncated file, still a good start
			}
			f.Add(b)
			f.Add(b[:len(b)/2])
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, c := range fuzzCases {
			m, err := parseMaterial(c.name)
			if err != nil {
				t.Fatal(err)
			}
			for kind := KindWDL; kind <= KindDTZ; kind++ {
				tf, err := parseTable(b, kind, m)
				if err != nil {
					if tf != nil {
						t.Fatal("an error and a table")
					}
					continue
				}
				for s := range tf.sides {
					for fl := range tf.files {
						st := &tf.sub[s][fl]
						for _, idx := range []uint64{0, st.size / 3, st.size / 2, st.size - 1, st.size} {
							st.value(idx)
						}
					}
				}
				e := &entry{mat: m, key: m.key()}
				e.file[kind].once.Do(func() { e.file[kind].t = tf })
				e.file[1-kind].once.Do(func() { e.file[1-kind].t = tf })
				tb := &Tablebase{tables: map[uint64]*entry{m.key(): e, m.mirrorKey(): e}, largest: m.pieces}
				p, err := chess.ParseFEN(c.fen)
				if err != nil {
					t.Fatal(err)
				}
				tb.tableWDL(&p)
				tb.tableDTZ(&p, Win)
				tb.tableDTZ(&p, Loss)
			}
		}
	})
}

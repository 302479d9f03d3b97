package match

import "testing"

// The built-in openings are the data file's 4,046 positions, each legal and
// not over, and a caller's changes do not reach the next caller.
func TestDefaultOpenings(t *testing.T) {
	ops := DefaultOpenings()
	file, err := LoadOpenings("../../data/openings/2moves_v1_sample.epd")
	if err != nil {
		t.Fatal(err)
	}
	if len(ops) != 4046 || len(file) != len(ops) {
		t.Fatalf("%d built-in openings, %d in the data file; want 4046", len(ops), len(file))
	}
	for i, o := range ops {
		if o.Pos.FEN() != file[i].Pos.FEN() {
			t.Fatalf("opening %d: %s, the file has %s", i, o.Pos.FEN(), file[i].Pos.FEN())
		}
	}
	ops[0] = Opening{}
	if DefaultOpenings()[0].Pos.FEN() != file[0].Pos.FEN() {
		t.Error("a change to the returned slice reached the next call")
	}
}

package attacks

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// pageCollides is the test's own collision check: it hashes every subset of
// mask and compares the square-by-square walk's attacks per entry.
func pageCollides(sq bitboard.Square, mask bitboard.Bitboard, magicNum uint64, used int, dirs [][2]int) bool {
	entry := map[uint64]bitboard.Bitboard{}
	for b := bitboard.Bitboard(0); ; {
		i := uint64(b) * magicNum >> (64 - used)
		a := slowSlider(sq, b, dirs)
		if old, ok := entry[i]; ok && old != a {
			return true
		}
		entry[i] = a
		b = (b - mask) & mask
		if b == 0 {
			return false
		}
	}
}

// TestBestMagicsTable checks the page's rows against attacks' masks, and
// re-derives by a collision search which listed magics work: it must find
// exactly bestMagicMisfits, which the build trusts without a search.
func TestBestMagicsTable(t *testing.T) {
	tables := BestMagics()
	wantSize := 0
	listed, works := 0, 0
	for p, piece := range []struct {
		name  string
		rows  *[64]BestMagicRow
		dirs  [][2]int
		empty func(bitboard.Square) bitboard.Bitboard
	}{
		{"rook", &tables.Rook, rookDirs, RookEmpty},
		{"bishop", &tables.Bishop, bishopDirs, BishopEmpty},
	} {
		var misfits bitboard.Bitboard
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			r := piece.rows[sq]
			name := piece.name + " " + sq.String()
			// The premask is the empty-board walk without the squares at its ends.
			mask := slowSlider(sq, 0, piece.dirs) &^ edgeEnds(sq, piece.dirs)
			if r.Square != sq || r.Bits != mask.Count() {
				t.Errorf("%s: row %v, bits %d, want %d", name, r.Square, r.Bits, mask.Count())
			}
			if r.Premask != 0 && r.Premask != mask {
				t.Errorf("%s: premask %#x, want %#x", name, uint64(r.Premask), uint64(mask))
			}
			if r.Postmask != 0 && r.Postmask != piece.empty(sq) {
				t.Errorf("%s: postmask %#x, attacks' empty-board set %#x", name, uint64(r.Postmask), uint64(piece.empty(sq)))
			}
			used := r.Bits
			if r.Magic == 0 {
				wantSize += 1 << used
				continue
			}
			listed++
			if !pageCollides(sq, mask, r.Magic, r.Used, piece.dirs) {
				works++
				used = r.Used
			} else {
				misfits |= sq.Bitboard()
				// The misfits were found for a mapping with a8 = 0: each
				// maps the square one rank-mirror away.
				m := sq ^ 56
				mMask := slowSlider(m, 0, piece.dirs) &^ edgeEnds(m, piece.dirs)
				if pageCollides(m, mMask, r.Magic, r.Used, piece.dirs) {
					t.Errorf("%s: the page's magic %#x collides at %d bits, on the rank-mirrored %v too", name, r.Magic, r.Used, m)
				}
			}
			wantSize += 1 << used
		}
		if misfits != bestMagicMisfits[p] {
			t.Errorf("%s magics that collide at their used bits:\n%v\nbestMagicMisfits says\n%v", piece.name, misfits, bestMagicMisfits[p])
		}
	}
	if misfits := bestMagicMisfits[0].Count() + bestMagicMisfits[1].Count(); works+misfits != listed {
		t.Errorf("%d of %d listed magics work, want all but the %d misfits", works, listed, misfits)
	}
	if got := BestMagicTableBytes(); got != wantSize*8 || got >= MagicTableBytes {
		t.Errorf("best-magic tables %d bytes, want %d, less than the plain %d", got, wantSize*8, MagicTableBytes)
	}
	t.Logf("%d magics listed, %d work at their used bits; tables %d bytes (plain magics %d)", listed, works, BestMagicTableBytes(), MagicTableBytes)
}

// edgeEnds returns the last square of each ray from sq, on the board's edge:
// a blocker there hides nothing, so the premask leaves it out.
func edgeEnds(sq bitboard.Square, dirs [][2]int) bitboard.Bitboard {
	var e bitboard.Bitboard
	for _, d := range dirs {
		f, r := int(sq.File()), int(sq.Rank())
		for {
			nf, nr := f+d[0], r+d[1]
			if nf < 0 || nf > 7 || nr < 0 || nr > 7 {
				break
			}
			f, r = nf, nr
		}
		if f != int(sq.File()) || r != int(sq.Rank()) {
			e |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
		}
	}
	return e
}

func TestParseBestMagicsErrors(t *testing.T) {
	good := bestMagicsTSV
	line := "rook\ta7\t48\t0x007E010101010100\t11\t10\t0x48FFFE99FECFAA00\t0x01FE010101010101\tGrant Osborne"
	for _, c := range []struct{ from, to, want string }{
		{line, strings.Replace(line, "rook", "queen", 1), `piece "queen"`},
		{line, strings.Replace(line, "\t48\t", "\t47\t", 1), `square index "47"`},
		{line, strings.Replace(line, "0x48FFFE99FECFAA00", "0x48FFFE99FECFAZ00", 1), `magic "0x48FFFE99FECFAZ00"`},
		{line, strings.Replace(line, "\t10\t", "\t13\t", 1), `used "13"`},
		{line, strings.Replace(line, "\t10\t", "\t-\t", 1), "give both or neither"},
		{line, strings.Replace(line, "\tGrant Osborne", "", 1), "8 fields"},
		{line, "", "rook square a7 missing"},
		{line, line + "\n" + line, "a7 listed twice"},
	} {
		if !strings.Contains(good, c.from) {
			t.Fatalf("best_magics.tsv lacks %q", c.from)
		}
		_, err := ParseBestMagics(strings.Replace(good, c.from, c.to, 1))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want it to name %q", c.want, err, c.want)
		}
	}
}

func FuzzParseBestMagics(f *testing.F) {
	f.Add(bestMagicsTSV)
	f.Add("rook\ta1\t0\t-\t12\t-\t-\t-\t-")
	f.Fuzz(func(t *testing.T, s string) {
		tb, err := ParseBestMagics(s)
		if err == nil && tb == nil {
			t.Fatal("nil tables without an error")
		}
	})
}

// taggedBestMagics tells the tests that the build tag bestmagics is set
// (bestmagic_tag_test.go), independently of the package's own constant.
var taggedBestMagics bool

// TestBestMagicsBuiltOnFirstUse checks, in a fresh process of this test
// alone, that package initialisation leaves the best-magic tables unbuilt
// (unless the build tag bestmagics makes the entry points read them) and
// that Methods builds them.
func TestBestMagicsBuiltOnFirstUse(t *testing.T) {
	if os.Getenv("WESTCOTT_BEST_MAGICS_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestBestMagicsBuiltOnFirstUse$", "-test.v")
		cmd.Env = append(os.Environ(), "WESTCOTT_BEST_MAGICS_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestBestMagicsBuiltOnFirstUse") {
			t.Fatalf("the child test failed (%v):\n%s", err, out)
		}
		return
	}
	if built := bestRookUsed != 0; built != taggedBestMagics {
		t.Fatalf("best-magic tables built at initialisation: %v, want %v", built, taggedBestMagics)
	}
	m := Methods()
	if bestRookUsed == 0 || bestBishopUsed == 0 {
		t.Fatal("Methods left the best-magic tables unbuilt")
	}
	for _, m := range m {
		if m.Name == "best-magic" && m.Rook(bitboard.A1, 0) != RookEmpty(bitboard.A1) {
			t.Fatal("best-magic rook attacks from a1 on the empty board")
		}
	}
}

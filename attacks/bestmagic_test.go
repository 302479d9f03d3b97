package attacks

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
)

// pageMisfits are the page's magics that collide at their stated bits, with
// why: the seven bishop magics without a finder (given with Java's "L"
// suffix, used = bits = 5) fail on their squares and work on the square one
// rank-mirror away, so they were found for a mapping with a8 = 0.
var pageMisfits = map[string]string{
	"bishop c1": "rank-mirrored (c8)", "bishop d1": "rank-mirrored (d8)", "bishop e1": "rank-mirrored (e8)",
	"bishop c2": "rank-mirrored (c7)", "bishop d2": "rank-mirrored (d7)", "bishop e2": "rank-mirrored (e7)",
	"bishop f2": "rank-mirrored (f7)",
}

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

func TestBestMagicsTable(t *testing.T) {
	tables := BestMagics()
	wantSize := 0
	listed, works := 0, 0
	for _, piece := range []struct {
		name  string
		rows  *[64]BestMagicRow
		dirs  [][2]int
		empty func(bitboard.Square) bitboard.Bitboard
	}{
		{"rook", &tables.Rook, rookDirs, RookEmpty},
		{"bishop", &tables.Bishop, bishopDirs, BishopEmpty},
	} {
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
			why, misfit := pageMisfits[name]
			collides := pageCollides(sq, mask, r.Magic, r.Used, piece.dirs)
			switch {
			case collides && !misfit:
				t.Errorf("%s: the page's magic %#x collides at %d bits", name, r.Magic, r.Used)
			case !collides && misfit:
				t.Errorf("%s: listed as a misfit (%s) but maps at %d bits", name, why, r.Used)
			case misfit:
				m := sq ^ 56
				mMask := slowSlider(m, 0, piece.dirs) &^ edgeEnds(m, piece.dirs)
				if strings.HasPrefix(why, "rank-mirrored") && pageCollides(m, mMask, r.Magic, r.Used, piece.dirs) {
					t.Errorf("%s: said to fit %s, but collides there too", name, why)
				}
			default:
				works++
				used = r.Used
			}
			wantSize += 1 << used
		}
	}
	if works != listed-len(pageMisfits) {
		t.Errorf("%d of %d listed magics work, want all but the %d misfits", works, listed, len(pageMisfits))
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

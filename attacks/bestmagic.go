package attacks

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/bitboard"
)

// "Best Magics so far": the page collects magics that hash a square's
// relevant occupancies into fewer bits than the mask has ("used" < "bits"),
// possible only where occupancies with equal attacks share an entry
// (constructive collisions). best_magics.tsv is the page's two tables as
// printed; the best-magic method takes a listed magic wherever it maps every
// occupancy subset of its square's mask at its used bits without a
// destructive collision (bestMagicMisfits names the ones that do not), and
// the project's own magic at the full bits everywhere else. Its tables are therefore never larger than the plain
// magic ones; BestMagicTableBytes gives their size.

//go:embed best_magics.tsv
var bestMagicsTSV string

// BestMagicRow is one row of the page's tables. Cells the page leaves empty
// are zero: Premask, Postmask and Magic 0, Used 0, FoundBy "".
type BestMagicRow struct {
	Square   bitboard.Square
	Premask  bitboard.Bitboard // the relevant occupancy mask
	Bits     int               // the population count of the premask
	Used     int               // the index bits the magic needs: the shift is 64-Used
	Magic    uint64
	Postmask bitboard.Bitboard // the attacks on the empty board
	FoundBy  string
}

// BestMagicTables holds the page's rook and bishop tables, indexed by square.
type BestMagicTables struct {
	Rook, Bishop [64]BestMagicRow
}

// ParseBestMagics reads the page's tables in the format of best_magics.tsv:
// '#' comment lines, then one tab-separated row per piece and square
// (piece, sq, #sq, premask, bits, used, magic, postmask, found by) with "-"
// for an empty cell. Every square of both pieces must appear exactly once.
func ParseBestMagics(text string) (*BestMagicTables, error) {
	var t BestMagicTables
	var seen [2][64]bool
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		row, piece, err := parseBestMagicRow(line)
		if err != nil {
			return nil, fmt.Errorf("best magics line %d: %w", i+1, err)
		}
		if seen[piece][row.Square] {
			return nil, fmt.Errorf("best magics line %d: square %v listed twice", i+1, row.Square)
		}
		seen[piece][row.Square] = true
		if piece == 0 {
			t.Rook[row.Square] = row
		} else {
			t.Bishop[row.Square] = row
		}
	}
	for p, name := range []string{"rook", "bishop"} {
		for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
			if !seen[p][sq] {
				return nil, fmt.Errorf("best magics: %s square %v missing", name, sq)
			}
		}
	}
	return &t, nil
}

func parseBestMagicRow(line string) (row BestMagicRow, piece int, err error) {
	f := strings.Split(line, "\t")
	if len(f) != 9 {
		return row, 0, fmt.Errorf("%d fields, want 9", len(f))
	}
	switch f[0] {
	case "rook":
	case "bishop":
		piece = 1
	default:
		return row, 0, fmt.Errorf("piece %q, want rook or bishop", f[0])
	}
	if row.Square, err = bitboard.ParseSquare(f[1]); err != nil {
		return row, 0, err
	}
	if n, err := strconv.Atoi(f[2]); err != nil || n != int(row.Square) {
		return row, 0, fmt.Errorf("square index %q does not match %v", f[2], row.Square)
	}
	hex := func(name, s string) (uint64, error) {
		if s == "-" {
			return 0, nil
		}
		v, err := strconv.ParseUint(strings.TrimSuffix(s, "L"), 0, 64)
		if err != nil {
			return 0, fmt.Errorf("%s %q: not a number", name, s)
		}
		return v, nil
	}
	count := func(name, s string) (int, error) {
		if s == "-" {
			return 0, nil
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 12 {
			return 0, fmt.Errorf("%s %q: want 1 to 12", name, s)
		}
		return n, nil
	}
	var pre, post uint64
	if pre, err = hex("premask", f[3]); err != nil {
		return row, 0, err
	}
	if row.Bits, err = count("bits", f[4]); err != nil {
		return row, 0, err
	}
	if row.Used, err = count("used", f[5]); err != nil {
		return row, 0, err
	}
	if row.Magic, err = hex("magic", f[6]); err != nil {
		return row, 0, err
	}
	if post, err = hex("postmask", f[7]); err != nil {
		return row, 0, err
	}
	row.Premask, row.Postmask = bitboard.Bitboard(pre), bitboard.Bitboard(post)
	if (row.Magic == 0) != (row.Used == 0) {
		return row, 0, fmt.Errorf("used %q and magic %q: give both or neither", f[5], f[6])
	}
	if f[8] != "-" {
		row.FoundBy = f[8]
	}
	return row, piece, nil
}

// pageBestMagics returns the page's tables, parsed on first use; the
// embedded file is part of the source, so a parse error is a programming
// error.
func pageBestMagics() *BestMagicTables {
	bestMagicsParse.Do(func() {
		t, err := ParseBestMagics(bestMagicsTSV)
		if err != nil {
			panic(err)
		}
		bestMagicsParsed = t
	})
	return bestMagicsParsed
}

var (
	bestMagicsParse  sync.Once
	bestMagicsParsed *BestMagicTables
)

// BestMagics returns the page's tables as transcribed in best_magics.tsv.
func BestMagics() BestMagicTables { return *pageBestMagics() }

// bestMagicMisfits are the squares, rook then bishop, whose listed magic
// collides destructively at its used bits (two occupancies with different
// attacks on one entry); the best-magic method takes the own magic there.
// They are the seven bishop magics without a finder, printed with Java's "L"
// suffix at used = bits = 5: each maps the square one rank-mirror away, so
// they were found for an a8 = 0 mapping. This is data, not a search at
// start-up: TestBestMagicsTable re-derives it by a collision search of every
// listed magic, and the build panics rather than store a collision.
var bestMagicMisfits = [2]bitboard.Bitboard{
	0,
	bitboard.Of(bitboard.C1, bitboard.D1, bitboard.E1, bitboard.C2, bitboard.D2, bitboard.E2, bitboard.F2),
}

// The best-magic tables are built on first use, not at package
// initialisation (filling them costs as much again as the own magics'), by
// buildBestMagics: Methods and BestMagicTableBytes call it, and so does
// init when the build tag bestmagics makes them the entry points' tables.
// rookBestMagic and bishopBestMagic read them unchecked, so that the
// attack-method benchmark times the lookup alone; they are unexported, and
// reachable only through Methods, so no caller can use them unbuilt.
var (
	bestMagicsBuild  sync.Once
	bestRookMagics   [64]magic
	bestBishopMagics [64]magic
	bestRookTable    [1 << 17]bitboard.Bitboard
	bestBishopTable  [1 << 13]bitboard.Bitboard
	bestRookUsed     int // entries of each table in use
	bestBishopUsed   int
)

func buildBestMagics() { bestMagicsBuild.Do(fillBestMagicTables) }

// BestMagicTableBytes returns the size of the used part of the best-magic
// tables (compare MagicTableBytes), building them if they are not yet built.
func BestMagicTableBytes() int {
	buildBestMagics()
	return (bestRookUsed + bestBishopUsed) * 8
}

func fillBestMagicTables() {
	page := pageBestMagics()
	bestRookUsed = fillBestMagics(&bestRookMagics, bestRookTable[:], &page.Rook, bestMagicMisfits[0], &rookMagics, RookClassical)
	bestBishopUsed = fillBestMagics(&bestBishopMagics, bestBishopTable[:], &page.Bishop, bestMagicMisfits[1], &bishopMagics, BishopClassical)
}

// fillBestMagics takes each square's listed magic unless misfits holds the
// square, the project's own (own) otherwise, fills table with the attacks
// by slow and returns the number of entries used.
func fillBestMagics(magics *[64]magic, table []bitboard.Bitboard, rows *[64]BestMagicRow, misfits bitboard.Bitboard, own *[64]magic, slow SliderFunc) int {
	offset := 0
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		m := &magics[sq]
		*m = own[sq]
		used := m.mask.Count()
		if r := &rows[sq]; r.Magic != 0 && !misfits.Has(sq) {
			m.magic, used = bitboard.Bitboard(r.Magic), r.Used
		}
		m.shift = uint8(64 - used)
		m.offset = uint32(offset)
		offset += 1 << used
		for b := bitboard.Bitboard(0); ; {
			i, a := m.index(b), slow(sq, b)
			// A slider always attacks some square, so an entry that is not
			// zero was written: another set there is a destructive collision.
			if table[i] != 0 && table[i] != a {
				panic(fmt.Sprintf("attacks: the page's best magic %#x collides on %v; bestMagicMisfits must list it", uint64(m.magic), sq))
			}
			table[i] = a
			b = (b - m.mask) & m.mask
			if b == 0 {
				break
			}
		}
	}
	return offset
}

// rookBestMagic returns rook attacks by fancy magic bitboards with the
// page "Best Magics so far"'s magics where they work. It needs
// buildBestMagics first.
func rookBestMagic(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bestRookTable[bestRookMagics[sq&63].index(occ)&rookIndexMask]
}

// bishopBestMagic is rookBestMagic for bishops.
func bishopBestMagic(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard {
	return bestBishopTable[bestBishopMagics[sq&63].index(occ)&bishopIndexMask]
}

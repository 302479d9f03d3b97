package polyglot

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
)

// The books of data/polyglot were made by Debian's polyglot 2.0.4 (see
// data/README.md for the commands).
var debianBooks = []struct {
	book, pgn string
	b         Builder
}{
	{"32games-min1.bin", "32games.pgn", Builder{MinGames: 1, MaxPly: 1024}},
	{"twic_232games.bin", "twic_232games.pgn", Builder{MinGames: 3, MaxPly: 1024}},
	{"twic_232games-white20.bin", "twic_232games.pgn", Builder{MinGames: 1, MaxPly: 20, OnlyWhite: true}},
}

// TestReadsDebianBook reads a book of polyglot's entry for entry: the
// listing beside it was made from the bytes by a separate script
// (data/README.md).
func TestReadsDebianBook(t *testing.T) {
	b, err := Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("../../data/polyglot/32games-min1.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	i := 0
	for ; sc.Scan(); i++ {
		if i >= b.Len() {
			t.Fatalf("the book has %d entries, the listing more", b.Len())
		}
		e := b.Entry(i)
		if got := fmt.Sprintf("%016x %v %d %d", e.Key, e.Move, e.Weight, e.Learn); got != sc.Text() {
			t.Errorf("entry %d: %s, listed %s", i, got, sc.Text())
		}
	}
	if i != b.Len() || i != 1062 {
		t.Errorf("listing has %d lines, the book %d entries, want 1062", i, b.Len())
	}
}

// addPGN adds a PGN file's games to b, as westcott book make does.
func addPGN(t *testing.T, b *Builder, name string) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := pgn.NewReader(f)
	for {
		g, err := r.Read()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		var moves []chess.Move
		for _, n := range g.Moves {
			moves = append(moves, n.Move)
		}
		b.AddGame(g.Start, moves, ParseResult(g.Result))
	}
}

// TestBuilderEqualsDebianPolyglot builds each book of data/polyglot from its
// PGN with the same settings and writes it: the bytes must be polyglot's.
// Every entry also decodes to a legal move of a position of the games.
func TestBuilderEqualsDebianPolyglot(t *testing.T) {
	for _, tc := range debianBooks {
		t.Run(tc.book, func(t *testing.T) {
			want, err := os.ReadFile("../../data/polyglot/" + tc.book)
			if err != nil {
				t.Fatal(err)
			}
			b := tc.b
			addPGN(t, &b, "../../data/pgn/"+tc.pgn)
			var got bytes.Buffer
			if err := Write(&got, b.Entries()); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				gb, _ := Parse(got.Bytes())
				wb, _ := Parse(want)
				t.Fatalf("%d entries, polyglot's %d; first difference: %s", gb.Len(), wb.Len(), firstDiff(gb, wb))
			}
		})
	}
}

func firstDiff(a, b *Book) string {
	for i := range min(a.Len(), b.Len()) {
		if a.Entry(i) != b.Entry(i) {
			return fmt.Sprintf("entry %d: %+v vs %+v", i, a.Entry(i), b.Entry(i))
		}
	}
	return "one is a prefix of the other"
}

// TestMovesOfGames: every position of the 32 games is found in the
// minimum-1 book with its game move among its book moves, decoded to that
// very chess.Move (castling and promotions included).
func TestMovesOfGames(t *testing.T) {
	book, err := Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("../../data/pgn/32games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	found, kinds := 0, map[chess.MoveKind]int{}
	for _, g := range games {
		win := map[string]chess.Color{"1-0": chess.White, "0-1": chess.Black}
		w, decided := win[g.Result]
		g.MainLine(func(pos *chess.Position, n *pgn.Node) bool {
			if decided && pos.SideToMove() != w {
				return true // a lost game's moves score 0: not in the book
			}
			moves := book.Moves(pos)
			if !slices.ContainsFunc(moves, func(bm BookMove) bool { return bm.Move == n.Move }) {
				t.Errorf("game %d: %s not among the book moves of %s", g.Number, pos.UCI(n.Move), pos.FEN())
				return false
			}
			found++
			kinds[n.Move.Kind()]++
			return true
		})
	}
	if found < 1000 || kinds[chess.Castling] == 0 || kinds[chess.Promotion] == 0 {
		t.Errorf("found %d moves, by kind %v: want castling and promotions among them", found, kinds)
	}
}

// mkBook returns the bytes of entries, unchecked.
func mkBook(entries ...Entry) []byte {
	var b bytes.Buffer
	for _, e := range entries {
		b.Write([]byte{byte(e.Key >> 56), byte(e.Key >> 48), byte(e.Key >> 40), byte(e.Key >> 32),
			byte(e.Key >> 24), byte(e.Key >> 16), byte(e.Key >> 8), byte(e.Key),
			byte(e.Move >> 8), byte(e.Move), byte(e.Weight >> 8), byte(e.Weight),
			byte(e.Learn >> 24), byte(e.Learn >> 16), byte(e.Learn >> 8), byte(e.Learn)})
	}
	return b.Bytes()
}

// mv returns the book move from-to (squares in algebraic notation).
func mv(s string) Move {
	from := Move(s[0]-'a') + 8*Move(s[1]-'1')
	to := Move(s[2]-'a') + 8*Move(s[3]-'1')
	m := to | from<<6
	if len(s) == 5 {
		m |= Move(strings.IndexByte("nbrq", s[4])+1) << 12
	}
	return m
}

func TestParseErrors(t *testing.T) {
	good := mkBook(Entry{Key: 1, Move: mv("e2e4"), Weight: 3}, Entry{Key: 5, Move: mv("d2d4"), Weight: 1})
	for _, tc := range []struct {
		name  string
		data  []byte
		err   error
		entry int
		msg   string
	}{
		{"truncated", good[:31], ErrTruncated, 1, "polyglot book: entry 1 (byte 16): truncated: the size is not a whole number of 16-byte entries: 31 bytes, the last entry has 15 of its 16"},
		{"unsorted", mkBook(Entry{Key: 9, Move: mv("e2e4")}, Entry{Key: 9, Move: mv("d2d4")}, Entry{Key: 2, Move: mv("g1f3")}), ErrUnsorted, 2,
			"polyglot book: entry 2 (byte 32): entries not sorted by key: key 0000000000000002 after key 0000000000000009"},
		{"promotion code", mkBook(Entry{Key: 1, Move: mv("e7e8") | 5<<12}), ErrBadMove, 0,
			"polyglot book: entry 0 (byte 0): invalid move: move 0x5d3c has promotion code 5 (want 0 to 4)"},
		{"bit 15", mkBook(Entry{Key: 1, Move: mv("e2e4") | 1<<15}), ErrBadMove, 0, ""},
		{"from = to", mkBook(Entry{Key: 1, Move: mv("e4e4")}), ErrBadMove, 0, ""},
	} {
		_, err := Parse(tc.data)
		var fe *FormatError
		if !errors.As(err, &fe) || !errors.Is(err, tc.err) || fe.Entry != tc.entry || fe.Offset != int64(16*tc.entry) {
			t.Errorf("%s: error %v, want %v at entry %d", tc.name, err, tc.err, tc.entry)
			continue
		}
		if tc.msg != "" && err.Error() != tc.msg {
			t.Errorf("%s: message\n%s\nwant\n%s", tc.name, err, tc.msg)
		}
	}
	// The zero move means "no move" and is allowed; the empty book too.
	for _, data := range [][]byte{nil, mkBook(Entry{Key: 1, Move: 0, Weight: 1})} {
		if _, err := Parse(data); err != nil {
			t.Errorf("Parse(%x): %v", data, err)
		}
	}
	dir := t.TempDir()
	os.WriteFile(dir+"/bad.bin", good[:20], 0o644)
	if _, err := Open(dir + "/bad.bin"); err == nil || !strings.Contains(err.Error(), "polyglot book "+dir+"/bad.bin: entry 1 (byte 16): truncated") {
		t.Errorf("Open of a truncated file: %v", err)
	}
	for _, name := range []string{dir, "/dev/zero"} {
		if _, err := Open(name); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("Open(%s): %v", name, err)
		}
	}
}

func TestEntriesAndMoves(t *testing.T) {
	start := chess.StartPosition()
	k := Key(&start)
	data := mkBook(
		Entry{Key: k - 1, Move: mv("a2a3"), Weight: 100},
		Entry{Key: k, Move: mv("d2d4"), Weight: 10, Learn: 7},
		Entry{Key: k, Move: mv("e2e5"), Weight: 50}, // not legal: left out
		Entry{Key: k, Move: 0, Weight: 50},          // no move: left out
		Entry{Key: k, Move: mv("e2e4"), Weight: 30},
		Entry{Key: k, Move: mv("g1f3"), Weight: 10},
		Entry{Key: k, Move: mv("e2e4"), Weight: 99}, // a second entry of e2e4: the first counts
		Entry{Key: k + 1, Move: mv("h2h3"), Weight: 100},
	)
	b, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(b.Entries(k)); n != 6 {
		t.Errorf("Entries: %d, want 6", n)
	}
	var got []string
	for _, m := range b.Moves(&start) {
		got = append(got, fmt.Sprintf("%s %d %d", start.UCI(m.Move), m.Weight, m.Learn))
	}
	if want := []string{"e2e4 30 0", "d2d4 10 7", "g1f3 10 0"}; !slices.Equal(got, want) {
		t.Errorf("Moves = %q, want %q", got, want)
	}
	p := start
	p.MakeMove(chess.NewMove(chess.Square(12), chess.Square(28)))
	if m := b.Moves(&p); m != nil || len(b.Entries(Key(&p))) != 0 {
		t.Errorf("a position not in the book has moves %v", m)
	}
	if n := len(new(Book).Entries(k)); n != 0 {
		t.Errorf("the zero Book has %d entries", n)
	}
}

// TestDecodeSpecialMoves: castling as king takes rook, promotions by
// piece, en passant, and "e1h1" read as a rook move where no king stands.
func TestDecodeSpecialMoves(t *testing.T) {
	for _, tc := range []struct {
		fen, book, uci string
		kind           chess.MoveKind
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1g1", chess.Castling},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1", "e1c1", chess.Castling},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8h8", "e8g8", chess.Castling},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8a8", "e8c8", chess.Castling},
		{"7k/8/8/8/8/8/6K1/4R3 w - - 0 1", "e1h1", "e1h1", chess.Normal},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n", "b7b8n", chess.Promotion},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", "b7b8q", chess.Promotion},
		{"4k3/8/8/8/8/8/1p6/4K3 b - - 0 1", "b2b1r", "b2b1r", chess.Promotion},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "e5d6", chess.EnPassant},
	} {
		p, err := chess.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, ok := mv(tc.book).Decode(&p)
		if !ok || p.UCI(m) != tc.uci || m.Kind() != tc.kind {
			t.Errorf("%s: %s decodes to %v %v (kind %d), want %s", tc.fen, tc.book, p.UCI(m), ok, m.Kind(), tc.uci)
			continue
		}
		if e := EncodeMove(m); e != mv(tc.book) || e.String() != tc.book {
			t.Errorf("EncodeMove(%s) = %v, want %s", tc.uci, e, tc.book)
		}
	}
	p := chess.StartPosition()
	for _, s := range []string{"e2e5", "e1h1", "e7e8q"} {
		if m, ok := mv(s).Decode(&p); ok {
			t.Errorf("%s decodes to %v in the start position", s, m)
		}
	}
	if m, ok := Move(0).Decode(&p); ok {
		t.Errorf("the zero move decodes to %v", m)
	}
}

// seq is a Rand that returns planned numbers.
type seq []uint64

func (s *seq) Uint64N(n uint64) uint64 {
	x := (*s)[0]
	*s = (*s)[1:]
	if x >= n {
		panic(fmt.Sprintf("planned %d, not below %d", x, n))
	}
	return x
}

func TestPick(t *testing.T) {
	moves := []BookMove{{Move: 1, Weight: 5}, {Move: 2, Weight: 0}, {Move: 3, Weight: 3}, {Move: 4, Weight: 5}}
	// Total weight 13: 0..4 is the first, 5..7 the third, 8..12 the fourth.
	for x, want := range map[uint64]chess.Move{0: 1, 4: 1, 5: 3, 7: 3, 8: 4, 12: 4} {
		r := seq{x}
		if m, ok := Pick(moves, false, &r); !ok || m.Move != want {
			t.Errorf("draw %d: picked %v, want %v", x, m.Move, want)
		}
	}
	if m, ok := Pick(moves, true, nil); !ok || m.Move != 1 {
		t.Errorf("best: %v, want the first of weight 5", m.Move)
	}
	if m, ok := Pick([]BookMove{{Move: 1}, {Move: 2}}, false, nil); ok {
		t.Errorf("weights 0: picked %v", m)
	}
	if m, ok := Pick([]BookMove{{Move: 1}, {Move: 2, Weight: 1}}, true, nil); !ok || m.Move != 2 {
		t.Errorf("best of weights 0 and 1: %v", m.Move)
	}
}

func TestRandomLine(t *testing.T) {
	book, err := Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		t.Fatal(err)
	}
	start := chess.StartPosition()
	// Draws of 0 follow the first move of each position until the book
	// ends, or for the plies asked.
	r := make(seq, 100)
	line := book.RandomLine(start, 100, &r)
	p := start
	for _, m := range line {
		if bm := book.Moves(&p); bm[0].Move != m {
			t.Errorf("draws of 0 should follow the first move of each position, got %v", p.UCI(m))
		}
		p.MakeMove(m)
	}
	if len(line) == 0 || len(line) == 100 || len(book.Moves(&p)) != 0 {
		t.Errorf("line of %d plies, ending in a position with book moves %v", len(line), book.Moves(&p))
	}
	r = make(seq, 100)
	if short := book.RandomLine(start, 2, &r); !slices.Equal(short, line[:2]) {
		t.Errorf("2 plies: %v, want %v", short, line[:2])
	}
	if start.FEN() != chess.StartFEN {
		t.Error("RandomLine changed its position")
	}
	// Out of book it stops.
	if l := new(Book).RandomLine(start, 6, nil); len(l) != 0 {
		t.Errorf("empty book: line %v", l)
	}
}

func TestWriteChecks(t *testing.T) {
	var b bytes.Buffer
	err := Write(&b, []Entry{{Key: 3, Move: mv("e2e4")}, {Key: 2, Move: mv("e2e4")}})
	if !errors.Is(err, ErrUnsorted) || b.Len() != 0 {
		t.Errorf("unsorted: %v, %d bytes written", err, b.Len())
	}
	err = Write(&b, []Entry{{Key: 3, Move: 7 << 12}})
	if !errors.Is(err, ErrBadMove) || b.Len() != 0 {
		t.Errorf("bad move: %v, %d bytes written", err, b.Len())
	}
	entries := []Entry{{Key: 1, Move: mv("e2e4"), Weight: 65535, Learn: 0xdeadbeef}, {Key: 1<<64 - 1, Move: mv("a7a8q")}}
	if err := Write(&b, entries); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), mkBook(entries...)) {
		t.Errorf("Write wrote %x", b.Bytes())
	}
}

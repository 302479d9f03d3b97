package librarybench

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"

	nchess "github.com/notnil/chess"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
)

// games is the PGN file both libraries replay: 232 master games of The Week
// in Chess, 19,777 plies, no variations (data/README.md).
const games = "../../data/pgn/twic_232games.pgn"

func readGames(tb testing.TB) []byte {
	tb.Helper()
	data, err := os.ReadFile(games)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// westcottGames reads every game with Westcott's streaming reader, which
// checks every move; each returns the game's final position.
func westcottGames(tb testing.TB, data []byte) []*pgn.Game {
	tb.Helper()
	var out []*pgn.Game
	r := pgn.NewReader(bytes.NewReader(data))
	for {
		g, err := r.Read()
		if err == io.EOF {
			return out
		}
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, g)
	}
}

// notnilGames reads every game with notnil's Scanner, the streaming reader
// its documentation recommends; its Err is io.EOF at a clean end.
func notnilGames(tb testing.TB, data []byte) []*nchess.Game {
	tb.Helper()
	var out []*nchess.Game
	s := nchess.NewScanner(bytes.NewReader(data))
	for s.Scan() {
		out = append(out, s.Next())
	}
	if err := s.Err(); err != io.EOF {
		tb.Fatal(err)
	}
	return out
}

// board is a FEN's placement, side to move and castling rights: the two
// libraries write the en-passant square by different rules (Westcott only
// when a capture is possible) and the clocks agree anyway.
func board(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:3], " ")
}

// TestSameGames: both libraries read the 232 games and reach the same final
// positions, ply for ply.
func TestSameGames(t *testing.T) {
	data := readGames(t)
	w, n := westcottGames(t, data), notnilGames(t, data)
	if len(w) != 232 || len(n) != 232 {
		t.Fatalf("Westcott read %d games, notnil %d; want 232", len(w), len(n))
	}
	for i := range w {
		final := w[i].Final()
		if a, b := board(final.FEN()), board(n[i].Position().String()); a != b || w[i].Plies() != len(n[i].Moves()) {
			t.Errorf("game %d: Westcott %s after %d plies, notnil %s after %d", i+1, a, w[i].Plies(), b, len(n[i].Moves()))
		}
	}
}

// BenchmarkPGNReplay reads and checks the whole file: op is the file, and
// games/s the rate.
func BenchmarkPGNReplay(b *testing.B) {
	data := readGames(b)
	b.Run("westcott", func(b *testing.B) {
		n := 0
		for b.Loop() {
			n += len(westcottGames(b, data))
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "games/s")
	})
	b.Run("notnil", func(b *testing.B) {
		n := 0
		for b.Loop() {
			n += len(notnilGames(b, data))
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "games/s")
	})
}

// The perft positions: the start position to depth 4 and Kiwipete (the
// Chess Programming Wiki's "Perft Results", position 2) to depth 3.
var perfts = []struct {
	name, fen string
	depth     int
	nodes     uint64
}{
	{"start", chess.StartFEN, 4, 197281},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
}

// westcottPerft counts leaves as a user of the move API writes it: legal
// moves into a buffer per ply (the fast form), make and unmake, the last
// ply counted by the list's length.
func westcottPerft(p *chess.Position, depth int, bufs [][chess.MaxMoves]chess.Move) uint64 {
	moves := p.LegalMoves(bufs[depth][:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		u := p.MakeMove(m)
		n += westcottPerft(p, depth-1, bufs)
		p.UnmakeMove(m, u)
	}
	return n
}

// westcottPerftNil is the same with LegalMoves(nil): a new slice at every
// node, the form a newcomer types first.
func westcottPerftNil(p *chess.Position, depth int) uint64 {
	moves := p.LegalMoves(nil)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		u := p.MakeMove(m)
		n += westcottPerftNil(p, depth-1)
		p.UnmakeMove(m, u)
	}
	return n
}

// notnilPerft is notnil's only way: ValidMoves, and Update for a new
// position.
func notnilPerft(p *nchess.Position, depth int) uint64 {
	moves := p.ValidMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += notnilPerft(p.Update(m), depth-1)
	}
	return n
}

func notnilPosition(tb testing.TB, fen string) *nchess.Position {
	tb.Helper()
	opt, err := nchess.FEN(fen)
	if err != nil {
		tb.Fatal(err)
	}
	return nchess.NewGame(opt).Position()
}

// TestSamePerft: every way counts the published numbers.
func TestSamePerft(t *testing.T) {
	for _, c := range perfts {
		pos, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		bufs := make([][chess.MaxMoves]chess.Move, c.depth+1)
		for name, got := range map[string]uint64{
			"westcott buffer":      westcottPerft(&pos, c.depth, bufs),
			"westcott nil":         westcottPerftNil(&pos, c.depth),
			"westcott chess.Perft": chess.Perft(&pos, c.depth),
			"notnil":               notnilPerft(notnilPosition(t, c.fen), c.depth),
		} {
			if got != c.nodes {
				t.Errorf("%s %s depth %d: %d, want %d", name, c.name, c.depth, got, c.nodes)
			}
		}
	}
}

// BenchmarkPerft: op is one perft of a position, nodes/s its leaves.
func BenchmarkPerft(b *testing.B) {
	for _, c := range perfts {
		pos, _ := chess.ParseFEN(c.fen)
		bufs := make([][chess.MaxMoves]chess.Move, c.depth+1)
		run := func(name string, perft func() uint64) {
			b.Run(c.name+"/"+name, func(b *testing.B) {
				var n uint64
				for b.Loop() {
					n += perft()
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
			})
		}
		run("westcott-buffer", func() uint64 { return westcottPerft(&pos, c.depth, bufs) })
		run("westcott-nil", func() uint64 { return westcottPerftNil(&pos, c.depth) })
		run("westcott-chess.Perft", func() uint64 { return chess.Perft(&pos, c.depth) })
		np := notnilPosition(b, c.fen)
		run("notnil", func() uint64 { return notnilPerft(np, c.depth) })
	}
}

// sanCases are every main-line move of the games as SAN (as Westcott
// writes it), with the position before it in each library's type.
type sanCases struct {
	sans     []string
	westcott []chess.Position
	notnil   []*nchess.Position
}

func loadSAN(tb testing.TB) sanCases {
	data := readGames(tb)
	w, n := westcottGames(tb, data), notnilGames(tb, data)
	var c sanCases
	for i, g := range w {
		positions := n[i].Positions() // before each move, and the final one
		ply := 0
		g.MainLine(func(pos *chess.Position, node *pgn.Node) bool {
			c.sans = append(c.sans, pos.SAN(node.Move))
			c.westcott = append(c.westcott, *pos)
			c.notnil = append(c.notnil, positions[ply])
			ply++
			return true
		})
	}
	return c
}

// TestSameSAN: both libraries parse every SAN to the same move.
func TestSameSAN(t *testing.T) {
	c := loadSAN(t)
	if len(c.sans) != 19777 {
		t.Fatalf("%d moves, want 19777", len(c.sans))
	}
	for i, san := range c.sans {
		m, err := c.westcott[i].ParseSAN(san)
		if err != nil {
			t.Fatal(err)
		}
		nm, err := nchess.AlgebraicNotation{}.Decode(c.notnil[i], san)
		if err != nil {
			t.Fatalf("notnil: %v", err)
		}
		if got := c.westcott[i].UCI(m); got != (nchess.UCINotation{}).Encode(c.notnil[i], nm) {
			t.Fatalf("%s in %s: Westcott %s, notnil %s", san, c.westcott[i].FEN(), got, nm)
		}
	}
}

// BenchmarkSAN parses the 19,777 SAN moves of the games, each in its
// position: op is all of them, moves/s the rate.
func BenchmarkSAN(b *testing.B) {
	c := loadSAN(b)
	b.Run("westcott", func(b *testing.B) {
		for b.Loop() {
			for i, san := range c.sans {
				if _, err := c.westcott[i].ParseSAN(san); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.N*len(c.sans))/b.Elapsed().Seconds(), "moves/s")
	})
	b.Run("notnil", func(b *testing.B) {
		for b.Loop() {
			for i, san := range c.sans {
				if _, err := (nchess.AlgebraicNotation{}).Decode(c.notnil[i], san); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.N*len(c.sans))/b.Elapsed().Seconds(), "moves/s")
	})
}

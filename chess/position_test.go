package chess

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// suitePositions returns every position of the three perft suites.
func suitePositions(t testing.TB) []Position {
	t.Helper()
	if LoadSuitePositions == nil {
		t.Fatal("LoadSuitePositions not set: perft_test.go sets it")
	}
	ps := LoadSuitePositions(t)
	if len(ps) == 0 {
		t.Fatal("no suite positions")
	}
	return ps
}

// randomGames plays random legal games from each suite position and calls
// visit before every move. It is the workhorse of the invariant tests.
func randomGames(t *testing.T, games, plies int, visit func(p *Position, m Move)) {
	rng := rand.New(rand.NewPCG(42, 43))
	starts := suitePositions(t)
	var buf [MaxMoves]Move
	for g := 0; g < games; g++ {
		p := starts[g%len(starts)]
		for ply := 0; ply < plies; ply++ {
			n := p.GenerateInto(AllMoves, &buf)
			if n == 0 {
				break
			}
			m := buf[rng.IntN(n)]
			visit(&p, m)
			p.MakeMove(m)
		}
	}
}

// TestMakeUnmakeInvariants checks after every move of many random games that
// the incremental Zobrist key equals one computed from scratch, that the
// board array and bitboards agree, and that UnmakeMove restores the position
// exactly (Position is comparable with ==).
func TestMakeUnmakeInvariants(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	randomGames(t, games, 120, func(p *Position, m Move) {
		before := *p
		u := p.MakeMove(m)
		if p.key != p.computeKey() {
			t.Fatalf("%s after %s: incremental key %#x, recomputed %#x", before.FEN(), before.UCI(m), p.key, p.computeKey())
		}
		checkConsistent(t, p)
		p.UnmakeMove(m, u)
		if *p != before {
			t.Fatalf("unmake %s did not restore %s: got %s", before.UCI(m), before.FEN(), p.FEN())
		}
	})
}

func checkConsistent(t *testing.T, p *Position) {
	t.Helper()
	var occ Bitboard
	for sq := Square(0); sq < 64; sq++ {
		pc := p.board[sq]
		if pc == NoPiece {
			if p.Occupied().Has(sq) {
				t.Fatalf("%s: %v empty in board array but occupied", p.FEN(), sq)
			}
			continue
		}
		if !p.Pieces(pc.Color(), pc.Type()).Has(sq) {
			t.Fatalf("%s: %v holds %v but its bitboard does not", p.FEN(), sq, pc)
		}
		occ |= sq.Bitboard()
	}
	if occ != p.Occupied() || p.byColor[White]&p.byColor[Black] != 0 {
		t.Fatalf("%s: bitboards disagree with board array", p.FEN())
	}
	if p.Pieces(White, King).Count() != 1 || p.Pieces(Black, King).Count() != 1 {
		t.Fatalf("%s: king count", p.FEN())
	}
	if p.IsAttacked(p.KingSquare(p.side^1), p.side) {
		t.Fatalf("%s: side not to move is in check", p.FEN())
	}
}

// TestGenerateKinds checks on random positions that Captures and Quiets are
// disjoint, make up AllMoves, hold what their names say, and that every
// move leaves the mover's king safe.
func TestGenerateKinds(t *testing.T) {
	randomGames(t, 300, 100, func(p *Position, _ Move) {
		all := p.LegalMoves(nil)
		caps := p.Generate(Captures, nil)
		quiets := p.Generate(Quiets, nil)
		if len(caps)+len(quiets) != len(all) {
			t.Fatalf("%s: %d captures + %d quiets != %d moves", p.FEN(), len(caps), len(quiets), len(all))
		}
		seen := map[Move]int{}
		for _, m := range all {
			seen[m]++
		}
		for _, m := range caps {
			isCap := m.Kind() == EnPassant || m.Kind() == Promotion || (m.Kind() == Normal && p.board[m.To()] != NoPiece)
			if !isCap {
				t.Fatalf("%s: %s in Captures", p.FEN(), p.UCI(m))
			}
			seen[m]--
		}
		for _, m := range quiets {
			seen[m]--
		}
		for m, n := range seen {
			if n != 0 {
				t.Fatalf("%s: move %s counted %d times off", p.FEN(), p.UCI(m), n)
			}
		}
		for _, m := range all {
			child := *p
			child.MakeMove(m)
			if child.IsAttacked(child.KingSquare(p.side), child.side) {
				t.Fatalf("%s: %s leaves the king in check", p.FEN(), p.UCI(m))
			}
		}
	})
}

// TestLegalityByBruteForce compares the legal generator with a brute-force
// one: every from/to/promotion combination is built, and kept if making it
// as a pseudo-move leaves the king unattacked. Castling and en passant are
// compared through their own rules.
func TestLegalityByBruteForce(t *testing.T) {
	randomGames(t, 200, 80, func(p *Position, _ Move) {
		want := map[string]bool{}
		for _, m := range p.LegalMoves(nil) {
			want[p.UCI(m)] = true
		}
		got := bruteForceMoves(p)
		for s := range want {
			if !got[s] {
				t.Fatalf("%s: generator has %s, brute force not", p.FEN(), s)
			}
		}
		for s := range got {
			if !want[s] {
				t.Fatalf("%s: brute force has %s, generator not", p.FEN(), s)
			}
		}
	})
}

// bruteForceMoves lists legal non-castling moves by trying every piece on
// every square with slow, table-free rules, plus the generator's castling
// moves (castling rules are checked by the perft suites).
func bruteForceMoves(p *Position) map[string]bool {
	out := map[string]bool{}
	us := p.side
	for from := Square(0); from < 64; from++ {
		pc := p.board[from]
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		for to := Square(0); to < 64; to++ {
			if !pseudoReaches(p, pc, from, to) {
				continue
			}
			var cands []Move
			switch {
			case pc.Type() == Pawn && (to.Rank() == 7 || to.Rank() == 0):
				for _, pr := range []PieceType{Knight, Bishop, Rook, Queen} {
					cands = append(cands, NewPromotion(from, to, pr))
				}
			case pc.Type() == Pawn && to == p.ep && from.File() != to.File():
				cands = append(cands, NewEnPassant(from, to))
			default:
				cands = append(cands, NewMove(from, to))
			}
			for _, m := range cands {
				child := *p
				child.MakeMove(m)
				if !child.IsAttacked(child.KingSquare(us), us^1) {
					out[p.UCI(m)] = true
				}
			}
		}
	}
	for _, m := range p.LegalMoves(nil) {
		if m.Kind() == Castling {
			out[p.UCI(m)] = true
		}
	}
	return out
}

func pseudoReaches(p *Position, pc Piece, from, to Square) bool {
	if target := p.board[to]; target != NoPiece && target.Color() == pc.Color() {
		return false
	}
	df, dr := int(to.File())-int(from.File()), int(to.Rank())-int(from.Rank())
	adf, adr := max(df, -df), max(dr, -dr)
	clear := func() bool { // nothing between from and to along a line
		sf, sr := sign(df), sign(dr)
		for f, r := int(from.File())+sf, int(from.Rank())+sr; f != int(to.File()) || r != int(to.Rank()); f, r = f+sf, r+sr {
			if p.board[Square(r*8+f)] != NoPiece {
				return false
			}
		}
		return true
	}
	switch pc.Type() {
	case Knight:
		return adf*adr == 2
	case King:
		return max(adf, adr) == 1
	case Bishop:
		return adf == adr && adf > 0 && clear()
	case Rook:
		return (adf == 0) != (adr == 0) && clear()
	case Queen:
		return (adf == adr && adf > 0 || (adf == 0) != (adr == 0)) && clear()
	case Pawn:
		fwd := 1
		start := 1
		if pc.Color() == Black {
			fwd, start = -1, 6
		}
		if df == 0 {
			if p.board[to] != NoPiece {
				return false
			}
			if dr == fwd {
				return true
			}
			return dr == 2*fwd && int(from.Rank()) == start && p.board[Square(int(from)+8*fwd)] == NoPiece
		}
		return adf == 1 && dr == fwd && (p.board[to] != NoPiece || to == p.ep)
	}
	return false
}

func sign(x int) int {
	if x > 0 {
		return 1
	}
	if x < 0 {
		return -1
	}
	return 0
}

// TestPerftWithoutBulkCounting checks the bulk-counting shortcut: making
// every last-ply move and counting it gives the same numbers.
func TestPerftWithoutBulkCounting(t *testing.T) {
	var slow func(p *Position, depth int) uint64
	slow = func(p *Position, depth int) uint64 {
		if depth == 0 {
			return 1
		}
		var n uint64
		for _, m := range p.LegalMoves(nil) {
			u := p.MakeMove(m)
			n += slow(p, depth-1)
			p.UnmakeMove(m, u)
		}
		return n
	}
	for i, p := range suitePositions(t) {
		if i%7 != 0 {
			continue
		}
		if got, want := Perft(&p, 3), slow(&p, 3); got != want {
			t.Errorf("%s: Perft(3) = %d, slow = %d", p.FEN(), got, want)
		}
	}
}

// TestCountLegal checks the bulk counter against the generator.
func TestCountLegal(t *testing.T) {
	randomGames(t, 500, 120, func(p *Position, _ Move) {
		if got, want := p.CountLegal(), len(p.LegalMoves(nil)); got != want {
			t.Fatalf("%s: CountLegal = %d, generator %d", p.FEN(), got, want)
		}
	})
}

// KingFlights counts the checked king's safe squares, with the king taken
// off the board so that the checking slider's line through it counts.
func TestKingFlights(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want int
	}{
		{"4k3/8/8/8/8/8/8/4K2R b - - 0 1", 5},    // not in check: d8 d7 e7 f7 f8
		{"R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 0}, // back-rank mate: every square blocked or on the rank
		{"6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1", 2}, // the same without the check: f8, h8
		{"7k/8/8/8/8/8/8/K6R b - - 0 1", 2},      // a check on the h-file: g7, g8 (h7 is on the line)
		{"k7/8/1K6/8/8/8/8/7R b - - 0 1", 1},     // the white king guards a7 and b7: b8
	} {
		p := mustParse(t, tc.fen)
		if got := p.KingFlights(); got != tc.want {
			t.Errorf("%s: KingFlights = %d, want %d", tc.fen, got, tc.want)
		}
	}
}

// TestKingFlightsByGenerator checks KingFlights against the generator's
// king moves (castling aside).
func TestKingFlightsByGenerator(t *testing.T) {
	randomGames(t, 300, 120, func(p *Position, _ Move) {
		ksq, want := p.KingSquare(p.SideToMove()), 0
		for _, m := range p.LegalMoves(nil) {
			if m.From() == ksq && m.Kind() != Castling {
				want++
			}
		}
		if got := p.KingFlights(); got != want {
			t.Fatalf("%s: KingFlights = %d, generator %d", p.FEN(), got, want)
		}
	})
}

func mustParse(t *testing.T, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestNullMove(t *testing.T) {
	p, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	before := p
	u := p.MakeNullMove()
	if p.FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2" || p.Key() != p.computeKey() {
		t.Fatalf("after Black's null move: %s", p.FEN())
	}
	p.UnmakeNullMove(u)
	if p != before {
		t.Fatalf("UnmakeNullMove: %s", p.FEN())
	}
}

// TestGivesCheck compares GivesCheck with making the move and asking InCheck.
func TestGivesCheck(t *testing.T) {
	checks := 0
	randomGames(t, 500, 120, func(p *Position, _ Move) {
		for _, m := range p.LegalMoves(nil) {
			child := *p
			child.MakeMove(m)
			want := child.InCheck()
			if got := p.GivesCheck(m); got != want {
				t.Fatalf("%s: GivesCheck(%s) = %v, want %v", p.FEN(), p.UCI(m), got, want)
			}
			if want {
				checks++
			}
		}
	})
	if checks < 1000 {
		t.Fatalf("only %d checking moves seen", checks)
	}
}

// The halfmove clock and the fullmove number stop at 65535 instead of
// wrapping, in moves and null moves alike.
func TestCountersSaturate(t *testing.T) {
	p, err := ParseFEN("4k3/8/8/8/8/8/8/4K2R b - - 65535 65535")
	if err != nil {
		t.Fatal(err)
	}
	m, err := p.ParseMove("e8d7")
	if err != nil {
		t.Fatal(err)
	}
	u := p.MakeMove(m)
	if p.HalfmoveClock() != 65535 || !strings.HasSuffix(p.FEN(), " 65535 65535") {
		t.Errorf("after a quiet move: %s", p.FEN())
	}
	p.UnmakeMove(m, u)
	nu := p.MakeNullMove()
	if p.HalfmoveClock() != 65535 || !strings.HasSuffix(p.FEN(), " 65535 65535") {
		t.Errorf("after a null move: %s", p.FEN())
	}
	p.UnmakeNullMove(nu)
	if !strings.HasSuffix(p.FEN(), "b - - 65535 65535") {
		t.Errorf("taken back: %s", p.FEN())
	}
}

// TestIsLegalEveryMove compares IsLegal, which generates only the moves of
// one square to one square, with the full legal move list: every one of the
// 65,536 move values, in positions of random games (checks, pins, en
// passant, castling and Chess960 included).
func TestIsLegalEveryMove(t *testing.T) {
	games, plies := 60, 60
	if testing.Short() {
		games = 15
	}
	randomGames(t, games, plies, func(p *Position, _ Move) {
		var legal [1 << 16]bool
		for _, m := range p.LegalMoves(nil) {
			legal[m] = true
		}
		for v := range 1 << 16 {
			if m := Move(v); p.IsLegal(m) != legal[m] {
				t.Fatalf("%s: IsLegal(%s, kind %d) = %v, the move list says %v", p.FEN(), p.UCI(m), m.Kind()>>14, !legal[m], legal[m])
			}
		}
	})
}

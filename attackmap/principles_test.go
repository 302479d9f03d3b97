package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// TestPrinciplesDiagrams checks each pattern on hand-made positions.
func TestPrinciplesDiagrams(t *testing.T) {
	sq := func(names ...string) Bitboard {
		var b Bitboard
		for _, n := range names {
			s, err := bitboard.ParseSquare(n)
			if err != nil {
				t.Fatal(err)
			}
			b |= s.Bitboard()
		}
		return b
	}
	for _, c := range []struct {
		fen   string
		f     func(*chess.Position, chess.Color) Bitboard
		name  string
		white Bitboard
		black Bitboard
	}{
		{"r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", UnmovedRooks, "unmoved rooks by the rights", sq("h1"), sq("a8")},
		{"chess start", KingIsUpRight, "both kings at home", sq("e1"), sq("e8")},
		{"4k3/8/8/8/8/4K3/8/8 w - - 0 1", KingIsUpRight, "the white king stepped up", 0, sq("e8")},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", ConnectedRooks, "the king between", 0, 0},
		{"4k3/8/8/8/R7/8/8/R4RK1 w - - 0 1", ConnectedRooks, "on the first rank and the a-file", sq("a1", "f1", "a4"), 0},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", RooksCanCastle, "all four", sq("a1", "h1"), sq("a8", "h8")},
		{"r3k2r/8/8/8/8/8/6b1/R3K2R w KQkq - 0 1", RooksCanCastle, "f1 attacked", sq("a1"), sq("a8", "h8")},
		{"r3k2r/8/8/8/8/8/8/RN2K2R b KQkq - 0 1", RooksCanCastle, "b1 blocks the rook", sq("h1"), sq("a8", "h8")},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1", RooksCanCastle, "no black rights", sq("a1", "h1"), 0},
		{"4k3/3p1p2/8/1B5Q/8/B7/1B6/4K3 w - - 0 1", OnKingDiagonal, "b5 and h5 on e8's diagonals", 0, sq("b5", "h5")},
		{"4k3/3p1p2/8/1B5Q/8/B7/1B6/4K3 w - - 0 1", NearKingDiagonal, "a3 on e7's diagonal", 0, sq("a3")},
		{"4k3/pp4pp/8/8/8/8/PPP3PP/4K3 w - - 0 1", PawnMass, "three against two on the queen side", sq("a2", "b2", "c2"), 0},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", WeakSquareControl, "around the black king", sq("d8", "f8", "d7", "e7", "f7"), sq("a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "e1", "d2", "e2", "f2", "f1")},
		{"4k3/8/8/8/8/6P1/6B1/4K3 w - - 0 1", StrongFianchettoedBishops, "g2 behind g3", sq("g2"), 0},
		{"4k3/2b5/8/8/8/6P1/6B1/4K3 w - - 0 1", StrongFianchettoedBishops, "a dark bishop cannot trade it", sq("g2"), 0},
		{"4k3/3b4/8/8/8/6P1/6B1/4K3 w - - 0 1", StrongFianchettoedBishops, "the light d7 bishop can", 0, 0},
		{"4k3/8/8/8/8/8/6B1/4K3 w - - 0 1", StrongFianchettoedBishops, "no pawn in front", 0, 0},
		{"4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", WeakWhiteSquares, "the light squares behind the pawns", sq("b1", "d1", "f1", "h1", "a2", "c2", "e2", "g2"), lightSquares & ownHalf(chess.Black)},
		{"4k3/8/8/8/8/8/PPPPPPPP/4KB2 w - - 0 1", WeakWhiteSquares, "a light bishop", 0, lightSquares & ownHalf(chess.Black)},
		{"4k3/8/8/8/8/PPPPPPPP/8/4K3 w - - 0 1", Fortress, "a wall on the third rank", bitboard.Rank1BB | bitboard.Rank2BB, 0},
		{"8/8/8/k7/8/1P6/P7/K7 w - - 0 1", Fortress, "b4 leads round the pawns", 0, 0},
	} {
		fen := c.fen
		if fen == "chess start" {
			fen = chess.StartFEN
		}
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.f(&p, chess.White); got != c.white {
			t.Errorf("%s (%s), white: %v, want %v", fen, c.name, got.Squares(), c.white.Squares())
		}
		if got := c.f(&p, chess.Black); got != c.black {
			t.Errorf("%s (%s), black: %v, want %v", fen, c.name, got.Squares(), c.black.Squares())
		}
	}
}

func TestMaterialSignature(t *testing.T) {
	for fen, want := range map[string]string{
		chess.StartFEN:                          "QRRBBNNqrrbbnn",
		"3bk1n1/8/8/8/8/8/8/2B1KN2 w - - 0 1":   "BNbn",
		"4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1": "",
		"4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1":       "QQ",
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := MaterialSignature(&p); got != want {
			t.Errorf("%s: %q, want %q", fen, got, want)
		}
	}
	if n := bitboard.Bitboard(lightSquares).Count(); n != 32 || bitboard.Bitboard(lightSquares).Has(bitboard.A1) || !bitboard.Bitboard(lightSquares).Has(bitboard.H1) {
		t.Errorf("lightSquares: %d squares", n)
	}
}

// TestPrinciplesAgainstReferences compares the patterns that have an
// independent way to compute them, on the test positions: castling rooks
// with the legal castling moves of the side to move, connected rooks with
// each rook's attacks, square control with counting attackers square by
// square.
func TestPrinciplesAgainstReferences(t *testing.T) {
	castled := 0
	for i := range testPositions(t) {
		p := &testPositions(t)[i]
		us := p.SideToMove()
		var want Bitboard
		for _, m := range p.LegalMoves(nil) {
			if m.Kind() == chess.Castling {
				want |= m.To().Bitboard() // the rook's square
			}
		}
		if got := RooksCanCastle(p, us); got != want {
			t.Fatalf("%s: RooksCanCastle %v, legal castling with %v", p.FEN(), got.Squares(), want.Squares())
		}
		if want != 0 {
			castled++
		}
		for _, c := range []chess.Color{chess.White, chess.Black} {
			rooks := p.Pieces(c, chess.Rook)
			var connected Bitboard
			for _, r := range rooks.Squares() {
				connected |= attacks.Rook(r, p.Occupied()) & rooks
			}
			if got := ConnectedRooks(p, c); got != connected {
				t.Fatalf("%s: ConnectedRooks(%v) %v, want %v", p.FEN(), c, got.Squares(), connected.Squares())
			}
			var weak, strong Bitboard
			enemyPawns := p.Pieces(c.Other(), chess.Pawn)
			for s := bitboard.A1; s <= bitboard.H8; s++ {
				ours, theirs := AttackersBy(p, s, c).Count(), AttackersBy(p, s, c.Other())
				if theirs.Count() > ours {
					weak |= s.Bitboard()
				}
				if ours > theirs.Count() && theirs&enemyPawns == 0 {
					strong |= s.Bitboard()
				}
			}
			if got := WeakSquareControl(p, c); got != weak {
				t.Fatalf("%s: WeakSquareControl(%v)\n%v\nwant\n%v", p.FEN(), c, got, weak)
			}
			if got := StrongSquareControl(p, c); got != strong {
				t.Fatalf("%s: StrongSquareControl(%v)\n%v\nwant\n%v", p.FEN(), c, got, strong)
			}
		}
	}
	if castled == 0 {
		t.Error("no position could castle: the castling check proves nothing")
	}
}

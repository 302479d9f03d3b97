package chess

import (
	"errors"
	"strings"
	"testing"
)

func TestFENRoundTrip(t *testing.T) {
	for _, p := range suitePositions(t) {
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("reparse of %s: %v", p.FEN(), err)
		}
		if p != q {
			t.Fatalf("%s: round trip gives %s", p.FEN(), q.FEN())
		}
	}
	// Standard-looking FENs come back verbatim.
	for _, fen := range []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"8/8/8/8/8/8/8/k6K b - - 99 120",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if p.FEN() != fen {
			t.Errorf("FEN() = %q, want %q", p.FEN(), fen)
		}
	}
}

func TestFENDefaultsAndNormalisation(t *testing.T) {
	p, err := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3")
	if err != nil {
		t.Fatal(err)
	}
	// No black pawn can take on e3, so the square is dropped; clocks default.
	if got := p.FEN(); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" {
		t.Errorf("got %s", got)
	}
	// X-FEN K/Q in a Chess960 setup pick the outermost rooks.
	p, err = ParseFEN("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if !p.Chess960() || p.CastlingRook(WhiteKingside).String() != "g1" || p.CastlingRook(BlackQueenside).String() != "b8" {
		t.Errorf("X-FEN castling: %s", p.FEN())
	}
	if got := p.FEN(); !strings.Contains(got, " GBgb ") {
		t.Errorf("Chess960 FEN castling field: %s", got)
	}
}

// TestFENErrors lists malformed and impossible FENs with the field and the
// error each must be reported with.
func TestFENErrors(t *testing.T) {
	for _, c := range []struct {
		fen, field string
		err        error
	}{
		{"garbage", "fen", ErrSyntax},
		{"", "fen", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "fen", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1", "placement", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", "castling", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "castling", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling", ErrBadCastling},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "placement", ErrNoKing},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant", ErrBadEnPassant},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en passant", ErrBadEnPassant},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", "fullmove number", ErrSyntax},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", "placement", ErrTooManyKings},
		{"k7/8/8/8/8/8/8/K6k w - - 0 1", "placement", ErrTooManyKings},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1", "position", ErrPawnsOnBackRank},
		{"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "position", ErrPawnsOnBackRank},
		{"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "position", ErrOppositeCheck},
		{"4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1", "position", ErrTooManyCheckers},
		{"4k3/8/8/8/8/8/PPPPPPPP/PPPPK3 w - - 0 1", "position", ErrPawnsOnBackRank},
		{"4k3/8/8/8/P7/PPPPPPPP/8/4K3 w - - 0 1", "position", ErrTooManyPieces},
		// 15 queens a side: 14 promoted, no pawn missing from the count
		// could have made more than 8.
		{"qqqqqqqq/qqqqqqqk/8/8/8/8/QQQQQQQK/QQQQQQQQ w - - 0 1", "position", ErrTooManyPromoted},
		// A ninth queen with a pawn still on the board: 8 promoted, 7 pawns missing.
		{"4k3/8/8/8/8/P7/QQ6/QQQQKQQQ w - - 0 1", "position", ErrTooManyPromoted},
		// Three knights and eight pawns.
		{"4k3/8/8/8/8/8/PPPPPPPP/1NN1K1N1 w - - 0 1", "position", ErrTooManyPromoted},
	} {
		_, err := ParseFEN(c.fen)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) = %v, want a *FENError", c.fen, err)
			continue
		}
		if fe.Field.String() != c.field || !errors.Is(err, c.err) {
			t.Errorf("ParseFEN(%q): field %q, error %v; want field %q, error %v", c.fen, fe.Field, err, c.field, c.err)
		}
		if !strings.Contains(err.Error(), c.fen) {
			t.Errorf("error %q does not quote the input", err)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{StartFEN, "8/8/8/8/8/8/8/k6K b - - 99 120",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "garbage", "8/8 w - -"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			var fe *FENError
			if !errors.As(err, &fe) {
				t.Fatalf("error is %T, not *FENError", err)
			}
			return
		}
		q, err := ParseFEN(p.FEN())
		if err != nil {
			t.Fatalf("%q parses, but its FEN %q does not: %v", s, p.FEN(), err)
		}
		if p != q {
			t.Fatalf("%q: FEN round trip differs: %s vs %s", s, p.FEN(), q.FEN())
		}
		var buf [MaxMoves]Move
		n := p.GenerateInto(AllMoves, &buf)
		for _, m := range buf[:n] { // every position ParseFEN accepts can be played
			child := p
			child.MakeMove(m)
			if child.computeKey() != child.Key() {
				t.Fatalf("%q: key after %s", s, p.UCI(m))
			}
		}
	})
}

// A long bad FEN (binary input) is quoted as a short excerpt.
func TestFENErrorExcerpt(t *testing.T) {
	long := strings.Repeat("\x7fELF\x00", 400)
	_, err := ParseFEN(long + " w - - 0 1")
	if err == nil {
		t.Fatal("no error")
	}
	if msg := err.Error(); len(msg) > 600 || !strings.Contains(msg, "... (2010 bytes)") || strings.Contains(msg, "\n") {
		t.Errorf("message of %d bytes: %.300s", len(msg), msg)
	}
}

// Promotions up to the pawns missing are legal: nine queens a side (eight
// promoted, no pawn left), or three knights with a pawn gone.
func TestPromotedPiecesAccepted(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/8/8/qqqqqqqq/QQQQQQQQ/8/8/RNBQKBNR w - - 0 1",
		"4k3/8/8/8/8/8/PPPPPPP1/1NN1K1N1 w - - 0 1",
		"4k3/8/8/8/8/P7/Q7/QQQQKQQQ w - - 0 1",
	} {
		if _, err := ParseFEN(fen); err != nil {
			t.Errorf("ParseFEN(%q): %v", fen, err)
		}
	}
}

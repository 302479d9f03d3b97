package chess

import (
	"errors"
	"testing"
)

func TestSAN(t *testing.T) {
	for _, c := range []struct{ fen, uci, san string }{
		{StartFEN, "e2e4", "e4"},
		{StartFEN, "g1f3", "Nf3"},
		// Kiwipete: castling both ways, captures, disambiguation by file.
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5f7", "Nxf7"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "d5e6", "dxe6"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "g2h3", "gxh3"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "e5d3", "Nd3"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "c3b1", "Nb1"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "a1b1", "Rb1"},
		// Disambiguation by file, by rank, and by both.
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2", "Nbd2"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3d2", "Nfd2"},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3e5", "Ne5"},
		{"4k3/8/8/1N6/8/1N6/8/4K3 w - - 0 1", "b5d4", "N5d4"},
		{"8/8/6k1/8/8/Q7/8/Q1Q4K w - - 0 1", "a1b2", "Qa1b2"},
		{"8/8/6k1/8/8/Q7/8/Q1Q4K w - - 0 1", "a3b2", "Q3b2"},
		{"8/8/6k1/8/8/Q7/8/Q1Q4K w - - 0 1", "c1b2", "Qcb2"},
		{"8/8/6k1/8/8/Q7/8/Q1Q4K w - - 0 1", "a3c5", "Qac5"},
		// Promotions, with capture and check.
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", "e8=Q+"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8n", "exd8=N"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8r", "exd8=R+"},
		// En passant, and mate.
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6"},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4", "f3f7", "Qxf7#"},
		// Chess960 castling, king and rook next to each other.
		{"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", "e1g1", "O-O"},
		{"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", "e1b1", "O-O-O"},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(c.uci)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s: SAN(%s) = %q, want %q", c.fen, c.uci, got, c.san)
		}
		if got, err := p.ParseSAN(c.san); err != nil || got != m {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want %s", c.fen, c.san, got, err, c.uci)
		}
	}
}

func TestParseSANLenient(t *testing.T) {
	for _, c := range []struct{ fen, san, uci string }{
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "0-0", "e1g1"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "0-0-0", "e1c1"},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "O-O+", "e1g1"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8Q", "e7e8q"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=Q", "e7e8q"},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "ed8N", "e7d8n"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6e.p.", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6 e.p.", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "ef6", "e5f6"},
		{StartFEN, "Nf3!?", "g1f3"},
		{StartFEN, "Ng1f3", "g1f3"},
		{StartFEN, "e4?!", "e2e4"},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4", "Qf7", "f3f7"},
		{"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4", "Qxf7+", "f3f7"},
	} {
		p, _ := ParseFEN(c.fen)
		m, err := p.ParseSAN(c.san)
		if err != nil || p.UCI(m) != c.uci {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want %s", c.fen, c.san, p.UCI(m), err, c.uci)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	for _, c := range []struct {
		fen, san string
		err      error
	}{
		{StartFEN, "", ErrInvalidMove},
		{StartFEN, "Zf3", ErrInvalidMove},
		{StartFEN, "e9", ErrInvalidMove},
		{StartFEN, "Nf3e4", ErrIllegalMove},
		{StartFEN, "Nf3e4e5", ErrInvalidMove},
		{StartFEN, "e5", ErrIllegalMove},
		{StartFEN, "Nd4", ErrIllegalMove},
		{StartFEN, "O-O", ErrIllegalMove},
		{StartFEN, "e4=Q", ErrInvalidMove},
		{StartFEN, "d4e5", ErrIllegalMove},
		{"4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "Nf4", ErrIllegalMove},
		{"4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "Nbe2", ErrIllegalMove},
		{"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", ErrAmbiguousMove},
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8", ErrInvalidMove}, // promotion piece missing
		{"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=K", ErrInvalidMove},
	} {
		p, _ := ParseFEN(c.fen)
		_, err := p.ParseSAN(c.san)
		var me *MoveError
		if !errors.As(err, &me) || !errors.Is(err, c.err) {
			t.Errorf("%s: ParseSAN(%q) error = %v, want %v", c.fen, c.san, err, c.err)
		}
	}
}

// TestSANRoundTrip checks that every legal move of many random positions has
// a unique SAN that parses back to it, and likewise for UCI notation.
func TestSANRoundTrip(t *testing.T) {
	randomGames(t, 300, 100, func(p *Position, _ Move) {
		seen := map[string]bool{}
		for _, m := range p.LegalMoves(nil) {
			s := p.SAN(m)
			if seen[s] {
				t.Fatalf("%s: SAN %q twice", p.FEN(), s)
			}
			seen[s] = true
			if got, err := p.ParseSAN(s); err != nil || got != m {
				t.Fatalf("%s: ParseSAN(SAN(%s) = %q) = %s, %v", p.FEN(), p.UCI(m), s, p.UCI(got), err)
			}
			if got, err := p.ParseMove(p.UCI(m)); err != nil || got != m {
				t.Fatalf("%s: ParseMove(%s) = %v, %v", p.FEN(), p.UCI(m), got, err)
			}
		}
	})
}

func FuzzParseSAN(f *testing.F) {
	fens := []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	}
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exd8=Q+", "Qh4xe1", "e8Q", "exf6e.p.", "--", "Z", "a"} {
		for i := range fens {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p, _ := ParseFEN(fens[int(which)%len(fens)])
		before := p
		m, err := p.ParseSAN(s)
		if p != before {
			t.Fatal("ParseSAN changed the position")
		}
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("error %T is not *MoveError", err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("ParseSAN(%q) returned illegal %s", s, p.UCI(m))
		}
		if got, err := p.ParseSAN(p.SAN(m)); err != nil || got != m {
			t.Fatalf("SAN round trip of %q: %q", s, p.SAN(m))
		}
		if _, err := p.ParseMove(s); err != nil {
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("ParseMove error %T", err)
			}
		}
	})
}

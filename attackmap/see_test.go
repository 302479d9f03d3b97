package attackmap

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// seeCases are hand-checked exchanges. gains lists, in the comments, what
// each capture of the sequence wins; the SEE value is the negamax of that
// list where each side may stop.
var seeCases = []struct {
	fen  string
	move string // SAN
	want int
	why  string
}{
	// Plain exchanges.
	{"4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "Rxd5", 100,
		"the pawn d5 is undefended: the rook wins it"},
	{"4k3/8/2p5/3p4/8/8/8/3RK3 w - - 0 1", "Rxd5", -400,
		"Rxd5 cxd5: a pawn for the rook"},
	{"4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "exd5", 200,
		"exd5 cxd5: a knight for a pawn"},
	{"4k3/8/2p5/3n4/8/4N3/8/4K3 w - - 0 1", "Nxd5", 0,
		"Nxd5 cxd5: knight for knight"},
	{"4k3/8/2p5/3n4/8/8/6B1/4K3 w - - 0 1", "Bxd5", 0,
		"Bxd5 cxd5: bishop for knight, equal in value here"},
	{"4k3/8/2p5/3n4/8/8/8/3RK3 w - - 0 1", "Rxd5", -200,
		"Rxd5 cxd5: rook for knight"},
	{"3rk3/3r4/8/8/8/8/8/3QK3 w - - 0 1", "Qxd7+", -400,
		"Qxd7+ Rxd7 (or Kxd7): queen for rook"},
	{"3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "Qxd8+", 0,
		"Qxd8+ Kxd8: queens off"},
	{"k6r/8/8/8/8/8/8/K6R w - - 0 1", "Rxh8+", 500,
		"the rook h8 in the corner is undefended"},
	{"4k3/6b1/3p4/4n3/8/5N2/8/4R1K1 w - - 0 1", "Nxe5", 0,
		"Nxe5 dxe5, and Rxe5 Bxe5 would lose the rook: White stops, knight for knight"},
	{"3rk3/8/8/8/3P4/2P5/8/4K3 b - - 0 1", "Rxd4", -400,
		"Black: Rxd4 cxd4, the rook for a pawn"},

	// X-rays.
	{"3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "R2xd5", 100,
		"battery: Rxd5 Rxd5 Rxd5, the rook d1 sees through d2; Black does not recapture"},
	{"3r2k1/8/8/3p4/8/8/3Q4/3R2K1 w - - 0 1", "Qxd5", -300,
		"queen in front of the rook: Qxd5 Rxd5 Rxd5, gains 100, 900, 500: Black nets 400"},
	{"4k3/8/3p4/4r3/8/2Q5/1B6/7K w - - 0 1", "Qxe5", -300,
		"queen in front of the bishop: Qxe5 dxe5 Bxe5, gains 500, 900, 100"},
	{"4k3/8/5p2/4n3/3P4/2B5/8/4K3 w - - 0 1", "dxe5", 300,
		"bishop behind the pawn: dxe5 fxe5 Bxe5 costs Black a pawn, so Black does not recapture"},
	{"6k1/8/8/4p3/8/2b5/8/Q3R2K w - - 0 1", "Rxe5", -100,
		"x-ray through an enemy piece: Rxe5 Bxe5 Qxe5, the queen a1 sees e5 once the bishop c3 has left"},
	{"3r2k1/3r4/8/3p4/8/8/3R4/3R2K1 w - - 0 1", "R2xd5", -400,
		"batteries on both sides: Rxd5 Rxd5 Rxd5 Rxd5, gains 100, 500, 500, 500"},

	// En passant.
	{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", 100,
		"en passant wins the pawn"},
	{"4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", 0,
		"exd6 cxd6: pawn for pawn"},
	{"3rk3/8/8/3pP3/8/8/8/3RK3 w - d6 0 1", "exd6", 100,
		"en passant opens the d-file: Rxd6 would meet Rxd6 through d5, so Black does not recapture"},
	{"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "dxe3", 100,
		"Black's en passant wins the pawn"},
	{"4k3/8/8/8/3pP3/8/5P2/4K3 b - e3 0 1", "dxe3", 0,
		"dxe3 fxe3"},

	// Promotions.
	{"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=Q+", 1300,
		"takes a rook and promotes: 500 + 900 - 100, undefended"},
	{"1rk5/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=Q+", 400,
		"axb8=Q+ Kxb8: rook for pawn"},
	{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+", 800,
		"quiet promotion on a safe square: a queen for a pawn"},
	{"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q", -100,
		"a8=Q Rxa8: the pawn is lost"},
	{"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=N", -100,
		"a8=N Rxa8: under-promotion, the pawn is lost all the same"},
	{"rn2k3/P7/8/8/8/8/8/1Q2K3 w - - 0 1", "Qxb8+", 300,
		"Qxb8 Rxb8 axb8=Q: the recapture would promote (gains 300, 900, 1300), so Black does not take"},
	{"4k3/8/8/8/8/8/p7/1NR1K3 b - - 0 1", "axb1=Q", 200,
		"Black: axb1=Q Rxb1, a knight for a pawn"},

	// Kings.
	{"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "Kxd2", 100,
		"the king takes the undefended checking pawn"},
	{"4k3/8/8/8/1b6/8/3n4/2B1K3 w - - 0 1", "Bxd2", 300,
		"Bxd2 Bxd2 Kxd2: the king ends the exchange, nothing defends d2 any more"},
	{"3rk3/8/8/8/1b6/8/3n4/2B1K3 w - - 0 1", "Bxd2", 0,
		"Bxd2 Bxd2, and the king may not take: the rook d8 still defends d2"},
	{"8/8/8/8/8/2N2k2/4p3/4K3 w - - 0 1", "Nxe2", 100,
		"the black king may not recapture next to the white king"},
	{"8/8/8/8/8/2N2k2/4p3/7K w - - 0 1", "Nxe2", -200,
		"Nxe2 Kxe2: knight for pawn"},
	{"4k3/3P4/8/8/8/8/8/4K3 b - - 0 1", "Kxd7", 100,
		"Black's king takes the checking pawn"},

	// Pins.
	{"3k4/8/5n2/3p4/7B/8/8/3RK3 w - - 0 1", "Rxd5+", 100,
		"the knight f6 is pinned to the king d8 by the bishop h4, so it cannot recapture"},
	{"4k3/3b4/2N5/1B6/8/8/8/4K3 b - - 0 1", "Bxc6", 0,
		"the pinned bishop d7 may take along its pin line: Bxc6 Bxc6+"},
	{"4k3/3n4/2Q5/2p5/8/8/8/7K w - - 0 1", "Qxc5", -800,
		"the knight d7 is pinned by the queen c6 until the queen itself takes on c5: Qxc5 Nxc5"},

	// Quiet moves.
	{"4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "Ne5", -300,
		"the knight steps where the pawn d6 takes it"},
	{"4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "Ng5", 0,
		"a safe square"},
	{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", 0,
		"castling exchanges nothing"},
}

func TestSEE(t *testing.T) {
	for _, c := range seeCases {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		m, err := p.ParseSAN(c.move)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if got := SEE(&p, m); got != c.want {
			t.Errorf("%s %s (%s): SEE = %d, want %d", c.fen, c.move, c.why, got, c.want)
		}
		if r := Exchange(&p, m); r.Value != c.want {
			t.Errorf("%s %s: Exchange value %d, want %d", c.fen, c.move, r.Value, c.want)
		}
		for _, th := range []int{c.want - 1, c.want, c.want + 1} {
			if got := SEEGreaterOrEqual(&p, m, th); got != (c.want >= th) {
				t.Errorf("%s %s: SEEGreaterOrEqual(%d) = %v", c.fen, c.move, th, got)
			}
		}
	}
	if len(seeCases) < 30 {
		t.Errorf("only %d cases", len(seeCases))
	}
}

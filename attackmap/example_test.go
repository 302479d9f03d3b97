package attackmap_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func ExampleSEE() {
	p, _ := chess.ParseFEN(kiwipete)
	for _, san := range []string{"gxh3", "Qxh3", "dxe6", "Qxf6", "Nxg6", "Bxa6"} {
		m, _ := p.ParseSAN(san)
		fmt.Printf("%-5s %5d\n", san, attackmap.SEE(&p, m))
	}
	// Output:
	// gxh3    100
	// Qxh3   -300
	// dxe6      0
	// Qxf6   -600
	// Nxg6   -200
	// Bxa6    300
}

func ExampleSEEGreaterOrEqual() {
	p, _ := chess.ParseFEN(kiwipete)
	m, _ := p.ParseSAN("Qxh3")
	fmt.Println(attackmap.SEEGreaterOrEqual(&p, m, 0), attackmap.SEEGreaterOrEqual(&p, m, -300))
	// Output: false true
}

func ExampleExchange() {
	// The rook d1 x-rays through the rook d2; Black's rook d8 does not
	// recapture.
	p, _ := chess.ParseFEN("3r2k1/8/8/3p4/8/8/3R4/3R2K1 w - - 0 1")
	m, _ := p.ParseSAN("R2xd5")
	r := attackmap.Exchange(&p, m)
	for i, c := range r.Captures {
		fmt.Printf("%d. %v%vxd5 gains %d\n", i+1, c.Piece, c.From, c.Gain)
	}
	fmt.Println("played:", r.Stop, "SEE:", r.Value)
	// Output:
	// 1. Rd2xd5 gains 100
	// 2. rd8xd5 gains 500
	// 3. Rd1xd5 gains 500
	// played: 1 SEE: 100
}

func ExampleByteSEE() {
	p, _ := chess.ParseFEN(kiwipete)
	fmt.Println("white on h3:", attackmap.Byte(&p, bitboard.H3, chess.White))
	fmt.Println("black on h3:", attackmap.Byte(&p, bitboard.H3, chess.Black))
	fmt.Println("byte SEE:", attackmap.ByteSEE(&p, bitboard.H3), "exact:", attackmap.ByteSEEExact(&p, bitboard.H3))
	// Output:
	// white on h3: 2:PQ
	// black on h3: 1:R
	// byte SEE: 100 exact: true
}

func ExampleCounts() {
	p := chess.StartPosition()
	m := attackmap.Counts(&p, chess.White)
	fmt.Println("d2 is attacked", m.At(bitboard.D2), "times")
	fmt.Println(m.AtLeast(3))
	// Output:
	// d2 is attacked 4 times
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . 1 . . 1 . .
	// . . . 1 1 . . .
	// . . . . . . . .
}

func ExampleAttackersTo() {
	// The page's example: e4 attacked by the rook e8 and the knight f6,
	// defended by the rook e1 and the pawn d3.
	p, _ := chess.ParseFEN("4r1k1/8/5n2/8/8/3P4/8/4R1K1 w - - 0 1")
	fmt.Println(attackmap.AttackersTo(&p, bitboard.E4, p.Occupied()))
	// Output:
	// . . . . 1 . . .
	// . . . . . . . .
	// . . . . . 1 . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . 1 . . . .
	// . . . . . . . .
	// . . . . 1 . . .
}

func ExamplePinnedByRays() {
	p, _ := chess.ParseFEN(kiwipete)
	pinned, pinners := attackmap.PinnedByRays(&p, chess.Black)
	fmt.Println(pinned == 0, pinners == 0)
	p, _ = chess.ParseFEN("4k3/8/8/8/8/8/8/1r2N1K1 w - - 0 1")
	pinned, pinners = attackmap.PinnedByRays(&p, chess.White)
	fmt.Printf("%v\npinned by %v\n", pinned, pinners.LSB())
	// Output:
	// true true
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . 1 . . .
	// pinned by b1
}

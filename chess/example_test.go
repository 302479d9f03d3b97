package chess_test

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

func ExampleParseFEN() {
	pos, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		panic(err)
	}
	fmt.Println(pos.SideToMove(), pos.Castling(), len(pos.LegalMoves(nil)))

	_, err = chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1")
	fmt.Println(err)
	// Output:
	// white KQkq 48
	// invalid FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1": placement: syntax error: rank 1 has 7 squares, want 8
}

func ExamplePosition_LegalMoves() {
	pos := chess.StartPosition()
	moves := pos.LegalMoves(make([]chess.Move, 0, chess.MaxMoves))
	for _, m := range moves[:5] {
		fmt.Print(pos.SAN(m), " ")
	}
	fmt.Println(len(moves))
	// Output: Na3 Nc3 Nf3 Nh3 a3 20
}

func ExamplePerft() {
	pos := chess.StartPosition()
	for depth := 1; depth <= 4; depth++ {
		fmt.Println(depth, chess.Perft(&pos, depth))
	}
	// Output:
	// 1 20
	// 2 400
	// 3 8902
	// 4 197281
}

func ExamplePosition_ParseSAN() {
	pos := chess.StartPosition()
	var uci []string
	for _, san := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"} {
		m, err := pos.ParseSAN(san)
		if err != nil {
			panic(err)
		}
		uci = append(uci, pos.UCI(m))
		pos.MakeMove(m)
	}
	fmt.Println(strings.Join(uci, " "))
	fmt.Println(pos.FEN())
	_, err := pos.ParseSAN("Qxf7")
	fmt.Println(err)
	// Output:
	// e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1
	// r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4
	// illegal move "Qxf7" in r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4
}

func ExamplePosition_SAN() {
	pos, _ := chess.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4")
	m, _ := pos.ParseMove("f3f7")
	fmt.Println(pos.SAN(m))
	// Output: Qxf7#
}

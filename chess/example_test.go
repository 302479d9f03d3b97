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

// A Position prints itself: the board with its coordinates, then the FEN.
// FEN, String, SAN and UCI take the value, so they work on the position a
// function returns.
func ExamplePosition_String() {
	fmt.Println(chess.StartPosition().FEN())
	pos := chess.StartPosition()
	pos.MakeMove(chess.NewMove(chess.E2, chess.E4))
	fmt.Println(pos)
	// Output:
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
	// 8 r n b q k b n r
	// 7 p p p p p p p p
	// 6 . . . . . . . .
	// 5 . . . . . . . .
	// 4 . . . . P . . .
	// 3 . . . . . . . .
	// 2 P P P P . P P P
	// 1 R N B Q K B N R
	//   a b c d e f g h
	// rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1
}

// Diagram draws the board from either side.
func ExamplePosition_Diagram() {
	pos, _ := chess.ParseFEN("4k3/8/8/8/8/8/P7/4K2R w K - 0 1")
	fmt.Print(pos.Diagram(chess.Black))
	// Output:
	// 1 R . . K . . . .
	// 2 . . . . . . . P
	// 3 . . . . . . . .
	// 4 . . . . . . . .
	// 5 . . . . . . . .
	// 6 . . . . . . . .
	// 7 . . . . . . . .
	// 8 . . . k . . . .
	//   h g f e d c b a
}

// NewMove makes normal moves only; castling, en passant and promotions
// have their own constructors, or come from ParseMove and ParseSAN.
func ExampleNewMove() {
	pos, _ := chess.ParseFEN("4k3/P7/8/8/8/8/8/4K2R w K - 0 1")
	fmt.Println(pos.IsLegal(chess.NewMove(chess.E1, chess.G1)), pos.IsLegal(chess.NewCastling(chess.E1, chess.H1)))
	fmt.Println(pos.IsLegal(chess.NewMove(chess.A7, chess.A8)), pos.IsLegal(chess.NewPromotion(chess.A7, chess.A8, chess.Queen)))
	m, _ := pos.ParseSAN("O-O")
	fmt.Println(m == chess.NewCastling(chess.E1, chess.H1), pos.UCI(m))
	// Output:
	// false true
	// false true
	// true e1g1
}

// A Game knows its result: checkmate, the draws by rule, and the endings
// off the board.
func ExampleGame() {
	g := chess.NewGame()
	for _, san := range []string{"f3", "e5", "g4", "Qh4#"} {
		if err := g.PlaySAN(san); err != nil {
			panic(err)
		}
	}
	fmt.Println(g.Outcome().Result(), g.Outcome())
	fmt.Println(g.PlaySAN("a3"))

	g = chess.NewGame()
	for range 2 {
		for _, san := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
			g.PlaySAN(san)
		}
	}
	fmt.Println(g.Outcome().Result(), g.Outcome())

	g = chess.NewGame()
	g.PlaySAN("e4")
	fmt.Println(g.Outcome().Result(), g.Outcome())
	g.Resign(chess.Black)
	fmt.Println(g.Outcome().Result(), g.Outcome())
	// Output:
	// 0-1 black wins by checkmate
	// game over: black wins by checkmate
	// 1/2-1/2 draw by threefold repetition
	// * not over
	// 1-0 white wins by resignation
}

// A game that leaves threefold repetition and the fifty-move rule to a
// claim, as over the board.
func ExampleGame_ClaimDraw() {
	g := chess.NewGame()
	g.DrawsByClaim = true
	for range 2 {
		for _, san := range []string{"Nf3", "Nf6", "Ng1", "Ng8"} {
			g.PlaySAN(san)
		}
	}
	fmt.Println(g.Outcome())
	fmt.Println(g.ClaimDraw(), g.Outcome())
	// Output:
	// not over
	// <nil> draw by threefold repetition
}

package librarybench

// The everyday tasks of docs/LIBRARY.md, each done with Westcott (w...) and
// with notnil/chess (n...): every snippet of that document is the body of
// one of these functions, verbatim (TestLibraryDoc checks it), and each runs
// here with its output checked, but for the two that need Stockfish, which
// are compiled only.

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"os"
	"strings"
	"time"

	nchess "github.com/notnil/chess"
	"github.com/notnil/chess/image"
	"github.com/notnil/chess/opening"
	nuci "github.com/notnil/chess/uci"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/formats/svg"
	"github.com/westcott-chess/westcott/formats/uci"
)

// The PGN file the replay tasks read, as a program would name it.
const file = games

func Example_wReplay() {
	f, err := os.Open(file)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	r := pgn.NewReader(f)
	n, plies := 0, 0
	for {
		g, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err) // a *pgn.Error: line, column, game; the reader goes on
			continue
		}
		n, plies = n+1, plies+g.Plies()
		if n == 1 {
			fmt.Println(g.Tag("White"), "-", g.Tag("Black"), g.Result, g.Final().FEN())
		}
	}
	fmt.Println(n, "games,", plies, "plies")
	// Output:
	// Carlsen,M - Grischuk,A 1-0 2b5/7R/4k1p1/8/3QP1q1/Pp6/1P6/1K6 b - - 0 46
	// 232 games, 19777 plies
}

func Example_nReplay() {
	f, err := os.Open(file)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	s := nchess.NewScanner(f)
	n, plies := 0, 0
	for s.Scan() { // stops at the first game it cannot read
		g := s.Next()
		n, plies = n+1, plies+len(g.Moves())
		if n == 1 {
			fmt.Println(g.GetTagPair("White").Value, "-", g.GetTagPair("Black").Value, g.Outcome(), g.FEN())
		}
	}
	if err := s.Err(); err != io.EOF { // io.EOF at a clean end
		fmt.Println(err)
	}
	fmt.Println(n, "games,", plies, "plies")
	// Output:
	// Carlsen,M - Grischuk,A 1-0 2b5/7R/4k1p1/8/3QP1q1/Pp6/1P6/1K6 b - - 0 46
	// 232 games, 19777 plies
}

func Example_wNotation() {
	pos := chess.StartPosition()
	m, err := pos.ParseSAN("Nf3")
	if err != nil {
		fmt.Println(err) // a *chess.MoveError: invalid, illegal or ambiguous
		return
	}
	fmt.Println(pos.UCI(m))
	m, _ = pos.ParseMove("e2e4")
	fmt.Println(pos.SAN(m))
	_, err = pos.ParseSAN("Ke2")
	fmt.Println(err)
	// Output:
	// g1f3
	// e4
	// illegal move "Ke2" in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
}

func Example_nNotation() {
	pos := nchess.StartingPosition()
	m, err := nchess.AlgebraicNotation{}.Decode(pos, "Nf3")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(nchess.UCINotation{}.Encode(pos, m))
	m, _ = nchess.UCINotation{}.Decode(pos, "e2e4")
	fmt.Println(nchess.AlgebraicNotation{}.Encode(pos, m))
	_, err = nchess.AlgebraicNotation{}.Decode(pos, "Ke2")
	fmt.Println(err)
	// Output:
	// g1f3
	// e4
	// chess: could not decode algebraic notation Ke2 for position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
}

func Example_wEnding() {
	for _, line := range []string{"f3 e5 g4 Qh4#", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "e4"} {
		g := chess.NewGame()
		for _, san := range strings.Fields(line) {
			if err := g.PlaySAN(san); err != nil {
				fmt.Println(err)
				return
			}
		}
		fmt.Println(g.Outcome().Result(), g.Outcome())
	}
	// With draws left to a claim, as over the board:
	g := chess.NewGame()
	g.DrawsByClaim = true
	for _, san := range strings.Fields("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8") {
		g.PlaySAN(san)
	}
	fmt.Println(g.Outcome())
	if err := g.ClaimDraw(); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome())
	// Output:
	// 0-1 black wins by checkmate
	// 1/2-1/2 draw by threefold repetition
	// * not over
	// not over
	// draw by threefold repetition
}

func Example_nEnding() {
	for _, line := range []string{"f3 e5 g4 Qh4#", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", "e4"} {
		game := nchess.NewGame()
		for _, san := range strings.Fields(line) {
			if err := game.MoveStr(san); err != nil {
				fmt.Println(err)
				return
			}
		}
		fmt.Println(game.Outcome(), game.Method(), game.EligibleDraws())
	}
	// Output:
	// 0-1 Checkmate [DrawOffer]
	// * NoMethod [DrawOffer ThreefoldRepetition]
	// * NoMethod [DrawOffer]
}

func Example_wPerft() {
	pos := chess.StartPosition()
	fmt.Println(chess.Perft(&pos, 4)) // bulk-counted, allocation-free
	// The same by hand, as a user of the move API writes it, with a move
	// buffer per ply:
	bufs := make([][chess.MaxMoves]chess.Move, 5)
	var perft func(depth int) int
	perft = func(depth int) int {
		moves := pos.LegalMoves(bufs[depth][:0])
		if depth == 1 {
			return len(moves)
		}
		n := 0
		for _, m := range moves {
			u := pos.MakeMove(m)
			n += perft(depth - 1)
			pos.UnmakeMove(m, u)
		}
		return n
	}
	fmt.Println(perft(4))
	// Output:
	// 197281
	// 197281
}

func Example_nPerft() {
	var perft func(pos *nchess.Position, depth int) int
	perft = func(pos *nchess.Position, depth int) int {
		moves := pos.ValidMoves()
		if depth == 1 {
			return len(moves)
		}
		n := 0
		for _, m := range moves {
			n += perft(pos.Update(m), depth-1) // a new position
		}
		return n
	}
	fmt.Println(perft(nchess.StartingPosition(), 4))
	// Output:
	// 197281
}

// wEngine needs Stockfish: compiled, not run.
func wEngine() {
	ctx := context.Background()
	eng, err := uci.Launch(ctx, uci.Config{Path: "stockfish"}, nil) // uci, then isready
	if err != nil {
		fmt.Println(err) // not found, no uciok in time, crashed: each an error
		return
	}
	defer eng.Close()
	eng.SetOption("Hash", "64")
	eng.NewGame(ctx)
	eng.Position("", []string{"e2e4"})
	best, err := eng.Go(ctx, uci.Limits{MoveTime: 100 * time.Millisecond}, func(in uci.Info) {
		fmt.Println(in.Depth, in.Score, in.PV) // each info line, parsed
	})
	fmt.Println(best.Move, best.Ponder, err)
}

// nEngine needs Stockfish: compiled, not run.
func nEngine() {
	eng, err := nuci.New("stockfish")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer eng.Close()
	if err := eng.Run(nuci.CmdUCI, nuci.CmdIsReady, nuci.CmdSetOption{Name: "Hash", Value: "64"}, nuci.CmdUCINewGame); err != nil {
		fmt.Println(err)
		return
	}
	game := nchess.NewGame()
	game.MoveStr("e4")
	if err := eng.Run(nuci.CmdPosition{Position: game.Position()}, nuci.CmdGo{MoveTime: 100 * time.Millisecond}); err != nil {
		fmt.Println(err)
		return
	}
	res := eng.SearchResults()
	fmt.Println(res.BestMove, res.Ponder, res.Info.Score)
}

var _, _ = wEngine, nEngine

func Example_wDraw() {
	pos := chess.StartPosition()
	e4, _ := pos.ParseSAN("e4")
	pos.MakeMove(e4)
	f, err := os.CreateTemp("", "board-*.svg")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.Remove(f.Name())
	err = svg.Write(f, pos, svg.Options{
		Flip:     true, // Black at the bottom
		LastMove: e4,
		Marks:    []svg.Mark{{Squares: pos.Pieces(chess.White, chess.Pawn), Title: "white's pawns"}},
		Arrows:   []svg.Arrow{{From: chess.C7, To: chess.C5}},
	})
	fmt.Println(err, f.Close())
	// Output:
	// <nil> <nil>
}

func Example_nDraw() {
	game := nchess.NewGame()
	game.MoveStr("e4")
	f, err := os.CreateTemp("", "board-*.svg")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.Remove(f.Name())
	yellow := color.RGBA{255, 255, 0, 1}
	err = image.SVG(f, game.Position().Board(),
		image.Perspective(nchess.Black),
		image.MarkSquares(yellow, nchess.E2, nchess.E4),
		image.MarkArrows(image.Arrow(nchess.C7, nchess.C5)))
	fmt.Println(err, f.Close())
	// Output:
	// <nil> <nil>
}

func Example_wWrite() {
	g := chess.NewGame()
	for _, san := range []string{"f3", "e5", "g4", "Qh4#"} {
		if err := g.PlaySAN(san); err != nil {
			fmt.Println(err)
			return
		}
	}
	rec := pgn.FromGame(g) // the moves, the Result and Termination tags
	rec.SetTag("White", "Me")
	rec.SetTag("Black", "You")
	fmt.Print(rec)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Me"]
	// [Black "You"]
	// [Result "0-1"]
	// [Termination "normal"]
	//
	// 1. f3 e5 2. g4 Qh4# 0-1
}

func Example_nWrite() {
	game := nchess.NewGame()
	game.AddTagPair("White", "Me")
	game.AddTagPair("Black", "You")
	for _, san := range []string{"f3", "e5", "g4", "Qh4#"} {
		if err := game.MoveStr(san); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(game)
	// Output:
	// [White "Me"]
	// [Black "You"]
	//
	// 1. f3 e5 2. g4 Qh4#  0-1
}

func Example_wOpening() {
	for _, line := range []string{"e4 e6 d4 d5 e5", "d4 e6 e4 d5 e5"} {
		g := chess.NewGame()
		for _, san := range strings.Fields(line) {
			g.PlaySAN(san)
		}
		o, ok := eco.Classify(g.Start(), g.Moves())
		fmt.Println(o.ECO, o.Name, ok)
	}
	// Output:
	// C02 French Defense: Advance Variation true
	// C02 French Defense: Advance Variation true
}

func Example_nOpening() {
	book := opening.NewBookECO()
	for _, line := range []string{"e4 e6 d4 d5 e5", "d4 e6 e4 d5 e5"} {
		game := nchess.NewGame()
		for _, san := range strings.Fields(line) {
			game.MoveStr(san)
		}
		if o := book.Find(game.Moves()); o != nil {
			fmt.Println(o.Code(), o.Title())
		}
	}
	// Output:
	// C02 French Defense: Advance Variation
	// A40 Horwitz Defense
}

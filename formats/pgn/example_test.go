package pgn_test

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
)

func ExampleReader() {
	const text = `[Event "Casual game"]
[White "Molinari"]
[Black "Bordais"]
[Result "0-1"]

1. e4 c5 2. c4 Nc6 3. Ne2 Nf6 4. Nbc3 Nb4 5. g3 Nd3# 0-1

[Event "Casual game"]

1. e4 e5 2. Ke3 *
`
	r := pgn.NewReader(strings.NewReader(text))
	for {
		g, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		final := g.Final()
		fmt.Println(g.Tag("White"), "-", g.Tag("Black"), g.Result, g.Plies(), "plies, checkmate:", final.IsCheckmate())
	}
	// Output:
	// Molinari - Bordais 0-1 10 plies, checkmate: true
	// error: line 10, column 13 (game 2 from line 8): "Ke3": illegal move "Ke3" in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
}

func ExampleWriter() {
	g := pgn.NewGame()
	g.SetTag("White", "Westcott")
	g.SetTag("Black", "Stockfish")
	pos := g.Start
	for i, san := range []string{"e4", "c5", "Nf3"} {
		m, _ := pos.ParseSAN(san)
		k, _ := g.Append(m)
		g.Moves[k].Comment = []string{"+0.35/12 0.52s", "-0.28/14 0.61s", "+0.31/13 0.40s"}[i]
		pos.MakeMove(m)
	}
	g.Moves[1].Variations = []pgn.Variation{{Moves: []pgn.Node{{Move: mustSAN(g, 1, "e5")}}}}
	pgn.NewWriter(os.Stdout).Write(g)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Westcott"]
	// [Black "Stockfish"]
	// [Result "*"]
	//
	// 1. e4 {+0.35/12 0.52s} 1... c5 {-0.28/14 0.61s} (1... e5) 2. Nf3
	// {+0.31/13 0.40s} *
}

// mustSAN parses san in the position before the main line's move at index ply.
func mustSAN(g *pgn.Game, ply int, san string) chess.Move {
	pos := g.Start
	for _, n := range g.Moves[:ply] {
		pos.MakeMove(n.Move)
	}
	m, err := pos.ParseSAN(san)
	if err != nil {
		panic(err)
	}
	return m
}

// FromGame writes a chess.Game with its result.
func ExampleFromGame() {
	g := chess.NewGame()
	for _, san := range []string{"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"} {
		if err := g.PlaySAN(san); err != nil {
			panic(err)
		}
	}
	pg := pgn.FromGame(g)
	pg.SetTag("White", "Scholar")
	fmt.Print(pg)
	fmt.Println(g.Outcome())
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Scholar"]
	// [Black "?"]
	// [Result "1-0"]
	// [Termination "normal"]
	//
	// 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
	//
	// white wins by checkmate
}

package uci_test

import (
	"context"
	"fmt"
	"log"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// Drive Stockfish (or any UCI engine) through a game position: start it,
// set an option, search a fixed number of nodes while its info lines come
// in, and read the best move back into a chess.Game. (Compiled, not run: it
// needs an engine installed.)
func ExampleEngine() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	path, err := uci.LookPath("stockfish") // PATH, then /usr/games
	if err != nil {
		log.Fatal(err)
	}
	eng, err := uci.Start(ctx, uci.Config{Path: path})
	if err != nil {
		log.Fatal(err) // names the engine, and its stderr's tail if it died
	}
	defer eng.Close()
	fmt.Println(eng.Name)
	if err := eng.SetOption("Hash", "64"); err != nil {
		log.Fatal(err) // an option it does not declare, or a value out of range
	}
	if err := eng.NewGame(ctx); err != nil {
		log.Fatal(err)
	}

	g := chess.NewGame()
	for _, san := range []string{"e4", "c5", "Nf3"} {
		if err := g.PlaySAN(san); err != nil {
			log.Fatal(err)
		}
	}
	var moves []string
	start := g.Start()
	for _, m := range g.Moves() {
		moves = append(moves, start.UCI(m))
		start.MakeMove(m)
	}
	if err := eng.Position("", moves); err != nil { // "": the standard start
		log.Fatal(err)
	}
	best, err := eng.Go(ctx, uci.Limits{Nodes: 100000}, func(in uci.Info) {
		if len(in.PV) > 0 {
			fmt.Println("depth", in.Depth, in.Score, in.PV[0])
		}
	})
	if err != nil {
		log.Fatal(err)
	}
	pos := g.Position()
	m, err := pos.ParseMove(best.Move)
	if err != nil {
		log.Fatal(err) // the engine's move is not legal here
	}
	fmt.Println("best move", pos.SAN(m), "ponder", best.Ponder)
	if err := g.Play(m); err != nil {
		log.Fatal(err)
	}
}

package trainingdata_test

import (
	"bytes"
	"fmt"
	"io"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/trainingdata"
)

// A game written as a binary record and read back: the start position,
// each ply's move and score, the result.
func Example() {
	pos := chess.StartPosition()
	rec := &trainingdata.Record{ID: 7, Start: pos, Result: 1, Reason: trainingdata.Checkmate}
	for i, uci := range []string{"f2f3", "e7e5", "g2g4", "d8h4"} {
		m, err := pos.ParseMove(uci)
		if err != nil {
			panic(err)
		}
		score := int16(trainingdata.NoScore) // the first two plies unscored, as random plies are
		if i >= 2 {
			score = int16(-100 * i)
		}
		rec.Plies = append(rec.Plies, trainingdata.Ply{Move: m, Score: score})
		pos.MakeMove(m)
	}
	rec.Result = 0 // Black mated

	file, err := trainingdata.AppendRecord(trainingdata.BinaryHeader(), rec)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d bytes\n", len(file))

	r := trainingdata.NewBinaryReader(bytes.NewReader(file))
	for {
		got, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			panic(err)
		}
		fmt.Printf("game %d, result %g by %s\n", got.ID, got.Result, got.Reason)
		got.Replay(func(pos *chess.Position, i int, p trainingdata.Ply) error {
			score := "-"
			if p.Score != trainingdata.NoScore {
				score = fmt.Sprint(p.Score)
			}
			fmt.Println(pos.SAN(p.Move), score)
			return nil
		})
	}
	// Output:
	// 73 bytes
	// game 7, result 0 by checkmate
	// f3 -
	// e5 -
	// g4 -200
	// Qh4# -300
}

// A line of the text format: a position, its search's score and the
// game's result, both from White's view.
func ExampleParseLine() {
	e, err := trainingdata.ParseLine("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 31 | 0.5")
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Pos.SideToMove(), e.Score, e.Result)
	_, err = trainingdata.ParseLine("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 31 | 2")
	fmt.Println(err)
	// Output:
	// white 31 0.5
	// result "2": want 1.0, 0.5 or 0.0
}

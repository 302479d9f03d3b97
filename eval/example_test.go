package eval_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/eval"
)

func ExampleEvaluate() {
	start := chess.StartPosition()
	w := eval.DefaultWeights()
	fmt.Println(eval.Evaluate(&start) == int(w[eval.TempoBonus].MG)) // only the side to move's tempo bonus

	// White is a queen up; with Black to move the score is Black's view.
	pos, _ := chess.ParseFEN("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
	fmt.Println(eval.Evaluate(&pos) < -800)
	// Output:
	// true
	// true
}

func ExampleExplain() {
	pos, _ := chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	b := eval.Explain(&pos)
	fmt.Println(b.Phase, b.MG[eval.Material][1], b.EG[eval.Passed][0] > 0)
	// Output:
	// 0 0 true
}

package svg_test

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/svg"
)

// Draw the start position from Black's side after 1. e4, White's pawns
// marked and an arrow for Black's answer; the example prints the picture's
// first line, its arrow and its legend.
func ExampleWrite() {
	pos := chess.StartPosition()
	e4, _ := pos.ParseSAN("e4")
	pos.MakeMove(e4)
	var b strings.Builder
	err := svg.Write(&b, pos, svg.Options{
		Flip:     true,
		Size:     320,
		LastMove: e4,
		Marks:    []svg.Mark{{Squares: pos.Pieces(chess.White, chess.Pawn), Title: "white's pawns"}},
		Arrows:   []svg.Arrow{{From: chess.C7, To: chess.C5}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, line := range strings.Split(b.String(), "\n") {
		if strings.HasPrefix(line, "<svg") || strings.Contains(line, `class="arrow"`) || strings.Contains(line, "<text x=\"30\"") {
			fmt.Println(line)
		}
	}
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 800 842" width="320" height="336.8">
	// <polygon class="arrow" points="558,650 558,490 572,490 550,450 528,490 542,490 542,650" fill="#15803d" fill-opacity="0.8"/>
	// <text x="30" y="835">white's pawns</text>
}

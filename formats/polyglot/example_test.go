package polyglot_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/polyglot"
)

func ExampleKey() {
	p := chess.StartPosition()
	fmt.Printf("%016x\n", polyglot.Key(&p))
	// Output: 463b96181691fc9c
}

func ExampleBook_Moves() {
	// A book made by Debian's polyglot from 32 master games.
	book, err := polyglot.Open("../../data/polyglot/32games-min1.bin")
	if err != nil {
		fmt.Println(err)
		return
	}
	p := chess.StartPosition()
	for _, m := range book.Moves(&p) {
		fmt.Println(p.UCI(m.Move), "weight", m.Weight)
	}
	best, _ := polyglot.Pick(book.Moves(&p), true, nil)
	fmt.Println("best", p.UCI(best.Move))
	// Output:
	// e2e4 weight 33
	// d2d4 weight 10
	// c2c4 weight 2
	// best e2e4
}

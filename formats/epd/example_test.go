package epd_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/formats/epd"
)

func ExampleParse() {
	r, err := epd.Parse(`1kr5/3n4/q3p2p/p2n2p1/PppB1P2/5BP1/1P2Q2P/3R2K1 w - - bm f5; id "STS(v1.0) Undermine.001"; c0 "f5=10, Be5+=2, Bf2=3, Bg4=2";`)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.ID())
	for _, m := range r.BestMoves() {
		fmt.Println("best:", r.Position.SAN(m), m)
	}
	points, _ := r.Points()
	for _, p := range points {
		fmt.Printf("%s=%d ", r.Position.SAN(p.Move), p.Points)
	}
	fmt.Println()
	// Output:
	// STS(v1.0) Undermine.001
	// best: f5 f4f5
	// f5=10 Be5+=2 Bf2=3 Bg4=2
}

func ExampleParse_error() {
	_, err := epd.Parse(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e5; id "bad";`)
	fmt.Println(err)
	// Output:
	// line 1, column 57: "e5": bad move operand: illegal move "e5" in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
}

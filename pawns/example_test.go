package pawns_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

func ExamplePassed() {
	white := bitboard.Of(bitboard.A4, bitboard.D5, bitboard.E3, bitboard.G2)
	black := bitboard.Of(bitboard.F7)
	fmt.Println(pawns.Passed(bitboard.White, white, black))
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . 1 . . . .
	// 1 . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
}

func ExampleAttackFrontSpans() {
	fmt.Println(pawns.AttackFrontSpans(bitboard.Black, bitboard.Of(bitboard.B6, bitboard.G4)))
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// 1 . 1 . . . . .
	// 1 . 1 . . . . .
	// 1 . 1 . . 1 . 1
	// 1 . 1 . . 1 . 1
	// 1 . 1 . . 1 . 1
}

// The telestop weakness of page "Backward Pawns (Bitboards)": no white pawn
// is backward by its stop square, but b2 and h3 lie in the backward area.
func ExampleBackwardTelestop() {
	white := bitboard.Of(bitboard.G5, bitboard.A4, bitboard.C4, bitboard.H3, bitboard.B2) // 8/5p2/6p1/p1p3P1/P1P5/7P/1P6/8
	black := bitboard.Of(bitboard.F7, bitboard.G6, bitboard.A5, bitboard.C5)
	fmt.Println(pawns.Backward(bitboard.White, white, black) == 0)
	fmt.Println(pawns.BackwardArea(bitboard.White, white, black))
	fmt.Println(pawns.BackwardTelestop(bitboard.White, white, black).Squares())
	// Output:
	// true
	// . . . . . . . .
	// . . . . . . . .
	// . . . . 1 . . .
	// . . . . 1 1 . 1
	// . 1 . 1 1 1 . 1
	// . 1 . 1 1 1 . 1
	// . 1 . 1 1 1 . 1
	// . 1 . 1 1 1 . 1
	// [b2 h3]
}

// The candidates of page "Candidates (Bitboards)": the white b6 has one
// sentry (c7) and one helper (c5); the black f4 has the sentry g2 and the
// helper g4. Adding a black a7 and a white e2 turns both into fakers.
func ExampleCandidates() {
	white, black := bitboard.Of(bitboard.B6, bitboard.C5, bitboard.G2), bitboard.Of(bitboard.C7, bitboard.F4, bitboard.G4)
	fmt.Println(pawns.Candidates(bitboard.White, white, black).Squares(), pawns.Candidates(bitboard.Black, black, white).Squares())
	white, black = white|bitboard.E2.Bitboard(), black|bitboard.A7.Bitboard()
	fmt.Println(pawns.Candidates(bitboard.White, white, black).Squares(), pawns.Candidates(bitboard.Black, black, white).Squares())
	fmt.Println(pawns.Fakers(bitboard.White, white, black).Squares(), pawns.Fakers(bitboard.Black, black, white).Squares())
	// Output:
	// [b6] [f4]
	// [] []
	// [e2 b6] [f4 a7]
}

func ExampleIslands() {
	p := bitboard.Of(bitboard.A2, bitboard.B3, bitboard.D4, bitboard.G2, bitboard.H2, bitboard.H3)
	n, islands := pawns.Islands(p)
	for _, island := range islands[:n] {
		fmt.Println(island.Squares())
	}
	fmt.Println("dispersion", pawns.Dispersion(p), "distortion", pawns.Distortion(bitboard.White, p))
	// Output:
	// [a2 b3]
	// [d4]
	// [g2 h2 h3]
	// dispersion 21 distortion 15
}

func ExampleDuos() {
	p := bitboard.Of(bitboard.A4, bitboard.B4, bitboard.C4, bitboard.F2, bitboard.G2)
	fmt.Println(pawns.Duos(p))
	fmt.Println(pawns.Trios(p).Squares(), pawns.Phalanx(p).Count())
	// Output:
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . 1 1 .
	// . . . . . . . .
	// [a4 b4 c4] 5
}

// A pawn chain c4 d5 e6 with g5 h4: its inner pawn, base and peaks.
func ExampleDefendedDefenders() {
	white := bitboard.Of(bitboard.C4, bitboard.D5, bitboard.E6, bitboard.G5, bitboard.H4)
	fmt.Println(pawns.DefendedDefenders(bitboard.White, white).Squares())
	fmt.Println(pawns.NotDefendedDefenders(bitboard.White, white).Squares())
	fmt.Println(pawns.NotDefendingDefended(bitboard.White, white).Squares())
	// Output:
	// [d5]
	// [c4 h4]
	// [g5 e6]
}

func ExampleLookupPattern() {
	p, _ := pawns.LookupPattern("backward")
	fmt.Println(p.Name+":", p.Summary)
	fmt.Println(p.Set(bitboard.White, bitboard.Of(bitboard.B2, bitboard.D4), bitboard.Of(bitboard.C4)).Squares())
	// Output:
	// backward: pawns whose stop square a sentry attacks and no own pawn can defend
	// [b2]
}

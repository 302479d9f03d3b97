package pawns_test

import (
	"fmt"

	. "github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

func ExamplePassed() {
	white := Of(A4, D5, E3, G2)
	black := Of(F7)
	fmt.Println(pawns.Passed(White, white, black))
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
	fmt.Println(pawns.AttackFrontSpans(Black, Of(B6, G4)))
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
	white := Of(G5, A4, C4, H3, B2) // 8/5p2/6p1/p1p3P1/P1P5/7P/1P6/8
	black := Of(F7, G6, A5, C5)
	fmt.Println(pawns.Backward(White, white, black) == 0)
	fmt.Println(pawns.BackwardArea(White, white, black))
	fmt.Println(pawns.BackwardTelestop(White, white, black).Squares())
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
	white, black := Of(B6, C5, G2), Of(C7, F4, G4)
	fmt.Println(pawns.Candidates(White, white, black).Squares(), pawns.Candidates(Black, black, white).Squares())
	white, black = white|E2.Bitboard(), black|A7.Bitboard()
	fmt.Println(pawns.Candidates(White, white, black).Squares(), pawns.Candidates(Black, black, white).Squares())
	fmt.Println(pawns.Fakers(White, white, black).Squares(), pawns.Fakers(Black, black, white).Squares())
	// Output:
	// [b6] [f4]
	// [] []
	// [e2 b6] [f4 a7]
}

func ExampleIslands() {
	p := Of(A2, B3, D4, G2, H2, H3)
	n, islands := pawns.Islands(p)
	for _, island := range islands[:n] {
		fmt.Println(island.Squares())
	}
	fmt.Println("dispersion", pawns.Dispersion(p), "distortion", pawns.Distortion(White, p))
	// Output:
	// [a2 b3]
	// [d4]
	// [g2 h2 h3]
	// dispersion 21 distortion 15
}

func ExampleDuos() {
	p := Of(A4, B4, C4, F2, G2)
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
	white := Of(C4, D5, E6, G5, H4)
	fmt.Println(pawns.DefendedDefenders(White, white).Squares())
	fmt.Println(pawns.NotDefendedDefenders(White, white).Squares())
	fmt.Println(pawns.NotDefendingDefended(White, white).Squares())
	// Output:
	// [d5]
	// [c4 h4]
	// [g5 e6]
}

func ExampleLookupPattern() {
	p, _ := pawns.LookupPattern("backward")
	fmt.Println(p.Name+":", p.Summary)
	fmt.Println(p.Set(White, Of(B2, D4), Of(C4)).Squares())
	// Output:
	// backward: pawns whose stop square a sentry attacks and no own pawn can defend
	// [b2]
}

package mailbox_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/mailbox"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// The mailbox board plays chess by the full rules for perft.
func ExampleBoard_Perft() {
	b, err := mailbox.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", mailbox.Neighbors)
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Perft(3))
	// Output: 97862
}

// Captures come out victim by victim, most valuable first, with the MVV/LVA
// sort key in the move word.
func ExampleBoard_CapturesMap() {
	b, _ := mailbox.ParseFEN("4k3/8/8/1N2p3/3q3r/2P5/8/3RK2Q w - - 0 1", mailbox.AttackMap)
	var buf [256]trialsmodel.Move
	n, next := b.CapturesMap(trialsmodel.StageFirst, trialsmodel.NoFloor, &buf)
	fmt.Println(n, "captures of the queen; next victim type", next)
	// Output: 3 captures of the queen; next victim type 4
}

func ExampleLevel() {
	for l := mailbox.Level(0); l < mailbox.NumLevels; l++ {
		fmt.Printf("%d %-9s %s\n", int(l), l, l.About())
	}
	// Output:
	// 0 scan      generic capture generator, ray scans
	// 1 split     captures split into leapers, sliders, king
	// 2 neighbors slider captures from the neighbor table
	// 3 dirlists  location-dependent slider direction lists
	// 4 staged    staged per-victim captures: neighbor table, capture codes, knight test
	// 5 attackmap incremental attack map, per-victim MVV/LVA with futility cut
	// 6 lazy      deferred map and neighbor update, leaves settled before the move from the parent's map
}

func ExampleBoard_String() {
	p := chess.StartPosition()
	b, _ := mailbox.New(&p, mailbox.Scan)
	fmt.Print(b)
	// Output:
	// r n b q k b n r
	// p p p p p p p p
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// P P P P P P P P
	// R N B Q K B N R
}

package uci_test

import (
	"fmt"

	"github.com/westcott-chess/westcott/formats/uci"
)

func ExampleParseInfo() {
	in, err := uci.ParseInfo("info depth 12 seldepth 17 multipv 1 score cp 35 lowerbound nodes 20340 nps 1017000 time 20 pv e2e4 e7e5")
	if err != nil {
		panic(err)
	}
	fmt.Println(in.Depth, in.SelDepth, in.Score, in.Nodes, in.Time, in.PV)
	// Output: 12 17 cp 35 lowerbound 20340 20ms [e2e4 e7e5]
}

func ExampleParseOption() {
	o, err := uci.ParseOption("option name NullMove Pruning type combo default Fail High var Always var Fail High var Never")
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q %s default %q vars %q\n", o.Name, o.Type, o.Default, o.Vars)
	v, err := o.Check("never")
	fmt.Println(v, err)
	// Output:
	// "NullMove Pruning" combo default "Fail High" vars ["Always" "Fail High" "Never"]
	// Never <nil>
}

func ExampleLimits_Command() {
	fmt.Println(uci.Limits{Nodes: 10000}.Command())
	fmt.Println(uci.Limits{WTime: 60e9, BTime: 60e9, WInc: 1e9, BInc: 1e9}.Command())
	// Output:
	// go nodes 10000
	// go wtime 60000 btime 60000 winc 1000 binc 1000
}

func ExampleScore_Pawns() {
	for _, s := range []uci.Score{{CP: 36}, {CP: -120}, {Mate: 3, IsMate: true}, {Mate: -2, IsMate: true}} {
		fmt.Println(s, "=", s.Pawns(), s.PGN())
	}
	// Output:
	// cp 36 = +0.36 +0.36
	// cp -120 = -1.20 -1.20
	// mate 3 = #3 +M3
	// mate -2 = -#2 -M2
}

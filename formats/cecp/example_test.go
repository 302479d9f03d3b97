package cecp_test

import (
	"fmt"
	"time"

	"github.com/westcott-chess/westcott/formats/cecp"
)

func ExampleLimits_Commands() {
	fmt.Println(cecp.Limits{Level: &cecp.Level{Moves: 40, Base: 90 * time.Second, Inc: 500 * time.Millisecond}}.Commands())
	fmt.Println(cecp.Limits{Level: &cecp.Level{Base: 5 * time.Minute}, Depth: 12}.Commands())
	fmt.Println(cecp.Limits{MoveTime: 2500 * time.Millisecond}.Commands())
	// Output:
	// [level 40 1:30 0.5]
	// [level 0 5 0 sd 12]
	// [st 2]
}

func ExampleParseThinking() {
	t, ok := cecp.ParseThinking("14 35 152 1203345 e2e4 e7e5 g1f3")
	fmt.Println(ok, t.Depth, t.Score, t.Time, t.Nodes, t.PV)
	// Output: true 14 cp 35 1.52s 1203345 [e2e4 e7e5 g1f3]
}

package nntrain_test

import (
	"fmt"
	"os"

	"github.com/westcott-chess/westcott/tools/nntrain"
)

// Training a small network on the binary self-play file kept with the
// data format's tests: load it with westcott nntrain's filter, one game
// in two for validation, train, and quantize the network.
func Example() {
	f, err := os.Open("../../formats/trainingdata/testdata/selfplay-s42.bin")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	var train, valid nntrain.Data
	st, err := nntrain.LoadWith(f, "selfplay-s42.bin", 2, nntrain.DefaultFilter, &train, &valid)
	if err != nil {
		panic(err)
	}
	fmt.Println(st)
	fmt.Println(train.Len(), "training positions,", valid.Len(), "for validation")

	net, rep, err := nntrain.Train(&train, &valid, nntrain.Config{Hidden: 8, Buckets: 1, Epochs: 20, Batch: 32, LR: 0.01,
		Schedule: "constant", Lambda: 0.3, K: 1.0 / 200, Threads: 1, Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println("training loss fell:", rep.TrainEnd < rep.TrainStart)
	fmt.Printf("a network of %d hidden units a side, %d output bucket(s)\n", net.Hidden, net.Buckets)
	// Output:
	// read 354, kept 212; dropped: 24 unscored, 12 before the first plies, 47 in check, 54 capturing or promoting, 5 mate scores
	// 81 training positions, 131 for validation
	// training loss fell: true
	// a network of 8 hidden units a side, 1 output bucket(s)
}

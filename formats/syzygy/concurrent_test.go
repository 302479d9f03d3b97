package syzygy_test

import (
	"sync"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/syzygy"
)

// TestConcurrentProbes probes the reference positions from eight goroutines
// at once on a freshly opened set, so that the first probes of each table
// (which map and parse its files) race each other too; run it with -race.
func TestConcurrentProbes(t *testing.T) {
	tb := openTables(t)
	refs := readReference(t)
	if testing.Short() {
		refs = refs[:600]
	}
	const workers = 8
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range refs {
				r := refs[(i*7+w*len(refs)/workers)%len(refs)] // each worker its own order
				p, err := chess.ParseFEN(r.fen)
				if err != nil {
					errs <- err.Error()
					return
				}
				var got syzygy.WDL
				var d int
				if i%2 == 0 {
					got, err = tb.ProbeWDL(&p)
					d = r.dtz
				} else {
					d, got, err = tb.ProbeDTZ(&p)
				}
				if err != nil || got.String() != r.wdl || d != r.dtz {
					errs <- r.fen + ": wrong answer under concurrency"
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/nnue"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/tools/datagen"
	"github.com/westcott-chess/westcott/tools/match"
)

func init() {
	register(command{name: "datagen", summary: "self-play training positions (FEN | score | result) for the tuner and trainers", run: runDatagen})
}

func runDatagen(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("datagen", "datagen -out FILE -games N [flags]", `
Plays the engine against itself from varied openings (a position of the
opening file, then random legal moves) at a fixed node budget per move,
every thread its own games, and appends the searched positions to FILE.
The game with ID i is a function of (-seed, i): the same seed replays it.

FILE starts with the header line "`+datagen.Header+`";
then one position a line,

  FEN | score | result
  r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | 31 | 0.5

score: the search's score in centipawns, White's view; result: the game's,
White's view (1.0, 0.5, 0.0). Each game's lines are written at once when it
ends, followed by "# game ID RESULT REASON"; other "#" lines are comments.
Not written: the random plies' positions, positions in check, positions
whose best move captures or promotes, mate scores.

Games end by the rules or by adjudication: a side scored ≥2000 cp on 4
plies in a row wins; after move 80, 10 plies within ±10 cp draw; 400 plies
draw. Starts scored beyond ±400 cp are rejected.

-games is the total FILE should hold: a second run with a larger -games
resumes, numbering games after the highest ID in FILE. Ctrl-C stops at
once: the games in progress are dropped, FILE keeps whole games only.

Example:
  westcott datagen -out data.txt -games 10000
  westcott datagen -out data.txt -games 20000 -nodes 8000 -seed 2`, stderr)
	out := fs.String("out", "", "append positions to this `file` (created if missing, never truncated)")
	games := fs.Int("games", 0, "games `N` the file should hold when done, counting those it has")
	nodes := fs.Uint64("nodes", 5000, "nodes per move")
	threads := fs.Int("threads", runtime.NumCPU(), "games played at once, one searcher each")
	hash := fs.Int("hash", 16, "hash table per thread, in `MB`")
	openings := fs.String("openings", "data/openings/2moves_v1_sample.epd", "start positions: an EPD or PGN `file`")
	randomPlies := fs.Int("random-plies", 8, "random legal moves after the opening")
	seed := fs.Uint64("seed", 1, "random `seed`; with a game's ID it fixes the game")
	evalFile := fs.String("evalfile", "", "search with this network `file` (westcott nntrain) instead of the classical evaluation")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "westcott datagen: "+format+"\n", a...)
		return code
	}
	switch {
	case *out == "":
		return fail(exitUsage, "-out FILE is required")
	case *games <= 0:
		return fail(exitUsage, "-games N is required (N > 0: the games the file should hold)")
	case *nodes == 0:
		return fail(exitUsage, "-nodes must be positive")
	case *threads < 1 || *threads > 256:
		return fail(exitUsage, "-threads %d: must be between 1 and 256", *threads)
	case *hash < search.MinHashMB || *hash > search.MaxHashMB:
		return fail(exitUsage, "-hash %d: must be between %d and %d", *hash, search.MinHashMB, search.MaxHashMB)
	case *randomPlies < 0 || *randomPlies > 100:
		return fail(exitUsage, "-random-plies %d: must be between 0 and 100", *randomPlies)
	}
	ops, err := match.LoadOpenings(*openings)
	if err != nil {
		return fail(exitUsage, "-openings: %v", err)
	}
	starts := make([]chess.Position, len(ops))
	for i, o := range ops {
		starts[i] = o.Pos
	}
	var net *nnue.Network
	if *evalFile != "" {
		if net, err = nnue.Load(*evalFile); err != nil {
			return fail(exitUsage, "-evalfile: %v", err)
		}
	}

	f, err := os.OpenFile(*out, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	defer f.Close()
	have, err := datagen.ScanFile(f)
	if err != nil {
		return fail(exitUsage, "%s: %v", *out, err)
	}
	if have.Empty {
		if _, err := f.WriteString(datagen.Header + "\n"); err != nil {
			return fail(exitFail, "%v", err)
		}
	}
	todo := *games - have.Games
	if todo <= 0 {
		fmt.Fprintf(stdout, "%s holds %d games (%d positions): nothing to do for -games %d\n", *out, have.Games, have.Positions, *games)
		return exitOK
	}
	fmt.Fprintf(stderr, "datagen: %s holds %d games; playing %d more (IDs from %d), %d nodes/move, %d threads, %d openings + %d random plies, seed %d\n",
		*out, have.Games, todo, have.NextID, *nodes, *threads, len(starts), *randomPlies, *seed)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C kills at once
	}()

	start := time.Now()
	var (
		mu   sync.Mutex
		last datagen.Stats
	)
	line := func() string {
		mu.Lock()
		st := last
		mu.Unlock()
		return progress(st, have, *games, time.Since(start))
	}
	live := isTerminal(stderr)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// A terminal gets one line redrawn every second; a log a line
		// every ten seconds.
		every := 10 * time.Second
		if live {
			every = time.Second
		}
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				if live {
					fmt.Fprint(stderr, "\r\033[K")
				}
				return
			case <-t.C:
				if live {
					fmt.Fprintf(stderr, "\r\033[K%s", line())
				} else {
					fmt.Fprintln(stderr, line())
				}
			}
		}
	}()

	st, runErr := datagen.Run(ctx, datagen.Config{
		Games: todo, FirstID: have.NextID, Seed: *seed,
		Nodes: *nodes, Threads: *threads, HashMB: *hash,
		Openings: starts, RandomPlies: *randomPlies, Network: net,
		Out: f,
		OnGame: func(s datagen.Stats) {
			mu.Lock()
			last = s
			mu.Unlock()
		},
	})
	close(done)
	wg.Wait()
	interrupted := ctx.Err() != nil && runErr == nil
	stop()
	syncErr := f.Sync()
	if err := f.Close(); syncErr == nil {
		syncErr = err
	}

	el := time.Since(start)
	fmt.Fprintf(stdout, "%s: %d/%d games, %d positions; this run %d games (+%d =%d -%d), %d positions in %s, %.0f positions/s\n",
		*out, have.Games+st.Games, *games, have.Positions+st.Positions, st.Games, st.White, st.Draw, st.Black,
		st.Positions, el.Round(time.Second), rate(st.Positions, el))
	if st.Games > 0 {
		fmt.Fprintf(stdout, "endings: %s\n", endings(st.Reasons))
	}
	if interrupted {
		fmt.Fprintf(stdout, "stopped by a signal: %d games in progress dropped; run again to resume\n", st.Abandoned)
	}
	if runErr != nil {
		return fail(exitFail, "%v", runErr)
	}
	if syncErr != nil {
		return fail(exitFail, "%s: %v", *out, syncErr)
	}
	return exitOK
}

// progress is the progress line: the file's games against the target,
// positions, the run's rates, and the time left at the run's game rate.
func progress(st datagen.Stats, have datagen.FileState, target int, el time.Duration) string {
	done := have.Games + st.Games
	s := fmt.Sprintf("games %d/%d  positions %d  %.0f pos/s  %.2f games/s", done, target, have.Positions+st.Positions, rate(st.Positions, el), rate(st.Games, el))
	if st.Games > 0 {
		left := time.Duration(float64(target-done) / rate(st.Games, el) * float64(time.Second))
		s += "  ETA " + left.Round(time.Second).String()
	}
	return s + "  " + el.Round(time.Second).String()
}

func rate(n int, el time.Duration) float64 {
	if el <= 0 {
		return 0
	}
	return float64(n) / el.Seconds()
}

func endings(r map[datagen.Reason]int) string {
	var parts []string
	for k, v := range r {
		parts = append(parts, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

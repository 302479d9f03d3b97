package main

import (
	"bufio"
	"context"
	"errors"
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
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/tools/datagen"
	"github.com/westcott-chess/westcott/tools/match"
)

func runDatagen(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "convert":
			return runDatagenConvert(args[1:], stdout, stderr)
		case "check":
			return runDatagenCheck(args[1:], stdout, stderr)
		}
	}
	fs := newFlags("datagen", "datagen -out FILE -games N [flags] | datagen convert -in X.txt -out Y.bin | datagen check FILE...", `
Plays the engine against itself from varied openings (a position of the
opening file, then random legal moves), every thread its own games, and
appends them to FILE. Each move's search starts no iteration predicted to
end past -soft-nodes nodes (the last one's cost times its growth), and
stops at -nodes at once. -openings defaults to the built-in book, so the
command runs from any folder; -cpuprofile profiles the run. The game with ID i is a
function of (-seed, i): the same seed replays it.

FILE is binary by default (-format bin, the byte table in go doc .../formats/trainingdata):
a header "WCDG" and version, then a record a game: its start position
packed, for each ply the move played and the search's score (White's view;
the random plies "no score"), the result; a length and a CRC per record.
Every ply is stored, in check or capturing too: the trainer filters.
-format text writes the older "`+trainingdata.Header+`" lines
(quiet positions only, for westcott tune); "datagen convert" turns such a
file into a binary one, "datagen check" reads binary files through.

Games end by the rules or by adjudication: a side scored ≥2000 cp on 4
plies in a row wins; after move 80, 10 plies within ±10 cp draw; 400 plies
draw. Starts scored beyond ±400 cp are rejected.

-games is the total FILE should hold: a second run with a larger -games
resumes, numbering games after the highest ID in FILE. Ctrl-C stops at
once: the games in progress are dropped, FILE keeps whole games only; a
torn last record left by a killed run is detected and cut on resume.

Example:
  westcott datagen -out data.bin -games 10000
  westcott datagen -out data.bin -games 20000 -soft-nodes 4000 -nodes 40000 -seed 2`, stderr)
	var c datagenFlags
	fs.StringVar(&c.out, "out", "", "append games to this `file` (created if missing; only a torn last record is ever cut)")
	fs.IntVar(&c.games, "games", 0, "games `N` the file should hold when done, counting those it has")
	fs.Uint64Var(&c.nodes, "nodes", defaultHardNodes, "the hard node cap of each move's search")
	fs.Uint64Var(&c.softNodes, "soft-nodes", defaultSoftNodes, "no iteration starts that is predicted to end past this many nodes (0: none, -nodes alone)")
	fs.StringVar(&c.format, "format", "bin", "the `format` of a new file: bin or text")
	fs.IntVar(&c.threads, "threads", runtime.NumCPU(), "games played at once, one searcher each")
	fs.IntVar(&c.hash, "hash", engine.DefaultHashMB, "hash table per thread, in `MB`")
	fs.StringVar(&c.openings, "openings", "", "start positions: an EPD or PGN `file` (default: "+match.DefaultOpeningsName+")")
	fs.IntVar(&c.randomPlies, "random-plies", defaultRandomPlies, "random legal moves after the opening")
	fs.Uint64Var(&c.seed, "seed", 1, "random `seed`; with a game's ID it fixes the game")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this `file` (go tool pprof)")
	c.eval = addEvalFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad, failed := complain(stderr, "datagen", exitUsage), complain(stderr, "datagen", exitFail)
	if err := c.check(); err != nil {
		return bad("%v", err)
	}
	cfg, err := c.config()
	if err != nil {
		return bad("%v", err)
	}

	f, err := os.OpenFile(c.out, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return bad("%v", err)
	}
	defer f.Close()
	have, cut, err := trainingdata.Resume(f, cfg.Format)
	if err != nil {
		return bad("%s: %v", c.out, err)
	}
	if cut.Bytes > 0 {
		fmt.Fprintf(stderr, "datagen: %s: cut %d bytes at offset %d, a record torn by a run stopped mid-write\n", c.out, cut.Bytes, cut.At)
	}
	cfg.Games, cfg.FirstID, cfg.Out = c.games-have.Games, have.NextID, f
	if cfg.Games <= 0 {
		fmt.Fprintf(stdout, "%s holds %d games (%d positions): nothing to do for -games %d\n", c.out, have.Games, have.Positions, c.games)
		return exitOK
	}
	fmt.Fprintf(stderr, "datagen: %s\n", cfg.Eval)
	fmt.Fprintf(stderr, "datagen: %s holds %d games; playing %d more (IDs from %d), soft %d / hard %d nodes a move, %d threads, %d openings + %d random plies, seed %d, %s format\n",
		c.out, have.Games, cfg.Games, have.NextID, c.softNodes, c.nodes, c.threads, len(cfg.Openings), c.randomPlies, c.seed, c.format)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second Ctrl-C kills at once
	}()

	if c.cpuProfile != "" {
		stopProfile, err := startCPUProfile(c.cpuProfile, "datagen")
		if err != nil {
			return failed("-cpuprofile: %v", err)
		}
		defer stopProfile()
	}
	start := time.Now()
	var (
		mu   sync.Mutex
		last datagen.Stats
	)
	cfg.OnGame = func(s datagen.Stats) {
		mu.Lock()
		last = s
		mu.Unlock()
	}
	stopProgress := showProgress(stderr, func() string {
		mu.Lock()
		st := last
		mu.Unlock()
		return progress(st, have, c.games, time.Since(start))
	})
	st, runErr := datagen.Run(ctx, cfg)
	stopProgress()
	interrupted := ctx.Err() != nil && runErr == nil
	stop()
	syncErr := f.Sync()
	if err := f.Close(); syncErr == nil {
		syncErr = err
	}

	printDatagenRun(stdout, c.out, have, c.games, st, time.Since(start))
	if interrupted {
		fmt.Fprintf(stdout, "stopped by a signal: %d games in progress dropped; run again to resume\n", st.Abandoned)
	}
	if runErr != nil {
		return failed("%v", runErr)
	}
	if syncErr != nil {
		return failed("%s: %v", c.out, syncErr)
	}
	return exitOK
}

// datagenFlags is what the flags of westcott datagen ask for.
type datagenFlags struct {
	out, format, openings, cpuProfile string
	games, threads, hash, randomPlies int
	nodes, softNodes, seed            uint64
	eval                              *evalFlags
}

// check refuses flags out of their ranges, naming the flag.
func (c *datagenFlags) check() error {
	switch {
	case c.out == "":
		return errors.New("-out FILE is required")
	case c.games <= 0:
		return errors.New("-games N is required (N > 0: the games the file should hold)")
	case c.nodes == 0 || c.nodes > maxDatagenNodes:
		return fmt.Errorf("-nodes %d: must be 1 to %d", c.nodes, maxDatagenNodes)
	case c.softNodes > c.nodes:
		return fmt.Errorf("-soft-nodes %d is above the hard cap -nodes %d", c.softNodes, c.nodes)
	case c.format != "bin" && c.format != "text":
		return fmt.Errorf("-format %q: bin or text", c.format)
	case c.threads < 1 || c.threads > 256:
		return fmt.Errorf("-threads %d: must be between 1 and 256", c.threads)
	case search.CheckHashMB(c.hash, c.threads) != nil:
		return fmt.Errorf("-hash %d: %v", c.hash, search.CheckHashMB(c.hash, c.threads))
	case c.randomPlies < 0 || c.randomPlies > 100:
		return fmt.Errorf("-random-plies %d: must be between 0 and 100", c.randomPlies)
	}
	return nil
}

// config loads the openings and the network the flags name and returns
// the run's configuration, without the games, the file and the callback.
func (c *datagenFlags) config() (datagen.Config, error) {
	ops := match.DefaultOpenings()
	if c.openings != "" {
		var err error
		if ops, err = match.LoadOpenings(c.openings); err != nil {
			return datagen.Config{}, fmt.Errorf("-openings: %v", err)
		}
	}
	starts := make([]chess.Position, len(ops))
	for i, o := range ops {
		starts[i] = o.Pos
	}
	eval, err := c.eval.eval()
	if err != nil {
		return datagen.Config{}, err
	}
	format := trainingdata.Binary
	if c.format == "text" {
		format = trainingdata.Text
	}
	return datagen.Config{Seed: c.seed, Nodes: c.nodes, SoftNodes: c.softNodes, Threads: c.threads, HashMB: c.hash,
		Openings: starts, RandomPlies: c.randomPlies, Eval: eval, Format: format}, nil
}

// showProgress prints line() on w until the returned function is called:
// a terminal gets one line redrawn every second, a log a line every ten
// seconds. The returned function waits for the printer to finish.
func showProgress(w io.Writer, line func() string) (stop func()) {
	live := isTerminal(w)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
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
					fmt.Fprint(w, "\r\033[K")
				}
				return
			case <-t.C:
				if live {
					fmt.Fprintf(w, "\r\033[K%s", line())
				} else {
					fmt.Fprintln(w, line())
				}
			}
		}
	}()
	return func() {
		close(done)
		wg.Wait()
	}
}

// printDatagenRun prints a run's summary: the file's games against the
// target, the run's games, positions and rates, its searches and endings.
func printDatagenRun(w io.Writer, out string, have trainingdata.FileState, target int, st datagen.Stats, el time.Duration) {
	fmt.Fprintf(w, "%s: %d/%d games, %d positions; this run %d games (+%d =%d -%d), %d positions (%d quiet) in %s, %.0f positions/s, %.0f quiet/s\n",
		out, have.Games+st.Games, target, have.Positions+st.Positions, st.Games, st.White, st.Draw, st.Black,
		st.Positions, st.Quiet, el.Round(time.Second), rate(st.Positions, el), rate(st.Quiet, el))
	if st.Plies > 0 {
		fmt.Fprintf(w, "searches: %d, %.0f nodes and depth %.2f on average, %.0f searched positions/s\n",
			st.Plies, float64(st.Nodes)/float64(st.Plies), float64(st.Depths)/float64(st.Plies), rate(st.Plies, el))
	}
	if st.Games > 0 {
		fmt.Fprintf(w, "endings: %s\n", endings(st.Reasons))
	}
}

// progress is the progress line: the file's games against the target,
// positions, the run's rates, and the time left at the run's game rate.
func progress(st datagen.Stats, have trainingdata.FileState, target int, el time.Duration) string {
	done := have.Games + st.Games
	s := fmt.Sprintf("games %d/%d  positions %d  %.0f pos/s  %.0f quiet/s  %.2f games/s", done, target, have.Positions+st.Positions, rate(st.Positions, el), rate(st.Quiet, el), rate(st.Games, el))
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

func endings(r map[trainingdata.Reason]int) string {
	var parts []string
	for k, v := range r {
		parts = append(parts, fmt.Sprintf("%s %d", k, v))
	}
	sort.Strings(parts)
	return strings.Join(parts, ", ")
}

// The node budget of a move: see docs/NNUE.md, "Cheaper positions".
const (
	defaultSoftNodes = 5000
	defaultHardNodes = 20000
	maxDatagenNodes  = 100_000_000 // about a minute a move: far past any self-play for training
)

// Datagen's random plies, which genfens's starts share (their hash table
// is engine.DefaultHashMB).
const defaultRandomPlies = 8

func runDatagenConvert(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("datagen convert", "datagen convert -in X.txt|X.pgn[.bz2] -out Y.bin [-max-gap 4] [-first-id 0]", `
Converts games into the binary format: a text datagen file, or the PGN of
a match runner (fastchess, cutechess-cli, westcott match, OpenBench's
DATAGEN workloads), told apart by their first bytes.

A text datagen file ("FEN | score | result" lines, "# game" lines): text
games hold their quiet positions only, so each pair of consecutive
positions of a game is reconnected by a search of the sequences of legal
moves between them (exactly as many plies as the move numbers say, 1 to
-max-gap), and the plies found are stored unscored; where there is none,
the game goes on in a new record (same game ID). The game IDs are kept. An
unfinished game at the end of X.txt (a run stopped mid-write) is dropped.

PGN (bzip2-compressed too, as OpenBench serves it): every game a record,
numbered from -first-id, each move scored by its comment, where match
runners write the mover's score: "+0.31/12 0.123s", "-M6/18", OpenBench's
"+0.31"; "book" moves and moves without a score are stored unscored.
Unfinished games ("*"), forfeits (time, illegal move, crash: the
Termination tag) and games the PGN reader refuses are skipped and counted.

Either way a datagen run appending to Y.bin numbers its games after the
highest ID in it. Y.bin must not exist; it is written whole or not at all
(through a temporary file).

Example:
  westcott datagen convert -in dg.txt -out dg.bin
  westcott datagen convert -in openbench-1234.pgn.bz2 -out ob-1234.bin`, stderr)
	in := fs.String("in", "", "the text datagen or PGN `file` to read")
	out := fs.String("out", "", "the binary `file` to write (must not exist)")
	maxGap := fs.Int("max-gap", 4, "text: the longest gap bridged, in plies (1 to 6)")
	firstID := fs.Int64("first-id", 0, "PGN: the game `ID` of the first game written")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad, failed := complain(stderr, "datagen convert", exitUsage), complain(stderr, "datagen convert", exitFail)
	switch {
	case *in == "" || *out == "":
		return bad("-in FILE and -out FILE are required")
	case *maxGap < 1 || *maxGap > trainingdata.MaxBridge:
		return bad("-max-gap %d: must be 1 to %d", *maxGap, trainingdata.MaxBridge)
	case *firstID < 0:
		return bad("-first-id %d: must not be negative", *firstID)
	}
	if _, err := os.Stat(*out); err == nil {
		return bad("%s exists: convert into a new file", *out)
	}
	src, err := os.Open(*in)
	if err != nil {
		return bad("%v", err)
	}
	defer src.Close()
	br := bufio.NewReaderSize(src, 1<<16)
	head, _ := br.Peek(len(trainingdata.Header))
	var convert func(w io.Writer) (report string, err error)
	switch {
	case trainingdata.IsBinary(head):
		return bad("%s: already a binary datagen file", *in)
	case strings.HasPrefix(string(head), "# westcott datagen"):
		convert = func(w io.Writer) (string, error) { return convertText(br, w, *in, *out, *maxGap) }
	default:
		convert = func(w io.Writer) (string, error) { return convertPGN(br, w, *in, *out, *firstID) }
	}
	tmp, err := createOutput(*out, "convert")
	if err != nil {
		return bad("-out: %v", err)
	}
	defer tmp.abort()
	report, err := convert(tmp)
	if err != nil {
		return failed("%s: %v", *in, err)
	}
	if err := tmp.commit(); err != nil {
		return failed("%v", err)
	}
	fmt.Fprint(stdout, report)
	return exitOK
}

// convertText converts a text datagen file and returns the report.
func convertText(r io.Reader, w io.Writer, in, out string, maxGap int) (string, error) {
	start := time.Now()
	st, err := trainingdata.Convert(r, w, maxGap)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games, %d positions -> %s: %d records, %d plies (%d found between the positions), %d bytes in %s\n",
		in, st.Games, st.Lines, out, st.Records, st.Plies, st.Filled, st.Bytes, time.Since(start).Round(time.Millisecond))
	fmt.Fprintf(&b, "gaps: %d bridged (%d with several best sequences), %d not (a new record each); %.2f bytes a position, %.2f a ply\n",
		st.Bridged, st.Ambiguous, st.Unbridged, perUnit(st.Bytes, st.Lines), perUnit(st.Bytes, st.Plies))
	if st.Dropped > 0 {
		fmt.Fprintf(&b, "dropped: %d position lines after the last \"# game\" line (an unfinished game)\n", st.Dropped)
	}
	return b.String(), nil
}

func perUnit(b int64, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(b) / float64(n)
}

func runDatagenCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("datagen check", "datagen check FILE...", `
Reads binary datagen files through, checking every record (its length, CRC,
start position, each move's legality, scores, result) and prints what each
holds: games, records, plies, scored plies, the plies the trainer's default
filters keep (westcott nntrain), and bytes a ply. The first fault stops
with its offset, record, game and ply; a torn last record is reported, not
an error (datagen cuts it on resume).

Example:
  westcott datagen check dg.bin`, stderr)
	if code, ok := parseArgs(fs, args); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "westcott datagen check: no files")
		return exitUsage
	}
	for _, name := range fs.Args() {
		// A file that cannot be read is bad input (2); a fault found in
		// one that can is what the check is for (1), as for pgn's games.
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "westcott datagen check: %v\n", err)
			return exitUsage
		}
		err = checkBinary(f, name, stdout)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "westcott datagen check: %s: %v\n", name, err)
			return exitFail
		}
	}
	return exitOK
}

// checkBinary reads the binary datagen file f, named name, through and
// prints what it holds; it returns the first fault.
func checkBinary(f io.Reader, name string, stdout io.Writer) error {
	r := trainingdata.NewBinaryReader(f)
	var records, games, plies, scored, quiet int
	last := int64(-1)
	var torn error
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if errors.Is(err, trainingdata.ErrTruncated) {
			torn = err
			break
		}
		if err != nil {
			return err
		}
		records++
		if rec.ID != last {
			games++
		}
		last = rec.ID
		plies += len(rec.Plies)
		if err := rec.Replay(func(pos *chess.Position, i int, p trainingdata.Ply) error {
			if p.Score != trainingdata.NoScore {
				scored++
				if !pos.InCheck() && !trainingdata.IsNoisy(pos, p.Move) && !score.IsMate(int(p.Score)) {
					quiet++
				}
			}
			return nil
		}); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%s: %d games, %d records, %d plies, %d scored, %d scored quiet (not in check, no capture or promotion, no mate), %d bytes: %.2f a ply, %.2f a quiet position\n",
		name, games, records, plies, scored, quiet, r.Offset(), perUnit(r.Offset(), plies), perUnit(r.Offset(), quiet))
	if torn != nil {
		fmt.Fprintf(stdout, "%s: a torn last record after them: %v\n", name, torn)
	}
	return nil
}

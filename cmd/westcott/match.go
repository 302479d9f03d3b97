package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/westcott-chess/westcott/formats/polyglot"
	"github.com/westcott-chess/westcott/formats/uci"
	"github.com/westcott-chess/westcott/tools/match"
)

// engineFlags collects repeated -engine flags.
type engineFlags []match.EngineConfig

func (e *engineFlags) String() string { return fmt.Sprint(len(*e), " engines") }

func (e *engineFlags) Set(s string) error {
	c, err := match.ParseEngineSpec(s)
	if err != nil {
		return err
	}
	*e = append(*e, c)
	return nil
}

func runMatch(args []string, stdout, stderr io.Writer) int {
	f := newMatchFlags(stderr)
	if code, ok := parseFlags(f.fs, args); !ok {
		return code
	}
	fail := complain(stderr, "match", exitUsage)
	cfg, err := f.config(stderr)
	if err != nil {
		return fail("%v", err)
	}
	// Checked before any file is read or created.
	if err := cfg.Validate(); err != nil {
		var se *match.SettingError
		if errors.As(err, &se) {
			return fail("%s", se.Msg) // it names the flag
		}
		return fail("%v", err)
	}
	if *f.report < 0 {
		return fail("-report: %d games is not a count (0 turns the standings lines off)", *f.report)
	}
	bookPliesSet := false
	f.fs.Visit(func(fl *flag.Flag) { bookPliesSet = bookPliesSet || fl.Name == "book-plies" })
	if bookPliesSet && *f.book == "" {
		return fail("-book-plies needs -book")
	}
	if *f.book != "" && *f.openings != "" {
		return fail("give -openings or -book, not both")
	}
	if *f.openings != "" {
		if cfg.Openings, err = match.LoadOpenings(*f.openings); err != nil {
			return fail("-openings: %v", err)
		}
	}
	if *f.book != "" {
		if cfg.Openings, err = f.bookOpenings(&cfg); err != nil {
			return fail("-book: %v", err)
		}
	}
	if *f.resume {
		if *f.pgnout == "" {
			return fail("-resume needs -pgnout (the earlier run's games)")
		}
		if cfg.Resume, err = readDone(*f.pgnout, &cfg); err != nil {
			return fail("-resume: %v", err)
		}
	}
	if *f.pgnout != "" {
		pgnFile, err := os.OpenFile(*f.pgnout, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return fail("-pgnout: %v", err)
		}
		defer pgnFile.Close()
		cfg.PGN = pgnFile
	}

	printMatchHeader(stdout, &cfg, f.bookNote)
	if *f.resume {
		fmt.Fprintf(stdout, "Resumed: %d games of %s\n", len(cfg.Resume), *f.pgnout)
	}
	start := time.Now()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM) // either ends the match cleanly: the PGN can be resumed
	defer stop()
	st, err := playMatch(ctx, stdout, cfg, start, *f.report)
	if err != nil && st == nil {
		// Nothing was played: a bad engine (missing, not UCI, refused
		// option).
		fmt.Fprintf(stderr, "westcott match: %v\n", err)
		return exitUsage
	}
	if werr := st.WriteReport(stdout, cfg.SPRT, time.Since(start)); werr != nil && err == nil {
		err = werr
	}
	if cfg.PGN != nil {
		fmt.Fprintf(stdout, "PGN: %s\n", *f.pgnout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "westcott match: %v\n", err)
		return exitFail
	}
	return exitOK
}

// matchFlags are the flags of westcott match.
type matchFlags struct {
	fs                                              *flag.FlagSet
	engines                                         engineFlags
	openings, tc, pgnout, draw, resign, sprt, event *string
	book                                            *string
	bookPlies                                       *int
	bookNote                                        string // how the -book openings were drawn
	seed                                            *int64
	random, logProto, resume                        *bool
	nodes                                           *uint64
	depth, movetime, games, concurrency, margin     *int
	report                                          *int
	timeout                                         *time.Duration
}

func newMatchFlags(stderr io.Writer) *matchFlags {
	fs := newFlags("match", "match -engine SPEC -engine SPEC [-engine SPEC ...] [flags]", `
Plays games between engines: two for a match, more for a gauntlet of the
first against each of the others. Each opening is played twice with colors
reversed. An engine that plays an illegal move, loses on time, crashes or
hangs loses that game (the reason goes into the PGN), is restarted, and the
match goes on. Results: W/D/L, score, Elo difference with its 95% interval
(from game pairs), LOS, pentanomial counts, and with -sprt the log-likelihood
ratio of a GSPRT (exact likelihoods, game pairs, logistic Elo); the match
stops when it crosses a bound.

An engine is "name=NAME cmd=PATH [arg=ARG]... [dir=DIR] [proto=uci|xboard]
[ponder] [tc=TC] [option.NAME=VALUE]..."; quote words with blanks ("option.Skill Level=3").
"ponder" lets a UCI engine think on its opponent's time (go ponder on the
reply it expects, then ponderhit or stop). "tc=" gives an engine its own
clock in place of -tc's (time odds).
Bare commands are looked up in PATH, then in /usr/games (Debian's engines).
xboard engines (phalanx, sjeng, fairymax) are driven natively (CECP v2).

Example:
  westcott match -engine "name=sf cmd=stockfish option.Hash=16" \
      -engine "name=ethereal cmd=ethereal-chess" \
      -openings data/openings/2moves_v1_sample.epd -seed 7 \
      -games 20 -nodes 20000 -concurrency 2 -pgnout games.pgn
  westcott match -engine "cmd=stockfish" -engine "cmd=phalanx proto=xboard" -tc 10+0.1 -games 4
  westcott match -engine "name=new cmd=./new" -engine "name=old cmd=./old" -tc 10+0.1 \
      -games 20000 -sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05"
  westcott match -engine "name=fast cmd=./westcott tc=13.3+0.133" -engine "name=slow cmd=./westcott" \
      -tc 10+0.1 -games 200 -concurrency 2
  westcott match -engine "cmd=stockfish" -engine "cmd=ethereal-chess" -nodes 20000 -games 40 \
      -book data/polyglot/32games-min1.bin -book-plies 8 -seed 3

With -resume a match stopped before its end (Ctrl-C, a crash, a shutdown)
goes on where it stopped: give the same flags again. The games in -pgnout are
read back (the Pair tag says which pair each belongs to) and scored; only the
rest is played, the SPRT included.

With -book the openings are walks through a Polyglot book from the start
position: up to -book-plies book moves, each drawn by weight, one walk per
pair of games, different walks ending in different positions as far as the
book allows. They come from -seed (0 if not given; -random: from the clock),
so the same seed gives the same openings.`, stderr)
	f := &matchFlags{fs: fs}
	fs.Var(&f.engines, "engine", "an engine: `\"name=NAME cmd=PATH ...\"` (repeat: two or more)")
	f.openings = fs.String("openings", "", "start positions: an EPD `file` (one position a line)")
	f.book = fs.String("book", "", "take openings from this Polyglot book `file`: random walks by weight from the start position")
	f.bookPlies = fs.Int("book-plies", 8, "with -book: book moves per opening, at most `N` (a walk stops where the book does)")
	f.seed = fs.Int64("seed", 0, "take openings in random order, shuffled with this `seed` (default: file order)")
	f.random = fs.Bool("random", false, "take openings in random order with a seed from the clock (printed)")
	f.tc = fs.String("tc", "", "time control: `10+0.1` (seconds + increment), 40/60+0 (moves/seconds), 1:30+1")
	f.nodes = fs.Uint64("nodes", 0, "fixed nodes per move")
	f.depth = fs.Int("depth", 0, "fixed depth per move")
	f.movetime = fs.Int("movetime", 0, "fixed time per move in `ms`")
	f.games = fs.Int("games", match.DefaultGames, "games per pairing (an opening is used for two)")
	f.concurrency = fs.Int("concurrency", match.DefaultConcurrency, "games played at once")
	f.pgnout = fs.String("pgnout", "", "write the games in PGN to this `file` (appended)")
	f.draw = fs.String("draw", "", "draw adjudication: `\"moves=N score=S [after=M]\"`: both scores within ±S cp for N moves each, after move M")
	f.resign = fs.String("resign", "", "resign adjudication: `\"moves=N score=S [twosided=1]\"`: a side's score ≤ −S cp for its last N moves")
	f.sprt = fs.String("sprt", "", "SPRT `\"elo0=0 elo1=5 alpha=0.05 beta=0.05\"` (two engines only)")
	f.margin = fs.Int("margin", 100, "time forfeit margin in `ms`: how far past its clock or movetime an engine may go")
	f.timeout = fs.Duration("timeout", time.Minute, "without a clock (-nodes/-depth): after this long a move is stopped; no answer then is a hang")
	f.event = fs.String("event", "", "PGN Event tag (default: \"westcott match\")")
	f.logProto = fs.Bool("log", false, "log every protocol line to stderr")
	f.report = fs.Int("report", 100, "when not on a terminal, print the standings (Elo, LLR) every `N` games (0: never)")
	f.resume = fs.Bool("resume", false, "continue the match whose games -pgnout holds: its games are scored, not played again (same flags as that run)")
	return f
}

// config turns the parsed flags into a match configuration. It checks
// only that each flag's value parses; the settings are checked by
// Config.Validate, and the files are opened after that.
func (f *matchFlags) config(stderr io.Writer) (match.Config, error) {
	engines := f.engines
	names := map[string]bool{}
	for i := range engines {
		if names[engines[i].Name] {
			engines[i].Name = fmt.Sprintf("%s-%d", engines[i].Name, i+1)
		}
		names[engines[i].Name] = true
	}
	// Milliseconds past a day would overflow a time.Duration far out.
	for _, ms := range []struct {
		name string
		v    int
	}{{"movetime", *f.movetime}, {"margin", *f.margin}} {
		if ms.v > maxMillis {
			return match.Config{}, fmt.Errorf("-%s %d: at most %d ms (a day)", ms.name, ms.v, maxMillis)
		}
	}
	cfg := match.Config{Engines: engines, Games: *f.games, Concurrency: *f.concurrency, Event: *f.event}
	if cfg.Event == "" {
		cfg.Event = "westcott match"
	}
	cfg.Limits = match.Limits{Nodes: *f.nodes, Depth: *f.depth, MoveTime: time.Duration(*f.movetime) * time.Millisecond,
		Margin: time.Duration(*f.margin) * time.Millisecond, MoveTimeout: *f.timeout}
	if *f.tc != "" {
		tc, err := match.ParseTimeControl(*f.tc)
		if err != nil {
			return cfg, fmt.Errorf("-tc: %v", err)
		}
		cfg.Limits.TC = &tc
	}
	if *f.draw != "" {
		if err := cfg.Adjudicate.ParseDraw(*f.draw); err != nil {
			return cfg, fmt.Errorf("-draw: %v", err)
		}
	}
	if *f.resign != "" {
		if err := cfg.Adjudicate.ParseResign(*f.resign); err != nil {
			return cfg, fmt.Errorf("-resign: %v", err)
		}
	}
	if *f.sprt != "" {
		sp, err := match.ParseSPRT(*f.sprt)
		if err != nil {
			return cfg, fmt.Errorf("-sprt: %v", err)
		}
		cfg.SPRT = &sp
	}
	seedSet := false
	f.fs.Visit(func(fl *flag.Flag) { seedSet = seedSet || fl.Name == "seed" })
	if seedSet || *f.random {
		cfg.Random = true
		cfg.Seed = *f.seed
		if !seedSet {
			cfg.Seed = time.Now().UnixNano() % 1e9
		}
	}
	if *f.logProto {
		var mu sync.Mutex
		cfg.Log = func(engine string, k uci.LogKind, line string) {
			mu.Lock()
			fmt.Fprintf(stderr, "%s %s %s\n", engine, k, line)
			mu.Unlock()
		}
	}
	return cfg, nil
}

// bookOpenings draws the openings of -book: one per pair of games, seeded
// by -seed (0 if not given) or the clock (-random).
func (f *matchFlags) bookOpenings(cfg *match.Config) ([]match.Opening, error) {
	if *f.bookPlies < 1 || *f.bookPlies > 100 {
		return nil, fmt.Errorf("-book-plies %d out of range 1..100", *f.bookPlies)
	}
	book, err := polyglot.Open(*f.book)
	if err != nil {
		return nil, err
	}
	// The walks are already random: they are played in the order drawn.
	seed := cfg.Seed
	cfg.Random = false
	f.bookNote = fmt.Sprintf("%s, walks of up to %d plies, seed %d", *f.book, *f.bookPlies, seed)
	return match.BookOpenings(book, (cfg.Games+1)/2, *f.bookPlies, seed)
}

// readDone reads the games of an earlier run from the PGN file name; a file
// that does not exist yet holds none.
func readDone(name string, cfg *match.Config) ([]match.Done, error) {
	file, err := os.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer file.Close()
	done, err := match.ReadDone(bufio.NewReader(file), cfg)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return done, nil
}

func printMatchHeader(w io.Writer, cfg *match.Config, bookNote string) {
	fmt.Fprintf(w, "Match: %s; %d games per pairing, %s", describeEngines(cfg.Engines), cfg.Games, describeLimits(cfg.Limits))
	if len(cfg.Openings) > 0 {
		order := "in file order"
		switch {
		case bookNote != "":
			order = "from book " + bookNote
		case cfg.Random:
			order = fmt.Sprintf("in random order, seed %d", cfg.Seed)
		}
		fmt.Fprintf(w, "; %d openings %s", len(cfg.Openings), order)
	}
	if cfg.SPRT != nil {
		fmt.Fprintf(w, "; SPRT %s", cfg.SPRT)
	}
	fmt.Fprintln(w)
}

// playMatch runs the match, showing its progress: a live line on a
// terminal, else a line a game and the standings every report games, which
// is what a log file of a long run needs to be read while it plays.
func playMatch(ctx context.Context, stdout io.Writer, cfg match.Config, start time.Time, report int) (*match.Standings, error) {
	var live *liveLine
	if isTerminal(stdout) {
		live = startLiveLine(stdout, start, fmt.Sprintf("Games 0/%d", cfg.Games*(len(cfg.Engines)-1)))
	}
	cfg.OnGame = func(g *match.Game, st *match.Standings) {
		if live != nil {
			live.set(st.Progress(cfg.SPRT))
			return
		}
		fmt.Fprintf(stdout, "Game %d: %s vs %s: %s {%s} (%d plies, %.1fs)\n", g.Round, g.White, g.Black, g.Result, g.Reason, len(g.Moves), g.Duration.Seconds())
		if report > 0 && st.Played%report == 0 {
			fmt.Fprintln(stdout, st.Progress(cfg.SPRT))
		}
	}
	st, err := match.Run(ctx, cfg)
	if live != nil {
		live.stop()
	}
	return st, err
}

// liveLine is the one-line display on a terminal: the standings, refreshed
// after each game, and the time since start, every second.
type liveLine struct {
	w     io.Writer
	start time.Time
	done  chan struct{}
	mu    sync.Mutex
	line  string // "" once stopped
}

// startLiveLine shows line from the first tick of the clock on.
func startLiveLine(w io.Writer, start time.Time, line string) *liveLine {
	l := &liveLine{w: w, start: start, done: make(chan struct{}), line: line}
	go func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-l.done:
				return
			case <-t.C:
				l.mu.Lock()
				if l.line != "" {
					l.redraw()
				}
				l.mu.Unlock()
			}
		}
	}()
	return l
}

func (l *liveLine) redraw() {
	fmt.Fprintf(l.w, "\r\033[K%s  %s", l.line, time.Since(l.start).Round(time.Second))
}

func (l *liveLine) set(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.line = line
	l.redraw()
}

// stop erases the line and stops the clock.
func (l *liveLine) stop() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.line = ""
	fmt.Fprint(l.w, "\r\033[K")
	close(l.done)
}

// isTerminal reports whether w is a terminal, where a live line can be
// redrawn (match, datagen); elsewhere the commands print plain lines.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func describeEngines(es []match.EngineConfig) string {
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.Name
	}
	if len(es) == 2 {
		return names[0] + " vs " + names[1]
	}
	return names[0] + " gauntlet vs " + strings.Join(names[1:], ", ")
}

func describeLimits(l match.Limits) string {
	var parts []string
	if l.TC != nil {
		parts = append(parts, "tc "+l.TC.String())
	}
	if l.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("%d nodes", l.Nodes))
	}
	if l.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", l.Depth))
	}
	if l.MoveTime > 0 {
		parts = append(parts, fmt.Sprintf("%d ms/move", l.MoveTime.Milliseconds()))
	}
	return strings.Join(parts, ", ")
}

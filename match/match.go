package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"sync"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/uci"
)

// Config is a whole match: two engines, or a gauntlet of the first engine
// against each of the others.
type Config struct {
	Engines     []EngineConfig
	Openings    []Opening // none: every game starts from the standard position
	Random      bool      // take openings in an order shuffled by Seed, else in file order
	Seed        int64
	Games       int // games per pairing; each opening is played twice, colors reversed
	Concurrency int // games played at once (one process per engine per game)
	Limits      Limits
	Adjudicate  Adjudication
	SPRT        *SPRT // with two engines: stop when a bound is crossed

	Event string
	PGN   io.Writer // games in PGN export format, in the order they end

	// OnGame, if set, is called after every finished game (one call at a
	// time) with the game and the standings so far.
	OnGame func(g *Game, s *Standings)
	// Log, if set, sees every protocol line (engine, direction, line).
	Log func(engine string, kind uci.LogKind, line string)
	// StartPlayer starts engines; nil means Start.
	StartPlayer StartFunc
}

// Pairing is the score of the first engine against one opponent.
type Pairing struct {
	Opponent string
	WDL      WDL         // first engine's wins, draws, losses
	Penta    Pentanomial // first engine's points per completed pair
	Faults   map[string]int
}

// Standings is the state of a match.
type Standings struct {
	First    string
	Pairings []Pairing
	Played   int // games finished
	Total    int // games scheduled
	// With an SPRT: the log-likelihood ratio of the pairing and the verdict.
	LLR     float64
	Verdict Verdict
	Stopped string // why the match ended early ("" if it ran to the end)
}

// job is one game pair (or a single last game) of a pairing.
type job struct {
	pairing int // index of the opponent in Engines, from 1
	pair    int // pair number within the pairing, from 0
	games   int // 1 or 2
	opening int // index in Openings, -1 for the start position
}

// Run plays the match and returns the standings. It returns an error only
// when the match cannot be played at all (an engine does not start, a bad
// configuration); engine failures during games are scored as losses and the
// engine is restarted.
func Run(ctx context.Context, cfg Config) (*Standings, error) {
	if len(cfg.Engines) < 2 {
		return nil, errors.New("match: need at least two engines")
	}
	if cfg.SPRT != nil && len(cfg.Engines) != 2 {
		return nil, errors.New("match: an SPRT needs exactly two engines")
	}
	if cfg.Games <= 0 {
		cfg.Games = 2
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	start := cfg.StartPlayer
	if start == nil {
		start = Start
	}
	for _, e := range cfg.Engines {
		if e.Protocol == XBoard && cfg.Limits.Nodes > 0 {
			return nil, fmt.Errorf("match: engine %s speaks xboard, which has no node limit; use -depth, -movetime or -tc", e.Name)
		}
		if e.Protocol == XBoard && cfg.Limits.MoveTime > 0 && cfg.Limits.MoveTime < time.Second {
			return nil, fmt.Errorf("match: engine %s speaks xboard, whose move time (st) is in whole seconds; use -movetime 1000 or more, or -tc", e.Name)
		}
	}
	st := &Standings{First: cfg.Engines[0].Name, Total: cfg.Games * (len(cfg.Engines) - 1)}
	for _, e := range cfg.Engines[1:] {
		st.Pairings = append(st.Pairings, Pairing{Opponent: e.Name, Faults: map[string]int{}})
	}
	// Check every engine starts before the first game.
	for _, e := range cfg.Engines {
		p, err := start(ctx, e, cfg.Log)
		if err != nil {
			return nil, fmt.Errorf("match: engine %s: %w", e.Name, err)
		}
		p.Close()
	}

	order := make([]int, len(cfg.Openings))
	for i := range order {
		order[i] = i
	}
	if cfg.Random {
		rand.New(rand.NewSource(cfg.Seed)).Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	var jobs []job
	pairs := (cfg.Games + 1) / 2
	for k := 0; k < pairs; k++ {
		op := -1
		if len(order) > 0 {
			op = order[k%len(order)]
		}
		for i := 1; i < len(cfg.Engines); i++ {
			jobs = append(jobs, job{pairing: i, pair: k, games: min(2, cfg.Games-2*k), opening: op})
		}
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var mu sync.Mutex // guards st, round, PGN output, OnGame
	round := 0
	var pgnErr error
	finish := func(j job, g *Game, first chess.Color) {
		mu.Lock()
		defer mu.Unlock()
		round++
		g.Round = round
		pr := &st.Pairings[j.pairing-1]
		switch pts := firstPoints(g, first); pts {
		case 1:
			pr.WDL.W++
		case 0.5:
			pr.WDL.D++
		default:
			pr.WDL.L++
		}
		if g.Fault != NoFault {
			pr.Faults[g.Fault.String()]++
		}
		st.Played++
		if cfg.PGN != nil && pgnErr == nil {
			tc := "-"
			if cfg.Limits.TC != nil {
				tc = cfg.Limits.TC.String()
			}
			pgnErr = WritePGN(cfg.PGN, g, PGNInfo{Event: cfg.Event, Site: "westcott match", TimeControl: tc})
		}
		if cfg.OnGame != nil {
			cfg.OnGame(g, st)
		}
	}
	finishPair := func(j job, a, b float64) {
		mu.Lock()
		defer mu.Unlock()
		pr := &st.Pairings[j.pairing-1]
		pr.Penta.Add(a, b)
		if cfg.SPRT != nil {
			st.LLR = cfg.SPRT.LLRPentanomial(pr.Penta)
			if v := cfg.SPRT.Decide(st.LLR); v != Continue && st.Verdict == Continue {
				st.Verdict = v
				st.Stopped = "SPRT: " + v.String()
				cancel()
			}
		}
	}

	jobc := make(chan job)
	var wg sync.WaitGroup
	var startErr error
	var errOnce sync.Once
	for w := 0; w < cfg.Concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk := &worker{cfg: &cfg, start: start, players: map[int]Player{}, fails: map[int]int{}}
			defer wk.closeAll()
			for j := range jobc {
				var pts [2]float64
				done := 0
				for gi := 0; gi < j.games; gi++ {
					// Game 0: the first engine has White; game 1: Black.
					first := chess.White
					if gi == 1 {
						first = chess.Black
					}
					g, err := wk.play(ctx, j, first)
					if err != nil {
						errOnce.Do(func() { startErr = err; cancel() })
						return
					}
					if g.Result == "*" {
						break // match stopped
					}
					finish(j, g, first)
					pts[gi] = firstPoints(g, first)
					done++
				}
				if done == 2 {
					finishPair(j, pts[0], pts[1])
				}
			}
		}()
	}
feed:
	for _, j := range jobs {
		select {
		case jobc <- j:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobc)
	wg.Wait()
	if startErr != nil {
		return st, startErr
	}
	if st.Stopped == "" && ctx.Err() != nil && st.Played < st.Total {
		st.Stopped = "interrupted"
	}
	if pgnErr != nil {
		return st, fmt.Errorf("match: writing PGN: %w", pgnErr)
	}
	return st, nil
}

// firstPoints is the first engine's points in g, where it played first.
func firstPoints(g *Game, first chess.Color) float64 {
	switch g.Result {
	case "1-0":
		if first == chess.White {
			return 1
		}
		return 0
	case "0-1":
		if first == chess.Black {
			return 1
		}
		return 0
	}
	return 0.5
}

// worker plays games with its own engine processes, restarting an engine
// after it crashed or hung.
type worker struct {
	cfg     *Config
	start   StartFunc
	players map[int]Player // by engine index
	fails   map[int]int    // consecutive failed starts
}

const maxStartFailures = 3

func (w *worker) player(ctx context.Context, i int) (Player, error) {
	if p := w.players[i]; p != nil {
		return p, nil
	}
	p, err := w.start(ctx, w.cfg.Engines[i], w.cfg.Log)
	if err != nil {
		w.fails[i]++
		if w.fails[i] >= maxStartFailures {
			return nil, fmt.Errorf("match: engine %s does not start (%d tries): %w", w.cfg.Engines[i].Name, w.fails[i], err)
		}
		return nil, err
	}
	w.fails[i] = 0
	w.players[i] = p
	return p, nil
}

// play plays one game of job j. The error is non-nil only when the match
// must stop (an engine that keeps failing to start).
func (w *worker) play(ctx context.Context, j job, first chess.Color) (*Game, error) {
	idx := [2]int{0, j.pairing} // engine index by color
	if first == chess.Black {
		idx = [2]int{j.pairing, 0}
	}
	var ps [2]Player
	for c := range 2 {
		p, err := w.player(ctx, idx[c])
		if err != nil {
			if ctx.Err() != nil {
				return &Game{Result: "*"}, nil
			}
			var stop bool
			if w.fails[idx[c]] >= maxStartFailures {
				stop = true
			}
			if stop {
				return nil, err
			}
			// Scored as a crash of that engine at the start of the game.
			g := &Game{White: w.cfg.Engines[idx[0]].Name, Black: w.cfg.Engines[idx[1]].Name, Started: time.Now(), Opening: j.opening,
				Fault: Crash, FaultColor: chess.Color(c), Termination: "abandoned", Reason: []string{"White", "Black"}[c] + " does not start: " + err.Error()}
			g.Start = chess.StartPosition()
			if j.opening >= 0 {
				g.Start = w.cfg.Openings[j.opening].Pos
			}
			g.Result = []string{"0-1", "1-0"}[c]
			return g, nil
		}
		ps[c] = p
	}
	start := chess.StartPosition()
	if j.opening >= 0 {
		start = w.cfg.Openings[j.opening].Pos
	}
	lim := w.cfg.Limits
	g := PlayGame(ctx, ps[0], ps[1], start, lim, w.cfg.Adjudicate)
	g.Opening = j.opening
	g.White, g.Black = w.cfg.Engines[idx[0]].Name, w.cfg.Engines[idx[1]].Name
	if g.Fault == Crash || g.Fault == Hang {
		i := idx[g.FaultColor]
		w.players[i].Kill()
		delete(w.players, i)
	}
	if g.Result == "*" {
		// Stopped mid-game: the engines may be thinking; start afresh.
		for i, p := range w.players {
			p.Kill()
			delete(w.players, i)
		}
	}
	return g, nil
}

func (w *worker) closeAll() {
	var wg sync.WaitGroup
	for _, p := range w.players {
		wg.Add(1)
		go func() { defer wg.Done(); p.Close() }()
	}
	wg.Wait()
}

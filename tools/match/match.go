package match

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sync"
	"time"

	"github.com/westcott-chess/westcott/chess"
)

// Pairing is the score of the first engine against one opponent.
type Pairing struct {
	Opponent string
	WDL      WDL         // first engine's wins, draws, losses
	Penta    Pentanomial // first engine's points per completed pair
	Faults   map[string]int
}

// count scores one game of the pairing: the first engine's points and
// the fault that ended it, if any.
func (p *Pairing) count(points float64, f Fault) {
	switch points {
	case 1:
		p.WDL.W++
	case 0.5:
		p.WDL.D++
	default:
		p.WDL.L++
	}
	if f != NoFault {
		p.Faults[f.String()]++
	}
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
	Resumed int    // games of Played that an earlier run played (Config.Resume)
}

// job is one game pair (or a single last game) of a pairing.
type job struct {
	pairing int // index of the opponent in Engines, from 1
	pair    int // pair number within the pairing, from 0
	games   int // 1 or 2
	opening int // index in Openings, -1 for the start position

	done   [2]bool    // by game: played by an earlier run (Config.Resume)
	points [2]float64 // the first engine's points in a done game
}

// Run plays the match and returns the standings. It returns an error only
// when the match cannot be played at all (a bad configuration, reported by
// Validate; an engine that does not start); engine failures during games are
// scored as losses and the engine is restarted.
func Run(ctx context.Context, cfg Config) (*Standings, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if err := checkEngines(ctx, &cfg); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	r := &runner{cfg: &cfg, ctx: ctx, cancel: cancel, st: newStandings(&cfg)}
	jobs := schedule(&cfg)
	if len(cfg.Resume) > 0 {
		if err := resume(&cfg, jobs, r.st); err != nil {
			return nil, err
		}
		r.round = r.st.Played
		jobs = slices.DeleteFunc(jobs, func(j job) bool { return j.done[0] && (j.games == 1 || j.done[1]) })
		if cfg.SPRT != nil {
			r.decide(&r.st.Pairings[0])
		}
	}
	if r.st.Verdict == Continue { // not decided already by the resumed games
		r.run(jobs)
	}
	return r.result()
}

// checkEngines starts every engine once, so that a missing or broken one
// stops the match before the first game rather than losing all of them.
func checkEngines(ctx context.Context, cfg *Config) error {
	for _, e := range cfg.Engines {
		p, err := cfg.StartPlayer(ctx, e, cfg.Log)
		if err != nil {
			return fmt.Errorf("match: engine %s: %w", e.Name, err)
		}
		p.Close()
	}
	return nil
}

func newStandings(cfg *Config) *Standings {
	st := &Standings{First: cfg.Engines[0].Name, Total: cfg.Games * (len(cfg.Engines) - 1)}
	for _, e := range cfg.Engines[1:] {
		st.Pairings = append(st.Pairings, Pairing{Opponent: e.Name, Faults: map[string]int{}})
	}
	return st
}

// schedule lists the game pairs in the order they are played: pair k of
// every pairing uses the same opening, so that each opponent meets the
// same positions.
func schedule(cfg *Config) []job {
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
	return jobs
}

// runner is a match in progress: what its workers share.
type runner struct {
	cfg    *Config
	ctx    context.Context // cancelled by an SPRT verdict or an engine that keeps failing to start
	cancel context.CancelFunc

	mu     sync.Mutex // guards st, round, pgnErr and the calls of OnGame
	st     *Standings
	round  int
	pgnErr error

	fatalOnce sync.Once
	fatal     error // why the match had to stop
}

// run hands the jobs to Concurrency workers until they are done or the
// match is stopped.
func (r *runner) run(jobs []job) {
	jobc := make(chan job)
	var wg sync.WaitGroup
	for range r.cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk := &worker{cfg: r.cfg, players: map[int]Player{}, fails: map[int]int{}}
			defer wk.closeAll()
			for j := range jobc {
				if !r.playPair(wk, j) {
					return
				}
			}
		}()
	}
feed:
	for _, j := range jobs {
		select {
		case jobc <- j:
		case <-r.ctx.Done():
			break feed
		}
	}
	close(jobc)
	wg.Wait()
}

// playPair plays and scores the games of j. It reports false when the
// match must stop.
func (r *runner) playPair(wk *worker, j job) bool {
	var pts [2]float64
	done := 0
	for gi := 0; gi < j.games; gi++ {
		if j.done[gi] { // an earlier run's
			pts[gi] = j.points[gi]
			done++
			continue
		}
		// Game 0: the first engine has White; game 1: Black.
		first := chess.White
		if gi == 1 {
			first = chess.Black
		}
		g, err := wk.play(r.ctx, j, first)
		if err != nil {
			r.fatalOnce.Do(func() { r.fatal = err; r.cancel() })
			return false
		}
		if g.Result == "*" {
			break // match stopped
		}
		pts[gi] = firstPoints(g, first)
		done++
		r.finish(j, g, pts, gi, done == 2)
	}
	if done == 2 && j.done[1] { // the second game an earlier run's: no finish scored the pair
		r.mu.Lock()
		r.finishPair(j, pts[0], pts[1])
		r.mu.Unlock()
	}
	return true
}

// finish scores game gi of the pair (the first engine's points are
// pts[gi]), and the pair when the game completes it, writes the game to the
// PGN and reports it: the report sees the pair counted.
func (r *runner) finish(j job, g *Game, pts [2]float64, gi int, pairDone bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.round++
	g.Round = r.round
	r.st.Pairings[j.pairing-1].count(pts[gi], g.Fault)
	r.st.Played++
	if pairDone {
		r.finishPair(j, pts[0], pts[1])
	}
	if r.cfg.PGN != nil && r.pgnErr == nil {
		tc := "-"
		if r.cfg.Limits.TC != nil {
			tc = r.cfg.Limits.TC.String()
		}
		r.pgnErr = WritePGN(r.cfg.PGN, g, PGNInfo{Event: r.cfg.Event, Site: "westcott match", TimeControl: tc, Pair: j.pair + 1})
	}
	if r.cfg.OnGame != nil {
		r.cfg.OnGame(g, r.st)
	}
}

// finishPair scores a completed pair and stops the match when the SPRT
// has a verdict. The caller holds r.mu.
func (r *runner) finishPair(j job, a, b float64) {
	pr := &r.st.Pairings[j.pairing-1]
	pr.Penta.Add(a, b)
	if r.cfg.SPRT != nil {
		r.decide(pr)
	}
}

// decide updates the SPRT's log-likelihood ratio from the pairing's
// pentanomial and stops the match once it crosses a bound.
func (r *runner) decide(pr *Pairing) {
	sp := r.cfg.SPRT
	r.st.LLR = sp.LLRPentanomial(pr.Penta)
	if v := sp.Decide(r.st.LLR); v != Continue && r.st.Verdict == Continue {
		r.st.Verdict = v
		r.st.Stopped = "SPRT: " + v.String()
		r.cancel()
	}
}

// result is what Run returns once the workers are done.
func (r *runner) result() (*Standings, error) {
	if r.fatal != nil {
		return r.st, r.fatal
	}
	if r.st.Stopped == "" && r.ctx.Err() != nil && r.st.Played < r.st.Total {
		r.st.Stopped = "interrupted"
	}
	if r.pgnErr != nil {
		return r.st, fmt.Errorf("match: writing PGN: %w", r.pgnErr)
	}
	return r.st, nil
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
	players map[int]Player // by engine index
	fails   map[int]int    // consecutive failed starts
}

const maxStartFailures = 3

func (w *worker) player(ctx context.Context, i int) (Player, error) {
	if p := w.players[i]; p != nil {
		return p, nil
	}
	p, err := w.cfg.StartPlayer(ctx, w.cfg.Engines[i], w.cfg.Log)
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
	start := chess.StartPosition()
	if j.opening >= 0 {
		start = w.cfg.Openings[j.opening].Pos
	}
	var ps [2]Player
	for c := range 2 {
		p, err := w.player(ctx, idx[c])
		if err != nil {
			if ctx.Err() != nil {
				return &Game{Result: "*"}, nil
			}
			if w.fails[idx[c]] >= maxStartFailures {
				return nil, err
			}
			// Scored as a crash of that engine at the start of the game.
			return &Game{White: w.cfg.Engines[idx[0]].Name, Black: w.cfg.Engines[idx[1]].Name, Start: start, Started: time.Now(), Opening: j.opening,
				Result: []string{"0-1", "1-0"}[c], Fault: Crash, FaultColor: chess.Color(c), Termination: "abandoned",
				Reason: []string{"White", "Black"}[c] + " does not start: " + err.Error()}, nil
		}
		ps[c] = p
	}
	lim := w.cfg.Limits
	lim.ColorTC = [2]*TimeControl{w.cfg.Engines[idx[0]].TC, w.cfg.Engines[idx[1]].TC}
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

package datagen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/formats/trainingdata"
	"github.com/westcott-chess/westcott/score"
	"github.com/westcott-chess/westcott/search"
)

// Adjudication and start selection, in centipawns and plies.
const (
	MaxStartScore = 400  // a start (after the random plies) scored beyond ± this is rejected
	WinScore      = 2000 // at least this for one side ...
	WinPlies      = 4    // ... on this many consecutive plies wins
	DrawScore     = 10   // within ± this ...
	DrawPlies     = 10   // ... for this many plies ...
	DrawMove      = 80   // ... after this move draws
	MaxPlies      = 400  // plies played by the engine before the game is drawn

	maxStartTries = 1000 // starts tried before giving up on the openings
)

// Config is a run of the generator.
type Config struct {
	Games   int   // games to play in this run
	FirstID int64 // the ID of the run's first game; the others follow
	Seed    uint64
	// A game's random choices (opening, random plies) come from a generator
	// seeded by (Seed, ID) alone, and its search is single-threaded from a
	// cleared table: the same Seed and ID give the same game.

	// Nodes is the hard node cap of each search (the move's and the
	// start's check); SoftNodes, if not zero, the soft budget: no
	// iteration starts once it is spent (search.Limits.SoftNodes).
	Nodes       uint64
	SoftNodes   uint64
	Threads     int // games played at once, each by its own searcher
	HashMB      int // transposition table per thread
	Openings    []chess.Position
	RandomPlies int // random legal moves played after the opening
	// Eval is the evaluation the searches use (the zero Eval: the
	// engine's default): data for the next network from the last one's
	// games.
	Eval engine.Eval

	// Format is what Out receives: trainingdata.Binary (the default) or Text.
	Format trainingdata.Format
	// Out receives each finished game as one Write: its record (Binary),
	// or its position lines and the "# game" line (Text). Writes are
	// serialised. The file's header is the caller's to write.
	Out io.Writer
	// OnGame, if not nil, is called after each game is written, with the
	// totals of the run so far. Calls are serialised.
	OnGame func(Stats)
}

// Stats counts what a run wrote.
type Stats struct {
	Games              int
	Positions          int                         // positions written: every ply (Binary), the quiet ones (Text)
	Quiet              int                         // searched positions that pass the Text format's filters
	White, Draw, Black int                         // results
	Reasons            map[trainingdata.Reason]int // how games ended
	Plies              int                         // positions searched in the games (written or not)
	Nodes              uint64                      // nodes of those searches
	Depths             int                         // the sum of their completed iterations
	LastID             int64                       // the ID of the last game written
	Abandoned          int                         // games stopped unfinished by the context
}

// Run plays cfg.Games games on cfg.Threads goroutines and writes them to
// cfg.Out. When ctx is cancelled the games being played are abandoned (not
// written) and Run returns at once with what was written and a nil error:
// a cancelled run is a finished one. Errors are a failed write or openings
// from which no balanced start can be found.
func Run(ctx context.Context, cfg Config) (Stats, error) {
	st := Stats{Reasons: map[trainingdata.Reason]int{}}
	switch {
	case cfg.Games <= 0:
		return st, nil
	case len(cfg.Openings) == 0:
		return st, errors.New("datagen: no openings")
	case cfg.Out == nil:
		return st, errors.New("datagen: no output")
	}
	threads := min(max(cfg.Threads, 1), cfg.Games)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	var (
		next     atomic.Int64 // the run's next game
		mu       sync.Mutex   // guards st, firstErr and cfg.Out
		firstErr error
		wg       sync.WaitGroup
	)
	fail := func(err error) {
		mu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
		cancel()
	}
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newPlayer(&cfg)
			for {
				i := next.Add(1) - 1
				if i >= int64(cfg.Games) || ctx.Err() != nil {
					return
				}
				g, err := p.play(ctx, cfg.FirstID+i)
				if errors.Is(err, context.Canceled) {
					mu.Lock()
					st.Abandoned++
					mu.Unlock()
					return
				}
				if err != nil {
					fail(err)
					return
				}
				mu.Lock()
				if ctx.Err() != nil { // stopped meanwhile: another write failed, or the caller
					st.Abandoned++
					mu.Unlock()
					return
				}
				if _, err := cfg.Out.Write(g.block); err != nil {
					mu.Unlock()
					fail(fmt.Errorf("datagen: writing game %d: %w", g.end.ID, err))
					return
				}
				st.add(g)
				if cfg.OnGame != nil {
					cfg.OnGame(st.clone())
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return st, firstErr
}

func (st *Stats) add(g *game) {
	st.Games++
	st.Positions += g.positions
	st.Quiet += g.quiet
	st.Plies += g.plies
	st.Nodes += g.nodes
	st.Depths += g.depths
	st.Reasons[g.end.Reason]++
	st.LastID = g.end.ID
	switch g.end.Result {
	case 1:
		st.White++
	case 0:
		st.Black++
	default:
		st.Draw++
	}
}

func (st Stats) clone() Stats {
	r := st
	r.Reasons = make(map[trainingdata.Reason]int, len(st.Reasons))
	for k, v := range st.Reasons {
		r.Reasons[k] = v
	}
	return r
}

// game is a finished game, ready to write.
type game struct {
	block     []byte // its record, or its lines
	end       trainingdata.GameEnd
	positions int    // positions in block
	quiet     int    // searched positions that pass the text filters
	plies     int    // positions searched
	nodes     uint64 // their nodes
	depths    int    // the sum of their depths
}

// player plays games one after another with its own engine (in process:
// engine.Engine.Search, one thread) and table.
type player struct {
	cfg    *Config
	e      *engine.Engine
	keys   []uint64 // the game's positions before the current one
	moves  [chess.MaxMoves]chess.Move
	random []chess.Move        // the start's random plies
	rec    trainingdata.Record // the game being played
}

func newPlayer(cfg *Config) *player {
	e := engine.New(engine.Config{HashMB: max(cfg.HashMB, 1), Eval: cfg.Eval})
	return &player{cfg: cfg, e: e}
}

// seeds derives a game's two PCG seeds from (seed, id) with splitmix64
// steps, so neighbouring IDs get unrelated streams.
func seeds(seed uint64, id int64) (uint64, uint64) {
	a := splitmix(seed ^ splitmix(uint64(id)))
	return a, splitmix(a)
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// newGame forgets the previous game, so a game depends on its ID alone.
func (p *player) newGame() {
	p.e.NewGame()
}

func (p *player) search(ctx context.Context, pos chess.Position) (search.Result, error) {
	r := p.e.Search(ctx, engine.Request{Position: pos, History: p.keys, Limits: search.Limits{Nodes: p.cfg.Nodes, SoftNodes: p.cfg.SoftNodes}}, nil)
	return r, ctx.Err()
}

// start picks an opening and plays the random plies (kept in p.random),
// until the engine scores the result within ±MaxStartScore. It returns the
// opening, the position after the random plies and that search, made from
// a cleared table: the game's first ply, which a second search after
// p.newGame would repeat node for node.
func (p *player) start(ctx context.Context, rng *rand.Rand) (opening, pos chess.Position, first search.Result, err error) {
	for range maxStartTries {
		opening = p.cfg.Openings[rng.IntN(len(p.cfg.Openings))]
		pos = opening
		p.keys, p.random = p.keys[:0], p.random[:0]
		for range p.cfg.RandomPlies {
			n := pos.GenerateInto(chess.AllMoves, &p.moves)
			if n == 0 {
				break
			}
			p.keys = append(p.keys, pos.Key())
			m := p.moves[rng.IntN(n)]
			p.random = append(p.random, m)
			pos.MakeMove(m)
		}
		if pos.Termination(p.keys) != chess.NotOver {
			continue
		}
		p.newGame()
		r, err := p.search(ctx, pos)
		if err != nil {
			return opening, pos, r, err
		}
		if abs(r.Score) <= MaxStartScore {
			return opening, pos, r, nil
		}
	}
	return opening, pos, search.Result{}, fmt.Errorf("datagen: no start within ±%d cp in %d tries: the openings are too lopsided", MaxStartScore, maxStartTries)
}

// play plays the game with the given ID.
func (p *player) play(ctx context.Context, id int64) (*game, error) {
	rng := rand.New(rand.NewPCG(seeds(p.cfg.Seed, id)))
	opening, pos, r, err := p.start(ctx, rng)
	if err != nil {
		return nil, err
	}
	rec := &p.rec
	rec.ID, rec.Start, rec.Plies = id, opening, rec.Plies[:0]
	for _, m := range p.random {
		rec.Plies = append(rec.Plies, trainingdata.Ply{Move: m, Score: trainingdata.NoScore})
	}
	g := &game{end: trainingdata.GameEnd{ID: id, Result: 0.5}}
	var adj adjudicator
	for {
		if g.plies >= MaxPlies {
			g.end.Reason = trainingdata.MaxPliesReached
			break
		}
		if g.plies > 0 { // the first ply's search is the start's
			if r, err = p.search(ctx, pos); err != nil {
				return nil, err
			}
		}
		g.plies++
		g.nodes += r.Nodes
		g.depths += r.Depth
		white := r.Score
		if pos.SideToMove() == chess.Black {
			white = -white
		}
		score := int16(trainingdata.NoScore)
		if r.Depth > 0 {
			score = int16(white) // within ±search.MateScore
		}
		rec.Plies = append(rec.Plies, trainingdata.Ply{Move: r.Move, Score: score})
		if keep(&pos, r) {
			g.quiet++
		}
		move := pos.FullmoveNumber()
		p.keys = append(p.keys, pos.Key())
		pos.MakeMove(r.Move)
		// The rules first: a move that mates on the ply that would also
		// adjudicate the game ends it by checkmate.
		if t := pos.Termination(p.keys); t != chess.NotOver {
			g.end.Reason = terminationReason(t)
			if t == chess.Checkmate { // the side that just moved won
				g.end.Result = 1
				if pos.SideToMove() == chess.White {
					g.end.Result = 0
				}
			}
			break
		}
		// A search stopped inside its first iteration has no score to judge by.
		if r.Depth > 0 {
			if res, reason, over := adj.update(white, move); over {
				g.end.Result, g.end.Reason = res, reason
				break
			}
		}
	}

	rec.Result, rec.Reason = g.end.Result, g.end.Reason
	if p.cfg.Format == trainingdata.Text {
		g.block, g.positions = trainingdata.AppendText(nil, rec)
	} else {
		g.positions = len(rec.Plies)
		if g.block, err = trainingdata.AppendRecord(nil, rec); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// adjudicator ends games whose outcome the scores make plain.
type adjudicator struct {
	winSide, winRun, drawRun int
}

// update takes the score of the position just searched, White's view, and
// its move number, and says whether the game is over and how.
func (a *adjudicator) update(white, move int) (result float64, reason trainingdata.Reason, over bool) {
	// A win needs the same winner on consecutive plies, so both sides'
	// searches agree on it.
	if side := sign(white); abs(white) >= WinScore || score.IsMate(white) {
		if side != a.winSide {
			a.winSide, a.winRun = side, 0
		}
		a.winRun++
	} else {
		a.winSide, a.winRun = 0, 0
	}
	if a.winRun >= WinPlies {
		return float64(a.winSide+1) / 2, trainingdata.AdjudicatedWin, true
	}
	if move > DrawMove && abs(white) <= DrawScore {
		a.drawRun++
	} else {
		a.drawRun = 0
	}
	if a.drawRun >= DrawPlies {
		return 0.5, trainingdata.AdjudicatedDraw, true
	}
	return 0.5, 0, false
}

// keep reports whether a searched position is written: quiet (not in
// check, best move neither a capture nor a promotion), a score that is no
// mate, and at least one completed iteration behind it.
func keep(pos *chess.Position, r search.Result) bool {
	return !pos.InCheck() && !trainingdata.IsNoisy(pos, r.Move) && !score.IsMate(r.Score) && r.Depth > 0
}

func terminationReason(t chess.Termination) trainingdata.Reason {
	switch t {
	case chess.Checkmate:
		return trainingdata.Checkmate
	case chess.Stalemate:
		return trainingdata.Stalemate
	case chess.ThreefoldRepetition, chess.FivefoldRepetition:
		return trainingdata.Repetition
	case chess.FiftyMoves, chess.SeventyFiveMoves:
		return trainingdata.FiftyMoves
	case chess.InsufficientMaterial:
		return trainingdata.Material
	}
	// Resignation and agreement are a Game's, never a position's: the
	// generator's games end by the rules or by adjudication.
	panic("datagen: no reason for termination " + t.String())
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

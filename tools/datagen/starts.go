package datagen

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/westcott-chess/westcott/chess"
)

// Starts returns the positions that games first, first+1, …, first+n−1 of
// cfg would start from: an opening of cfg.Openings, cfg.RandomPlies random
// legal moves, the result searched (cfg.Nodes, cfg.SoftNodes, cfg.Eval)
// and kept only within ±MaxStartScore, exactly as Run chooses them, so the
// same cfg.Seed gives the same positions. Other engines' games can then
// start where datagen's would (OpenBench's genfens). cfg.Games, Threads,
// Out and OnGame are not used; the searches run one after another.
func Starts(ctx context.Context, cfg Config, first int64, n int) ([]chess.Position, error) {
	switch {
	case len(cfg.Openings) == 0:
		return nil, errors.New("datagen: no openings")
	case n < 0 || first < 0 || first > 1<<62-int64(n): // the format's bound
		return nil, errors.New("datagen: game IDs out of range")
	}
	p := newPlayer(&cfg)
	out := make([]chess.Position, 0, n)
	for id := first; id < first+int64(n); id++ {
		_, pos, _, err := p.start(ctx, rand.New(rand.NewPCG(seeds(cfg.Seed, id))))
		if err != nil {
			return out, err
		}
		out = append(out, pos)
	}
	return out, nil
}

package match

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
)

// Done is a game that an earlier run of the same match finished. Run scores
// it as played and plays only what is left, so that a match stopped by
// Ctrl-C, a crash or a machine's shutdown continues where it stopped, its
// SPRT included (westcott match -resume).
type Done struct {
	Pairing int            // the opponent's index in Config.Engines, from 1
	Pair    int            // the pair of games it belongs to, from 0
	Game    int            // 0: the first engine had White; 1: it had Black
	Start   chess.Position // must be the opening the schedule gives the pair
	Points  float64        // the first engine's: 1, 0.5 or 0
	Fault   Fault          // what the loser did wrong, if anything
}

// pairTag is the PGN tag that places a game of a match in its pair of
// games (from 1), so that ReadDone can give it back to its slot.
const pairTag = "Pair"

// ReadDone reads back, as Done games, the PGN that an earlier run of the
// match of cfg (its engines named as in cfg) wrote with PGN. Each game must
// have a result, the Pair tag, and the first engine on one side and
// another of cfg's engines on the other. Whether the games fit the match's
// schedule (its openings and number of games) is checked by Run.
func ReadDone(r io.Reader, cfg *Config) ([]Done, error) {
	index := map[string]int{}
	for i, e := range cfg.Engines {
		index[e.Name] = i
	}
	var done []Done
	rd := pgn.NewReader(r)
	for {
		g, err := rd.Read()
		if errors.Is(err, io.EOF) {
			return done, nil
		}
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", rd.Games(), err)
		}
		d, err := doneOf(g, cfg, index)
		if err != nil {
			return nil, fmt.Errorf("game %d (line %d): %w", g.Number, g.Line, err)
		}
		done = append(done, d)
	}
}

// doneOf turns one game read back into a Done.
func doneOf(g *pgn.Game, cfg *Config, index map[string]int) (Done, error) {
	d := Done{Start: g.Start}
	tag := g.Tag(pairTag)
	if tag == "" {
		return d, fmt.Errorf("no %s tag: not written by a westcott match that can be resumed", pairTag)
	}
	pair, err := strconv.Atoi(tag)
	if err != nil || pair < 1 {
		return d, fmt.Errorf("%s tag %q: want a pair number from 1", pairTag, tag)
	}
	d.Pair = pair - 1
	white, black := g.Tag("White"), g.Tag("Black")
	first := cfg.Engines[0].Name
	var other string
	switch {
	case white == first:
		other = black
	case black == first:
		other, d.Game = white, 1
	default:
		return d, fmt.Errorf("neither side (%q, %q) is the first engine %q", white, black, first)
	}
	i, ok := index[other]
	if !ok || i == 0 {
		return d, fmt.Errorf("%q is not an opponent in this match", other)
	}
	d.Pairing = i
	result := g.Tag("Result")
	switch result {
	case pgn.WhiteWins:
		d.Points = float64(1 - d.Game)
	case pgn.BlackWins:
		d.Points = float64(d.Game)
	case pgn.Draw:
		d.Points = 0.5
	default:
		return d, fmt.Errorf("result %q: an unfinished game", result)
	}
	d.Fault = faultOf(g)
	return d, nil
}

// faultOf recovers a game's fault from its Termination tag and the reason
// that ends its last comment (see PGNGame).
func faultOf(g *pgn.Game) Fault {
	switch g.Tag("Termination") {
	case "rules infraction":
		return Illegal
	case "time forfeit":
		return TimeForfeit
	case "abandoned":
		last := g.Comment
		if n := len(g.Moves); n > 0 {
			last = g.Moves[n-1].Comment
		}
		if strings.Contains(last, "hangs") {
			return Hang
		}
		return Crash
	}
	return NoFault
}

// resume marks the games of done as played in jobs and counts them in st.
// It reports a game that the schedule has no place for: another opening,
// a pair beyond the match's games, or a game given twice.
func resume(cfg *Config, jobs []job, st *Standings) error {
	bad := func(i int, format string, a ...any) error {
		return &SettingError{Setting: "Resume", Msg: fmt.Sprintf("resumed game %d: ", i+1) + fmt.Sprintf(format, a...)}
	}
	slot := map[[2]int]*job{}
	for i := range jobs {
		slot[[2]int{jobs[i].pairing, jobs[i].pair}] = &jobs[i]
	}
	for i, d := range cfg.Resume {
		j := slot[[2]int{d.Pairing, d.Pair}]
		if j == nil || d.Game < 0 || d.Game >= j.games {
			return bad(i, "pair %d, game %d against %s is beyond the %d games of the match", d.Pair+1, d.Game+1, cfg.Engines[min(max(d.Pairing, 0), len(cfg.Engines)-1)].Name, cfg.Games)
		}
		want := chess.StartPosition()
		if j.opening >= 0 {
			want = cfg.Openings[j.opening].Pos
		}
		if got, w := d.Start.FEN(), want.FEN(); got != w {
			return bad(i, "it starts from %s, but pair %d's opening is %s (other openings, -seed or -book than that run's?)", got, d.Pair+1, w)
		}
		if j.done[d.Game] {
			return bad(i, "pair %d, game %d against %s is given twice", d.Pair+1, d.Game+1, cfg.Engines[d.Pairing].Name)
		}
		j.done[d.Game], j.points[d.Game] = true, d.Points
		st.Pairings[d.Pairing-1].count(d.Points, d.Fault)
		st.Played++
	}
	for _, j := range jobs {
		if j.games == 2 && j.done[0] && j.done[1] {
			st.Pairings[j.pairing-1].Penta.Add(j.points[0], j.points[1])
		}
	}
	st.Resumed = len(cfg.Resume)
	return nil
}

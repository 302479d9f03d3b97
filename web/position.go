package web

import (
	"maps"
	"slices"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/internal/clip"
)

// positionRequest is POST /api/position's body: a game, and for its PGN the
// tags and the result when the game ended off the board (time, resignation,
// agreement).
type positionRequest struct {
	gameRequest
	Tags   map[string]string `json:"tags"`
	Result string            `json:"result"` // "1-0", "0-1", "1/2-1/2" or ""
	Reason string            `json:"reason"` // why, for the PGN's Termination tag
}

// Legal is one legal move as the board needs it.
type Legal struct {
	UCI   string `json:"uci"`
	From  string `json:"from"`
	To    string `json:"to"` // castling: the king's target (e1g1), or the rook's square in Chess960 (e1h1)
	Promo string `json:"promo,omitempty"`
	SAN   string `json:"san"`
}

// State is the answer of POST /api/position: everything the page draws
// about a position and the game that led to it.
type State struct {
	FEN      string   `json:"fen"`        // after the moves
	StartFEN string   `json:"startFen"`   // before them
	Turn     string   `json:"turn"`       // "w" or "b"
	Legal    []Legal  `json:"legal"`      // every legal move
	Check    string   `json:"check"`      // the king in check, or ""
	SANs     []string `json:"sans"`       // the moves in SAN
	Status   string   `json:"status"`     // "" while the game goes on, else checkmate, stalemate, insufficient material, fifty-move rule, threefold repetition
	Result   string   `json:"result"`     // "1-0", "0-1", "1/2-1/2", or "*"
	PGN      string   `json:"pgn"`        // the game in export format
	Chess960 bool     `json:"chess960"`   // castling is king takes rook
	Number   int      `json:"moveNumber"` // the full move number of FEN
	CanMate  Sides    `json:"canMate"`    // who has the material to mate (chess.Position.CanMate): a flag falls to a loss only if the other side does

	// Opening is the game's opening, by the last of its positions that
	// package eco names (so a transposition counts); nil if none is.
	Opening *Opening `json:"opening,omitempty"`
}

// Opening is a game's opening: its ECO code and name.
type Opening struct {
	ECO  string `json:"eco"`  // "C02"
	Name string `json:"name"` // "French Defense: Advance Variation"
}

// Sides is a yes or no for each side.
type Sides struct {
	W bool `json:"w"`
	B bool `json:"b"`
}

func (req *positionRequest) state() (*State, error) {
	g, err := req.resolve()
	if err != nil {
		return nil, err
	}
	switch req.Result {
	case "", "1-0", "0-1", "1/2-1/2", "*":
	default:
		return nil, badRequest("result %q: want 1-0, 0-1, 1/2-1/2 or *", clip.Line(req.Result, 20))
	}
	if len(req.Tags) > 32 {
		return nil, badRequest("tags: %d, at most 32", len(req.Tags))
	}
	for k, v := range req.Tags {
		if len(k) == 0 || len(k) > 40 || len(v) > 200 || strings.ContainsAny(k, " \"[]{}\n\r\t") || strings.ContainsAny(v, "\"\\\n\r") {
			return nil, badRequest("tag %q: names are words of at most 40 bytes, values at most 200 bytes without quotes, backslashes or line breaks", clip.Line(k, 40))
		}
	}
	return g.state(req.Tags, req.Result, clip.Line(req.Reason, 100)), nil
}

// over tells whether and how g has ended on the board: the one rule of
// POST /api/position's status and of POST /api/play's refusal (mate,
// stalemate, insufficient material, the fifty-move rule and threefold
// repetition, the last two as over without a claim).
//
// The page's games are not chess.Games: its analysis board plays on past
// the end (through a repetition, say), which a chess.Game refuses, so the
// outcome is the last position's under chess.Position.Outcome's rules.
func (g *game) over() chess.Termination { return g.outcome().Termination }

// outcome is over with the winner.
func (g *game) outcome() chess.Outcome { return g.pos.Outcome(g.history) }

// state describes g; result and reason, if given, end the game off the board.
func (g *game) state(tags map[string]string, result, reason string) *State {
	p := &g.pos
	st := &State{
		FEN: p.FEN(), StartFEN: g.start.FEN(), Turn: "w", SANs: g.sans,
		Chess960: p.Chess960(), Number: p.FullmoveNumber(), Legal: []Legal{}, Result: "*",
		CanMate: Sides{W: p.CanMate(chess.White), B: p.CanMate(chess.Black)},
	}
	if st.SANs == nil {
		st.SANs = []string{}
	}
	if o, ok := eco.Classify(g.start, g.moves); ok {
		st.Opening = &Opening{ECO: o.ECO, Name: o.Name}
	}
	if p.SideToMove() == chess.Black {
		st.Turn = "b"
	}
	if p.InCheck() {
		st.Check = p.KingSquare(p.SideToMove()).String()
	}
	for _, m := range p.LegalMoves(nil) {
		u := p.UCI(m)
		l := Legal{UCI: u, From: u[:2], To: u[2:4], SAN: p.SAN(m)}
		if len(u) == 5 {
			l.Promo = u[4:]
		}
		st.Legal = append(st.Legal, l)
	}
	if o := g.outcome(); o.Over() {
		st.Status, st.Result = o.Termination.String(), o.Result()
	} else if result != "" && result != "*" {
		st.Status, st.Result = reason, result
		if st.Status == "" {
			st.Status = "ended"
		}
	}
	st.PGN = g.pgn(tags, st.Result, st.Status)
	return st
}

// pgn writes g in export format with tags, the result and why the game
// ended (the Termination tag).
func (g *game) pgn(tags map[string]string, result, status string) string {
	pg := pgn.NewGame()
	pg.Start = g.start
	for _, name := range []string{"Event", "Site", "Date", "Round", "White", "Black"} {
		if v, ok := tags[name]; ok {
			pg.SetTag(name, v)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(tags)) {
		if !pg.HasTag(name) {
			pg.SetTag(name, tags[name])
		}
	}
	if start := chess.StartPosition(); g.start.FEN() != start.FEN() {
		pg.SetTag("SetUp", "1")
		pg.SetTag("FEN", g.start.FEN())
		if g.start.Chess960() {
			pg.SetTag("Variant", "Chess960")
		}
	}
	if status != "" {
		pg.SetTag("Termination", status)
	}
	for _, m := range g.moves {
		if _, err := pg.Append(m); err != nil {
			break // resolve checked every move
		}
	}
	pg.Result = result
	pg.SetTag("Result", result)
	return pg.String()
}

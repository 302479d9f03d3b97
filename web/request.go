package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/internal/clip"
)

// Limits on what a request may carry: far above a real game, far below
// what could hurt the server.
const (
	maxBodyBytes = 2 << 20 // a PGN upload
	maxMoves     = 2000    // plies of a game; the longest possible is 5,949
	maxFENBytes  = 200
	maxMultiPV   = 8
	maxItemBytes = 64
)

// requestError is a bad request: the answer is its status and message.
type requestError struct {
	status int
	msg    string
}

func (e *requestError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &requestError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// errorBody is every error's answer: {"error": "what was wrong"}.
type errorBody struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, status int, format string, args ...any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(errorBody{fmt.Sprintf(format, args...)})
}

// fail answers err: a requestError with its status, errBusy with 503,
// anything else with 500 (none is expected: every input error is a
// requestError).
// serveJSON is the handler of an endpoint that answers a JSON body with
// JSON and needs nothing of the server: the body decoded into a Req, the
// answer's value written, or its error with the status it carries.
func serveJSON[Req, Ans any](answer func(*Req) (Ans, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req Req
		err := decode(r, &req)
		var ans Ans
		if err == nil {
			ans, err = answer(&req)
		}
		if err != nil {
			fail(w, err)
			return
		}
		writeJSON(w, ans)
	}
}

func fail(w http.ResponseWriter, err error) {
	var re *requestError
	switch {
	case errors.As(err, &re):
		writeError(w, re.status, "%s", re.msg)
	case errors.Is(err, errBusy):
		w.Header().Set("Retry-After", "2")
		writeError(w, http.StatusServiceUnavailable, "%v", err)
	default:
		writeError(w, http.StatusInternalServerError, "%v", err)
	}
}

// decode reads a request's JSON body into v: one object of known fields,
// at most maxBodyBytes. A wrong content type, a syntax error, an unknown
// field or trailing data is a requestError naming it.
func decode(r *http.Request, v any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return &requestError{http.StatusUnsupportedMediaType, fmt.Sprintf("content type %q: send application/json", clip.Line(ct, 60))}
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBodyBytes+1))
	if err != nil {
		return badRequest("reading the body: %v", err)
	}
	if len(body) > maxBodyBytes {
		return &requestError{http.StatusRequestEntityTooLarge, fmt.Sprintf("body over %d bytes", maxBodyBytes)}
	}
	return decodeBytes(body, v)
}

// decodeBytes is decode's parser, apart for the fuzz test.
func decodeBytes(body []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(body))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		if err == io.EOF {
			return badRequest("empty body: send a JSON object")
		}
		return badRequest("bad JSON body: %s", clip.Line(err.Error(), 200))
	}
	if d.More() {
		return badRequest("bad JSON body: data after the object")
	}
	return nil
}

// gameRequest is a position as the page sends it: a start position and
// the moves played from it.
type gameRequest struct {
	FEN   string   `json:"fen"`   // "" or "startpos": the standard start
	Moves []string `json:"moves"` // UCI (e2e4, e7e8q; castling e1g1 or e1h1)
}

// game is a gameRequest checked against the rules: the start, the
// position after the moves, the moves and the keys of the positions
// before the last one (for repetitions).
type game struct {
	start, pos chess.Position
	moves      []chess.Move
	sans       []string
	history    []uint64
}

// resolve checks g: a valid FEN, at most maxMoves moves, each legal where
// it is played.
func (g gameRequest) resolve() (*game, error) {
	start := chess.StartPosition()
	if g.FEN != "" && g.FEN != "startpos" {
		if len(g.FEN) > maxFENBytes {
			return nil, badRequest("fen: over %d bytes", maxFENBytes)
		}
		p, err := chess.ParseFEN(g.FEN)
		if err != nil {
			return nil, badRequest("fen: %s", clip.Line(err.Error(), 300))
		}
		start = p
	}
	if len(g.Moves) > maxMoves {
		return nil, badRequest("moves: %d moves, over the limit of %d", len(g.Moves), maxMoves)
	}
	out := &game{start: start, pos: start}
	for i, s := range g.Moves {
		m, err := out.pos.ParseMove(s)
		if err != nil {
			return nil, badRequest("moves[%d]: %s", i, clip.Line(err.Error(), 300))
		}
		out.sans = append(out.sans, out.pos.SAN(m))
		out.history = append(out.history, out.pos.Key())
		out.pos.MakeMove(m)
		out.moves = append(out.moves, m)
	}
	return out, nil
}

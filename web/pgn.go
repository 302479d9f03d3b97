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
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/internal/clip"
)

// pgnRequest is POST /api/pgn's body: PGN text; the first game is read.
type pgnRequest struct {
	PGN string `json:"pgn"`
}

// MoveNode is one move of an imported game: its notation, the comment and
// NAGs after it, and the variations that replace it.
type MoveNode struct {
	UCI        string       `json:"uci"`
	SAN        string       `json:"san"`
	Comment    string       `json:"comment,omitempty"`
	NAGs       []int        `json:"nags,omitempty"`
	Variations [][]MoveNode `json:"variations,omitempty"`
}

// ImportedGame is POST /api/pgn's answer.
type ImportedGame struct {
	Tags     [][2]string `json:"tags"`
	StartFEN string      `json:"startFen"`
	Comment  string      `json:"comment,omitempty"`
	Moves    []MoveNode  `json:"moves"`
	Result   string      `json:"result"`
}

func (s *Server) handlePGN(w http.ResponseWriter, r *http.Request) {
	var req pgnRequest
	if err := decode(r, &req); err != nil {
		fail(w, err)
		return
	}
	g, err := importPGN(req.PGN)
	if err != nil {
		fail(w, err)
		return
	}
	// The answer is bounded apart from the moves: comments can grow in
	// JSON (a control character or '<' takes six bytes).
	var out cappedBuffer
	if err := json.NewEncoder(&out).Encode(g); err != nil {
		fail(w, &requestError{http.StatusRequestEntityTooLarge, fmt.Sprintf("pgn: the game's answer would be over %d bytes; send less commentary", maxReplyBytes)})
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(out.Bytes())
}

// Limits on a PGN import, beside maxBodyBytes: variations nested at most
// maxPGNDepth deep, at most maxPGNMoves moves in all (variations
// included), and an answer of at most maxReplyBytes. The 1.6 MB body of
// 200,000 nested variations that took the server to 1.1 GB now gets a 413
// at once (docs/WEB.md).
const (
	maxPGNDepth   = 32
	maxPGNMoves   = 10_000
	maxReplyBytes = 4 << 20
)

// cappedBuffer is a bytes.Buffer that refuses to grow past maxReplyBytes.
type cappedBuffer struct{ bytes.Buffer }

var errReplyTooLarge = errors.New("reply too large")

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > maxReplyBytes {
		return 0, errReplyTooLarge
	}
	return b.Buffer.Write(p)
}

// importPGN reads the first game of text; a PGN error is a bad request
// naming the line, the column and the token.
func importPGN(text string) (*ImportedGame, error) {
	r := pgn.NewReader(strings.NewReader(text))
	r.MaxDepth, r.MaxMoves = maxPGNDepth, maxPGNMoves
	g, err := r.Read()
	var perr *pgn.Error
	switch {
	case err == io.EOF:
		return nil, badRequest("pgn: no game in the text")
	case errors.Is(err, pgn.ErrLimit):
		return nil, &requestError{http.StatusRequestEntityTooLarge, "pgn: " + clip.Line(err.Error(), 300)}
	case errors.As(err, &perr):
		return nil, badRequest("pgn: %s", clip.Line(perr.Error(), 300))
	case err != nil:
		return nil, badRequest("pgn: %s", clip.Line(err.Error(), 300))
	}
	out := &ImportedGame{StartFEN: g.Start.FEN(), Comment: g.Comment, Result: g.Result, Tags: [][2]string{}}
	for _, t := range g.Tags {
		out.Tags = append(out.Tags, [2]string{t.Name, t.Value})
	}
	out.Moves = importLine(g.Start, g.Moves)
	return out, nil
}

// importLine converts a line played from pos, variations included. A null
// move ends the line: the board cannot show one.
func importLine(pos chess.Position, line []pgn.Node) []MoveNode {
	out := []MoveNode{}
	for _, n := range line {
		if n.Move == chess.NullMove {
			break
		}
		mn := MoveNode{UCI: pos.UCI(n.Move), SAN: pos.SAN(n.Move), Comment: n.Comment}
		for _, a := range n.NAGs {
			mn.NAGs = append(mn.NAGs, int(a))
		}
		for _, v := range n.Variations {
			mn.Variations = append(mn.Variations, importLine(pos, v.Moves))
		}
		out = append(out, mn)
		pos.MakeMove(n.Move)
	}
	return out
}

package web_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/web"
)

// A PGN import is bounded in its variations' depth, its moves and its
// answer: the 1.6 MB body of 200,000 nested variations of issue 28 gets a
// short 413, not an 8.6 MB answer (and 1.1 GB of server memory).
func TestPGNLimits(t *testing.T) {
	_, url := serve(t, web.Config{Searches: 1})
	const n = 200_000
	nested := "1. e4 " + strings.Repeat("(1. d4 ", n) + strings.Repeat(")", n) + " *"
	long := strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 2600) + "*"
	lt := "1. e4 {" + strings.Repeat("<", 1<<20) + "} *"
	for _, c := range []struct {
		name, pgn, want string
	}{
		{"nested", nested, "variations nested over 32 deep"},
		{"long", long, "over 10000 moves in the game"},
		{"commentary", lt, "answer would be over"},
	} {
		var body strings.Builder
		enc := json.NewEncoder(&body)
		enc.SetEscapeHTML(false) // '<' is one byte of the body, six of the answer
		enc.Encode(map[string]string{"pgn": c.pgn})
		code, b := post(t, url+"/api/pgn", body.String(), nil)
		if code != 413 || !strings.Contains(b, c.want) || len(b) > 400 {
			t.Errorf("%s: %d %.300s (%d bytes), want 413 with %q", c.name, code, b, len(b), c.want)
		}
	}
	// At the limits, it is a game.
	ok := "1. e4 " + strings.Repeat("(1. d4 ", 32) + strings.Repeat(")", 32) + " *"
	body, _ := json.Marshal(map[string]string{"pgn": ok})
	if code, b := post(t, url+"/api/pgn", string(body), nil); code != 200 {
		t.Errorf("32 nested variations: %d %.300s", code, b)
	}
}

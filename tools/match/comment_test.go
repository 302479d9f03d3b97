package match

import (
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

func TestCommentScore(t *testing.T) {
	for c, want := range map[string]int{"+0.35/12 0.52s": 35, "-1.05/3 0.1s": -105, "+0.00/1 0.001s": 0, "-0.01/9 1s, White resigns": -1} {
		if got, ok := CommentScore(c); !ok || got != want {
			t.Errorf("%q: %d %v, want %d", c, got, ok, want)
		}
	}
	for _, c := range []string{"+M3/12 0.5s", "-M1/2 0.1s", "0.52s", "", "/", "+NaN/3", "+1e9/2", "White resigns"} {
		if got, ok := CommentScore(c); ok {
			t.Errorf("%q: score %d, want none", c, got)
		}
	}
}

// What comment writes, CommentScore reads: centipawn scores come back,
// mates and replies without a score give none.
func TestCommentRoundTrip(t *testing.T) {
	for _, cp := range []int{0, 1, -1, 35, -105, 999, -30000, MaxCommentScore, -MaxCommentScore} {
		c := comment(Reply{HasScore: true, Score: uci.Score{CP: cp}, Depth: 12}, 520*time.Millisecond)
		if got, ok := CommentScore(c); !ok || got != cp {
			t.Errorf("%d cp written as %q reads back as %d %v", cp, c, got, ok)
		}
	}
	for _, r := range []Reply{{}, {HasScore: true, Score: uci.Score{IsMate: true, Mate: 3}, Depth: 20}, {HasScore: true, Score: uci.Score{IsMate: true, Mate: -2}}} {
		c := comment(r, time.Second)
		if got, ok := CommentScore(c); ok {
			t.Errorf("%+v written as %q reads as score %d, want none", r, c, got)
		}
	}
}

// FuzzCommentScore: any comment is read without panic, and a score read is
// within bounds and reads back the same from the comment a match writes
// for it.
func FuzzCommentScore(f *testing.F) {
	for _, s := range []string{"+0.35/12 0.52s", "-M3/2 0.1s", "+1e3/1", "-0/0", "+.5/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, c string) {
		cp, ok := CommentScore(c)
		if !ok {
			return
		}
		if cp > MaxCommentScore || cp < -MaxCommentScore {
			t.Fatalf("%q: %d out of bounds", c, cp)
		}
		back := comment(Reply{HasScore: true, Score: uci.Score{CP: cp}, Depth: 1}, 0)
		if got, ok := CommentScore(back); !ok || got != cp {
			t.Fatalf("%q: %d, written as %q, reads back as %d %v", c, cp, back, got, ok)
		}
	})
}

package match

import (
	"strconv"
	"strings"
	"time"
)

// The move comments of a match's PGN carry the mover's score, the depth and
// the time taken, as cutechess-cli writes them: "+0.35/12 0.52s",
// "-M3/20 1.000s" (a mate), "0.520s" (no score). comment writes them and
// CommentScore reads the score back (westcott wdlfit fits its model to
// them), so the two stay one format.

// MaxCommentScore is the largest score (cp) CommentScore reads: beyond it
// a number is not a search score.
const MaxCommentScore = 100000

// comment formats a move's engine comment: "+0.35/12 0.520s", "+M3/20
// 1.000s", "0.520s" without a score.
func comment(r Reply, took time.Duration) string {
	t := strconv.FormatFloat(took.Seconds(), 'f', 3, 64) + "s"
	if !r.HasScore {
		return t
	}
	return r.Score.PGN() + "/" + strconv.Itoa(r.Depth) + " " + t
}

// CommentScore reads the score of a move comment as a match writes it,
// "+0.35/12 0.52s", in centipawns from the mover's side; ok is false for a
// mate ("+M3/20 ..."), a comment without a score, and a number beyond
// ±MaxCommentScore cp.
func CommentScore(c string) (cp int, ok bool) {
	head, _, found := strings.Cut(c, "/")
	if !found || head == "" || (head[0] != '+' && head[0] != '-') {
		return 0, false
	}
	x, err := strconv.ParseFloat(head, 64)
	if err != nil || x != x || x*100 > MaxCommentScore || x*100 < -MaxCommentScore {
		return 0, false
	}
	if x < 0 {
		return int(x*100 - 0.5), true
	}
	return int(x*100 + 0.5), true
}

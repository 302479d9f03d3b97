package eval

import (
	"fmt"
	"strings"

	"github.com/westcott-chess/westcott/chess"
)

// Breakdown is an evaluation split by term, as Explain returns it. MG and
// EG hold each term's midgame and endgame values for White ([0]) and Black
// ([1]), both from their own side's point of view.
type Breakdown struct {
	MG, EG [NumTerms][2]int
	Phase  int         // 0 (bare kings and pawns) .. 24 (all pieces)
	Scale  int         // out of 64: how much of the score is kept
	Score  int         // the final score, as Evaluate returns it
	Side   chess.Color // the side to move, whose view Score takes
}

// Explain evaluates p like Evaluate and returns the score split by term.
func Explain(p *chess.Position) Breakdown {
	var log []counted
	e := evaluation{w: defaultWeights, log: &log}
	b := Breakdown{Score: e.run(p), Side: p.SideToMove()}
	for _, k := range log {
		w := e.w[k.i]
		b.MG[k.t][k.c] += int(w.MG) * k.n
		b.EG[k.t][k.c] += int(w.EG) * k.n
	}
	b.Phase, b.Scale = e.phase, e.scale
	return b
}

// White returns the final score from White's point of view.
func (b Breakdown) White() int {
	if b.Side == chess.Black {
		return -b.Score
	}
	return b.Score
}

// String draws the breakdown as a table in pawns, White's minus Black's
// values in the Total column, and the final score from White's side:
//
//	    Term |    White    |    Black    |    Total
//	         |   MG    EG  |   MG    EG  |   MG    EG
//	Material |  ...
func (b Breakdown) String() string {
	var sb strings.Builder
	pawns := func(v int) string { return fmt.Sprintf("%5.2f", float64(v)/100) }
	fmt.Fprintf(&sb, "%12s | %13s | %13s | %13s\n", "Term", "White", "Black", "Total")
	fmt.Fprintf(&sb, "%12s | %6s %6s | %6s %6s | %6s %6s\n", "", "MG", "EG", "MG", "EG", "MG", "EG")
	sb.WriteString(strings.Repeat("-", 13) + "+" + strings.Repeat("-", 15) + "+" + strings.Repeat("-", 15) + "+" + strings.Repeat("-", 14) + "\n")
	var tmg, teg int
	for t := range NumTerms {
		mg, eg := b.MG[t][0]-b.MG[t][1], b.EG[t][0]-b.EG[t][1]
		tmg, teg = tmg+mg, teg+eg
		fmt.Fprintf(&sb, "%12s | %6s %6s | %6s %6s | %6s %6s\n", Term(t),
			pawns(b.MG[t][0]), pawns(b.EG[t][0]), pawns(b.MG[t][1]), pawns(b.EG[t][1]), pawns(mg), pawns(eg))
	}
	sb.WriteString(strings.Repeat("-", 13) + "+" + strings.Repeat("-", 15) + "+" + strings.Repeat("-", 15) + "+" + strings.Repeat("-", 14) + "\n")
	fmt.Fprintf(&sb, "%12s | %13s | %13s | %6s %6s\n", "Total", "", "", pawns(tmg), pawns(teg))
	fmt.Fprintf(&sb, "\nPhase %d/24, scale %d/64\nFinal evaluation: %+.2f (white side)\n", b.Phase, b.Scale, float64(b.White())/100)
	return sb.String()
}

package eval

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// Each drawish ending gets its scale case for the side ahead, and so does
// its color-flipped mirror for the other side; the winning endings next to
// them keep the full score.
func TestScaleCase(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want Index // for White, the side ahead
	}{
		{"8/4k3/8/8/8/3KB3/8/8 w - - 0 1", DrawScale},                   // a lone bishop
		{"8/4k3/8/8/8/2NKN3/8/8 w - - 0 1", DrawScale},                  // two knights
		{"8/4k3/3b4/8/8/3K4/3R4/8 w - - 0 1", ScalePawnless},            // KRvKB
		{"8/4k3/3n4/8/8/3K4/3R4/8 w - - 0 1", ScalePawnless},            // KRvKN
		{"8/4k3/3r4/8/8/3K4/2BR4/8 w - - 0 1", ScalePawnless},           // KRBvKR
		{"8/4k3/8/8/8/3K4/3R4/8 w - - 0 1", FullScale},                  // KRvK mates
		{"8/4k3/3n4/8/8/3K4/3Q4/8 w - - 0 1", FullScale},                // KQvKN wins
		{"8/5pk1/6p1/4b3/8/3B2P1/5PKP/8 w - - 0 1", ScaleOCB},           // bishops of opposite colours, pawns
		{"2r5/5pk1/6p1/4b3/8/3B2P1/5PKP/2R5 w - - 0 1", ScaleOCBPieces}, // and a rook each
		{"8/5pk1/6p1/3b4/8/3B2P1/5PKP/8 w - - 0 1", FullScale},          // same-coloured bishops
		{"8/4k3/3r4/8/8/3K4/3RP3/8 w - - 0 1", ScaleOnePawn},            // KRPvKR
		{"8/4k3/3n4/8/8/3K4/3BP3/8 w - - 0 1", ScaleOnePawn},            // KBPvKN
		{"8/4k3/8/8/8/3K4/3RP3/8 w - - 0 1", FullScale},                 // KRPvK
		{"8/4k3/3r4/8/8/3K4/3RPP2/8 w - - 0 1", FullScale},              // two pawns
	} {
		p := mustFEN(t, tc.fen)
		if got := ScaleCase(&p, chess.White); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.fen, got, tc.want)
		}
		q := mustFEN(t, flipFEN(t, tc.fen))
		if got := ScaleCase(&q, chess.Black); got != tc.want {
			t.Errorf("%s flipped: %v, want %v", tc.fen, got, tc.want)
		}
	}
}

// The scale shrinks only the endgame sum: the opposite-bishop ending a pawn
// up is worth the scaled fraction of the same ending with the weight at 64.
func TestScaleApplies(t *testing.T) {
	p := mustFEN(t, "8/5pk1/6p1/4b3/8/3B2P1/4PPKP/8 w - - 0 1") // a pawn up
	full := handWeights
	full[ScaleOCB] = Score{0, 64}
	half := handWeights
	half[ScaleOCB] = Score{0, 32}
	tr := TraceOf(&p)
	mg, eg := tr.Sum(&full)
	if eg <= 0 || tr.Phase != 2 {
		t.Fatalf("endgame sum %d, phase %d: White should lead, only bishops on", eg, tr.Phase)
	}
	if got, want := EvaluateWith(&p, &full), (mg*2+eg*22)/24; got != want {
		t.Errorf("scale 64: %d, want %d", got, want)
	}
	if got, want := EvaluateWith(&p, &half), (mg*2+eg/2*22)/24; got != want {
		t.Errorf("scale 32: %d, want %d", got, want)
	}
	if got := Explain(&p).Scale; got != int(handWeights[ScaleOCB].EG) {
		t.Errorf("Explain's scale %d, want %d", got, handWeights[ScaleOCB].EG)
	}
}

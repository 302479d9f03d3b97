package dirgolem

import (
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// FuzzAgainstMain feeds DirGolem any position ParseFEN accepts and requires
// the main generator's move set, there and one ply below.
func FuzzAgainstMain(f *testing.F) {
	for _, s := range []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"4k3/8/8/8/8/8/8/rR2K3 w B - 0 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			return
		}
		if !sameMoveSet(t, &p, "fuzz") {
			return
		}
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.MakeMove(m)
			if !sameMoveSet(t, &c, "fuzz +"+p.UCI(m)) {
				return
			}
		}
	})
}

package engine

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/search"
)

// BenchPositions are the positions of the bench: openings, middlegames
// from the tactical (WAC) and strategic (STS) suites, the perft test
// positions, and endgames. Changing them changes every bench number.
var BenchPositions = []string{
	chess.StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
	"rnbqkb1r/ppp1pppp/7n/3p4/8/N1P5/PP1PPPPP/R1BQKBNR w KQkq - 0 3",
	"rnbqkb1r/p1pppppp/7n/1p6/3P4/8/PPPKPPPP/RNBQ1BNR w kq - 0 3",
	"r1bqkbnr/pppp1ppp/2n1p3/8/2P5/2N5/PP1PPPPP/R1BQKBNR w KQkq - 0 3",
	"r1bqkbnr/pp1ppppp/2n5/2p5/1P6/P7/2PPPPPP/RNBQKBNR w KQkq - 0 3",
	"8/7p/5k2/5p2/p1p2P2/Pr1pPK2/1P1R3P/8 b - - 0 1",
	"2br2k1/2q3rn/p2NppQ1/2p1P3/Pp5R/4P3/1P3PPP/3R2K1 w - - 0 1",
	"5rk1/1b3p1p/pp3p2/3n1N2/1P6/P1qB1PP1/3Q3P/4R1K1 w - - 0 1",
	"3r4/2p1rk2/1pQq1pp1/7p/1P1P4/P4P2/6PP/R1R3K1 b - - 0 1",
	"k4r2/1R4pb/1pQp1n1p/3P4/5p1P/3P2P1/r1q1R2K/8 w - - 0 1",
	"2kr3r/pp1q1ppp/5n2/1Nb5/2Pp1B2/7Q/P4PPP/1R3RK1 w - - 0 1",
	"2r5/1r6/4pNpk/3pP1qp/8/2P1QP2/5PK1/R7 w - - 0 1",
	"r4rk1/1bn2qnp/3p1B1Q/p2P1pP1/1pp5/5N1P/PPB2P2/2KR3R w - - 0 1",
	"4r1k1/p1qr1p2/2pb1Bp1/1p5p/3P1n1R/1B3P2/PP3PK1/2Q4R w - - 0 1",
	"r3r1k1/5pp1/p1p4p/2Pp4/8/q1NQP1BP/5PP1/4K2R b K - 0 1",
	"2rqrn1k/pb4pp/1p2pp2/n2P4/2P3N1/P2B2Q1/1B3PPP/2R1R1K1 w - - 0 1",
	"2b5/1r6/2kBp1p1/p2pP1P1/2pP4/1pP3K1/1R3P2/8 b - - 0 1",
	"2r2b1r/p1Nk2pp/3p1p2/N2Qn3/4P3/q6P/P4PP1/1R3K1R w - - 0 1",
	"2k2r2/2p5/1pq5/p1p1n3/P1P2n1B/1R4Pp/2QR4/6K1 b - - 0 1",
	"2k3r1/1b2bp2/2p2n2/ppn1p1Bp/2p1P2P/P4B2/1P1RN1P1/4K2R b K - 0 1",
	"2b1r1k1/p1B1ppbp/1p4p1/8/4n3/7P/P1RRBPP1/6K1 w - - 0 1",
	"1r3rk1/pp3pp1/1np4p/2Nn2bq/3P3N/P2Q2PP/1P1BRP2/4R1K1 w - - 0 1",
	"1r4k1/1br3p1/1ppbp3/p2p1q1p/P1PP1Pp1/1P2P1P1/1Q3NBP/2RR2K1 w - - 0 1",
	"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 3 8",
	"r2qkb1r/pp3ppp/2n1pn2/3p1b2/3P4/2N1PN2/PP3PPP/R1BQKB1R w KQkq - 0 7",
	"8/8/1k6/8/2PK4/8/8/8 w - - 0 1",
	"6k1/5ppp/8/8/8/8/r4PPP/1R4K1 w - - 0 1",
	"8/5pk1/6p1/7p/1P5P/6P1/5PK1/8 w - - 0 1",
	"4r1k1/1p3ppp/p7/3n4/8/1P3N2/P4PPP/2R3K1 w - - 0 1",
	"8/8/4kpp1/3p1b2/p6P/2B5/6P1/6K1 b - - 0 47",
	"8/8/8/8/8/2k5/8/K6Q w - - 0 1",
	"8/3k4/8/8/8/8/3PK3/8 w - - 0 1",
	"5k2/8/3K4/4P3/8/8/8/8 w - - 0 1",
	"r7/6k1/8/8/8/8/5PK1/R7 w - - 0 1",
	"8/p4pk1/6p1/3R4/8/6P1/r4P1K/8 b - - 0 1",
}

// BenchDepth is the bench's default search depth.
const BenchDepth = 12

// BenchNodes is the node count of the bench at BenchDepth with the default
// evaluation (the zero Eval): the fingerprint of the search and the
// evaluation. A test and .ci/run check it, so a
// commit that changes what the engine searches must change this number
// and say so (OpenBench workers compare it too).
const BenchNodes = 6604252

// BenchResult is the outcome of a bench run.
type BenchResult struct {
	Nodes     uint64
	Time      time.Duration
	Positions int // searched to the end: fewer than len(BenchPositions) when ctx was done
}

// NPS returns the nodes per second of the run.
func (r BenchResult) NPS() uint64 {
	if r.Time <= 0 {
		return 0
	}
	return uint64(float64(r.Nodes) / r.Time.Seconds())
}

// Bench searches every BenchPosition to the given depth with one thread and
// a 16 MB hash table cleared before each position, with the default
// evaluation (the zero Eval), writes one line per position to w, and ends
// with the lines "nodes N" and "nps N". The node count depends only on the
// code, not on the machine or the run: it is the fingerprint of the search
// and evaluation. When ctx is done it stops: the interrupted position is
// left out, and the totals are those of the positions before it.
func Bench(ctx context.Context, w io.Writer, depth int) BenchResult {
	return BenchEval(ctx, w, depth, Eval{})
}

// benchHashMB is the bench's table: its own, not DefaultHashMB, so that a
// new default does not change the fingerprint.
const benchHashMB = 16

// BenchEval is Bench with the evaluation v.
func BenchEval(ctx context.Context, w io.Writer, depth int, v Eval) BenchResult {
	tt := search.NewTT(benchHashMB)
	s := search.NewSearcher(tt)
	s.SetNetwork(v.Network())
	var total BenchResult
	for i, fen := range BenchPositions {
		pos, err := chess.ParseFEN(fen)
		if err != nil {
			panic("engine: bad bench position: " + fen) // a programming error: the list is fixed
		}
		tt.Clear()
		s.Reset()
		res := s.Search(ctx, pos, nil, search.Limits{Depth: depth}, nil)
		if ctx.Err() != nil {
			break
		}
		total.Nodes += res.Nodes
		total.Time += res.Time
		total.Positions++
		fmt.Fprintf(w, "%2d/%d  %-5s %-9s %9d nodes  %s\n", i+1, len(BenchPositions), pos.UCI(res.Move), UCIScore(res.Score), res.Nodes, fen)
	}
	fmt.Fprintf(w, "\ndepth %d, %d positions, %d ms\nnodes %d\nnps %d\n", depth, total.Positions, total.Time.Milliseconds(), total.Nodes, total.NPS())
	return total
}

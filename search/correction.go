package search

import "github.com/westcott-chess/westcott/chess"

// Correction history: the static evaluation errs the same way in positions
// that share a pawn structure (a weakness it misjudges, a blockade it does
// not see). Each node whose search result is trustworthy records how far
// the search landed from the static evaluation, in a table indexed by the
// side to move and a hash of the pawns; later static evaluations of the
// same structure are moved by the recorded average.
const (
	corrBits   = 14
	corrSize   = 1 << corrBits // entries per side
	corrGrain  = 256           // entries hold centipawns times this
	corrMax    = 32 * corrGrain
	corrWeight = 256 // a new result weighs min(depth+1, 16)/corrWeight
)

type corrTable [2][corrSize]int32

// pawnIndex hashes the pawns of p into an index of a correction table. The
// pawn bitboards are mixed by multiplication rather than kept as an
// incremental Zobrist key: this is the only user, and it costs a few cycles.
func pawnIndex(p *chess.Position) int {
	h := uint64(p.Pieces(chess.White, chess.Pawn))*0x9E3779B97F4A7C15 ^ uint64(p.Pieces(chess.Black, chess.Pawn))*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	return int(h >> (64 - corrBits))
}

// corrected returns the raw static evaluation moved by the correction
// history, kept out of the mate range.
func (s *Searcher) corrected(raw int) int {
	c := s.corr[s.pos.SideToMove()][pawnIndex(&s.pos)]
	return min(max(raw+int(c)/corrGrain, -MateBound+1), MateBound-1)
}

// updateCorrection records that a search of depth found best where the
// static evaluation said staticEval.
func (s *Searcher) updateCorrection(best, staticEval, depth int) {
	e := &s.corr[s.pos.SideToMove()][pawnIndex(&s.pos)]
	w := int32(min(depth+1, 16))
	v := (*e*(corrWeight-w) + int32(best-staticEval)*corrGrain*w) / corrWeight
	*e = min(max(v, -corrMax), corrMax)
}

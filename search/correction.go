package search

import "github.com/westcott-chess/westcott/chess"

// Correction history: the static evaluation errs the same way in positions
// that share a pawn structure (a weakness it misjudges, a blockade it does
// not see), or a side's placement of its pieces (an attack it underrates, a
// piece it misplaces). Each node whose search result is trustworthy records
// how far the search landed from the static evaluation, in tables indexed
// by the side to move and a hash of the pawns, or of one color's other
// pieces; later static evaluations of the same structure are moved by the
// recorded averages.
const (
	corrBits   = 14
	corrSize   = 1 << corrBits // entries per side
	corrGrain  = 256           // entries hold centipawns times this
	corrMax    = 32 * corrGrain
	corrWeight = 256 // a new result weighs min(depth+1, 16)/corrWeight
)

// corrTable holds the correction histories, by side to move: of the pawn
// structure, and of each color's pieces other than pawns.
type corrTable struct {
	pawn   [2][corrSize]int32
	pieces [2][2][corrSize]int32 // [side to move][color of the pieces]
}

// pawnIndex hashes the pawns of p into an index of a correction table. The
// pawn bitboards are mixed by multiplication rather than kept as an
// incremental Zobrist key: this is the only user, and it costs a few cycles.
func pawnIndex(p *chess.Position) int {
	return corrIndex(uint64(p.Pieces(chess.White, chess.Pawn))*0x9E3779B97F4A7C15 ^ uint64(p.Pieces(chess.Black, chess.Pawn))*0xC2B2AE3D27D4EB4F)
}

// piecesIndex hashes color c's pieces other than pawns, each type apart,
// into an index of a correction table.
func piecesIndex(p *chess.Position, c chess.Color) int {
	return corrIndex(uint64(p.Pieces(c, chess.Knight))*0x9E3779B97F4A7C15 ^ uint64(p.Pieces(c, chess.Bishop))*0xC2B2AE3D27D4EB4F ^
		uint64(p.Pieces(c, chess.Rook))*0x165667B19E3779F9 ^ uint64(p.Pieces(c, chess.Queen))*0xD6E8FEB86659FD93 ^
		uint64(p.Pieces(c, chess.King))*0xFF51AFD7ED558CCD)
}

// corrIndex folds a product hash into an index of a correction table: the
// high bits are the best mixed, and the shift brings some of them lower.
func corrIndex(h uint64) int {
	h ^= h >> 29
	return int(h >> (64 - corrBits))
}

// corrections returns the entries of the correction tables that apply to
// the current position.
func (s *Searcher) corrections() (pawn, white, black *int32) {
	stm := s.pos.SideToMove()
	return &s.corr.pawn[stm][pawnIndex(&s.pos)], &s.corr.pieces[stm][chess.White][piecesIndex(&s.pos, chess.White)],
		&s.corr.pieces[stm][chess.Black][piecesIndex(&s.pos, chess.Black)]
}

// corrected returns the raw static evaluation moved by the correction
// histories (the pawns' in full, each color's pieces' by half), kept out of
// the mate range.
func (s *Searcher) corrected(raw int) int {
	p, w, b := s.corrections()
	c := int(*p) + (int(*w)+int(*b))/2
	return min(max(raw+c/corrGrain, -MateBound+1), MateBound-1)
}

// updateCorrection records that a search of depth found best where the
// static evaluation said staticEval.
func (s *Searcher) updateCorrection(best, staticEval, depth int) {
	w := int32(min(depth+1, 16))
	p, wh, bl := s.corrections()
	for _, e := range [3]*int32{p, wh, bl} {
		v := (*e*(corrWeight-w) + int32(best-staticEval)*corrGrain*w) / corrWeight
		*e = min(max(v, -corrMax), corrMax)
	}
}

package chess

// Zobrist keys, from a fixed-seed generator so keys are the same in every run
// (and so hash-dependent results are reproducible).
var (
	zPiece    [16][64]uint64
	zCastling [16]uint64
	zEP       [8]uint64
	zSide     uint64
)

func init() {
	s := uint64(0x57E5_7C07_7000_0001) // "Westcott", roughly; any fixed seed will do
	next := func() uint64 {            // splitmix64
		s += 0x9E3779B97F4A7C15
		z := s
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for pc := range zPiece {
		for sq := range zPiece[pc] {
			zPiece[pc][sq] = next()
		}
	}
	// Castling keys are xors of one key per right, so losing a right is one xor.
	var single [4]uint64
	for i := range single {
		single[i] = next()
	}
	for cr := range zCastling {
		for i := range single {
			if cr&(1<<i) != 0 {
				zCastling[cr] ^= single[i]
			}
		}
	}
	for f := range zEP {
		zEP[f] = next()
	}
	zSide = next()
}

// computeKey computes the Zobrist key from scratch. MakeMove updates the key
// incrementally; tests check the two agree.
func (p *Position) computeKey() uint64 {
	var k uint64
	for sq, pc := range p.board {
		if pc != NoPiece {
			k ^= zPiece[pc][sq]
		}
	}
	k ^= zCastling[p.castling]
	if p.ep != NoSquare {
		k ^= zEP[p.ep.File()]
	}
	if p.side == Black {
		k ^= zSide
	}
	return k
}

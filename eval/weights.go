package eval

// Weights of the evaluation, in centipawns, each a midgame/endgame pair.
// They were set by hand from chess knowledge and checked by the strength
// tests recorded in docs/PERFORMANCE.md ("## Engine"); none is tuned yet.

// pair is a midgame and an endgame value.
type pair struct{ mg, eg int }

func (a pair) add(b pair) pair         { return pair{a.mg + b.mg, a.eg + b.eg} }
func (a pair) sub(b pair) pair         { return pair{a.mg - b.mg, a.eg - b.eg} }
func (a pair) times(n int) pair        { return pair{a.mg * n, a.eg * n} }
func (a pair) negate() pair            { return pair{-a.mg, -a.eg} }
func p(mg, eg int) pair                { return pair{mg, eg} }
func (a pair) isZero() bool            { return a.mg == 0 && a.eg == 0 }
func (a pair) taper(ph int) int        { return (a.mg*ph + a.eg*(maxPhase-ph)) / maxPhase }
func (a *pair) addTo(b pair)           { a.mg += b.mg; a.eg += b.eg }
func (a *pair) addTimes(b pair, n int) { a.mg += b.mg * n; a.eg += b.eg * n }

// Piece values, indexed by chess.PieceType (Pawn..King).
var pieceValue = [7]pair{
	{}, p(100, 120), p(320, 300), p(330, 320), p(480, 520), p(950, 980), {},
}

// Game phase.
const maxPhase = 24

var phaseWeight = [7]int{0, 0, 1, 1, 2, 4, 0}

// Pawn structure.
var (
	doubledPawn   = p(-10, -20) // each pawn with an own pawn in front on its file
	isolatedPawn  = p(-10, -15)
	backwardPawn  = p(-8, -10)
	backwardOpen  = p(-10, -5)                                                                       // extra when no enemy pawn in front: a target on a half-open file
	defendedPawn  = p(6, 4)                                                                          // defended by an own pawn
	phalanxPawn   = p(4, 3)                                                                          // an own pawn beside it on the same rank
	passedPawn    = [8]pair{{}, p(5, 10), p(5, 15), p(10, 25), p(25, 45), p(45, 80), p(70, 130), {}} // by relative rank
	passedFree    = [8]pair{{}, {}, {}, p(0, 5), p(5, 15), p(10, 30), p(20, 50), {}}                 // stop square empty
	passedKingOwn = 3                                                                                // eg, per square of own king distance to the stop square, times rank weight
	passedKingFoe = 6                                                                                // eg, per square of enemy king distance
)

// Mobility: per attacked square that holds no own piece and no enemy pawn
// attacks, counted from the piece's average.
var (
	mobilityWeight = [7]pair{{}, {}, p(4, 4), p(5, 5), p(3, 5), p(1, 3), {}}
	mobilityCenter = [7]int{0, 0, 4, 6, 6, 12, 0}
)

// Pieces.
var (
	bishopPair    = p(25, 50)
	rookOpen      = p(25, 10) // no pawn on the rook's file
	rookHalfOpen  = p(12, 6)  // no own pawn on it
	rookOnSeventh = p(10, 20) // on the 7th rank while the enemy king is on the 8th or enemy pawns on the 7th
)

// King safety (midgame only).
var (
	attackWeight   = [7]int{0, 0, 2, 2, 3, 5, 0} // per attacked king-zone square, by attacker type
	shieldNear     = 12                          // own pawn right in front of the king (per file)
	shieldFar      = 6                           // own pawn two squares in front
	shieldMissing  = -12                         // no own pawn on the file in front of the king
	openFileNearby = -10                         // and no enemy pawn on it either
	maxKingDanger  = 500
)

// Tempo: the side to move's bonus.
var tempo = p(15, 5)

// mopUp is the endgame bonus that drives a bare king to the edge and brings
// the stronger king near when one side has only its king (and maybe minor
// pieces) left against decisive material.
const (
	mopUpEdge  = 10 // per step of the weak king's distance from the centre
	mopUpClose = 4  // per step the kings are closer than 14 (Manhattan)
)

package dirgolem

import (
	"math/bits"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Bitboard is bitboard.Bitboard, named here for short.
type Bitboard = bitboard.Bitboard

// Targets is the legal moves of a position the DirGolem way: one target set
// per move direction, and the phase-one sets they were computed from. The
// zero Targets is "no moves". Generate fills one; it is 200 bytes, so keep
// one per ply rather than allocating.
type Targets struct {
	// To holds the sixteen move-target sets, indexed by Dir. Each square in
	// To[d] is the target of exactly one legal move in direction d (four,
	// for a promotion). Castling shows as the king's east or west target on
	// its own rook's square.
	To [NumDirs]Bitboard

	// EnemyAttacks is every square the opponent attacks, computed with the
	// side to move's king removed from the board (x-rayed): the squares the
	// king must not step on.
	EnemyAttacks Bitboard
	// InBetween holds, per Line through the king, the squares between an
	// enemy slider and the king where the two see each other through at most
	// one piece: empty squares of a checking line, a pinned own piece, or an
	// enemy piece that could uncover check.
	InBetween [4]Bitboard
	// Checkers is the set of enemy pieces giving check.
	Checkers Bitboard
	// Pinned is the set of the side to move's pieces absolutely pinned to
	// its king (the own pieces of the in-between sets).
	Pinned Bitboard
	// Evasions is the mask applied to every non-king move: all squares but
	// the own pieces when not in check; the checker and the blocking squares
	// in single check; Empty in double check.
	Evasions Bitboard

	promotions int // pawn targets on the last rank; each stands for four moves
}

// superRayUp returns the attacks of a slider on sq in the positive
// direction d, given the occupancy: the branchless classical approach (page
// "Classical Approach"), one ray lookup and a forward bit scan to the first
// blocker. Without a blocker the scan finds the guard bit h8, whose ray in
// any positive direction is empty.
func superRayUp(d bitboard.Direction, sq bitboard.Square, occ Bitboard) Bitboard {
	ray := attacks.Ray(d, sq)
	first := bitboard.Square(bits.TrailingZeros64(uint64(ray&occ) | 1<<63))
	return ray ^ attacks.Ray(d, first)
}

// superRayDown is superRayUp for a negative direction: a reverse bit scan,
// with the guard bit a1.
func superRayDown(d bitboard.Direction, sq bitboard.Square, occ Bitboard) Bitboard {
	ray := attacks.Ray(d, sq)
	first := bitboard.Square(63 ^ bits.LeadingZeros64(uint64(ray&occ)|1))
	return ray ^ attacks.Ray(d, first)
}

// Generate fills t with the legal moves of p (a position without a king of
// the side to move has none). It allocates nothing.
func Generate(p *chess.Position, t *Targets) {
	us := p.SideToMove()
	them := us.Other()
	own, enemy := p.ByColor(us), p.ByColor(them)
	occ := own | enemy
	kbb := p.Pieces(us, chess.King)
	if kbb == 0 {
		*t = Targets{}
		return
	}
	ksq := kbb.LSB()
	queens := p.ByType(chess.Queen)
	rq, bq := p.ByType(chess.Rook)|queens, p.ByType(chess.Bishop)|queens
	enemyRQ, enemyBQ := rq&enemy, bq&enemy

	// Phase one: the opponent's attacks, and the in-between sets.
	emptyXRay := ^(occ ^ kbb) // the king is x-rayed
	enemyAttacks, superOrth, superDia, inBetween := sliderRays(enemyRQ, enemyBQ, emptyXRay, ksq, occ)

	enemyPawns := p.Pieces(them, chess.Pawn)
	enemyKnights := p.Pieces(them, chess.Knight)
	var pawnChecks Bitboard // squares from which an enemy pawn checks the king
	if us == chess.White {
		enemyAttacks |= enemyPawns.SouthEast() | enemyPawns.SouthWest()
		pawnChecks = kbb.NorthEast() | kbb.NorthWest()
	} else {
		enemyAttacks |= enemyPawns.NorthEast() | enemyPawns.NorthWest()
		pawnChecks = kbb.SouthEast() | kbb.SouthWest()
	}
	enemyAttacks |= enemyKnights.KnightAttacks() | p.Pieces(them, chess.King).KingAttacks()

	// The branch-less check masks. A bitboard minus one, taken as a signed
	// number and shifted right arithmetically by 63, is all ones when the
	// bitboard was empty and zero otherwise (h8 alone gives MinInt64, whose
	// decrement wraps to MaxInt64: zero too).
	allInBetween := inBetween[0] | inBetween[1] | inBetween[2] | inBetween[3]
	checkers := superOrth&enemyRQ | superDia&enemyBQ |
		kbb.KnightAttacks()&enemyKnights | pawnChecks&enemyPawns
	nullIfCheck := Bitboard((int64(enemyAttacks&kbb) - 1) >> 63)
	nullIfDoubleCheck := Bitboard((int64(checkers&(checkers-1)) - 1) >> 63)
	checkTo := checkers | allInBetween&^occ | nullIfCheck
	target := ^own & checkTo & nullIfDoubleCheck

	t.EnemyAttacks = enemyAttacks
	t.InBetween = inBetween
	t.Checkers = checkers
	t.Pinned = allInBetween & own
	t.Evasions = target

	// Phase two: sliders, pinned ones only along their pin line.
	empty := ^occ
	ownRQ, ownBQ := rq&own, bq&own
	sliders := ownRQ &^ (allInBetween ^ inBetween[Vertical])
	t.To[North] = northAttacks(sliders, empty) & target
	t.To[South] = southAttacks(sliders, empty) & target
	sliders = ownRQ &^ (allInBetween ^ inBetween[Horizontal])
	t.To[East] = eastAttacks(sliders, empty) & target
	t.To[West] = westAttacks(sliders, empty) & target
	sliders = ownBQ &^ (allInBetween ^ inBetween[Diagonal])
	t.To[NorthEast] = northEastAttacks(sliders, empty) & target
	t.To[SouthWest] = southWestAttacks(sliders, empty) & target
	sliders = ownBQ &^ (allInBetween ^ inBetween[AntiDiagonal])
	t.To[NorthWest] = northWestAttacks(sliders, empty) & target
	t.To[SouthEast] = southEastAttacks(sliders, empty) & target

	// Knights: a pinned knight never moves.
	knights := p.Pieces(us, chess.Knight) &^ allInBetween
	t.To[NoNoEa] = knights.NoNoEa() & target
	t.To[NoEaEa] = knights.NoEaEa() & target
	t.To[SoEaEa] = knights.SoEaEa() & target
	t.To[SoSoEa] = knights.SoSoEa() & target
	t.To[NoNoWe] = knights.NoNoWe() & target
	t.To[NoWeWe] = knights.NoWeWe() & target
	t.To[SoWeWe] = knights.SoWeWe() & target
	t.To[SoSoWe] = knights.SoSoWe() & target

	// Pawns: captures along a diagonal unless pinned on another line,
	// pushes unless pinned off the file.
	pawns := p.Pieces(us, chess.Pawn)
	up, eastCapture, westCapture := bitboard.DirNorth, bitboard.DirNorthEast, bitboard.DirNorthWest
	lastRank, doubleRank := bitboard.Rank8BB, bitboard.Rank4BB
	if us == chess.Black {
		up, eastCapture, westCapture = bitboard.DirSouth, bitboard.DirSouthEast, bitboard.DirSouthWest
		lastRank, doubleRank = bitboard.Rank1BB, bitboard.Rank5BB
	}
	victims := enemy & target
	eastPawns := pawns &^ (allInBetween ^ inBetween[eastCapture&3])
	westPawns := pawns &^ (allInBetween ^ inBetween[westCapture&3])
	eastCaptures := eastPawns.Shift(eastCapture) & victims
	westCaptures := westPawns.Shift(westCapture) & victims
	pushers := pawns &^ (allInBetween ^ inBetween[Vertical])
	single := pushers.Shift(up) & empty
	double := single.Shift(up) & empty & target & doubleRank
	single &= target
	// Two pawns may capture onto one square from both sides: count per set.
	t.promotions = bits.OnesCount64(uint64(eastCaptures&lastRank)) +
		bits.OnesCount64(uint64(westCaptures&lastRank)) + bits.OnesCount64(uint64(single&lastRank))
	t.To[eastCapture] |= eastCaptures
	t.To[westCapture] |= westCaptures
	t.To[up] |= single | double

	if ep := p.EnPassant(); ep != chess.NoSquare {
		epBB := ep.Bitboard()
		if from := epBB.Shift(eastCapture.Opposite()) & eastPawns; from != 0 && epLegal(p, from, ep, ksq, occ, checkers) {
			t.To[eastCapture] |= epBB
		}
		if from := epBB.Shift(westCapture.Opposite()) & westPawns; from != 0 && epLegal(p, from, ep, ksq, occ, checkers) {
			t.To[westCapture] |= epBB
		}
	}

	// King steps: onto no own piece and no attacked square.
	kingTarget := ^(own | enemyAttacks)
	t.To[North] |= kbb.North() & kingTarget
	t.To[NorthEast] |= kbb.NorthEast() & kingTarget
	t.To[East] |= kbb.East() & kingTarget
	t.To[NorthWest] |= kbb.NorthWest() & kingTarget
	t.To[South] |= kbb.South() & kingTarget
	t.To[SouthWest] |= kbb.SouthWest() & kingTarget
	t.To[West] |= kbb.West() & kingTarget
	t.To[SouthEast] |= kbb.SouthEast() & kingTarget

	if nullIfCheck != 0 && p.Castling() != 0 {
		t.castling(p, us, ksq, occ, enemyAttacks, enemyRQ)
	}
}

// sliderRays is phase one's slider half: the opponent's slider attacks
// (rooks and queens enemyRQ, bishops and queens enemyBQ) over the empty
// squares emptyXRay, one ray direction at a time, and the in-between sets:
// each direction's attacks intersected with the attacks in the opposite
// direction of the king on ksq as a sliding super piece (superOrth,
// superDia: its rook and bishop attacks over occ).
func sliderRays(enemyRQ, enemyBQ, emptyXRay Bitboard, ksq bitboard.Square, occ Bitboard) (enemyAttacks, superOrth, superDia Bitboard, inBetween [4]Bitboard) {
	a, s := northAttacks(enemyRQ, emptyXRay), superRayDown(bitboard.DirSouth, ksq, occ)
	enemyAttacks, superOrth = a, s
	inBetween[Vertical] = a & s
	a, s = southAttacks(enemyRQ, emptyXRay), superRayUp(bitboard.DirNorth, ksq, occ)
	enemyAttacks, superOrth = enemyAttacks|a, superOrth|s
	inBetween[Vertical] |= a & s
	a, s = eastAttacks(enemyRQ, emptyXRay), superRayDown(bitboard.DirWest, ksq, occ)
	enemyAttacks, superOrth = enemyAttacks|a, superOrth|s
	inBetween[Horizontal] = a & s
	a, s = westAttacks(enemyRQ, emptyXRay), superRayUp(bitboard.DirEast, ksq, occ)
	enemyAttacks, superOrth = enemyAttacks|a, superOrth|s
	inBetween[Horizontal] |= a & s
	a, s = northEastAttacks(enemyBQ, emptyXRay), superRayDown(bitboard.DirSouthWest, ksq, occ)
	enemyAttacks, superDia = enemyAttacks|a, s
	inBetween[Diagonal] = a & s
	a, s = southWestAttacks(enemyBQ, emptyXRay), superRayUp(bitboard.DirNorthEast, ksq, occ)
	enemyAttacks, superDia = enemyAttacks|a, superDia|s
	inBetween[Diagonal] |= a & s
	a, s = northWestAttacks(enemyBQ, emptyXRay), superRayDown(bitboard.DirSouthEast, ksq, occ)
	enemyAttacks, superDia = enemyAttacks|a, superDia|s
	inBetween[AntiDiagonal] = a & s
	a, s = southEastAttacks(enemyBQ, emptyXRay), superRayUp(bitboard.DirNorthWest, ksq, occ)
	enemyAttacks, superDia = enemyAttacks|a, superDia|s
	inBetween[AntiDiagonal] |= a & s
	return enemyAttacks, superOrth, superDia, inBetween
}

// epLegal reports whether the pawn on from (a set of one square) may capture
// en passant on ep. The pin on the capturing pawn's own diagonal is already
// handled by the caller; what is left is what the in-between sets cannot
// see, because two pieces leave the board at once: the check must be
// answered (the captured pawn is the checker, or the target square blocks),
// and the two pawns must not both stand between the king and an enemy rook
// on their rank. Rare enough to recompute the slider attacks on the king.
func epLegal(p *chess.Position, from Bitboard, ep, ksq bitboard.Square, occ, checkers Bitboard) bool {
	them := p.SideToMove().Other()
	captured := ep.Bitboard().Shift(bitboard.DirSouth)
	if them == chess.White {
		captured = ep.Bitboard().Shift(bitboard.DirNorth)
	}
	// A knight or pawn check other than by the captured pawn stays.
	leapers := p.ByType(chess.Knight) | p.ByType(chess.Pawn)
	if checkers&leapers&^captured != 0 {
		return false
	}
	after := occ ^ from ^ captured ^ ep.Bitboard()
	enemy := p.ByColor(them)
	queens := p.ByType(chess.Queen)
	return attacks.Rook(ksq, after)&enemy&(p.ByType(chess.Rook)|queens) == 0 &&
		attacks.Bishop(ksq, after)&enemy&(p.ByType(chess.Bishop)|queens) == 0
}

// castling adds the legal castling moves of side us, not in check, to the
// east and west sets as the king's step onto its own rook. Standard chess and
// Chess960 follow one rule: every square the king and the rook cross or land
// on is empty but for the two of them, and no square the king crosses or
// lands on is attacked. The attacks were computed with the rook on the
// board; taking it off can only open its rank (no other line through the
// rook's square holds a second square of the king's path), so the rank is
// filled once more without the rook: in Chess960 the rook may have shielded
// the king's target from an enemy rook or queen beyond it.
func (t *Targets) castling(p *chess.Position, us chess.Color, ksq bitboard.Square, occ, enemyAttacks, enemyRQ Bitboard) {
	kingside, queenside := chess.WhiteKingside, chess.WhiteQueenside
	if us == chess.Black {
		kingside, queenside = chess.BlackKingside, chess.BlackQueenside
	}
	rooks := p.Pieces(us, chess.Rook)
	for _, right := range [2]chess.CastlingRights{kingside, queenside} {
		if p.Castling()&right == 0 {
			continue
		}
		rsq := p.CastlingRook(right)
		if !rooks.Has(rsq) {
			continue
		}
		base := ksq &^ 7
		kingTo, rookTo, dir := base|6, base|5, East
		if rsq < ksq {
			kingTo, rookTo, dir = base|2, base|3, West
		}
		both := ksq.Bitboard() | rsq.Bitboard()
		kingPath := attacks.Between(ksq, kingTo) | kingTo.Bitboard()
		rookPath := attacks.Between(rsq, rookTo) | rookTo.Bitboard()
		if (kingPath|rookPath)&occ&^both != 0 || kingPath&enemyAttacks != 0 {
			continue
		}
		if riders := enemyRQ & (bitboard.Rank1BB << base); riders != 0 {
			emptyNoRook := ^(occ &^ both)
			exposed := eastAttacks(riders, emptyNoRook) | westAttacks(riders, emptyNoRook)
			if kingPath&exposed != 0 {
				continue
			}
		}
		t.To[dir] |= rsq.Bitboard()
	}
}

// Count returns the number of legal moves in t: the population counts of
// the sixteen sets, with three more for each promotion square (a promotion
// is four moves).
func (t *Targets) Count() int {
	n := 3 * t.promotions
	for _, b := range t.To {
		n += bits.OnesCount64(uint64(b))
	}
	return n
}

// All returns the union of the sixteen target sets: Empty when the side to
// move is mated or stalemated.
func (t *Targets) All() Bitboard {
	var all Bitboard
	for _, b := range t.To {
		all |= b
	}
	return all
}

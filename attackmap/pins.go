package attackmap

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Checkers returns the pieces giving check to the side to move, by the
// page's attacksToKing: the king's square looked at as a pawn, a knight, a
// bishop and a rook of its own color, intersected with the enemy pieces
// that move that way. Empty when not in check or without a king.
func Checkers(p *chess.Position) Bitboard {
	us := p.SideToMove()
	ksq := p.KingSquare(us)
	if ksq >= 64 {
		return 0
	}
	them := us.Other()
	queens := p.Pieces(them, chess.Queen)
	occ := p.Occupied()
	return attacks.Pawn(us, ksq)&p.Pieces(them, chess.Pawn) |
		attacks.Knight(ksq)&p.Pieces(them, chess.Knight) |
		attacks.Bishop(ksq, occ)&(p.Pieces(them, chess.Bishop)|queens) |
		attacks.Rook(ksq, occ)&(p.Pieces(them, chess.Rook)|queens)
}

// xrayRookAttacks returns the squares a rook on sq attacks only through the
// first blockers it meets that are in blockers: the rook attacks with those
// blockers removed, minus its direct attacks (page "X-ray Attacks").
func xrayRookAttacks(occ, blockers Bitboard, sq Square) Bitboard {
	a := attacks.Rook(sq, occ)
	blockers &= a
	return a ^ attacks.Rook(sq, occ^blockers)
}

// xrayBishopAttacks is xrayRookAttacks for a bishop.
func xrayBishopAttacks(occ, blockers Bitboard, sq Square) Bitboard {
	a := attacks.Bishop(sq, occ)
	blockers &= a
	return a ^ attacks.Bishop(sq, occ^blockers)
}

// xrayPins finds, for the king on ksq, the pieces of blockers that stand
// alone between it and an enemy slider (of enemyRQ or enemyBQ), by the x-ray
// method: x-ray attacks from the king through the blockers that end on a
// slider moving that way, and each such slider's in-between squares.
func xrayPins(ksq Square, occ, blockers, enemyRQ, enemyBQ Bitboard) (pinned, pinners Bitboard) {
	pinners = xrayRookAttacks(occ, blockers, ksq)&enemyRQ | xrayBishopAttacks(occ, blockers, ksq)&enemyBQ
	for b := pinners; b != 0; {
		pinned |= attacks.Between(b.PopLSB(), ksq) & blockers
	}
	return pinned, pinners
}

// PinnedByXRay returns the pieces of color c absolutely pinned to their
// king, and the enemy sliders pinning them, by the x-ray method of page
// "Checks and Pinned Pieces (Bitboards)". Both are Empty without a king.
func PinnedByXRay(p *chess.Position, c chess.Color) (pinned, pinners Bitboard) {
	ksq := p.KingSquare(c)
	if ksq >= 64 {
		return 0, 0
	}
	them := c.Other()
	queens := p.Pieces(them, chess.Queen)
	return xrayPins(ksq, p.Occupied(), p.ByColor(c),
		p.Pieces(them, chess.Rook)|queens, p.Pieces(them, chess.Bishop)|queens)
}

// rayPins is the opposite ray-direction method. For each ray direction d,
// the sliders' attacks in d (a Kogge-Stone fill) intersected with the
// king's attacks as a sliding super piece in the opposite direction (its
// queen attacks masked by that ray) leave the in-between set: the empty
// squares of a checking line, or the single piece between a slider and
// the king. Its pieces of color blockers are the pinned (or discovering)
// pieces; the king's view continued through them ends on the sliders
// behind, their pinners.
func rayPins(kingBB, occ, blockers, sliderRQ, sliderBQ Bitboard) (pinned, pinners Bitboard) {
	ksq := kingBB.LSB()
	empty := ^occ
	super := attacks.Queen(ksq, occ)
	for _, d := range bitboard.Directions {
		sliders := sliderRQ
		if d.Diagonal() {
			sliders = sliderBQ
		}
		// Only sliders on the king's ray the other way can reach it in
		// direction d; most directions have none and are skipped.
		ray := attacks.Ray(d.Opposite(), ksq)
		if sliders&ray == 0 {
			continue
		}
		between := bitboard.KoggeStoneAttacks(d, sliders&ray, empty) & super & ray
		pinned |= between & blockers
	}
	through := occ &^ pinned
	pinners = (attacks.Rook(ksq, through)&^super)&sliderRQ | (attacks.Bishop(ksq, through)&^super)&sliderBQ
	return pinned, pinners
}

// PinnedByRays returns the pieces of color c absolutely pinned to their
// king, and their pinners, by the opposite ray-direction method (page
// "Checks and Pinned Pieces (Bitboards)", section "Opposite
// Ray-Directions", as DirGolem uses it): the enemy sliders' attacks in each
// direction intersected with the king's attacks, as a sliding super piece,
// in the opposite direction leave exactly the single pieces between.
func PinnedByRays(p *chess.Position, c chess.Color) (pinned, pinners Bitboard) {
	kbb := p.Pieces(c, chess.King)
	if kbb == 0 {
		return 0, 0
	}
	them := c.Other()
	queens := p.Pieces(them, chess.Queen)
	return rayPins(kbb, p.Occupied(), p.ByColor(c),
		p.Pieces(them, chess.Rook)|queens, p.Pieces(them, chess.Bishop)|queens)
}

// DiscoveredByXRay returns the pieces of color c that would give check by
// moving off the line between one of c's own sliders and the enemy king
// (discovered-check candidates), by the x-ray method: it is the pin search
// from the enemy king with c's pieces as the blockers and c's sliders as
// the pinners. A pawn among them may be unable to move off the line (a
// blocked push on a file); it is a candidate all the same.
func DiscoveredByXRay(p *chess.Position, c chess.Color) Bitboard {
	ksq := p.KingSquare(c.Other())
	if ksq >= 64 {
		return 0
	}
	queens := p.Pieces(c, chess.Queen)
	d, _ := xrayPins(ksq, p.Occupied(), p.ByColor(c),
		p.Pieces(c, chess.Rook)|queens, p.Pieces(c, chess.Bishop)|queens)
	return d
}

// DiscoveredByRays is DiscoveredByXRay by the opposite ray-direction method:
// the in-between sets of c's sliders and the enemy king, intersected with
// c's pieces.
func DiscoveredByRays(p *chess.Position, c chess.Color) Bitboard {
	kbb := p.Pieces(c.Other(), chess.King)
	if kbb == 0 {
		return 0
	}
	queens := p.Pieces(c, chess.Queen)
	d, _ := rayPins(kbb, p.Occupied(), p.ByColor(c),
		p.Pieces(c, chess.Rook)|queens, p.Pieces(c, chess.Bishop)|queens)
	return d
}

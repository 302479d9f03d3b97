package attackmap

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Bitboard and Square are the bitboard package's types, named here for
// short.
type (
	Bitboard = bitboard.Bitboard
	Square   = bitboard.Square
)

// AttackersTo returns the pieces of both colors that attack sq given the
// occupancy occ (pass p.Occupied(), or less of it to look through pieces):
// the "attacks_to" set of the page, a square-centric map. A piece never
// attacks its own square. Off the board (NoSquare) it is Empty.
func AttackersTo(p *chess.Position, sq Square, occ Bitboard) Bitboard {
	if sq >= 64 {
		return 0
	}
	return p.AttackersTo(sq, occ)
}

// AttackersBy returns the pieces of color c that attack sq on the board as
// it stands. AttackersBy(start, e3, White) is {d2, f2} (the pawns); the
// knight g1 attacks f3 and h3, not e3.
func AttackersBy(p *chess.Position, sq Square, c chess.Color) Bitboard {
	return AttackersTo(p, sq, p.Occupied()) & p.ByColor(c)
}

// PieceAttacks returns the squares the piece on sq attacks (its own pieces
// included, as "defended"); Empty for an empty square. A pawn attacks its
// two diagonal squares, not the squares it pushes to.
func PieceAttacks(p *chess.Position, sq Square) Bitboard {
	return chess.PieceAttacks(p.Piece(sq), sq, p.Occupied())
}

// sideSets is what the set-wise maps of one side start from.
type sideSets struct {
	pawns, knights, king, rq, bq, empty Bitboard
	white                               bool
}

func sidesOf(p *chess.Position, c chess.Color) sideSets {
	queens := p.Pieces(c, chess.Queen)
	return sideSets{
		pawns:   p.Pieces(c, chess.Pawn),
		knights: p.Pieces(c, chess.Knight),
		king:    p.Pieces(c, chess.King),
		rq:      p.Pieces(c, chess.Rook) | queens,
		bq:      p.Pieces(c, chess.Bishop) | queens,
		empty:   ^p.Occupied(),
		white:   c == chess.White,
	}
}

// pawnAttackSets returns the squares the pawns attack towards the east and
// towards the west, separately (no square is attacked twice within one).
func (s *sideSets) pawnAttackSets() (east, west Bitboard) {
	if s.white {
		return s.pawns.NorthEast(), s.pawns.NorthWest()
	}
	return s.pawns.SouthEast(), s.pawns.SouthWest()
}

// rayAttacks returns the attacks of the side's sliders in direction d.
// Within one direction no square is attacked twice: only the first slider
// behind it reaches it.
func (s *sideSets) rayAttacks(d bitboard.Direction) Bitboard {
	sliders := s.rq
	if d.Diagonal() {
		sliders = s.bq
	}
	return bitboard.KoggeStoneAttacks(d, sliders, s.empty)
}

// Attacks returns every square that a piece of color c attacks (defended own
// pieces included), computed set-wise: pawn captures by two shifts, knights
// by eight, sliders by a Kogge-Stone fill in each of the eight directions.
// Attacks(start, White) is ranks 3 and 2 and b1–g1 (a1 and h1 are not
// attacked).
func Attacks(p *chess.Position, c chess.Color) Bitboard {
	s := sidesOf(p, c)
	east, west := s.pawnAttackSets()
	a := east | west | s.knights.KnightAttacks() | s.king.KingAttacks()
	for _, d := range bitboard.Directions {
		a |= s.rayAttacks(d)
	}
	return a
}

// XRays returns the squares that c's sliders attack through one or more of
// their own sliders moving the same way (batteries: a rook or queen behind a
// rook or queen on a rank or file, a bishop or queen behind a bishop or queen
// on a diagonal). A square directly attacked by the front piece is in the
// set only if the back piece also sees it through the front one. With rooks
// on a1 and a2 and nothing else on the file, XRays is a3–a8 (the a1 rook's
// view through a2); a1 itself is not x-rayed.
func XRays(p *chess.Position, c chess.Color) Bitboard {
	s := sidesOf(p, c)
	var x Bitboard
	for _, d := range bitboard.Directions {
		sliders := s.rq
		if d.Diagonal() {
			sliders = s.bq
		}
		// Each round takes the sliders hit from behind in direction d and
		// fills on from them: the squares behind the front of a battery.
		hit := bitboard.KoggeStoneAttacks(d, sliders, s.empty) & sliders
		for hit != 0 {
			beyond := bitboard.KoggeStoneAttacks(d, hit, s.empty)
			x |= beyond
			hit = beyond & sliders
		}
	}
	return x
}

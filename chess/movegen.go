package chess

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
)

// GenKind selects which legal moves Generate produces.
type GenKind uint8

const (
	// AllMoves is every legal move.
	AllMoves GenKind = iota
	// Captures is the legal captures (en passant included) and all
	// promotions, capturing or not: the moves of a quiescence search.
	Captures
	// Quiets is the legal moves that Captures leaves out, castling included.
	Quiets
)

// LegalMoves appends the legal moves of p to dst and returns the extended
// slice. With a dst of capacity MaxMoves it allocates nothing.
func (p *Position) LegalMoves(dst []Move) []Move { return p.Generate(AllMoves, dst) }

// Generate appends the legal moves of the given kind to dst and returns the
// extended slice. Captures and Quiets are disjoint and together make
// AllMoves; in check every kind is restricted to evasions.
func (p *Position) Generate(kind GenKind, dst []Move) []Move {
	n := len(dst)
	if cap(dst)-n < MaxMoves {
		grown := make([]Move, n, n+MaxMoves)
		copy(grown, dst)
		dst = grown
	}
	buf := (*[MaxMoves]Move)(dst[n : n+MaxMoves])
	return dst[:n+p.generate(kind, buf)]
}

// GenerateInto writes the legal moves of the given kind into buf and returns
// how many it wrote: the form for hot loops, with a buffer per ply.
func (p *Position) GenerateInto(kind GenKind, buf *[MaxMoves]Move) int {
	return p.generate(kind, buf)
}

// moveWriter appends moves to a fixed buffer. Index n is masked with
// MaxMoves-1 so the compiler drops the bounds check: no legal position has
// more than 218 moves, so the mask never bites.
type moveWriter struct {
	buf *[MaxMoves]Move
	n   int
}

func (w *moveWriter) add(m Move) {
	w.buf[w.n&(MaxMoves-1)] = m
	w.n++
}

// addTargets adds a normal move from from to each square of targets.
func (w *moveWriter) addTargets(from Square, targets Bitboard) {
	base := Move(from)
	for targets != 0 {
		w.add(base | Move(targets.PopLSB())<<6)
	}
}

// addPawnMoves adds a move to each square of targets from the square delta
// behind it (delta is the signed step from source to target).
func (w *moveWriter) addPawnMoves(targets Bitboard, delta int) {
	for targets != 0 {
		to := targets.PopLSB()
		w.add(NewMove(Square(int(to)-delta), to))
	}
}

func (w *moveWriter) addPromotions(targets Bitboard, delta int) {
	for targets != 0 {
		to := targets.PopLSB()
		from := Square(int(to) - delta)
		for promo := Queen; promo >= Knight; promo-- {
			w.add(NewPromotion(from, to, promo))
		}
	}
}

// genContext is what every generator needs to know about the position.
type genContext struct {
	us, them         Color
	ksq              Square
	own, enemy, occ  Bitboard
	checkers, pinned Bitboard
}

// init fills c for the side to move of p. It fills in place rather than
// returning a struct: the copy of a returned genContext showed in profiles.
func (c *genContext) init(p *Position) {
	us := p.side
	c.us, c.them = us, us^1
	c.ksq = p.Pieces(us, King).LSB()
	c.own, c.enemy = p.byColor[us], p.byColor[us^1]
	c.occ = c.own | c.enemy
	c.checkers, c.pinned = p.checkersAndPinned(us)
}

// pawnShift moves a set of pawns one step forward plus east (+1) or west
// (-1), or straight (0), from the point of view of color c.
func pawnShift(b Bitboard, c Color, side int) Bitboard {
	if c == White {
		switch side {
		case 1:
			return b.NorthEast()
		case -1:
			return b.NorthWest()
		}
		return b.North()
	}
	switch side {
	case 1:
		return b.SouthEast()
	case -1:
		return b.SouthWest()
	}
	return b.South()
}

func (p *Position) generate(kind GenKind, buf *[MaxMoves]Move) int {
	return p.generateSome(kind, buf, bitboard.Universe, bitboard.Universe)
}

// generateSome is generate restricted to the moves from a square of froms to
// a square of tos (castling aside: it only needs the king on froms). IsLegal
// asks for the moves of one square to one square, a few at most, instead of
// all of them.
func (p *Position) generateSome(kind GenKind, buf *[MaxMoves]Move, froms, tos Bitboard) int {
	w := moveWriter{buf: buf}
	if p.Pieces(p.side, King) == 0 {
		return 0 // no king, no moves (ParseFEN never makes such a position)
	}
	var c genContext
	c.init(p)

	// Which squares may moves of this kind land on?
	var kindMask Bitboard
	switch kind {
	case AllMoves:
		kindMask = ^c.own
	case Captures:
		kindMask = c.enemy
	case Quiets:
		kindMask = ^c.occ
	}
	kindMask &= tos

	// King moves: to any square of the kind that the enemy does not attack
	// once the king has left its square (so it cannot step back along a
	// checking ray).
	occNoKing := c.occ ^ bit(c.ksq)
	kingFrom := froms.Has(c.ksq)
	for t := attacks.King(c.ksq) & kindMask; kingFrom && t != 0; {
		to := t.PopLSB()
		if !p.attacked(to, c.them, occNoKing) {
			w.add(NewMove(c.ksq, to))
		}
	}
	if c.checkers.More() {
		return w.n // double check: only the king can move
	}

	// Other pieces go to target; in check only onto the checker or between
	// it and the king (the evasion squares).
	evasion := bitboard.Universe
	if c.checkers != 0 {
		evasion = attacks.Between(c.ksq, c.checkers.LSB()) | c.checkers
	} else if kind != Captures && kingFrom {
		p.genCastling(&w, &c)
	}
	target := kindMask & evasion

	own := c.own & froms
	for b := p.byType[Knight] & own &^ c.pinned; b != 0; {
		from := b.PopLSB()
		w.addTargets(from, attacks.Knight(from)&target)
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & own; b != 0; {
		from := b.PopLSB()
		t := attacks.Bishop(from, c.occ) & target
		if c.pinned.Has(from) {
			t &= attacks.Line(c.ksq, from)
		}
		w.addTargets(from, t)
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & own; b != 0; {
		from := b.PopLSB()
		t := attacks.Rook(from, c.occ) & target
		if c.pinned.Has(from) {
			t &= attacks.Line(c.ksq, from)
		}
		w.addTargets(from, t)
	}

	pawns := p.byType[Pawn] & own
	evasion &= tos
	p.genPawns(&w, &c, pawns&^c.pinned, evasion, kind)
	for b := pawns & c.pinned; b != 0; {
		from := b.PopLSB()
		p.genPawns(&w, &c, bit(from), evasion&attacks.Line(c.ksq, from), kind)
	}
	if p.ep != NoSquare && kind != Quiets && tos.Has(p.ep) {
		for b := pawnAttacks(c.them, p.ep) & pawns; b != 0; {
			from := b.PopLSB()
			if p.epLegal(&c, from) {
				w.add(NewEnPassant(from, p.ep))
			}
		}
	}
	return w.n
}

// genPawns adds the moves of the given pawns (en passant aside) that land on
// allowed squares: pushes and double pushes unless kind is Captures, captures
// unless kind is Quiets, and promotions (all four pieces, pushing or
// capturing) unless kind is Quiets.
func (p *Position) genPawns(w *moveWriter, c *genContext, pawns, allowed Bitboard, kind GenKind) {
	up, rank7, rank3 := 8, bitboard.Rank7BB, bitboard.Rank3BB
	if c.us == Black {
		up, rank7, rank3 = -8, bitboard.Rank2BB, bitboard.Rank6BB
	}
	empty := ^c.occ
	victims := c.enemy & allowed
	promo, rest := pawns&rank7, pawns&^rank7
	if kind != Captures {
		single := pawnShift(rest, c.us, 0) & empty
		double := pawnShift(single&rank3, c.us, 0) & empty & allowed
		w.addPawnMoves(single&allowed, up)
		w.addPawnMoves(double, 2*up)
	}
	if kind != Quiets {
		w.addPawnMoves(pawnShift(rest, c.us, -1)&victims, up-1)
		w.addPawnMoves(pawnShift(rest, c.us, 1)&victims, up+1)
		if promo != 0 {
			w.addPromotions(pawnShift(promo, c.us, 0)&empty&allowed, up)
			w.addPromotions(pawnShift(promo, c.us, -1)&victims, up-1)
			w.addPromotions(pawnShift(promo, c.us, 1)&victims, up+1)
		}
	}
}

// epLegal reports whether the pawn on from may capture en passant: the
// position after the capture, where two pawns have left the board and one
// has arrived, must not leave the king attacked. Rare enough to test
// directly.
func (p *Position) epLegal(c *genContext, from Square) bool {
	capSq := p.ep ^ 8
	occ := c.occ ^ bit(from) ^ bit(capSq) ^ bit(p.ep)
	enemy := c.enemy ^ bit(capSq)
	return enemy&(attacks.Bishop(c.ksq, occ)&(p.byType[Bishop]|p.byType[Queen])|
		attacks.Rook(c.ksq, occ)&(p.byType[Rook]|p.byType[Queen])|
		attacks.Knight(c.ksq)&p.byType[Knight]|
		pawnAttacks(c.us, c.ksq)&p.byType[Pawn]) == 0
}

// genCastling adds the castling moves, for standard chess and Chess960 alike:
// the squares both pieces cross and land on must be empty (but for the two
// pieces themselves), and the squares the king crosses and lands on must not
// be attacked. The caller checks the king is not in check.
func (p *Position) genCastling(w *moveWriter, c *genContext) {
	rights := p.castling >> (2 * c.us) & 3
	for i := Color(0); i < 2; i++ {
		if rsq := p.castleRook[(2*c.us+i)&3]; rights&(1<<i) != 0 && p.castlingLegal(c, rsq) {
			w.add(NewCastling(c.ksq, rsq))
		}
	}
}

// castlingLegal reports whether the king may castle with the rook on rsq.
// The cheap test, that the path is empty, is small enough to be inlined;
// the attack test only runs when it passes.
func (p *Position) castlingLegal(c *genContext, rsq Square) bool {
	rank := c.ksq & 56 // 0 or 56: shifts the first-rank masks to the king's rank
	return castlingPaths[c.ksq&7][rsq&7].empty<<rank&c.occ == 0 && p.castlingSafe(c, rsq)
}

func (p *Position) castlingSafe(c *genContext, rsq Square) bool {
	rank := c.ksq & 56
	// The king's path, with the castling rook already gone: in Chess960 the
	// rook may shield the king's target from an enemy slider on the rank.
	occ := c.occ ^ bit(rsq)
	for b := castlingPaths[c.ksq&7][rsq&7].king << rank; b != 0; {
		if p.attacked(b.PopLSB(), c.them, occ) {
			return false
		}
	}
	return true
}

// castlingPath holds, on the first rank, the squares castling needs empty
// (all that king and rook cross or land on, but for themselves) and the
// squares the king crosses or lands on, which must not be attacked once the
// rook has left. When the king does not move (Chess960), its target is its
// own square: known safe with the rook in place, but the rook may be what
// shields it — king c1, rook b1, enemy queen a1, and O-O-O would leave the
// king on c1 in check.
type castlingPath struct{ empty, king Bitboard }

// castlingPaths is indexed by the king's and the rook's files. A table
// beats computing the sets from Between at every node.
var castlingPaths [8][8]castlingPath

func init() {
	for kf := Square(0); kf < 8; kf++ {
		for rf := Square(0); rf < 8; rf++ {
			if kf == rf {
				continue
			}
			kTo, rTo := castlingKingTarget(kf, rf), castlingRookTarget(kf, rf)
			king := attacks.Between(kf, kTo) | kTo.Bitboard()
			empty := king | attacks.Between(rf, rTo) | rTo.Bitboard()
			castlingPaths[kf][rf] = castlingPath{empty: empty &^ (kf.Bitboard() | rf.Bitboard()), king: king}
		}
	}
}

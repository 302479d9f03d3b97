package eval

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Term is one part of the evaluation, as Explain reports it.
type Term int

// The terms of the evaluation.
const (
	Material   Term = iota // piece values
	Placement              // piece-square tables
	Pawns                  // isolated, doubled, backward, defended, phalanx pawns
	Passed                 // passed pawns
	Mobility               // attacked squares of knights, bishops, rooks, queens
	KingSafety             // attacks on the king zone, the pawn shield
	Pieces                 // bishop pair, rooks on open files and the 7th rank
	MopUp                  // driving a lone king to the edge
	Tempo                  // the side to move's bonus
	NumTerms
)

var termNames = [NumTerms]string{"Material", "Placement", "Pawns", "Passed", "Mobility", "King safety", "Pieces", "Mop-up", "Tempo"}

// String returns the term's name, e.g. "King safety".
func (t Term) String() string {
	if t < 0 || t >= NumTerms {
		return "?"
	}
	return termNames[t]
}

// Evaluate returns the static evaluation of p in centipawns from the point
// of view of the side to move: positive when it stands better. It is 0 for
// positions where neither side can win by material (bare kings, a lone minor
// piece). It allocates nothing.
func Evaluate(p *chess.Position) int {
	var e evaluation
	return e.run(p)
}

// evaluation holds the per-color, per-term sums of one evaluation.
type evaluation struct {
	terms [2][NumTerms]pair
	phase int
	scale int // of 64
}

func (e *evaluation) run(p *chess.Position) int {
	e.phase = 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		e.phase += phaseWeight[t] * p.ByType(t).Count()
	}
	e.phase = min(e.phase, maxPhase)

	e.material(p)
	wp, bp := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	e.pawns(p, chess.White, wp, bp)
	e.pawns(p, chess.Black, bp, wp)
	e.pieces(p, chess.White)
	e.pieces(p, chess.Black)
	e.mopUp(p)
	e.terms[p.SideToMove()][Tempo] = tempo

	var total pair
	for t := range NumTerms {
		total.addTo(e.terms[chess.White][t].sub(e.terms[chess.Black][t]))
	}
	e.scale = scaleFactor(p, total.eg)
	score := total.taper(e.phase) * e.scale / 64
	if p.SideToMove() == chess.Black {
		return -score
	}
	return score
}

// material adds the piece values and the piece-square bonuses.
func (e *evaluation) material(p *chess.Position) {
	for occ := p.Occupied(); occ != 0; {
		sq := occ.PopLSB()
		pc := p.Piece(sq)
		c, t := pc.Color(), pc.Type()
		if t != chess.King {
			e.terms[c][Material].addTo(pieceValue[t])
		}
		e.terms[c][Placement].addTo(psqt[pc][sq].sub(pieceValue[t]))
	}
}

// relativeRank returns sq's rank counted from color c's side (0..7).
func relativeRank(c chess.Color, sq bitboard.Square) int {
	if c == chess.White {
		return int(sq.Rank())
	}
	return 7 - int(sq.Rank())
}

// pawns adds the pawn-structure and passed-pawn terms of color c.
func (e *evaluation) pawns(p *chess.Position, c chess.Color, own, foe bitboard.Bitboard) {
	f := pawnStructure(c, own, foe)
	s := &e.terms[c][Pawns]
	s.addTimes(doubledPawn, f.doubled.Count())
	s.addTimes(isolatedPawn, f.isolated.Count())
	s.addTimes(backwardPawn, f.backward.Count())
	s.addTimes(backwardOpen, f.backwardOpen.Count())
	s.addTimes(defendedPawn, f.defended.Count())
	s.addTimes(phalanxPawn, f.phalanx.Count())

	ownKing, foeKing := p.KingSquare(c), p.KingSquare(c.Other())
	occ := p.Occupied()
	for b := f.passed; b != 0; {
		sq := b.PopLSB()
		r := relativeRank(c, sq)
		v := passedPawn[r]
		stop := push(c, sq.Bitboard()).LSB()
		if stop < 64 {
			if !occ.Has(stop) {
				v = v.add(passedFree[r])
			}
			if w := r - 2; w > 0 {
				v.eg += w * (bitboard.Distance(foeKing, stop)*passedKingFoe - bitboard.Distance(ownKing, stop)*passedKingOwn)
			}
		}
		e.terms[c][Passed].addTo(v)
	}
}

// pieces adds mobility, king attack, bishop-pair and rook terms of color
// c's pieces, and the king safety of c's opponent.
func (e *evaluation) pieces(p *chess.Position, c chess.Color) {
	them := c.Other()
	occ := p.Occupied()
	own := p.ByColor(c)
	area := ^own &^ pawnAttacks(them, p.Pieces(them, chess.Pawn))
	foeKing := p.KingSquare(them)
	zone := attacks.King(foeKing) | foeKing.Bitboard()
	zone |= push(them, zone)

	var mob pair
	attackers, units := 0, 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		for b := p.Pieces(c, t); b != 0; {
			sq := b.PopLSB()
			var a bitboard.Bitboard
			switch t {
			case chess.Knight:
				a = attacks.Knight(sq)
			case chess.Bishop:
				a = attacks.Bishop(sq, occ)
			case chess.Rook:
				a = attacks.Rook(sq, occ)
			default:
				a = attacks.Queen(sq, occ)
			}
			mob.addTimes(mobilityWeight[t], (a&area).Count()-mobilityCenter[t])
			if z := a & zone; z != 0 {
				attackers++
				units += attackWeight[t] * z.Count()
			}
		}
	}
	e.terms[c][Mobility].addTo(mob)

	// King danger: grows with the square of the attack units once two
	// pieces join in; halved without a queen among the attackers' pieces.
	if attackers >= 2 {
		danger := units * units / 4
		if p.Pieces(c, chess.Queen) == 0 {
			danger /= 2
		}
		e.terms[them][KingSafety].mg -= min(danger, maxKingDanger)
	}
	e.terms[c][KingSafety].mg += shield(p, c)

	var pc pair
	if p.Pieces(c, chess.Bishop)&bitboard.LightSquares != 0 && p.Pieces(c, chess.Bishop)&bitboard.DarkSquares != 0 {
		pc.addTo(bishopPair)
	}
	ownPawns, allPawns := p.Pieces(c, chess.Pawn), p.ByType(chess.Pawn)
	for b := p.Pieces(c, chess.Rook); b != 0; {
		sq := b.PopLSB()
		file := bitboard.FileBB(sq.File())
		switch {
		case allPawns&file == 0:
			pc.addTo(rookOpen)
		case ownPawns&file == 0:
			pc.addTo(rookHalfOpen)
		}
		if relativeRank(c, sq) == 6 && (relativeRank(c, foeKing) == 7 || p.Pieces(them, chess.Pawn)&bitboard.RankBB(sq.Rank()) != 0) {
			pc.addTo(rookOnSeventh)
		}
	}
	e.terms[c][Pieces].addTo(pc)
}

// shield returns the midgame value of the pawns in front of color c's king
// on its file and the files beside it, while the king is on its first two
// ranks.
func shield(p *chess.Position, c chess.Color) int {
	k := p.KingSquare(c)
	if k >= 64 || relativeRank(c, k) > 1 {
		return 0
	}
	own, all := p.Pieces(c, chess.Pawn), p.ByType(chess.Pawn)
	near := push(c, k.Bitboard())
	far := push(c, near)
	v := 0
	for df := -1; df <= 1; df++ {
		f := int(k.File()) + df
		if f < 0 || f > 7 {
			continue
		}
		file := bitboard.FileBB(bitboard.File(f))
		switch {
		case own&file&(shiftFile(near, df)) != 0:
			v += shieldNear
		case own&file&(shiftFile(far, df)) != 0:
			v += shieldFar
		default:
			v += shieldMissing
			if all&file == 0 {
				v += openFileNearby
			}
		}
	}
	return v
}

// shiftFile moves b df files east (df > 0) or west (df < 0), df in -1..1.
func shiftFile(b bitboard.Bitboard, df int) bitboard.Bitboard {
	switch df {
	case 1:
		return b.East()
	case -1:
		return b.West()
	}
	return b
}

// mopUp adds the endgame bonus for driving a lone king: the side with
// decisive material (no pawns needed) against a king with at most a minor
// piece.
func (e *evaluation) mopUp(p *chess.Position) {
	for c := chess.White; c <= chess.Black; c++ {
		them := c.Other()
		if p.Pieces(them, chess.Pawn) != 0 || nonPawnMaterial(p, them) > pieceValue[chess.Bishop].mg {
			continue
		}
		if nonPawnMaterial(p, c)-nonPawnMaterial(p, them) < pieceValue[chess.Rook].mg {
			continue
		}
		weak, strong := p.KingSquare(them), p.KingSquare(c)
		if weak >= 64 || strong >= 64 {
			continue
		}
		manhattan := abs(int(weak.File())-int(strong.File())) + abs(int(weak.Rank())-int(strong.Rank()))
		e.terms[c][MopUp].eg += (6-centrality(weak))*mopUpEdge + (14-manhattan)*mopUpClose
	}
}

// nonPawnMaterial returns the midgame value of color c's knights, bishops,
// rooks and queens.
func nonPawnMaterial(p *chess.Position, c chess.Color) int {
	v := 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		v += pieceValue[t].mg * p.Pieces(c, t).Count()
	}
	return v
}

// scaleFactor returns, out of 64, how much of the score to keep: less when
// the side ahead has no pawns and too little extra material to mate.
func scaleFactor(p *chess.Position, eg int) int {
	if eg == 0 {
		return 64
	}
	strong := chess.White
	if eg < 0 {
		strong = chess.Black
	}
	if p.Pieces(strong, chess.Pawn) != 0 {
		return 64
	}
	ours, theirs := nonPawnMaterial(p, strong), nonPawnMaterial(p, strong.Other())
	switch {
	case ours < pieceValue[chess.Rook].mg:
		return 0 // a lone minor piece cannot mate
	case ours == 2*pieceValue[chess.Knight].mg && p.Pieces(strong, chess.Knight).Count() == 2:
		return 0 // two knights cannot force mate
	case ours-theirs <= pieceValue[chess.Bishop].mg:
		return 16
	}
	return 64
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

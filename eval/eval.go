package eval

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/pawns"
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
	Pieces                 // outposts, space, bishop pair, rooks on open files and the 7th rank
	Threats                // enemy pieces attacked, hanging, threatened by pushes
	MopUp                  // driving a lone king to the edge
	Tempo                  // the side to move's bonus
	NumTerms
)

var termNames = [NumTerms]string{"Material", "Placement", "Pawns", "Passed", "Mobility", "King safety", "Pieces", "Threats", "Mop-up", "Tempo"}

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
// piece). It uses the default weights and allocates nothing.
func Evaluate(p *chess.Position) int {
	return EvaluateWith(p, defaultWeights)
}

// EvaluateWith is Evaluate with the weights w.
func EvaluateWith(p *chess.Position, w *Weights) int {
	e := evaluation{w: w}
	return e.run(p)
}

// evaluation holds the sums of one evaluation, each color's, and the
// counts being logged if log is not nil (for Explain and the trace).
type evaluation struct {
	w     *Weights
	sums  [2]pair
	log   *[]counted
	cache *pawnEntry // pawn terms of an Evaluator's table, if not nil
	psq   *psqTable  // an Evaluator's piece values and square bonuses, if not nil
	phase int
	scale int // of 64
	att   [2]sideAttacks

	passers [2]bitboard.Bitboard // each color's passed pawns
}

// counted is one call of add: weight i counted n times for color c in term t.
type counted struct {
	c chess.Color
	t Term
	i Index
	n int
}

// sideAttacks is what one color's pieces attack, gathered before the terms
// that weigh both sides' attacks (king safety, threats).
type sideAttacks struct {
	by    [7]bitboard.Bitboard // by piece type, pawn..king
	all   bitboard.Bitboard
	twice bitboard.Bitboard // attacked by two pieces or more

	attackers, units int // pieces attacking the enemy king zone, their attack units
}

// note adds the squares a that a piece of type t attacks.
func (s *sideAttacks) note(t chess.PieceType, a bitboard.Bitboard) {
	s.twice |= s.all & a
	s.all |= a
	s.by[t] |= a
}

// add counts weight i n times for color c in term t. It must stay small
// enough to inline: it is the evaluation's inner loop.
func (e *evaluation) add(c chess.Color, t Term, i Index, n int) {
	e.sums[c].addN(e.w[i], n)
	if e.log != nil {
		*e.log = append(*e.log, counted{c, t, i, n})
	}
}

func (e *evaluation) run(p *chess.Position) int {
	e.phase = 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		e.phase += phaseWeight[t] * p.ByType(t).Count()
	}
	e.phase = min(e.phase, maxPhase)

	e.material(p)
	e.pawnTerms(p)
	for c := chess.White; c <= chess.Black; c++ {
		a := &e.att[c]
		*a = sideAttacks{}
		a.note(chess.Pawn, pawnAttacks(c, p.Pieces(c, chess.Pawn)))
		if k := p.KingSquare(c); k < 64 {
			a.note(chess.King, attacks.King(k))
		}
	}
	e.pieces(p, chess.White)
	e.pieces(p, chess.Black)
	for c := chess.White; c <= chess.Black; c++ {
		if k := p.KingSquare(c); k < 64 {
			e.shelter(p, c, k)
		}
		e.passed(p, c, e.passers[c])
		e.kingSafety(p, c)
		e.threats(p, c)
	}
	e.mopUp(p)
	e.add(p.SideToMove(), Tempo, TempoBonus, 1)

	total := pair{e.sums[0].mg - e.sums[1].mg, e.sums[0].eg - e.sums[1].eg}
	sc := FullScale
	switch {
	case total.eg > 0:
		sc = ScaleCase(p, chess.White)
	case total.eg < 0:
		sc = ScaleCase(p, chess.Black)
	}
	e.scale = e.w.scale(sc)
	score := scaled(total, e.phase, sc, e.scale)
	if p.SideToMove() == chess.Black {
		return -score
	}
	return score
}

// material adds the piece values and the piece-square bonuses.
func (e *evaluation) material(p *chess.Position) {
	if e.psq != nil && e.log == nil {
		for b := p.Occupied(); b != 0; {
			sq := b.PopLSB()
			e.sums[chess.White].addTo(e.psq[p.Piece(sq)][sq])
		}
		return
	}
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Pawn; t <= chess.King; t++ {
			b := p.Pieces(c, t)
			if b == 0 {
				continue
			}
			if t != chess.King {
				e.add(c, Material, pieceValue(t), b.Count())
			}
			for b != 0 {
				sq := b.PopLSB()
				if c == chess.Black {
					sq ^= 56
				}
				e.add(c, Placement, pst(t, sq), 1)
			}
		}
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
	for _, k := range [...]struct {
		i Index
		b bitboard.Bitboard
	}{
		{DoubledPawn, f.doubled}, {IsolatedPawn, f.isolated}, {BackwardPawn, f.backward},
		{BackwardOpenPawn, f.backwardOpen}, {DefendedPawn, f.defended}, {PhalanxPawn, f.phalanx},
	} {
		if k.b != 0 {
			e.add(c, Pawns, k.i, k.b.Count())
		}
	}

	e.passers[c] = f.passed
}

// passed adds the passed-pawn terms of color c's passed pawns b; it needs
// both sides' attacks.
func (e *evaluation) passed(p *chess.Position, c chess.Color, b bitboard.Bitboard) {
	them := c.Other()
	ownKing, foeKing := p.KingSquare(c), p.KingSquare(them)
	occ := p.Occupied()
	support := e.att[c].by[chess.Pawn]
	// The enemy can stop a pawn by its pieces' attacks and its blockers.
	guarded := e.att[them].all | p.ByColor(them)
	pawnEnding := nonPawnMaterial(p, them) == 0
	for b != 0 {
		sq := b.PopLSB()
		r := Index(relativeRank(c, sq))
		e.add(c, Passed, PassedPawn+r, 1)
		if support.Has(sq) {
			e.add(c, Passed, PassedSupport+r, 1)
		}
		stop := push(c, sq.Bitboard()).LSB()
		if stop >= 64 {
			continue
		}
		path := pawnPath(c, sq)
		switch {
		case !occ.Has(stop):
			e.add(c, Passed, PassedFree+r, 1)
		case p.ByColor(them).Has(stop):
			e.add(c, Passed, PassedBlocked+r, 1)
		}
		if path&guarded == 0 {
			e.add(c, Passed, PassedSafe+r, 1)
		}
		e.add(c, Passed, PassedKingOwn+r, bitboard.Distance(ownKing, stop))
		e.add(c, Passed, PassedKingFoe+r, bitboard.Distance(foeKing, stop))
		if pawnEnding && path&occ == 0 && outsideSquare(p, c, sq, foeKing) {
			e.add(c, Passed, PassedUnstoppable, 1)
		}
	}
}

// pawnPath returns the squares in front of color c's pawn on sq, up to its
// promotion square.
func pawnPath(c chess.Color, sq bitboard.Square) bitboard.Bitboard {
	if c == chess.White {
		return sq.Bitboard().NorthSpan()
	}
	return sq.Bitboard().SouthSpan()
}

// outsideSquare reports whether the enemy king on k is outside the square
// of color c's pawn on sq: it cannot reach the promotion square before the
// pawn, the side to move counted (rule of the square; a pawn on its first
// rank moves two squares at once).
func outsideSquare(p *chess.Position, c chess.Color, sq, k bitboard.Square) bool {
	if k >= 64 {
		return true
	}
	steps := 7 - relativeRank(c, sq)
	if steps == 6 {
		steps = 5
	}
	promo := pawnPath(c, sq).MSB()
	if c == chess.Black {
		promo = pawnPath(c, sq).LSB()
	}
	d := bitboard.Distance(k, promo)
	if p.SideToMove() != c {
		d-- // the king moves first
	}
	return d > steps
}

// mobilityTable is the first index of each piece type's mobility weights.
var mobilityTable = [7]Index{0, 0, KnightMobility, BishopMobility, RookMobility, QueenMobility, 0}

// pieces adds mobility, bishop-pair and rook terms of color c's pieces,
// and notes their attacks.
func (e *evaluation) pieces(p *chess.Position, c chess.Color) {
	them := c.Other()
	occ := p.Occupied()
	own := p.ByColor(c)
	area := ^own &^ pawnAttacks(them, p.Pieces(them, chess.Pawn))
	foeKing := p.KingSquare(them)
	zone := attacks.King(foeKing) | foeKing.Bitboard()
	zone |= push(them, zone)

	att := &e.att[c]
	// Squares no enemy pawn can ever attack, and those own pawns defend.
	holes := ^pawns.AttackFrontSpans(them, p.Pieces(them, chess.Pawn))
	for t := chess.Knight; t <= chess.Queen; t++ {
		for b := p.Pieces(c, t); b != 0; {
			sq := b.PopLSB()
			var a bitboard.Bitboard
			switch t {
			case chess.Knight:
				a = attacks.Knight(sq)
				e.outpost(c, KnightOutpost, 0, sq, holes)
			case chess.Bishop:
				a = attacks.Bishop(sq, occ)
				e.outpost(c, BishopOutpost, 1, sq, holes)
			case chess.Rook:
				a = attacks.Rook(sq, occ)
			default:
				a = attacks.Queen(sq, occ)
			}
			att.note(t, a)
			e.add(c, Mobility, mobilityTable[t]+Index((a&area).Count()), 1)
			if z := a & zone; z != 0 {
				att.attackers++
				att.units += attackWeight[t] * z.Count()
			}
		}
	}

	e.space(p, c)
	if p.Pieces(c, chess.Bishop)&bitboard.LightSquares != 0 && p.Pieces(c, chess.Bishop)&bitboard.DarkSquares != 0 {
		e.add(c, Pieces, BishopPair, 1)
	}
	ownPawns, allPawns := p.Pieces(c, chess.Pawn), p.ByType(chess.Pawn)
	for b := p.Pieces(c, chess.Rook); b != 0; {
		sq := b.PopLSB()
		file := bitboard.FileBB(sq.File())
		switch {
		case allPawns&file == 0:
			e.add(c, Pieces, RookOpen, 1)
		case ownPawns&file == 0:
			e.add(c, Pieces, RookHalfOpen, 1)
		}
		if relativeRank(c, sq) == 6 && (relativeRank(c, foeKing) == 7 || p.Pieces(them, chess.Pawn)&bitboard.RankBB(sq.Rank()) != 0) {
			e.add(c, Pieces, RookOnSeventh, 1)
		}
	}
}

// space adds color c's space: the squares of its own centre (files c..f,
// relative ranks 1..3) holding no own pawn and attacked by no enemy pawn,
// those behind an own pawn counted twice, times its pieces over 4.
func (e *evaluation) space(p *chess.Position, c chess.Color) {
	own := p.Pieces(c, chess.Pawn)
	area := spaceArea[c] &^ own &^ e.att[c.Other()].by[chess.Pawn]
	behind := pawns.RearSpans(c, own)
	n := (area.Count() + (area & behind).Count()) * (p.ByColor(c).Count() - own.Count() - 1) / 4
	if n > 0 {
		e.add(c, Pieces, Space, n)
	}
}

// spaceArea is each color's own centre: files c..f, its 2nd to 4th ranks.
var spaceArea = [2]bitboard.Bitboard{
	(bitboard.RankBB(1) | bitboard.RankBB(2) | bitboard.RankBB(3)) & centreFiles,
	(bitboard.RankBB(6) | bitboard.RankBB(5) | bitboard.RankBB(4)) & centreFiles,
}

const centreFiles = bitboard.Bitboard(0x3c3c3c3c3c3c3c3c)

// outpost adds the outpost terms of color c's knight or bishop on sq
// (table, and kind 0 for a knight, 1 for a bishop) if sq is one of the
// holes from the 4th rank on.
func (e *evaluation) outpost(c chess.Color, table Index, kind int, sq bitboard.Square, holes bitboard.Bitboard) {
	r := relativeRank(c, sq)
	if r < 3 || !holes.Has(sq) {
		return
	}
	e.add(c, Pieces, table+Index(r), 1)
	if e.att[c].by[chess.Pawn].Has(sq) {
		e.add(c, Pieces, OutpostSupported+Index(kind), 1)
	}
}

// kingSafety adds the danger color c's pieces bring to the enemy king
// (the pawns' part is in shelter). The attack units of the pieces attacking
// the king zone grow by c's safe checks and by the weak squares next to the
// king; the danger counts for the defender once two pieces join in, from
// the table without a queen if the attackers have none.
func (e *evaluation) kingSafety(p *chess.Position, c chess.Color) {
	them := c.Other()
	att, def := &e.att[c], &e.att[them]
	k := p.KingSquare(them)
	if k >= 64 || att.attackers < 2 {
		return
	}
	units := att.units
	// A safe check: a square from which a piece of c could give check, that
	// one attacks, holding no piece of c and attacked by no enemy piece.
	occ := p.Occupied()
	safe := ^p.ByColor(c) &^ def.all
	bishopLines, rookLines := attacks.Bishop(k, occ), attacks.Rook(k, occ)
	for _, ch := range [...]struct {
		t     chess.PieceType
		lines bitboard.Bitboard
	}{
		{chess.Knight, attacks.Knight(k)}, {chess.Bishop, bishopLines},
		{chess.Rook, rookLines}, {chess.Queen, bishopLines | rookLines},
	} {
		if ch.lines&att.by[ch.t]&safe != 0 {
			units += checkUnits[ch.t]
		}
	}
	// Weak: next to the king, attacked by c, guarded by nothing but the
	// king or the queen.
	guards := def.by[chess.Pawn] | def.by[chess.Knight] | def.by[chess.Bishop] | def.by[chess.Rook]
	units += weakSquareUnits * (attacks.King(k) & att.all &^ guards).Count()

	if p.Pieces(c, chess.Queen) != 0 {
		e.add(them, KingSafety, KingDanger+Index(min(units, maxUnits)), 1)
	} else {
		e.add(them, KingSafety, KingDangerNoQueen+Index(min(units, maxUnitsNoQueen)), 1)
	}
}

// storm adds color c's pawn storm against the enemy king on k.
func (e *evaluation) storm(p *chess.Position, c chess.Color, k bitboard.Square) {
	own, foe := p.Pieces(c, chess.Pawn), p.Pieces(c.Other(), chess.Pawn)
	kr := relativeRank(c, k)
	mid := min(max(int(k.File()), 1), 6)
	for f := mid - 1; f <= mid+1; f++ {
		b := own & bitboard.FileBB(bitboard.File(f))
		if b == 0 {
			continue
		}
		var sq bitboard.Square
		if c == chess.White {
			sq = b.MSB()
		} else {
			sq = b.LSB()
		}
		r := relativeRank(c, sq)
		if r >= kr {
			continue
		}
		if foe&push(c, sq.Bitboard()) != 0 {
			e.add(c, KingSafety, PawnStormBlocked+Index(r), 1)
		} else {
			e.add(c, KingSafety, PawnStorm+Index(r), 1)
		}
	}
}

// threats adds the threats of color c on the opponent's pieces: attacks by
// pawns, minor pieces and rooks, on hanging pieces, by the king, by safe
// pawn pushes, and the moves that would attack the queen.
func (e *evaluation) threats(p *chess.Position, c chess.Color) {
	them := c.Other()
	att, def := &e.att[c], &e.att[them]
	pawnThreats, minor, rook := att.by[chess.Pawn], att.by[chess.Knight]|att.by[chess.Bishop], att.by[chess.Rook]
	for t := chess.Pawn; t <= chess.Queen; t++ {
		foe := p.Pieces(them, t)
		if foe == 0 {
			continue
		}
		if n := (foe & pawnThreats).Count(); n > 0 && t != chess.Pawn {
			e.add(c, Threats, ThreatByPawn+Index(t-chess.Knight), n)
		}
		if n := (foe & minor).Count(); n > 0 {
			e.add(c, Threats, ThreatByMinor+Index(t-chess.Pawn), n)
		}
		if n := (foe & rook).Count(); n > 0 {
			e.add(c, Threats, ThreatByRook+Index(t-chess.Pawn), n)
		}
		if n := (foe & att.all &^ def.all).Count(); n > 0 {
			e.add(c, Threats, ThreatHanging+Index(t-chess.Pawn), n)
		}
	}
	pieces := p.ByColor(them) &^ p.Pieces(them, chess.King)
	if n := (pieces & att.by[chess.King]).Count(); n > 0 {
		e.add(c, Threats, ThreatByKing, n)
	}

	// Pawn pushes to empty squares no enemy pawn attacks, and that no enemy
	// piece attacks unless an own piece defends them.
	empty := ^p.Occupied()
	own := p.Pieces(c, chess.Pawn)
	pushes := push(c, own) & empty
	third := bitboard.RankBB(2)
	if c == chess.Black {
		third = bitboard.RankBB(5)
	}
	pushes |= push(c, pushes&third) & empty
	pushes &^= def.by[chess.Pawn]
	pushes &= att.all | ^def.all
	if n := (pawnAttacks(c, pushes) & pieces &^ p.Pieces(them, chess.Pawn)).Count(); n > 0 {
		e.add(c, Threats, ThreatPawnPush, n)
	}

	// Moves that would attack the enemy queen, to squares no enemy pawn
	// attacks and that the enemy does not attack at all or c attacks
	// twice (a slider's square on the queen's line is attacked by it).
	if q := p.Pieces(them, chess.Queen); q.Count() == 1 {
		sq := q.LSB()
		safe := ^p.ByColor(c) &^ def.by[chess.Pawn] & (att.twice | ^def.all)
		if n := (attacks.Knight(sq) & att.by[chess.Knight] & safe).Count(); n > 0 {
			e.add(c, Threats, KnightOnQueen, n)
		}
		occ := p.Occupied()
		sliders := attacks.Bishop(sq, occ)&att.by[chess.Bishop] | attacks.Rook(sq, occ)&att.by[chess.Rook]
		if n := (sliders & safe).Count(); n > 0 {
			e.add(c, Threats, SliderOnQueen, n)
		}
	}
}

// shield adds the value of the pawns in front of color c's king on its file
// and the files beside it, while the king is on its first two ranks.
func (e *evaluation) shield(p *chess.Position, c chess.Color) {
	k := p.KingSquare(c)
	if k >= 64 || relativeRank(c, k) > 1 {
		return
	}
	own, all := p.Pieces(c, chess.Pawn), p.ByType(chess.Pawn)
	near := push(c, k.Bitboard())
	far := push(c, near)
	var n [4]int // near, far, missing, open file
	for df := -1; df <= 1; df++ {
		f := int(k.File()) + df
		if f < 0 || f > 7 {
			continue
		}
		file := bitboard.FileBB(bitboard.File(f))
		switch {
		case own&file&(shiftFile(near, df)) != 0:
			n[0]++
		case own&file&(shiftFile(far, df)) != 0:
			n[1]++
		default:
			n[2]++
			if all&file == 0 {
				n[3]++
			}
		}
	}
	for j, cnt := range n {
		if cnt != 0 {
			e.add(c, KingSafety, ShieldNear+Index(j), cnt)
		}
	}
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
		if p.Pieces(them, chess.Pawn) != 0 || nonPawnMaterial(p, them) > endgameValue[chess.Bishop] {
			continue
		}
		if nonPawnMaterial(p, c)-nonPawnMaterial(p, them) < endgameValue[chess.Rook] {
			continue
		}
		weak, strong := p.KingSquare(them), p.KingSquare(c)
		if weak >= 64 || strong >= 64 {
			continue
		}
		manhattan := abs(int(weak.File())-int(strong.File())) + abs(int(weak.Rank())-int(strong.Rank()))
		e.add(c, MopUp, MopUpEdge+Index(centrality(weak)), 1)
		e.add(c, MopUp, MopUpClose+Index(manhattan), 1)
	}
}

// centrality is 0 in a corner and 6 on the four centre squares: the sum of
// the file's and the rank's distance from the nearer edge.
func centrality(sq bitboard.Square) int {
	f, r := int(sq.File()), int(sq.Rank())
	return min(f, 7-f) + min(r, 7-r)
}

// nonPawnMaterial returns the value of color c's knights, bishops, rooks
// and queens in endgameValue.
func nonPawnMaterial(p *chess.Position, c chess.Color) int {
	v := 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		v += endgameValue[t] * p.Pieces(c, t).Count()
	}
	return v
}

// scaled returns the sums s tapered by phase ph, the endgame sum scaled by
// scale (of 64) of case sc; 0 in DrawScale, whatever the midgame sum says.
func scaled(s pair, ph int, sc Index, scale int) int {
	if sc == DrawScale {
		return 0
	}
	return pair{s.mg, s.eg * scale / 64}.taper(ph)
}

// ScaleCase returns the scale case that applies when color strong leads
// the endgame sum: DrawScale when it cannot mate (no pawns and a lone minor
// piece or two knights), a scale weight in drawish material, FullScale
// otherwise. It depends on the pieces only, not on the weights, so a trace
// records it for either side.
func ScaleCase(p *chess.Position, strong chess.Color) Index {
	weak := strong.Other()
	n := p.Pieces(strong, chess.Pawn).Count()
	if n == 0 {
		ours, theirs := nonPawnMaterial(p, strong), nonPawnMaterial(p, weak)
		switch {
		case ours < endgameValue[chess.Rook]:
			return DrawScale // a lone minor piece cannot mate
		case ours == 2*endgameValue[chess.Knight] && p.Pieces(strong, chess.Knight).Count() == 2:
			return DrawScale // two knights cannot force mate
		case ours-theirs <= endgameValue[chess.Bishop]:
			return ScalePawnless
		}
	}
	sb, wb := p.Pieces(strong, chess.Bishop), p.Pieces(weak, chess.Bishop)
	if sb.Count() == 1 && wb.Count() == 1 && (sb&bitboard.LightSquares == 0) != (wb&bitboard.LightSquares == 0) {
		// Bishops alone: nothing but kings, pawns and the two bishops.
		if p.Occupied().Count() == 4+n+p.Pieces(weak, chess.Pawn).Count() {
			return ScaleOCB
		}
		return ScaleOCBPieces
	}
	if n == 1 {
		ours, theirs := nonPawnMaterial(p, strong), nonPawnMaterial(p, weak)
		if theirs > 0 && ours-theirs < endgameValue[chess.Pawn] {
			return ScaleOnePawn
		}
	}
	return FullScale
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

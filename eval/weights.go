package eval

import (
	"fmt"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Score is one weight: a midgame and an endgame value in centipawns.
type Score struct{ MG, EG int32 }

// Weights is every weight of the evaluation, indexed by Index. The
// evaluation is linear in them: each position's score is the sum of weights
// times how often each counts (its Trace), tapered by phase, the endgame
// part scaled by a scale weight in drawish material.
type Weights [NumWeights]Score

// Index names one weight. The constants below are the first index of each
// group; a group's entries follow its first one.
type Index int

// The layout of Weights. PSTs are indexed by square as White sees the board
// drawn: a8, b8, … h8, a7, … h1, so a table reads like a diagram; Black
// uses the vertically mirrored square. Tables "by rank" are indexed by the
// rank counted from the pawn's own side, 0..7.
const (
	PieceValues Index = 0 // pawn, knight, bishop, rook, queen

	PawnPST   = PieceValues + 5
	KnightPST = PawnPST + 64
	BishopPST = KnightPST + 64
	RookPST   = BishopPST + 64
	QueenPST  = RookPST + 64
	KingPST   = QueenPST + 64

	DoubledPawn      = KingPST + 64     // each pawn with an own pawn behind it on its file
	IsolatedPawn     = DoubledPawn + 1  // no own pawn on the files beside it
	BackwardPawn     = IsolatedPawn + 1 // its stop square attacked by an enemy pawn and no own pawn able to guard it
	BackwardOpenPawn = BackwardPawn + 1 // and no enemy pawn in front: a target on a half-open file
	DefendedPawn     = BackwardOpenPawn + 1
	PhalanxPawn      = DefendedPawn + 1 // an own pawn beside it on the same rank

	PassedPawn    = PhalanxPawn + 1   // by rank
	PassedFree    = PassedPawn + 8    // by rank: the stop square is empty
	PassedKingOwn = PassedFree + 8    // by rank, per square of the own king's distance to the stop square
	PassedKingFoe = PassedKingOwn + 8 // by rank, per square of the enemy king's distance
	PassedBlocked = PassedKingFoe + 8 // by rank: an enemy piece on the stop square
	PassedSupport = PassedBlocked + 8 // by rank: defended by an own pawn
	PassedSafe    = PassedSupport + 8 // by rank: no enemy piece on or attacking the path to promotion

	// A passed pawn the enemy king cannot catch (outside its square, the
	// path empty) while the enemy has only pawns.
	PassedUnstoppable = PassedSafe + 8

	// Mobility, by the number of attacked squares that hold no own piece
	// and no enemy pawn attacks.
	KnightMobility = PassedUnstoppable + 1
	BishopMobility = KnightMobility + 9
	RookMobility   = BishopMobility + 14
	QueenMobility  = RookMobility + 15

	// King danger of the defending side once two or more pieces attack its
	// zone, by attack units (capped at the table's last entry); the second
	// table when the attackers have no queen.
	KingDanger        = QueenMobility + 28
	KingDangerNoQueen = KingDanger + maxUnits + 1
	ShieldNear        = KingDangerNoQueen + maxUnitsNoQueen + 1 // per file beside or in front of the king on its first two ranks: own pawn right in front
	ShieldFar         = ShieldNear + 1                          // own pawn two squares in front
	ShieldMissing     = ShieldFar + 1                           // no own pawn on the file in front of the king
	ShieldOpenFile    = ShieldMissing + 1                       // and no enemy pawn on it either

	// Pawn storm, for the attacker: on the enemy king's file and the files
	// beside it (b..g for a king on a or h), the attacker's most advanced
	// pawn not yet level with the king, by its relative rank; the second
	// table when an enemy pawn blocks it.
	PawnStorm        = ShieldOpenFile + 1
	PawnStormBlocked = PawnStorm + 8

	// Outposts: a knight or bishop from the 4th rank on, on a square no
	// enemy pawn can ever attack, by relative rank; with a bonus per kind
	// (knight, bishop) when an own pawn defends it.
	KnightOutpost    = PawnStormBlocked + 8
	BishopOutpost    = KnightOutpost + 8
	OutpostSupported = BishopOutpost + 8

	// Space: the safe squares on the c..f files of the own 2nd to 4th
	// ranks (those behind own pawns counted twice), times the own knights,
	// bishops, rooks and queens, over 4.
	Space = OutpostSupported + 2

	BishopPair    = Space + 1
	RookOpen      = BishopPair + 1   // no pawn on the rook's file
	RookHalfOpen  = RookOpen + 1     // no own pawn on it
	RookOnSeventh = RookHalfOpen + 1 // on the 7th rank while the enemy king is on the 8th or enemy pawns on the 7th

	// Threats: enemy pieces attacked by pawns (knight..queen), by knights or
	// bishops and by rooks (pawn..queen), each attacked piece counted once
	// per kind of attacker.
	ThreatByPawn  = RookOnSeventh + 1
	ThreatByMinor = ThreatByPawn + 4
	ThreatByRook  = ThreatByMinor + 5

	// Hanging: enemy pieces attacked and not defended (pawn..queen). By
	// king: enemy pieces and pawns the king attacks. Pawn push: enemy
	// pieces a pawn would attack after a safe push. On queen: safe squares
	// from which a knight, or a bishop or rook, would attack the enemy's
	// only queen next move.
	ThreatHanging  = ThreatByRook + 5
	ThreatByKing   = ThreatHanging + 5
	ThreatPawnPush = ThreatByKing + 1
	KnightOnQueen  = ThreatPawnPush + 1
	SliderOnQueen  = KnightOnQueen + 1

	// Mop-up, for the side with decisive material against a king with at
	// most a minor piece: by the weak king's centrality (0 in a corner, 6 in
	// the centre), and by the Manhattan distance between the kings.
	MopUpEdge  = SliderOnQueen + 1
	MopUpClose = MopUpEdge + 7

	TempoBonus = MopUpClose + 15 // for the side to move

	// Endgame scales: the endgame value, out of 64, is how much of the
	// endgame sum the side ahead keeps in drawish material (the midgame
	// value is unused). See ScaleCase.
	ScaleOCB       = TempoBonus + 1     // opposite-coloured bishops, no other pieces
	ScaleOCBPieces = ScaleOCB + 1       // opposite-coloured bishops with other pieces
	ScalePawnless  = ScaleOCBPieces + 1 // no pawns and at most a minor piece more
	ScaleOnePawn   = ScalePawnless + 1  // one pawn, less than a pawn more in pieces than the defender, who has one

	NumWeights = ScaleOnePawn + 1
)

// The fixed scale cases, which are not weights: a Trace's Scales hold them
// or the Index of a scale weight.
const (
	FullScale Index = -1 // keep all of the endgame sum (64/64)
	DrawScale Index = -2 // keep none: the side ahead cannot win (0/64)
)

// scale returns the scale out of 64 of case i (FullScale, DrawScale or a
// scale weight) under w.
func (w *Weights) scale(i Index) int {
	switch i {
	case FullScale:
		return 64
	case DrawScale:
		return 0
	}
	return int(w[i].EG)
}

// The attack units at which the king-danger tables end: the hand weights
// reach their cap of 500 there.
const (
	maxUnits        = 45
	maxUnitsNoQueen = 64
)

// Group is a run of weights with one name, e.g. a piece-square table.
type Group struct {
	Name  string // the name of its first Index constant, e.g. "KnightPST"
	Start Index
	Len   int
	Doc   string // what an entry is indexed by, "" for single weights
}

var groups = []Group{
	{"PieceValues", PieceValues, 5, "pawn, knight, bishop, rook, queen"},
	{"PawnPST", PawnPST, 64, "square, a8..h1"},
	{"KnightPST", KnightPST, 64, "square, a8..h1"},
	{"BishopPST", BishopPST, 64, "square, a8..h1"},
	{"RookPST", RookPST, 64, "square, a8..h1"},
	{"QueenPST", QueenPST, 64, "square, a8..h1"},
	{"KingPST", KingPST, 64, "square, a8..h1"},
	{"DoubledPawn", DoubledPawn, 1, ""},
	{"IsolatedPawn", IsolatedPawn, 1, ""},
	{"BackwardPawn", BackwardPawn, 1, ""},
	{"BackwardOpenPawn", BackwardOpenPawn, 1, ""},
	{"DefendedPawn", DefendedPawn, 1, ""},
	{"PhalanxPawn", PhalanxPawn, 1, ""},
	{"PassedPawn", PassedPawn, 8, "relative rank 0..7"},
	{"PassedFree", PassedFree, 8, "relative rank 0..7"},
	{"PassedKingOwn", PassedKingOwn, 8, "relative rank 0..7"},
	{"PassedKingFoe", PassedKingFoe, 8, "relative rank 0..7"},
	{"PassedBlocked", PassedBlocked, 8, "relative rank 0..7"},
	{"PassedSupport", PassedSupport, 8, "relative rank 0..7"},
	{"PassedSafe", PassedSafe, 8, "relative rank 0..7"},
	{"PassedUnstoppable", PassedUnstoppable, 1, ""},
	{"KnightMobility", KnightMobility, 9, "squares 0..8"},
	{"BishopMobility", BishopMobility, 14, "squares 0..13"},
	{"RookMobility", RookMobility, 15, "squares 0..14"},
	{"QueenMobility", QueenMobility, 28, "squares 0..27"},
	{"KingDanger", KingDanger, maxUnits + 1, fmt.Sprintf("attack units 0..%d", maxUnits)},
	{"KingDangerNoQueen", KingDangerNoQueen, maxUnitsNoQueen + 1, fmt.Sprintf("attack units 0..%d", maxUnitsNoQueen)},
	{"ShieldNear", ShieldNear, 1, ""},
	{"ShieldFar", ShieldFar, 1, ""},
	{"ShieldMissing", ShieldMissing, 1, ""},
	{"ShieldOpenFile", ShieldOpenFile, 1, ""},
	{"PawnStorm", PawnStorm, 8, "relative rank 0..7"},
	{"PawnStormBlocked", PawnStormBlocked, 8, "relative rank 0..7"},
	{"KnightOutpost", KnightOutpost, 8, "relative rank 0..7"},
	{"BishopOutpost", BishopOutpost, 8, "relative rank 0..7"},
	{"OutpostSupported", OutpostSupported, 2, "knight, bishop"},
	{"Space", Space, 1, ""},
	{"BishopPair", BishopPair, 1, ""},
	{"RookOpen", RookOpen, 1, ""},
	{"RookHalfOpen", RookHalfOpen, 1, ""},
	{"RookOnSeventh", RookOnSeventh, 1, ""},
	{"ThreatByPawn", ThreatByPawn, 4, "the attacked piece: knight, bishop, rook, queen"},
	{"ThreatByMinor", ThreatByMinor, 5, "the attacked piece: pawn, knight, bishop, rook, queen"},
	{"ThreatByRook", ThreatByRook, 5, "the attacked piece: pawn, knight, bishop, rook, queen"},
	{"ThreatHanging", ThreatHanging, 5, "the attacked piece: pawn, knight, bishop, rook, queen"},
	{"ThreatByKing", ThreatByKing, 1, ""},
	{"ThreatPawnPush", ThreatPawnPush, 1, ""},
	{"KnightOnQueen", KnightOnQueen, 1, ""},
	{"SliderOnQueen", SliderOnQueen, 1, ""},
	{"MopUpEdge", MopUpEdge, 7, "centrality 0..6"},
	{"MopUpClose", MopUpClose, 15, "Manhattan distance 0..14"},
	{"TempoBonus", TempoBonus, 1, ""},
	{"ScaleOCB", ScaleOCB, 1, ""},
	{"ScaleOCBPieces", ScaleOCBPieces, 1, ""},
	{"ScalePawnless", ScalePawnless, 1, ""},
	{"ScaleOnePawn", ScaleOnePawn, 1, ""},
}

// Groups returns the groups of weights in index order; together they cover
// every Index once.
func Groups() []Group { return append([]Group(nil), groups...) }

// String names the weight, e.g. "KnightPST[e4]", "RookMobility[7]", or
// the fixed scale case ("FullScale", "DrawScale").
func (i Index) String() string {
	switch i {
	case FullScale:
		return "FullScale"
	case DrawScale:
		return "DrawScale"
	}
	for _, g := range groups {
		if i < g.Start || i >= g.Start+Index(g.Len) {
			continue
		}
		k := int(i - g.Start)
		switch {
		case g.Len == 1:
			return g.Name
		case g.Len == 64:
			return fmt.Sprintf("%s[%v]", g.Name, bitboard.Square(k^56))
		case g.Start == PieceValues || g.Start == ThreatByMinor || g.Start == ThreatByRook || g.Start == ThreatHanging:
			return fmt.Sprintf("%s[%s]", g.Name, pieceNames[k])
		case g.Start == OutpostSupported:
			return fmt.Sprintf("%s[%s]", g.Name, pieceNames[k+1])
		case g.Start == ThreatByPawn:
			return fmt.Sprintf("%s[%s]", g.Name, pieceNames[k+1])
		}
		return fmt.Sprintf("%s[%d]", g.Name, k)
	}
	return fmt.Sprintf("Index(%d)", int(i))
}

var pieceNames = []string{"pawn", "knight", "bishop", "rook", "queen"}

// pieceValue returns the index of the value of a piece of type t.
func pieceValue(t chess.PieceType) Index { return PieceValues + Index(t-chess.Pawn) }

// pst returns the index of the square bonus of a white piece of type t on
// sq; Black's pieces use sq^56.
func pst(t chess.PieceType, sq bitboard.Square) Index {
	return PawnPST + Index(t-chess.Pawn)*64 + Index(sq^56)
}

// defaultWeights are the weights Evaluate and Explain use: HandWeights,
// unless a generated file (westcott tune) installs tuned ones in its init.
var defaultWeights = &handWeights

// DefaultWeights returns a copy of the weights Evaluate uses.
func DefaultWeights() Weights { return *defaultWeights }

// HandWeights returns a copy of the weights set by hand, the tuner's usual
// start. The tables themselves are unexported: a search may be reading
// them, so nothing outside may write them.
func HandWeights() Weights { return handWeights }

// Game phase: knights and bishops count 1, rooks 2, queens 4. This is the
// taper's definition, not a weight.
const maxPhase = 24

var phaseWeight = [7]int{0, 0, 1, 1, 2, 4, 0}

// endgameValue is the fixed piece values that classify endgames (which side
// can still mate, when mop-up applies). They are not weights: tuning the
// piece values must not move these boundaries.
var endgameValue = [7]int{0, 100, 320, 330, 480, 950, 0}

// attackWeight is the attack units per attacked king-zone square, by
// attacker type: the index into the king-danger tables.
var attackWeight = [7]int{0, 0, 2, 2, 3, 5, 0}

// checkUnits is the attack units a safe check adds, by the checking
// piece's type (once per type), and weakSquareUnits those of each weak
// square next to the king.
var checkUnits = [7]int{0, 0, 4, 3, 5, 6, 0}

const weakSquareUnits = 1

// pair is a midgame and an endgame sum.
type pair struct{ mg, eg int }

func (a pair) taper(ph int) int     { return (a.mg*ph + a.eg*(maxPhase-ph)) / maxPhase }
func (a *pair) addN(s Score, n int) { a.mg += int(s.MG) * n; a.eg += int(s.EG) * n }
func (a *pair) addTo(b pair)        { a.mg += b.mg; a.eg += b.eg }

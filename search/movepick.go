package search

import (
	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/chess"
)

// Move ordering. A picker hands out the moves of one node best-first, in
// stages, so that a cut by the hash move or a capture saves generating the
// quiet moves:
//
//	1. the hash move (checked for legality: the table may hold a move of
//	   another position with a colliding index);
//	2. captures and promotions, most valuable victim first, least valuable
//	   attacker first among equal victims;
//	3. the two killer moves of this ply (quiet moves that caused a cut in a
//	   sibling node), then the counter move (the quiet move that last
//	   refuted the previous move);
//	4. the other quiet moves, by history score: the move's own history plus
//	   its continuation histories after the moves one and two plies back;
//	5. the captures that lose material by static exchange evaluation
//	   (package attackmap), set aside in stage 2.
//
// In the quiescence search only stage 2 runs, unless the side to move is in
// check, when every evasion is searched.

const (
	stageHash = iota
	stageGenCaptures
	stageCaptures
	stageKillers
	stageGenQuiets
	stageQuiets
	stageBadCaptures
	stageDone
)

// orderValue is the piece value of move ordering and pruning: the exchange
// values of package attackmap, so that ordering, delta pruning and SEE
// agree on what a capture wins. (The evaluation's material values differ on
// purpose: they are weights fitted per game phase, not exchange values.)
var orderValue = [7]int{0, attackmap.PawnValue, attackmap.KnightValue, attackmap.BishopValue,
	attackmap.RookValue, attackmap.QueenValue, attackmap.KingValue}

type picker struct {
	stage      int
	hashMove   chess.Move
	killers    [2]chess.Move
	killerIdx  int
	n, next    int
	nBad, bad  int           // captures set aside as losing, and the next to hand out
	capsOnly   bool          // quiescence: captures and promotions only
	skipQuiets bool          // late-move pruning: of the quiet moves, only checks
	conts      [2]*contTable // continuation histories of the moves 1 and 2 plies back (nil: none)
	counter    chess.Move    // the counter move, unless it is a killer
}

// isTactical reports whether m, legal in p, captures or promotes.
func isTactical(p *chess.Position, m chess.Move) bool {
	switch m.Kind() {
	case chess.Promotion, chess.EnPassant:
		return true
	case chess.Castling:
		return false
	}
	return p.Piece(m.To()) != chess.NoPiece
}

// victimValue returns the value a tactical move gains: the captured piece,
// plus the promotion's gain.
func victimValue(p *chess.Position, m chess.Move) int {
	v := 0
	switch m.Kind() {
	case chess.EnPassant:
		return orderValue[chess.Pawn]
	case chess.Promotion:
		v = orderValue[m.Promo()] - orderValue[chess.Pawn]
	}
	return v + orderValue[p.Piece(m.To()).Type()]
}

// initPicker prepares the picker of the node at ply.
func (s *Searcher) initPicker(ply int, hashMove chess.Move, capsOnly bool) {
	f := &s.stack[ply]
	f.pick = picker{stage: stageHash, hashMove: hashMove, killers: f.killers, capsOnly: capsOnly, conts: s.conts(ply)}
	if c := f.pick.conts[0]; c != nil && c.counter != f.killers[0] && c.counter != f.killers[1] {
		f.pick.counter = c.counter
	}
}

// conts returns the continuation histories that apply at ply: those of the
// moves made one and two plies before (nil where there is none).
func (s *Searcher) conts(ply int) (c [2]*contTable) {
	if ply >= 1 {
		c[0] = s.stack[ply-1].cont
	}
	if ply >= 2 {
		c[1] = s.stack[ply-2].cont
	}
	return c
}

// nextMove returns the next move of the node at frame f, or NullMove when
// there are none left.
func (s *Searcher) nextMove(f *frame) chess.Move {
	pk := &f.pick
	p := &s.pos
	for {
		switch pk.stage {
		case stageHash:
			pk.stage = stageGenCaptures
			m := pk.hashMove
			if m != chess.NullMove && p.IsLegal(m) && (!pk.capsOnly || isTactical(p, m)) {
				return m
			}
			pk.hashMove = chess.NullMove
		case stageGenCaptures:
			pk.n = p.GenerateInto(chess.Captures, &f.moves)
			pk.next = 0
			for i := 0; i < pk.n; i++ {
				m := f.moves[i]
				attacker := p.Piece(m.From()).Type()
				f.scores[i] = int32(victimValue(p, m)*16 - orderValue[attacker]/16)
				if m.Kind() == chess.Promotion && m.Promo() != chess.Queen {
					f.scores[i] = -1 << 20 // under-promotions last
				}
			}
			pk.stage = stageCaptures
		case stageCaptures:
			if m := pickBest(f, pk); m != chess.NullMove {
				if pk.capsOnly && m.Kind() == chess.Promotion && m.Promo() != chess.Queen && !p.InCheck() {
					continue // the quiescence search ignores under-promotions
				}
				if !pk.capsOnly && losingCapture(p, m) {
					f.bad[pk.nBad] = m
					pk.nBad++
					continue
				}
				return m
			}
			if pk.capsOnly && !p.InCheck() {
				pk.stage = stageDone
				continue
			}
			pk.stage = stageKillers
		case stageKillers:
			for pk.killerIdx < 3 {
				m := pk.counter
				if pk.killerIdx < 2 {
					m = pk.killers[pk.killerIdx]
				}
				pk.killerIdx++
				if m != chess.NullMove && m != pk.hashMove && p.IsLegal(m) && !isTactical(p, m) {
					return m
				}
			}
			pk.stage = stageGenQuiets
		case stageGenQuiets:
			pk.n = p.GenerateInto(chess.Quiets, &f.moves)
			pk.next = 0
			pk.stage = stageQuiets
			if pk.skipQuiets {
				continue // only checks will be handed out: no need to order
			}
			for i := 0; i < pk.n; i++ {
				m := f.moves[i]
				f.scores[i] = int32(s.quietScore(m, pk.conts))
				if m.Kind() == chess.Promotion { // quiet under-promotions (in check)
					f.scores[i] = -1 << 20
				}
			}
		case stageQuiets:
			if pk.skipQuiets {
				// Late-move pruning: the search prunes every quiet move
				// but checks, so hand out only those, unordered; the
				// history scores and the selection sort are spared.
				for pk.next < pk.n {
					m := f.moves[pk.next]
					pk.next++
					if m != pk.hashMove && !pk.special(m) && p.GivesCheck(m) {
						return m
					}
				}
				pk.stage = stageBadCaptures
				continue
			}
			for {
				m := pickBest(f, pk)
				if m == chess.NullMove {
					break
				}
				if pk.special(m) {
					continue
				}
				return m
			}
			pk.stage = stageBadCaptures
		case stageBadCaptures:
			if pk.bad < pk.nBad {
				pk.bad++
				return f.bad[pk.bad-1]
			}
			pk.stage = stageDone
		default:
			return chess.NullMove
		}
	}
}

// special reports whether m is a killer or the counter move, handed out
// before the other quiet moves.
func (pk *picker) special(m chess.Move) bool {
	return m == pk.killers[0] || m == pk.killers[1] || m == pk.counter
}

// losingCapture reports whether the capture m loses material by static
// exchange evaluation. Only a capture by a piece worth more than its victim
// can (the victim is won, and at most the capturer lost), so only those are
// evaluated.
func losingCapture(p *chess.Position, m chess.Move) bool {
	if m.Kind() != chess.Normal {
		return false
	}
	attacker := p.Piece(m.From()).Type()
	if orderValue[attacker] <= orderValue[p.Piece(m.To()).Type()] {
		return false
	}
	return !attackmap.SEEGreaterOrEqual(p, m, 0)
}

// winningCapture reports whether the tactical move m wins material by
// static exchange evaluation (SEE > 0). A capture of a piece worth more
// than the capturer does (at most the capturer is lost), so only the
// others are evaluated.
func winningCapture(p *chess.Position, m chess.Move) bool {
	if m.Kind() == chess.Normal && orderValue[p.Piece(m.From()).Type()] < orderValue[p.Piece(m.To()).Type()] {
		return true
	}
	return attackmap.SEEGreaterOrEqual(p, m, 1)
}

// pickBest moves the best-scored remaining move to the front of the
// remaining ones and returns it, skipping the hash move; NullMove when none
// remain. A selection sort: most nodes cut after a few moves.
func pickBest(f *frame, pk *picker) chess.Move {
	for pk.next < pk.n {
		best := pk.next
		for i := pk.next + 1; i < pk.n; i++ {
			if f.scores[i] > f.scores[best] {
				best = i
			}
		}
		f.moves[pk.next], f.moves[best] = f.moves[best], f.moves[pk.next]
		f.scores[pk.next], f.scores[best] = f.scores[best], f.scores[pk.next]
		m := f.moves[pk.next]
		pk.next++
		if m != pk.hashMove {
			return m
		}
	}
	return chess.NullMove
}

// History heuristic: a score per side, from- and to-square, raised for
// quiet moves that cut and lowered for quiet moves tried before them. The
// update pulls the score towards ±historyMax so that it never overflows
// and old knowledge fades.
const historyMax = 16384

func (s *Searcher) updateHistory(c chess.Color, m chess.Move, bonus int) {
	h := &s.history[c][m.From()][m.To()]
	*h += int32(gravity(int(*h), bonus))
}

// gravity returns the change a history score h takes for bonus: the bonus,
// less h's share of it, so that h approaches ±historyMax and never passes it.
func gravity(h, bonus int) int { return bonus - h*abs(bonus)/historyMax }

// contTable is a continuation history: the history of quiet moves, by moved
// piece and destination, in the positions that follow one given move (of a
// piece to a square). It learns which replies work against which moves,
// where the plain history only knows which moves work in general.
type contTable struct {
	hist    [16][64]int16
	counter chess.Move // the last quiet move that refuted the move
}

// updateConts applies the history bonus to the quiet move m (not yet made,
// so its piece is on its from-square) in the continuation histories conts.
func (s *Searcher) updateConts(conts [2]*contTable, m chess.Move, bonus int) {
	pc := s.pos.Piece(m.From())
	for _, c := range conts {
		if c != nil {
			h := &c.hist[pc][m.To()]
			*h += int16(gravity(int(*h), bonus))
		}
	}
}

// quietScore returns the ordering score of the quiet move m: its history
// plus its continuation histories conts.
func (s *Searcher) quietScore(m chess.Move, conts [2]*contTable) int {
	v := int(s.history[s.pos.SideToMove()][m.From()][m.To()])
	pc := s.pos.Piece(m.From())
	for _, c := range conts {
		if c != nil {
			v += int(c.hist[pc][m.To()])
		}
	}
	return v
}

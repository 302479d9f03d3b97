package attackmap

import (
	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/chess"
)

// Piece values of the static exchange evaluation, in centipawns. Knight and
// bishop are equal so that Ed Schröder's byte, which has one bit for both,
// loses nothing on them. The king's value only shows when a move puts the
// king where it can be taken, which a legal move never does.
const (
	PawnValue   = 100
	KnightValue = 300
	BishopValue = 300
	RookValue   = 500
	QueenValue  = 900
	KingValue   = 20000
)

var pieceValues = [7]int{0, PawnValue, KnightValue, BishopValue, RookValue, QueenValue, KingValue}

// PieceValue returns the exchange value of a piece type; 0 for NoPieceType.
func PieceValue(t chess.PieceType) int { return pieceValues[t%7] }

// maxExchange bounds the captures of one exchange: the first move, then
// at most one capture by each of the other 31 pieces.
const maxExchange = 34

// pin is an absolutely pinned piece and its pinner, kept only when the
// exchange square is off the pin line (on it, the piece may capture).
type pin struct{ pinned, pinner Bitboard }

// exchange is the state of a swap-off on one square: which pieces are
// still on the board, who attacks the square, who captures next and what
// stands on the square.
type exchange struct {
	p         *chess.Position
	to        Square
	occ       Bitboard
	attackers Bitboard // both colors, within occ
	rq, bq    Bitboard // all sliders of the position, both colors
	side      chess.Color
	onSquare  chess.PieceType
	promotes  [2]bool // whether a pawn of each color promotes on to
	pins      [2][8]pin
	npins     [2]int
}

// start plays the first move m of the exchange and returns its gain: the
// captured piece's value, plus the promotion's gain. ok is false for moves
// that exchange nothing (castling, a null move, an empty from-square).
func (e *exchange) start(p *chess.Position, m chess.Move) (gain int, ok bool) {
	from, to := m.From(), m.To()
	mover := p.Piece(from)
	if m.Kind() == chess.Castling || mover == chess.NoPiece || from == to {
		return 0, false
	}
	us := mover.Color()
	*e = exchange{p: p, to: to, occ: p.Occupied(), side: us.Other()}
	queens := p.ByType(chess.Queen)
	e.rq, e.bq = p.ByType(chess.Rook)|queens, p.ByType(chess.Bishop)|queens
	e.promotes[chess.White] = to.Rank() == 7
	e.promotes[chess.Black] = to.Rank() == 0

	victim := p.Piece(to).Type()
	if m.Kind() == chess.EnPassant {
		victim = chess.Pawn
		capSq := to - 8
		if us == chess.Black {
			capSq = to + 8
		}
		e.occ &^= capSq.Bitboard()
	}
	gain = PieceValue(victim)
	e.onSquare = mover.Type()
	if m.Kind() == chess.Promotion {
		e.onSquare = m.Promo()
		gain += PieceValue(e.onSquare) - PawnValue
	}
	e.occ &^= from.Bitboard()
	e.occ |= to.Bitboard()
	e.attackers = AttackersTo(p, to, e.occ) & e.occ

	// Pins, on the board after the first move: a piece alone between its
	// king and an enemy slider keeps off the exchange while the pinner is
	// there, unless the square is on the pin line. Only pieces that can
	// ever take part matter: the attackers, and the sliders on a line
	// through the square that x-rays may bring in.
	potential := e.attackers | attacks.RookEmpty(to)&e.rq | attacks.BishopEmpty(to)&e.bq
	for c := chess.White; c <= chess.Black; c++ {
		ksq := p.KingSquare(c)
		if c == us && mover.Type() == chess.King {
			ksq = to
		}
		if ksq >= 64 || potential&p.ByColor(c)&(attacks.RookEmpty(ksq)|attacks.BishopEmpty(ksq)) == 0 {
			continue
		}
		e.findPins(c, ksq)
	}
	return gain, true
}

// findPins records the pins of color c's pieces to its king on ksq that
// keep them from capturing on the exchange square.
func (e *exchange) findPins(c chess.Color, ksq Square) {
	p, to := e.p, e.to
	enemy := p.ByColor(c.Other()) & e.occ &^ to.Bitboard()
	// (The mover, now on to, may pin too, but always along a line through
	// to, which does not restrict capturing on to.)
	snipers := attacks.RookEmpty(ksq)&e.rq&enemy | attacks.BishopEmpty(ksq)&e.bq&enemy
	for snipers != 0 {
		s := snipers.PopLSB()
		between := attacks.Between(ksq, s) & e.occ
		if between == 0 || between.More() || between&p.ByColor(c) == 0 || between.Has(to) {
			continue // a check, two pieces, an enemy piece, or the mover
		}
		if attacks.Line(ksq, s).Has(to) {
			continue // capturing along the pin line is legal
		}
		e.pins[c][e.npins[c]] = pin{pinned: between, pinner: s.Bitboard()}
		e.npins[c]++
	}
}

// pinnedNow returns the pieces of color c still pinned: those whose pinner
// has not left its square (by capturing on the exchange square).
func (e *exchange) pinnedNow(c chess.Color) Bitboard {
	var b Bitboard
	for _, pn := range e.pins[c][:e.npins[c]] {
		if e.occ&pn.pinner != 0 {
			b |= pn.pinned
		}
	}
	return b
}

// next lets the side to capture take on the square with its least valuable
// attacker and returns the gain: the value of what stood there, plus a
// promotion's. ok is false when that side has no capture: no attacker, only
// pinned ones, or only the king while the square is still defended.
func (e *exchange) next() (from Square, t chess.PieceType, gain int, ok bool) {
	own := e.attackers & e.p.ByColor(e.side) &^ e.pinnedNow(e.side)
	if own == 0 {
		return 0, 0, 0, false
	}
	for t = chess.Pawn; t <= chess.King; t++ {
		if b := own & e.p.ByType(t); b != 0 {
			from = b.LSB()
			break
		}
	}
	occ := e.occ &^ from.Bitboard()
	if t == chess.King {
		// A king captures only what nothing defends, pins or not: seen from
		// the square once the king has left its own.
		if AttackersTo(e.p, e.to, occ)&occ&e.p.ByColor(e.side.Other()) != 0 {
			return 0, 0, 0, false
		}
	}
	gain = PieceValue(e.onSquare)
	e.onSquare = t
	if t == chess.Pawn && e.promotes[e.side] {
		gain += QueenValue - PawnValue
		e.onSquare = chess.Queen
	}
	e.occ = occ
	// Sliders behind the capturer join in (x-rays through either color).
	e.attackers |= attacks.Bishop(e.to, occ)&e.bq | attacks.Rook(e.to, occ)&e.rq
	e.attackers &= occ
	e.side = e.side.Other()
	return from, t, gain, true
}

// promotionGain is what a pawn gains by promoting to a queen, if it does.
func promotionGain(promotes bool) int {
	if promotes {
		return QueenValue - PawnValue
	}
	return 0
}

// SEE returns the static exchange evaluation of move m in position p, in
// centipawns, for the side making it: what it wins on m's target square if
// both sides then recapture with their least valuable piece for as long as
// it pays, each free to stop. m is played even if it loses (the usual
// convention); m should be legal. What SEE knows:
//
//   - x-rays: a slider behind a capturer, of either color, joins in;
//   - promotions: a pawn that reaches the last rank, by m or in the
//     exchange, becomes a queen (m's own promotion piece for m) and gains
//     the difference; a quiet promotion is scored too;
//   - en passant: the pawn beside is taken, and lines through its square
//     open;
//   - kings: a king captures only a piece nothing defends any more;
//   - pins: a piece absolutely pinned (on the board after m) takes part only
//     if the square is on its pin line, until its pinner itself has
//     captured and left the line. Pins that arise later in the exchange
//     are not seen.
//
// A quiet move is scored as the risk to the moved piece (0 if the square
// is safe), castling as 0. SEE allocates nothing.
//
// On Kiwipete, SEE(Nxg6) is -200: the knight takes the pawn g6 and the pawn
// f7 takes the knight (gains 100, 300).
func SEE(p *chess.Position, m chess.Move) int {
	var e exchange
	g0, ok := e.start(p, m)
	if !ok {
		return 0
	}
	var gains [maxExchange]int
	n := 0
	for n < len(gains) {
		_, _, g, ok := e.next()
		if !ok {
			break
		}
		gains[n] = g
		n++
	}
	// Negamax from the end: each side takes only if it gains.
	v := 0
	for k := n - 1; k >= 0; k-- {
		v = max(0, gains[k]-v)
	}
	return g0 - v
}

// SEEGreaterOrEqual reports whether SEE(p, m) >= threshold, usually faster:
// it stops as soon as the answer is certain instead of playing the
// exchange out (the swap bound test). A search asks it "does this capture
// lose material?" with threshold 0.
func SEEGreaterOrEqual(p *chess.Position, m chess.Move, threshold int) bool {
	var e exchange
	g0, ok := e.start(p, m)
	if !ok {
		return 0 >= threshold
	}
	// SEE = g0 - V1, where Vk = max(0, gk - Vk+1) is what the side making
	// capture k nets from there on (0 if it has none). Walk the exchange
	// keeping one bound: either "Vk <= b" (want) or "Vk >= b" (!want).
	b := g0 - threshold // SEE >= threshold  <=>  V1 <= b
	atMost := true
	if b < 0 {
		return false
	}
	// V1 is at most what the opponent can take on the square (plus a
	// promotion): if even that leaves the threshold, m passes.
	if best := PieceValue(e.onSquare) + promotionGain(e.promotes[e.side]); best <= b {
		return true
	}
	for {
		_, _, g, ok := e.next()
		if !ok {
			// Vk = 0: "0 <= b" holds (b >= 0 here); "0 >= b" fails (b > 0).
			return atMost
		}
		if atMost {
			// max(0, g - Vk+1) <= b  <=>  Vk+1 >= g - b
			b = g - b
			if b <= 0 {
				return true
			}
		} else {
			// max(0, g - Vk+1) >= b > 0  <=>  Vk+1 <= g - b
			b = g - b
			if b < 0 {
				return false
			}
		}
		atMost = !atMost
	}
}

// Capture is one step of an exchange: who took, from where, and what that
// capture gained (the value of the piece that stood on the square, plus a
// promotion's gain).
type Capture struct {
	From  Square
	Piece chess.Piece // the capturing piece as it was before moving
	Gain  int
}

// ExchangeResult is a whole exchange: the first move and every recapture
// that can happen, in order, and the SEE value. Stop is the number of
// captures actually worth making (both sides stop when taking no longer
// pays), so Captures[:Stop] is the line the SEE value assumes.
type ExchangeResult struct {
	Captures []Capture
	Stop     int
	Value    int
}

// Exchange plays out the exchange of move m like SEE and returns it step by
// step, for display and for checking by hand. Value equals SEE(p, m).
func Exchange(p *chess.Position, m chess.Move) ExchangeResult {
	var e exchange
	g0, ok := e.start(p, m)
	if !ok {
		return ExchangeResult{}
	}
	r := ExchangeResult{Captures: []Capture{{From: m.From(), Piece: p.Piece(m.From()), Gain: g0}}}
	for len(r.Captures) < maxExchange {
		side := e.side
		from, t, g, ok := e.next()
		if !ok {
			break
		}
		r.Captures = append(r.Captures, Capture{From: from, Piece: chess.NewPiece(side, t), Gain: g})
	}
	// Negamax from the end, remembering where the line stops: capture k is
	// made if it nets more than nothing.
	n := len(r.Captures)
	v := make([]int, n+1)
	for k := n - 1; k >= 1; k-- {
		v[k] = max(0, r.Captures[k].Gain-v[k+1])
	}
	r.Value = g0 - v[1]
	r.Stop = 1
	for k := 1; k < n && r.Captures[k].Gain-v[k+1] > 0; k++ {
		r.Stop = k + 1
	}
	return r
}

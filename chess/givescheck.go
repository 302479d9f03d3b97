package chess

import "github.com/westcott-chess/westcott/attacks"

// GivesCheck reports whether the legal move m checks the opponent's king,
// without making it: a search asks this of moves it may prune. After a
// normal move or a promotion only the moved piece (a direct check) or a
// slider uncovered on the from-square (a discovered check) can give check;
// the rare en-passant captures and castlings are made on a copy.
func (p *Position) GivesCheck(m Move) bool {
	us := p.side
	ksq := p.Pieces(us^1, King).LSB()
	if ksq >= 64 {
		return false
	}
	from, to := m.From(), m.To()
	switch m.Kind() {
	case EnPassant, Castling:
		child := *p
		child.makeMove(m)
		return child.InCheck()
	}
	pc := p.board[from&63]
	if m.Kind() == Promotion {
		pc = NewPiece(us, m.Promo())
	}
	occ := p.Occupied()&^bit(from) | bit(to)
	if PieceAttacks(pc, to, occ).Has(ksq) {
		return true
	}
	own := p.byColor[us] &^ bit(from)
	return own&(attacks.Bishop(ksq, occ)&(p.byType[Bishop]|p.byType[Queen])|
		attacks.Rook(ksq, occ)&(p.byType[Rook]|p.byType[Queen])) != 0
}

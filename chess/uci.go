package chess

// UCI returns m in UCI notation for this position: castling as king takes
// rook in Chess960 positions ("e1h1"), as the king's two-square move
// otherwise ("e1g1").
func (p *Position) UCI(m Move) string { return m.uci(p.chess960) }
